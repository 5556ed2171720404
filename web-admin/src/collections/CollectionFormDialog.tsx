/**
 * Create or edit one item of a collection (admin-area §4, §5 validation, §8 messages): a large dialog
 * with the collection's fields in a main and a side column. Save (and Ctrl+S) keeps the form open and
 * says "Saved" in place, as Ghost and WordPress do; a new item becomes that item on its first save (the
 * title turns to "Edit …" and a second save updates it). Close, × and Escape close, asking first while
 * there are unsaved changes. The unsaved state (read live from the editor, which reports its changes
 * late) also makes the console ask before leaving and sign in again in place when the session ends.
 * Collections with `drafts` keep a copy in the browser, written before every save is sent, and offer
 * it back (components/drafts/useFormDraft.tsx). A refusal is shown at the fields it names (the
 * server's `details`, shared/refusal.ts) with one summary line at the top.
 *
 * Collections that keep revisions (issue 18; components/history/collectionHistory.ts) also have:
 * History (the saved versions, a diff against the form, restore), saves that carry the version the
 * form is based on (someone else's newer save answers 409: the conflict dialog offers keep mine,
 * take theirs, copy mine), and the unsaved work autosaved to the server as well as in the browser.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import type { Category } from '../../../shared/api/journal.ts'
import { slugify } from '../../../shared/journal.ts'
import { CHECK_FIELDS, isValidatorText, readRefusal } from '../../../shared/refusal.ts'
import type { ApiResponse } from '../api/client.ts'
import { putAutosave, readConflict, versionOf, type Conflict, type Snapshot } from '../api/revisions.ts'
import { useConfirm } from '../components/ConfirmDialog.tsx'
import { Dialog } from '../components/Dialog.tsx'
import { collectionHistory } from '../components/history/collectionHistory.ts'
import { ConflictDialog } from '../components/history/ConflictDialog.tsx'
import { HistoryPanel, type Restored } from '../components/history/HistoryPanel.tsx'
import { useFormDraft } from '../components/drafts/useFormDraft.tsx'
import { Icon } from '../components/Icon.tsx'
import { FormSection } from '../components/journal/FormSection.tsx'
import { slugProblem } from '../components/journal/SlugField.tsx'
import { Loader } from '../components/Loader.tsx'
import type { EditorHandle } from '../editor/RichTextEditor.tsx'
import { formatDateTime, formatMoment } from '../lib/dates.ts'
import { DISCARD_QUESTION } from '../lib/dialogs.ts'
import { sameValues } from '../lib/drafts/draftStore.ts'
import { useAuth } from '../stores/auth.ts'
import { FormField, type FormState } from './FormFields.tsx'
import type { Collection, FieldKey, FieldSpec, SaveError, TextKey } from './types.ts'

/** The question before closing a form with unsaved changes. */
export const DISCARD_CHANGES = { title: DISCARD_QUESTION, description: 'Closing throws away what you changed since the last save.', confirm: 'Discard changes', cancel: 'Keep editing', danger: true } as const

interface CollectionFormDialogProps<Item extends { id: number }, F, Body> {
  collection: Collection<Item, F, Body>
  /** null: a new item. */
  itemId: number | null
  /** The row the form was opened from: the form starts from it when the collection has no `get`. */
  item?: Item
  /** Put the copy kept in this browser back at once (chosen from the manager's list of unsaved copies). */
  restoreDraft?: boolean
  categories: Category[]
  onClose: () => void
  /** The server accepted a save (the form stays open). */
  onSaved: (item: Item, created: boolean) => void
}

