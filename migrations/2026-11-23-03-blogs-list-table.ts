/**
 * blogs: a narrow table for the public list's searches (QUALITY P4). Frozen in time.
 *
 * A search reads every matching post's list columns (display date, category, author, publish date)
 * through a bitmap scan of the text-search index. On the blogs table those rows are wide (title,
 * excerpt, tags, toast pointers: about 19 to a page), so a word found in 1,000 of 10,000 posts
 * visited some 530 heap pages. blogs_list holds only what a search filters, sorts and matches on, for
 * published posts, about 70 rows to a page: the same search visits about 140.
 *
 * - The text-search vector moves here (blogs.search and its index are dropped: one copy, computed
 *   once per save, by the same expression as 2026-11-21-04).
 * - A trigger on blogs keeps blogs_list in step in the same statement (and so the same transaction)
 *   as every insert and update: a published post has its row, any other post none (deletes cascade).
 * - blogs_search_hits(query) reads blogs_list; the title-fragment fallback of a search reads
 *   blogs_list.title_folded (a scan of the narrow table, not of the wide one).
 * - blogs_list_counts holds how many published posts each (category, author) pair has, kept by a
 *   trigger on blogs_list in the same transaction: the total of a list without a search is a sum
 *   of at most a few hundred counters less the published posts not yet due (read from
 *   blogs_list_scheduled, an index of future publish dates only), instead of counting up to every
 *   post's index entry (10,000 at P4's size) on every request.
 */
import { sql, type Kysely } from 'kysely'

const SEARCH_VECTOR = (title: string, text: string) =>
  sql.raw(
    `setweight(to_tsvector('english'::regconfig, ${title}), 'A') || setweight(to_tsvector('english'::regconfig, ${text}), 'B') || ` +
      `setweight(to_tsvector('simple'::regconfig, ${title}), 'A') || setweight(to_tsvector('simple'::regconfig, ${text}), 'B')`,
  )

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table blogs_list (
      id integer primary key references blogs (id) on delete cascade,
      publish_date timestamptz,
      display_date timestamptz not null,
      category text not null,
      author_name text not null,
      title_folded text not null,
      search tsvector not null
    )
  `.execute(db)
  await sql`
    insert into blogs_list (id, publish_date, display_date, category, author_name, title_folded, search)
    select id, publish_date, display_date, category, author_name, title_folded, search from blogs where status = 'published'
  `.execute(db)
  // No pending list (see 2026-11-23-02): every search would scan it.
  await sql`create index blogs_list_search on blogs_list using gin (search) with (fastupdate = off)`.execute(db)

  await sql`
    create function blogs_list_sync() returns trigger
    language plpgsql
    as $$
    begin
      if new.status = 'published' then
        insert into blogs_list (id, publish_date, display_date, category, author_name, title_folded, search)
        values (new.id, new.publish_date, new.display_date, new.category, new.author_name, new.title_folded,
          ${SEARCH_VECTOR('new.title', 'new.plain_text')})
        on conflict (id) do update set
          publish_date = excluded.publish_date, display_date = excluded.display_date, category = excluded.category,
          author_name = excluded.author_name, title_folded = excluded.title_folded, search = excluded.search;
      elsif tg_op = 'UPDATE' then
        delete from blogs_list where id = new.id;
      end if;
      return null;
    end
    $$
  `.execute(db)
  await sql`create trigger blogs_list_sync after insert or update on blogs for each row execute function blogs_list_sync()`.execute(db)

  await sql`alter table blogs drop column search`.execute(db)

  await sql`
    create table blogs_list_counts (
      category text not null,
      author_name text not null,
      n integer not null,
      primary key (category, author_name)
    )
  `.execute(db)
  await sql`
    insert into blogs_list_counts (category, author_name, n)
    select category, author_name, count(*) from blogs_list group by category, author_name
  `.execute(db)
  await sql`create index blogs_list_scheduled on blogs_list (publish_date) include (category, author_name)`.execute(db)
  await sql`
    create function blogs_list_count() returns trigger
    language plpgsql
    as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update blogs_list_counts set n = n - 1 where category = old.category and author_name = old.author_name;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into blogs_list_counts as c (category, author_name, n) values (new.category, new.author_name, 1)
        on conflict (category, author_name) do update set n = c.n + 1;
      end if;
      return null;
    end
    $$
  `.execute(db)
  await sql`
    create trigger blogs_list_count after insert or delete or update of category, author_name on blogs_list
    for each row execute function blogs_list_count()
  `.execute(db)

  await sql`
    create or replace function blogs_search_hits(query tsquery)
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
        select l.id, l.display_date, l.category, l.author_name from blogs_list as l
        where l.search @@ query and (l.publish_date is null or l.publish_date <= now());
    end
    $$
  `.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table blogs add column search tsvector generated always as (${SEARCH_VECTOR('title', 'plain_text')}) stored
  `.execute(db)
  await sql`create index blogs_search on blogs using gin (search) with (fastupdate = off)`.execute(db)
  await sql`
    create or replace function blogs_search_hits(query tsquery)
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
  await sql`drop table blogs_list_counts`.execute(db)
  await sql`drop trigger blogs_list_count on blogs_list`.execute(db)
  await sql`drop function blogs_list_count()`.execute(db)
  await sql`drop trigger blogs_list_sync on blogs`.execute(db)
  await sql`drop function blogs_list_sync()`.execute(db)
  await sql`drop table blogs_list`.execute(db)
}
