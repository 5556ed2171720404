/** What the blog and vlog lists share: the query in the URL, moving to another query, the facets. */
import { useEffect, useRef } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import type { Category } from '../../../../shared/api/journal.ts'
import { arrayField, authorNames, getJson, listQueryString, parseListQuery, type ListQuery } from '../../lib/journal.ts'

export function useListQuery(path: string) {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const query = parseListQuery(params)
  const key = listQueryString(query)
  const go = (next: ListQuery, { replace = false } = {}) => navigate(`${path}${listQueryString(next)}`, { replace, preventScrollReset: true })
  const hrefFor = (page: number) => `${path}${listQueryString({ ...query, page })}`
  return { query, key, go, hrefFor }
}

export interface Facets {
  categories: Category[]
  authors: string[]
}

export const noFacets = (): Facets => ({ categories: [], authors: [] })

/** Categories and authors for the filters; a failed half leaves its filter with "All" only. */
export async function loadFacets(categoriesUrl: string, authorsUrl: string, signal: AbortSignal): Promise<Facets> {
  const [categories, authors] = await Promise.all([
    getJson(categoriesUrl, signal).then((b) => arrayField<Category>(b, 'categories'), logged),
    getJson(authorsUrl, signal).then(authorNames, logged),
  ])
  return { categories: categories.filter((c) => c && typeof c.name === 'string'), authors }
}

function logged(err: unknown): never[] {
  if (!(err instanceof DOMException && err.name === 'AbortError')) console.error(err)
  return []
}

/** A new page of results brings the list's top into view (not on the first render). */
export function useScrollToResults(page: number, id: string) {
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    document.getElementById(id)?.scrollIntoView({ block: 'start' })
  }, [page, id])
}

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
