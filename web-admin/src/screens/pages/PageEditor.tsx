/**
 * The section editor of one page (admin-area §2, §4, §8; issues 7 and 17), with the live preview
 * beside it. Add Section (the block picker), SEO Settings and Save Changes; nothing reaches the site
 * before Save Changes. No lost work: a copy of unsaved changes is kept in this browser per user and
 * page and offered back ("Restore unsaved changes?"), leaving or switching pages with changes asks
 * first, a 401 while saving asks for the password in place and saves, and Ctrl/Cmd+S saves. Viewers
 * read only. A refused save puts each of the server's messages next to the field it names (by section,
 * entry and field, as data), opens that section and focuses the first; SEO problems open SEO Settings.
 * No browser alerts: every outcome is said beside Save, and questions use the console's own dialog.
 * Issue 18: History (the page's saved versions, a block list diff against the editor, restore), saves
 * that carry the version the editor is based on (someone else's newer save: the conflict dialog), the
 * unsaved work autosaved to the server too, and a deleted page goes to the Trash for 30 days.
 */
import { socialImageOf } from '../../../../shared/pages/social-card.ts'
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { PAGE_LIMITS, type BlockCatalogueEntry, type Page, type Section } from '../../../../shared/api/pages.ts'
import { defaultMetaTitle } from '../../../../shared/pages/managed.ts'
import { pagesApi } from '../../api/endpoints.ts'
import { readConflict, versionOf, type Conflict, type Snapshot } from '../../api/revisions.ts'
import { useConfirm } from '../../components/ConfirmDialog.tsx'
import { useFormDraft } from '../../components/drafts/useFormDraft.tsx'
import { ConflictDialog } from '../../components/history/ConflictDialog.tsx'
import type { Differ } from '../../components/history/diffModel.ts'
import { HistoryPanel, type Restored } from '../../components/history/HistoryPanel.tsx'
import { Icon } from '../../components/Icon.tsx'
import { Notice } from '../../components/Notice.tsx'
import type { Status } from '../../components/StatusText.tsx'
import { formatDateTime } from '../../lib/dates.ts'
import { removeDraft, sameValues } from '../../lib/drafts/draftStore.ts'
import { useMediaQuery } from '../../lib/useMediaQuery.ts'
import { useAuth } from '../../stores/auth.ts'
import { blockOf, placeBlock, sectionLabel, type Catalogue } from './blockForm.ts'
import { BlockPicker } from './BlockPicker.tsx'
import { LivePreview, type Device } from './LivePreview.tsx'
import type { PageEntry, PageRecord } from './pageEntries.ts'
import { PageEditorBar } from './PageEditorBar.tsx'
import { PAGE_SAVE_FAILED, PAGE_SAVED, pageFormOf, SEO_FIELD_NAMES, seoValuesOf, pageUpdateBody, previewFields, readSections, sectionProblems, type PageForm, type SeoValues } from './pageForm.ts'
import { pageRefusal } from './pageRefusal.ts'
import { SectionList } from './SectionList.tsx'
import { SeoDialog } from './SeoDialog.tsx'
import { CopyToPageDialog } from './CopyToPageDialog.tsx'
import { ForwardDialog } from './ForwardDialog.tsx'
import { PageAddressDialog } from './PageAddressDialog.tsx'
import { ScheduleDialog, isScheduled } from './ScheduleDialog.tsx'
import { http } from '../../api/client.ts'
import { menuItemsLinkingTo, type Navigation } from '../../../../shared/navigation.ts'

/** The editor's width from which the preview sits beside the sections; below it, behind a Sections / Preview switch. */
export const SPLIT_WIDTH = 700
/** Phones: the page's bar scrolls away and Save rides along in the sticky Sections / Preview row. */
export const COMPACT_QUERY = '(max-width: 760px)'

const SEO_FIELDS = new Set<string>(SEO_FIELD_NAMES)

