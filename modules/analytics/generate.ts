/**
 * Realistic analytics data for demos and for the P5 benchmark (issues 9 and 32): exactly `views` page
 * views over the `days` days ending with `end`, made by PostgreSQL itself in the raw tables
 * (generate_series; ten million in under two minutes here) and then rolled up by the caller
 * (AnalyticsService.rebuild). Deterministic for a seed (setseed, in one transaction).
 *
 * The shape of a real marketing site: traffic grows over the year and dips at weekends; a visit has
 * 1 to 12 views (about 45% bounce) 10 s to 3 min apart; pages follow a long tail (home, the
 * journal, a hundred posts); half the visits come direct, the rest from search, social and press;
 * most visitors are on a desktop or a phone. Some visitors come back the same day.
 *
 * CLI: `npm run analytics:generate -- --views=1000000 --days=365 [--reset]` on the configured
 * database (DATABASE_URL, else the embedded one), after migrating it.
 */
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

/** The mean views of a visit under the distribution below (45% one view, else 2 + an exponential tail up to 12), measured. */
const MEAN_VIEWS_PER_VISIT = 2.5

/** Thresholds in [0, 1) that split a weighted list for width_bucket(random(), thresholds): bucket k is item k + 1. */
function thresholds<T>(items: Weighted<T>): { names: T[]; bounds: number[] } {
  const total = items.reduce((n, [, w]) => n + w, 0)
  let sum = 0
  const bounds = items.slice(0, -1).map(([, w]) => (sum += w) / total)
  return { names: items.map(([item]) => item), bounds }
}

/**
 * Writes the data; returns how many page views and visits it wrote. The rows are made inside
 * PostgreSQL (generate_series, one statement for the visits and one for their views, in one
 * transaction seeded with setseed) rather than sent from here, on PGlite as on a server: ten million
 * views with their rollups in about 100 s instead of over 3 minutes (issue 32, P5; decision 0060).
 */
