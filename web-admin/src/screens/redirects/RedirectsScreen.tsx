/**
 * Redirects (/admin/redirects; issue 18): old addresses of the site and where they now lead, so old
 * links keep working. Server search and paging, drawn by the shared list pieces of collections/
 * (as Form Enquiries): From, To (another site's address marked and opened in a new tab), Type, Hits,
 * Last hit. Editors and up add, edit and delete (RedirectDialog.tsx; a delete asks first); viewers
 * only look. Fetch failures are logged and offered again (collections/useCollectionList.ts).
 */
import { useState } from 'react'
import type { Redirect } from '../../../../shared/api/redirects.ts'
import { errorMessage } from '../../api/client.ts'
import { CollectionTable, EditDeleteButtons } from '../../collections/CollectionTable.tsx'
import { ListControls } from '../../collections/ListControls.tsx'
import { ListState } from '../../collections/ListState.tsx'
import { Pager } from '../../collections/Pager.tsx'
import type { Column, ListFilter } from '../../collections/types.ts'
import { PAGE_SIZE, useCollectionList } from '../../collections/useCollectionList.ts'
import { useConfirm } from '../../components/ConfirmDialog.tsx'
import { Icon } from '../../components/Icon.tsx'
import { Notice } from '../../components/Notice.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { StatusText, type Status } from '../../components/StatusText.tsx'
import { formatCount } from '../../lib/numbers.ts'
import { formatDateTime } from '../../lib/dates.ts'
import { canWriteContent } from '../../lib/roles.ts'
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts'
import { useNow } from '../../lib/useNow.ts'
import { useAuth } from '../../stores/auth.ts'
import '../../styles/content.css'
import './redirects.css'
import { RedirectDialog } from './RedirectDialog.tsx'
import { DELETE_FAILED, deletedText, deleteQuestion, EMPTY_HELP, isExternal, lastHitText, redirectName, savedText, typeLabel } from './redirects.ts'
import { loadRedirects, redirectsApi } from './redirectsApi.ts'

const TITLE = 'Redirects'
const DESCRIPTION = 'Send visitors who open an old address on to the page that replaced it.'
const NOUN = 'redirects'
const SEARCH = { label: 'Search redirects by old or new address', placeholder: 'Search by address…' }
/** The list has the search only. */
const NO_FILTERS: readonly ListFilter[] = []
const VIEW_ONLY = 'Your role can look at redirects here. Editors and admins add, edit and delete them.'

/** The open dialog: a new redirect (null) or the one being edited. */
type Editing = { redirect: Redirect | null }

function redirectColumns(now: number): Column<Redirect>[] {
  return [
    {
      header: 'From',
      className: 'content-title-cell redirect-from-cell',
      cell: (r) => <span className="redirect-path">{r.from_path}</span>,
    },
    {
      header: 'To',
      className: 'redirect-to-cell',
      cell: (r) =>
        isExternal(r.to) ? (
          <span className="redirect-to">
            <a className="redirect-link redirect-path" href={r.to} target="_blank" rel="noopener noreferrer">
              {r.to}
              <span className="visually-hidden"> (another site, opens in a new tab)</span>
            </a>
            <span className="badge badge-soft redirect-external" title="An address of another site">
              <Icon name="external" size={12} />
              External
            </span>
          </span>
        ) : (
          <a className="redirect-link redirect-path" href={r.to} target="_blank" rel="noopener noreferrer">
            {r.to}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ),
    },
    {
      header: 'Type',
      cell: (r) => <span className={r.status === 301 ? 'badge badge-brand' : 'badge'}>{typeLabel(r.status)}</span>,
    },
    { header: 'Hits', className: 'redirect-hits', cell: (r) => formatCount(r.hits) },
    {
      header: 'Last hit',
      className: 'nowrap',
      cell: (r) =>
        r.last_hit_at ? (
          <time dateTime={r.last_hit_at} title={formatDateTime(r.last_hit_at)}>
            {lastHitText(r.last_hit_at, now)}
          </time>
        ) : (
          <span className="muted">Never</span>
        ),
    },
  ]
}

export function RedirectsScreen() {
  useDocumentTitle(TITLE)
  const mayWrite = canWriteContent(useAuth((s) => s.user?.role))
  const list = useCollectionList<Redirect>(loadRedirects)
  const [editing, setEditing] = useState<Editing | null>(null)
  const [status, setStatus] = useState<Status | null>(null)
  const [busyId, setBusyId] = useState<number | null>(null)
  const { confirm, dialog: question } = useConfirm()
  const now = useNow(60_000)
  const columns = redirectColumns(now)

  async function remove(redirect: Redirect) {
    if (!(await confirm({ ...deleteQuestion(redirect), confirm: 'Delete', icon: 'trash', danger: true }))) return
    setBusyId(redirect.id)
    setStatus(null)
    try {
      const response = await redirectsApi.remove(redirect.id)
      // Gone already (deleted elsewhere): what the person wanted; the list catches up.
      if (response.ok || response.status === 404) setStatus({ tone: 'success', text: deletedText(redirect) })
      else setStatus({ tone: 'error', text: errorMessage(response, DELETE_FAILED) })
      list.reload()
    } catch (err) {
      console.error('Deleting a redirect failed', err)
      setStatus({ tone: 'error', text: DELETE_FAILED })
    } finally {
      setBusyId(null)
    }
  }

  function saved(redirect: Redirect, created: boolean) {
    setStatus({ tone: 'success', text: savedText(redirect, created) })
    list.reload()
  }

  const addButton = (
    <button type="button" className="button button-primary" onClick={() => setEditing({ redirect: null })}>
      <Icon name="plus" size={18} />
      Add Redirect
    </button>
  )

  return (
    <div className="screen journal-screen redirects-screen">
      <PageHeader icon="redirect" title={TITLE} description={DESCRIPTION} actions={mayWrite && addButton} />
      {!mayWrite && (
        <div className="screen-note">
          <Notice tone="info" role="note" title="View only.">
            {VIEW_ONLY}
          </Notice>
        </div>
      )}

      <StatusText status={status} className="status-block" />

      <section className="card list-card" aria-label={TITLE}>
        <ListControls noun={NOUN} search={SEARCH} value={list.search} onSearch={list.setSearch} filters={NO_FILTERS} filterValues={list.filters} onFilter={list.setFilter} loading={list.loading && list.items !== null} />
        <ListState
          noun={NOUN}
          icon="redirect"
          loading={list.loading}
          failed={list.failed}
          count={list.items?.length ?? null}
          searched={list.searched}
          filters={NO_FILTERS}
          filterValues={list.filters}
          onRetry={list.reload}
          emptyAction={
            <>
              <p className="redirects-empty-help">{EMPTY_HELP}</p>
              {mayWrite && addButton}
            </>
          }
        >
          <CollectionTable
            label={TITLE}
            className="redirects-table"
            columns={columns}
            items={list.items ?? []}
            actions={(redirect) =>
              mayWrite ? (
                <div className="row-actions">
                  <EditDeleteButtons name={redirectName(redirect)} busy={busyId === redirect.id} onEdit={() => setEditing({ redirect })} onDelete={() => void remove(redirect)} />
                </div>
              ) : null
            }
          />
        </ListState>
        {list.items !== null && list.total > 0 && <Pager noun={NOUN} page={list.page} pageSize={PAGE_SIZE} total={list.total} onPage={list.setPage} />}
      </section>

      {editing && mayWrite && <RedirectDialog key={editing.redirect?.id ?? 'new'} redirect={editing.redirect} onClose={() => setEditing(null)} onSaved={saved} />}
      {question}
    </div>
  )
}
