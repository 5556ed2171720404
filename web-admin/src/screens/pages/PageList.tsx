/**
 * The left list of the seven managed pages (admin-area §2, §4), in their fixed order: each with its
 * published or hidden icon, its address, and a mark when it holds unsaved changes (open here, or kept
 * in this browser from earlier). Choosing one puts it in the address (?page=home), so a reload or a
 * shared link opens it again, and leaving a page with unsaved changes asks first (LeaveGuard).
 */
import { Link } from 'react-router-dom'
import type { Page } from '../../../../shared/api/pages.ts'
import type { ManagedPage, ManagedPageKey } from '../../../../shared/pages/managed.ts'
import { Icon } from '../../components/Icon.tsx'

export interface PageEntry {
  managed: ManagedPage
  page: Page | null
}

interface PageListProps {
  entries: PageEntry[]
  selected: ManagedPageKey | null
  /** Pages with unsaved changes (open now, or a copy kept in this browser). */
  unsaved: ReadonlySet<number>
}

export function PageList({ entries, selected, unsaved }: PageListProps) {
  return (
    <nav className="card page-list" aria-labelledby="page-list-title">
      <h2 id="page-list-title" className="page-list-title">
        Pages
      </h2>
      <ul className="page-list-items">
        {entries.map(({ managed, page }) => {
          const current = managed.key === selected
          const published = page?.is_published ?? false
          const changed = page !== null && unsaved.has(page.id)
          const content = (
            <>
              <span className={published ? 'page-list-icon is-published' : 'page-list-icon'} title={page ? (published ? 'Published' : 'Hidden') : 'Not set up yet'}>
                <Icon name={page ? (published ? 'eye' : 'eyeOff') : 'clock'} size={17} />
                <span className="visually-hidden">{page ? (published ? 'Published: ' : 'Hidden: ') : 'Not set up yet: '}</span>
              </span>
              <span className="page-list-text">
                <span className="page-list-name">{managed.name}</span>
                <span className="page-list-path">{managed.path}</span>
              </span>
              {changed && (
                <span className="page-list-unsaved" title="Unsaved changes">
                  <span className="visually-hidden">, unsaved changes</span>
                </span>
              )}
            </>
          )
          return (
            <li key={managed.key}>
              {page ? (
                <Link to={{ search: `?page=${managed.key}` }} className="page-list-link" aria-current={current ? 'page' : undefined}>
                  {content}
                </Link>
              ) : (
                <span className="page-list-link is-missing" aria-disabled="true">
                  {content}
                </span>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
