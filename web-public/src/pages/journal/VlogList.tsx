/**
 * /journal/vlogs (public-site §2 Vlog list): the blog list's search and filters; cards open the
 * video on YouTube in a new tab. Empty: 'Coming Soon' while no vlog is published at all, else
 * 'No Results Found'. No view counts or durations: the spec's are invented numbers (DECISIONS.md).
 */
import { Link } from 'react-router-dom'
import type { VlogListResponse } from '../../../../shared/api/journal.ts'
import { CardSkeleton } from '../../components/journal/BlogCard.tsx'
import { EmptyState } from '../../components/journal/EmptyState.tsx'
import { ListControls } from '../../components/journal/ListControls.tsx'
import { Pagination } from '../../components/journal/Pagination.tsx'
import { PastLastPage } from '../../components/journal/PastLastPage.tsx'
import { VlogCard } from '../../components/journal/VlogCard.tsx'
import { usePageMeta } from '../../lib/head.ts'
import { LIST_PAGE_SIZE, LIST_SKELETONS, arrayField, getJson, hasFilters, isPastLastPage, listApiUrl, pageCount } from '../../lib/journal.ts'
import { useRouteResource } from '../../lib/use-route-resource.ts'
import { useSite } from '../../lib/site.tsx'
import { socialLinks } from '../../lib/settings.ts'
import { VLOG_LIST_META, pastLastPageMeta } from '../../journal-meta.ts'
import { JournalHero } from './JournalHero.tsx'
import { loadFacets, noFacets, plural, useListQuery, useScrollToResults } from './list-state.ts'
import '../../styles/journal.css'

const PATH = '/journal/vlogs'

const emptyList = (offset = 0): VlogListResponse => ({ vlogs: [], total: 0, limit: LIST_PAGE_SIZE, offset, any_published: false })

function toList(body: unknown, offset: number): VlogListResponse {
  const vlogs = arrayField<VlogListResponse['vlogs'][number]>(body, 'vlogs')
  const b = (body ?? {}) as { total?: unknown; any_published?: unknown }
  const total = Number(b.total)
  return {
    ...emptyList(offset),
    vlogs,
    total: Number.isFinite(total) ? total : vlogs.length,
    any_published: typeof b.any_published === 'boolean' ? b.any_published : vlogs.length > 0,
  }
}

export default function VlogList() {
  const { settings } = useSite()
  const { query, key, go, hrefFor } = useListQuery(PATH)
  const offset = (query.page - 1) * LIST_PAGE_SIZE

  const facets = useRouteResource(
    'vlog-facets',
    (r) => (r.kind === 'vlogList' ? { categories: r.categories, authors: r.authors } : undefined),
    (signal) => loadFacets('/api/public/vlog-categories', '/api/public/vlog-authors', signal),
    noFacets,
  )
  const list = useRouteResource(
    `vlogs${key}`,
    (r) => (r.kind === 'vlogList' && r.key === key ? r.list : undefined),
    (signal) => getJson(listApiUrl('/api/public/vlogs', query), signal).then((b) => toList(b, offset)),
    () => emptyList(offset),
  )
  useScrollToResults(query.page, 'results')

  const data = list.data
  const filtered = hasFilters(query)
  const pages = data ? pageCount(data.total) : 1
  // A page past the last one: the server answers 404 (noindex); the list says so and links page 1.
  const pastLastPage = !list.loading && data != null && isPastLastPage(query.page, data.total)
  usePageMeta(pastLastPage ? pastLastPageMeta(VLOG_LIST_META, query.page) : VLOG_LIST_META)
  const youtube = socialLinks(settings).find((s) => s.network === 'youtube')!.href

  return (
    <>
      <JournalHero
        eyebrow="The Yerth Journal"
        title="Vlogs"
        lead="Behind the scenes of building electric Hypermobility: prototypes on the road, design sessions and conversations with the people shaping it."
        crumbs={[{ label: 'Journal', to: '/journal' }]}
      />

      <section className="j-section container" aria-label="Videos">
        <ListControls
          action={PATH}
          query={query}
          categories={facets.data?.categories ?? []}
          authors={facets.data?.authors ?? []}
          searchLabel="Search videos"
          formLabel="Find videos"
          onChange={(next, opts) => go(next, opts)}
        />

        <div className="j-results-head" id="results">
          <p className="j-count" role="status">
            {list.loading
              ? 'Loading videos…'
              : data!.total === 0
                ? ''
                : `${plural(data!.total, 'video', 'videos')}${filtered ? ' found' : ''}${pages > 1 && !pastLastPage ? ` · page ${query.page} of ${pages}` : ''}`}
          </p>
          {filtered && (
            <Link to={PATH} className="j-clear" preventScrollReset>
              Clear filters
            </Link>
          )}
        </div>

        {list.loading ? (
          <div className="j-grid" aria-busy="true">
            {Array.from({ length: LIST_SKELETONS }, (_, i) => (
              <CardSkeleton key={i} video />
            ))}
          </div>
        ) : pastLastPage ? (
          <PastLastPage page={query.page} pages={pages} whole={filtered ? 'this search' : 'the vlog list'} firstPage={hrefFor(1)} />
        ) : data!.vlogs.length === 0 ? (
          data!.any_published ? (
            <EmptyState
              title="No Results Found"
              action={
                <Link to={PATH} className="btn btn-secondary" preventScrollReset>
                  Show all videos
                </Link>
              }
            >
              No videos match this search. Try other words or fewer filters.
            </EmptyState>
          ) : (
            <EmptyState
              title="Coming Soon"
              art="soon"
              action={
                <a href={youtube} className="btn btn-secondary" target="_blank" rel="noopener noreferrer">
                  Follow us on YouTube
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              }
            >
              Our first videos are in the edit. Follow the channel to see them as soon as they land.
            </EmptyState>
          )
        ) : (
          <ul className="j-grid">
            {data!.vlogs.map((vlog, i) => (
              <li key={vlog.id}>
                <VlogCard vlog={vlog} priority={i === 0 || (i < 3 && 'eager')} />
              </li>
            ))}
          </ul>
        )}

        {data && !pastLastPage && <Pagination page={query.page} pages={pages} hrefFor={hrefFor} label="Video pages" />}
      </section>
    </>
  )
}
