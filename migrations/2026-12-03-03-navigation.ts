/**
 * navigation: the site's menus as one document editors change (issue 31, "Navigation"): the header
 * menu, the footer's columns and its legal line. One row: the draft an editor is working on, and
 * the published document visitors see; `version` counts publishes (each is a revision). The service
 * writes the starting document (today's navigation) when the row is missing. Frozen in time.
 */
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table if not exists navigation (
      id integer primary key default 1 check (id = 1),
      draft_json text not null,
      published_json text not null,
      version integer not null default 1,
      draft_updated_at timestamptz not null default now(),
      published_at timestamptz not null default now(),
      updated_by integer
    )
  `.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists navigation`.execute(db)
}
