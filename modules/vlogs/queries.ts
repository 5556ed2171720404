/** Queries of the vlogs module's own tables (vlogs, vlog_categories). `db` is always the first parameter. */
import { sql, type Expression, type ExpressionBuilder, type Insertable, type Kysely, type SqlBool, type Updateable } from 'kysely'
import type { PostStatus, SortOrder } from '../../shared/api/journal.ts'
import type { VlogsTable, VlogsTables } from './tables.ts'

export type VlogsDb = Kysely<VlogsTables>
type Eb = ExpressionBuilder<VlogsTables, 'vlogs'>

/** A vlog row as the service reads it: every column but the search vector, plus values computed against the database clock. */
export interface VlogRow {
  id: number
  slug: string
  title: string
  description: string
  category: string
  author_name: string
  youtube_url: string
  video_id: string
  thumbnail_url: string
  meta_title: string
  meta_description: string
  meta_keywords: string
  status: PostStatus
  publish_date: Date | null
  created_at: Date
  updated_at: Date
  created_by: number | null
  updated_by: number | null
  display_date: Date
  /** Published with a publish_date still in the future. */
  scheduled: boolean
}

const COLUMNS = [
  'id',
  'slug',
  'title',
  'description',
  'category',
  'author_name',
  'youtube_url',
  'video_id',
  'thumbnail_url',
  'meta_title',
  'meta_description',
  'meta_keywords',
  'status',
  'publish_date',
  'created_at',
  'updated_at',
  'created_by',
  'updated_by',
] as const

const displayDate = sql<Date>`coalesce(vlogs.publish_date, vlogs.created_at)`

function selectVlogs(db: VlogsDb) {
  return db
    .selectFrom('vlogs')
    .select(COLUMNS)
    .select(displayDate.as('display_date'))
    .select(sql<boolean>`(vlogs.status = 'published' and vlogs.publish_date is not null and vlogs.publish_date > now())`.as('scheduled'))
}

/** Published and due: the only vlogs that may ever leave the public API. */
export const isPublic = (eb: Eb): Expression<SqlBool> =>
  eb.and([eb('vlogs.status', '=', 'published'), eb.or([eb('vlogs.publish_date', 'is', null), eb('vlogs.publish_date', '<=', sql<Date>`now()`)])])

/**
 * A prefix text query from what a visitor typed: each word (letters and digits) must start a word
 * of the title or description. Null when nothing searchable was typed. Words only ever contain
 * letters and digits, so they cannot break out of the tsquery syntax.
 */
