/**
 * Realistic analytics data for demos and for the P5 benchmark (issue 9): `views` page views over the
 * `days` days ending with `end`, written straight into the raw tables and then rolled up
 * (AnalyticsService.rebuild). Deterministic for a seed.
 *
 * The shape of a real marketing site: traffic grows over the year and dips at weekends; a visit has
 * 1 to 12 views (about 45% bounce) 10 s to 3 min apart; pages follow a long tail (home, the
 * journal, a hundred posts); half the visits come direct, the rest from search, social and press;
 * most visitors are on a desktop or a phone. Some visitors come back the same day.
 *
 * CLI: `npm run analytics:generate -- --views=1000000 --days=365 [--reset]` on the configured
 * database (DATABASE_URL, else the embedded one), after migrating it.
 */
import { randomBytes } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import { seededRandom } from '../../shared/seeded-random.ts'
import { addDays, utcDay, type Device } from './classify.ts'
import type { AnalyticsTables } from './tables.ts'

export interface GenerateOptions {
  views: number
  days: number
  /** The last day's moment (default now): views are spread over the `days` days ending with its day. */
  end?: Date
  seed?: number
}

type Weighted<T> = Array<[T, number]>
function picker<T>(items: Weighted<T>, rnd: () => number) {
  const total = items.reduce((n, [, w]) => n + w, 0)
  const cumulative = items.map(([item, w], i) => [item, items.slice(0, i + 1).reduce((n, [, x]) => n + x, 0) / total] as const)
  return () => {
    const r = rnd()
    return (cumulative.find(([, c]) => r < c) ?? cumulative[cumulative.length - 1])[0]
  }
}

const SOURCES: Weighted<string> = [
  ['Direct', 46], ['google.com', 24], ['linkedin.com', 9], ['youtube.com', 6], ['bing.com', 3], ['x.com', 3],
  ['instagram.com', 2.5], ['facebook.com', 2], ['electrek.co', 1.5], ['techcrunch.com', 1], ['duckduckgo.com', 1], ['news.ycombinator.com', 1],
]
const DEVICES: Weighted<Device> = [['desktop', 52], ['mobile', 41], ['tablet', 7]]
const TOPICS = ['battery', 'charging', 'design', 'city', 'range', 'safety', 'software', 'factory', 'partners', 'people']

/** The site's pages with their popularity: a long tail of posts behind the main pages. */
function pages(): Weighted<string> {
  const main: Weighted<string> = [
    ['/', 30], ['/journal', 8], ['/journal/blogs', 7], ['/hyperbuilt', 6], ['/about', 5], ['/media', 3], ['/careers', 3.5],
    ['/contact', 3], ['/journal/vlogs', 3], ['/hyperbuilt/reality', 2], ['/hyperbuilt/podcast', 1.5], ['/privacy-policy', 0.4],
  ]
  const posts: Weighted<string> = Array.from({ length: 100 }, (_, i) => [`/journal/blogs/${TOPICS[i % TOPICS.length]}-notes-${i + 1}`, 6 / (i + 2)])
  return [...main, ...posts]
}

/** How many views each day gets: growth over the range, quieter weekends, some noise. */
function dayWeights(first: string, days: number, rnd: () => number): number[] {
  return Array.from({ length: days }, (_, i) => {
    const weekday = new Date(`${addDays(first, i)}T00:00:00Z`).getUTCDay()
    const weekend = weekday === 0 || weekday === 6 ? 0.7 : 1
    return (0.6 + (0.8 * i) / Math.max(1, days - 1)) * weekend * (0.85 + 0.3 * rnd())
  })
}

interface Visit {
  id: number
  visitor: string
  day: string
  start: number
  last: number
  views: number
  entry: string
  source: string
  device: Device
}

const CHUNK = 20_000

