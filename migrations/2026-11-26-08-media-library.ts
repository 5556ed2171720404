/**
 * media: the library (issue 18, "One media library"). Every stored image becomes a library entry:
 * a numeric id for the console's calls, its alt text, the name of the file it was uploaded as, and
 * the uploader's name as it was at upload (like a revision's author: no reading of auth's tables).
 * Width, height and size were stored with the bytes from the start, so existing images need no
 * decoding: they get an id (numbered in upload order), empty alt text and file name, and no
 * uploader name (their uploader reads as unknown). Frozen in time.
 */
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('images').addColumn('alt', 'text', (c) => c.notNull().defaultTo('')).execute()
  await db.schema.alterTable('images').addColumn('filename', 'text', (c) => c.notNull().defaultTo('')).execute()
  await db.schema.alterTable('images').addColumn('created_by_name', 'text').execute()
  // Existing rows are numbered in upload order, then new ones take the sequence's next values.
  await db.schema.alterTable('images').addColumn('id', 'integer').execute()
  await sql`update images set id = numbered.n from (select sha256, row_number() over (order by created_at, sha256) as n from images) numbered where images.sha256 = numbered.sha256`.execute(db)
  await sql`create sequence images_id_seq owned by images.id`.execute(db)
  await sql`select setval('images_id_seq', coalesce((select max(id) from images), 0) + 1, false)`.execute(db)
  await sql`alter table images alter column id set default nextval('images_id_seq')`.execute(db)
  await sql`alter table images alter column id set not null`.execute(db)
  await db.schema.alterTable('images').addUniqueConstraint('images_id_unique', ['id']).execute()
  // The library lists newest first.
  await db.schema.createIndex('images_library_order').on('images').columns(['created_at desc', 'id desc']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('images_library_order').ifExists().execute()
  await db.schema.alterTable('images').dropConstraint('images_id_unique').execute()
  await db.schema.alterTable('images').dropColumn('id').execute()
  await sql`drop sequence if exists images_id_seq`.execute(db)
  await db.schema.alterTable('images').dropColumn('created_by_name').execute()
  await db.schema.alterTable('images').dropColumn('filename').execute()
  await db.schema.alterTable('images').dropColumn('alt').execute()
}
