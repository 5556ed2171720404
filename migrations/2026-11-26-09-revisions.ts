/**
 * revisions and trash (issue 18), and a version counter on every versioned content table. Frozen in time.
 * - revisions: every save of a post, vlog, press highlight, media-kit item or page keeps its full
 *   snapshot (the type's PUT body), who saved it and a one-line summary; autosaves are revisions
 *   marked autosave, one per author and item (the partial unique index), replaced as they type.
 * - trash: a deleted item's snapshot for 30 days, restorable with its id.
 * - version: +1 on every save; a save based on an older one is refused (409).
 */
import { sql, type Kysely } from 'kysely'

export const VERSIONED_TABLES = ['blogs', 'vlogs', 'press_highlights', 'media_kit_items', 'pages'] as const

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of VERSIONED_TABLES) {
    await db.schema.alterTable(table).addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute()
  }
  await db.schema
    .createTable('revisions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('snapshot', 'jsonb', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('author_id', 'integer')
    .addColumn('author_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('autosave', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('revisions_item').on('revisions').columns(['content_type', 'item_id', 'id desc']).execute()
  await sql`create unique index revisions_one_autosave on revisions (content_type, item_id, author_id) where autosave`.execute(db)
  await db.schema.createIndex('revisions_created').on('revisions').column('created_at').execute()

  await db.schema
    .createTable('trash')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('snapshot', 'jsonb', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('deleted_by', 'integer')
    .addColumn('deleted_by_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('deleted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('trash_item_unique', ['content_type', 'item_id'])
    .execute()
  await db.schema.createIndex('trash_deleted_at').on('trash').column('deleted_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('trash').execute()
  await db.schema.dropTable('revisions').execute()
  for (const table of VERSIONED_TABLES) await db.schema.alterTable(table).dropColumn('version').execute()
}
