/**
 * analytics (issue 9): cookieless page views, grouped into visits, and daily rollups the reports read.
 * - analytics_salts: one random salt per UTC day. A visitor is the hash of that day's salt with the
 *   IP address and user agent; the raw IP is never stored and old salts are deleted, so yesterday's
 *   hashes cannot be linked to anyone again.
 * - analytics_visits: a visit is a visitor's views with no gap longer than 30 minutes. `day` is the
 *   UTC day it started; its source (referrer host or 'Direct'), device and entry page are those of
 *   its first view.
 * - analytics_page_views: every counted view (the raw record the rollups can be rebuilt from).
 * - analytics_daily*, the rollups: per day the totals, and per day and page / source / device.
 *   Ingestion adds deltas to them in the same transaction as the raw rows, so a 365-day report
 *   sums at most a few thousand small rows however many views there are.
 * Frozen in time: Kysely<any>, never the app's types.
 */
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('analytics_salts')
    .addColumn('day', 'date', (c) => c.primaryKey())
    .addColumn('salt', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('analytics_visits')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addColumn('entry_path', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull())
    .addCheckConstraint('analytics_visits_device', sql`device in ('desktop', 'mobile', 'tablet')`)
    .addCheckConstraint('analytics_visits_views', sql`views >= 1`)
    .execute()
  await sql`create index analytics_visits_visitor on analytics_visits (visitor_id, last_seen_at desc)`.execute(db)
  await sql`create index analytics_visits_last_seen on analytics_visits (last_seen_at)`.execute(db)
  await sql`create index analytics_visits_day on analytics_visits (day)`.execute(db)

  await db.schema
    .createTable('analytics_page_views')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('visit_id', 'bigint', (c) => c.notNull().references('analytics_visits.id').onDelete('cascade'))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .execute()
  await sql`create index analytics_page_views_at on analytics_page_views (at)`.execute(db)
  await sql`create index analytics_page_views_visit on analytics_page_views (visit_id)`.execute(db)

  const counter = (name: string) => sql.raw(`${name} bigint not null default 0`)
  await sql`create table analytics_daily (
    day date primary key,
    ${counter('page_views')}, ${counter('visits')}, ${counter('visitors')}, ${counter('bounces')}, ${counter('duration_ms')}
  )`.execute(db)
  await sql`create table analytics_daily_pages (day date not null, path text not null, ${counter('views')}, primary key (day, path))`.execute(db)
  await sql`create table analytics_daily_sources (day date not null, source text not null, ${counter('visits')}, primary key (day, source))`.execute(db)
  await sql`create table analytics_daily_devices (day date not null, device text not null, ${counter('visits')}, primary key (day, device))`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['analytics_daily_devices', 'analytics_daily_sources', 'analytics_daily_pages', 'analytics_daily', 'analytics_page_views', 'analytics_visits', 'analytics_salts']) {
    await db.schema.dropTable(table).execute()
  }
}
