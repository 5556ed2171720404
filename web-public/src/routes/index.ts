/**
 * The public app's view of the route table (shared/routes/, the one table): matching, and the
 * screen part of each kind (./screens.ts). Server parts are in ./server/ (server code only).
 */
import type { PublicPageData } from '../../../shared/ssr.ts'
import type { RouteData } from './screens.ts'

export { ROUTES, canonicalPath, matchOf, matchRoute, PUBLIC_PATHS, type RouteKind, type RouteMatch } from '../../../shared/routes/index.ts'
export { preloadRoute, screenOf, type RouteData } from './screens.ts'

/** PublicPageData plus the data of the screen (absent for screens that need none). */
export type PageData = PublicPageData & { route?: RouteData }
