/**
 * What a page request asks for, decided on the route it matches (src/routes/) and the inputs the page's loader
 * reads, never on the URL's raw text: the render-cache key, the URL the page is rendered with, and
 * the redirect when the path is another spelling of a page.
 *
 * Spellings (docs/decisions/0014-delivery-compression-and-caching.md):
 * - the path: percent-encoded unreserved characters (`/%6Aournal`), doubled slashes, dot segments
 *   and a trailing slash name the same page; such a request is answered 301 with the canonical
 *   path (the query kept), as a production site does, so every page has one address for browsers,
 *   caches and search engines. Case is significant, as in the API router: `/Journal` is a 404.
 * - the query: only the parameters the route reads (its `server.query`: the journal lists' search,
 *   category, author, sort and page) count, normalised as its loader reads them; anything else (utm_source, fbclid, junk) is ignored
 *   rather than redirected, so campaign links keep working; the page's <link rel="canonical">
 *   names the list's canonical URL.
 * A path no page claims is the 404 page; its key is the only thing that page shows of its path
 * (which navigation entry is highlighted), so junk paths share a handful of entries.
 */
import { normalisePath } from '../shared/url-path.ts'
import { isActive, type NavItem } from './src/lib/nav.ts'
import { STARTING_NAVIGATION } from './starting-navigation.ts'
import type { VisitorNavigation } from '../shared/navigation.ts'
import { canonicalPath, matchRoute, type RouteMatch } from './src/routes/index.ts'
// The routes' server parts run here (a list's query).
import { serverOf } from './src/routes/server/index.ts'

export { canonicalPath }

export interface PageRoute {
  /** The screen, or null for the 404 page. */
  match: RouteMatch | null
  /** Set when the request's path is not the page's canonical path: where to send it (301). */
  redirect?: string
  /** What the page's HTML depends on in the address: the render-cache key's route part. */
  key: string
  /** The URL the page is rendered with (canonical path and the query the route reads; the request's path for a 404). */
  renderUrl: string
  /** The path as the router reads it, without a trailing slash: what a redirect rule is keyed by (modules/redirects). */
  at: string
  /** The request's query string (without `?`), kept when a redirect leads on. */
  query: string
}

/** The path and query of a request target (`/a/b?x=1`), without a fragment. */
export function splitTarget(target: string): { path: string; query: string } {
  const hash = target.indexOf('#')
  const url = hash >= 0 ? target.slice(0, hash) : target
  const q = url.indexOf('?')
  return q >= 0 ? { path: url.slice(0, q), query: url.slice(q + 1) } : { path: url, query: '' }
}

const hrefsOf = (nav: VisitorNavigation) => nav.header.flatMap((item: NavItem) => [item, ...(item.children ?? [])]).map((item) => item.href)
/** The header links the frame draws now (the plugin tells it each time it reads the menus). */
let headerHrefs = hrefsOf(STARTING_NAVIGATION)

/** The menus pages are drawn with now: the 404 key below follows them (a change clears the page cache anyway). */
export function drawnNavigation(nav: VisitorNavigation): void {
  headerHrefs = hrefsOf(nav)
}

/**
 * What the frame shows of a path that is no page: which navigation entries are highlighted
 * (Header.tsx: isActive) and which one is the current page. A few dozen values at most.
 */
export function navSignature(path: string): string {
  return headerHrefs.map((href) => `${isActive(path, href) ? 'a' : ''}${path === href ? 'c' : ''}`).join('.')
}

/** The query string of a redirect target, re-encoded so the Location header is plain ASCII. */
export function safeQuery(query: string): string {
  if (!query) return ''
  try {
    return new URL(`http://h/?${query}`).search
  } catch {
    return ''
  }
}

/**
 * A path of this site (`/c?x=1#part`) with a request's query merged in: the target's own parameters
 * first and kept, then the request's parameters the target does not name.
 */
export function withQuery(location: string, query: string): string {
  const extra = safeQuery(query)
  if (!extra) return location
  const hashAt = location.indexOf('#')
  const hash = hashAt === -1 ? '' : location.slice(hashAt)
  const beforeHash = hashAt === -1 ? location : location.slice(0, hashAt)
  const queryAt = beforeHash.indexOf('?')
  if (queryAt === -1) return beforeHash + extra + hash
  const own = new URLSearchParams(beforeHash.slice(queryAt + 1))
  const added = new URLSearchParams(extra)
  const names = new Set(own.keys())
  const merged = [...added].filter(([name]) => !names.has(name))
  if (!merged.length) return location
  const tail = new URLSearchParams(merged).toString()
  const ownText = beforeHash.slice(queryAt + 1)
  return `${beforeHash.slice(0, queryAt)}?${ownText}${ownText ? '&' : ''}${tail}${hash}`
}

/** What the request target `target` (request.url) asks for. */
export function pageRoute(target: string): PageRoute {
  const { path, query } = splitTarget(target)
  const normal = normalisePath(path)
  const at = normal.length > 1 ? normal.replace(/\/+$/, '') : normal
  const match = matchRoute(normal)
  if (!match) return { match: null, key: `404|${navSignature(path)}`, renderUrl: path || '/', at, query }
  const canonical = canonicalPath(match)
  const redirect = path === canonical ? undefined : canonical + safeQuery(query)
  // Only the query the route reads (normalised) is part of the page; anything else is ignored.
  const routeQuery = serverOf(match.kind)?.query?.(new URLSearchParams(query)) ?? ''
  const renderUrl = canonical + routeQuery
  return { match, redirect, key: `${match.kind}|${renderUrl}`, renderUrl, at, query }
}
