/**
 * Which content screen a path shows, as plain data: the server picks its loader and head from it,
 * the browser picks the page chunk to load before hydrating. No React here (plugin.ts imports it).
 */

export type RouteMatch =
  | { kind: 'journal' }
  | { kind: 'blogList' }
  | { kind: 'blogDetail'; slug: string }
  | { kind: 'vlogList' }

export type RouteKind = RouteMatch['kind']

/** Source module of each lazily loaded screen, as Vite's manifest names it (relative to web-public/). */
export const ROUTE_MODULES: Record<RouteKind, string> = {
  journal: 'src/pages/journal/JournalLanding.tsx',
  blogList: 'src/pages/journal/BlogList.tsx',
  blogDetail: 'src/pages/journal/BlogDetail.tsx',
  vlogList: 'src/pages/journal/VlogList.tsx',
}

/** Source module of the coming-soon page, which is code-split too (pages.ts COMING_SOON). */
export const COMING_SOON_MODULE = 'src/pages/ComingSoon.tsx'

/** id of the element holding a post's HTML (the browser reads it back when hydrating). */
export const BLOG_CONTENT_ID = 'blog-content'

/** The screen of a pathname, null for the 404 page. A trailing slash is ignored, as the router does. */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (path === '/journal') return { kind: 'journal' }
  if (path === '/journal/blogs') return { kind: 'blogList' }
  if (path === '/journal/vlogs') return { kind: 'vlogList' }
  const m = /^\/journal\/blogs\/([^/]+)$/.exec(path)
  if (m) {
    try {
      return { kind: 'blogDetail', slug: decodeURIComponent(m[1]) }
    } catch {
      return null // malformed escape: no such post
    }
  }
  return null
}
