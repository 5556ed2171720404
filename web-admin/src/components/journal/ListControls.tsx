/** Search by title and the status filter above a console list. */
import { useId } from 'react'
import type { ContentStatusFilter } from '../../api/endpoints.ts'
import { Icon } from '../Icon.tsx'

const STATUSES: Array<{ value: ContentStatusFilter; label: string }> = [
  { value: 'all', label: 'All statuses' },
  { value: 'published', label: 'Published' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'draft', label: 'Draft' },
]

interface ListControlsProps {
  noun: string
  search: string
  onSearch: (value: string) => void
  status: ContentStatusFilter
  onStatus: (value: ContentStatusFilter) => void
  loading: boolean
}

export function ListControls({ noun, search, onSearch, status, onStatus, loading }: ListControlsProps) {
  const id = useId()
  return (
    <div className="list-controls" role="search" aria-label={`Find ${noun}`}>
      <div className="search-field">
        <label className="visually-hidden" htmlFor={`${id}-search`}>
          Search by title
        </label>
        <Icon name="search" size={18} />
        <input id={`${id}-search`} className="input" type="search" placeholder="Search by title…" value={search} onChange={(e) => onSearch(e.target.value)} autoComplete="off" spellCheck={false} />
        {loading && <span className="spinner spinner-sm search-spinner" aria-hidden="true" />}
      </div>
      <div className="status-filter">
        <label className="visually-hidden" htmlFor={`${id}-status`}>
          Status
        </label>
        <select id={`${id}-status`} className="input select" value={status} onChange={(e) => onStatus(e.target.value as ContentStatusFilter)}>
          {STATUSES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
