/**
 * Navigation (/admin/navigation; issue 31): the header menu (desktop and mobile draw the same items),
 * the footer's link columns and its legal line. Items are labelled in the editor's words and link to
 * a page, a post, an event, a role, a journal list (suggested as the address is typed) or a web
 * address (opened in a new tab). A header item can hold links under it (a dropdown on desktop, an
 * expandable group on mobile): one level. Items move by drag, by the arrow keys on their handle and
 * by their Move buttons.
 *
 * Changes are a draft: Save draft keeps them (visitors see nothing), Publish makes them the site's
 * menus and keeps a version (History restores one). The live preview draws the Home page with the
 * draft's menus through the public site's own renderer (the page preview, with `navigation`). Each link says whether visitors see it: a page
 * that is unpublished, in the Trash or redirected is flagged here, and the public site leaves it out
 * or follows the redirect. Editors and up change it; other roles look.
 */
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react'
import type { Page } from '../../../../shared/api/pages.ts'
import type { MenuItem, Navigation } from '../../../../shared/navigation.ts'
import { NAVIGATION_LIMITS } from '../../../../shared/navigation.ts'
import { http, type ApiResponse } from '../../api/client.ts'
import type { Snapshot } from '../../api/revisions.ts'
import { HistoryPanel } from '../../components/history/HistoryPanel.tsx'
import type { Differ } from '../../components/history/diffModel.ts'
import { Field } from '../../components/Field.tsx'
import { Icon } from '../../components/Icon.tsx'
import { Loader } from '../../components/Loader.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { StatusText, type Status } from '../../components/StatusText.tsx'
import { formatDateTime } from '../../lib/dates.ts'
import { canWriteContent } from '../../lib/roles.ts'
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts'
import { useAuth } from '../../stores/auth.ts'
import { EditorGlyph } from '../pages/EditorGlyph.tsx'
import { useReorder } from '../pages/useReorder.ts'
import { LivePreview, type Device } from '../pages/LivePreview.tsx'
import { pageFormOf, previewFields } from '../pages/pageForm.ts'
import '../../styles/pages.css'
import '../../styles/blocks-editor.css'
import {
  addItem,
  canNest,
  changeItem,
  freshId,
  listOf,
  menuText,
  moveItem,
  nestItem,
  problemsByPath,
  removeItem,
  targetNote,
  unnestItem,
  type ListAt,
  type NavigationResponse,
} from './menus.ts'
import './navigation.css'

const TITLE = 'Navigation'
const DESCRIPTION = 'The header menu, the footer’s link columns and its legal line. Changes are a draft until you publish them.'
const VIEW_ONLY = 'Your role can look at the navigation here. Editors and admins change and publish it.'

/** Addresses an item may link to without typing them out: the journal's lists and the site's fixed pages. */
const LISTS = [
  { path: '/journal', name: 'Journal' },
  { path: '/journal/blogs', name: 'Blog posts' },
  { path: '/journal/vlogs', name: 'Vlogs' },
  { path: '/events', name: 'Events' },
  { path: '/careers', name: 'Careers and open roles' },
  { path: '/hyperbuilt/reality', name: 'Reality Series' },
  { path: '/hyperbuilt/podcast', name: 'Podcast Series' },
  { path: '/partners', name: 'Partners' },
  { path: '/feedback', name: 'Feedback' },
  { path: '/privacy-policy', name: 'Privacy Policy' },
  { path: '/terms-of-service', name: 'Terms of Service' },
  { path: '/cookie-settings', name: 'Cookie Settings' },
]

const DIFFER: Differ = {
  kind: 'fields',
  fields: [
    { key: 'header', label: 'Header menu', kind: 'text', format: menuText },
    { key: 'footer', label: 'Footer columns', kind: 'text', format: menuText },
    { key: 'legal', label: 'Legal line', kind: 'text' },
  ],
}

const api = {
  read: () => http.get<NavigationResponse>('/api/cms/navigation'),
  save: (draft: Navigation) => http.put<NavigationResponse>('/api/cms/navigation', { draft }),
  publish: (draft: Navigation, version: number) => http.post<NavigationResponse>('/api/cms/navigation/publish', { draft, version }),
}

const detailsOf = (response: ApiResponse<unknown>) => {
  const body = (response.ok ? null : response.data) as { details?: Array<{ field: string; message: string }> } | null
  return Array.isArray(body?.details) ? body.details : []
}

