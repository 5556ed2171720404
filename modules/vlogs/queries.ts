/**
 * Queries of the vlogs module's own tables (vlogs, vlog_categories). `db` is always the first parameter.
 * The conditions of status and scheduling, and the categories' queries, are content's (modules/content),
 * run here over these tables.
 */
import { sql, type Expression, type ExpressionBuilder, type Insertable, type Kysely, type SqlBool, type Updateable } from 'kysely'
import type { PostState, PostStatus, SortOrder } from '../../shared/api/journal.ts'
import { Categories, categoryMessages, containsPattern, publishing, type StateFilter } from '../content/index.ts'
import type { VlogsTable, VlogsTables } from './tables.ts'

export type VlogsDb = Kysely<VlogsTables>
type Eb = ExpressionBuilder<VlogsTables, 'vlogs'>

/** Status, publish date and scheduling of vlogs (content/publishing.ts); `visible` (published and due) is the only thing that may ever leave the public API. */
const { visible, state, filter: stateFilter, scheduledUntil } = publishing('vlogs')

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
  /** +1 on every save (modules/revisions). */
  version: number
  display_date: Date
  /** draft, scheduled (published with a publish_date still ahead) or published. */
  state: PostState
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
  'version',
] as const

const displayDate = sql<Date>`coalesce(vlogs.publish_date, vlogs.created_at)`

function selectVlogs(db: VlogsDb) {
  return db
    .selectFrom('vlogs')
    .select(COLUMNS)
    .select(displayDate.as('display_date'))
    .select(state.as('state'))
}

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
    const parts: Expression<SqlBool>[] = [visible]
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
  const row = await db.selectFrom('vlogs').where(visible).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function anyPublic(db: VlogsDb): Promise<boolean> {
  const row = await db.selectFrom('vlogs').where(visible).select('id').limit(1).executeTakeFirst()
  return row !== undefined
}

/** Distinct non-empty author names of published, due vlogs. */
export async function publicAuthors(db: VlogsDb): Promise<string[]> {
  const rows = await db
    .selectFrom('vlogs')
    .where(visible)
    .where('author_name', '<>', '')
    .select('author_name')
    .distinct()
    .orderBy('author_name')
    .execute()
  return rows.map((r) => r.author_name)
}

// ---- categories

export const CATEGORY_MESSAGES = categoryMessages('vlog', 'vlogs')
/** The categories of vlogs (content/categories.ts over vlog_categories and vlogs.category); names are trimmed and inner white space collapsed. */
export const vlogCategories = (db: VlogsDb) =>
  new Categories(db, { categories: 'vlog_categories', items: 'vlogs', messages: CATEGORY_MESSAGES, collapseSpaces: true })

// ---- the console

export interface CmsListQuery {
  search?: string
  status: StateFilter
  limit: number
  offset: number
}

export async function listCms(db: VlogsDb, q: CmsListQuery): Promise<{ rows: VlogRow[]; total: number }> {
  const search = q.search?.trim()
  const filter = (eb: Eb) => {
    const parts: Expression<SqlBool>[] = []
    if (search) parts.push(eb.or([eb('vlogs.title', 'ilike', containsPattern(search)), eb('vlogs.slug', 'ilike', containsPattern(search))]))
    const byState = stateFilter(q.status)
    if (byState) parts.push(byState)
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

/** Published vlogs whose publish date falls between now and `until` (the Dashboard's "scheduled"). */
export async function countScheduledUntil(db: VlogsDb, until: Date): Promise<number> {
  const row = await db
    .selectFrom('vlogs')
    .select(sql<number>`count(*)`.as('n'))
    .where(scheduledUntil(until))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
