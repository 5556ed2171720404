/**
 * Kysely queries of the blogs module's own tables (blogs, blog_categories); db comes first.
 * "Visible" means what the public may see: published, and due (no publish_date, or one in the past).
 */
import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely'
import type { SearchPlan } from './search.ts'
import type { BlogsTables } from './tables.ts'

export type BlogsDb = Kysely<BlogsTables>
type Eb = ExpressionBuilder<BlogsTables, 'blogs'>

/** The date shown and sorted by (public-site §3, §9); the partial indexes are on this expression. */
const displayDate = sql<Date>`coalesce(blogs.publish_date, blogs.created_at)`
const stateExpr = sql<'draft' | 'published' | 'scheduled'>`case when blogs.status = 'published' and blogs.publish_date > now() then 'scheduled' else blogs.status end`

const visible = (eb: Eb) =>
  eb.and([eb('blogs.status', '=', 'published'), eb.or([eb('blogs.publish_date', 'is', null), eb('blogs.publish_date', '<=', sql<Date>`now()`)])])

const SUMMARY_COLUMNS = [
  'blogs.id',
  'blogs.slug',
  'blogs.title',
  'blogs.category',
  'blogs.author_name',
  'blogs.featured_image',
  'blogs.publish_date',
  'blogs.created_at',
  'blogs.tags',
  'blogs.excerpt',
  'blogs.reading_time',
] as const

const DETAIL_COLUMNS = [...SUMMARY_COLUMNS, 'blogs.content', 'blogs.meta_title', 'blogs.meta_description', 'blogs.meta_keywords'] as const

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
}

export interface CmsRow extends DetailRow {
  status: 'draft' | 'published'
  state: 'draft' | 'published' | 'scheduled'
  updated_at: Date
}

export interface PublicFilters {
  category?: string
  author?: string
  exclude?: number
}

export type SearchMode = { kind: 'index'; plan: SearchPlan } | { kind: 'title'; plan: SearchPlan }

export interface PublicListOptions extends PublicFilters {
  search?: SearchMode
  sort: 'latest' | 'oldest'
  limit: number
  offset: number
}

function filtered<O>(q: SelectQueryBuilder<BlogsTables, 'blogs', O>, o: PublicFilters & { search?: SearchMode }) {
  let out = q.where(visible)
  if (o.category !== undefined) out = out.where('blogs.category', '=', o.category)
  if (o.author !== undefined) out = out.where('blogs.author_name', '=', o.author)
  if (o.exclude !== undefined) out = out.where('blogs.id', '<>', o.exclude)
  if (o.search?.kind === 'index') {
    const { text, prefix } = o.search.plan
    const query = prefix
      ? sql`(websearch_to_tsquery('english'::regconfig, ${text}) || to_tsquery('simple'::regconfig, ${prefix}))`
      : sql`websearch_to_tsquery('english'::regconfig, ${text})`
    // blogs_matching (see the migration) reads the matches from the GIN index, never row by row.
    out = out.where(sql<boolean>`blogs.id in (select m from blogs_matching(${query}) as m)`)
  } else if (o.search?.kind === 'title') {
    out = out.where(sql<boolean>`blogs.title ilike ${o.search.plan.titlePattern} escape '\\'`)
  }
  return out
}

/**
 * One page of visible posts and the total matching count, in one statement when the page has rows.
 * Without a text search the total is an uncorrelated sub-select (counted once from the small heap);
 * with one, a window count over the few matches (so the GIN lookup runs once).
 */
export async function listPublic(db: BlogsDb, o: PublicListOptions): Promise<{ rows: SummaryRow[]; total: number }> {
  const dir = o.sort === 'oldest' ? 'asc' : 'desc'
  const total = o.search
    ? sql<number>`count(*) over ()`
    : sql<number>`(${filtered(db.selectFrom('blogs'), o).select(sql<number>`count(*)`.as('n'))})`
  const rows = await filtered(db.selectFrom('blogs'), o)
    .select([...SUMMARY_COLUMNS, displayDate.as('display_date'), total.as('total')])
    .orderBy(displayDate, dir)
    .orderBy('blogs.id', dir)
    .limit(o.limit)
    .offset(o.offset)
    .execute()
  if (rows.length) return { rows: rows.map(({ total: _t, ...r }) => r), total: Number(rows[0].total) }
  // An empty page: either nothing matches, or the offset is past the end (then count separately).
  return { rows: [], total: o.offset > 0 ? await countPublic(db, o) : 0 }
}

