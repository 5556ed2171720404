/**
 * /journal/blogs (public-site §2 Blog list): search, category/author/sort filters in the URL,
 * server-side pages of 12, 6 skeletons while loading, 'No articles found', a swipe row on mobile.
 */
import { Link } from 'react-router-dom'
import type { BlogListResponse } from '../../../../shared/api/journal.ts'
import { BlogCard, CardSkeleton } from '../../components/journal/BlogCard.tsx'
import { EmptyState } from '../../components/journal/EmptyState.tsx'
import { ListControls } from '../../components/journal/ListControls.tsx'
import { Pagination } from '../../components/journal/Pagination.tsx'
import { PastLastPage } from '../../components/journal/PastLastPage.tsx'
import { usePageMeta } from '../../lib/head.ts'
import { LIST_PAGE_SIZE, LIST_SKELETONS, arrayField, getJson, hasFilters, isPastLastPage, listApiUrl, pageCount } from '../../lib/journal.ts'
import { useRouteResource } from '../../lib/use-route-resource.ts'
import { BLOG_LIST_META, pastLastPageMeta } from '../../journal-meta.ts'
import { JournalHero } from './JournalHero.tsx'
import { loadFacets, noFacets, plural, useListQuery, useScrollToResults } from './list-state.ts'
import '../../styles/journal.css'

const PATH = '/journal/blogs'

const emptyList = (offset = 0): BlogListResponse => ({ blogs: [], total: 0, limit: LIST_PAGE_SIZE, offset })

function toList(body: unknown, offset: number): BlogListResponse {
  const blogs = arrayField<BlogListResponse['blogs'][number]>(body, 'blogs')
  const total = Number((body as { total?: unknown } | null)?.total)
  return { ...emptyList(offset), blogs, total: Number.isFinite(total) ? total : blogs.length }
}

export default function BlogList() {
  const { query, key, go, hrefFor } = useListQuery(PATH)
  const offset = (query.page - 1) * LIST_PAGE_SIZE

  const facets = useRouteResource(
    'blog-facets',
    (r) => (r.kind === 'blogList' ? { categories: r.categories, authors: r.authors } : undefined),
    (signal) => loadFacets('/api/public/blog-categories', '/api/public/blog-authors', signal),
    noFacets,
  )
  const list = useRouteResource(
    `blogs${key}`,
    (r) => (r.kind === 'blogList' && r.key === key ? r.list : undefined),
    (signal) => getJson(listApiUrl('/api/public/blogs', query), signal).then((b) => toList(b, offset)),
    () => emptyList(offset),
  )
  useScrollToResults(query.page, 'results')

  const data = list.data
  const filtered = hasFilters(query)
  const pages = data ? pageCount(data.total) : 1
  // A page past the last one: the server answers 404 (noindex); the list says so and links page 1.
  const pastLastPage = !list.loading && data != null && isPastLastPage(query.page, data.total)
  usePageMeta(pastLastPage ? pastLastPageMeta(BLOG_LIST_META, query.page) : BLOG_LIST_META)

  return (
    <>
      <JournalHero
        eyebrow="The Yerth Journal"
        title="Blogs"
        lead="Field notes, design stories and ideas from the team building Hypermobility: electric, intelligent and inspired by the Earth."
        crumbs={[{ label: 'Journal', to: '/journal' }]}
      />

      <section className="j-section container" aria-label="Articles">
        <ListControls
          action={PATH}
          query={query}
          categories={facets.data?.categories ?? []}
          authors={facets.data?.authors ?? []}
          searchLabel="Search articles"
          formLabel="Find articles"
          onChange={(next, opts) => go(next, opts)}
        />

        <div className="j-results-head" id="results">
          <p className="j-count" role="status">
            {list.loading
              ? 'Loading articles…'
              : data!.total === 0
                ? ''
                : `${plural(data!.total, 'article', 'articles')}${filtered ? ' found' : ''}${pages > 1 && !pastLastPage ? ` · page ${query.page} of ${pages}` : ''}`}
          </p>
          {filtered && (
            <Link to={PATH} className="j-clear" preventScrollReset>
              Clear filters
            </Link>
          )}
        </div>

        {list.loading ? (
          <div className="j-grid j-grid--swipe" aria-busy="true">
            {Array.from({ length: LIST_SKELETONS }, (_, i) => (
              <CardSkeleton key={i} />
            ))}
          </div>
        ) : pastLastPage ? (
          <PastLastPage page={query.page} pages={pages} whole={filtered ? 'this search' : 'the journal'} firstPage={hrefFor(1)} />
        ) : data!.blogs.length === 0 ? (
          <EmptyState
            title="No articles found"
            action={
              filtered || query.page > 1 ? (
                <Link to={PATH} className="btn btn-secondary" preventScrollReset>
                  Show all articles
                </Link>
              ) : undefined
            }
          >
            {filtered ? 'Try a different search or fewer filters.' : 'New stories are on their way. Check back soon.'}
          </EmptyState>
        ) : (
          <>
            <ul className="j-grid j-grid--swipe">
              {data!.blogs.map((blog, i) => (
                <li key={blog.id}>
                  <BlogCard blog={blog} priority={i === 0 || (i < 3 && 'eager')} />
                </li>
              ))}
            </ul>
            {data!.blogs.length > 1 && (
              <p className="j-swipe-hint" aria-hidden="true">
                Swipe to see more
              </p>
            )}
          </>
        )}

        {data && !pastLastPage && <Pagination page={query.page} pages={pages} hrefFor={hrefFor} label="Article pages" />}
      </section>
    </>
  )
}
