/**
 * Which content screen a path shows, as plain data: the server picks its loader and head from it,
 * the browser picks the page chunk to load before hydrating. No React here (plugin.ts imports it).
 *
 * Managed pages (shared/pages/managed.ts: Home, About Us, Journal, HyperBuilt, Media, Careers,
 * Contact Us) are one screen (pages/ManagedPage.tsx) drawing the page's stored blocks; designed
 * blocks come in chunks of their own, loaded by the blocks a page shows (sections/registry.ts). The other
 * pages are static screens, each its own chunk.
 */
import { isPageSlug, type ManagedPageKey } from '../../../shared/pages/managed.ts'

/** Static screens (not managed pages): their path, and their source module as Vite's manifest names it. */
export const STATIC_PAGES = {
  homeV1: { path: '/home-v1', module: 'src/pages/static/HomeV1.tsx' },
  partners: { path: '/partners', module: 'src/pages/static/Partners.tsx' },
  events: { path: '/events', module: 'src/pages/static/Events.tsx' },
  privacy: { path: '/privacy-policy', module: 'src/pages/static/PrivacyPolicy.tsx' },
  terms: { path: '/terms-of-service', module: 'src/pages/static/TermsOfService.tsx' },
  cookies: { path: '/cookie-settings', module: 'src/pages/static/CookieSettings.tsx' },
  feedback: { path: '/feedback', module: 'src/pages/static/Feedback.tsx' },
} as const
export type StaticPageKind = keyof typeof STATIC_PAGES

export type RouteMatch =
  | { kind: 'blogList' }
  | { kind: 'blogDetail'; slug: string }
  | { kind: 'vlogList' }
  /** A press highlight's own page (public-site §2 /press/{slug}). */
  | { kind: 'pressDetail'; slug: string }
  /**
   * A page of blocks: one of the seven managed pages (key: its ManagedPageKey; `path` is the address
   * asked for, HyperBuilt answers on three) or a page an editor created (key: its slug, at /<slug>).
   */
  | { kind: 'page'; key: string; path: string }
  | { kind: StaticPageKind }

export type RouteKind = RouteMatch['kind']

/** The screen module of the managed pages. */
export const MANAGED_PAGE_MODULE = 'src/pages/ManagedPage.tsx'

/** The module of each chunk of designed blocks (sections/registry.ts loads the same files). */
export const BLOCK_CHUNK_MODULE = (chunk: string) => `src/sections/${chunk}/index.ts`

/** Source modules of the journal's lazily loaded screens, as Vite's manifest names them (relative to web-public/). */
export const JOURNAL_MODULES = {
  blogList: 'src/pages/journal/BlogList.tsx',
  blogDetail: 'src/pages/journal/BlogDetail.tsx',
  vlogList: 'src/pages/journal/VlogList.tsx',
} as const

/** Source module of the press page (/press/{slug}), as Vite's manifest names it. */
export const PRESS_MODULE = 'src/pages/press/PressDetail.tsx'

/** The code-split modules a route renders with (for its <link> tags and the chunk check). */
export function routeModules(match: RouteMatch, blockChunks: readonly string[] = []): string[] {
  switch (match.kind) {
    case 'page':
      return [MANAGED_PAGE_MODULE, ...blockChunks.map(BLOCK_CHUNK_MODULE)]
    case 'blogList':
    case 'blogDetail':
    case 'vlogList':
      return [JOURNAL_MODULES[match.kind]]
    case 'pressDetail':
      return [PRESS_MODULE]
    default:
      return [STATIC_PAGES[match.kind].module]
  }
}

/** Source module of the coming-soon page, which is code-split too (pages.ts COMING_SOON). */
export const COMING_SOON_MODULE = 'src/pages/ComingSoon.tsx'

/** id of the element holding a post's HTML (the browser reads it back when hydrating). */
export const BLOG_CONTENT_ID = 'blog-content'

/** Managed pages by path (HyperBuilt's sub-paths show the same screen, public-site §2). */
const MANAGED_PATHS: Record<string, ManagedPageKey> = {
  '/': 'home',
  '/about': 'about',
  '/journal': 'journal',
  '/hyperbuilt': 'hyperbuilt',
  '/hyperbuilt/reality': 'hyperbuilt',
  '/hyperbuilt/podcast': 'hyperbuilt',
  '/media': 'media',
  '/careers': 'careers',
  '/contact': 'contact',
}

const STATIC_PATHS: Record<string, StaticPageKind> = Object.fromEntries(
  Object.entries(STATIC_PAGES).map(([kind, page]) => [page.path, kind as StaticPageKind]),
)

/** Every public route without parameters (public-site §2). */
export const PUBLIC_PATHS: string[] = [...Object.keys(MANAGED_PATHS), '/journal/blogs', '/journal/vlogs', ...Object.keys(STATIC_PATHS)]

/** The screen of a pathname, null for the 404 page. A trailing slash is ignored, as the router does. */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const key = Object.hasOwn(MANAGED_PATHS, path) ? MANAGED_PATHS[path] : undefined
  if (key) return { kind: 'page', key, path }
  if (path === '/journal/blogs') return { kind: 'blogList' }
  if (path === '/journal/vlogs') return { kind: 'vlogList' }
  const staticKind = Object.hasOwn(STATIC_PATHS, path) ? STATIC_PATHS[path] : undefined
  if (staticKind) return { kind: staticKind }
  const m = /^\/journal\/blogs\/([^/]+)$/.exec(path)
  if (m) {
    try {
      return { kind: 'blogDetail', slug: decodeURIComponent(m[1]) }
    } catch {
      return null // malformed escape: no such post
    }
  }
  const press = /^\/press\/([^/]+)$/.exec(path)
  if (press) {
    try {
      return { kind: 'pressDetail', slug: decodeURIComponent(press[1]) }
    } catch {
      return null
    }
  }
  // Any other one-segment address may be a page an editor created; the loader says whether it is.
  const slug = path.slice(1)
  if (isPageSlug(slug)) return { kind: 'page', key: slug, path }
  return null
}

/** The one address of a screen. */
export function canonicalPath(match: RouteMatch): string {
  switch (match.kind) {
    case 'page':
      return match.path
    case 'blogList':
      return '/journal/blogs'
    case 'vlogList':
      return '/journal/vlogs'
    case 'blogDetail':
      return `/journal/blogs/${encodeURIComponent(match.slug)}`
    case 'pressDetail':
      return `/press/${encodeURIComponent(match.slug)}`
    default:
      return STATIC_PAGES[match.kind].path
  }
}
