/** Head metadata and HTTP status of the screens this bundle renders (titles follow public-site §2). */
import { DEFAULT_DESCRIPTION, type PageMeta } from './document.ts'
import { BLOG_LIST_META, BLOG_NOT_FOUND_META, JOURNAL_META, VLOG_LIST_META, blogMeta } from './journal-meta.ts'
import type { RouteData } from './lib/route-data.tsx'
import { matchRoute, type RouteMatch } from './lib/routes.ts'

export const NOT_FOUND_META: PageMeta = {
  title: 'Page not found',
  description: "The page you are looking for doesn't exist or has moved. Find your way back to Yerth.",
  index: false,
}

export const COMING_SOON_META: PageMeta = {
  title: 'Coming Soon',
  description: DEFAULT_DESCRIPTION,
  index: false,
}

export interface PageMatch {
  meta: PageMeta
  /** HTTP status of the server's answer. */
  status: number
}

/**
 * Head and status of a path, given the route data the server loaded for it. A path no screen
 * claims is the 404 page (HTTP 404); so is a blog that is not there (or not visible to this visitor).
 */
export function matchPage(pathname: string, route?: RouteData): PageMatch {
  return pageFor(matchRoute(pathname), route)
}

export function pageFor(match: RouteMatch | null, route?: RouteData): PageMatch {
  switch (match?.kind) {
    case 'journal':
      return { meta: JOURNAL_META, status: 200 }
    case 'blogList':
      return { meta: listMeta(BLOG_LIST_META, route), status: 200 }
    case 'vlogList':
      return { meta: listMeta(VLOG_LIST_META, route), status: 200 }
    case 'blogDetail': {
      const blog = route?.kind === 'blogDetail' ? route.blog : null
      return blog ? { meta: blogMeta(blog), status: 200 } : { meta: BLOG_NOT_FOUND_META, status: 404 }
    }
    default:
      return { meta: NOT_FOUND_META, status: 404 }
  }
}

/**
 * A list's canonical URL: a later page of the plain list is its own page; a search or filtered view
 * points at the plain list.
 */
function listMeta(meta: PageMeta, route?: RouteData): PageMeta {
  const page = route && route.kind !== 'blogDetail' ? /^\?page=(\d+)$/.exec(route.key)?.[1] : undefined
  return page ? { ...meta, path: `${meta.path}?page=${page}` } : meta
}

/**
 * The spec's public routes (public-site §2) without parameters. The sitemap lists those a screen
 * answers today (matchPage gives 200), so each screen joins it as soon as it is built.
 */
export const PUBLIC_PATHS = [
  '/',
  '/about',
  '/careers',
  '/contact',
  '/media',
  '/hyperbuilt',
  '/hyperbuilt/reality',
  '/hyperbuilt/podcast',
  '/journal',
  '/journal/blogs',
  '/journal/vlogs',
  '/partners',
  '/events',
  '/home-v1',
] as const