interface PageEditorProps {
  entry: PageEntry & { page: PageRecord }
  catalogue: Catalogue
  mayEdit: boolean
  onSaved: (page: Page) => void
  onDirtyChange: (dirty: boolean) => void
  /** A created page was deleted on the server. */
  onDeleted: (id: number) => void
  /** Editors: opens "Duplicate Page" with this page (issue 31). */
  onDuplicate?: (page: PageRecord) => void
  /** The other pages: where "Copy to page…" may send a section (issue 31). */
  otherPages?: readonly PageRecord[]
}

export function PageEditor({ entry, catalogue, mayEdit, onSaved, onDirtyChange, onDeleted, onDuplicate, otherPages = [] }: PageEditorProps) {
  const [copying, setCopying] = useState<Section | null>(null)
  const { page } = entry
  const userId = useAuth((s) => s.user?.id ?? null)
  const [baseline, setBaseline] = useState<PageForm>(() => pageFormOf(page))
  const [form, setForm] = useState<PageForm>(baseline)
  const [broken] = useState(() => readSections(page.content_json).broken)
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())
  const [saving, setSaving] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const [status, setStatus] = useState<Status | null>(null)
  /** A refused save's messages: section id → field path → message. */
  const [fieldErrors, setFieldErrors] = useState<Record<string, Record<string, string>>>({})
  /** …and the page's own fields (SEO Settings). */
  const [pageErrors, setPageErrors] = useState<Record<string, string>>({})
  const { confirm, dialog: question } = useConfirm()
  const [seoOpen, setSeoOpen] = useState(false)
  const [scheduling, setScheduling] = useState(false)
  const [pickerOpen, setPickerOpen] = useState(false)
  const [focusId, setFocusId] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  /** Bumped when the whole form is replaced (restored, discarded): the entry lists start afresh. */
  const [version, setVersion] = useState(0)
  const [width, setWidth] = useState(0)
  const split = width >= SPLIT_WIDTH
  const compact = useMediaQuery(COMPACT_QUERY) && !split
  const [view, setView] = useState<'sections' | 'preview'>('sections')
  const [device, setDevice] = useState<Device>(() => (window.matchMedia('(max-width: 760px)').matches ? 'mobile' : 'desktop'))
  const formRef = useRef<HTMLFormElement>(null)
  const barRef = useRef<HTMLDivElement>(null)
  const latest = useRef(form)
  latest.current = form
  /** The version of the page the editor is based on (issue 18): sent with each save. */
  const basedOn = useRef(versionOf(page))
  const [historyOpen, setHistoryOpen] = useState(false)
  const [moving, setMoving] = useState(false)
  /** Saved hidden after being published: offer to send its visitors to another page. */
  const [forwarding, setForwarding] = useState(false)
  const [conflict, setConflict] = useState<{ conflict: Conflict; mine: Snapshot } | null>(null)
  const differ = useMemo<Differ>(() => ({ kind: 'page', catalogue }), [catalogue])
  /** A snapshot (the PUT body) as the editor's values. */
  const formOfSnapshot = (snapshot: Snapshot) => pageFormOf({ ...page, ...snapshot } as Page)

  const dirty = mayEdit && !sameValues(form, baseline)
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange])
  useEffect(() => () => onDirtyChange(false), [onDirtyChange])

  function replaceForm(values: PageForm) {
    setForm(values)
    setVersion((v) => v + 1)
    setFieldErrors({})
    setPageErrors({})
    setStatus(null)
  }

  const draft = useFormDraft<PageForm>({
    kind: 'page',
    itemId: page.id,
    values: form,
    dirty,
    label: () => entry.name,
    subject: `the ${entry.name} page`,
    // A copy kept before pages had a Published switch lacks it: the saved page's value stands.
    onRestore: (values) => replaceForm({ is_published: page.is_published, ...values }),
    formRef,
    server: mayEdit ? { type: 'pages', snapshot: (values) => pageUpdateBody(values) as unknown as Snapshot, values: formOfSnapshot, version: () => basedOn.current } : null,
  })

  /** The editor shows `snapshot` as the page's saved content (a restored version, someone else's save). */
  function showSaved(snapshot: Snapshot, newVersion: number, text: string) {
    const values = formOfSnapshot(snapshot)
    basedOn.current = newVersion
    setBaseline(values)
    replaceForm(values)
    setStatus({ tone: 'success', text })
    onSaved({ ...page, ...snapshot, version: newVersion } as Page)
  }

  function restored({ version: newVersion, snapshot, revision }: Restored) {
    setHistoryOpen(false)
    showSaved(snapshot, newVersion, `Restored the version of ${formatDateTime(revision.created_at)}.`)
  }

  /** Keep mine: saved again over theirs (based on their version now). */
  function keepMine() {
    if (!conflict) return
    basedOn.current = conflict.conflict.version
    setConflict(null)
    requestAnimationFrame(() => formRef.current?.requestSubmit())
  }

  /** Take theirs: the editor shows their save; the unsaved work stays in this browser as a copy. */
  function takeTheirs() {
    if (!conflict) return
    const { conflict: theirs } = conflict
    setConflict(null)
    draft.park()
    showSaved(theirs.current, theirs.version, `Showing the version ${theirs.saved_by?.name?.trim() || 'someone else'} saved. Yours is kept in this browser.`)
  }

  // The editor's width (room for the preview beside the sections?) and the sticky bar's height,
  // so the preview column can stick just below the bar.
  useLayoutEffect(() => {
    const bar = barRef.current
    const host = formRef.current
    if (!bar || !host) return
    const measure = () => {
      host.style.setProperty('--page-bar-height', `${bar.offsetHeight}px`)
      setWidth(host.clientWidth)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(bar)
    observer.observe(host)
    return () => observer.disconnect()
  }, [])

  const sections = form.sections

  function toggle(id: string) {
    setExpanded((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  }

  const open = (id: string) => setExpanded((current) => new Set(current).add(id))

  function addBlock(block: BlockCatalogueEntry) {
    const section = placeBlock(block, sections)
    setPickerOpen(false)
    setForm((current) => ({ ...current, sections: [...current.sections, section] }))
    open(section.id)
    setFocusId(section.id)
    setView('sections')
    setAnnouncement(`${block.label} section added at position ${sections.length + 1}.`)
    // After the picker has closed (and given focus back): the new section's first field.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const card = formRef.current?.querySelector<HTMLElement>(`[data-section-id="${CSS.escape(section.id)}"]`)
        card?.scrollIntoView({ block: 'center', behavior: 'smooth' })
        card?.querySelector<HTMLElement>('.section-card-body [data-path]:not([data-path="type"])')?.focus({ preventScroll: true })
      }),
    )
  }

  async function revert() {
    if (!(await confirm({ title: 'Discard your unsaved changes to this page?', description: 'The page goes back to how it was last saved.', confirm: 'Discard changes', cancel: 'Keep editing', danger: true }))) return
    replaceForm(baseline)
    if (userId !== null) removeDraft({ userId, kind: 'page', itemId: page.id })
  }

  /** The Published switch. Hiding a page that a menu links to asks first: the item leaves the menus (issue 31). */
  async function setPublished(is_published: boolean) {
    if (!is_published) {
      const menus = await http.get<{ draft: Navigation; published: Navigation }>('/api/cms/navigation')
      const used = menus.ok ? menuItemsLinkingTo(menus.data.published, entry.path) : []
      if (used.length) {
        const where = used.map((u) => `“${u.label}” (${u.menu === 'header' ? 'header menu' : 'footer'})`).join(', ')
        const yes = await confirm({
          title: `Hide “${entry.name}” from visitors?`,
          description: `The menus link to this page: ${where}. Hidden, the page leaves them until you publish it again.`,
          confirm: 'Hide the page',
          cancel: 'Keep it published',
        })
        if (!yes) return
      }
    }
    // Hidden again means no schedule either: a page that is not published goes live at no time.
    setForm((current) => ({ ...current, is_published, ...(is_published ? {} : { publish_at: null }) }))
  }

  async function deletePage() {
    const yes = await confirm({
      title: `Delete the page “${entry.name}”?`,
      description: `Its address ${entry.path} stops working for visitors. The page goes to the Trash, where it can be restored for 30 days.`,
      confirm: 'Delete page',
      icon: 'trash',
      danger: true,
    })
    if (!yes) return
    setDeleting(true)
    setStatus(null)
    try {
      const response = await pagesApi.remove(page.id)
      if (!response.ok) {
        setStatus({ tone: 'error', text: (typeof response.data?.error === 'string' && response.data.error.trim()) || 'The page could not be deleted.' })
        return
      }
      draft.discarded()
      onDirtyChange(false)
      onDeleted(page.id)
    } catch (err) {
      console.error('Deleting the page failed', err)
      setStatus({ tone: 'error', text: 'Could not reach the server. The page was not deleted.' })
    } finally {
      setDeleting(false)
    }
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!mayEdit || saving) return
    const problems = sectionProblems(form.sections)
    if (problems.length > 0) {
      setStatus({ tone: 'error', text: problems[0] })
      return
    }
    const sent = form
    setSaving(true)
    setStatus(null)
    setFieldErrors({})
    setPageErrors({})
    try {
      const body = pageUpdateBody(sent)
      const response = await pagesApi.update(page.id, basedOn.current > 0 ? ({ ...body, version: basedOn.current } as typeof body) : body)
      if (!response.ok) {
        const stale = readConflict(response)
        if (stale) {
          setStatus({ tone: 'error', text: 'Not saved: someone else saved this page since you opened it.' })
          return setConflict({ conflict: stale, mine: body as unknown as Snapshot })
        }
        const refusal = pageRefusal(response, sent.sections, (s) => sectionLabel(s, blockOf(catalogue, s.type)))
        setStatus({ tone: 'error', text: refusal.summary })
        setFieldErrors(refusal.sections)
        setPageErrors(refusal.page)
        if (refusal.first && 'section' in refusal.first) showField(refusal.first.section, refusal.first.path)
        else if (refusal.first && SEO_FIELDS.has(refusal.first.page)) setSeoOpen(true)
        return
      }
      const wasPublished = baseline.is_published ?? page.is_published
      setBaseline(sent)
      basedOn.current = versionOf(response.data?.page) || basedOn.current
      if (!entry.managed && wasPublished && sent.is_published === false) setForwarding(true)
      // Typed on while the save was under way: those changes stay unsaved (and kept).
      if (sameValues(latest.current, sent)) draft.saved()
      setStatus({ tone: 'success', text: PAGE_SAVED })
      if (response.data?.page) onSaved(response.data.page)
    } catch (err) {
      console.error('Saving the page failed', err)
      setStatus({ tone: 'error', text: PAGE_SAVE_FAILED })
    } finally {
      setSaving(false)
    }
  }

  /** Opens the section, scrolls to the refused field (else the section) and focuses it. */
  function showField(id: string, path: string) {
    open(id)
    setView('sections')
    // Twice: the section opens in the first frame, its entries in the next.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const card = formRef.current?.querySelector<HTMLElement>(`[data-section-id="${CSS.escape(id)}"]`)
        const control = path ? card?.querySelector<HTMLElement>(`[data-path="${CSS.escape(path)}"]`) : null
        ;(control ?? card)?.scrollIntoView({ block: 'center', behavior: 'smooth' })
        ;(control ?? card?.querySelector<HTMLElement>('.section-card-toggle'))?.focus({ preventScroll: true })
      }),
    )
  }

  // Enter in a one-line field must not save the page (Save Changes and Ctrl+S do).
  function keepEnter(event: KeyboardEvent<HTMLFormElement>) {
    const target = event.target as HTMLElement
    if (event.key === 'Enter' && target instanceof HTMLInputElement && target.type !== 'submit') event.preventDefault()
  }

  const saveButton = (
    <button type="submit" className="button button-primary" disabled={saving} aria-keyshortcuts="Control+S Meta+S" title="Save Changes (Ctrl+S)">
      {saving ? <span className="spinner spinner-sm" aria-hidden="true" /> : <Icon name="check" size={18} />}
      {saving ? 'Saving…' : 'Save Changes'}
    </button>
  )
  const published = form.is_published ?? page.is_published
  const hiddenCount = sections.filter((s) => !s.visible).length
  const showSections = split || view === 'sections'
  const showPreview = split || view === 'preview'
  const addDisabled = sections.length >= PAGE_LIMITS.sections || catalogue.length === 0

  return (
    <>
      <form ref={formRef} className="page-editor" onSubmit={save} onKeyDown={keepEnter} noValidate aria-labelledby="page-editor-title">
        <PageEditorBar
          barRef={barRef}
          name={entry.name}
          path={entry.path}
          published={published}
          // Hidden again means no schedule either: a page that is not published goes live at no time.
          onPublished={(is_published) => void setPublished(is_published)}
          scheduledFor={isScheduled(published, form.publish_at) ? form.publish_at : null}
          onSchedule={() => setScheduling(true)}
          sectionCount={sections.length}
          hiddenCount={hiddenCount}
          dirty={dirty}
          mayEdit={mayEdit}
          deletable={!entry.managed}
          deleting={deleting}
          addDisabled={addDisabled}
          status={status}
          saveButton={compact ? null : saveButton}
          onDiscard={() => void revert()}
          onSeo={() => setSeoOpen(true)}
          onAdd={() => setPickerOpen(true)}
          onDelete={() => void deletePage()}
          onHistory={() => setHistoryOpen(true)}
          onMove={entry.managed ? undefined : () => setMoving(true)}
          onDuplicate={onDuplicate && (() => onDuplicate(page))}
        />

        {!split && (
          <div className="view-row">
            <div className="toggle-group view-switch" role="group" aria-label="Show">
              <button type="button" className="toggle-option view-switch-option" aria-pressed={view === 'sections'} onClick={() => setView('sections')}>
                <Icon name="edit" size={16} />
                Sections
              </button>
              <button type="button" className="toggle-option view-switch-option" aria-pressed={view === 'preview'} onClick={() => setView('preview')}>
                <Icon name="eye" size={16} />
                Preview
              </button>
            </div>
            {compact && mayEdit && saveButton}
          </div>
        )}

        <div className="page-workspace" data-split={split ? '' : undefined}>
          {showSections && (
            <div className="page-sections">
              {broken && (
                <Notice tone="warning" role="note" title="The stored sections could not be read.">
                  Saving replaces them with the sections below.
                </Notice>
              )}
              {sections.length === 0 ? (
                <div className="card sections-empty">
                  <p>This page has no sections yet.</p>
                  {mayEdit && <p className="muted">Add Section lets you choose a block to place on the page.</p>}
                </div>
              ) : (
                <SectionList
                  key={version}
                  sections={sections}
                  onSections={(next) => setForm((current) => ({ ...current, sections: next }))}
                  catalogue={catalogue}
                  readOnly={!mayEdit}
                  label={`Sections of ${entry.name}`}
                  expanded={expanded}
                  onToggle={toggle}
                  onOpen={open}
                  errors={fieldErrors}
                  onEdited={(id) => {
                    if (fieldErrors[id]) setFieldErrors(({ [id]: _fixed, ...rest }) => rest)
                  }}
                  onFocusSection={setFocusId}
                  announce={setAnnouncement}
                  onCopyTo={mayEdit && otherPages.length > 0 ? setCopying : undefined}
                />
              )}
              {mayEdit && sections.length > 0 && (
                <button type="button" className="add-section" onClick={() => setPickerOpen(true)} disabled={addDisabled} aria-haspopup="dialog">
                  <Icon name="plus" size={18} />
                  Add Section
                </button>
              )}
            </div>
          )}
          {showPreview && (
            <LivePreview body={previewFields(page, form)} pageName={entry.name} path={entry.path} device={device} onDevice={setDevice} focusId={focusId} enabled={mayEdit} />
          )}
        </div>
        <span className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </span>
      </form>

      {pickerOpen && <BlockPicker catalogue={catalogue} onPick={addBlock} onClose={() => setPickerOpen(false)} />}
      {copying && (
        <CopyToPageDialog
          section={copying}
          sectionName={sectionLabel(copying, blockOf(catalogue, copying.type))}
          pages={otherPages}
          onCopied={(message, other) => {
            onSaved(other)
            setStatus({ tone: 'success', text: message })
          }}
          onClose={() => setCopying(null)}
        />
      )}
      {scheduling && (
        <ScheduleDialog
          publishAt={isScheduled(published, form.publish_at) ? (form.publish_at ?? null) : null}
          onSchedule={(at) => {
            setScheduling(false)
            setForm((current) => ({ ...current, publish_at: at, ...(at ? { is_published: true } : {}) }))
            setStatus({ tone: 'success', text: at ? `Scheduled for ${formatDateTime(at)} once you save.` : 'Schedule removed once you save.' })
          }}
          onClose={() => setScheduling(false)}
        />
      )}
      {seoOpen && (
        <SeoDialog
          pageKey={entry.key}
          path={entry.path}
          pageName={entry.name}
          defaultTitle={defaultMetaTitle(page.page_name)}
          values={seoValuesOf(form)}
          defaultImage={socialImageOf(undefined, form.sections)}
          errors={pageErrors}
          readOnly={!mayEdit}
          onApply={(values: SeoValues) => {
            setForm((current) => ({ ...current, ...values }))
            // The person has seen and changed them: the next save checks again.
            setPageErrors({})
          }}
          onClose={() => setSeoOpen(false)}
        />
      )}
      {historyOpen && (
        <HistoryPanel
          type="pages"
          itemId={page.id}
          name={entry.name}
          differ={differ}
          current={() => pageUpdateBody(latest.current) as unknown as Snapshot}
          isDirty={() => dirty}
          version={basedOn.current}
          mayRestore={mayEdit}
          keepUnsaved={draft.park}
          keptIn="browser"
          onRestored={restored}
          onClose={() => setHistoryOpen(false)}
        />
      )}
      {conflict && (
        <ConflictDialog
          conflict={conflict.conflict}
          mine={conflict.mine}
          differ={differ}
          noun="page"
          onKeepMine={keepMine}
          onTakeTheirs={takeTheirs}
          onClose={() => setConflict(null)}
        />
      )}
      {moving && (
        <PageAddressDialog
          page={page}
          saved={baseline}
          version={basedOn.current}
          onMoved={(moved) => {
            setMoving(false)
            basedOn.current = versionOf(moved) || basedOn.current
            setStatus({ tone: 'success', text: page.is_published ? `Moved to ${moved.path}. ${page.path} now leads there.` : `Moved to ${moved.path}.` })
            onSaved(moved)
          }}
          onClose={() => setMoving(false)}
        />
      )}
      {forwarding && (
        <ForwardDialog
          page={page}
          onDone={(outcome) => {
            setForwarding(false)
            if (outcome) setStatus({ tone: 'success', text: `${PAGE_SAVED} ${outcome}` })
          }}
        />
      )}
      {draft.prompt}
      {question}
    </>
  )
}