export function prefixQuery(search: string | undefined): string | null {
  const words = (search ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu)
  if (!words?.length) return null
  return [...new Set(words)].slice(0, 16).map((w) => `'${w}':*`).join(' & ')
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export interface PublicListQuery {
  search?: string
  category?: string
  author?: string
  sort: SortOrder
  limit: number
  offset: number
}

/** What the public list shows of a vlog (toVlog): no SEO fields, no bookkeeping. */
export type PublicVlogRow = Pick<
  VlogRow,
  'id' | 'slug' | 'title' | 'description' | 'category' | 'author_name' | 'youtube_url' | 'video_id' | 'thumbnail_url' | 'publish_date' | 'created_at' | 'display_date'
>

const PUBLIC_COLUMNS = ['id', 'slug', 'title', 'description', 'category', 'author_name', 'youtube_url', 'video_id', 'thumbnail_url', 'publish_date', 'created_at'] as const

/**
 * One page of the public list and the total, in one statement: the count is an uncorrelated
 * sub-select (run once). A page past the end has no row to carry it: then it is counted alone.
 */
export async function listPublic(db: VlogsDb, q: PublicListQuery): Promise<{ rows: PublicVlogRow[]; total: number }> {
  const tsquery = prefixQuery(q.search)
  const filter = (eb: Eb) => {
    const parts: Expression<SqlBool>[] = [isPublic(eb)]
    if (tsquery) parts.push(sql<SqlBool>`vlogs.search @@ to_tsquery('simple'::regconfig, ${tsquery})`)
    if (q.category) parts.push(eb(eb.fn('lower', ['vlogs.category']), '=', q.category.toLowerCase()))
    if (q.author) parts.push(eb('vlogs.author_name', '=', q.author))
    return eb.and(parts)
  }
  const count = () => db.selectFrom('vlogs').where(filter).select((eb) => eb.fn.countAll<number>().as('n'))
  const direction = q.sort === 'oldest' ? sql`asc` : sql`desc`
  const rows = await db
    .selectFrom('vlogs')
    .select(PUBLIC_COLUMNS)
    .select(displayDate.as('display_date'))
    .select(sql<number>`(${count()})`.as('total'))
    .where(filter)
    .orderBy(sql`coalesce(vlogs.publish_date, vlogs.created_at) ${direction}, vlogs.id ${direction}`)
    .limit(q.limit)
    .offset(q.offset)
    .execute()
  if (rows.length) return { rows: rows.map(({ total: _t, ...r }) => r), total: Number(rows[0].total) }
  return { rows: [], total: q.offset > 0 ? Number((await count().executeTakeFirstOrThrow()).n) : 0 }
}

export async function countPublic(db: VlogsDb): Promise<number> {
  const row = await db.selectFrom('vlogs').where(isPublic).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function anyPublic(db: VlogsDb): Promise<boolean> {
  const row = await db.selectFrom('vlogs').where(isPublic).select('id').limit(1).executeTakeFirst()
  return row !== undefined
}

/** Distinct non-empty author names of published, due vlogs. */
export async function publicAuthors(db: VlogsDb): Promise<string[]> {
  const rows = await db
    .selectFrom('vlogs')
    .where(isPublic)
    .where('author_name', '<>', '')
    .select('author_name')
    .distinct()
    .orderBy('author_name')
    .execute()
  return rows.map((r) => r.author_name)
}

// ---- categories

export const listCategories = (db: VlogsDb) =>
  db.selectFrom('vlog_categories').select(['id', 'name']).orderBy(sql`lower(name)`).orderBy('id').execute()

export const findCategoryByName = (db: VlogsDb, name: string) =>
  db.selectFrom('vlog_categories').select(['id', 'name']).where(sql<string>`lower(name)`, '=', name.toLowerCase()).executeTakeFirst()

/** Inserts a category; undefined when the name (case-insensitively) is taken. Race-safe. */
export const insertCategory = (db: VlogsDb, name: string, adminId: number | null) =>
  db
    .insertInto('vlog_categories')
    .values({ name, created_by: adminId })
    .onConflict((oc) => oc.doNothing())
    .returning(['id', 'name'])
    .executeTakeFirst()

/** Every category with how many vlogs (any status) name it, case-insensitively: the console's list. */
export async function listCategoriesWithUsage(db: VlogsDb): Promise<Array<{ id: number; name: string; used_by: number }>> {
  const rows = await db
    .selectFrom('vlog_categories as c')
    .leftJoin('vlogs as v', (join) => join.on(sql`lower(v.category)`, '=', sql`lower(c.name)`))
    .select(['c.id', 'c.name', sql<number>`count(v.id)::int`.as('used_by')])
    .groupBy(['c.id', 'c.name'])
    .orderBy(sql`lower(c.name)`)
    .orderBy('c.id')
    .execute()
  return rows.map((r) => ({ id: r.id, name: r.name, used_by: Number(r.used_by) }))
}

/** How many vlogs (any status) name this category, case-insensitively. */
export async function categoryUsage(db: VlogsDb, name: string): Promise<number> {
  const row = await db.selectFrom('vlogs').select(sql<number>`count(*)::int`.as('n')).where(sql`lower(category)`, '=', name.toLowerCase()).executeTakeFirstOrThrow()
  return Number(row.n)
}

/**
 * Renames a category and every vlog that names it, in one transaction. undefined: no such category;
 * 'taken': another category has the name (case-insensitively; a concurrent rename still fails on the
 * unique index, which the caller maps to the same answer).
 */
export async function renameCategory(
  db: VlogsDb,
  id: number,
  name: string,
): Promise<{ category: { id: number; name: string; used_by: number }; from: string } | 'taken' | undefined> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('vlog_categories').select(['id', 'name']).where('id', '=', id).forUpdate().executeTakeFirst()
    if (!current) return undefined
    const clash = await trx.selectFrom('vlog_categories').select('id').where(sql`lower(name)`, '=', name.toLowerCase()).where('id', '<>', id).executeTakeFirst()
    if (clash) return 'taken'
    await trx.updateTable('vlog_categories').set({ name }).where('id', '=', id).execute()
    const moved = await trx.updateTable('vlogs').set({ category: name }).where(sql`lower(category)`, '=', current.name.toLowerCase()).executeTakeFirst()
    return { category: { id, name, used_by: Number(moved.numUpdatedRows) }, from: current.name }
  })
}

