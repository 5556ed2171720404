/**
 * blogs: posts and their categories (public-site §3 Blog, admin-area §3 Blog). Frozen in time.
 *
 * Derived values the public list shows (plain_text, excerpt, reading_time) are computed when a post
 * is saved, so a list request never parses HTML. `search` is a stored text-search vector over the
 * title (weight A) and the text (weight B), twice: with the 'english' configuration (stemmed whole
 * words, what websearch_to_tsquery matches) and with 'simple' (unstemmed words, what prefix queries
 * for a partly typed word match). One GIN index serves both.
 * The public list reads published posts by display date (publish_date, else created_at), optionally
 * by category or author: partial indexes on exactly those expressions.
 * created_by/updated_by name admins without a foreign key: auth's tables belong to auth.
 */
import { sql, type Kysely } from 'kysely'

const DISPLAY_DATE = sql`coalesce(publish_date, created_at)`

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('blog_categories')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('blog_categories_name_present', sql`length(btrim(name)) between 1 and 100`)
    .execute()
  await db.schema.createIndex('blog_categories_name_unique').on('blog_categories').unique().expression(sql`lower(name)`).execute()

  await db.schema
    .createTable('blogs')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('plain_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reading_time', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('author_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('featured_image', 'text')
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_keywords', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('publish_date', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer')
    .addColumn('updated_by', 'integer')
    .addColumn('search', sql`tsvector`, (c) =>
      c
        .generatedAlwaysAs(
          sql`setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, plain_text), 'B') || setweight(to_tsvector('simple'::regconfig, title), 'A') || setweight(to_tsvector('simple'::regconfig, plain_text), 'B')`,
        )
        .stored(),
    )
    .addUniqueConstraint('blogs_slug_unique', ['slug'])
    .addCheckConstraint('blogs_slug_format', sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)
    .addCheckConstraint('blogs_status_known', sql`status in ('draft', 'published')`)
    .execute()

  // Lists read the small columns of many rows; content and plain_text (read for one post, or only to
  // compute `search`) go out of line once a row passes 1 KB, so a heap page holds ~15 rows, not ~4.
  await sql`alter table blogs set (toast_tuple_target = 1024)`.execute(db)
  await sql`create index blogs_search on blogs using gin (search)`.execute(db)
  // The ids of the posts matching a text query, always read from the GIN index. PostgreSQL's planner
  // does not cost de-TOASTing a post's search vector (kilobytes, out of line), so given the choice it
  // may walk the date or category index and test thousands of rows one by one (measured 20-250 ms at
  // 10,000 posts) instead of a bitmap scan of this index (about 1 ms). Inside this function only
  // bitmap scans are allowed; the list joins its result.
  await sql`
    create function blogs_matching(query tsquery) returns setof integer
    language sql stable
    set enable_seqscan = off
    set enable_indexscan = off
    set enable_indexonlyscan = off
    rows 100
    as $$ select id from blogs where search @@ query $$
  `.execute(db)
  await sql`create index blogs_published_by_date on blogs (${DISPLAY_DATE}, id) where status = 'published'`.execute(db)
  await sql`create index blogs_published_by_category on blogs (category, ${DISPLAY_DATE}, id) where status = 'published'`.execute(db)
  await sql`create index blogs_published_by_author on blogs (author_name, ${DISPLAY_DATE}, id) where status = 'published'`.execute(db)
  await db.schema.createIndex('blogs_by_created').on('blogs').columns(['created_at', 'id']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function blogs_matching(tsquery)`.execute(db)
  await db.schema.dropTable('blogs').execute()
  await db.schema.dropTable('blog_categories').execute()
}
