/**
 * The vlogs service: the public list (published and due only), categories and authors, and the
 * console's validated create/update/delete. Every change is announced on the 'vlogs' topic so
 * caches of any instance (rendered pages) are dropped.
 */
import type { Category, CmsCategory, CmsVlog, PostStatus, SortOrder, Vlog, VlogListResponse } from '../../shared/api/journal.ts'
import { youtubeId, youtubeThumbnail, youtubeWatchUrl } from '../../shared/journal.ts'
import type { ChangeBus } from '../core/changes.ts'
import { badRequest, notFound } from '../core/errors.ts'
import { requestedSlug, saveWithSlug, slugsLike, type Categories, type SlugRule, type StateFilter } from '../content/index.ts'
import {
  anyPublic,
  CATEGORY_MESSAGES,
  countPublic,
  deleteVlog,
  findVlogById,
  insertVlog,
  listCms,
  listPublic,
  publicAuthors,
  updateVlog,
  vlogCategories,
  type NewVlog,
  type PublicVlogRow,
  type VlogRow,
  type VlogsDb,
  countScheduledUntil,
} from './queries.ts'
import { parseHttpUrl } from '../../shared/http-url.ts'

export const VLOGS_TOPIC = 'vlogs'

export const VLOG_MESSAGES = {
  required: 'Please fill in all required fields (Title, Category, YouTube URL)',
  youtube: 'youtube_url must be a valid YouTube video link',
  thumbnail: 'thumbnail must be an uploaded image (/media/...) or an http(s) URL',
  slug: 'slug may contain only lower-case letters, digits and single hyphens (at most 80 characters)',
  slugTaken: 'A vlog with this slug already exists',
  publishDate: 'publish_date must be a date and time such as 2026-12-01T09:00:00Z',
  notFound: 'Vlog not found',
  categoryRequired: CATEGORY_MESSAGES.required,
  categoryTaken: CATEGORY_MESSAGES.taken,
  categoryNotFound: CATEGORY_MESSAGES.notFound,
  categoryInUse: CATEGORY_MESSAGES.inUse,
} as const

export const PUBLIC_LIMIT = { default: 12, max: 50 } as const
export const MAX_OFFSET = 10_000
export const CMS_LIMIT = { default: 200, max: 200 } as const
export const SLUG_MAX = 80

/**
 * Slugs of vlogs (content/slugs.ts): at most 80 characters, an explicit one lower-cased; a title
 * without latin letters or digits gives vlog, vlog-2...
 */
const SLUGS: SlugRule = {
  constraint: 'vlogs_slug_key',
  invalid: VLOG_MESSAGES.slug,
  taken: VLOG_MESSAGES.slugTaken,
  fallback: 'vlog',
  randomSuffix: false,
  maxLength: SLUG_MAX,
  lowercase: true,
}

/** The public list's query, as app.vlogs.listPublic takes it (values are clamped, not refused). */
export interface VlogListQuery {
  search?: string
  category?: string
  author?: string
  sort?: SortOrder
  limit?: number
  offset?: number
}

/** What the console sends (POST /api/cms/vlogs, PUT /api/cms/vlogs/:id); absent fields keep their value on PUT. */
export interface VlogInputBody {
  title?: string
  slug?: string
  youtube_url?: string
  thumbnail?: string | null
  category?: string
  description?: string
  meta_title?: string
  meta_description?: string
  meta_keywords?: string
  status?: PostStatus
  publish_date?: string | null
  author_name?: string
}

export interface Actor {
  /** null: not a staff member (a restore without one). */
  id: number | null
  name: string
}

const iso = (d: Date | string) => new Date(d).toISOString()
const clamp = (n: number | undefined, min: number, max: number, fallback: number) =>
  n === undefined || !Number.isFinite(n) ? fallback : Math.min(max, Math.max(min, Math.trunc(n)))

export function toVlog(row: PublicVlogRow): Vlog {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    author_name: row.author_name,
    youtube_url: row.youtube_url,
    video_id: row.video_id,
    thumbnail: row.thumbnail_url || youtubeThumbnail(row.video_id),
    display_date: iso(row.display_date),
    publish_date: row.publish_date ? iso(row.publish_date) : null,
    created_at: iso(row.created_at),
  }
}

export function toCmsVlog(row: VlogRow): CmsVlog {
  return {
    ...toVlog(row),
    status: row.status,
    state: row.state,
    thumbnail_url: row.thumbnail_url,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    meta_keywords: row.meta_keywords,
    updated_at: iso(row.updated_at),
    version: row.version,
  }
}

export class VlogsService {
  private categoryStore: Categories

  constructor(
    private db: VlogsDb,
    private changes: ChangeBus,
  ) {
    this.categoryStore = vlogCategories(db)
  }

