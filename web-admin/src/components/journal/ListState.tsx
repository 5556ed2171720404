/** What a console list shows besides its rows: first load, a failed load (with retry), or an empty result. */
import type { ReactNode } from 'react'
import type { ContentStatusFilter } from '../../api/endpoints.ts'
import { Icon, type IconName } from '../Icon.tsx'
import { Loader } from '../Loader.tsx'

interface ListStateProps {
  noun: string
  icon: IconName
  loading: boolean
  failed: boolean
  count: number | null
  searched: string
  status: ContentStatusFilter
  onRetry: () => void
  /** Offered when there is nothing at all yet (e.g. "New Blog Post"). */
  emptyAction?: ReactNode
  children: ReactNode
}

export function ListState({ noun, icon, loading, failed, count, searched, status, onRetry, emptyAction, children }: ListStateProps) {
  if (count === null) {
    if (failed)
      return (
        <div className="list-empty">
          <Icon name="alert" size={26} />
          <p className="list-empty-title">The {noun} could not be loaded.</p>
          <button type="button" className="button button-secondary button-sm" onClick={onRetry}>
            Try again
          </button>
        </div>
      )
    return <Loader label={`Loading ${noun}…`} />
  }
  if (count === 0) {
    const filtered = searched !== '' || status !== 'all'
    return (
      <div className="list-empty" aria-busy={loading}>
        <span className="list-empty-art" aria-hidden="true">
          <Icon name={filtered ? 'search' : icon} size={26} />
        </span>
        <p className="list-empty-title">{filtered ? `No ${noun} match${searched ? ` “${searched}”` : ''}${status !== 'all' ? ` with status ${status}` : ''}.` : `No ${noun} yet.`}</p>
        {!filtered && emptyAction}
      </div>
    )
  }
  return <>{children}</>
}
