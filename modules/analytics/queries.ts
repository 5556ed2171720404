/**
 * Kysely queries of the analytics tables only. Writing a batch (the raw rows and the rollup
 * deltas) happens in the caller's transaction; reports read the rollups. Days travel as
 * 'YYYY-MM-DD' text (`day::text`), so no driver turns them into a local-time Date.
 */
import { sql, type Kysely, type Transaction } from 'kysely'
import type { BatchPlan, KnownVisit, View } from './sessionise.ts'
import type { AnalyticsTables } from './tables.ts'

export type AnalyticsDb = Kysely<AnalyticsTables>
type Tx = Transaction<AnalyticsTables> | AnalyticsDb

/** Rows per multi-row statement: well under PostgreSQL's 65,535 parameters for the widest row (9). */
const CHUNK = 2000
function* chunks<T>(rows: readonly T[], size = CHUNK): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size)
}

/** Makes concurrent batches (of every instance) take turns; released when the transaction ends. */
export const lockIngest = (tx: Tx) => sql`select pg_advisory_xact_lock(hashtext('yerth.analytics.ingest'))`.execute(tx)

/** The salt of a UTC day, created (randomly, by whichever instance comes first) when missing. */
export async function saltFor(db: Tx, day: string, fresh: string): Promise<string> {
  await db.insertInto('analytics_salts').values({ day, salt: fresh }).onConflict((oc) => oc.column('day').doNothing()).execute()
  const row = await db.selectFrom('analytics_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow()
  return row.salt
}

/** Deletes the salts of days before `day`: their visitor hashes can never be recomputed. */
export async function deleteSaltsBefore(db: Tx, day: string): Promise<number> {
  const res = await db.deleteFrom('analytics_salts').where('day', '<', day).executeTakeFirst()
  return Number(res.numDeletedRows)
}

/** Views acknowledged now: one insert of arrays (unnest), committed on its own (the 202 waits for it). */
export async function insertIncoming(db: Tx, views: readonly View[]): Promise<void> {
  if (views.length === 0) return
  await sql`insert into analytics_incoming (visitor_id, at, path, source, device)
    select * from unnest(${views.map((v) => v.visitorId)}::text[], ${views.map((v) => v.at.toISOString())}::timestamptz[],
      ${views.map((v) => v.path)}::text[], ${views.map((v) => v.source)}::text[], ${views.map((v) => v.device)}::text[])`.execute(db)
}

/** Takes (deletes and returns) the oldest `limit` acknowledged views in the caller's transaction; rows another transaction holds are left to it. */
export async function takeIncoming(tx: Tx, limit: number): Promise<View[]> {
  const { rows } = await sql<{ id: string | number; visitor_id: string; at: Date; path: string; source: string; device: string }>`
    delete from analytics_incoming where id in (select id from analytics_incoming order by id limit ${limit} for update skip locked)
    returning id, visitor_id, at, path, source, device`.execute(tx)
  return rows
    .sort((a, b) => Number(a.id) - Number(b.id))
    .map((r) => ({ visitorId: r.visitor_id, at: new Date(r.at), path: r.path, source: r.source, device: r.device as View['device'] }))
}

/** Each visitor's latest visit. */
export async function latestVisits(db: Tx, visitorIds: readonly string[]): Promise<Map<string, KnownVisit>> {
  const known = new Map<string, KnownVisit>()
  if (visitorIds.length > 0) {
    const { rows } = await sql<{ id: string | number; visitor_id: string; day: string; started_at: Date; last_seen_at: Date; views: number }>`
      select distinct on (visitor_id) id, visitor_id, day::text as day, started_at, last_seen_at, views
      from analytics_visits where visitor_id = any(${visitorIds}::text[])
      order by visitor_id, last_seen_at desc`.execute(db)
    for (const r of rows) {
      known.set(r.visitor_id, { id: Number(r.id), visitorId: r.visitor_id, day: r.day, startedAt: new Date(r.started_at), lastSeenAt: new Date(r.last_seen_at), views: r.views })
    }
  }
  return known
}

async function allocateVisitIds(db: Tx, n: number): Promise<number[]> {
  if (n === 0) return []
  const { rows } = await sql<{ id: string | number }>`
    select nextval(pg_get_serial_sequence('analytics_visits', 'id')) as id from generate_series(1, ${n})`.execute(db)
  return rows.map((r) => Number(r.id))
}

const addTo = (table: string, column: string) => sql.raw<number>(`${table}.${column} + excluded.${column}`)

/** Writes a planned batch: new visits, continued visits, page views and the rollup deltas. */
export async function writeBatch(db: Tx, plan: BatchPlan): Promise<void> {
  const ids = await allocateVisitIds(db, plan.newVisits.length)
  // Rows as one array per column (unnest): one short statement whatever the batch's size, instead
  // of a parameter per value for the driver to send and PostgreSQL to parse (QUALITY P5 ingestion).
  const visits = plan.newVisits
  if (visits.length > 0)
    await sql`insert into analytics_visits (id, visitor_id, day, started_at, last_seen_at, views, entry_path, source, device)
      select * from unnest(${visits.map((v) => ids[v.key])}::bigint[], ${visits.map((v) => v.visitorId)}::text[], ${visits.map((v) => v.day)}::date[],
        ${visits.map((v) => v.startedAt.toISOString())}::timestamptz[], ${visits.map((v) => v.lastSeenAt.toISOString())}::timestamptz[], ${visits.map((v) => v.views)}::int[],
        ${visits.map((v) => v.entryPath)}::text[], ${visits.map((v) => v.source)}::text[], ${visits.map((v) => v.device)}::text[])`.execute(db)
  const continued = plan.continued
  if (continued.length > 0)
    await sql`update analytics_visits as v set views = u.views, last_seen_at = greatest(v.last_seen_at, u.last_seen_at)
      from unnest(${continued.map((v) => v.id)}::bigint[], ${continued.map((v) => v.views)}::int[], ${continued.map((v) => v.lastSeenAt.toISOString())}::timestamptz[]) as u(id, views, last_seen_at)
      where v.id = u.id`.execute(db)
  const views = plan.pageViews
  if (views.length > 0)
    await sql`insert into analytics_page_views (visit_id, at, path)
      select * from unnest(${views.map((p) => ('id' in p.visit ? p.visit.id : ids[p.visit.key]))}::bigint[], ${views.map((p) => p.at.toISOString())}::timestamptz[],
        ${views.map((p) => p.path)}::text[])`.execute(db)
  const daily = [...plan.daily].map(([day, d]) => ({ day, ...d }))
  for (const rows of chunks(daily)) {
    await db
      .insertInto('analytics_daily')
      .values(rows)
      .onConflict((oc) =>
        oc.column('day').doUpdateSet({
          page_views: addTo('analytics_daily', 'page_views'),
          visits: addTo('analytics_daily', 'visits'),
          visitors: addTo('analytics_daily', 'visitors'),
          bounces: addTo('analytics_daily', 'bounces'),
          duration_ms: addTo('analytics_daily', 'duration_ms'),
        }),
      )
      .execute()
  }
  const flat = (m: Map<string, Map<string, number>>) => [...m].flatMap(([day, inner]) => [...inner].map(([name, n]) => ({ day, name, n })))
  for (const rows of chunks(flat(plan.pages))) {
    await db.insertInto('analytics_daily_pages').values(rows.map((r) => ({ day: r.day, path: r.name, views: r.n })))
      .onConflict((oc) => oc.columns(['day', 'path']).doUpdateSet({ views: addTo('analytics_daily_pages', 'views') })).execute()
  }
  for (const rows of chunks(flat(plan.sources))) {
    await db.insertInto('analytics_daily_sources').values(rows.map((r) => ({ day: r.day, source: r.name, visits: r.n })))
      .onConflict((oc) => oc.columns(['day', 'source']).doUpdateSet({ visits: addTo('analytics_daily_sources', 'visits') })).execute()
  }
  for (const rows of chunks(flat(plan.devices))) {
    await db.insertInto('analytics_daily_devices').values(rows.map((r) => ({ day: r.day, device: r.name, visits: r.n })))
      .onConflict((oc) => oc.columns(['day', 'device']).doUpdateSet({ visits: addTo('analytics_daily_devices', 'visits') })).execute()
  }
}

export interface Totals {
  pageViews: number
  visits: number
  visitors: number
  bounces: number
  durationMs: number
}

/** The day totals summed over [from, to]. */
export async function totals(db: Tx, from: string, to: string): Promise<Totals> {
  const { rows } = await sql<{ page_views: string | number | null; visits: string | number | null; visitors: string | number | null; bounces: string | number | null; duration_ms: string | number | null }>`
    select sum(page_views) as page_views, sum(visits) as visits, sum(visitors) as visitors, sum(bounces) as bounces, sum(duration_ms) as duration_ms
    from analytics_daily where day between ${from}::date and ${to}::date`.execute(db)
  const r = rows[0]
  return { pageViews: Number(r?.page_views ?? 0), visits: Number(r?.visits ?? 0), visitors: Number(r?.visitors ?? 0), bounces: Number(r?.bounces ?? 0), durationMs: Number(r?.duration_ms ?? 0) }
}

/** Each day's distinct visitors and views in [from, to] (days without a row are absent). */
export async function dailyRows(db: Tx, from: string, to: string): Promise<Array<{ day: string; visitors: number; pageViews: number }>> {
  const { rows } = await sql<{ day: string; visitors: string | number; page_views: string | number }>`
    select day::text as day, visitors, page_views from analytics_daily where day between ${from}::date and ${to}::date order by day`.execute(db)
  return rows.map((r) => ({ day: r.day, visitors: Number(r.visitors), pageViews: Number(r.page_views) }))
}

type Breakdown = 'analytics_daily_pages' | 'analytics_daily_sources' | 'analytics_daily_devices'
const BREAKDOWN_COLUMNS: Record<Breakdown, [string, string]> = {
  analytics_daily_pages: ['path', 'views'],
  analytics_daily_sources: ['source', 'visits'],
  analytics_daily_devices: ['device', 'visits'],
}

/** The largest `limit` names of a breakdown over [from, to], by count then name. */
export async function top(db: Tx, table: Breakdown, from: string, to: string, limit: number): Promise<Array<{ name: string; count: number }>> {
  const [name, count] = BREAKDOWN_COLUMNS[table]
  const { rows } = await sql<{ name: string; count: string | number }>`
    select ${sql.ref(name)} as name, sum(${sql.ref(count)}) as count from ${sql.table(table)}
    where day between ${from}::date and ${to}::date
    group by 1 order by 2 desc, 1 limit ${limit}`.execute(db)
  return rows.map((r) => ({ name: r.name, count: Number(r.count) }))
}

/** Visits with a view since `since`. */
export async function visitsSeenSince(db: Tx, since: Date): Promise<number> {
  const row = await db.selectFrom('analytics_visits').select((eb) => eb.fn.countAll<string | number>().as('n')).where('last_seen_at', '>=', since).executeTakeFirstOrThrow()
  return Number(row.n)
}

/**
 * Recomputes the rollups of [from, to] from the raw visits and page views (after a bulk import, or
 * to repair them). The generator uses it, and the tests prove ingestion's deltas equal it.
 */
export async function rebuildRollups(db: Tx, from: string, to: string): Promise<void> {
  // A year of a busy site's views takes longer than a request's statement limit (core/db.ts); `db` is a transaction.
  await sql`set local statement_timeout = 0`.execute(db)
  for (const table of ['analytics_daily', 'analytics_daily_pages', 'analytics_daily_sources', 'analytics_daily_devices'] as const) {
    await sql`delete from ${sql.table(table)} where day between ${from}::date and ${to}::date`.execute(db)
  }
  const inRange = sql`between ${from}::date and ${to}::date`
  await sql`insert into analytics_daily (day, page_views, visits, visitors, bounces, duration_ms)
    select d.day, coalesce(pv.n, 0), coalesce(v.visits, 0), coalesce(v.visitors, 0), coalesce(v.bounces, 0), coalesce(v.duration_ms, 0)
    from (
      select day from analytics_visits where day ${inRange}
      union select (at at time zone 'UTC')::date from analytics_page_views where (at at time zone 'UTC')::date ${inRange}
    ) d
    left join (
      select day, count(*) as visits, count(distinct visitor_id) as visitors, count(*) filter (where views = 1) as bounces,
        sum(round(extract(epoch from (last_seen_at - started_at)) * 1000))::bigint as duration_ms
      from analytics_visits where day ${inRange} group by day
    ) v on v.day = d.day
    left join (
      select (at at time zone 'UTC')::date as day, count(*) as n from analytics_page_views
      where (at at time zone 'UTC')::date ${inRange} group by 1
    ) pv on pv.day = d.day`.execute(db)
  await sql`insert into analytics_daily_pages (day, path, views)
    select (at at time zone 'UTC')::date, path, count(*) from analytics_page_views
    where (at at time zone 'UTC')::date ${inRange} group by 1, 2`.execute(db)
  await sql`insert into analytics_daily_sources (day, source, visits)
    select day, source, count(*) from analytics_visits where day ${inRange} group by 1, 2`.execute(db)
  await sql`insert into analytics_daily_devices (day, device, visits)
    select day, device, count(*) from analytics_visits where day ${inRange} group by 1, 2`.execute(db)
}
