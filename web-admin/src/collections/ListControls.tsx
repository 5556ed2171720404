/** The search field and the filters above a console list. */
import { useId } from 'react'
import { Icon } from '../components/Icon.tsx'
import type { ListFilter } from './types.ts'

interface ListControlsProps {
  /** "blog posts": the region is called "Find blog posts". */
  noun: string
  search: { label: string; placeholder: string }
  value: string
  onSearch: (value: string) => void
  filters: readonly ListFilter[]
  filterValues: Record<string, string>
  onFilter: (key: string, value: string) => void
  loading: boolean
}

export function ListControls({ noun, search, value, onSearch, filters, filterValues, onFilter, loading }: ListControlsProps) {
  const id = useId()
  return (
    <div className="list-controls" role="search" aria-label={`Find ${noun}`}>
      <div className="search-field">
        <label className="visually-hidden" htmlFor={`${id}-search`}>
          {search.label}
        </label>
        <Icon name="search" size={18} />
        <input id={`${id}-search`} className="input" type="search" placeholder={search.placeholder} value={value} onChange={(e) => onSearch(e.target.value)} autoComplete="off" spellCheck={false} />
        {loading && <span className="spinner spinner-sm search-spinner" aria-hidden="true" />}
      </div>
      {filters.map((filter) => (
        <div key={filter.key} className="status-filter">
          <label className="visually-hidden" htmlFor={`${id}-${filter.key}`}>
            {filter.label}
          </label>
          <select id={`${id}-${filter.key}`} className="input select" value={filterValues[filter.key]} onChange={(e) => onFilter(filter.key, e.target.value)}>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
    </div>
  )
}