/** Deletes a category no vlog names. 'missing': no such category; a number: the vlogs still using it (nothing deleted). */
export async function deleteUnusedCategory(db: VlogsDb, id: number): Promise<{ name: string } | 'missing' | number> {
  const gone = await db
    .deleteFrom('vlog_categories')
    .where('id', '=', id)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('vlogs').select(sql`1`.as('one')).where(sql`lower(vlogs.category)`, '=', sql`lower(vlog_categories.name)`))),
    )
    .returning('name')
    .executeTakeFirst()
  if (gone) return gone
  const current = await db.selectFrom('vlog_categories').select('name').where('id', '=', id).executeTakeFirst()
  return current ? categoryUsage(db, current.name) : 'missing'
}

// ---- the console

export type CmsStatusFilter = 'all' | 'published' | 'draft' | 'scheduled'

export interface CmsListQuery {
  search?: string
  status: CmsStatusFilter
  limit: number
  offset: number
}

export async function listCms(db: VlogsDb, q: CmsListQuery): Promise<{ rows: VlogRow[]; total: number }> {
  const search = q.search?.trim()
  const filter = (eb: Eb) => {
    const parts: Expression<SqlBool>[] = []
    if (search) parts.push(eb.or([eb('vlogs.title', 'ilike', likePattern(search)), eb('vlogs.slug', 'ilike', likePattern(search))]))
    if (q.status === 'draft') parts.push(eb('vlogs.status', '=', 'draft'))
    if (q.status === 'published') parts.push(isPublic(eb))
    if (q.status === 'scheduled') parts.push(eb.and([eb('vlogs.status', '=', 'published'), eb('vlogs.publish_date', '>', sql<Date>`now()`)]))
    return eb.and(parts)
  }
  const [rows, count] = await Promise.all([
    selectVlogs(db).where(filter).orderBy('vlogs.created_at', 'desc').orderBy('vlogs.id', 'desc').limit(q.limit).offset(q.offset).execute(),
    db.selectFrom('vlogs').where(filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows: rows as VlogRow[], total: Number(count.n) }
}

export const findVlogById = async (db: VlogsDb, id: number) =>
  (await selectVlogs(db).where('vlogs.id', '=', id).executeTakeFirst()) as VlogRow | undefined

/** Slugs equal to `base` or of the form `base-N`, other than the vlog `excludeId`'s own. */
export async function slugsLike(db: VlogsDb, base: string, excludeId?: number): Promise<Set<string>> {
  let query = db
    .selectFrom('vlogs')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
  if (excludeId !== undefined) query = query.where('id', '<>', excludeId)
  return new Set((await query.execute()).map((r) => r.slug))
}

export const slugTaken = async (db: VlogsDb, slug: string, excludeId?: number) => {
  let query = db.selectFrom('vlogs').select('id').where('slug', '=', slug)
  if (excludeId !== undefined) query = query.where('id', '<>', excludeId)
  return (await query.executeTakeFirst()) !== undefined
}

export type NewVlog = Insertable<VlogsTable>
export type VlogChanges = Updateable<VlogsTable>

export async function insertVlog(db: VlogsDb, values: NewVlog): Promise<number> {
  const row = await db.insertInto('vlogs').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function updateVlog(db: VlogsDb, id: number, values: VlogChanges): Promise<boolean> {
  const res = await db
    .updateTable('vlogs')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) > 0
}

export async function deleteVlog(db: VlogsDb, id: number): Promise<boolean> {
  const res = await db.deleteFrom('vlogs').where('id', '=', id).executeTakeFirst()
  return Number(res.numDeletedRows) > 0
}

/** Whether `err` is a unique violation (of `constraint`, when given). Works for pg and PGlite errors. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string; message?: string } | null
  if (!e || e.code !== '23505') return false
  if (!constraint) return true
  return e.constraint === constraint || (e.message ?? '').includes(constraint)
}

/** Published vlogs whose publish date falls between now and `until` (the Dashboard's "scheduled"). */
export async function countScheduledUntil(db: VlogsDb, until: Date): Promise<number> {
  const row = await db
    .selectFrom('vlogs')
    .select(sql<number>`count(*)`.as('n'))
    .where('vlogs.status', '=', 'published')
    .where('vlogs.publish_date', '>', sql<Date>`now()`)
    .where('vlogs.publish_date', '<=', until)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
