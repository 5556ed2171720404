/**
 * Form Enquiries (/admin/enquiries and /admin/enquiries-manager; admin-area §2, §4, §7): stat cards
 * (which also filter), the outbox of mails not sent, server search, type and status filters, the
 * paged list, the detail modal with Mark Read and Mark Replied (the list and counts update locally
 * after success), the CSV export of what the filters show, and the personal-data tool. The list is
 * drawn by the shared list pieces of collections/, with their multi-select and bulk bar (Mark read,
 * Mark replied, Archive for the selected enquiries; issue 18) for roles that change statuses.
 * Fetch failures are only logged (§8).
 */
import { useCallback, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { Enquiry, EnquiryCounts, EnquiryStatus } from '../../../../shared/api/enquiries.ts'
import { enquiriesApi } from '../../api/endpoints.ts'
import { BulkBar, useBulk } from '../../collections/BulkBar.tsx'
import { bulkCall, ENQUIRY_BULK } from '../../collections/bulkActions.ts'
import { CollectionTable } from '../../collections/CollectionTable.tsx'
import { ListControls } from '../../collections/ListControls.tsx'
import { ListState } from '../../collections/ListState.tsx'
import { Pager } from '../../collections/Pager.tsx'
import type { BulkSpec, Column, ListQuery } from '../../collections/types.ts'
import { PAGE_SIZE, useCollectionList } from '../../collections/useCollectionList.ts'
import { Icon } from '../../components/Icon.tsx'
import { Notice } from '../../components/Notice.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { StatusText, type Status } from '../../components/StatusText.tsx'
import { formatDate, formatDateTime } from '../../lib/dates.ts'
import { canHandlePersonalData, canWriteEnquiries } from '../../lib/roles.ts'
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts'
import { useAuth } from '../../stores/auth.ts'
import '../../styles/content.css'
import '../../styles/enquiries.css'
import { countsAfter, ENQUIRY_FILTERS, exportFileName, exportUrl, FORM_TYPE_LABELS, STATUS_LABELS, subjectOf } from './enquiries.ts'
import { EnquiryDetailDialog } from './EnquiryDetailDialog.tsx'
import { EnquiryStats } from './EnquiryStats.tsx'
import { OutboxPanel } from './OutboxPanel.tsx'
import { PersonalDataDialog } from './PersonalDataDialog.tsx'

const SEARCH = { label: 'Search enquiries by name, e-mail, subject or message', placeholder: 'Search name, e-mail, subject…' }

const nameOf = (enquiry: Enquiry) => enquiry.name.trim() || enquiry.email

const NOUN = { one: 'enquiry', many: 'enquiries' }
const BULK: BulkSpec = { actions: ENQUIRY_BULK, run: bulkCall('/api/cms/enquiries/bulk') }

/**
 * The list's columns. The sender's name is the row's open button; its hit area covers the whole row
 * (enquiries.css), so a click anywhere on the row, or Enter/Space on the button, opens the enquiry.
 */
function enquiryColumns(onOpen: (enquiry: Enquiry) => void): Column<Enquiry>[] {
  return [
    {
      header: 'From',
      className: 'content-title-cell',
      cell: (enquiry) => (
        <span className="enquiry-from-wrap">
          <span className="content-title enquiry-from">
            {enquiry.status === 'unread' && <span className="unread-dot" aria-hidden="true" />}
            <button type="button" className="enquiry-open" aria-haspopup="dialog" title={`Open the enquiry from ${nameOf(enquiry)}`} onClick={() => onOpen(enquiry)}>
              {nameOf(enquiry)}
            </button>
          </span>
          {enquiry.name.trim() && <span className="content-slug enquiry-email">{enquiry.email}</span>}
        </span>
      ),
    },
    {
      header: 'Subject',
      className: 'enquiry-subject-td',
      cell: (enquiry) => (
        <span className="enquiry-subject-cell">
          <span className="enquiry-subject">{subjectOf(enquiry) || '—'}</span>
          {enquiry.message && <span className="enquiry-preview">{enquiry.message}</span>}
        </span>
      ),
    },
    { header: 'Type', cell: (enquiry) => <span className={`type-badge type-${enquiry.form_type}`}>{FORM_TYPE_LABELS[enquiry.form_type]}</span> },
    { header: 'Status', cell: (enquiry) => <span className={`enquiry-status enquiry-status-${enquiry.status}`}>{STATUS_LABELS[enquiry.status]}</span> },
    {
      header: 'Received',
      className: 'nowrap',
      cell: (enquiry) => <time dateTime={enquiry.created_at} title={formatDateTime(enquiry.created_at)}>{formatDate(enquiry.created_at)}</time>,
    },
  ]
}

const TITLE = 'Form Enquiries'
const DESCRIPTION = 'Read, triage and export contact, newsletter and career enquiries.'

/** Enquiries are visitors' personal data: roles without `personal-data` get the reason, and no call that would be refused. */
export function EnquiriesScreen() {
  useDocumentTitle(TITLE)
  const role = useAuth((s) => s.user?.role)
  if (canHandlePersonalData(role)) return <EnquiriesManager />
  return (
    <div className="screen journal-screen enquiries-screen">
      <PageHeader icon="enquiries" title={TITLE} description={DESCRIPTION} />
      <Notice tone="info" role="note" title="Personal data:">
        Enquiries hold visitors' names, e-mail addresses, phone numbers and messages, so reading and exporting them needs the editor, admin or super admin role.
      </Notice>
    </div>
  )
}

function EnquiriesManager() {
  const role = useAuth((s) => s.user?.role)
  const mayWrite = canWriteEnquiries(role)
  const [counts, setCounts] = useState<EnquiryCounts | null>(null)
  const [open, setOpen] = useState<Enquiry | null>(null)
  const [saving, setSaving] = useState<EnquiryStatus | null>(null)
  const [status, setStatus] = useState<Status | null>(null)
  const [personalData, setPersonalData] = useState(false)
  const [outboxKey, setOutboxKey] = useState(0)
  const countsRef = useRef(counts)
  countsRef.current = counts
  const columns = useMemo(() => enquiryColumns(setOpen), [])

  const load = useCallback(async (q: ListQuery) => {
    const response = await enquiriesApi.list({ search: q.search, type: q.filters.type, status: q.filters.status, limit: q.limit, offset: q.offset })
    if (!response.ok) return response
    setCounts(response.data.counts)
    return { ...response, data: { items: response.data.enquiries, total: response.data.total } }
  }, [])
  // The Dashboard links here with ?status=unread (or ?type=…): the list opens with that filter.
  const [params] = useSearchParams()
  const list = useCollectionList<Enquiry>(load, ENQUIRY_FILTERS, { type: params.get('type'), status: params.get('status') })
  // The list's reload brings the stat cards' counts along (load above).
  const bulk = useBulk({ spec: BULK, enabled: mayWrite, items: list.items, noun: NOUN, itemName: nameOf, setStatus, onChanged: list.reload })

  async function changeStatus(enquiry: Enquiry, next: EnquiryStatus) {
    setSaving(next)
    setStatus(null)
    try {
      const response = await enquiriesApi.setStatus(enquiry.id, next)
      if (!response.ok) return console.error('Changing the enquiry status failed', response.status, response.data)
      const updated = response.data.enquiry
      list.replace(updated)
      setOpen((current) => (current?.id === updated.id ? updated : current))
      if (countsRef.current) setCounts(countsAfter(countsRef.current, enquiry.status, updated.status))
      setStatus({ tone: 'success', text: `Enquiry from ${updated.name.trim() || updated.email} marked as ${STATUS_LABELS[updated.status].toLowerCase()}.` })
    } catch (err) {
      console.error('Changing the enquiry status failed', err)
    } finally {
      setSaving(null)
    }
  }

  const search = { search: list.searched, type: list.filters.type, status: list.filters.status }

  return (
    <div className="screen journal-screen enquiries-screen">
      <PageHeader
        icon="enquiries"
        title={TITLE}
        description={DESCRIPTION}
        actions={
          <>
            <button type="button" className="button button-secondary" onClick={() => setPersonalData(true)}>
              <Icon name="shield" size={18} />
              Personal data
            </button>
            <a className="button button-primary" href={exportUrl(search)} download={exportFileName()}>
              <Icon name="arrowDown" size={18} />
              Export CSV
              <span className="visually-hidden"> of the enquiries the search and filters show</span>
            </a>
          </>
        }
      />

      <EnquiryStats counts={counts} filters={list.filters} onFilter={list.setFilter} />

      <OutboxPanel refreshKey={outboxKey} />

      <StatusText status={status} className="status-block" />

      <section className="card list-card" aria-label="Enquiries">
        <ListControls
          noun="enquiries"
          search={SEARCH}
          value={list.search}
          onSearch={list.setSearch}
          filters={ENQUIRY_FILTERS}
          filterValues={list.filters}
          onFilter={list.setFilter}
          loading={list.loading && list.items !== null}
        />
        <BulkBar bulk={bulk} />
        <ListState
          noun="enquiries"
          icon="enquiries"
          loading={list.loading}
          failed={list.failed}
          count={list.items?.length ?? null}
          searched={list.searched}
          filters={ENQUIRY_FILTERS}
          filterValues={list.filters}
          onRetry={list.reload}
        >
          <CollectionTable
            label="Enquiries"
            className="enquiry-table"
            columns={columns}
            items={list.items ?? []}
            selection={bulk.table}
            actions={(enquiry) => (
              <div className="row-actions">
                <button type="button" className="icon-button icon-button-brand" aria-label={`View enquiry from ${nameOf(enquiry)}`} title="View" onClick={() => setOpen(enquiry)}>
                  <Icon name="eye" size={18} />
                </button>
              </div>
            )}
          />
        </ListState>
        {list.items !== null && list.total > 0 && <Pager noun="enquiries" page={list.page} pageSize={PAGE_SIZE} total={list.total} onPage={list.setPage} />}
      </section>

      {bulk.dialogs}
      {open && <EnquiryDetailDialog enquiry={open} mayWrite={mayWrite} saving={saving} onStatus={(next) => void changeStatus(open, next)} onClose={() => setOpen(null)} />}
      <PersonalDataDialog
        open={personalData}
        mayLookUp={canHandlePersonalData(role)}
        mayErase={canHandlePersonalData(role)}
        onClose={() => setPersonalData(false)}
        onErased={() => {
          list.reload()
          setOutboxKey((k) => k + 1)
        }}
      />
    </div>
  )
}
