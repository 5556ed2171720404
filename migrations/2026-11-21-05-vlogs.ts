/**
 * vlogs: YouTube videos listed on /journal/vlogs, and their categories (public-site §3 Vlog,
 * admin-area §3 Vlog). Frozen in time: the statuses are written out here.
 *
 * Search over title + description is a stored tsvector (the 'simple' configuration: no stemming,
 * so any language's words match as typed, prefix queries work) with a GIN index; the public list's
 * order (publish_date, else created_at) has a partial index over published rows.
 */
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('vlog_categories')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer')
    .addCheckConstraint('vlog_categories_name_trimmed', sql`name = btrim(name) and name <> ''`)
    .execute()
  // Case-insensitive uniqueness: "Travel" and "travel" are one category.
  await db.schema.createIndex('vlog_categories_name_lower').on('vlog_categories').expression(sql`lower(name)`).unique().execute()

  await db.schema
    .createTable('vlogs')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('author_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('youtube_url', 'text', (c) => c.notNull())
    .addColumn('video_id', 'text', (c) => c.notNull())
    // The stored thumbnail, or '' when the video's own (derived from video_id) is used.
    .addColumn('thumbnail_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_keywords', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('publish_date', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // No foreign keys to admins: a vlog outlives the account that wrote it (auth owns that table).
    .addColumn('created_by', 'integer')
    .addColumn('updated_by', 'integer')
    .addColumn('search', sql`tsvector`, (c) =>
      c.generatedAlwaysAs(sql`setweight(to_tsvector('simple'::regconfig, title), 'A') || setweight(to_tsvector('simple'::regconfig, description), 'B')`).stored(),
    )
    .addCheckConstraint('vlogs_status_known', sql`status in ('draft', 'published')`)
    .addCheckConstraint('vlogs_slug_format', sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)
    .execute()

  await db.schema.createIndex('vlogs_search').on('vlogs').using('gin').column('search').execute()
  // The public list: published rows in display order (due-ness is checked against now() at query time).
  await db.schema
    .createIndex('vlogs_published_order')
    .on('vlogs')
    .expression(sql`(coalesce(publish_date, created_at)) desc, id desc`)
    .where(sql.ref('status'), '=', 'published')
    .execute()
  await db.schema.createIndex('vlogs_category').on('vlogs').column('category').execute()
  await db.schema.createIndex('vlogs_created_at').on('vlogs').expression(sql`created_at desc, id desc`).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('vlogs').execute()
  await db.schema.dropTable('vlog_categories').execute()
}
