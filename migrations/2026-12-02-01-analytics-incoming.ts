/**
 * analytics_incoming (issue 32): page views as they are acknowledged, before they are sessionised
 * into visits and rolled up. A view is answered 202 once its row is here (committed); any instance
 * then moves the rows into analytics_visits, analytics_page_views and the rollups in batches. Holds
 * the day's visitor hash, never an address. Frozen in time.
 */
import type { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('analytics_incoming')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('analytics_incoming').execute()
}
