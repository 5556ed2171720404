/**
 * The queries of one served content type (`db` first, so a transaction can be passed): its table
 * and columns are read from the declaration, the fixed columns every served type has
 * (shared/content-types/served.ts) plus one per field. Public reads see published, due items only
 * (modules/content/publishing.ts); lapsed items (an event that has ended) are marked as such, listed
 * apart or left out as the declaration says.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely'
import { SLUG_PATTERN } from '../../shared/journal.ts'
import { STORAGE } from '../../shared/content-types/fields.ts'
import { titleField, type ServedContentType, type ServedItem } from '../../shared/content-types/served.ts'
import type { AnyDb } from '../core/db.ts'
import { containsPattern, publishing, requestedSlug, saveWithSlug, slugsLike, type SlugRule, type StateFilter } from '../content/index.ts'
import { ROUTER_OPTIONS } from '../core/route-table.ts'
import type { ColumnValue } from './values.ts'

/** The longest slug: the router's longest path parameter, so every item's address stays reachable. */
const SLUG_MAX = ROUTER_OPTIONS.maxParamLength

const FIXED_COLUMNS = ['id', 'slug', 'status', 'publish_date', 'created_at', 'updated_at'] as const

const iso = (d: unknown) => (d === null || d === undefined ? null : new Date(d as string | Date).toISOString())
/** A `date` column as node-postgres reads it (local midnight) back to its YYYY-MM-DD. */
const day = (d: unknown) => {
  if (d === null || d === undefined) return null
  if (typeof d === 'string') return d.slice(0, 10)
  const date = d as Date
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}

export interface CmsQuery {
  search?: string
  status: StateFilter
  limit: number
  offset: number
}

/** A served item as the console sees it (with its version). */
export type CmsItem = ServedItem & { version: number }
/** A served item as visitors see it: whether it has lapsed (an ended event). */
export type PublicItem = ServedItem & { lapsed: boolean }

export class ServedStore {
  readonly table: string
  private readonly columns: string[]
  private readonly summaryColumns: string[]
  private readonly rule: SlugRule
  private readonly state: ReturnType<typeof publishing>

  constructor(readonly type: ServedContentType) {
    const { table, served } = type
    this.table = table
    this.columns = [...FIXED_COLUMNS, 'version', ...served.fields.map((f) => f.name)]
    this.summaryColumns = [...FIXED_COLUMNS, ...served.fields.filter((f) => !f.detailOnly).map((f) => f.name)]
    this.rule = {
      constraint: `${table}_slug_unique`,
      invalid: `The slug may use lowercase letters, digits and single hyphens (e.g. spring-launch), up to ${SLUG_MAX} characters.`,
      taken: `Another ${type.noun} already uses this slug. Choose another.`,
      fallback: served.slugFallback,
      randomSuffix: true,
      maxLength: SLUG_MAX,
    }
    this.state = publishing(table)
  }

  /** A row as the API answers it: dates as ISO, each field by its kind. */
  private toItem(row: Record<string, unknown>): Record<string, unknown> {
    const item: Record<string, unknown> = { ...row }
    for (const key of ['publish_date', 'created_at', 'updated_at']) item[key] = iso(row[key])
    for (const f of this.type.served.fields) {
      if (!(f.name in row)) continue
      const storage = STORAGE[f.kind]
      if (storage === 'instant') item[f.name] = iso(row[f.name])
      else if (storage === 'day') item[f.name] = day(row[f.name])
    }
    return item
  }

  /** Whether an item has lapsed: its lapse date has passed (a day lapses when it is over); no date, never. */
  private lapsedSql() {
    const lapse = this.type.served.site.lapse
    if (!lapse) return sql<boolean>`false`
    const field = this.type.served.fields.find((f) => f.name === lapse.field)
    const now = field && STORAGE[field.kind] === 'day' ? sql`current_date` : sql`now()`
    return sql<boolean>`coalesce(${sql.ref(lapse.field)} < ${now}, false)`
  }

  private db(db: AnyDb): Kysely<any> {
    return db as Kysely<any>
  }

  async find(db: AnyDb, id: number): Promise<CmsItem | null> {
    const row = await this.db(db).selectFrom(this.table).select(this.columns).where('id', '=', id).executeTakeFirst()
    return row ? (this.toItem(row) as CmsItem) : null
  }

  async findBySlug(db: AnyDb, slug: string): Promise<(PublicItem & { visible: boolean }) | null> {
    if (!SLUG_PATTERN.test(slug)) return null
    const row = await this.db(db)
      .selectFrom(this.table)
      .select([...this.columns.filter((c) => c !== 'version'), this.lapsedSql().as('lapsed'), sql<boolean>`${this.state.visible}`.as('visible')])
      .where('slug', '=', slug)
      .executeTakeFirst()
    return row ? (this.toItem(row) as PublicItem & { visible: boolean }) : null
  }

  /** A published, due item by slug; null for drafts, scheduled items and unknown slugs. */
  async findPublic(db: AnyDb, slug: string): Promise<PublicItem | null> {
    const found = await this.findBySlug(db, slug)
    if (!found?.visible) return null
    const { visible: _visible, ...item } = found
    return item
  }

