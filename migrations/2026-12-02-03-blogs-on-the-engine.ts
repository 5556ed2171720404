/**
 * Blog posts are served by the content types' engine (issue 30; docs/decisions/0057): it keeps who
 * made each category, as it does for vlogs' (vlog_categories.created_by), so the blog categories
 * gain the same column. Posts' slug constraint already has the engine's name (blogs_slug_unique).
 * Frozen in time.
 */
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table blog_categories add column if not exists created_by integer`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table blog_categories drop column if exists created_by`.execute(db)
}
