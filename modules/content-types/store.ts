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
import { hasItemPages, hasPublishing, hasSlug, holdsImages, titleField, type ServedContentType, type ServedDerived, type ServedItem } from '../../shared/content-types/served.ts'
import type { AnyDb } from '../core/db.ts'
import { Categories, categoryMessages, containsPattern, prefixQuery, publishing, requestedSlug, saveWithSlug, slugsLike, type SlugRule, type StateFilter } from '../content/index.ts'
import { ROUTER_OPTIONS } from '../core/route-table.ts'
import { checkFiles, type ColumnValue } from './values.ts'
import { PublicCache } from './cache.ts'
import { indexedList, searchPlan, type IndexedQuery } from './indexed.ts'

/** The longest slug: the router's longest path parameter, so every item's address stays reachable. */
const SLUG_MAX = ROUTER_OPTIONS.maxParamLength

/** The columns every item of the type has: id, slug and publishing unless it has none, dates, and its counters. */
function fixedColumns(t: ServedContentType): string[] {
  return ['id', ...(hasSlug(t) ? ['slug'] : []), ...(hasPublishing(t) ? ['status', 'publish_date'] : []), 'created_at', 'updated_at', ...(t.served.counters ?? [])]
}

const iso = (d: unknown) => (d === null || d === undefined ? null : d instanceof Date ? d.toISOString() : new Date(d as string).toISOString())
const NONE: ReadonlySet<string> = new Set()
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

/** A served item as the console sees it (with its version, and whether it is a draft, scheduled or published). */
export type CmsItem = ServedItem & { version: number; state: 'draft' | 'scheduled' | 'published' }

/** The public list's question when it is answered a page at a time (`site.paged`). */
export interface PagedQuery {
  search?: string
  /** Filter values by query parameter. */
  filters: Record<string, string | undefined>
  /** An item left out (`paged.exclude`: an item page's related items). */
  exclude?: number
  sort: 'latest' | 'oldest'
  limit: number
  offset: number
}

export interface PagedList {
  items: PublicItem[]
  total: number
  limit: number
  offset: number
  /** Absent for a type whose answers never had it (`paged.anyPublished: false`). */
  any_published?: boolean
}
/** A list's question once read: the filters asked, each with its field. */
interface ListQuestion {
  search?: string
  filters: Array<{ field: string; value: string; caseless: boolean }>
  exclude?: number
  sort: 'latest' | 'oldest'
  limit: number
  offset: number
}

/** A served item as visitors see it: whether it has lapsed (an ended event). */
export type PublicItem = ServedItem & { lapsed: boolean }

export class ServedStore {
  readonly table: string
  private readonly columns: string[]
  private readonly summaryColumns: string[]
  private readonly detailColumns: string[]
  private readonly internal: ReadonlySet<string>
  /** What each answered column needs, by name: ISO text, a day, a number (or nothing), and the derived values. */
  private readonly answerPlan: { kinds: Map<string, 'instant' | 'day' | 'number'>; derived: Array<[string, ServedDerived]> }
  private readonly rule: SlugRule | null
  private readonly state: ReturnType<typeof publishing>
  /** The type's categories (`categories`), if it has them. */
  readonly categories: ((db: AnyDb) => Categories) | null
  /** The statement of a page of the index table's list (`site.paged.index`), made on first use. */
  private indexed: ((o: IndexedQuery) => RawBuilder<Record<string, unknown> & { total: string | number }>) | null = null
  /** The public answers kept in the process (`site.paged.cached`), once the plugin gives it a clock and the change bus. */
  private cache: PublicCache | null = null