export async function countPublic(db: BlogsDb, o: PublicFilters & { search?: SearchMode } = {}): Promise<number> {
  const row = await filtered(db.selectFrom('blogs'), o).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function findVisibleBySlug(db: BlogsDb, slug: string): Promise<DetailRow | undefined> {
  return db
    .selectFrom('blogs')
    .select([...DETAIL_COLUMNS, displayDate.as('display_date')])
    .where('blogs.slug', '=', slug)
    .where(visible)
    .executeTakeFirst()
}

const CMS_SELECT = [...DETAIL_COLUMNS, 'blogs.status', 'blogs.updated_at', displayDate.as('display_date'), stateExpr.as('state')] as const

export async function findBySlug(db: BlogsDb, slug: string): Promise<CmsRow | undefined> {
  return db.selectFrom('blogs').select(CMS_SELECT).where('blogs.slug', '=', slug).executeTakeFirst()
}

export async function findById(db: BlogsDb, id: number): Promise<CmsRow | undefined> {
  return db.selectFrom('blogs').select(CMS_SELECT).where('blogs.id', '=', id).executeTakeFirst()
}

export type CmsStateFilter = 'all' | 'published' | 'draft' | 'scheduled'

/** The console's list: newest first, optionally by title fragment and state. */
export async function listCms(
  db: BlogsDb,
  o: { search?: string; state: CmsStateFilter; limit: number; offset: number },
): Promise<{ rows: CmsRow[]; total: number }> {
  let q = db.selectFrom('blogs')
  if (o.search) {
    const pattern = `%${o.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    q = q.where((eb) => eb.or([eb('blogs.title', 'ilike', pattern), eb('blogs.slug', 'ilike', pattern)]))
  }
  if (o.state === 'draft') q = q.where('blogs.status', '=', 'draft')
  else if (o.state === 'published') q = q.where(visible)
  else if (o.state === 'scheduled') q = q.where('blogs.status', '=', 'published').where('blogs.publish_date', '>', sql<Date>`now()`)
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

export async function insertBlog(db: BlogsDb, values: BlogValues, adminId: number | null): Promise<number> {
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

/** Slugs taken by `base` or `base-N` (to pick the next free suffix). */
export async function slugsLike(db: BlogsDb, base: string): Promise<string[]> {
  const rows = await db
    .selectFrom('blogs')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute()
  return rows.map((r) => r.slug)
}

export async function slugTaken(db: BlogsDb, slug: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('blogs').select('id').where('slug', '=', slug)
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId)
  return Boolean(await q.executeTakeFirst())
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
    .where('blogs.status', '=', 'published')
    .where('blogs.publish_date', '>', sql<Date>`now()`)
    .executeTakeFirst()
  return row?.seconds == null ? null : Number(row.seconds)
}

export async function visibleSlugs(db: BlogsDb): Promise<Array<{ slug: string; updated_at: Date }>> {
  return db.selectFrom('blogs').select(['slug', 'updated_at']).where(visible).orderBy(displayDate, 'desc').orderBy('id', 'desc').execute()
}

export async function listCategories(db: BlogsDb): Promise<Array<{ id: number; name: string }>> {
  return db.selectFrom('blog_categories').select(['id', 'name']).orderBy(sql`lower(name)`).orderBy('id').execute()
}

/** Inserts a category; undefined when the name is taken (case-insensitively). */
export async function insertCategory(db: BlogsDb, name: string): Promise<{ id: number; name: string } | undefined> {
  return db
    .insertInto('blog_categories')
    .values({ name })
    .onConflict((oc) => oc.expression(sql`lower(name)`).doNothing())
    .returning(['id', 'name'])
    .executeTakeFirst()
}
