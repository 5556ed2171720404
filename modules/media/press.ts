/**
 * Press highlights (public-site §2 Media, /press/{slug}, §3, §7; admin-area §3, §4, §5, §7): the
 * queries of press_highlights (`db` first), the checks of a save and the service web-public reads.
 * Only published highlights that are due (publish_date empty or past) are public. Content is rich
 * HTML from the console's editor, sanitised on every save with the rich-text sanitiser blog posts use
 * too (the same editor writes both). Slugs are unique: a slug derived from the title gets -2, -3...
 * when taken (and is retried when a concurrent save takes it first); an explicit slug that is taken
 * is a 409. Slugs, status and scheduling and the sanitiser are content's (modules/content).
 */
import { sql, type Selectable } from 'kysely'
import { MEDIA_KIT_MESSAGES, type PressBody, type PressHighlight, type PublicPressHighlight } from '../../shared/api/media-kit.ts'
import { plainText, SLUG_PATTERN } from '../../shared/journal.ts'
import { badRequest } from '../core/errors.ts'
import {
  containsPattern,
  hasEmbeddedImages,
  publishDateWithin,
  publishing,
  requestedSlug,
  sanitizeRichText,
  saveWithSlug,
  slugsLike,
  type SlugRule,
  type StateFilter,
} from '../content/index.ts'
import { isHttpUrl, isLink } from './links.ts'
import type { MediaDb } from './queries.ts'
import type { PressHighlightsTable } from './tables.ts'

/** The change-bus topic every press change is announced on. */
export const PRESS_TOPIC = 'press'

/** Slugs of press highlights (content/slugs.ts): a title without letters or digits gets press-<random>. */
const SLUGS: SlugRule = {
  constraint: 'press_highlights_slug_unique',
  invalid: MEDIA_KIT_MESSAGES.slugFormat,
  taken: MEDIA_KIT_MESSAGES.slugTaken,
  fallback: 'press',
  randomSuffix: true,
}

type Row = Selectable<PressHighlightsTable>

const SUMMARY_COLUMNS = ['id', 'title', 'slug', 'description', 'featured_image', 'external_url', 'status', 'publish_date', 'created_at', 'updated_at', 'version'] as const
const COLUMNS = [...SUMMARY_COLUMNS, 'content'] as const

const iso = (d: Date | string) => new Date(d).toISOString()

export function toPublic(r: Pick<Row, (typeof SUMMARY_COLUMNS)[number]>): PublicPressHighlight {
  return {
    id: r.id,
    title: r.title,
    slug: r.slug,
    description: r.description,
    featured_image: r.featured_image,
    external_url: r.external_url,
    status: r.status,
    publish_date: r.publish_date === null ? null : iso(r.publish_date),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  }
}

export const toHighlight = (r: Pick<Row, (typeof COLUMNS)[number]>): PressHighlight => ({ ...toPublic(r), content: r.content, version: r.version })

/** Published, and due: no publish date, or one that has passed (the database's clock decides). */
const { visible, filter: stateFilter } = publishing('press_highlights')
const newestFirst = sql`coalesce(publish_date, created_at) desc, id desc`

export async function listPublicPress(db: MediaDb, limit: number): Promise<PublicPressHighlight[]> {
  const rows = await db.selectFrom('press_highlights').select(SUMMARY_COLUMNS).where(visible).orderBy(newestFirst).limit(limit).execute()
  return rows.map(toPublic)
}

export async function findPublicPress(db: MediaDb, slug: string): Promise<PressHighlight | null> {
  const row = await db.selectFrom('press_highlights').select(COLUMNS).where('slug', '=', slug).where(visible).executeTakeFirst()
  return row ? toHighlight(row) : null
}

export async function findPressBySlug(db: MediaDb, slug: string): Promise<PressHighlight | null> {
  const row = await db.selectFrom('press_highlights').select(COLUMNS).where('slug', '=', slug).executeTakeFirst()
  return row ? toHighlight(row) : null
}

export async function findPress(db: MediaDb, id: number): Promise<PressHighlight | null> {
  const row = await db.selectFrom('press_highlights').select(COLUMNS).where('id', '=', id).executeTakeFirst()
  return row ? toHighlight(row) : null
}