  constructor(readonly type: ServedContentType) {
    const { table, served } = type
    this.table = table
    // A video's id is kept beside its link (its own column).
    // Computed columns that answers carry (a post's excerpt and reading time) are read with the fields; the others never.
    const computed = Object.entries(served.computed ?? {}).flatMap(([name, c]) => (c.answer === false ? [] : [name]))
    const stored = [...served.fields.flatMap((f) => (f.videoId ? [f.name, f.videoId] : [f.name])), ...computed]
    const summary = [...served.fields.filter((f) => !f.detailOnly).flatMap((f) => (f.videoId ? [f.name, f.videoId] : [f.name])), ...computed]
    const fixed = fixedColumns(type)
    this.columns = [...fixed, 'version', ...stored]
    this.detailColumns = [...fixed, ...stored]
    this.summaryColumns = [...fixed, ...summary]
    this.internal = new Set(served.fields.filter((f) => f.internal).map((f) => f.name))
    const kinds = new Map<string, 'instant' | 'day' | 'number'>([['publish_date', 'instant'], ['created_at', 'instant'], ['updated_at', 'instant']])
    for (const key of served.counters ?? []) kinds.set(key, 'number')
    for (const [key, c] of Object.entries(served.computed ?? {})) if (c.answer === 'integer') kinds.set(key, 'number')
    for (const f of served.fields) {
      const storage = STORAGE[f.kind]
      if (storage === 'instant' || storage === 'day') kinds.set(f.name, storage)
    }
    this.answerPlan = { kinds, derived: Object.entries(served.derived ?? {}) }
    const slug = served.slug === false ? {} : (served.slug ?? {})
    const max = slug.max ?? SLUG_MAX
    this.rule = hasSlug(type)
      ? {
          constraint: `${table}_slug_unique`,
          invalid: `The slug may use lowercase letters, digits and single hyphens (e.g. spring-launch), up to ${max} characters.`,
          taken: `Another ${type.noun} already uses this slug. Choose another.`,
          fallback: served.slugFallback ?? type.noun.replace(/\W+/g, '-'),
          randomSuffix: !slug.numbered,
          maxLength: max,
          ...(slug.lowercase && { lowercase: true }),
        }
      : null
    // A type without publishing shows every saved item: "visible" is always true, and no item is scheduled.
    const published = publishing(table)
    this.state = hasPublishing(type)
      ? published
      : { ...published, visible: sql<SqlBool>`true`, scheduled: sql<SqlBool>`false`, filter: () => undefined, scheduledUntil: () => sql<SqlBool>`false` }
    const kept = served.categories
    this.categories = kept
      ? (db) =>
          new Categories(db, {
            categories: kept.table,
            items: table,
            field: kept.field,
            messages: categoryMessages(type.noun, type.plural.toLowerCase()),
            ...(kept.collapseSpaces && { collapseSpaces: true }),
          })
      : null
  }

  /**
   * A row as the API answers it: dates as ISO, each field by its kind, then the declared derived
   * values; `drop`: columns left out (those visitors never see). Which columns need what is worked
   * out once (`answerPlan`): a public list converts thousands of rows a second (P4).
   */
  private toItem(row: Record<string, unknown>, drop: ReadonlySet<string> = NONE): Record<string, unknown> {
    const plan = this.answerPlan
    const item: Record<string, unknown> = {}
    for (const key in row) {
      if (drop.has(key)) continue
      const value = row[key]
      const kind = plan.kinds.get(key)
      item[key] = kind === undefined ? value : kind === 'instant' ? iso(value) : kind === 'day' ? day(value) : Number(value)
    }
    if (drop.size) {
      // Derived values may read the dropped columns (a vlog's thumbnail falls back to its video's own).
      const full = { ...row, ...item } as ServedItem
      for (const [key, derived] of plan.derived) item[key] = derived.value(full)
    } else for (const [key, derived] of plan.derived) item[key] = derived.value(item as ServedItem)
    return item
  }

  /** A public answer: without the fields visitors never see (read only to derive values). */
  private toPublic(row: Record<string, unknown>): PublicItem {
    return this.toItem(row, this.internal) as PublicItem
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

  /** The console's columns: every stored one and the item's state. */
  private cmsColumns() {
    return hasPublishing(this.type) ? [...this.columns, sql<string>`${this.state.state}`.as('state')] : this.columns
  }

  async find(db: AnyDb, id: number): Promise<CmsItem | null> {
    const row = await this.db(db).selectFrom(this.table).select(this.cmsColumns()).where('id', '=', id).executeTakeFirst()
    return row ? (this.toItem(row) as CmsItem) : null
  }

  async findBySlug(db: AnyDb, slug: string): Promise<(PublicItem & { visible: boolean }) | null> {
    if (!hasSlug(this.type) || !SLUG_PATTERN.test(slug)) return null
    const row = await this.db(db)
      .selectFrom(this.table)
      .select([...this.detailColumns, this.lapsedSql().as('lapsed'), sql<boolean>`${this.state.visible}`.as('visible')])
      .where('slug', '=', slug)
      .executeTakeFirst()
    return row ? (this.toPublic(row) as PublicItem & { visible: boolean }) : null
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
    return { items: items.map((r) => this.toPublic(r)), past: lapsed.map((r) => this.toPublic(r)) }
  }

  /**
   * Keeps the type's public answers in the process (`site.paged.cached`): dropped when `subscribe`
   * says the type changed (on any instance) and when its next scheduled item goes live.
   */
  useCache(db: AnyDb, subscribe: (drop: () => void) => void, now?: () => Date): void {
    if (!this.type.served.site.paged?.cached) return
    const cache = new PublicCache(() => this.secondsUntilNextDue(db), now)
    subscribe(() => cache.clear())
    this.cache = cache
  }

  /** Hits and misses of the public cache since start (none without one). */
  cacheStats(): { hits: number; misses: number } {
    return this.cache?.stats() ?? { hits: 0, misses: 0 }
  }

  /** An answer through the cache when the type keeps one. */
  private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.cache ? this.cache.get(key, load) : load()
  }

