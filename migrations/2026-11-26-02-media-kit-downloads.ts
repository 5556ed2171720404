/**
 * media: a media kit download counts once per visitor, item and UTC day (issue 16). Frozen in time.
 *
 * A visitor is a hash of the day's random salt, the IP address and the user agent (as analytics
 * does); the IP is never stored, and a day's salt is deleted with that day's rows once the next
 * day starts, so a visitor hash can never be linked to anyone again. The primary key of
 * media_kit_downloads makes "first download today" one insert ... on conflict do nothing.
 */
import { type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('media_kit_download_salts')
    .addColumn('day', 'date', (c) => c.primaryKey())
    .addColumn('salt', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('media_kit_downloads')
    .addColumn('item_id', 'integer', (c) => c.notNull().references('media_kit_items.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('media_kit_downloads_pkey', ['item_id', 'day', 'visitor'])
    .execute()
  // Yesterday's rows go by day.
  await db.schema.createIndex('media_kit_downloads_day_idx').on('media_kit_downloads').column('day').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('media_kit_downloads').execute()
  await db.schema.dropTable('media_kit_download_salts').execute()
}
