/**
 * Trash (/admin/trash; issue 18): blog posts, vlogs, press highlights, media-kit items and pages that
 * were deleted in the last 30 days, newest first: type, title, who deleted it and when, and the day
 * it is deleted for good. Search by title, a type filter and paging come from the shared list pieces
 * (collections/). Editors and up restore an item (it returns with its id and its history), several
 * at once (the rows' checkboxes and "Restore selected" in the bulk bar, collections/BulkBar.tsx), or
 * delete one forever after a question; viewers only look, and the screen says why.
 */
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { errorMessage } from '../../api/client.ts'
import { trashApi, type TrashItem } from '../../api/revisions.ts'
import { BulkBar, useBulk } from '../../collections/BulkBar.tsx'
import { bulkCall, TRASH_BULK } from '../../collections/bulkActions.ts'
import { CollectionTable } from '../../collections/CollectionTable.tsx'
import { ListControls } from '../../collections/ListControls.tsx'
import { ListState } from '../../collections/ListState.tsx'
import { Pager } from '../../collections/Pager.tsx'
import type { BulkSpec, Column } from '../../collections/types.ts'
import { PAGE_SIZE, useCollectionList } from '../../collections/useCollectionList.ts'
import { useConfirm } from '../../components/ConfirmDialog.tsx'
import { Icon } from '../../components/Icon.tsx'
import { Notice } from '../../components/Notice.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { StatusText, type Status } from '../../components/StatusText.tsx'
import { formatDate, formatDateTime, timeAgo } from '../../lib/dates.ts'
import { canWriteContent } from '../../lib/roles.ts'
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts'
import { useNow } from '../../lib/useNow.ts'
import { useAuth } from '../../stores/auth.ts'
import '../../styles/content.css'
import './trash.css'
import { itemName, loadTrash, PURGE_FAILED, purgedText, purgeIn, purgeQuestion, RESTORE_FAILED, restoredText, TRASH_DAYS, TYPE_FILTER, TYPE_INFO, typeLabel, viewOnlyText } from './trash.ts'

const TITLE = 'Trash'
const DESCRIPTION = `Deleted posts, vlogs, press highlights, media kit items and pages stay here for ${TRASH_DAYS} days, then they are deleted for good.`
const NOUN = 'deleted items'
const SEARCH = { label: 'Search the Trash by title', placeholder: 'Search by title…' }
const FILTERS = [TYPE_FILTER]
const BULK: BulkSpec = { actions: TRASH_BULK, run: bulkCall('/api/cms/trash/bulk') }
const BULK_NOUN = { one: 'deleted item', many: 'deleted items' }

function trashColumns(now: number): Column<TrashItem>[] {
  return [
    {
      header: 'Title',
      className: 'content-title-cell',
      cell: (item) => (
        <span className="trash-title">
          <span className="trash-type-icon" aria-hidden="true">
            <Icon name={TYPE_INFO[item.type]?.icon ?? 'trash'} size={18} />
          </span>
          <span className="content-title">{itemName(item)}</span>
        </span>
      ),
    },
    { header: 'Type', className: 'nowrap trash-type-cell', cell: (item) => <span className="badge">{typeLabel(item.type)}</span> },
    { header: 'Deleted by', cell: (item) => item.deleted_by?.name?.trim() || <span className="muted">Unknown</span> },
    {
      header: 'Deleted',
      className: 'nowrap',
      cell: (item) => (
        <time dateTime={item.deleted_at} title={formatDateTime(item.deleted_at)}>
          {timeAgo(Date.parse(item.deleted_at), now)}
        </time>
      ),
    },
    {
      header: 'Deleted for good',
      cell: (item) => (
        <time dateTime={item.purge_at} title={formatDateTime(item.purge_at)} className="trash-purge">
          <span className="nowrap">{formatDate(item.purge_at)}</span> <span className="muted nowrap">({purgeIn(item.purge_at, now)})</span>
        </time>
      ),
    },
  ]
}

