/**
 * The analytics service: takes page views from the collection route, writes them in batches, and
 * answers the reports. Views wait in memory at most `flushIntervalMs` (or until `batchSize` are
 * waiting) and are then written in one transaction; a batch that fails is put back and retried, and
 * closing the app writes what is waiting. The queue is bounded: when the database cannot keep up,
 * views beyond `maxQueued` are dropped and counted, rather than taking the process's memory.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { ANALYTICS_TOP_LIMIT, DASHBOARD_RANGE_DAYS, LIVE_WINDOW_MINUTES, type AnalyticsRange, type AnalyticsResponse } from '../../shared/api/analytics.ts'
import { addDays, utcDay, type Device } from './classify.ts'
import { deleteSaltsBefore, latestVisits, lockIngest, rebuildRollups, saltFor, top, totals, dailyRows, visitsSeenSince, writeBatch, type AnalyticsDb, type Totals } from './queries.ts'
import { planBatch, type View } from './sessionise.ts'

/** A counted view as the route hands it over: who (IP and user agent, hashed at write time), when, what. */
export interface IncomingView {
  at: Date
  ip: string
  userAgent: string
  path: string
  source: string
  device: Device
}

export interface IngestOptions {
  /** Longest wait of a view before it is written (ms). */
  flushIntervalMs: number
  /** A batch is written as soon as this many views wait. */
  batchSize: number
  /** Views kept waiting at most; more are dropped (and counted in `stats().dropped`). */
  maxQueued: number
}

export const DEFAULT_INGEST: IngestOptions = { flushIntervalMs: 1000, batchSize: 2000, maxQueued: 100_000 }

const round1 = (n: number) => Math.round(n * 10) / 10
const percentOf = (part: number, whole: number) => (whole > 0 ? round1((part / whole) * 100) : 0)
/** Percent change from `before` to `now`; null when there is nothing to compare with. */
export const change = (now: number, before: number): number | null => (before > 0 ? round1(((now - before) / before) * 100) : null)

const avgSeconds = (t: Totals) => (t.visits > 0 ? Math.round(t.durationMs / t.visits / 1000) : 0)
const bounceRate = (t: Totals) => percentOf(t.bounces, t.visits)

/** The `days` days ending with the day of `now` (UTC), and the same length before them. */
export function periods(days: number, now: Date) {
  const to = utcDay(now)
  const from = addDays(to, -(days - 1))
  return { from, to, previousFrom: addDays(from, -days), previousTo: addDays(from, -1) }
}

export class AnalyticsService {
  private queue: IncomingView[] = []
  private timer: NodeJS.Timeout | null = null
  private flushing: Promise<void> | null = null
  private dropped = 0
  private failures = 0
  private written = 0
  private readonly salts = new Map<string, string>()
  private closed = false

  constructor(
    private readonly db: AnalyticsDb,
    private readonly log: FastifyBaseLogger,
    private readonly ingest: IngestOptions = DEFAULT_INGEST,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The service's clock (a test's fixed one, else the real one): the time a view arriving now is counted at. */
  currentTime(): Date {
    return this.now()
  }

  /** Queues a view; false when it was dropped (queue full or closed). */
  record(view: IncomingView): boolean {
    if (this.closed || this.queue.length >= this.ingest.maxQueued) {
      this.dropped++
      return false
    }
    this.queue.push(view)
    if (this.queue.length >= this.ingest.batchSize) void this.flush()
    else this.timer ??= setTimeout(() => void this.flush(), this.ingest.flushIntervalMs)
    return true
  }

  stats() {
    return { queued: this.queue.length, written: this.written, dropped: this.dropped, failures: this.failures }
  }