  // ---- public (published and due only)

  async listPublic(q: VlogListQuery = {}): Promise<VlogListResponse> {
    const limit = clamp(q.limit, 1, PUBLIC_LIMIT.max, PUBLIC_LIMIT.default)
    const offset = clamp(q.offset, 0, MAX_OFFSET, 0)
    const { rows, total } = await listPublic(this.db, {
      search: q.search?.trim() || undefined,
      category: q.category?.trim() || undefined,
      author: q.author?.trim() || undefined,
      sort: q.sort === 'oldest' ? 'oldest' : 'latest',
      limit,
      offset,
    })
    const any_published = total > 0 || (await anyPublic(this.db))
    return { vlogs: rows.map(toVlog), total, limit, offset, any_published }
  }

  categories(): Promise<Category[]> {
    return this.categoryStore.list()
  }

  authors(): Promise<string[]> {
    return publicAuthors(this.db)
  }

  /** Published posts that go live between now and `until` (the Dashboard's "scheduled in the next 7 days"). */
  countScheduledUntil(until: Date): Promise<number> {
    return countScheduledUntil(this.db, until)
  }

  countPublished(): Promise<number> {
    return countPublic(this.db)
  }

  // ---- the console

  async listCms(q: { search?: string; status?: StateFilter; limit?: number; offset?: number }): Promise<{ vlogs: CmsVlog[]; total: number }> {
    const { rows, total } = await listCms(this.db, {
      search: q.search,
      status: q.status ?? 'all',
      limit: clamp(q.limit, 1, CMS_LIMIT.max, CMS_LIMIT.default),
      offset: clamp(q.offset, 0, MAX_OFFSET, 0),
    })
    return { vlogs: rows.map(toCmsVlog), total }
  }

  async get(id: number): Promise<CmsVlog> {
    const row = await findVlogById(this.db, id)
    if (!row) throw notFound(VLOG_MESSAGES.notFound)
    return toCmsVlog(row)
  }

  /**
   * `db` is the save's transaction (modules/revisions keeps the revision in it); `id` puts a vlog
   * back from the Trash under its own id.
   */
  async create(input: VlogInputBody, actor: Actor, db: VlogsDb = this.db, id?: number): Promise<CmsVlog> {
    const values = await this.clean(input, null, actor, db)
    const requested = requestedSlug(SLUGS, input.slug)
    const newId = await saveWithSlug(SLUGS, { requested, title: values.title, taken: (base) => slugsLike(db, 'vlogs', base), db }, (slug) =>
      insertVlog(db, { ...values, slug, ...(id && { id }) }),
    )
    await this.changes.publishIn(db, VLOGS_TOPIC)
    return toCmsVlog((await findVlogById(db, newId))!)
  }

  /** Updates the fields present in `input`; returns the vlog and the names of the fields that changed. */
  async update(id: number, input: VlogInputBody, actor: Actor, db: VlogsDb = this.db): Promise<{ vlog: CmsVlog; changed: string[] }> {
    const current = await findVlogById(db, id)
    if (!current) throw notFound(VLOG_MESSAGES.notFound)
    const values = await this.clean(input, current, actor, db)
    const requested = requestedSlug(SLUGS, input.slug)
    const slugRequest = { requested, title: values.title, current: current.slug, taken: (base: string) => slugsLike(db, 'vlogs', base, id), db }
    const changed = await saveWithSlug(SLUGS, slugRequest, async (slug) => {
      const next = slug === undefined ? values : { ...values, slug }
      const changed = Object.entries(next)
        .filter(([key, value]) => key !== 'updated_by' && !sameValue(current[key as keyof VlogRow], value))
        .map(([key]) => key)
      if (changed.length && !(await updateVlog(db, id, next))) throw notFound(VLOG_MESSAGES.notFound)
      return changed
    })
    if (!changed.length) return { vlog: toCmsVlog(current), changed }
    await this.changes.publishIn(db, VLOGS_TOPIC)
    return { vlog: toCmsVlog((await findVlogById(db, id))!), changed }
  }

  async remove(id: number): Promise<CmsVlog> {
    const current = await this.get(id)
    if (!(await deleteVlog(this.db, id))) throw notFound(VLOG_MESSAGES.notFound)
    await this.changes.publish(VLOGS_TOPIC)
    return current
  }

  async createCategory(rawName: string | undefined, adminId: number | null): Promise<Category> {
    const row = await this.categoryStore.create(rawName, { created_by: adminId })
    await this.changes.publish(VLOGS_TOPIC)
    return row
  }

  /** The console's list: every category with how many vlogs (any status) use it. */
  categoriesWithUsage(): Promise<CmsCategory[]> {
    return this.categoryStore.listWithUsage()
  }

