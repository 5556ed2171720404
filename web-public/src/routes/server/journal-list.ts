/**
 * The server parts of the journal's two lists (/journal/blogs, /journal/vlogs: public-site §2):
 * the list query (search, category, author, sort, page) is part of the address, normalised; a page
 * past the last is a 404; only lists that name what exists are cached.
 */
import type { BlogListResponse, Category, Vlog, VlogListResponse } from '../../../../shared/api/journal.ts'
import { blogAuthors, blogCategories, blogPage, type JournalServices } from '../../../loaders.ts'
import type { PageMeta } from '../../document.ts'
import { BLOG_LIST_META, VLOG_LIST_META, pastLastPageMeta } from '../../journal-meta.ts'
import { LIST_PAGE_SIZE, authorNames, isPastLastPage, listQueryString, pageCount, parseListQuery, serviceQuery } from '../../lib/journal.ts'
import type { ListRouteData } from '../../pages/journal/JournalList.tsx'
import { defineServer, type PageAnswer, type RouteServer } from '../define.ts'
import type { Match } from '../define.ts'

type ListQueryArgs = ReturnType<typeof serviceQuery>

/** The list's source: the module's service, or its empty state when the module is not registered. */
interface ListSource<L> {
  list(q: ListQueryArgs): Promise<L>
  categories(): Promise<Category[]>
  authors(): Promise<unknown[]>
}

/** The server's facts of a list. */
interface ListServer<L> {
  /** Its module, as Vite's manifest names it. */
  module: string
  meta: PageMeta
  /** The list's service, or undefined for its empty state (`empty`). */
  source: (services: JournalServices) => ListSource<L> | undefined
  empty: (offset: number) => L
}

/** The server part of a list route: its data, head, cache policy. */
function journalListServer<K extends string, L extends BlogListResponse | VlogListResponse>(kind: K, spec: ListServer<L>): RouteServer<Match<K>, ListRouteData<K, L>> {
  return {
    modules: () => [spec.module],
    query: (search) => listQueryString(parseListQuery(search)),
    load: async ({ url, services }) => {
      const q = parseListQuery(url.searchParams)
      const args = serviceQuery(q)
      const source = spec.source(services)
      const [list, categories, authors] = source ? await Promise.all([source.list(args), source.categories(), source.authors()]) : [spec.empty(args.offset), [], []]
      return { kind, key: listQueryString(q), list, categories, authors: authorNames(authors) }
    },
    head: (_match, data) => listHead(spec.meta, data),
    // Searches render each time; filters and pages only when they name what exists.
    cacheable: (_match, data) => {
      if (!data) return false
      const q = parseListQuery(new URLSearchParams(data.key))
      return (
        !q.search &&
        (!q.category || data.categories.some((c) => c.name === q.category)) &&
        (!q.author || data.authors.includes(q.author)) &&
        q.page <= pageCount(data.list.total, data.list.limit)
      )
    },
  }
}

/**
 * A list's head and status. Its canonical URL: a later page of the plain list is its own page; a
 * search or filtered view points at the plain list. A page past the last one is a 404 (noindex).
 */
function listHead(meta: PageMeta, data: ListRouteData<string, BlogListResponse | VlogListResponse> | undefined): PageAnswer {
  if (!data) return { meta, status: 200 }
  const { page } = parseListQuery(new URLSearchParams(data.key))
  if (isPastLastPage(page, data.list.total)) return { meta: pastLastPageMeta(meta, page), status: 404 }
  const plain = /^\?page=(\d+)$/.exec(data.key)?.[1]
  return { meta: plain ? { ...meta, path: `${meta.path}?page=${plain}` } : meta, status: 200 }
}

export const blogListServer = defineServer<'blogList', ListRouteData<'blogList', BlogListResponse>>(
  'blogList',
  journalListServer('blogList', {
    module: 'src/pages/journal/BlogList.tsx',
    meta: BLOG_LIST_META,
    // Blog posts are served by the content types' engine (shared/content-types/blogs.ts).
    source: ({ contentTypes: served }) =>
      served?.listPaged ? { list: (q) => blogPage(served, q), categories: () => blogCategories(served), authors: () => blogAuthors(served) } : undefined,
    empty: (offset): BlogListResponse => ({ blogs: [], total: 0, limit: LIST_PAGE_SIZE, offset }),
  }),
)

export const vlogListServer = defineServer<'vlogList', ListRouteData<'vlogList', VlogListResponse>>(
  'vlogList',
  journalListServer('vlogList', {
    module: 'src/pages/journal/VlogList.tsx',
    meta: VLOG_LIST_META,
    // Vlogs are served by the content types' engine (shared/content-types/vlogs.ts).
    source: ({ contentTypes: served }) =>
      served?.listPaged && served.categories && served.facet
        ? {
            list: async (q) => {
              const { items, ...page } = await served.listPaged!('vlogs', { search: q.search, filters: { category: q.category, author: q.author }, sort: q.sort, limit: q.limit, offset: q.offset })
              return { vlogs: items as unknown as Vlog[], ...page, any_published: page.any_published ?? false }
            },
            categories: () => served.categories!('vlogs'),
            authors: () => served.facet!('vlogs', 'author_name'),
          }
        : undefined,
    empty: (offset): VlogListResponse => ({ vlogs: [], total: 0, limit: LIST_PAGE_SIZE, offset, any_published: false }),
  }),
)