export function NavigationScreen() {
  useDocumentTitle(TITLE)
  const mayEdit = canWriteContent(useAuth((s) => s.user?.role))
  const [server, setServer] = useState<NavigationResponse | null>(null)
  const [draft, setDraft] = useState<Navigation | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [status, setStatus] = useState<Status | null>(null)
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null)
  const [failed, setFailed] = useState(false)
  const [historyOpen, setHistoryOpen] = useState(false)
  const [pages, setPages] = useState<Page[]>([])
  const [device, setDevice] = useState<Device>('desktop')

  const load = useCallback(async () => {
    setFailed(false)
    const response = await api.read()
    if (!response.ok) return setFailed(true)
    setServer(response.data)
    setDraft(response.data.draft)
  }, [])

  useEffect(() => {
    void load()
    void http.get<{ pages: Page[] }>('/api/cms/pages').then((r) => r.ok && setPages(r.data.pages))
  }, [load])

  const home = pages.find((p) => p.managed && p.path === '/')
  const previewBody = useMemo(() => (home && draft ? { ...previewFields(home, pageFormOf(home)), navigation: draft } : null), [home, draft])
  const suggestions = useMemo(() => [...pages.map((p) => ({ path: p.path, name: `${p.page_name}${p.is_published ? '' : ' (hidden)'}` })), ...LISTS], [pages])
  const dirty = server !== null && draft !== null && JSON.stringify(draft) !== JSON.stringify(server.draft)

  if (failed) {
    return (
      <div className="screen">
        <PageHeader icon="menu" title={TITLE} description={DESCRIPTION} />
        <p className="notice notice-error" role="alert">
          The navigation could not be loaded. <button type="button" className="link-button" onClick={() => void load()}>Try again</button>
        </p>
      </div>
    )
  }
  if (!server || !draft) return <Loader label="Loading the navigation…" />

  async function send(kind: 'save' | 'publish', event?: FormEvent) {
    event?.preventDefault()
    if (!draft || !server) return
    setBusy(kind)
    setStatus(null)
    const response = kind === 'save' ? await api.save(draft) : await api.publish(draft, server.version)
    setBusy(null)
    if (response.ok) {
      setServer(response.data)
      setDraft(response.data.draft)
      setErrors({})
      setStatus({ tone: 'success', text: kind === 'save' ? 'Draft saved. Visitors see the menus as last published.' : 'Navigation published: every page shows it now.' })
      return
    }
    const details = detailsOf(response)
    setErrors(problemsByPath(details))
    const conflict = response.status === 409
    setStatus({ tone: 'error', text: conflict ? 'Someone published the navigation since you opened it. Reload to see their version.' : details.length ? 'Not saved: check the items marked below.' : 'The navigation could not be saved. Try again.' })
  }

  const readOnly = !mayEdit
  const edit = (next: Navigation) => {
    setDraft(next)
    setStatus(null)
    // Refusals name items by their place: after any change they are asked again at the next save.
    setErrors({})
  }

  return (
    <div className="screen navigation-screen">
      <PageHeader
        icon="menu"
        title={TITLE}
        description={DESCRIPTION}
        actions={
          <button type="button" className="button button-secondary" onClick={() => setHistoryOpen(true)} aria-haspopup="dialog">
            <Icon name="clock" size={18} />
            History
          </button>
        }
      />
      {readOnly && <p className="notice">{VIEW_ONLY}</p>}
      <form className="navigation-form" onSubmit={(e) => void send('publish', e)} noValidate aria-label="Navigation">
        <div className="navigation-bar">
          <p className="navigation-state">
            {server.unpublished_changes || dirty ? (
              <span className="unsaved-badge">{dirty ? 'Unsaved changes' : 'Draft not published'}</span>
            ) : (
              <span className="page-state is-published">
                <Icon name="eye" size={14} />
                Published
              </span>
            )}
            <span className="navigation-when">Last published {formatDateTime(server.published_at)}</span>
          </p>
          {mayEdit && (
            <div className="navigation-actions">
              {dirty && (
                <button type="button" className="button button-ghost" onClick={() => edit(server.draft)}>
                  Discard
                </button>
              )}
              <button type="button" className="button button-secondary" disabled={busy !== null || !dirty} onClick={() => void send('save')}>
                Save draft
              </button>
              <button type="submit" className="button button-primary" disabled={busy !== null || (!dirty && !server.unpublished_changes)}>
                {busy === 'publish' ? <span className="spinner spinner-sm" aria-hidden="true" /> : <Icon name="check" size={18} />}
                Publish
              </button>
            </div>
          )}
          <StatusText status={status} className="navigation-status" />
        </div>

        <datalist id="navigation-targets">
          {suggestions.map((s) => (
            <option key={s.path} value={s.path}>
              {s.name}
            </option>
          ))}
        </datalist>

        <section className="navigation-panel" aria-labelledby="nav-header-title">
          <h2 id="nav-header-title" className="navigation-panel-title">
            Header menu
          </h2>
          <p className="navigation-panel-hint">
            Each item links to a page of this site (/about, a post, an event, a role) or a full web address (https://…, opens in a new tab). Desktop shows the links under an item as a
            dropdown; phones as an expandable group.
          </p>
          <MenuList doc={draft} at={{ menu: 'header' }} onChange={edit} targets={server.targets} errors={errors} readOnly={readOnly} />
          {mayEdit && draft.header.length < NAVIGATION_LIMITS.headerItems && (
            <button type="button" className="button button-secondary navigation-add" onClick={() => edit(addItem(draft, { menu: 'header' }, { id: freshId(draft), label: '', href: '' }))}>
              <Icon name="plus" size={18} />
              Add menu item
            </button>
          )}
        </section>

        <section className="navigation-panel" aria-labelledby="nav-footer-title">
          <h2 id="nav-footer-title" className="navigation-panel-title">
            Footer columns
          </h2>
          <p className="navigation-panel-hint">Each column has a title and its links.</p>
          <MenuList doc={draft} at={{ menu: 'footer' }} onChange={edit} targets={server.targets} errors={errors} readOnly={readOnly} />
          {mayEdit && draft.footer.length < NAVIGATION_LIMITS.footerColumns && (
            <button type="button" className="button button-secondary navigation-add" onClick={() => edit(addItem(draft, { menu: 'footer' }, { id: freshId(draft, 'column'), label: '', href: '', children: [] }))}>
              <Icon name="plus" size={18} />
              Add column
            </button>
          )}
        </section>

        <section className="navigation-panel" aria-labelledby="nav-legal-title">
          <h2 id="nav-legal-title" className="navigation-panel-title">
            Legal line
          </h2>
          <Field label="Line under the footer" hint="Leave empty for the copyright line." error={errors.legal}>
            {(control) => <input {...control} className="input" value={draft.legal} maxLength={NAVIGATION_LIMITS.legal} readOnly={readOnly} onChange={(e) => edit({ ...draft, legal: e.target.value })} />}
          </Field>
        </section>
      </form>
      {previewBody && (
        <section className="navigation-panel navigation-preview" aria-labelledby="nav-preview-title">
          <h2 id="nav-preview-title" className="navigation-panel-title">
            Preview
          </h2>
          <p className="navigation-panel-hint">The Home page with these menus, as visitors would get them once published: items visitors cannot see are left out.</p>
          <LivePreview body={previewBody} pageName="Home" path="/" device={device} onDevice={setDevice} focusId={null} enabled={mayEdit} refusedText="An item has no label yet, or a link that cannot be used: Publish points to it." />
        </section>
      )}
      {historyOpen && (
        <HistoryPanel
          type="navigation"
          itemId={1}
          name="Navigation"
          differ={DIFFER}
          current={() => draft as unknown as Snapshot}
          isDirty={() => dirty}
          version={server.version}
          mayRestore={mayEdit}
          keepUnsaved={() => {}}
          keptIn="history"
          onRestored={() => {
            setHistoryOpen(false)
            void load()
            setStatus({ tone: 'success', text: 'That version is published again.' })
          }}
          onClose={() => setHistoryOpen(false)}
        />
      )}
    </div>
  )
}

