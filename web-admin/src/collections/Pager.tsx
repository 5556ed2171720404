/** "Showing 21–40 of 57" with previous and next page buttons. */
import { Icon } from '../components/Icon.tsx'

export function Pager({ page, pageSize, total, onPage, noun }: { page: number; pageSize: number; total: number; onPage: (page: number) => void; noun: string }) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const first = total === 0 ? 0 : page * pageSize + 1
  const last = Math.min(total, (page + 1) * pageSize)
  return (
    <nav className="pager" aria-label={`Pages of ${noun}`}>
      <p className="pager-summary">
        {total === 0 ? `No ${noun}` : `Showing ${first}–${last} of ${total}`}
      </p>
      {pages > 1 && (
        <div className="pager-buttons">
          <button type="button" className="button button-secondary button-sm" onClick={() => onPage(page - 1)} disabled={page === 0}>
            <Icon name="chevronLeft" size={16} />
            Previous
          </button>
          <span className="pager-page">
            Page {page + 1} of {pages}
          </span>
          <button type="button" className="button button-secondary button-sm" onClick={() => onPage(page + 1)} disabled={page >= pages - 1}>
            Next
            <Icon name="chevronRight" size={16} />
          </button>
        </div>
      )}
    </nav>
  )
}