  /**
   * Writes everything waiting, a batch at a time, and resolves once the queue is empty (or a batch
   * failed: it is put back, counted in `stats().failures`, and retried after flushIntervalMs).
   */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.flushing ??= this.drain().finally(() => {
      this.flushing = null
      if (this.queue.length > 0 && !this.closed) this.timer ??= setTimeout(() => void this.flush(), this.ingest.flushIntervalMs)
    })
    return this.flushing
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.ingest.batchSize)
      try {
        await this.writeViews(batch)
        this.written += batch.length
      } catch (err) {
        // Back in front, up to the bound; what does not fit is dropped and counted.
        const room = Math.max(0, this.ingest.maxQueued - this.queue.length)
        this.dropped += Math.max(0, batch.length - room)
        this.queue.unshift(...batch.slice(0, room))
        this.failures++
        this.log.error({ err, views: batch.length }, 'analytics: could not write a batch of page views; will retry')
        return
      }
    }
  }

  /** Stops taking views and writes those waiting (app close). */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    // A last try for what waits; a failing database must not hold the shutdown.
    for (let i = 0; i < 3 && (this.queue.length > 0 || this.flushing); i++) await this.flush()
    this.closed = true
    if (this.queue.length > 0) this.log.warn({ views: this.queue.length }, 'analytics: page views not written at shutdown')
  }

  private async visitorHasher(days: Set<string>, today: string) {
    for (const day of days) {
      if (this.salts.has(day)) continue
      this.salts.set(day, await saltFor(this.db, day, randomBytes(32).toString('base64')))
    }
    for (const day of this.salts.keys()) if (day < today && !days.has(day)) this.salts.delete(day)
    return (view: IncomingView) =>
      createHash('sha256').update(this.salts.get(utcDay(view.at))!).update('\0').update(view.ip).update('\0').update(view.userAgent).digest('base64url').slice(0, 22)
  }

  private async writeViews(batch: IncomingView[]): Promise<void> {
    const today = utcDay(this.now())
    const hash = await this.visitorHasher(new Set(batch.map((v) => utcDay(v.at))), today)
    const views: View[] = batch.map((v) => ({ visitorId: hash(v), at: v.at, path: v.path, source: v.source, device: v.device }))
    await this.db.transaction().execute(async (tx) => {
      await lockIngest(tx)
      const known = await latestVisits(tx, [...new Set(views.map((v) => v.visitorId))])
      await writeBatch(tx, planBatch(views, known))
    })
    // Yesterday's salt goes once nothing of yesterday is waiting: its hashes can never be linked to anyone again.
    if (!this.queue.some((v) => v.at.getTime() < Date.parse(`${today}T00:00:00Z`))) await deleteSaltsBefore(this.db, today)
  }

  /** The report of the `range` days ending today (UTC): admin-area §3 Analytics response, plus the real changes. */
  async report(range: AnalyticsRange): Promise<AnalyticsResponse> {
    const { from, to, previousFrom, previousTo } = periods(range, this.now())
    const [now, before, days, pages, sources, devices] = await Promise.all([
      totals(this.db, from, to),
      totals(this.db, previousFrom, previousTo),
      dailyRows(this.db, from, to),
      top(this.db, 'analytics_daily_pages', from, to, ANALYTICS_TOP_LIMIT),
      top(this.db, 'analytics_daily_sources', from, to, ANALYTICS_TOP_LIMIT),
      top(this.db, 'analytics_daily_devices', from, to, 3),
    ])
    const byDay = new Map(days.map((d) => [d.day, d.visitors]))
    const dailyVisitors: AnalyticsResponse['dailyVisitors'] = []
    if (now.pageViews > 0) for (let day = from; day <= to; day = addDays(day, 1)) dailyVisitors.push({ date: day, visitors: byDay.get(day) ?? 0 })
    const hadBefore = before.visits > 0
    return {
      totalVisitors: now.visits,
      uniqueVisitors: now.visitors,
      pageViews: now.pageViews,
      avgSessionDuration: avgSeconds(now),
      bounceRate: bounceRate(now),
      topPages: pages.map((p) => ({ page: p.name, views: p.count, percentage: percentOf(p.count, now.pageViews) })),
      dailyVisitors,
      deviceBreakdown: devices.map((d) => ({ device: d.name, count: d.count, percentage: percentOf(d.count, now.visits) })),
      referrers: sources.map((s) => ({ source: s.name, visits: s.count, percentage: percentOf(s.count, now.visits) })),
      changes: {
        totalVisitors: change(now.visits, before.visits),
        uniqueVisitors: change(now.visitors, before.visitors),
        pageViews: change(now.pageViews, before.pageViews),
        avgSessionDuration: hadBefore ? change(avgSeconds(now), avgSeconds(before)) : null,
        bounceRate: hadBefore ? change(bounceRate(now), bounceRate(before)) : null,
      },
      range,
      from,
      to,
    }
  }

  /** The Dashboard's visitor figures: visits and average visit length over the last 30 days. */
  async summary(days = DASHBOARD_RANGE_DAYS): Promise<{ visits: number; avgSessionDuration: number }> {
    const { from, to } = periods(days, this.now())
    const t = await totals(this.db, from, to)
    return { visits: t.visits, avgSessionDuration: avgSeconds(t) }
  }

  /** Visits with a view in the last LIVE_WINDOW_MINUTES minutes. */
  liveVisitors(): Promise<number> {
    return visitsSeenSince(this.db, new Date(this.now().getTime() - LIVE_WINDOW_MINUTES * 60_000))
  }

  /** Recomputes the rollups of [from, to] from the raw rows (modules/analytics/generate.ts uses it). */
  rebuild(from: string, to: string): Promise<void> {
    return this.db.transaction().execute(async (tx) => {
      await lockIngest(tx)
      await rebuildRollups(tx, from, to)
    })
  }
}
