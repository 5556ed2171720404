/**
 * events (issue 30): the first content type served from its declaration alone
 * (shared/content-types/events.ts). The fixed columns every served type has (id, version, slug,
 * status, publish_date, created/updated at and by), then one column per field. Frozen in time.
 */
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('publish_date', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer')
    .addColumn('updated_by', 'integer')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('venue', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('online_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('registration_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_alt', 'text', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('events_slug_unique', ['slug'])
    .addCheckConstraint('events_status_known', sql`status in ('draft', 'published')`)
    .addCheckConstraint('events_slug_format', sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)
    .addCheckConstraint('events_title_present', sql`btrim(title) <> ''`)
    .addCheckConstraint('events_ends_after_start', sql`ends_at >= starts_at`)
    .execute()
  // The public list: published events by start (upcoming soonest first; past ones read it backwards).
  await sql`create index events_public_idx on events (starts_at, id) where status = 'published'`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('events').execute()
}
