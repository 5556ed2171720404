/**
 * The journal's list screens (public-site §2 Blog list and Vlog list) as one component driven by a
 * config (BlogList.tsx, VlogList.tsx): search, category/author/sort filters in the URL, server-side
 * pages of 12, skeletons while loading, the empty states, pagination, the page past the last one.
 * What differs between the two lists is data: their address and API, their words, their card and
 * their empty state.
 */
import type { ReactNode } from 'react'
import type { BlogListResponse, Category, VlogListResponse } from '../../../../shared/api/journal.ts'
import { Link } from 'react-router-dom'
import { CardSkeleton } from '../../components/journal/BlogCard.tsx'
import { ListControls } from '../../components/journal/ListControls.tsx'
import { Pagination } from '../../components/journal/Pagination.tsx'
import { PastLastPage } from '../../components/journal/PastLastPage.tsx'
import { SwipeRow } from '../../components/SwipeRow.tsx'
import type { PageMeta } from '../../document.ts'
import { usePageMeta } from '../../lib/head.ts'
import { LIST_PAGE_SIZE, LIST_SKELETONS, getJson, hasFilters, isPastLastPage, listApiUrl, pageCount } from '../../lib/journal.ts'
import { routeDataOf, useRouteResource } from '../../lib/use-route-resource.ts'
import { pastLastPageMeta } from '../../journal-meta.ts'
import { JournalHero } from './JournalHero.tsx'
import { loadFacets, noFacets, plural, useListQuery, useScrollToResults } from './list-state.ts'
import '../../styles/journal.css'

/** A list's route data (routes/journal-list.ts loads it); `key`: its normalised query (`?search=x&page=2`). */
export interface ListRouteData<K extends string, L extends BlogListResponse | VlogListResponse> {
  kind: K
  key: string
  list: L
  categories: Category[]
  authors: string[]
}

export interface JournalListConfig<Item extends { id: number }, List extends { total: number }> {
  /** The screen's address, and the route-data kind the server loads for it. */
  path: string
  kind: 'blogList' | 'vlogList'
  /** Cache names of its resources ('blog-facets', 'blogs'). */
  resource: string
  /** The list API and the two facet APIs. */
  api: string
  categoriesApi: string
  authorsApi: string
  /** The API's answer read as the screen's list (tolerant of missing fields). */
  toList(body: unknown, offset: number): List
  emptyList(offset: number): List
  /** The cards of a page of the list. */
  items(list: List): Item[]
  meta: PageMeta
  hero: { title: string; lead: string }
  /** Words: the section's name, the search's, the count's noun, the pagination's label, the end of the list. */
  words: { section: string; search: string; form: string; loading: string; one: string; many: string; pages: string; whole: string }
  /** The phone layout: a swipe row of cards (blogs) or the grid (vlogs). */
  swipe: boolean
  video: boolean
  card(item: Item, priority: boolean | 'eager'): ReactNode
  /** What an empty page says, by whether filters are on and which page it is. */
  empty(list: List, filtered: boolean, page: number): ReactNode
}

export function JournalList<Item extends { id: number }, List extends { total: number }>({ config }: { config: JournalListConfig<Item, List> }) {
  const { path, kind, words } = config
  const { query, key, go, hrefFor } = useListQuery(path)
  const offset = (query.page - 1) * LIST_PAGE_SIZE

  const facets = useRouteResource(
    `${config.resource}-facets`,
    (route) => {
      const r = routeDataOf<ListRouteData<typeof kind, BlogListResponse | VlogListResponse>>(route, kind)
      return r && { categories: r.categories, authors: r.authors }
    },
    (signal) => loadFacets(config.categoriesApi, config.authorsApi, signal),
    noFacets,
  )
  const list = useRouteResource(
    `${config.resource}s${key}`,
    (route) => {
      const r = routeDataOf<ListRouteData<typeof kind, BlogListResponse | VlogListResponse>>(route, kind)
      return r?.key === key ? (r.list as unknown as List) : undefined
    },
    (signal) => getJson(listApiUrl(config.api, query), signal).then((b) => config.toList(b, offset)),
    () => config.emptyList(offset),
  )
  useScrollToResults(query.page, 'results')

  const data = list.data
  const filtered = hasFilters(query)
  const pages = data ? pageCount(data.total) : 1
  // A page past the last one: the server answers 404 (noindex); the list says so and links page 1.
  const pastLastPage = !list.loading && data != null && isPastLastPage(query.page, data.total)
  usePageMeta(pastLastPage ? pastLastPageMeta(config.meta, query.page) : config.meta)
  const cards = data ? config.items(data).map((item, i) => <li key={item.id}>{config.card(item, i === 0 || (i < 3 && 'eager'))}</li>) : null

  return (
    <>
      <JournalHero eyebrow="The Yerth Journal" title={config.hero.title} lead={config.hero.lead} crumbs={[{ label: 'Journal', to: '/journal' }]} />

      <section className="j-section container" aria-label={words.section}>
        <ListControls
          action={path}
          query={query}
          categories={facets.data?.categories ?? []}
          authors={facets.data?.authors ?? []}
          searchLabel={words.search}
          formLabel={words.form}
          onChange={(next, opts) => go(next, opts)}
        />

        <div className="j-results-head" id="results">
          <p className="j-count" role="status">
            {list.loading
              ? words.loading
              : data!.total === 0
                ? ''
                : `${plural(data!.total, words.one, words.many)}${filtered ? ' found' : ''}${pages > 1 && !pastLastPage ? ` · page ${query.page} of ${pages}` : ''}`}
          </p>
          {filtered && (
            <Link to={path} className="j-clear" preventScrollReset>
              Clear filters
            </Link>
          )}
        </div>

        {list.loading ? (
          <div className={config.swipe ? 'j-grid swipe-row swipe-row--sm' : 'j-grid'} aria-busy="true">
            {Array.from({ length: LIST_SKELETONS }, (_, i) => (
              <CardSkeleton key={i} video={config.video || undefined} />
            ))}
          </div>
        ) : pastLastPage ? (
          <PastLastPage page={query.page} pages={pages} whole={filtered ? 'this search' : words.whole} firstPage={hrefFor(1)} />
        ) : config.items(data!).length === 0 ? (
          config.empty(data!, filtered, query.page)
        ) : (
          <>
            {config.swipe ? (
              <SwipeRow className="j-grid" below="sm" label={words.section}>
                {cards}
              </SwipeRow>
            ) : (
              <ul className="j-grid">{cards}</ul>
            )}
            {config.swipe && config.items(data!).length > 1 && (
              <p className="j-swipe-hint" aria-hidden="true">
                Swipe to see more
              </p>
            )}
          </>
        )}

        {data && !pastLastPage && <Pagination page={query.page} pages={pages} hrefFor={hrefFor} label={words.pages} />}
      </section>
    </>
  )
}
