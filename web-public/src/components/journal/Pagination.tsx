/** Page links of a list (server-side paging): real links, so every page can be shared and crawled. */
import { Link } from 'react-router-dom'
import { ArrowRightIcon } from '../Icons.tsx'
import { ArrowLeftIcon } from './icons.tsx'

/** Page numbers to show: the first, the last and the current one with its neighbours; null = a gap. */
export function pageItems(page: number, pages: number): Array<number | null> {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages))
  const sorted = [...wanted].sort((a, b) => a - b)
  const out: Array<number | null> = []
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1]
    if (prev !== undefined && p - prev === 2) out.push(prev + 1)
    else if (prev !== undefined && p - prev > 2) out.push(null)
    out.push(p)
  })
  return out
}

interface Props {
  page: number
  pages: number
  hrefFor(page: number): string
  /** e.g. "Blog pages" */
  label: string
}

export function Pagination({ page, pages, hrefFor, label }: Props) {
  if (pages <= 1) return null
  const edge = (to: number, text: string, icon: 'prev' | 'next') => {
    const content = (
      <>
        {icon === 'prev' && <ArrowLeftIcon size={17} />}
        <span>{text}</span>
        {icon === 'next' && <ArrowRightIcon size={17} />}
      </>
    )
    return to < 1 || to > pages ? (
      <span className="j-page j-page--edge is-disabled" aria-disabled="true">
        {content}
      </span>
    ) : (
      <Link className="j-page j-page--edge" to={hrefFor(to)} rel={icon} preventScrollReset>
        {content}
      </Link>
    )
  }
  return (
    <nav className="j-pagination" aria-label={label}>
      {edge(page - 1, 'Previous', 'prev')}
      <ol className="j-pages">
        {pageItems(page, pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className="j-page-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                className={`j-page ${p === page ? 'is-current' : ''}`}
                to={hrefFor(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={`Page ${p}`}
                preventScrollReset
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ol>
      <p className="j-page-status">
        Page {page} of {pages}
      </p>
      {edge(page + 1, 'Next', 'next')}
    </nav>
  )
}
