/**
 * analytics: cookieless page-view collection and the visitor reports (issue 9; admin-area §2
 * Analytics, §3 Analytics response, §7, §8, §9). Definitions of every number: README.md here.
 * Owns: tables analytics_salts, analytics_visits, analytics_page_views and the analytics_daily*
 * rollups (migration 2026-11-25-02-analytics), analytics_incoming (accepted views not yet counted,
 * 2026-12-02-01-analytics-incoming).
 * Exposes: app.analytics (AnalyticsService: record, flush, report, summary, liveVisitors, rebuild);
 * POST /api/public/analytics/collect (the tracker's beacon, web-public/src/lib/page-views.ts);
 * GET /api/cms/analytics?range=7|30|90|365.
 * Options (tests, bench): `ingest` (the largest batch, the queue's bound), `now` (the clock), and
 * `collectPerMinute` (the per-IP budget of the beacon).
 * Depends on: core (db, errors, config, changes), auth (request.admin: staff views are not counted;
 * permissions), pages and the served content types (blog posts among them) (their change topics: when the published
 * addresses may have changed, public-paths.ts).
 */
import fp from 'fastify-plugin'
import type { FastifyPluginAsync } from 'fastify'
import type { Kysely } from 'kysely'
import { cmsRoutes } from './cms-routes.ts'
import { collectRoute } from './collect-route.ts'
import { PublicPaths } from './public-paths.ts'
import { SERVED_TYPES } from '../../shared/content-types/served-types.ts'
import { PAGES_TOPIC } from '../pages/service.ts'
import { AnalyticsService, DEFAULT_INGEST, type IngestOptions } from './service.ts'
import type { AnalyticsTables } from './tables.ts'

export { AnalyticsService, DEFAULT_INGEST } from './service.ts'
export { COLLECT_PER_MINUTE } from './collect-route.ts'

declare module 'fastify' {
  interface FastifyInstance {
    analytics: AnalyticsService
  }
}

export interface AnalyticsOptions {
  ingest?: Partial<IngestOptions>
  now?: () => Date
  collectPerMinute?: number
}

const analyticsPlugin: FastifyPluginAsync<AnalyticsOptions> = async (app, opts) => {
  const service = new AnalyticsService(app.db as Kysely<AnalyticsTables>, app.log, { ...DEFAULT_INGEST, ...opts.ingest }, opts.now)
  app.decorate('analytics', service)
  // onClose hooks run last-registered first, so this writes what waits before core closes the pool.
  app.addHook('onClose', async () => service.close())
  // Views count only for pages that exist: what the public routes list in the sitemap (a module
  // that is not registered lists nothing). A served type's topic is its name (modules/content-types).
  const publicPaths = new PublicPaths(app.publicPages, app.changes, [PAGES_TOPIC, ...SERVED_TYPES.map((t) => t.type)])
  await app.register(collectRoute, { perMinute: opts.collectPerMinute, publicPaths })
  await app.register(cmsRoutes)
}

export const analytics = fp(analyticsPlugin, { name: 'analytics', dependencies: ['core', 'auth', 'media'], fastify: '5.x' })
