/**
 * Kysely queries of the blogs module's own tables (blogs, blog_categories); db comes first.
 * "Visible" means what the public may see: published, and due (no publish_date, or one in the past):
 * the conditions of status and scheduling, and the categories' queries, are content's (modules/content),
 * run here over these tables.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely'
import { PREPARED } from '../core/db.ts'
import { Categories, categoryMessages, containsPattern, publishing, type StateFilter } from '../content/index.ts'
import type { SearchPlan } from './search.ts'
import type { BlogsTables } from './tables.ts'

export type BlogsDb = Kysely<BlogsTables>

/** Status, publish date and scheduling of blogs (content/publishing.ts). */
const { visible, scheduled, state, filter: stateFilter, scheduledUntil } = publishing('blogs')

export const CATEGORY_MESSAGES = categoryMessages('post', 'posts')
/** The categories of posts (content/categories.ts over blog_categories and blogs.category). */
export const blogCategories = (db: BlogsDb) => new Categories(db, { categories: 'blog_categories', items: 'blogs', messages: CATEGORY_MESSAGES })

/**
 * What a list card shows; never content, plain_text or the search vector. display_date (publish_date,
 * else created_at: the date shown and sorted by, public-site §3, §9) is a stored generated column.
 */
const SUMMARY_COLUMNS = [
  'blogs.id',
  'blogs.slug',
  'blogs.title',
  'blogs.category',
  'blogs.author_name',
  'blogs.featured_image',
  'blogs.publish_date',
  'blogs.created_at',
  'blogs.display_date',
  'blogs.tags',
  'blogs.excerpt',
  'blogs.reading_time',
] as const

const DETAIL_COLUMNS = [...SUMMARY_COLUMNS, 'blogs.content', 'blogs.meta_title', 'blogs.meta_description', 'blogs.meta_keywords', 'blogs.updated_at'] as const

export interface SummaryRow {
  id: number
  slug: string
  title: string
  category: string
  author_name: string
  featured_image: string | null
  publish_date: Date | null
  created_at: Date
  display_date: Date
  tags: string
  excerpt: string
  reading_time: number
}

export interface DetailRow extends SummaryRow {
  content: string
  meta_title: string
  meta_description: string
  meta_keywords: string
  updated_at: Date
}

export interface CmsRow extends DetailRow {
  status: 'draft' | 'published'
  state: 'draft' | 'published' | 'scheduled'
  version: number
}

export interface PublicFilters {
  category?: string
  author?: string
  exclude?: number
}

export interface PublicListOptions extends PublicFilters {
  /** A visitor's search (search.ts). */
  search?: SearchPlan
  sort: 'latest' | 'oldest'
  limit: number
  offset: number
}

/** The list's exact filters on the columns of `table` (blogs, or the search hits), each `and ...`. */
function filterSql(table: 'blogs' | 'l' | 'c' | 's', o: PublicFilters): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = []
  if (o.category !== undefined) parts.push(sql` and ${sql.ref(`${table}.category`)} = ${o.category}`)
  if (o.author !== undefined) parts.push(sql` and ${sql.ref(`${table}.author_name`)} = ${o.author}`)
  if (o.exclude !== undefined) parts.push(sql` and ${sql.ref(`${table}.id`)} <> ${o.exclude}`)
  return sql.join(parts, sql``)
}

const LIST_SELECT = sql.join(SUMMARY_COLUMNS.map((c) => sql.ref(c.replace('blogs.', 'b.'))))

/**
 * One page of visible posts and the total matching count, in one statement (one round trip), with
 * one row even for an empty page (the total; the post columns null).
 *
 * Without a search, the page's ids come from the list's partial indexes alone (index-only scans:
 * 2026-11-23-02) and the total from blogs_list_counts less the posts not yet due (2026-11-23-03);
 * only the page's rows are read from the table, by id.
 * With one, the matches are read once (`hits`) from the GIN index of the narrow blogs_list table
 * (published posts' list columns: 2026-11-23-03), then counted and paged where they lie; only when
 * they are none is the text tried as a fragment of a title (public behaviour:
 * docs/decisions/0010-journal-blogs-and-vlogs.md), as `lower(title) like lower(pattern)`, which is what ILIKE does, on blogs_list's copy
 * of the stored lower(title), through its trigram index (2026-11-25-01).
 * The text query is a sub-select, so the planner sees it as unknown in every plan (custom or
 * generic) and estimates few matches: always a bitmap scan of the GIN index. Given the words, it
 * would take a common one for "most posts" and choose a sequential scan, which de-TOASTs every
 * post's search vector (about 5 KB each, out of line): the trap blogs_search_hits (2026-11-23-02/03,
 * no longer called) avoided with planner settings, at the price of a PL/pgSQL call that copied
 * every match once more (measured at 10,000 posts, a word in 1,000 of them: 0.54 ms of PostgreSQL
 * CPU per search before, 0.38 ms now).
 * The statement is prepared (core's PREPARED): each connection plans each shape of it once.
 */
