/**
 * Sessionisation: how a batch of page views becomes visits and rollup deltas. Pure (no database):
 * the ingest writes what `planBatch` returns, in one transaction, under a lock that makes batches
 * from every instance take turns, so `known` (each visitor's latest stored visit) is current.
 *
 * Rules (modules/analytics/README.md):
 * - A view continues its visitor's latest visit when it comes at most VISIT_TIMEOUT_MS after that
 *   visit's last view (a view that arrives late, before the last one, also continues it); otherwise
 *   it starts a new visit, which takes the view's source, device and page.
 * - A visit's duration is its last view's time minus its first; bounces are visits of one view.
 * - Visit figures (visits, visitors, bounces, duration, source, device) belong to the day the visit
 *   started; page views to the day of the view.
 * - A visitor counts once per day: the visitor id rotates daily, so unique visitors over a range are
 *   the sum of each day's.
 */
import type { Device } from './classify.ts'
import { utcDay } from './classify.ts'

export const VISIT_TIMEOUT_MS = 30 * 60_000

export interface View {
  visitorId: string
  at: Date
  path: string
  source: string
  device: Device
}

/** A visitor's latest visit as stored. */
export interface KnownVisit {
  id: number
  visitorId: string
  day: string
  startedAt: Date
  lastSeenAt: Date
  views: number
}

export interface NewVisit {
  /** Index into `newVisits`, until the database gives it an id. */
  key: number
  visitorId: string
  day: string
  startedAt: Date
  lastSeenAt: Date
  views: number
  entryPath: string
  source: string
  device: Device
}

export interface DailyDelta {
  page_views: number
  visits: number
  visitors: number
  bounces: number
  duration_ms: number
}

export interface BatchPlan {
  newVisits: NewVisit[]
  /** Stored visits the batch continued: their new last view and view count. */
  continued: Array<{ id: number; lastSeenAt: Date; views: number }>
  pageViews: Array<{ visit: { id: number } | { key: number }; at: Date; path: string }>
  daily: Map<string, DailyDelta>
  /** Keyed by day, then page / source / device. */
  pages: Map<string, Map<string, number>>
  sources: Map<string, Map<string, number>>
  devices: Map<string, Map<string, number>>
}

type Open = { stored: KnownVisit; key?: undefined } | { stored?: undefined; key: number }

const bump = (m: Map<string, Map<string, number>>, day: string, name: string) => {
  let inner = m.get(day)
  if (!inner) m.set(day, (inner = new Map()))
  inner.set(name, (inner.get(name) ?? 0) + 1)
}

export function planBatch(views: readonly View[], known: ReadonlyMap<string, KnownVisit>): BatchPlan {
  const plan: BatchPlan = { newVisits: [], continued: [], pageViews: [], daily: new Map(), pages: new Map(), sources: new Map(), devices: new Map() }
  const daily = (day: string) => {
    let d = plan.daily.get(day)
    if (!d) plan.daily.set(day, (d = { page_views: 0, visits: 0, visitors: 0, bounces: 0, duration_ms: 0 }))
    return d
  }
  // Each visitor's latest visit so far (stored, or started in this batch), and the days they were counted on.
  const current = new Map<string, { day: string; startedAt: Date; lastSeenAt: Date; views: number; ref: Open }>()
  const countedDays = new Map<string, Set<string>>()
  for (const [visitorId, v] of known) {
    current.set(visitorId, { day: v.day, startedAt: v.startedAt, lastSeenAt: v.lastSeenAt, views: v.views, ref: { stored: v } })
    countedDays.set(visitorId, new Set([v.day]))
  }
  const continuedStored = new Map<number, { id: number; lastSeenAt: Date; views: number }>()

  const sorted = [...views].sort((a, b) => a.at.getTime() - b.at.getTime())
  for (const view of sorted) {
    const at = view.at.getTime()
    const open = current.get(view.visitorId)
    if (open && at - open.lastSeenAt.getTime() <= VISIT_TIMEOUT_MS) {
      const d = daily(open.day)
      if (open.views === 1) d.bounces -= 1
      const gain = Math.max(0, at - open.lastSeenAt.getTime())
      d.duration_ms += gain
      open.views += 1
      if (gain > 0) open.lastSeenAt = view.at
      if (open.ref.stored) {
        continuedStored.set(open.ref.stored.id, { id: open.ref.stored.id, lastSeenAt: open.lastSeenAt, views: open.views })
        plan.pageViews.push({ visit: { id: open.ref.stored.id }, at: view.at, path: view.path })
      } else {
        const visit = plan.newVisits[open.ref.key]
        visit.views = open.views
        visit.lastSeenAt = open.lastSeenAt
        plan.pageViews.push({ visit: { key: open.ref.key }, at: view.at, path: view.path })
      }
    } else {
      const day = utcDay(at)
      const key = plan.newVisits.length
      plan.newVisits.push({ key, visitorId: view.visitorId, day, startedAt: view.at, lastSeenAt: view.at, views: 1, entryPath: view.path, source: view.source, device: view.device })
      current.set(view.visitorId, { day, startedAt: view.at, lastSeenAt: view.at, views: 1, ref: { key } })
      const d = daily(day)
      d.visits += 1
      d.bounces += 1
      let days = countedDays.get(view.visitorId)
      if (!days) countedDays.set(view.visitorId, (days = new Set()))
      if (!days.has(day)) {
        days.add(day)
        d.visitors += 1
      }
      bump(plan.sources, day, view.source)
      bump(plan.devices, day, view.device)
      plan.pageViews.push({ visit: { key }, at: view.at, path: view.path })
    }
    const viewDay = utcDay(at)
    daily(viewDay).page_views += 1
    bump(plan.pages, viewDay, view.path)
  }
  plan.continued = [...continuedStored.values()]
  return plan
}