export async function generateAnalytics(db: Kysely<AnalyticsTables>, opts: GenerateOptions, progress: (line: string) => void = () => {}): Promise<{ views: number; visits: number; from: string; to: string }> {
  const seed = opts.seed ?? 2026
  const rnd = seededRandom(seed)
  const end = opts.end ?? new Date()
  const to = utcDay(end)
  const from = addDays(to, -(opts.days - 1))
  const weights = dayWeights(from, opts.days, rnd)
  const weightSum = weights.reduce((a, b) => a + b, 0)
  const days = weights.map((_, d) => addDays(from, d))
  const visitsByDay = weights.map((w) => Math.max(0, Math.round((opts.views * w) / weightSum / MEAN_VIEWS_PER_VISIT)))
  const pagesPick = thresholds(pages())
  const sourcePick = thresholds(SOURCES)
  const devicePick = thresholds(DEVICES)
  const pick = (p: { names: string[]; bounds: number[] }, r: string) =>
    sql`(${p.names}::text[])[1 + width_bucket(${sql.raw(r)}, ${p.bounds}::float8[])]`

  return db.transaction().execute(async (tx) => {
    // random() from here on is the same sequence for the same seed (this transaction's connection).
    await sql`select setseed(${(seed % 1_000_003) / 1_000_003})`.execute(tx)
    // Millions of rows take longer than a request's statement limit (core/db.ts).
    await sql`set local statement_timeout = 0`.execute(tx)
    const before = Number((await sql<{ id: string | null }>`select max(id) as id from analytics_visits`.execute(tx)).rows[0]?.id ?? 0)
    // Loading more rows than a table holds: its secondary indexes and foreign keys are built again
    // once after the load, which is several times faster than keeping them up to date row by row.
    const restore = [await setAside(tx, 'analytics_visits', opts.views / MEAN_VIEWS_PER_VISIT), await setAside(tx, 'analytics_page_views', opts.views)]
    // Visits: busier in the day than at night (UTC, for a European audience); about one in six is
    // someone already seen that day (the same hashed id as an earlier visit of the day); 10 s to
    // 2.5 min between views; none after `end`.
    await sql`insert into analytics_visits (visitor_id, day, started_at, last_seen_at, views, entry_path, source, device)
      select substr(md5(${String(seed)} || ':' || g.day || ':' || (case when g.i > 1 and g.back < 0.16 then 1 + floor(g.which * least(g.i - 1, 500))::int else g.i end)), 1, 22),
        g.day, g.started, g.started + (g.views - 1) * g.gap, g.views, ${pick(pagesPick, 'g.entry')}, ${pick(sourcePick, 'g.src')}, ${pick(devicePick, 'g.dev')}
      from (
        select x.*, case when x.at_hour > ${end}::timestamptz - interval '30 minutes'
            then x.day_start + x.late * greatest(interval '1 second', ${end}::timestamptz - interval '30 minutes' - x.day_start)
            else x.at_hour end as started
        from (
          select d.day, d.day::timestamptz as day_start, i,
            case when random() < 0.45 then 1 else 2 + (floor(-ln(1 - random()) * 2.2))::int % 11 end as views,
            d.day::timestamptz + make_interval(hours => least(23, greatest(0, round(13 + (random() + random() + random() - 1.5) * 8)))::int, secs => random() * 3600) as at_hour,
            make_interval(secs => 10 + floor(random() * 140)) as gap,
            random() as back, random() as which, random() as entry, random() as src, random() as dev, random() as late
          from unnest(${days}::date[], ${visitsByDay}::int[]) as d(day, visits) cross join lateral generate_series(1, d.visits) as i
        ) x
      ) g`.execute(tx)
    // Exactly the views asked for: a view more or less for as many visits as the draw missed by.
    const counted = async () => Number((await sql<{ n: string | null }>`select sum(views) as n from analytics_visits where id > ${before}`.execute(tx)).rows[0]?.n ?? 0)
    for (let total = await counted(), tries = 0; total !== opts.views && tries < 5; total = await counted(), tries++) {
      const off = opts.views - total
      if (off < 0)
        await sql`update analytics_visits set views = views - 1, last_seen_at = started_at + (last_seen_at - started_at) * (views - 2) / (views - 1)
          where id in (select id from analytics_visits where id > ${before} and views > 1 order by id limit ${-off})`.execute(tx)
      else
        await sql`update analytics_visits set views = views + 1, last_seen_at = last_seen_at + case when views = 1 then interval '40 seconds' else (last_seen_at - started_at) / (views - 1) end
          where id in (select id from analytics_visits where id > ${before} and views < 12 and day < ${to}::date order by id limit ${off})`.execute(tx)
    }
    const visits = Number((await sql<{ n: string }>`select count(*) as n from analytics_visits where id > ${before}`.execute(tx)).rows[0].n)
    progress(`${visits.toLocaleString('en')} visits`)
    // Their views, evenly apart within the visit: the first at the entry page, the rest along the site's long tail.
    await sql`insert into analytics_page_views (visit_id, at, path)
      select v.id, v.started_at + (k - 1) * (v.last_seen_at - v.started_at) / greatest(1, v.views - 1),
        case when k = 1 then v.entry_path else ${pick(pagesPick, 'random()')} end
      from analytics_visits v cross join lateral generate_series(1, v.views) as k
      where v.id > ${before}`.execute(tx)
    for (const again of restore) await again()
    progress(`${opts.views.toLocaleString('en')} page views, ${visits.toLocaleString('en')} visits`)
    return { views: opts.views, visits, from, to }
  })
}

/**
 * When `adding` rows outnumber those `table` holds, drops its secondary indexes and foreign keys
 * (its primary key stays); returns what creates them again, exactly as PostgreSQL describes them
 * (pg_indexes, pg_get_constraintdef), so the migrations stay the one place they are written.
 */
async function setAside(tx: Kysely<AnalyticsTables>, table: string, adding: number): Promise<() => Promise<void>> {
  const held = Number((await sql<{ n: string }>`select count(*) as n from (select 1 from ${sql.table(table)} limit ${Math.ceil(adding)}) t`.execute(tx)).rows[0].n)
  if (held >= adding) return async () => {}
  const keys = (await sql<{ name: string; definition: string }>`select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint where conrelid = ${table}::regclass and contype = 'f'`.execute(tx)).rows
  const indexes = (
    await sql<{ name: string; definition: string }>`select indexname as name, indexdef as definition from pg_indexes
      where schemaname = current_schema() and tablename = ${table} and indexname not in (select conname from pg_constraint where conrelid = ${table}::regclass)`.execute(tx)
  ).rows
  for (const key of keys) await sql`alter table ${sql.table(table)} drop constraint ${sql.id(key.name)}`.execute(tx)
  for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(tx)
  return async () => {
    for (const index of indexes) await sql.raw(index.definition).execute(tx)
    for (const key of keys) await sql`alter table ${sql.table(table)} add constraint ${sql.id(key.name)} ${sql.raw(key.definition)}`.execute(tx)
  }
}

/** Deletes every analytics row (views, visits, rollups, salts). */
export async function resetAnalytics(db: Kysely<AnalyticsTables>): Promise<void> {
  await sql`truncate analytics_page_views, analytics_visits, analytics_daily, analytics_daily_pages, analytics_daily_sources, analytics_daily_devices, analytics_salts`.execute(db)
}