  /** Seconds until the next scheduled item goes live, by the database's clock; null when none is. */
  private async secondsUntilNextDue(db: AnyDb): Promise<number | null> {
    const row = await this.db(db)
      .selectFrom(this.table)
      .select(sql<number | null>`extract(epoch from min(publish_date) - now())`.as('seconds'))
      .where(this.state.scheduled)
      .executeTakeFirst()
    return row?.seconds == null ? null : Number(row.seconds)
  }

  /**
   * One page of the public list (`site.paged`) and its total, through the cache when the type keeps one.
   */
  async listPaged(db: AnyDb, q: PagedQuery): Promise<PagedList> {
    const paged = this.type.served.site.paged!
    const filters = (paged.filters ?? []).flatMap((f) => {
      const value = q.filters[f.param]?.trim()
      return value ? [{ field: f.field, value: f.caseless ? value.toLowerCase() : value, caseless: !!f.caseless }] : []
    })
    const question = { search: q.search?.trim() || undefined, filters, exclude: paged.exclude ? q.exclude : undefined, sort: q.sort, limit: q.limit, offset: q.offset }
    const list = await this.cached(`list:${JSON.stringify(question)}`, () => (paged.index ? this.readIndexed(db, question) : this.readPaged(db, question)))
    const { any_published, ...page } = list
    // A cached answer is shared by every visitor: each caller gets its own items.
    const items = this.cache ? list.items.map((i) => ({ ...i })) : list.items
    return { ...page, items, ...(paged.anyPublished !== false && { any_published }) }
  }

  /** A page through the type's index table (`paged.index`). */
  private async readIndexed(db: AnyDb, q: ListQuestion): Promise<PagedList & { any_published: boolean }> {
    const index = this.type.served.site.paged!.index!
    this.indexed ??= indexedList(this.table, index, this.summaryColumns, this.state.visible)
    const search = q.search ? (searchPlan(q.search) ?? undefined) : undefined
    const { rows } = await this.indexed({ ...q, search }).execute(this.db(db))
    const total = Number(rows[0]?.total ?? 0)
    const items = rows.filter((r) => r.id !== null).map(({ total: _t, ...r }) => this.toPublic(r))
    return { items, total, limit: q.limit, offset: q.offset, any_published: total > 0 || (this.type.served.site.paged!.anyPublished !== false && (await this.anyPublic(db))) }
  }

