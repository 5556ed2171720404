/**
 * Create or edit one item of a collection (admin-area §4: forms close only after an ok response;
 * §5 validation; §8 messages): a large dialog with the collection's fields in a main and a side
 * column. Closing with unsaved changes asks first; the unsaved state also makes the console ask
 * before leaving and sign in again in place when the session ends; Ctrl+S saves. Collections with
 * `drafts` also keep a copy in the browser and offer it back (components/drafts/useFormDraft.tsx).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { Category } from '../../../shared/api/journal.ts'
import { slugify } from '../../../shared/journal.ts'
import { Dialog } from '../components/Dialog.tsx'
import { useFormDraft } from '../components/drafts/useFormDraft.tsx'
import { Icon } from '../components/Icon.tsx'
import { FormSection } from '../components/journal/FormSection.tsx'
import { slugProblem } from '../components/journal/SlugField.tsx'
import { Loader } from '../components/Loader.tsx'
import type { EditorHandle } from '../editor/RichTextEditor.tsx'
import { ask, DISCARD_QUESTION, notify } from '../lib/dialogs.ts'
import { useAuth } from '../stores/auth.ts'
import { FormField, type FormState } from './FormFields.tsx'
import type { Collection, FieldKey, FieldSpec, SaveError, TextKey } from './types.ts'

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
  onSaved: (item: Item, created: boolean) => void
}

/** "Message\n\nTip" for the alert. */
export const saveErrorText = (error: SaveError) => (error.tip ? `${error.message}\n\n${error.tip}` : error.message)

export function CollectionFormDialog<Item extends { id: number }, F, Body>({ collection, itemId, item, restoreDraft = false, categories, onClose, onSaved }: CollectionFormDialogProps<Item, F, Body>) {
  const { form: spec, api, drafts } = collection
  const me = useAuth((s) => s.user)
  const fields: FieldSpec<F>[] = [...spec.main, ...spec.side.flatMap((group) => group.fields)]
  const slugSpec = fields.find((f): f is Extract<FieldSpec<F>, { kind: 'slug' }> => f.kind === 'slug')
  const richKey = fields.find((f): f is Extract<FieldSpec<F>, { kind: 'richtext' }> => f.kind === 'richtext')?.key

  const [values, setValues] = useState<F | null>(() => (itemId === null ? spec.empty(me) : !api.get && item ? spec.of(item) : null))
  const [loadFailed, setLoadFailed] = useState(itemId !== null && !api.get && !item)
  const [slugFollows, setSlugFollows] = useState(itemId === null)
  const [problems, setProblems] = useState<Partial<Record<FieldKey<F>, string>>>({})
  const [error, setError] = useState<SaveError | null>(null)
  /** The banner says "fill in the required fields": it goes once every field it named is filled (an upload fills several). */
  const [checkFailed, setCheckFailed] = useState(false)
  const [saving, setSaving] = useState(false)
  const [dirty, setDirty] = useState(false)
  const [slugError, setSlugError] = useState<string | null>(null)
  const editor = useRef<EditorHandle>(null)
  const [editorKey, setEditorKey] = useState(0)
  const titleInput = useRef<HTMLInputElement>(null)
  const formRef = useRef<HTMLFormElement>(null)

  /** The values as they stand, with the editor's latest HTML (it reports changes with a delay). */
  const current = (): F | null => values && (richKey && editor.current ? { ...values, [richKey]: editor.current.getHtml() } : values)

  const draft = useFormDraft<F>({
    kind: drafts?.kind ?? null,
    itemId,
    values,
    dirty,
    read: current,
    label: (v) => drafts?.label(v) ?? '',
    subject: itemId === null ? (drafts?.subjectNew ?? '') : (drafts?.subjectEdit ?? ''),
    restoreAtOnce: restoreDraft,
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
        if (response.ok) setValues(spec.of(response.data))
        else {
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
  }, [loaded, itemId])

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

  function close() {
    if (dirty && !saving) {
      if (!ask(DISCARD_QUESTION)) return
      draft.discarded()
    }
    onClose()
  }

  /** Shows the problem and brings it into view: the field to fix, else the message at the top. */
  function fail(problem: SaveError, field?: string) {
    setError(problem)
    notify(saveErrorText(problem))
    requestAnimationFrame(() => {
      if (field && field === richKey) editor.current?.focus()
      else if (field) formRef.current?.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus()
      else formRef.current?.querySelector('.post-form')?.scrollTo({ top: 0, behavior: 'smooth' })
    })
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
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
    try {
      const body = spec.body(submitted)
      const response = itemId === null ? await api.create(body) : await api.update(itemId, body)
      if (!response.ok) {
        const problem = spec.saveError(response)
        // The person just declined to sign in again: said in the form, without an alert on top.
        if (response.status === 401) return setError(problem)
        if (slugSpec && /slug/i.test(problem.message)) {
          setSlugError(problem.message)
          return fail(problem, slugSpec.key)
        }
        return fail(problem)
      }
      setDirty(false)
      draft.saved()
      onSaved(response.data, itemId === null)
    } catch (err) {
      console.error(`Saving ${spec.labels.what} failed`, err)
      fail({ message: spec.labels.networkError })
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog open size="wide" title={itemId === null ? spec.labels.newTitle : spec.labels.editTitle} description={spec.labels.description} onClose={close}>
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
            <button type="button" className="button button-secondary" onClick={close}>
              Cancel
            </button>
            <button type="submit" className="button button-primary" disabled={saving}>
              {saving ? <span className="spinner spinner-sm" aria-hidden="true" /> : <Icon name="check" size={18} />}
              {saving ? 'Saving…' : itemId === null ? spec.labels.create : 'Save Changes'}
            </button>
          </div>
        </form>
      )}
      {draft.prompt}
    </Dialog>
  )
}

const fieldKey = <F,>(field: FieldSpec<F>) => ('key' in field ? `${field.kind}:${field.key}` : field.kind)
