/**
 * pages: a page can be scheduled to publish (issue 31, "Pages can be scheduled to publish, as posts
 * can"). `publish_at` null: published means visible now, as before. A published page whose
 * `publish_at` is still ahead is scheduled: visitors, the sitemap and menus see it from then on, by
 * the database's clock. Frozen in time.
 */
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table pages add column if not exists publish_at timestamptz`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table pages drop column if exists publish_at`.execute(db)
}
