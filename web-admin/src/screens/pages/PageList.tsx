/**
 * The left list of pages (admin-area §2, §4; issue 17): the seven managed pages in their fixed order,
 * then the pages editors created; each with its published or hidden icon, its address, and a mark
 * when it holds unsaved changes (open here, or kept in this browser from earlier). Choosing one puts
 * it in the address (?page=home, ?page=<slug>), so a reload or a shared link opens it again, and
 * leaving a page with unsaved changes asks first (LeaveGuard). Editors get "New Page" under the list.
 */
import { Link } from 'react-router-dom'
import { Icon } from '../../components/Icon.tsx'
import type { PageEntry } from './pageEntries.ts'
import { formatDateTime } from '../../lib/dates.ts'
import { isScheduled } from './ScheduleDialog.tsx'

interface PageListProps {
  entries: PageEntry[]
  selected: string | null
  /** Pages with unsaved changes (open now, or a copy kept in this browser). */
  unsaved: ReadonlySet<number>
  /** Editors only: opens the New Page dialog. */
  onNewPage?: () => void
}

function PageLink({ entry, current, changed }: { entry: PageEntry; current: boolean; changed: boolean }) {
  const { page } = entry
  const published = page?.is_published ?? false
  const scheduled = isScheduled(published, page?.publish_at)
  const state = !page ? 'Not set up yet' : scheduled ? `Scheduled for ${formatDateTime(page.publish_at)}` : published ? 'Published' : 'Hidden'
  const content = (
    <>
      <span className={published && !scheduled ? 'page-list-icon is-published' : 'page-list-icon'} title={state}>
        <Icon name={!page ? 'clock' : scheduled ? 'calendar' : published ? 'eye' : 'eyeOff'} size={17} />
        <span className="visually-hidden">{state}: </span>
      </span>
      <span className="page-list-text">
        <span className="page-list-name">{entry.name}</span>
        <span className="page-list-path">{entry.path}</span>
      </span>
      {changed && (
        <span className="page-list-unsaved" title="Unsaved changes">
          <span className="visually-hidden">, unsaved changes</span>
        </span>
      )}
    </>
  )
  return page ? (
    <Link to={{ search: `?page=${encodeURIComponent(entry.key)}` }} className="page-list-link" aria-current={current ? 'page' : undefined}>
      {content}
    </Link>
  ) : (
    <span className="page-list-link is-missing" aria-disabled="true">
      {content}
    </span>
  )
}

export function PageList({ entries, selected, unsaved, onNewPage }: PageListProps) {
  const managed = entries.filter((e) => e.managed)
  const created = entries.filter((e) => !e.managed)
  const item = (entry: PageEntry) => (
    <li key={`${entry.managed ? 'm' : 'c'}-${entry.key}`}>
      <PageLink entry={entry} current={entry.key === selected} changed={entry.page !== null && unsaved.has(entry.page.id)} />
    </li>
  )
  return (
    <nav className="card page-list" aria-labelledby="page-list-title">
      <h2 id="page-list-title" className="page-list-title">
        Pages
      </h2>
      <ul className="page-list-items" aria-label="Site pages">
        {managed.map(item)}
      </ul>
      {created.length > 0 && (
        <>
          <h3 id="page-list-created" className="page-list-subtitle">
            Your pages
          </h3>
          <ul className="page-list-items" aria-labelledby="page-list-created">
            {created.map(item)}
          </ul>
        </>
      )}
      {onNewPage && (
        <button type="button" className="page-list-new" onClick={onNewPage} aria-haspopup="dialog">
          <Icon name="plus" size={17} />
          New Page
        </button>
      )}
    </nav>
  )
}
