/** What a list says on a page past its last one (`?page=999`): which pages there are, and the way back to page 1. */
import { Link } from 'react-router-dom'
import { EmptyState } from './EmptyState.tsx'

interface Props {
  page: number
  pages: number
  /** What has the pages, e.g. "the journal", "this search". */
  whole: string
  /** Page 1 of the same list (its filters kept). */
  firstPage: string
}

export function PastLastPage({ page, pages, whole, firstPage }: Props) {
  return (
    <EmptyState
      title="Beyond the last page"
      action={
        <Link to={firstPage} className="btn btn-secondary" preventScrollReset>
          Go to page 1
        </Link>
      }
    >
      There is no page {page}: {whole} has {pages === 1 ? '1 page' : `${pages} pages`}.
    </EmptyState>
  )
}