export function CollectionFormDialog<Item extends { id: number }, F, Body>({ collection, itemId, item, restoreDraft = false, categories, onClose, onSaved }: CollectionFormDialogProps<Item, F, Body>) {
  const { form: spec, api, drafts } = collection
  const me = useAuth((s) => s.user)
  const fields: FieldSpec<F>[] = [...spec.main, ...spec.side.flatMap((group) => group.fields)]
  const slugSpec = fields.find((f): f is Extract<FieldSpec<F>, { kind: 'slug' }> => f.kind === 'slug')
  const richKey = fields.find((f): f is Extract<FieldSpec<F>, { kind: 'richtext' }> => f.kind === 'richtext')?.key

  /** null until a new item's first save; then the item it became. */
  const [id, setId] = useState(itemId)
  const [values, setValues] = useState<F | null>(() => (itemId === null ? spec.empty(me) : !api.get && item ? spec.of(item) : null))
  const [loadFailed, setLoadFailed] = useState(itemId !== null && !api.get && !item)
  const [slugFollows, setSlugFollows] = useState(itemId === null)
  const [problems, setProblems] = useState<Partial<Record<FieldKey<F>, string>>>({})
  const [error, setError] = useState<SaveError | null>(null)
  /** The banner says "fill in the required fields": it goes once every field it named is filled (an upload fills several). */
  const [checkFailed, setCheckFailed] = useState(false)
  const [saving, setSaving] = useState(false)
  const [dirty, setDirty] = useState(false)
  const [savedNote, setSavedNote] = useState<{ text: string; at: number } | null>(null)
  const { confirm, dialog: question } = useConfirm()
  const [slugError, setSlugError] = useState<string | null>(null)
  const editor = useRef<EditorHandle>(null)
  const [editorKey, setEditorKey] = useState(0)
  const titleInput = useRef<HTMLInputElement>(null)
  const formRef = useRef<HTMLFormElement>(null)

  // Revisions (issue 18): the version the form is based on, the item it was read from, History and a conflict.
  const history = useMemo(() => collectionHistory(collection), [collection])
  const version = useRef(item ? versionOf(item) : 0)
  const baseItem = useRef<Item | null>(item ?? null)
  const [historyOpen, setHistoryOpen] = useState(false)
  const [conflict, setConflict] = useState<{ conflict: Conflict; mine: Snapshot } | null>(null)
  /** Said in the footer after the form's content was replaced (a restored version, someone else's save). */
  const [replacedNote, setReplacedNote] = useState<string | null>(null)

  const live = useRef({ values, dirty })
  live.current = { values, dirty }
  /** The values as they stand, with the editor's latest HTML (it reports changes with a delay). */
  const current = (): F | null => {
    const now = live.current.values
    return now && (richKey && editor.current ? { ...now, [richKey]: editor.current.getHtml() } : now)
  }
  /** Unsaved changes, the editor's unreported keys included (they are reported now). */
  const isDirtyNow = () => (editor.current?.flush() ?? false) || live.current.dirty

  const draft = useFormDraft<F>({
    kind: drafts?.kind ?? null,
    itemId: id,
    values,
    dirty,
    isDirtyNow,
    read: current,
    label: (v) => drafts?.label(v) ?? '',
    subject: id === null ? (drafts?.subjectNew ?? '') : (drafts?.subjectEdit ?? ''),
    restoreAtOnce: restoreDraft,
    server:
      history && id !== null
        ? {
            type: history.type,
            snapshot: (v) => spec.body(v) as Snapshot,
            values: (snapshot) => spec.of(history.itemOf(baseItem.current, snapshot, version.current)),
            version: () => version.current,
          }
        : null,
    onRestore: (restored) => {
      setValues(restored)
      setEditorKey((k) => k + 1)
      setDirty(true)
      if (slugSpec) {
        const slug = String(restored[slugSpec.key] ?? '')
        setSlugFollows(slug === '' || slug === slugify(String(restored[slugSpec.from] ?? '')))
      }
      setProblems({})
      setError(null)
    },
    formRef,
  })

  useEffect(() => {
    if (itemId === null || !api.get) return
    let live = true
    api
      .get(itemId)
      .then((response) => {
        if (!live) return
        if (response.ok) {
          version.current = versionOf(response.data)
          baseItem.current = response.data
          setValues(spec.of(response.data))
        } else {
          console.error(`Loading ${spec.labels.what} failed`, response.status, response.data)
          setLoadFailed(true)
        }
      })
      .catch((err) => {
        console.error(`Loading ${spec.labels.what} failed`, err)
        if (live) setLoadFailed(true)
      })
    return () => {
      live = false
    }
    // The collection is a constant: only the item decides what to load.
  }, [itemId])

  useEffect(() => {
    if (checkFailed && Object.keys(problems).length === 0) {
      setCheckFailed(false)
      setError(null)
    }
  }, [checkFailed, problems])

  const loaded = values !== null
  useEffect(() => {
    if (loaded && itemId !== null) titleInput.current?.focus()
    // Only when the form first loads: a new item that was saved keeps the focus where it is.
  }, [loaded])

  function setMany(changes: Partial<F>) {
    setValues((v) => {
      if (!v) return v
      const next = { ...v, ...changes }
      // The slug follows its source field (the title) until it is edited by hand.
      if (slugSpec && slugFollows && slugSpec.from in changes) next[slugSpec.key] = slugify(String(next[slugSpec.from] ?? '')) as F[TextKey<F>]
      return next
    })
    setDirty(true)
    setProblems((p) => {
      const cleared = Object.keys(changes).filter((key) => key in p)
      if (cleared.length === 0) return p
      const next = { ...p }
      for (const key of cleared) delete next[key as FieldKey<F>]
      return next
    })
  }

  const form: FormState<F> | null = values && {
    values,
    set: (key, value) => setMany({ [key]: value } as unknown as Partial<F>),
    setMany,
    problem: (key) => problems[key],
    slugError,
    setSlug: (key, from, value) => {
      setMany({ [key]: value } as unknown as Partial<F>)
      setSlugError(null)
      setSlugFollows(value === '' || value === slugify(String(values[from] ?? '')))
    },
    categories,
    editor,
    editorKey,
    titleInput,
  }

  async function close() {
    if (isDirtyNow() && !saving) {
      if (!(await confirm(DISCARD_CHANGES))) return
      draft.discarded()
    }
    onClose()
  }

  /** Where each field's message shows: the fields drawn with a message slot (the slug has its own). */
  const withSlot = new Set<string>(
    fields.flatMap((f) => (f.kind === 'seo' ? ['meta_title', 'meta_description', 'meta_keywords'] : ['text', 'textarea', 'richtext', 'select', 'category'].includes(f.kind) && 'key' in f ? [f.key] : [])),
  )

  /** A refused save: each named field gets its message, the summary goes on top, the first field is focused. */
  function refused(response: ApiResponse<unknown>, submitted: F) {
    const own = spec.saveError(response, submitted)
    const refusal = readRefusal(response.status, response.data, { fallback: own.message })
    const atFields: Partial<Record<FieldKey<F>, string>> = {}
    const elsewhere: string[] = []
    let slugMessage: string | null = null
    for (const [path, message] of Object.entries(refusal.fields)) {
      const key = path.split('.')[0]
      if (slugSpec && key === slugSpec.key) slugMessage = message
      else if (withSlot.has(key)) atFields[key as FieldKey<F>] = message
      else elsewhere.push(message)
    }
    if (/slug/i.test(own.message) && slugSpec && !slugMessage && Object.keys(refusal.fields).length === 0) slugMessage = own.message
    setProblems(atFields)
    setSlugError(slugMessage)
    const named = Object.keys(atFields).length + (slugMessage ? 1 : 0)
    // Messages at their fields are not repeated on top: the top line points to them.
    const summary = named === 0 ? (elsewhere[0] ?? (isValidatorText(own.message) ? refusal.summary : own.message)) : [CHECK_FIELDS, ...elsewhere].join(' ')
    const first = [...withSlot, ...(slugSpec ? [slugSpec.key] : [])].find((key) => key in atFields || (slugMessage && key === slugSpec?.key))
    fail(named === 0 ? { ...own, message: summary } : { message: summary }, first)
  }

  /** Shows the problem and brings it into view: the field to fix, else the message at the top. */
  function fail(problem: SaveError, field?: string) {
    setError(problem)
    setSavedNote(null)
    requestAnimationFrame(() => {
      if (field && field === richKey) editor.current?.focus()
      else if (field) formRef.current?.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus()
      else formRef.current?.querySelector('.post-form')?.scrollTo({ top: 0, behavior: 'smooth' })
    })
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // Keys typed a moment ago count: the form is changed, and the copy in the browser holds them.
    editor.current?.flush()
    const submitted = current()
    if (!submitted || saving) return
    const isEmpty = (key: TextKey<F>) => (key === richKey && editor.current ? editor.current.isEmpty() : !String(submitted[key] ?? '').trim())
    const check = spec.check(submitted, isEmpty)
    setProblems(check.problems)
    setCheckFailed(Boolean(check.message) && Object.keys(check.problems).length > 0)
    if (check.message) return fail({ message: check.message }, Object.keys(check.problems)[0])
    if (slugSpec) {
      const slugIssue = slugProblem(String(submitted[slugSpec.key] ?? '').trim())
      if (slugIssue) return fail({ message: slugIssue }, slugSpec.key)
    }

    setSaving(true)
    setError(null)
    draft.keep()
    try {
      const body = spec.body(submitted)
      // The version the form is based on: someone else's newer save is refused (409) instead of overwritten.
      const sent = history && id !== null && version.current > 0 ? ({ ...body, version: version.current } as Body) : body
      const response = id === null ? await api.create(body) : await api.update(id, sent)
      if (!response.ok) {
        // The person just declined to sign in again: said in the form, where they look.
        if (response.status === 401) return setError(spec.saveError(response, submitted))
        const stale = history ? readConflict(response) : null
        if (stale) return setConflict({ conflict: stale, mine: body as Snapshot })
        return refused(response, submitted)
      }
      const created = id === null
      draft.saved()
      version.current = versionOf(response.data)
      baseItem.current = response.data
      setReplacedNote(null)
      setId(response.data.id)
      setProblems({})
      setSlugError(null)
      // A saved item's address stays put: the slug no longer follows the title.
      setSlugFollows(false)
      setSavedNote({ text: collection.messages.saved(response.data, created), at: Date.now() })
      // Typed on while the save was under way: those changes stay unsaved (and kept).
      const now = current()
      if (now && sameValues(now, submitted)) setDirty(false)
      else window.setTimeout(draft.keep)
      onSaved(response.data, created)
    } catch (err) {
      console.error(`Saving ${spec.labels.what} failed`, err)
      fail({ message: spec.labels.networkError })
    } finally {
      setSaving(false)
    }
  }

  /** The form shows `item` as saved (a restored version, someone else's save): not dirty, the editor redrawn. */
  function showSaved(next: Item, note: string) {
    version.current = versionOf(next)
    baseItem.current = next
    setValues(spec.of(next))
    setEditorKey((k) => k + 1)
    setDirty(false)
    setProblems({})
    setSlugError(null)
    setError(null)
    setSavedNote(null)
    setReplacedNote(note)
  }

  /** The item as the server holds it now: read again where the collection can, else the snapshot over the row. */
  async function fresh(snapshot: Snapshot, newVersion: number): Promise<Item> {
    if (api.get && id !== null) {
      const response = await api.get(id).catch(() => null)
      if (response?.ok) return response.data
    }
    return history!.itemOf(baseItem.current, snapshot, newVersion)
  }

  async function restored({ version: newVersion, snapshot, revision, unsaved }: Restored) {
    setHistoryOpen(false)
    // Unsaved work replaced by the restore, where no copy is kept in the browser: an autosave in History (the restore removed the old one).
    if (unsaved && !drafts && history && id !== null) await putAutosave(history.type, id, unsaved, newVersion)
    const next = await fresh(snapshot, newVersion)
    showSaved(next, `Restored the version of ${formatDateTime(revision.created_at)}.`)
    onSaved(next, false)
  }

  /** Keep mine: saved again over theirs (based on their version now). */
  function keepMine() {
    if (!conflict) return
    version.current = conflict.conflict.version
    setConflict(null)
    requestAnimationFrame(() => formRef.current?.requestSubmit())
  }

  /** Take theirs: the form shows their save; the unsaved text stays in this browser as a copy. */
  async function takeTheirs() {
    if (!conflict) return
    const { conflict: theirs } = conflict
    setConflict(null)
    draft.park()
    if (!drafts && history && id !== null) await putAutosave(history.type, id, conflict.mine, theirs.version)
    const next = await fresh(theirs.current, theirs.version)
    const who = theirs.saved_by?.name?.trim() || 'someone else'
    showSaved(next, `Showing the version ${who} saved. Yours is kept ${drafts ? 'in this browser' : 'as an autosave in History'}.`)
  }

  return (
    <Dialog open size="wide" title={id === null ? spec.labels.newTitle : spec.labels.editTitle} description={spec.labels.description} onClose={() => void close()}>
      {!form ? (
        <div className="dialog-body">
          {loadFailed ? (
            <p className="form-error" role="alert">
              <Icon name="alert" size={18} />
              {spec.labels.loadFailed}
            </p>
          ) : (
            <Loader label={spec.labels.loading} />
          )}
        </div>
      ) : (
        <form ref={formRef} className="dialog-form" onSubmit={save} noValidate>
          <div className="dialog-body post-form">
            {error && (
              <div className="form-error save-error" role="alert">
                <Icon name="alert" size={18} />
                <div>
                  <p>{error.message}</p>
                  {error.tip && <p className="save-error-tip">{error.tip}</p>}
                </div>
              </div>
            )}
            <div className="post-form-grid">
              <div className="post-form-main">
                {spec.main.map((field) => (
                  <FormField key={fieldKey(field)} spec={field} form={form} />
                ))}
              </div>
              <div className="post-form-side">
                {spec.side.map((group) => (
                  <FormSection key={group.title} title={group.title}>
                    {group.fields.map((field) => (
                      <FormField key={fieldKey(field)} spec={field} form={form} />
                    ))}
                  </FormSection>
                ))}
              </div>
            </div>
          </div>
          <div className="dialog-footer">
            <p className="dialog-footer-start form-save-state" role="status" aria-live="polite">
              {dirty ? (
                (savedNote || replacedNote) && <span className="muted">Unsaved changes</span>
              ) : replacedNote ? (
                <span className="status-success">
                  <Icon name="restore" size={16} />
                  {replacedNote}
                </span>
              ) : (
                savedNote && (
                  <span className="status-success" title={savedNote.text}>
                    <Icon name="check" size={16} />
                    Saved {formatMoment(savedNote.at)}
                  </span>
                )
              )}
            </p>
            {history && id !== null && (
              <button type="button" className="button button-ghost history-button" onClick={() => setHistoryOpen(true)} aria-haspopup="dialog">
                <Icon name="clock" size={18} />
                History
              </button>
            )}
            <button type="button" className="button button-secondary" onClick={() => void close()}>
              Close
            </button>
            <button type="submit" className="button button-primary" disabled={saving} aria-keyshortcuts="Control+S Meta+S" title="Save (Ctrl+S)">
              {saving ? <span className="spinner spinner-sm" aria-hidden="true" /> : <Icon name="check" size={18} />}
              {saving ? 'Saving…' : id === null ? spec.labels.create : 'Save Changes'}
            </button>
          </div>
        </form>
      )}
      {draft.prompt}
      {question}
      {historyOpen && history && id !== null && values && (
        <HistoryPanel
          type={history.type}
          itemId={id}
          name={drafts?.label(current() ?? values) || (baseItem.current ? collection.itemName(baseItem.current) : '') || collection.noun.one}
          differ={history.differ}
          current={() => spec.body(current() ?? values) as Snapshot}
          isDirty={isDirtyNow}
          version={version.current}
          mayRestore
          keepUnsaved={draft.park}
          keptIn={drafts ? 'browser' : 'history'}
          onRestored={(r) => void restored(r)}
          onClose={() => setHistoryOpen(false)}
        />
      )}
      {conflict && history && (
        <ConflictDialog
          conflict={conflict.conflict}
          mine={conflict.mine}
          differ={history.differ}
          noun={collection.noun.one}
          onKeepMine={keepMine}
          onTakeTheirs={() => void takeTheirs()}
          onClose={() => setConflict(null)}
        />
      )}
    </Dialog>
  )
}

const fieldKey = <F,>(field: FieldSpec<F>) => ('key' in field ? `${field.kind}:${field.key}` : field.kind)
