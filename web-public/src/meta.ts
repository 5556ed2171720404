/** Head metadata and HTTP status of the screens this bundle renders (titles follow public-site §2). */
import type { PageMeta } from './document.ts'
import { NOT_FOUND_META } from './frame-meta.ts'
import { BLOG_LIST_META, BLOG_NOT_FOUND_META, VLOG_LIST_META, blogMeta, pastLastPageMeta } from './journal-meta.ts'
import { isPastLastPage, parseListQuery } from './lib/journal.ts'
import { managedPageMeta } from './page-meta.ts'
import { PRESS_NOT_FOUND_META, pressMeta } from './press-meta.ts'
import { STATIC_PAGE_META } from './static-meta.ts'
import type { RouteData } from './lib/route-data.tsx'
import { matchRoute, type RouteMatch } from './lib/routes.ts'

export { COMING_SOON_META, NOT_FOUND_META } from './frame-meta.ts'

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
    case 'page': {
      const page = route?.kind === 'page' ? route.page : null
      return page ? { meta: managedPageMeta(match.key, page, match.path), status: 200 } : { meta: NOT_FOUND_META, status: 404 }
    }
    case 'blogList':
      return listPage(BLOG_LIST_META, route)
    case 'vlogList':
      return listPage(VLOG_LIST_META, route)
    case 'blogDetail': {
      const blog = route?.kind === 'blogDetail' ? route.blog : null
      return blog ? { meta: blogMeta(blog, route?.kind === 'blogDetail' ? route.image : null), status: 200 } : { meta: BLOG_NOT_FOUND_META, status: 404 }
    }
    case 'pressDetail': {
      const highlight = route?.kind === 'pressDetail' ? route.highlight : null
      return highlight
        ? { meta: pressMeta(highlight, route?.kind === 'pressDetail' ? route.image : null), status: 200 }
        : { meta: PRESS_NOT_FOUND_META, status: 404 }
    }
    case undefined:
      return { meta: NOT_FOUND_META, status: 404 }
    default:
      return { meta: STATIC_PAGE_META[match!.kind], status: 200 }
  }
}

/**
 * A list's head and status. Its canonical URL: a later page of the plain list is its own page; a
 * search or filtered view points at the plain list. A page past the last one is a 404 (noindex).
 */
function listPage(meta: PageMeta, route?: RouteData): PageMatch {
  if (!route || (route.kind !== 'blogList' && route.kind !== 'vlogList')) return { meta, status: 200 }
  const { page } = parseListQuery(new URLSearchParams(route.key))
  if (isPastLastPage(page, route.list.total)) return { meta: pastLastPageMeta(meta, page), status: 404 }
  const plain = /^\?page=(\d+)$/.exec(route.key)?.[1]
  return { meta: plain ? { ...meta, path: `${meta.path}?page=${plain}` } : meta, status: 200 }
}

export { PUBLIC_PATHS } from './lib/routes.ts'
