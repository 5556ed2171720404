/**
 * media: uploaded images, content-addressed by the SHA-256 of their re-encoded bytes, and their
 * resized WebP variants (admin-area §5 Image upload, §7 Images; ARCHITECTURE §3 uploads live in
 * PostgreSQL so every instance serves them).
 */
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('images')
    .addColumn('sha256', 'text', (c) => c.primaryKey())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('ext', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // No foreign key to admins (auth's table): an image outlives the account that uploaded it.
    .addColumn('created_by', 'integer')
    .addCheckConstraint('images_sha256_hex', sql`sha256 ~ '^[0-9a-f]{64}$'`)
    .addCheckConstraint('images_ext_known', sql`ext in ('png', 'jpg', 'gif', 'webp')`)
    .execute()

  await db.schema
    .createTable('image_variants')
    .addColumn('sha256', 'text', (c) => c.notNull().references('images.sha256').onDelete('cascade'))
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('image_variants_pk', ['sha256', 'width'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('image_variants').execute()
  await db.schema.dropTable('images').execute()
}
