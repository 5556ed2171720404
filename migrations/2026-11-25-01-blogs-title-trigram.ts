/**
 * blogs: a trigram index for the title-fragment fallback of the public search (QUALITY P4). Frozen in time.
 *
 * When the text search finds nothing, the list tries the text as a fragment of a title
 * (`blogs_list.title_folded like '%fragment%'`, see 2026-11-23-03). Without an index that is a scan
 * of every published post's title (measured: 3 ms at 10,000 posts, as a prepared statement, on
 * about one search in ten); a GIN index of the titles' trigrams (pg_trgm) answers a fragment of 3
 * or more letters by looking up its trigrams (about 0.1 ms). Like the text-search index, it keeps
 * no pending list (fastupdate off): every fallback would scan it.
 *
 * pg_trgm is a trusted extension (PostgreSQL 13+: the database's owner may create it). Where it is
 * not available (the embedded database: core/db.ts does not load it, see `withoutTrigrams`), there is
 * no index and the fallback reads the titles. It is created once per database: in `public` where this user
 * may create objects there, so a database holding several schemas of the app (the bench's scratch
 * schemas) shares one copy that dropping any of them leaves alone; else in the current schema.
 * Where it is already installed (any schema), that copy is used. The operator class is named with
 * its schema, so the index does not depend on the search path.
 */
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  const available = await sql`select 1 from pg_available_extensions where name = 'pg_trgm'`.execute(db)
  const installed = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(db)
  if (available.rows.length === 0 && installed.rows.length === 0) return
  await sql`
    do $$
    begin
      if not exists (select from pg_extension where extname = 'pg_trgm') then
        if exists (select from pg_namespace where nspname = 'public') and has_schema_privilege('public', 'CREATE') then
          create extension pg_trgm schema public;
        else
          create extension pg_trgm;
        end if;
      end if;
    end
    $$
  `.execute(db)
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension as e join pg_namespace as n on n.oid = e.extnamespace where e.extname = 'pg_trgm'
  `.execute(db)
  await sql`
    create index blogs_list_title_trigrams on blogs_list using gin (title_folded ${sql.id(rows[0].schema)}.gin_trgm_ops) with (fastupdate = off)
  `.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  // The extension stays: other schemas of the database (or other software) may use it.
  await sql`drop index if exists blogs_list_title_trigrams`.execute(db)
}