export async function listPublic(db: BlogsDb, o: PublicListOptions): Promise<{ rows: SummaryRow[]; total: number }> {
  const { rows } = await listPublicQuery(o).execute(db)
  return { rows: rows.filter((r) => r.id !== null).map(({ total: _t, ...r }) => r), total: Number(rows[0]?.total ?? 0) }
}

/** The statement listPublic runs (exported so a test can read its plan). */
export function listPublicQuery(o: PublicListOptions): RawBuilder<SummaryRow & { total: string | number }> {
  const dir = sql.raw(o.sort === 'oldest' ? 'asc' : 'desc')
  const page = sql`order by display_date ${dir}, id ${dir} limit ${o.limit} offset ${o.offset}`
  let query: RawBuilder<SummaryRow & { total: string | number }>
  if (!o.search) {
    const where = sql`${visible}${filterSql('blogs', o)}`
    // Published posts of the filters (counters) less those not yet due; with `exclude` (related posts), a count.
    const total =
      o.exclude === undefined
        ? sql`select (select coalesce(sum(c.n), 0) from blogs_list_counts as c where true${filterSql('c', o)})
            - (select count(*) from blogs_list as s where s.publish_date > now()${filterSql('s', o)}) as total`
        : sql`select count(*) as total from blogs where ${where}`
    query = sql`
      select t.total, ${LIST_SELECT}
      from (${total}) as t
      left join (select blogs.id, blogs.display_date from blogs where ${where} ${page}) as p on true
      left join blogs as b on b.id = p.id
      order by p.display_date ${dir}, p.id ${dir}`
  } else {
    const { text, prefix, titlePattern } = o.search
    const tsquery = prefix
      ? sql`(websearch_to_tsquery('english'::regconfig, ${text}) || to_tsquery('simple'::regconfig, ${prefix}))`
      : sql`websearch_to_tsquery('english'::regconfig, ${text})`
    const hits = sql`
      hits as materialized (
        select l.id, l.display_date from blogs_list as l
        where l.search @@ (select ${tsquery}) and (l.publish_date is null or l.publish_date <= now())${filterSql('l', o)}
      )`
    if (titlePattern === null) {
      // Nothing in the text the trigram index could look up (search.ts): words and prefixes only.
      query = sql`
      with ${hits}
      select t.total, ${LIST_SELECT}
      from (select count(*) as total from hits) as t
      left join (select id, display_date from hits ${page}) as p on true
      left join blogs as b on b.id = p.id
      order by p.display_date ${dir}, p.id ${dir}`
    } else {
      // The fallback runs only when there are no hits: a bitmap scan of the titles' trigram index
      // (2026-11-25-01), in the generic plan too.
      query = sql`
      with ${hits}, fragment as materialized (
        select l.id, l.display_date from blogs_list as l
        where not exists (select from hits) and (l.publish_date is null or l.publish_date <= now())${filterSql('l', o)}
          and l.title_folded like lower(${titlePattern}) escape '\\'
      )
      select t.total, ${LIST_SELECT}
      from (select (select count(*) from hits) + (select count(*) from fragment) as total) as t
      left join (select id, display_date from hits union all select id, display_date from fragment ${page}) as p on true
      left join blogs as b on b.id = p.id
      order by p.display_date ${dir}, p.id ${dir}`
    }
  }
  return sql<SummaryRow & { total: string | number }>`${sql.raw(PREPARED)}${query}`
}