export async function listCmsPress(
  db: MediaDb,
  o: { search?: string; status: StateFilter; limit: number; offset: number },
): Promise<{ highlights: PressHighlight[]; total: number }> {
  let q = db.selectFrom('press_highlights')
  if (o.search) {
    const pattern = containsPattern(o.search)
    q = q.where((eb) => eb.or([eb('title', 'ilike', pattern), eb('slug', 'ilike', pattern), eb('description', 'ilike', pattern)]))
  }
  // As the blogs list: Published means on the site now; Scheduled, published with a date still ahead.
  const byState = stateFilter(o.status)
  if (byState) q = q.where(byState)
  const [rows, count] = await Promise.all([
    q.select(COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(o.limit).offset(o.offset).execute(),
    q.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ])
  return { highlights: rows.map(toHighlight), total: Number(count.n) }
}

export async function deletePress(db: MediaDb, id: number): Promise<PressHighlight | null> {
  const row = await db.deleteFrom('press_highlights').where('id', '=', id).returning(COLUMNS).executeTakeFirst()
  return row ? toHighlight(row) : null
}

type PressValues = Pick<Row, 'title' | 'description' | 'content' | 'featured_image' | 'external_url' | 'status' | 'publish_date'>

/** The checked, trimmed and sanitised fields of a body; optional fields not sent are left out (an update keeps them). */
export function pressValues(body: PressBody): Partial<PressValues> & Pick<PressValues, 'title' | 'content'> {
  const title = body.title.trim()
  if (!title) throw badRequest(MEDIA_KIT_MESSAGES.titleRequired)
  if (hasEmbeddedImages(body.content)) throw badRequest(MEDIA_KIT_MESSAGES.embedded)
  const content = sanitizeRichText(body.content)
  // Nothing left to read (an empty editor's "<p></p>", or only removed markup) is no content.
  if (!plainText(content) && !/<img\b/i.test(content)) throw badRequest(MEDIA_KIT_MESSAGES.contentRequired)
  const values: Partial<PressValues> & Pick<PressValues, 'title' | 'content'> = { title, content }
  if (body.description !== undefined) values.description = body.description.trim()
  if (body.featured_image !== undefined) {
    const image = body.featured_image.trim()
    if (image && !isLink(image)) throw badRequest(MEDIA_KIT_MESSAGES.featuredImage)
    values.featured_image = image
  }
  if (body.external_url !== undefined) {
    const url = body.external_url.trim()
    if (url && !isHttpUrl(url)) throw badRequest(MEDIA_KIT_MESSAGES.externalUrl)
    values.external_url = url
  }
  if (body.status !== undefined) values.status = body.status
  if (body.publish_date !== undefined) values.publish_date = body.publish_date === null ? null : publishDateWithin(body.publish_date, MEDIA_KIT_MESSAGES.publishDateRange)
  return values
}

/** `id`: a highlight put back from the Trash keeps its own. */
export async function createPress(db: MediaDb, body: PressBody, adminId: number | null, id?: number): Promise<PressHighlight> {
  const values = pressValues(body)
  const requested = requestedSlug(SLUGS, body.slug)
  return saveWithSlug(SLUGS, { requested, title: values.title, taken: (base) => slugsLike(db, 'press_highlights', base), db }, async (slug) => {
    const row = await db
      .insertInto('press_highlights')
      .values({ description: '', featured_image: '', external_url: '', status: 'draft', publish_date: null, ...values, slug, created_by: adminId, updated_by: adminId, ...(id && { id }) })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow()
    return toHighlight(row)
  })
}

/**
 * Saves an edit. The slug stays unless one is sent (links keep working when the title changes); a
 * blank slug is derived again from the title (kept if it already is that). Null when there is no such
 * highlight.
 */
export async function updatePress(db: MediaDb, id: number, body: PressBody, adminId: number | null): Promise<PressHighlight | null> {
  const values = pressValues(body)
  const requested = requestedSlug(SLUGS, body.slug)
  const write = async (slug: string | undefined) => {
    const row = await db
      .updateTable('press_highlights')
      .set({ ...values, ...(slug ? { slug } : {}), updated_by: adminId, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .returning(COLUMNS)
      .executeTakeFirst()
    return row ? toHighlight(row) : null
  }
  if (requested === undefined) return write(undefined)
  const current = await findPress(db, id)
  if (!current) return null
  return saveWithSlug(SLUGS, { requested, title: values.title, current: current.slug, taken: (base) => slugsLike(db, 'press_highlights', base, id), db }, write)
}

/** The service web-public reads (app.press). */
export class PressService {
  constructor(private db: MediaDb) {}

  /** Published, due highlights, newest first (without their content). */
  listPublic(limit = 3): Promise<PublicPressHighlight[]> {
    return listPublicPress(this.db, Math.min(50, Math.max(1, Math.trunc(limit) || 1)))
  }

  /** A published, due highlight by slug; null otherwise (drafts and scheduled ones included). */
  async findPublic(slug: string): Promise<PressHighlight | null> {
    return SLUG_PATTERN.test(slug) ? findPublicPress(this.db, slug) : null
  }

  /** Any highlight by slug, whatever its status: for signed-in staff previewing a draft or scheduled one. */
  async findForPreview(slug: string): Promise<(PressHighlight & { visible: boolean }) | null> {
    if (!SLUG_PATTERN.test(slug)) return null
    const [any, shown] = await Promise.all([findPressBySlug(this.db, slug), findPublicPress(this.db, slug)])
    return any ? { ...any, visible: shown !== null } : null
  }

  /** Every public highlight's slug and last change, for the sitemap. */
  async sitemapEntries(): Promise<Array<{ slug: string; updated_at: string }>> {
    const rows = await this.db.selectFrom('press_highlights').select(['slug', 'updated_at']).where(visible).orderBy(newestFirst).execute()
    return rows.map((r) => ({ slug: r.slug, updated_at: iso(r.updated_at) }))
  }
}
