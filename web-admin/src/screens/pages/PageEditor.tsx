/**
 * The section editor of one managed page (admin-area §2, §4, §8; issue 7), with the live preview
 * beside it. Add Section, SEO Settings and Save Changes; nothing reaches the site before Save Changes.
 * No lost work: a copy of unsaved changes is kept in this browser per user and page and offered back
 * ("Restore unsaved changes?"), leaving or switching pages with changes asks first, a 401 while
 * saving asks for the password in place and saves, and Ctrl/Cmd+S saves. Viewers read only.
 * A refused save puts each of the server's messages at the section field it names, opens that
 * section and scrolls to the field; the outcome line says which section. No browser alerts: every
 * outcome is said beside Save, and questions use the console's own dialog.
 */
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { PAGE_LIMITS, type Page, type Section } from '../../../../shared/api/pages.ts'
import { defaultMetaTitle, type ManagedPage } from '../../../../shared/pages/managed.ts'
import { pagesApi } from '../../api/endpoints.ts'
import { useFormDraft } from '../../components/drafts/useFormDraft.tsx'
import { Icon } from '../../components/Icon.tsx'
import { Notice } from '../../components/Notice.tsx'
import { StatusText, type Status } from '../../components/StatusText.tsx'
import { removeDraft, sameValues } from '../../lib/drafts/draftStore.ts'
import { useConfirm } from '../../components/ConfirmDialog.tsx'
import { useMediaQuery } from '../../lib/useMediaQuery.ts'
import { useAuth } from '../../stores/auth.ts'
import { LivePreview, type Device } from './LivePreview.tsx'
import {
  moveItem,
  newSection,
  PAGE_SAVE_FAILED,
  PAGE_SAVED,
  pageFormOf,
  pageRefusal,
  pageUpdateBody,
  readSections,
  removeAt,
  removeQuestion,
  replaceAt,
  sectionName,
  sectionProblems,
  type PageForm,
  type SeoValues,
} from './pageForm.ts'
import { SectionCard } from './SectionCard.tsx'
import { SeoDialog } from './SeoDialog.tsx'

const NO_ERRORS: Record<string, string> = {}

/** The editor's width from which the preview sits beside the sections; below it, behind a Sections / Preview switch. */
export const SPLIT_WIDTH = 700
/** Phones: the page's bar scrolls away and Save rides along in the sticky Sections / Preview row. */
export const COMPACT_QUERY = '(max-width: 760px)'

interface PageEditorProps {
  page: Page
  managed: ManagedPage
  mayEdit: boolean
  onSaved: (page: Page) => void
  onDirtyChange: (dirty: boolean) => void
}

