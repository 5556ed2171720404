/**
 * pages: a social card of their own (issue 31, "Social cards and previews"): an optional image,
 * title and description that link previews (Open Graph, X cards) show instead of the meta title and
 * description. Empty means "as before": the search title and description, and the first image of
 * the page's first block. Frozen in time.
 */
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table pages
      add column if not exists social_image text not null default '',
      add column if not exists social_title text not null default '',
      add column if not exists social_description text not null default ''
  `.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table pages drop column if exists social_image, drop column if exists social_title, drop column if exists social_description`.execute(db)
}
