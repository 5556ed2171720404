/**
 * The code-split screens (each its own chunk, so `/` never downloads the others). lib/routes.ts
 * names the same files for the server's <link> tags (routeModules); journal.test.ts checks they agree.
 */
import { lazyPage, type LazyPage } from './lib/lazy-page.tsx'
import type { RouteData } from './lib/route-data.tsx'
import type { RouteKind, RouteMatch } from './lib/routes.ts'

export const PAGES: Record<RouteKind, LazyPage> = {
  page: lazyPage(() => import('./pages/ManagedPage.tsx')),
  blogList: lazyPage(() => import('./pages/journal/BlogList.tsx')),
  blogDetail: lazyPage(() => import('./pages/journal/BlogDetail.tsx')),
  vlogList: lazyPage(() => import('./pages/journal/VlogList.tsx')),
  pressDetail: lazyPage(() => import('./pages/press/PressDetail.tsx')),
  homeV1: lazyPage(() => import('./pages/static/HomeV1.tsx')),
  partners: lazyPage(() => import('./pages/static/Partners.tsx')),
  events: lazyPage(() => import('./pages/static/Events.tsx')),
  privacy: lazyPage(() => import('./pages/static/PrivacyPolicy.tsx')),
  terms: lazyPage(() => import('./pages/static/TermsOfService.tsx')),
  cookies: lazyPage(() => import('./pages/static/CookieSettings.tsx')),
  feedback: lazyPage(() => import('./pages/static/Feedback.tsx')),
}

/** The coming-soon page: only visitors the gate stops need it (its form and password dialog). */
export const COMING_SOON: LazyPage<{ onAccessGranted: () => Promise<void> }> = lazyPage(() => import('./pages/ComingSoon.tsx'))

/** Loads the screen of a route, and the chunks of a page's blocks (before rendering on the server, before hydrating). */
export async function preloadRoute(match: RouteMatch | null, route?: RouteData): Promise<void> {
  if (!match) return
  // The registry (and the generic section components) come with the managed pages' chunk, not the entry.
  const sections = match.kind === 'page' && route?.kind === 'page' ? route.page?.sections : undefined
  const blocks = sections ? import('./sections/registry.ts').then((r) => r.loadBlocks(sections)) : undefined
  await Promise.all([PAGES[match.kind].preload(), blocks])
}