export function TrashScreen() {
  useDocumentTitle(TITLE)
  const role = useAuth((s) => s.user?.role)
  const mayWrite = canWriteContent(role)
  const list = useCollectionList<TrashItem>(loadTrash, FILTERS)
  const [status, setStatus] = useState<(Status & { link?: { to: string; label: string } }) | null>(null)
  const bulk = useBulk({ spec: BULK, enabled: mayWrite, items: list.items, noun: BULK_NOUN, itemName, setStatus, onChanged: list.reload })
  const [busyId, setBusyId] = useState<number | null>(null)
  const { confirm, dialog: question } = useConfirm()
  const now = useNow(60_000)
  const columns = trashColumns(now)

  async function restore(item: TrashItem) {
    setBusyId(item.id)
    setStatus(null)
    try {
      const response = await trashApi.restore(item.id)
      if (response.ok) {
        const info = TYPE_INFO[response.data.type]
        setStatus({ tone: 'success', text: restoredText(response.data.title, response.data.type), link: info && { to: info.path, label: `Open the ${info.screen}` } })
      } else setStatus({ tone: 'error', text: errorMessage(response, RESTORE_FAILED) })
      list.reload()
    } catch (err) {
      console.error('Restoring from the Trash failed', err)
      setStatus({ tone: 'error', text: RESTORE_FAILED })
    } finally {
      setBusyId(null)
    }
  }

  async function purge(item: TrashItem) {
    if (!(await confirm({ ...purgeQuestion(item), confirm: 'Delete forever', icon: 'trash', danger: true }))) return
    setBusyId(item.id)
    setStatus(null)
    try {
      const response = await trashApi.purge(item.id)
      // Gone already (purged elsewhere): what the person wanted.
      if (response.ok || response.status === 404) setStatus({ tone: 'success', text: purgedText(item) })
      else setStatus({ tone: 'error', text: errorMessage(response, PURGE_FAILED) })
      list.reload()
    } catch (err) {
      console.error('Deleting from the Trash failed', err)
      setStatus({ tone: 'error', text: PURGE_FAILED })
    } finally {
      setBusyId(null)
    }
  }

  return (
    <div className="screen journal-screen trash-screen">
      <PageHeader icon="trash" title={TITLE} description={DESCRIPTION} />
      {!mayWrite && (
        <div className="screen-note">
          <Notice tone="info" role="note" title="View only.">
            {viewOnlyText(role)}
          </Notice>
        </div>
      )}

      <div className="trash-status">
        <StatusText status={status} className="status-block" />
        {status?.link && (
          <Link to={status.link.to} className="button button-ghost button-sm">
            {status.link.label}
            <Icon name="chevronRight" size={16} />
          </Link>
        )}
      </div>

      <section className="card list-card" aria-label={TITLE}>
        <ListControls noun={NOUN} search={SEARCH} value={list.search} onSearch={list.setSearch} filters={FILTERS} filterValues={list.filters} onFilter={list.setFilter} loading={list.loading && list.items !== null} />
        <BulkBar bulk={bulk} />
        <ListState
          noun={NOUN}
          icon="trash"
          loading={list.loading}
          failed={list.failed}
          count={list.items?.length ?? null}
          searched={list.searched}
          filters={FILTERS}
          filterValues={list.filters}
          onRetry={list.reload}
          emptyAction={<p className="trash-empty-help">Deleted items appear here for {TRASH_DAYS} days.</p>}
        >
          <CollectionTable
            label={TITLE}
            className="trash-table"
            columns={columns}
            items={list.items ?? []}
            selection={bulk.table}
            actions={(item) =>
              mayWrite ? (
                <div className="row-actions trash-actions">
                  <button type="button" className="button button-secondary button-sm" onClick={() => void restore(item)} disabled={busyId === item.id}>
                    {busyId === item.id ? <span className="spinner spinner-sm" aria-hidden="true" /> : <Icon name="restore" size={16} />}
                    Restore<span className="visually-hidden"> {itemName(item)}</span>
                  </button>
                  <button
                    type="button"
                    className="icon-button icon-button-danger"
                    onClick={() => void purge(item)}
                    disabled={busyId === item.id}
                    aria-label={`Delete ${itemName(item)} forever`}
                    title="Delete forever"
                  >
                    <Icon name="trash" size={18} />
                  </button>
                </div>
              ) : null
            }
          />
        </ListState>
        {list.items !== null && list.total > 0 && <Pager noun={NOUN} page={list.page} pageSize={PAGE_SIZE} total={list.total} onPage={list.setPage} />}
      </section>
      {question}
      {bulk.dialogs}
    </div>
  )
}
