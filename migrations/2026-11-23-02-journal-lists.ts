/**
 * blogs: the public list at 10,000 posts (QUALITY P4). Frozen in time.
 *
 * - `display_date` (publish_date, else created_at: the date shown and sorted by) and `title_folded`
 *   (lower(title), what the title-fragment fallback of a search compares) become stored generated
 *   columns, so the list's indexes are on plain columns and no row computes them at read time.
 * - The list's partial indexes (published posts by date, by category, by author) carry what the
 *   list filters on (publish_date for "due", the other filter) as INCLUDE columns: a page of ids
 *   and the matching count are read from the index alone (index-only scans), never from the heap.
 *   They replace 2026-11-21-04's blogs_published_by_* indexes.
 * - blogs_search_hits(query) returns the visible posts matching a text query with what the list
 *   filters and sorts on, always through a bitmap scan of the GIN index (see blogs_matching in
 *   2026-11-21-04 for why the planner must not choose), with its plan kept per connection: the
 *   list filters, counts and pages those rows, and reads the columns of the 12 it shows by id
 *   (before: every match was joined back to the table by id). It replaces blogs_matching.
 * - The GIN index stops buffering new entries in a pending list (fastupdate): every search would
 *   otherwise scan that unsorted list (measured: 217 pages read instead of 4 for one word after a
 *   bulk import). Posts are written rarely and read constantly.
 */
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  // One statement, so the table is rewritten once.
  await sql`
    alter table blogs
      add column display_date timestamptz generated always as (coalesce(publish_date, created_at)) stored,
      add column title_folded text generated always as (lower(title)) stored
  `.execute(db)

  await sql`drop index blogs_published_by_date`.execute(db)
  await sql`drop index blogs_published_by_category`.execute(db)
  await sql`drop index blogs_published_by_author`.execute(db)
  await sql`create index blogs_list_by_date on blogs (display_date, id) include (publish_date) where status = 'published'`.execute(db)
  await sql`create index blogs_list_by_category on blogs (category, display_date, id) include (publish_date, author_name) where status = 'published'`.execute(db)
  await sql`create index blogs_list_by_author on blogs (author_name, display_date, id) include (publish_date, category) where status = 'published'`.execute(db)

  await sql`alter index blogs_search set (fastupdate = off)`.execute(db)
  await sql`select gin_clean_pending_list('blogs_search'::regclass)`.execute(db)

  await sql`drop function blogs_matching(tsquery)`.execute(db)
  // PL/pgSQL, so each connection plans the query once and keeps the plan (a generic one: the
  // bitmap scan of the GIN index whatever the words), instead of planning it on every call.
  await sql`
    create function blogs_search_hits(query tsquery)
    returns table (id integer, display_date timestamptz, category text, author_name text)
    language plpgsql stable
    set enable_seqscan = off
    set enable_indexscan = off
    set enable_indexonlyscan = off
    set plan_cache_mode = force_generic_plan
    rows 100
    as $$
    begin
      return query
        select b.id, b.display_date, b.category, b.author_name from blogs as b
        where b.search @@ query and b.status = 'published' and (b.publish_date is null or b.publish_date <= now());
    end
    $$
  `.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function blogs_search_hits(tsquery)`.execute(db)
  await sql`
    create function blogs_matching(query tsquery) returns setof integer
    language sql stable
    set enable_seqscan = off
    set enable_indexscan = off
    set enable_indexonlyscan = off
    rows 100
    as $$ select id from blogs where search @@ query $$
  `.execute(db)
  await sql`alter index blogs_search set (fastupdate = on)`.execute(db)
  await sql`drop index blogs_list_by_date`.execute(db)
  await sql`drop index blogs_list_by_category`.execute(db)
  await sql`drop index blogs_list_by_author`.execute(db)
  const displayDate = sql`coalesce(publish_date, created_at)`
  await sql`create index blogs_published_by_date on blogs (${displayDate}, id) where status = 'published'`.execute(db)
  await sql`create index blogs_published_by_category on blogs (category, ${displayDate}, id) where status = 'published'`.execute(db)
  await sql`create index blogs_published_by_author on blogs (author_name, ${displayDate}, id) where status = 'published'`.execute(db)
  await sql`alter table blogs drop column display_date, drop column title_folded`.execute(db)
}
