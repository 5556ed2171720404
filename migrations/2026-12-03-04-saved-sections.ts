/**
 * saved_sections: reusable sections (issue 31): a block saved once under a name, placed on pages
 * as a synced section (the page shows the saved one, edited in one place) or as a copy. A page
 * keeps a synced section as the block with `synced: <id>` (content_json). Frozen in time.
 */
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table if not exists saved_sections (
      id serial primary key,
      name text not null unique,
      section_json text not null,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      updated_by integer
    )
  `.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists saved_sections`.execute(db)
}
