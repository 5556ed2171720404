/**
 * Search and filters of a blog or vlog list. The state lives in the URL (so a filtered list can be
 * shared); this form only proposes the next query. It is a real GET form, so it works before the
 * script loads. Typing searches after a short pause; on small screens the filters fold behind a toggle.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { Category } from '../../../../shared/api/journal.ts'
import type { ListQuery } from '../../lib/journal.ts'
import { CloseIcon } from '../Icons.tsx'
import { FilterIcon, SearchIcon } from './icons.tsx'

const SEARCH_PAUSE_MS = 350

interface Props {
  /** The list's path: the form's action without script. */
  action: string
  query: ListQuery
  categories: Category[]
  authors: string[]
  /** e.g. "Search articles" */
  searchLabel: string
  /** The search landmark's name, e.g. "Find articles" */
  formLabel: string
  onChange(next: ListQuery, options: { replace: boolean }): void
}

export function ListControls({ action, query, categories, authors, searchLabel, formLabel, onChange }: Props) {
  const id = useId()
  const [text, setText] = useState(query.search)
  const [open, setOpen] = useState(false)
  // The search this form last put in the URL: a different one came from elsewhere (back button).
  const sent = useRef(query.search)
  const latest = useRef(query)
  latest.current = query

  useEffect(() => {
    if (query.search !== sent.current) {
      sent.current = query.search
      setText(query.search)
    }
  }, [query.search])

  useEffect(() => {
    const search = text.trim()
    if (search === sent.current) return
    const timer = setTimeout(() => {
      // Submitting (Enter) may have applied this search already; applying it again would replace
      // whatever navigation followed, such as opening a result.
      if (search === sent.current) return
      sent.current = search
      onChange({ ...latest.current, search, page: 1 }, { replace: true })
    }, SEARCH_PAUSE_MS)
    return () => clearTimeout(timer)
    // Only typing starts the pause; the query it applies to is read when it ends.
  }, [text])

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const search = text.trim()
    sent.current = search
    onChange({ ...query, search, page: 1 }, { replace: false })
  }

  const set = (patch: Partial<ListQuery>) => onChange({ ...query, ...patch, page: 1 }, { replace: false })

  // Options the list may not offer (an old shared link) still show, so the select tells the truth.
  const categoryNames = withCurrent(categories.map((c) => c.name), query.category)
  const authorNames = withCurrent(authors, query.author)
  const active = [query.category, query.author, query.sort !== 'latest'].filter(Boolean).length

  return (
    <form className="j-controls" role="search" action={action} method="get" onSubmit={submit} aria-label={formLabel}>
      <div className="j-controls-bar">
        <div className="j-search">
          <label htmlFor={`${id}-search`} className="sr-only">
            {searchLabel}
          </label>
          <SearchIcon size={19} className="j-search-icon" />
          <input
            id={`${id}-search`}
            type="search"
            name="search"
            value={text}
            placeholder={`${searchLabel}…`}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            onChange={(e) => setText(e.target.value)}
          />
          {text && (
            <button
              type="button"
              className="j-search-clear"
              aria-label="Clear search"
              onClick={() => {
                setText('')
                sent.current = ''
                onChange({ ...query, search: '', page: 1 }, { replace: false })
              }}
            >
              <CloseIcon size={16} />
            </button>
          )}
          <button type="submit" className="btn btn-primary j-search-submit">
            Search
          </button>
        </div>
        <button
          type="button"
          className="btn btn-secondary j-filter-toggle"
          aria-expanded={open}
          aria-controls={`${id}-filters`}
          onClick={() => setOpen((o) => !o)}
        >
          <FilterIcon size={18} />
          Filters
          {active > 0 && (
            <span className="j-filter-count">
              {active}
              <span className="sr-only"> active</span>
            </span>
          )}
        </button>
      </div>

      <div id={`${id}-filters`} className={`j-filters ${open ? 'is-open' : ''}`}>
        <div className="field j-filter">
          <label htmlFor={`${id}-category`}>Category</label>
          <div className="select-wrap">
            <select id={`${id}-category`} name="category" value={query.category} onChange={(e) => set({ category: e.target.value })}>
              <option value="">All Categories</option>
              {categoryNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="field j-filter">
          <label htmlFor={`${id}-author`}>Author</label>
          <div className="select-wrap">
            <select id={`${id}-author`} name="author" value={query.author} onChange={(e) => set({ author: e.target.value })}>
              <option value="">All Authors</option>
              {authorNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="field j-filter">
          <label htmlFor={`${id}-sort`}>Sort by</label>
          <div className="select-wrap">
            <select id={`${id}-sort`} name="sort" value={query.sort} onChange={(e) => set({ sort: e.target.value === 'oldest' ? 'oldest' : 'latest' })}>
              <option value="latest">Latest First</option>
              <option value="oldest">Oldest First</option>
            </select>
          </div>
        </div>
      </div>
    </form>
  )
}

function withCurrent(names: string[], current: string): string[] {
  const unique = [...new Set(names.filter(Boolean))]
  return current && !unique.includes(current) ? [current, ...unique] : unique
}