  /** The public list: current items in the declared order, and lapsed ones apart (newest first) when the type lists them. */
  async listPublic(db: AnyDb, limit: number): Promise<{ items: PublicItem[]; past: PublicItem[] }> {
    const { order, lapse } = this.type.served.site
    const base = () =>
      this.db(db)
        .selectFrom(this.table)
        .select([...this.summaryColumns, this.lapsedSql().as('lapsed')])
        .where(this.state.visible)
    const dir = order.direction
    const back = dir === 'asc' ? 'desc' : 'asc'
    // 'published': when it went live (the same expression as the type's public index, if it has one).
    const key = order.field === 'published' ? sql`coalesce(publish_date, created_at)` : sql.ref(order.field)
    const current = base()
      .$if(!!lapse, (q) => q.where(sql<boolean>`not ${this.lapsedSql()}`))
      .orderBy(key, dir)
      .orderBy('id', dir)
      .limit(limit)
      .execute()
    const past =
      lapse?.past === 'apart'
        ? base().where(this.lapsedSql()).orderBy(key, back).orderBy('id', back).limit(limit).execute()
        : Promise.resolve([])
    const [items, lapsed] = await Promise.all([current, past])
    return { items: items.map((r) => this.toItem(r) as PublicItem), past: lapsed.map((r) => this.toItem(r) as PublicItem) }
  }

  /** Every public item's address part and last change, for the sitemap (lapsed ones too: their pages stay). */
  async sitemap(db: AnyDb): Promise<Array<{ slug: string; updated_at: string }>> {
    const rows = await this.db(db).selectFrom(this.table).select(['slug', 'updated_at']).where(this.state.visible).orderBy('id').execute()
    return rows.map((r) => ({ slug: r.slug as string, updated_at: iso(r.updated_at)! }))
  }

  /** The console's list: search in the declared fields, the status filter, newest first. */
  async listCms(db: AnyDb, q: CmsQuery): Promise<{ items: CmsItem[]; total: number }> {
    let query = this.db(db).selectFrom(this.table)
    if (q.search) {
      const pattern = containsPattern(q.search)
      const searched = [...this.type.served.list.search, 'slug']
      query = query.where((eb) => eb.or(searched.map((c) => eb(c, 'ilike', pattern))))
    }
    const byState = this.state.filter(q.status)
    if (byState) query = query.where(byState)
    const [rows, count] = await Promise.all([
      query.select(this.columns).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute(),
      query.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ])
    return { items: rows.map((r) => this.toItem(r) as CmsItem), total: Number(count.n) }
  }

  /** A new item (`id`: one put back from the Trash keeps its own). */
  async create(db: AnyDb, values: Record<string, ColumnValue>, slugRaw: string | undefined, adminId: number | null, id?: number): Promise<CmsItem> {
    const title = String(values[titleField(this.type).name])
    const requested = requestedSlug(this.rule, slugRaw)
    return saveWithSlug(this.rule, { requested, title, taken: (base) => slugsLike(db, this.table, base), db }, async (slug) => {
      const row = await this.db(db)
        .insertInto(this.table)
        .values({ status: 'draft', publish_date: null, ...values, slug, created_by: adminId, updated_by: adminId, ...(id && { id }) })
        .returning(this.columns)
        .executeTakeFirstOrThrow()
      return this.toItem(row) as CmsItem
    })
  }

  /** Saves an edit: the slug stays unless one is sent (blank: derived again from the title). Null when there is no such item. */
  async update(db: AnyDb, id: number, values: Record<string, ColumnValue>, slugRaw: string | undefined, adminId: number | null): Promise<CmsItem | null> {
    const requested = requestedSlug(this.rule, slugRaw)
    const write = async (slug: string | undefined) => {
      const row = await this.db(db)
        .updateTable(this.table)
        .set({ ...values, ...(slug ? { slug } : {}), updated_by: adminId, updated_at: sql`now()` })
        .where('id', '=', id)
        .returning(this.columns)
        .executeTakeFirst()
      return row ? (this.toItem(row) as CmsItem) : null
    }
    if (requested === undefined) return write(undefined)
    const current = await this.find(db, id)
    if (!current) return null
    const title = String(values[titleField(this.type).name])
    return saveWithSlug(this.rule, { requested, title, current: current.slug, taken: (base) => slugsLike(db, this.table, base, id), db }, write)
  }

  /** Only the status (the bulk bar's publish and unpublish). */
  async setStatus(db: AnyDb, id: number, status: 'draft' | 'published', adminId: number | null): Promise<CmsItem | null> {
    const row = await this.db(db).updateTable(this.table).set({ status, updated_by: adminId, updated_at: sql`now()` }).where('id', '=', id).returning(this.columns).executeTakeFirst()
    return row ? (this.toItem(row) as CmsItem) : null
  }

  async remove(db: AnyDb, id: number): Promise<void> {
    await this.db(db).deleteFrom(this.table).where('id', '=', id).execute()
  }

  /** The items whose image or rich-text fields hold one of the library's images (media usage). */
  async usingImages(db: AnyDb, refers: (column: string) => RawBuilder<SqlBool>): Promise<Array<Record<string, unknown>>> {
    const columns = this.type.served.fields.filter((f) => f.kind === 'image' || f.kind === 'richText').map((f) => f.name)
    if (!columns.length) return []
    return this.db(db)
      .selectFrom(this.table)
      .select(['id', 'slug', titleField(this.type).name, ...columns])
      .where((eb) => eb.or(columns.map((c) => refers(c))))
      .orderBy('id')
      .execute()
  }
}