  /**
   * A page in one statement: the count is an uncorrelated sub-select, run once. A page past the end
   * has no row to carry it: then it is counted alone, and whether anything is public at all is asked
   * only when nothing matched.
   */
  private async readPaged(db: AnyDb, q: ListQuestion): Promise<PagedList & { any_published: boolean }> {
    const paged = this.type.served.site.paged!
    const tsquery = paged.search ? prefixQuery(q.search) : null
    const where = (eb: any) => {
      const parts = [this.state.visible]
      if (tsquery) parts.push(sql<SqlBool>`${sql.ref(paged.search!)} @@ to_tsquery('simple'::regconfig, ${tsquery})`)
      for (const f of q.filters) parts.push(f.caseless ? sql<SqlBool>`lower(${sql.ref(f.field)}) = ${f.value}` : sql<SqlBool>`${sql.ref(f.field)} = ${f.value}`)
      if (q.exclude !== undefined) parts.push(sql<SqlBool>`id <> ${q.exclude}`)
      return eb.and(parts)
    }
    const count = () => this.db(db).selectFrom(this.table).where(where).select(sql<number>`count(*)`.as('n'))
    const dir = q.sort === 'oldest' ? sql`asc` : sql`desc`
    const order = this.type.served.site.order
    const key = order.field === 'published' ? sql`coalesce(publish_date, created_at)` : sql.ref(order.field)
    const rows = await this.db(db)
      .selectFrom(this.table)
      .select([...this.summaryColumns, sql<number>`(${count()})`.as('total')])
      .where(where)
      .orderBy(sql`${key} ${dir}, id ${dir}`)
      .limit(q.limit)
      .offset(q.offset)
      .execute()
    const page = { limit: q.limit, offset: q.offset }
    if (rows.length) return { items: rows.map(({ total: _t, ...r }) => this.toPublic(r)), total: Number(rows[0].total), ...page, any_published: true }
    const total = q.offset > 0 ? Number((await count().executeTakeFirstOrThrow()).n) : 0
    return { items: [], total, ...page, any_published: total > 0 || (paged.anyPublished !== false && (await this.anyPublic(db))) }
  }

  async anyPublic(db: AnyDb): Promise<boolean> {
    return (await this.db(db).selectFrom(this.table).select('id').where(this.state.visible).limit(1).executeTakeFirst()) !== undefined
  }

  /** How many items visitors can see now (the Dashboard's counts). */
  async countPublic(db: AnyDb): Promise<number> {
    return this.cached('count', async () => {
      const row = await this.db(db).selectFrom(this.table).select(sql<number>`count(*)`.as('n')).where(this.state.visible).executeTakeFirstOrThrow()
      return Number(row.n)
    })
  }

  /** The type's categories as the public lists them. */
  async publicCategories(db: AnyDb): Promise<Array<{ id: number; name: string }>> {
    if (!this.categories) return []
    return (await this.cached('categories', () => this.categories!(db).list())).map((c) => ({ ...c }))
  }

  /** Published items whose publish date falls between now and `until` (the Dashboard's "scheduled"). */
  async countScheduledUntil(db: AnyDb, until: Date): Promise<number> {
    const row = await this.db(db).selectFrom(this.table).select(sql<number>`count(*)`.as('n')).where(this.state.scheduledUntil(until)).executeTakeFirstOrThrow()
    return Number(row.n)
  }

  /** A field's distinct non-empty values among public items, in order (a filter's choices). */
  async facet(db: AnyDb, field: string): Promise<string[]> {
    const values = await this.cached(`facet:${field}`, async () => {
      const rows = await this.db(db).selectFrom(this.table).where(this.state.visible).where(field, '<>', '').select(field).distinct().orderBy(field).execute()
      return rows.map((r) => String(r[field]))
    })
    return [...values]
  }

  /** Every public item's address part and last change, for the sitemap (lapsed ones too: their pages stay). */
  async sitemap(db: AnyDb): Promise<Array<{ slug: string; updated_at: string }>> {
    if (!hasItemPages(this.type)) return []
    const rows = await this.db(db).selectFrom(this.table).select(['slug', 'updated_at']).where(this.state.visible).orderBy('id').execute()
    return rows.map((r) => ({ slug: r.slug as string, updated_at: iso(r.updated_at)! }))
  }

  /** The console's list: search in the declared fields, the status filter, newest first. */
  async listCms(db: AnyDb, q: CmsQuery): Promise<{ items: CmsItem[]; total: number }> {
    let query = this.db(db).selectFrom(this.table)
    if (q.search) {
      const pattern = containsPattern(q.search)
      const searched = [...this.type.served.list.search, ...(hasSlug(this.type) ? ['slug'] : [])]
      query = query.where((eb) => eb.or(searched.map((c) => eb(c, 'ilike', pattern))))
    }
    const newest = this.type.served.list.order === 'oldest' ? 'asc' : 'desc'
    const byState = this.state.filter(q.status)
    if (byState) query = query.where(byState)
    const [rows, count] = await Promise.all([
      query.select(this.cmsColumns()).orderBy('created_at', newest).orderBy('id', newest).limit(q.limit).offset(q.offset).execute(),
      query.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ])
    return { items: rows.map((r) => this.toItem(r) as CmsItem), total: Number(count.n) }
  }