interface MenuListProps {
  doc: Navigation
  at: ListAt
  onChange: (doc: Navigation) => void
  targets: NavigationResponse['targets']
  errors: Record<string, string>
  readOnly: boolean
}

/** One list of items (a menu's top level, or the links under one item), reorderable. */
function MenuList({ doc, at, onChange, targets, errors, readOnly }: MenuListProps) {
  const items = listOf(doc, at)
  const reorder = useReorder({ kind: at.parent === undefined ? `${at.menu}-top` : `${at.menu}-${at.parent}`, count: items.length, onMove: (from, to) => onChange(moveItem(doc, at, from, to)) })
  const base = at.parent === undefined ? at.menu : `${at.menu}.${at.parent}.children`
  if (!items.length) return at.parent === undefined ? <p className="navigation-empty">No items yet.</p> : null
  return (
    <ol className={at.parent === undefined ? 'navigation-list navigation-top' : 'navigation-list navigation-sublist'}>
      {items.map((item, index) => (
        <MenuRow key={item.id} item={item} index={index} count={items.length} path={`${base}.${index}`} drag={readOnly ? null : reorder(index)} {...{ doc, at, onChange, targets, errors, readOnly }} />
      ))}
    </ol>
  )
}

function MenuRow({ item, index, count, path, drag, doc, at, onChange, targets, errors, readOnly }: MenuListProps & { item: MenuItem; index: number; count: number; path: string; drag: ReturnType<ReturnType<typeof useReorder>> | null }) {
  const top = at.parent === undefined
  const column = at.menu === 'footer' && top
  const note = targetNote(targets[item.id])
  const name = item.label.trim() || (column ? 'New column' : 'New item')
  const parentLabel = top ? '' : doc[at.menu][at.parent!].label.trim() || 'the item above'
  return (
    <li className="navigation-item" {...(drag?.row ?? {})}>
      <div className="navigation-row">
        {drag && (
          <button type="button" className="drag-handle" data-handle="" aria-label={`Reorder ${name}`} title="Drag to move, or use the arrow keys" {...drag.handle}>
            <EditorGlyph name="grip" />
          </button>
        )}
        <div className="navigation-fields">
          <Field label={column ? 'Column title' : 'Label'} error={errors[`${path}.label`]} required>
            {(control) => (
              <input {...control} className="input" value={item.label} maxLength={NAVIGATION_LIMITS.label} readOnly={readOnly} data-path={`${path}.label`} onChange={(e) => onChange(changeItem(doc, at, index, { label: e.target.value }))} />
            )}
          </Field>
          {!column && (
            <Field label="Links to" error={errors[`${path}.href`]} warning={note?.tone === 'warning' ? note.text : null} required>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  value={item.href}
                  list="navigation-targets"
                  inputMode="url"
                  spellCheck={false}
                  autoComplete="off"
                  placeholder="/about or https://…"
                  readOnly={readOnly}
                  data-path={`${path}.href`}
                  onChange={(e) => onChange(changeItem(doc, at, index, { href: e.target.value }))}
                />
              )}
            </Field>
          )}
          {note?.tone === 'info' && <p className="navigation-note">{note.text}</p>}
        </div>
        {!readOnly && (
          <div className="navigation-buttons">
            <button type="button" className="icon-button" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => onChange(moveItem(doc, at, index, index - 1))}>
              <Icon name="arrowUp" size={18} />
            </button>
            <button type="button" className="icon-button" aria-label={`Move ${name} down`} disabled={index === count - 1} onClick={() => onChange(moveItem(doc, at, index, index + 1))}>
              <Icon name="arrowDown" size={18} />
            </button>
            {at.menu === 'header' && top && (
              <button type="button" className="icon-button" aria-label={`Put ${name} under the item above`} title="Put under the item above" disabled={!canNest(doc, at, index)} onClick={() => onChange(nestItem(doc, at.menu, index))}>
                <Icon name="indent" size={18} />
              </button>
            )}
            {at.menu === 'header' && !top && (
              <button type="button" className="icon-button" aria-label={`Move ${name} out of ${parentLabel}`} title={`Move out of ${parentLabel}`} onClick={() => onChange(unnestItem(doc, at.menu, at.parent!, index))}>
                <Icon name="outdent" size={18} />
              </button>
            )}
            <button type="button" className="icon-button icon-button-danger" aria-label={`Remove ${name}`} onClick={() => onChange(removeItem(doc, at, index))}>
              <Icon name="trash" size={18} />
            </button>
          </div>
        )}
      </div>
      {top && (item.children?.length || column) ? (
        <div className="navigation-children">
          <MenuList doc={doc} at={{ menu: at.menu, parent: index }} onChange={onChange} targets={targets} errors={errors} readOnly={readOnly} />
          {!readOnly && (item.children?.length ?? 0) < NAVIGATION_LIMITS.children && (
            <button type="button" className="link-button navigation-add-link" onClick={() => onChange(addItem(doc, { menu: at.menu, parent: index }, { id: freshId(doc), label: '', href: '' }))}>
              <Icon name="plus" size={14} />
              Add a link under {name}
            </button>
          )}
        </div>
      ) : null}
    </li>
  )
}