export function PageEditor({ page, managed, mayEdit, onSaved, onDirtyChange }: PageEditorProps) {
  const userId = useAuth((s) => s.user?.id ?? null)
  const [baseline, setBaseline] = useState<PageForm>(() => pageFormOf(page))
  const [form, setForm] = useState<PageForm>(baseline)
  const [broken] = useState(() => readSections(page.content_json).broken)
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())
  const [saving, setSaving] = useState(false)
  const [status, setStatus] = useState<Status | null>(null)
  /** A refused save's messages: section id → path inside the section → message. */
  const [fieldErrors, setFieldErrors] = useState<Record<string, Record<string, string>>>({})
  const { confirm, dialog: question } = useConfirm()
  const [seoOpen, setSeoOpen] = useState(false)
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

  const dirty = mayEdit && !sameValues(form, baseline)
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange])
  useEffect(() => () => onDirtyChange(false), [onDirtyChange])

  const draft = useFormDraft<PageForm>({
    kind: 'page',
    itemId: page.id,
    values: form,
    dirty,
    label: () => managed.name,
    subject: `the ${managed.name} page`,
    onRestore: (values) => {
      setForm(values)
      setVersion((v) => v + 1)
      setFieldErrors({})
      setStatus(null)
    },
    formRef,
  })

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

  const announce = (message: string) => setAnnouncement(message)
  const sections = form.sections
  const setSections = (next: Section[]) => setForm((current) => ({ ...current, sections: next }))
  const focusIn = (id: string, selector: string) =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[data-section-id="${CSS.escape(id)}"] ${selector}`)?.focus())

  function toggle(id: string) {
    setExpanded((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  }

  function open(id: string) {
    setExpanded((current) => new Set(current).add(id))
  }

  function addSection() {
    const section = newSection(sections)
    setSections([...sections, section])
    open(section.id)
    setFocusId(section.id)
    setView('sections')
    announce(`New section added at position ${sections.length + 1}.`)
    requestAnimationFrame(() => {
      const card = formRef.current?.querySelector<HTMLElement>(`[data-section-id="${CSS.escape(section.id)}"]`)
      card?.scrollIntoView({ block: 'center', behavior: 'smooth' })
      card?.querySelector<HTMLElement>('[data-field="title"]')?.focus({ preventScroll: true })
    })
  }

  async function removeSection(index: number) {
    const section = sections[index]
    if (!(await confirm({ title: removeQuestion(sectionName(section)), confirm: 'Remove section', icon: 'trash', danger: true }))) return
    setSections(removeAt(sections, index))
    announce(`${sectionName(section)} removed. Save Changes to take it off the page.`)
    const neighbour = sections[index + 1] ?? sections[index - 1]
    if (neighbour) focusIn(neighbour.id, '.section-card-toggle')
  }

  function moveSection(index: number, to: number) {
    const section = sections[index]
    setSections(moveItem(sections, index, to))
    announce(`${sectionName(section)} moved to position ${to + 1} of ${sections.length}.`)
    // The button pressed may now be disabled (top or bottom): then the other direction keeps focus.
    const edge = to === 0 ? 'down' : to === sections.length - 1 ? 'up' : to < index ? 'up' : 'down'
    focusIn(section.id, `[data-move="${edge}"]`)
  }

  function applySeo(values: SeoValues) {
    setForm((current) => ({ ...current, ...values }))
  }

  async function revert() {
    if (!(await confirm({ title: 'Discard your unsaved changes to this page?', description: 'The page goes back to how it was last saved.', confirm: 'Discard changes', cancel: 'Keep editing', danger: true }))) return
    setForm(baseline)
    setVersion((v) => v + 1)
    setFieldErrors({})
    setStatus(null)
    if (userId !== null) removeDraft({ userId, kind: 'page', itemId: page.id })
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
    try {
      const response = await pagesApi.update(page.id, pageUpdateBody(sent))
      if (!response.ok) {
        const refusal = pageRefusal(response, sent.sections)
        setStatus({ tone: 'error', text: refusal.summary })
        setFieldErrors(refusal.sections)
        const [id, paths] = Object.entries(refusal.sections)[0] ?? []
        if (id && paths) showField(id, Object.keys(paths)[0])
        return
      }
      setBaseline(sent)
      // Typed on while the save was under way: those changes stay unsaved (and kept).
      if (sameValues(latest.current, sent) && userId !== null) removeDraft({ userId, kind: 'page', itemId: page.id })
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
    // Twice: the section opens in the first frame, its entries (lists) in the next.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const card = formRef.current?.querySelector<HTMLElement>(`[data-section-id="${CSS.escape(id)}"]`)
        const control = path ? card?.querySelector<HTMLElement>(`[data-path="${CSS.escape(path)}"]`) : null
        ;(control ?? card)?.scrollIntoView({ block: 'center', behavior: 'smooth' })
        control?.focus({ preventScroll: true })
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
  const previewBody = { page_name: page.page_name, ...pageUpdateBody(form) }
  const hiddenCount = sections.filter((s) => !s.visible).length
  const showSections = split || view === 'sections'
  const showPreview = split || view === 'preview'

  return (
    <>
      <form ref={formRef} className="page-editor" onSubmit={save} onKeyDown={keepEnter} noValidate aria-labelledby="page-editor-title">
        <div ref={barRef} className="page-editor-bar">
          <div className="page-editor-heading">
            <div className="page-editor-title-row">
              <h2 id="page-editor-title" className="page-editor-title">
                {managed.name}
              </h2>
              {dirty && <span className="unsaved-badge">Unsaved changes</span>}
            </div>
            <p className="page-editor-meta">
              <a href={managed.path} target="_blank" rel="noopener" className="page-editor-path">
                {managed.path}
                <Icon name="external" size={13} />
                <span className="visually-hidden"> (opens the saved page in a new tab)</span>
              </a>
              <span className={page.is_published ? 'page-state is-published' : 'page-state'}>
                <Icon name={page.is_published ? 'eye' : 'eyeOff'} size={14} />
                {page.is_published ? 'Published' : 'Hidden'}
              </span>
              <span>
                {sections.length} {sections.length === 1 ? 'section' : 'sections'}
                {hiddenCount > 0 && `, ${hiddenCount} hidden`}
              </span>
            </p>
          </div>
          <div className="page-editor-actions">
            {dirty && (
              <button type="button" className="button button-ghost" onClick={() => void revert()}>
                Discard
              </button>
            )}
            <button type="button" className="button button-secondary" onClick={() => setSeoOpen(true)}>
              <Icon name="search" size={18} />
              SEO Settings
            </button>
            {mayEdit && (
              <>
                <button type="button" className="button button-secondary" onClick={addSection} disabled={sections.length >= PAGE_LIMITS.sections}>
                  <Icon name="plus" size={18} />
                  Add Section
                </button>
                {!compact && saveButton}
              </>
            )}
          </div>
          <StatusText status={status} className="page-editor-status" />
        </div>

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
                  {mayEdit && <p className="muted">Add Section puts a text section on the page.</p>}
                </div>
              ) : (
                <ol key={version} className="section-cards" aria-label={`Sections of ${managed.name}`} onFocus={(e) => setFocusId((e.target as HTMLElement).closest<HTMLElement>('[data-section-id]')?.dataset.sectionId ?? null)}>
                  {sections.map((section, index) => (
                    <SectionCard
                      key={section.id}
                      section={section}
                      index={index}
                      count={sections.length}
                      readOnly={!mayEdit}
                      expanded={expanded.has(section.id)}
                      errors={fieldErrors[section.id] ?? NO_ERRORS}
                      onToggle={() => toggle(section.id)}
                      onChange={(next) => {
                        setSections(replaceAt(sections, index, next))
                        // The person is fixing this section: its messages go (the next save checks again).
                        if (fieldErrors[section.id]) setFieldErrors(({ [section.id]: _fixed, ...rest }) => rest)
                      }}
                      onMove={(to) => moveSection(index, to)}
                      onRemove={() => void removeSection(index)}
                      announce={announce}
                    />
                  ))}
                </ol>
              )}
              {mayEdit && sections.length > 0 && (
                <button type="button" className="add-section" onClick={addSection} disabled={sections.length >= PAGE_LIMITS.sections}>
                  <Icon name="plus" size={18} />
                  Add Section
                </button>
              )}
            </div>
          )}
          {showPreview && (
            <LivePreview body={previewBody} pageName={managed.name} path={managed.path} device={device} onDevice={setDevice} focusId={focusId} enabled={mayEdit} />
          )}
        </div>
        <span className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </span>
      </form>

      {seoOpen && (
        <SeoDialog
          pageName={managed.name}
          defaultTitle={defaultMetaTitle(managed.name)}
          values={{ meta_title: form.meta_title, meta_description: form.meta_description, meta_keywords: form.meta_keywords, canonical_url: form.canonical_url }}
          readOnly={!mayEdit}
          onApply={applySeo}
          onClose={() => setSeoOpen(false)}
        />
      )}
      {draft.prompt}
      {question}
    </>
  )
}