  /** Renames a category and the vlogs that name it; `from` is the old name (equal to the new one when nothing changed). */
  async renameCategory(id: number, rawName: string | undefined): Promise<{ category: CmsCategory; from: string }> {
    const result = await this.categoryStore.rename(id, rawName)
    if (result.from !== result.category.name) await this.changes.publish(VLOGS_TOPIC)
    return result
  }

  /** Deletes a category no vlog uses (409 naming how many do otherwise); returns its name. */
  async deleteCategory(id: number): Promise<string> {
    const name = await this.categoryStore.remove(id)
    await this.changes.publish(VLOGS_TOPIC)
    return name
  }

  // ---- validation

  /** The stored values of a vlog after applying `input` over `current` (null when creating). Throws 400s. */
  private async clean(input: VlogInputBody, current: VlogRow | null, actor: Actor, db: VlogsDb): Promise<Omit<NewVlog, 'slug'> & { title: string }> {
    const pick = (key: 'title' | 'category' | 'youtube_url') => (input[key] ?? current?.[key] ?? '').trim()
    const title = pick('title')
    let category = pick('category')
    const typedUrl = pick('youtube_url')
    if (!title || !category || !typedUrl) throw badRequest(VLOG_MESSAGES.required)
    const video_id = youtubeId(typedUrl)
    if (!video_id) throw badRequest(VLOG_MESSAGES.youtube)
    // One stored form whatever was typed (embed, youtu.be, shorts, m., nocookie, extra parameters):
    // the link visitors follow opens YouTube's own page, never a bare embed player.
    const youtube_url = youtubeWatchUrl(video_id)
    // A category typed in another case is the existing category.
    const known = await (db === this.db ? this.categoryStore : vlogCategories(db)).findByName(category)
    if (known) category = known.name

    const text = (key: 'description' | 'meta_title' | 'meta_description' | 'meta_keywords') => (input[key] ?? current?.[key] ?? '').trim()
    let author_name = input.author_name?.trim() ?? current?.author_name ?? ''
    if (!current && !author_name) author_name = actor.name

    return {
      title,
      category,
      youtube_url,
      video_id,
      thumbnail_url: input.thumbnail === undefined ? (current?.thumbnail_url ?? '') : cleanThumbnail(input.thumbnail),
      description: text('description'),
      meta_title: text('meta_title'),
      meta_description: text('meta_description'),
      meta_keywords: text('meta_keywords'),
      status: input.status ?? current?.status ?? 'draft',
      publish_date: input.publish_date === undefined ? (current?.publish_date ?? null) : parsePublishDate(input.publish_date),
      author_name,
      updated_by: actor.id,
      ...(current ? {} : { created_by: actor.id }),
    }
  }
}

/** '' (use the video's own), a path under /media/, or an absolute http(s) URL (stored normalised). */
export function cleanThumbnail(raw: string | null): string {
  const value = (raw ?? '').trim()
  if (value === '') return ''
  if (value.startsWith('/')) {
    if (/^\/media\/[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*$/.test(value) && !value.split('/').some((s) => s === '.' || s === '..')) return value
    throw badRequest(VLOG_MESSAGES.thumbnail)
  }
  const url = parseHttpUrl(value, { noCredentials: true })
  if (url) return url.href
  throw badRequest(VLOG_MESSAGES.thumbnail)
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i

/**
 * null/'' → no publish date; an ISO 8601 date or date-time. A date-time without a zone is read as
 * UTC (the console sends toISOString()); a bare date is midnight UTC.
 */
export function parsePublishDate(raw: string | null): Date | null {
  const value = (raw ?? '').trim()
  if (value === '') return null
  const m = DATE_TIME.exec(value)
  if (!m) throw badRequest(VLOG_MESSAGES.publishDate)
  const [, y, mo, d, h = '00', mi = '00', s = '00', frac = '', zone = 'Z'] = m
  const year = Number(y)
  const month = Number(mo)
  const day = Number(d)
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  if (year < 1970 || month < 1 || month > 12 || day < 1 || day > daysInMonth || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) {
    throw badRequest(VLOG_MESSAGES.publishDate)
  }
  const offset = zone.toUpperCase() === 'Z' ? 'Z' : zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`
  if (offset !== 'Z' && (Number(offset.slice(1, 3)) > 14 || Number(offset.slice(4)) > 59)) throw badRequest(VLOG_MESSAGES.publishDate)
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${frac.slice(0, 4)}${offset}`)
  if (Number.isNaN(date.getTime())) throw badRequest(VLOG_MESSAGES.publishDate)
  return date
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) {
    if (a == null || b == null) return a == b
    return new Date(a as Date).getTime() === new Date(b as Date).getTime()
  }
  return a === b
}
