/**
 * One page of a console list: search (debounced, sent to the server), the list's filters and
 * paging. A failed load is logged and the list keeps what it had (admin-area §8); the screen then
 * offers a retry instead of pretending the list is empty.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ApiResponse } from '../api/client.ts'
import type { ListFilter, ListPage, ListQuery } from './types.ts'

export const PAGE_SIZE = 20
const SEARCH_DELAY_MS = 300

export interface CollectionList<T> {
  search: string
  setSearch: (value: string) => void
  /** The value of every filter, by key. */
  filters: Record<string, string>
  setFilter: (key: string, value: string) => void
  page: number
  setPage: (page: number) => void
  items: T[] | null
  total: number
  loading: boolean
  failed: boolean
  /** The search the shown items answer (the debounced one). */
  searched: string
  reload: () => void
  /** Replaces a shown item after a change the server accepted (no reload). */
  replace: (item: T & { id: number }) => void
}

/**
 * The filters a list starts with: each filter's first option, unless `wanted` (e.g. the address's
 * query, `?status=unread` from the Dashboard) names another of its options.
 */
export const initialFilters = (filters: readonly ListFilter[], wanted: Readonly<Record<string, string | null>> = {}) =>
  Object.fromEntries(filters.map((f) => [f.key, f.options.some((o) => o.value === wanted[f.key]) ? (wanted[f.key] as string) : (f.options[0]?.value ?? '')]))

export function useCollectionList<T>(
  load: (q: ListQuery) => Promise<ApiResponse<ListPage<T>>>,
  filterSpecs: readonly ListFilter[] = [],
  startFilters: Readonly<Record<string, string | null>> = {},
): CollectionList<T> {
  const [search, setSearchValue] = useState('')
  const [searched, setSearched] = useState('')
  const [filters, setFilters] = useState<Record<string, string>>(() => initialFilters(filterSpecs, startFilters))
  const [page, setPage] = useState(0)
  const [items, setItems] = useState<T[] | null>(null)
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(true)
  const [failed, setFailed] = useState(false)
  const [reloads, setReloads] = useState(0)
  const latest = useRef(0)
  const loader = useRef(load)
  loader.current = load

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearched(search.trim())
      setPage(0)
    }, search.trim() === searched ? 0 : SEARCH_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [search, searched])

  useEffect(() => {
    const request = ++latest.current
    setLoading(true)
    loader
      .current({ search: searched, filters, limit: PAGE_SIZE, offset: page * PAGE_SIZE })
      .then((response) => {
        if (request !== latest.current) return
        if (!response.ok) {
          console.error('Loading the list failed', response.status, response.data)
          setFailed(true)
          return
        }
        // A page emptied by a delete: step back to the last page that has items.
        if (response.data.items.length === 0 && page > 0 && response.data.total > 0) {
          setPage(Math.max(0, Math.ceil(response.data.total / PAGE_SIZE) - 1))
          return
        }
        setFailed(false)
        setItems(response.data.items)
        setTotal(response.data.total)
      })
      .catch((err) => {
        if (request !== latest.current) return
        console.error('Loading the list failed', err)
        setFailed(true)
      })
      .finally(() => request === latest.current && setLoading(false))
  }, [searched, filters, page, reloads])

  const setSearch = useCallback((value: string) => setSearchValue(value), [])
  const setFilter = useCallback((key: string, value: string) => {
    setFilters((current) => (current[key] === value ? current : { ...current, [key]: value }))
    setPage(0)
  }, [])
  const reload = useCallback(() => setReloads((n) => n + 1), [])
  const replace = useCallback((item: T & { id: number }) => {
    setItems((current) => current && current.map((row) => ((row as { id?: number }).id === item.id ? item : row)))
  }, [])

  return { search, setSearch, filters, setFilter, page, setPage, items, total, loading, failed, searched, reload, replace }
}
