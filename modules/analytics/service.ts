/**
 * The analytics service: takes page views from the collection route, writes them, and answers the
 * reports. A view is written before the visitor is told it was counted (a 2xx is a committed row,
 * issue 32), in two steps:
 * - **accepted**: the view, hashed (no address is kept), is one row of analytics_incoming, committed
 *   before the answer. The inserts are grouped, not delayed: one starts as soon as none is running,
 *   and the views that arrive meanwhile go together in the next (group commit). A batch that fails
 *   is not kept: its views were never acknowledged (the route answers 503).
 * - **counted**: batches of up to `batchSize` accepted rows are taken (deleted) from that table and
 *   written as visits, page views and rollup deltas in the same transaction, by whichever instance
 *   comes first (an advisory lock makes them take turns; rows another transaction holds are
 *   skipped). Accepted rows a killed instance left are counted by the next pass of any instance
 *   (every SWEEP_MS at the latest). Reports read what is counted: at most a moment behind.
 * Closing the app writes what is waiting. The in-memory queue is bounded: views beyond `maxQueued`
 * are refused and counted, rather than taking the process's memory.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { ANALYTICS_TOP_LIMIT, DASHBOARD_RANGE_DAYS, LIVE_WINDOW_MINUTES, type AnalyticsRange, type AnalyticsResponse } from '../../shared/api/analytics.ts'
import { addDays, utcDay, type Device } from './classify.ts'
import { deleteSaltsBefore, insertIncoming, latestVisits, lockIngest, rebuildRollups, saltFor, takeIncoming, top, totals, dailyRows, visitsSeenSince, writeBatch, type AnalyticsDb, type Totals } from './queries.ts'
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
  /** The most views one transaction writes. */
  batchSize: number
  /** Views kept waiting at most; more are dropped (and counted in `stats().dropped`). */
  maxQueued: number
}

export const DEFAULT_INGEST: IngestOptions = { batchSize: 2000, maxQueued: 100_000 }

/** How often an instance looks for accepted views that nobody counted (an instance was killed). */
const SWEEP_MS = 5_000

/** A view waiting for its write, and how to tell its sender whether it was written. */
interface Waiting {
  view: IncomingView
  settle: (written: boolean) => void
}

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
  private queue: Waiting[] = []
  /** A write is about to start (the views of this turn of the event loop go with it). */
  private scheduled = false
  private flushing: Promise<void> | null = null
  /** The pass that moves accepted views into visits and rollups, while one runs; `again`: rows came meanwhile. */
  private counting: Promise<void> | null = null
  private again = false
  private readonly sweep: NodeJS.Timeout
  private accepted = 0
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
  ) {
    this.sweep = setInterval(() => this.countSoon(), SWEEP_MS)
    this.sweep.unref()
  }

  /** The service's clock (a test's fixed one, else the real one): the time a view arriving now is counted at. */
  currentTime(): Date {
    return this.now()
  }

  /**
   * Queues a view for the next write; resolves true once it is committed, false when it was not
   * written (the queue is full, the app is closing, or its batch failed).
   */
  record(view: IncomingView): Promise<boolean> {
    if (this.closed || this.queue.length >= this.ingest.maxQueued) {
      this.dropped++
      return Promise.resolve(false)
    }
    return new Promise((settle) => {
      this.queue.push({ view, settle })
      this.writeSoon()
    })
  }

  /** A write at the end of this turn of the event loop, unless one runs (its drain takes what waits) or is due. */
  private writeSoon() {
    if (this.flushing || this.scheduled) return
    this.scheduled = true
    setImmediate(() => {
      this.scheduled = false
      // Only the write: each accepted batch starts its own counting pass (drain's countSoon).
      void this.accept()
    })
  }

  /** queued: waiting in memory; accepted: committed (answered 202); written: counted into visits and rollups by this instance. */
  stats() {
    return { queued: this.queue.length, accepted: this.accepted, written: this.written, dropped: this.dropped, failures: this.failures }
  }

  /**
   * Writes everything waiting and counts every accepted view (this instance's and any left behind),
   * then resolves: what reports and tests wait for.
   */
  async flush(): Promise<void> {
    while (this.queue.length > 0 || this.flushing) await this.accept()
    await this.countAll()
  }

  /** Accepts what waits, a batch at a time (views that arrive meanwhile included). */
  private accept(): Promise<void> {
    this.flushing ??= this.drain().finally(() => {
      this.flushing = null
      // A view queued after the drain's last look (in a microtask before this one) is not left waiting.
      if (this.queue.length > 0) this.writeSoon()
    })
    return this.flushing
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.ingest.batchSize)
      let written = false
      try {
        await this.acceptViews(batch.map((w) => w.view))
        this.accepted += batch.length
        written = true
      } catch (err) {
        this.failures++
        this.log.error({ err, views: batch.length }, 'analytics: could not write a batch of page views; they were not counted')
      }
      for (const w of batch) w.settle(written)
      if (written) this.countSoon()
    }
  }

  /** A counting pass soon (or another right after the one running). */
  private countSoon() {
    if (this.counting) {
      this.again = true
      return
    }
    void this.countAll().catch(() => {})
  }

  /** Counts accepted views until none is left; a failure is logged and left for the next pass (the rows stay). */
  private countAll(): Promise<void> {
    this.counting ??= (async () => {
      try {
        do {
          this.again = false
          while ((await this.countBatch()) > 0);
        } while (this.again)
      } catch (err) {
        this.failures++
        this.log.error({ err }, 'analytics: could not count accepted page views; the next pass will')
      }
    })().finally(() => {
      this.counting = null
    })
    return this.counting
  }

  /** Stops taking views and writes those waiting (app close). */
  async close(): Promise<void> {
    clearInterval(this.sweep)
    // What waits is written (a failing batch is answered as not written: nothing can hold the shutdown).
    while (this.queue.length > 0 || this.flushing) await this.accept()
    this.closed = true
    await this.countAll()
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

  /** Hashes a batch (the address leaves here) and commits it to analytics_incoming. */
  private async acceptViews(batch: IncomingView[]): Promise<void> {
    const today = utcDay(this.now())
    const hash = await this.visitorHasher(new Set(batch.map((v) => utcDay(v.at))), today)
    await insertIncoming(this.db, batch.map((v) => ({ visitorId: hash(v), at: v.at, path: v.path, source: v.source, device: v.device })))
    // Yesterday's salt goes once nothing of yesterday waits to be hashed: its hashes can never be linked to anyone again.
    if (!this.queue.some((w) => w.view.at.getTime() < Date.parse(`${today}T00:00:00Z`))) await deleteSaltsBefore(this.db, today)
  }

  /** Moves one batch of accepted views into visits, page views and rollups, in one transaction; how many it moved. */
  private async countBatch(): Promise<number> {
    return this.db.transaction().execute(async (tx) => {
      await lockIngest(tx)
      const views: View[] = await takeIncoming(tx, this.ingest.batchSize)
      if (!views.length) return 0
      const known = await latestVisits(tx, [...new Set(views.map((v) => v.visitorId))])
      await writeBatch(tx, planBatch(views, known))
      return views.length
    }).then((n) => {
      this.written += n
      return n
    })
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