  /** A new item (`id`: one put back from the Trash keeps its own). */
  async create(db: AnyDb, values: Record<string, ColumnValue>, slugRaw: string | undefined, adminId: number | null, id?: number): Promise<CmsItem> {
    const insert = async (slug: string | undefined) => {
      const row = await this.db(db)
        .insertInto(this.table)
        .values({ ...(hasPublishing(this.type) && { status: 'draft', publish_date: null }), ...values, ...(slug && { slug }), created_by: adminId, updated_by: adminId, ...(id && { id }) })
        .returning(this.cmsColumns())
        .executeTakeFirstOrThrow()
      return this.toItem(row) as CmsItem
    }
    if (this.rule === null) return insert(undefined)
    const title = String(values[titleField(this.type).name])
    const requested = requestedSlug(this.rule, slugRaw)
    return saveWithSlug(this.rule, { requested, title, taken: (base) => slugsLike(db, this.table, base), db }, insert)
  }

  /** Saves an edit: the slug stays unless one is sent (blank: derived again from the title). Null when there is no such item. */
  async update(db: AnyDb, id: number, values: Record<string, ColumnValue>, slugRaw: string | undefined, adminId: number | null): Promise<CmsItem | null> {
    const requested = this.rule === null ? undefined : requestedSlug(this.rule, slugRaw)
    const write = async (slug: string | undefined) => {
      const row = await this.db(db)
        .updateTable(this.table)
        .set({ ...values, ...(slug ? { slug } : {}), updated_by: adminId, updated_at: sql`now()` })
        .where('id', '=', id)
        .returning(this.cmsColumns())
        .executeTakeFirst()
      return row ? (this.toItem(row) as CmsItem) : null
    }
    if (requested === undefined) return write(undefined)
    const current = await this.find(db, id)
    if (!current) return null
    const title = String(values[titleField(this.type).name])
    return saveWithSlug(this.rule!, { requested, title, current: current.slug, taken: (base) => slugsLike(db, this.table, base, id), db }, write)
  }

  /**
   * A save's values after the checks that read the database, in the save's transaction: an uploaded
   * file must exist and be of its declared type, and a category typed in another case is the existing
   * category (its spelling kept). Every save runs it: POST, PUT, restores and the Trash.
   */
  async resolve(db: AnyDb, values: Record<string, ColumnValue>): Promise<Record<string, ColumnValue>> {
    await checkFiles(db, this.type, values)
    const kept = this.type.served.categories
    if (!kept || !this.categories || !values[kept.field]) return values
    const known = await this.categories(db).findByName(String(values[kept.field]))
    return known ? { ...values, [kept.field]: known.name } : values
  }

  /** Some columns as they are (the bulk bar's "move to category": a name already checked). */
  async setValues(db: AnyDb, id: number, values: Record<string, ColumnValue>, adminId: number | null): Promise<CmsItem | null> {
    const row = await this.db(db).updateTable(this.table).set({ ...values, updated_by: adminId, updated_at: sql`now()` }).where('id', '=', id).returning(this.cmsColumns()).executeTakeFirst()
    return row ? (this.toItem(row) as CmsItem) : null
  }

  /** Only the status (the bulk bar's publish and unpublish). */
  async setStatus(db: AnyDb, id: number, status: 'draft' | 'published', adminId: number | null): Promise<CmsItem | null> {
    const row = await this.db(db).updateTable(this.table).set({ status, updated_by: adminId, updated_at: sql`now()` }).where('id', '=', id).returning(this.cmsColumns()).executeTakeFirst()
    return row ? (this.toItem(row) as CmsItem) : null
  }

  async remove(db: AnyDb, id: number): Promise<void> {
    await this.db(db).deleteFrom(this.table).where('id', '=', id).execute()
  }

  /** The items whose image or rich-text fields hold one of the library's images (media usage). */
  async usingImages(db: AnyDb, refers: (column: string) => RawBuilder<SqlBool>): Promise<Array<Record<string, unknown>>> {
    const columns = this.type.served.fields.filter(holdsImages).map((f) => f.name)
    if (!columns.length) return []
    return this.db(db)
      .selectFrom(this.table)
      .select(['id', ...(hasSlug(this.type) ? ['slug'] : []), titleField(this.type).name, ...columns])
      .where((eb) => eb.or(columns.map((c) => refers(c))))
      .orderBy('id')
      .execute()
  }
}
