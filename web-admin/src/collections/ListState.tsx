/** What a console list shows besides its rows: first load, a failed load (with retry), or an empty result. */
import type { ReactNode } from 'react'
import { Icon, type IconName } from '../components/Icon.tsx'
import { Loader } from '../components/Loader.tsx'
import type { ListFilter } from './types.ts'

interface ListStateProps {
  noun: string
  icon: IconName
  loading: boolean
  failed: boolean
  count: number | null
  searched: string
  filters: readonly ListFilter[]
  filterValues: Record<string, string>
  onRetry: () => void
  /** Offered when there is nothing at all yet (e.g. "New Blog Post"). */
  emptyAction?: ReactNode
  children: ReactNode
}

/** " with status draft": the filters that narrow the list, as the empty state says them. */
export function narrowedBy(filters: readonly ListFilter[], values: Record<string, string>): string {
  return filters
    .filter((f) => values[f.key] !== undefined && values[f.key] !== f.options[0]?.value)
    .map((f) => ` with ${f.label.toLowerCase()} ${(f.options.find((o) => o.value === values[f.key])?.label ?? values[f.key]).toLowerCase()}`)
    .join(' and')
}

export function ListState({ noun, icon, loading, failed, count, searched, filters, filterValues, onRetry, emptyAction, children }: ListStateProps) {
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
    const narrowed = narrowedBy(filters, filterValues)
    const filtered = searched !== '' || narrowed !== ''
    return (
      <div className="list-empty" aria-busy={loading}>
        <span className="list-empty-art" aria-hidden="true">
          <Icon name={filtered ? 'search' : icon} size={26} />
        </span>
        <p className="list-empty-title">{filtered ? `No ${noun} match${searched ? ` “${searched}”` : ''}${narrowed}.` : `No ${noun} yet.`}</p>
        {!filtered && emptyAction}
      </div>
    )
  }
  return <>{children}</>
}
