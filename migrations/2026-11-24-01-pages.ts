/**
 * pages: the seven managed public pages (admin-area §3 Page). A page's sections are stored as the
 * JSON text the API speaks (content_json, a JSON array of sections), exactly as the pages module
 * wrote it after validation; page_name is unique so seeding can be `on conflict do nothing` from any
 * number of instances at once. Frozen in time: the pages are seeded by the module at boot, not here.
 */
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pages')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('page_name', 'text', (c) => c.notNull().unique())
    .addColumn('content_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('meta_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_keywords', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('canonical_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_published', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // No foreign key to admins: a page outlives the account that last edited it (auth owns that table).
    .addColumn('updated_by', 'integer')
    .addCheckConstraint('pages_page_name_trimmed', sql`page_name = btrim(page_name) and page_name <> ''`)
    .addCheckConstraint('pages_content_json_array', sql`jsonb_typeof(content_json::jsonb) = 'array'`)
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pages').execute()
}