/** Writes the data; returns how many page views and visits it wrote. */
export async function generateAnalytics(db: Kysely<AnalyticsTables>, opts: GenerateOptions, progress: (line: string) => void = () => {}): Promise<{ views: number; visits: number; from: string; to: string }> {
  const rnd = seededRandom(opts.seed ?? 2026)
  const to = utcDay(opts.end ?? new Date())
  const from = addDays(to, -(opts.days - 1))
  const weights = dayWeights(from, opts.days, rnd)
  const weightSum = weights.reduce((a, b) => a + b, 0)
  const page = picker(pages(), rnd)
  const source = picker(SOURCES, rnd)
  const device = picker(DEVICES, rnd)
  const endMs = (opts.end ?? new Date()).getTime()

  let visits: Visit[] = []
  let views: Array<{ visit: number; at: number; path: string }> = []
  let written = { views: 0, visits: 0 }

  async function write() {
    if (views.length === 0) return
    const ids = (await sql<{ id: string | number }>`select nextval(pg_get_serial_sequence('analytics_visits', 'id')) as id from generate_series(1, ${visits.length})`.execute(db)).rows.map((r) => Number(r.id))
    const iso = (ms: number) => new Date(ms).toISOString()
    await sql`insert into analytics_visits (id, visitor_id, day, started_at, last_seen_at, views, entry_path, source, device)
      select * from unnest(${ids}::bigint[], ${visits.map((v) => v.visitor)}::text[], ${visits.map((v) => v.day)}::date[],
        ${visits.map((v) => iso(v.start))}::timestamptz[], ${visits.map((v) => iso(v.last))}::timestamptz[], ${visits.map((v) => v.views)}::int[],
        ${visits.map((v) => v.entry)}::text[], ${visits.map((v) => v.source)}::text[], ${visits.map((v) => v.device)}::text[])`.execute(db)
    await sql`insert into analytics_page_views (visit_id, at, path)
      select * from unnest(${views.map((p) => ids[p.visit])}::bigint[], ${views.map((p) => iso(p.at))}::timestamptz[], ${views.map((p) => p.path)}::text[])`.execute(db)
    written = { views: written.views + views.length, visits: written.visits + visits.length }
    visits = []
    views = []
    progress(`${written.views.toLocaleString('en')} page views, ${written.visits.toLocaleString('en')} visits`)
  }

  for (let d = 0; d < opts.days; d++) {
    const day = addDays(from, d)
    const dayStart = Date.parse(`${day}T00:00:00Z`)
    let left = Math.round((opts.views * weights[d]) / weightSum)
    if (d === opts.days - 1) left = Math.max(0, opts.views - written.views - views.length)
    const returning: string[] = []
    while (left > 0) {
      // About one visit in six is someone already seen that day.
      const visitor = returning.length > 0 && rnd() < 0.16 ? returning[Math.floor(rnd() * returning.length)] : randomBytes(16).toString('base64url').slice(0, 22)
      if (returning.length < 500) returning.push(visitor)
      const count = Math.min(left, rnd() < 0.45 ? 1 : 2 + Math.floor(-Math.log(1 - rnd()) * 2.2) % 11)
      // Busier in the day than at night (UTC, for a European audience).
      const hour = Math.min(23, Math.max(0, Math.round(13 + (rnd() + rnd() + rnd() - 1.5) * 8)))
      let at = dayStart + hour * 3_600_000 + Math.floor(rnd() * 3_600_000)
      if (at > endMs) at = dayStart + Math.floor(rnd() * Math.max(1, endMs - 30 * 60_000 - dayStart))
      const key = visits.length
      const entry = page()
      const visit: Visit = { id: 0, visitor, day: utcDay(at), start: at, last: at, views: count, entry, source: source(), device: device() }
      visits.push(visit)
      views.push({ visit: key, at, path: entry })
      let made = 1
      for (; made < count; made++) {
        const next = at + 10_000 + Math.floor(rnd() * 170_000)
        if (next > endMs) break
        at = next
        views.push({ visit: key, at, path: page() })
      }
      visit.views = made
      visit.last = at
      left -= made
      if (views.length >= CHUNK) await write()
    }
  }
  await write()
  return { ...written, from, to }
}

/** Deletes every analytics row (views, visits, rollups, salts). */
export async function resetAnalytics(db: Kysely<AnalyticsTables>): Promise<void> {
  await sql`truncate analytics_page_views, analytics_visits, analytics_daily, analytics_daily_pages, analytics_daily_sources, analytics_daily_devices, analytics_salts`.execute(db)
}
