/**
 * media: media kit items, press highlights and uploaded media kit files (public-site §3, admin-area
 * §3 Media kit item, Press highlight, §9; issue 8). Files live in PostgreSQL like the images
 * (ARCHITECTURE §3: every instance serves them), content-addressed by the SHA-256 of their bytes and
 * split into chunks of at most 1 MiB, so serving a 50 MB file never holds it whole in memory.
 */
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('media_kit_items')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('file_type', 'text', (c) => c.notNull())
    .addColumn('file_url', 'text', (c) => c.notNull())
    .addColumn('file_size', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('item_count', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('download_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // No foreign keys to admins (auth's table): an item outlives the account that made it.
    .addColumn('created_by', 'integer')
    .addColumn('updated_by', 'integer')
    .addCheckConstraint('media_kit_items_file_type_known', sql`file_type in ('ZIP', 'PDF', 'PNG', 'JPG', 'DOC')`)
    .addCheckConstraint('media_kit_items_title_present', sql`btrim(title) <> ''`)
    .addCheckConstraint('media_kit_items_download_count_positive', sql`download_count >= 0`)
    .execute()
  // The file route names a download after the item that links the file.
  await db.schema.createIndex('media_kit_items_file_url_idx').on('media_kit_items').column('file_url').execute()

  await db.schema
    .createTable('press_highlights')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('featured_image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('external_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('publish_date', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer')
    .addColumn('updated_by', 'integer')
    .addUniqueConstraint('press_highlights_slug_unique', ['slug'])
    .addCheckConstraint('press_highlights_status_known', sql`status in ('draft', 'published')`)
    .addCheckConstraint('press_highlights_slug_format', sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)
    .execute()
  // The public list: published highlights, newest first by publish date falling back to creation.
  await sql`create index press_highlights_public_idx on press_highlights ((coalesce(publish_date, created_at)) desc, id desc) where status = 'published'`.execute(db)

  await db.schema
    .createTable('media_files')
    .addColumn('sha256', 'text', (c) => c.primaryKey())
    .addColumn('ext', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('chunks', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer')
    .addCheckConstraint('media_files_sha256_hex', sql`sha256 ~ '^[0-9a-f]{64}$'`)
    .addCheckConstraint('media_files_ext_known', sql`ext in ('zip', 'pdf', 'png', 'jpg', 'doc', 'docx')`)
    .addCheckConstraint('media_files_size_positive', sql`size > 0 and chunks > 0`)
    .execute()

  await db.schema
    .createTable('media_file_chunks')
    .addColumn('sha256', 'text', (c) => c.notNull().references('media_files.sha256').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('media_file_chunks_pk', ['sha256', 'seq'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('media_file_chunks').execute()
  await db.schema.dropTable('media_files').execute()
  await db.schema.dropTable('press_highlights').execute()
  await db.schema.dropTable('media_kit_items').execute()
}
