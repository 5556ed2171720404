/**
 * Helpers for the analytics tests: the module with what it needs (core, auth, and blogs and media
 * for the published slugs, with settings and gate under them; the gate switched off) with a
 * settable clock, and views made by hand.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { sql } from 'kysely'
import { auth } from '../auth/index.ts'
import { gate } from '../gate/index.ts'
import { media } from '../media/index.ts'
import { contentTypes } from '../content-types/index.ts'
import { settings } from '../settings/index.ts'
import { createTestApp, type TestAppOptions } from '../core/testing.ts'
import type { Device } from './classify.ts'
import { analytics, type AnalyticsOptions } from './index.ts'
import type { IncomingView } from './service.ts'

/** A clock a test moves by hand. */
export function testClock(start: string) {
  let now = new Date(start)
  return {
    now: () => now,
    set: (at: string | Date) => {
      now = new Date(at)
    },
  }
}

export const analyticsWith = (opts: AnalyticsOptions): FastifyPluginAsync =>
  Object.assign(async (app: FastifyInstance) => app.register(analytics, opts), { [Symbol.for('skip-override')]: true })

/** The modules analytics depends on, in order (the dashboard's tests use them too). */
export const analyticsDependencies: FastifyPluginAsync[] = [auth, settings, gate, media, contentTypes]

/** core + analytics and its dependencies on a fresh database, site gate off; batches are written only when the test flushes (or at 10,000). */
export async function analyticsApp(opts: AnalyticsOptions = {}, extra: FastifyPluginAsync[] = [], appOpts: TestAppOptions = {}) {
  const app = await createTestApp([...analyticsDependencies, ...extra, analyticsWith({ ingest: { batchSize: 10_000, maxQueued: 100_000 }, ...opts })], appOpts)
  await app.settings.update({ password_protection_enabled: '0' }, null)
  return app
}

export const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
export const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
export const TABLET_UA = 'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1'

/** A view of `who` (an IP address) at `at`. */
export const view = (who: string, at: string, path = '/', over: Partial<IncomingView> = {}): IncomingView => ({
  at: new Date(at),
  ip: who,
  userAgent: DESKTOP_UA,
  path,
  source: 'Direct',
  device: 'desktop' as Device,
  ...over,
})

/** Every rollup row, sorted, for comparing ingestion's deltas with a rebuild from the raw rows. */
export async function rollups(app: FastifyInstance) {
  const read = async (q: ReturnType<typeof sql>) => (await q.execute(app.db)).rows
  return {
    daily: await read(sql`select day::text, page_views::int, visits::int, visitors::int, bounces::int, duration_ms::bigint::text as duration_ms from analytics_daily where page_views <> 0 or visits <> 0 order by day`),
    pages: await read(sql`select day::text, path, views::int from analytics_daily_pages where views <> 0 order by day, path`),
    sources: await read(sql`select day::text, source, visits::int from analytics_daily_sources where visits <> 0 order by day, source`),
    devices: await read(sql`select day::text, device, visits::int from analytics_daily_devices where visits <> 0 order by day, device`),
  }
}