/** Visible posts (published and due): an index-only count. */
export async function countPublic(db: BlogsDb): Promise<number> {
  const row = await db.selectFrom('blogs').select(sql<number>`count(*)`.as('n')).where(visible).executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function findVisibleBySlug(db: BlogsDb, slug: string): Promise<DetailRow | undefined> {
  return db
    .selectFrom('blogs')
    .select(DETAIL_COLUMNS)
    .where('blogs.slug', '=', slug)
    .where(visible)
    .executeTakeFirst()
}

const CMS_SELECT = [...DETAIL_COLUMNS, 'blogs.status', 'blogs.version', state.as('state')] as const

export async function findBySlug(db: BlogsDb, slug: string): Promise<CmsRow | undefined> {
  return db.selectFrom('blogs').select(CMS_SELECT).where('blogs.slug', '=', slug).executeTakeFirst()
}

export async function findById(db: BlogsDb, id: number): Promise<CmsRow | undefined> {
  return db.selectFrom('blogs').select(CMS_SELECT).where('blogs.id', '=', id).executeTakeFirst()
}

/** The console's list: newest first, optionally by title fragment and state. */
export async function listCms(
  db: BlogsDb,
  o: { search?: string; state: StateFilter; limit: number; offset: number },
): Promise<{ rows: CmsRow[]; total: number }> {
  let q = db.selectFrom('blogs')
  if (o.search) {
    const pattern = containsPattern(o.search)
    q = q.where((eb) => eb.or([eb('blogs.title', 'ilike', pattern), eb('blogs.slug', 'ilike', pattern)]))
  }
  const byState = stateFilter(o.state)
  if (byState) q = q.where(byState)
  const [rows, count] = await Promise.all([
    q.select(CMS_SELECT).orderBy('blogs.created_at', 'desc').orderBy('blogs.id', 'desc').limit(o.limit).offset(o.offset).execute(),
    q.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}

export interface BlogValues {
  slug: string
  title: string
  content: string
  plain_text: string
  excerpt: string
  reading_time: number
  category: string
  author_name: string
  featured_image: string | null
  tags: string
  meta_title: string
  meta_description: string
  meta_keywords: string
  status: 'draft' | 'published'
  publish_date: string | null
}

export async function insertBlog(db: BlogsDb, values: BlogValues & { id?: number }, adminId: number | null): Promise<number> {
  const row = await db
    .insertInto('blogs')
    .values({ ...values, created_by: adminId, updated_by: adminId })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateBlog(db: BlogsDb, id: number, values: Partial<BlogValues>, adminId: number | null): Promise<boolean> {
  const res = await db
    .updateTable('blogs')
    .set({ ...values, updated_by: adminId, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) > 0
}

export async function deleteBlog(db: BlogsDb, id: number): Promise<{ title: string; status: string } | undefined> {
  return db.deleteFrom('blogs').where('id', '=', id).returning(['title', 'status']).executeTakeFirst()
}

export async function visibleAuthors(db: BlogsDb): Promise<string[]> {
  const rows = await db.selectFrom('blogs').select('author_name').distinct().where(visible).where('author_name', '<>', '').orderBy('author_name').execute()
  return rows.map((r) => r.author_name)
}

export async function countVisible(db: BlogsDb): Promise<number> {
  return countPublic(db)
}

/** Seconds until the next scheduled post goes live, by the database's clock; null when none is scheduled. */
export async function secondsUntilNextDue(db: BlogsDb): Promise<number | null> {
  const row = await db
    .selectFrom('blogs')
    .select(sql<number | null>`extract(epoch from min(blogs.publish_date) - now())`.as('seconds'))
    .where(scheduled)
    .executeTakeFirst()
  return row?.seconds == null ? null : Number(row.seconds)
}

export async function visibleSlugs(db: BlogsDb): Promise<Array<{ slug: string; updated_at: Date }>> {
  return db.selectFrom('blogs').select(['slug', 'updated_at']).where(visible).orderBy('display_date', 'desc').orderBy('id', 'desc').execute()
}

/** Published posts whose publish date falls between now and `until` (the Dashboard's "scheduled"). */
export async function countScheduledUntil(db: BlogsDb, until: Date): Promise<number> {
  const row = await db
    .selectFrom('blogs')
    .select(sql<number>`count(*)`.as('n'))
    .where(scheduledUntil(until))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
