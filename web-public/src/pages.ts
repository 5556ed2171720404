/**
 * The code-split screens (each its own chunk, so `/` never downloads them). ROUTE_MODULES in
 * lib/routes.ts names the same files for the server's <link> tags; plugin.test.ts checks they agree.
 */
import { lazyPage, type LazyPage } from './lib/lazy-page.tsx'
import type { RouteKind, RouteMatch } from './lib/routes.ts'

export const PAGES: Record<RouteKind, LazyPage> = {
  journal: lazyPage(() => import('./pages/journal/JournalLanding.tsx')),
  blogList: lazyPage(() => import('./pages/journal/BlogList.tsx')),
  blogDetail: lazyPage(() => import('./pages/journal/BlogDetail.tsx')),
  vlogList: lazyPage(() => import('./pages/journal/VlogList.tsx')),
}

/** Loads the screen of a route (before rendering on the server, before hydrating in the browser). */
export function preloadRoute(match: RouteMatch | null): Promise<void> {
  return match ? PAGES[match.kind].preload() : Promise.resolve()
}
