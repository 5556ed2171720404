/**
 * The server part of every public route, by kind (server code only: entry-server.tsx, plugin.ts,
 * page-route.ts, sitemap.ts, route-data-api.ts; never a module the browser loads, which
 * routes.test.ts checks). One line a route; a kind of the table without one does not compile.
 */
import type { RouteKind, RouteMatch } from '../../../../shared/routes/index.ts'
import type { ServedDetailKind, ServedListKind } from '../../../../shared/routes/served.ts'
import type { RouteServer } from '../define.ts'
import type { RouteData } from '../screens.ts'
import { blogDetailServer } from './blog-detail.ts'
import { blogListServer, vlogListServer } from './journal-list.ts'
import { pageServer } from './page.ts'
import { SERVED_SERVERS } from './served.ts'
import { STATIC_SERVERS } from './static.ts'

const SERVERS = {
  page: pageServer,
  blogList: blogListServer,
  vlogList: vlogListServer,
  blogDetail: blogDetailServer,
  ...STATIC_SERVERS,
} satisfies { [K in Exclude<RouteKind, ServedListKind | ServedDetailKind>]: unknown }

/** A server part as the generic code handles it. */
export type AnyServer = RouteServer<RouteMatch, RouteData>

/** The server part of a route's kind (undefined for a kind this build does not know). */
export const serverOf = (kind: string): AnyServer | undefined => ((SERVERS as Record<string, unknown>)[kind] ?? SERVED_SERVERS[kind]) as AnyServer | undefined
