/**
 * The code-split screens (each its own chunk, so `/` never downloads them). ROUTE_MODULES and
 * COMING_SOON_MODULE in lib/routes.ts name the same files for the server's <link> tags;
 * journal.test.ts checks they agree.
 */
import { lazyPage, type LazyPage } from './lib/lazy-page.tsx'
import type { RouteKind, RouteMatch } from './lib/routes.ts'

export const PAGES: Record<RouteKind, LazyPage> = {
  journal: lazyPage(() => import('./pages/journal/JournalLanding.tsx')),
  blogList: lazyPage(() => import('./pages/journal/BlogList.tsx')),
  blogDetail: lazyPage(() => import('./pages/journal/BlogDetail.tsx')),
  vlogList: lazyPage(() => import('./pages/journal/VlogList.tsx')),
}

/** The coming-soon page: only visitors the gate stops need it (its form and password dialog). */
export const COMING_SOON: LazyPage<{ onAccessGranted: () => Promise<void> }> = lazyPage(() => import('./pages/ComingSoon.tsx'))

/** Loads the screen of a route (before rendering on the server, before hydrating in the browser). */
export function preloadRoute(match: RouteMatch | null): Promise<void> {
  return match ? PAGES[match.kind].preload() : Promise.resolve()
}
