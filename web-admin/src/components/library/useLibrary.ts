/**
 * A page of the media library: the search (debounced, sent to the server) and the page (24 images,
 * the server's page size). A failed load is logged and the grid keeps what it had; the screen offers
 * a retry. `replace` and `reload` keep the grid in step after a change.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { LIBRARY_PAGE_SIZE, type LibraryImage } from '../../../../shared/api/media-library.ts'
import { libraryApi } from './libraryApi.ts'

const SEARCH_DELAY_MS = 300

export interface LibraryList {
  search: string
  setSearch: (value: string) => void
  /** The search the shown images answer. */
  searched: string
  /** 0-based, as the shared Pager counts. */
  page: number
  setPage: (page: number) => void
  items: LibraryImage[] | null
  total: number
  pageSize: number
  loading: boolean
  failed: boolean
  reload: () => void
  replace: (item: LibraryImage) => void
}

export function useLibrary(): LibraryList {
  const [search, setSearch] = useState('')
  const [searched, setSearched] = useState('')
  const [page, setPage] = useState(0)
  const [items, setItems] = useState<LibraryImage[] | null>(null)
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(true)
  const [failed, setFailed] = useState(false)
  const [reloads, setReloads] = useState(0)
  const latest = useRef(0)

  useEffect(() => {
    const timer = window.setTimeout(
      () => {
        setSearched(search.trim())
        setPage(0)
      },
      search.trim() === searched ? 0 : SEARCH_DELAY_MS,
    )
    return () => window.clearTimeout(timer)
  }, [search, searched])

  useEffect(() => {
    const request = ++latest.current
    setLoading(true)
    libraryApi
      .list(searched, page + 1)
      .then((response) => {
        if (request !== latest.current) return
        if (!response.ok) {
          console.error('Loading the media library failed', response.status, response.data)
          setFailed(true)
          return
        }
        // A page emptied by a delete: step back to the last page that has images.
        if (response.data.items.length === 0 && page > 0 && response.data.total > 0) {
          setPage(Math.max(0, Math.ceil(response.data.total / LIBRARY_PAGE_SIZE) - 1))
          return
        }
        setFailed(false)
        setItems(response.data.items)
        setTotal(response.data.total)
      })
      .catch((err) => {
        if (request !== latest.current) return
        console.error('Loading the media library failed', err)
        setFailed(true)
      })
      .finally(() => request === latest.current && setLoading(false))
  }, [searched, page, reloads])

  const reload = useCallback(() => setReloads((n) => n + 1), [])
  const replace = useCallback((item: LibraryImage) => setItems((current) => current && current.map((row) => (row.id === item.id ? item : row))), [])
  return { search, setSearch, searched, page, setPage, items, total, pageSize: LIBRARY_PAGE_SIZE, loading, failed, reload, replace }
}
