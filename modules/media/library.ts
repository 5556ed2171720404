/**
 * The media library (issue 18, "One media library"): every stored image (table images) as an entry
 * with its alt text, size, uploader and date, and where it is used.
 *
 * Where an image is used is computed when asked, never stored: each content module registers a
 * provider (`app.media.usages.register(type, provider)`, or `provideImageUsage(app, type, provider)`
 * from a module registered before media) that searches ITS OWN tables for a list of image URLs. A
 * listing asks every provider once for the page's 24 images; a delete asks for one. Providers select
 * with `imageReference(urls)` and describe their rows with `matchesOf`. Nothing has to be
 * kept in step with every save of every module, so the answer cannot drift (docs/decisions/0043-media-library.md).
 */
import type { FastifyInstance } from 'fastify'
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely'
import { IMAGE_VARIANT_WIDTHS } from '../../shared/api/journal.ts'
import { LIBRARY_PAGE_SIZE, USAGE_TYPE_LABELS, type ImageUsage, type ImageUsageType, type LibraryImage, type MediaLibraryResponse } from '../../shared/api/media-library.ts'
import { containsPattern } from '../content/like.ts'
import { conflict, notFound } from '../core/errors.ts'
import { IMAGES_PATH, parseImageFile } from './image-files.ts'
import type { MediaTables } from './tables.ts'

/** One place an image is used, as a provider reports it: `url` is the image's (original) address. */
export interface ImageUsageMatch {
  url: string
  type: string
  id: number
  title: string
  /** The place's public address, when it has one. */
  path?: string
}

/** Finds which of `urls` (originals, `/media/images/<sha256>.<ext>`) its module's items use. */
export type ImageUsageProvider = (urls: string[]) => Promise<ImageUsageMatch[]>

export const LIBRARY_MESSAGES = {
  notFound: 'That image is not in the library any more.',
  inUse: (places: ImageUsage[]) => {
    const named = places.slice(0, 3).map((p) => `${USAGE_TYPE_LABELS[p.type as ImageUsageType] ?? p.type} “${p.title}”`)
    const more = places.length > 3 ? ` and ${places.length - 3} more` : ''
    return `This image is used in ${named.join(', ')}${more}. Replace it there first, then delete it.`
  },
} as const

const TYPE_ORDER: string[] = Object.keys(USAGE_TYPE_LABELS)

/** The content types' providers, asked together. */
export class ImageUsages {
  private providers = new Map<string, ImageUsageProvider>()

  register(type: string, provider: ImageUsageProvider): void {
    this.providers.set(type, provider)
  }

  get types(): string[] {
    return [...this.providers.keys()]
  }

  /** Every place that uses each of `urls`, by URL (each place once per image, in provider order). */
  async find(urls: string[]): Promise<Map<string, ImageUsage[]>> {
    const found = new Map<string, ImageUsage[]>(urls.map((u) => [u, []]))
    if (urls.length === 0) return found
    const answers = await Promise.all([...this.providers.values()].map((provider) => provider(urls)))
    for (const match of answers.flat()) {
      const list = found.get(match.url)
      if (!list || list.some((p) => p.type === match.type && p.id === match.id)) continue
      list.push({ type: match.type, id: match.id, title: match.title, ...(match.path ? { url: match.path } : {}) })
    }
    // One order whatever order the modules registered in: by type (the registry's, shared/content-types/), then id.
    const rank = (type: string) => {
      const i = TYPE_ORDER.indexOf(type)
      return i === -1 ? TYPE_ORDER.length : i
    }
    for (const list of found.values()) list.sort((x, y) => rank(x.type) - rank(y.type) || x.type.localeCompare(y.type) || x.id - y.id)
    return found
  }
}

/**
 * Registers a content module's provider whether media was registered before it or after it (blogs and
 * vlogs come before media in fastify.config.ts): now if app.media is there, else once the app is
 * ready. Without the media module nothing happens.
 */
export function provideImageUsage(app: FastifyInstance, type: string, provider: ImageUsageProvider): void {
  // A stand-in media (some tests decorate their own) has no library to tell.
  const library = () => (app.hasDecorator('media') ? app.media.usages : undefined)
  if (library()) return library()!.register(type, provider)
  app.addHook('onReady', async () => {
    library()?.register(type, provider)
  })
}

// ---- Helpers for providers ---------------------------------------------------------------------

/** The SHA-256 names of the originals among `urls`. */
const namesOf = (urls: string[]) =>
  urls.flatMap((url) => {
    const parsed = url.startsWith(IMAGES_PATH) ? parseImageFile(url.slice(IMAGES_PATH.length)) : null
    return parsed && parsed.width === null ? [{ url, sha256: parsed.sha256 }] : []
  })

/**
 * A condition for a provider's WHERE: whether a text column refers to any of `urls` (the original's
 * address or a variant's, absolute or not), or null when none of `urls` is an upload. The text is cut
 * at each `/media/images/` and the 64 characters after each cut are compared with the images' names:
 * one plain substring pass per row, about 20 times faster than a regular expression with the names as
 * alternatives (docs/decisions/0043-media-library.md). Use: `where((eb) => eb.or([refers('content'), ...]))`.
 */
export function imageReference(urls: string[]): ((column: string) => RawBuilder<SqlBool>) | null {
  const names = namesOf(urls).map((n) => n.sha256)
  if (names.length === 0) return null
  return (column) =>
    sql<SqlBool>`exists (select 1 from unnest((string_to_array(${sql.ref(column)}, ${IMAGES_PATH}))[2:]) as part where left(part, 64) = any(${names}::text[]))`
}

/** Which of `urls` the texts of one item refer to (the original or a variant of it). */
export function urlsIn(urls: string[], ...texts: Array<string | null | undefined>): string[] {
  const text = texts.filter(Boolean).join('\n')
  return namesOf(urls)
    .filter((n) => text.includes(`${IMAGES_PATH}${n.sha256}`))
    .map((n) => n.url)
}

/** The matches of rows that were selected by imageReference: one per (row, image it uses). */
export function matchesOf<R>(urls: string[], type: string, rows: R[], describe: (row: R) => { id: number; title: string; path?: string; texts: Array<string | null | undefined> }): ImageUsageMatch[] {
  return rows.flatMap((row) => {
    const { texts, ...place } = describe(row)
    return urlsIn(urls, ...texts).map((url) => ({ url, type, ...place }))
  })
}

// ---- The library's own queries -------------------------------------------------------------------

type LibraryDb = Kysely<MediaTables>

const THUMB_WIDTH = IMAGE_VARIANT_WIDTHS[0]

const LIBRARY_COLUMNS = ['id', 'sha256', 'ext', 'mime', 'width', 'height', 'size', 'alt', 'filename', 'created_by', 'created_by_name', 'created_at'] as const

type LibraryRow = {
  id: number
  sha256: string
  ext: string
  mime: string
  width: number
  height: number
  size: number
  alt: string
  filename: string
  created_by: number | null
  created_by_name: string | null
  created_at: Date
  has_thumb: boolean
}

function libraryQuery(db: LibraryDb) {
  return db
    .selectFrom('images')
    .select([...LIBRARY_COLUMNS])
    .select((eb) =>
      eb
        .exists(eb.selectFrom('image_variants as v').select('v.width').whereRef('v.sha256', '=', 'images.sha256').where('v.width', '=', THUMB_WIDTH))
        .as('has_thumb'),
    )
}

const toEntry = (row: LibraryRow, usedIn: ImageUsage[]): LibraryImage => {
  const url = `${IMAGES_PATH}${row.sha256}.${row.ext}`
  return {
    id: row.id,
    url,
    thumb: row.has_thumb ? `${IMAGES_PATH}${row.sha256}-${THUMB_WIDTH}.webp` : url,
    alt: row.alt,
    filename: row.filename,
    width: row.width,
    height: row.height,
    bytes: row.size,
    mime: row.mime,
    uploaded_by: row.created_by !== null && row.created_by_name !== null ? { id: row.created_by, name: row.created_by_name } : null,
    created_at: new Date(row.created_at).toISOString(),
    used_in: usedIn,
  }
}

export class LibraryService {
  constructor(
    private db: LibraryDb,
    private usages: ImageUsages,
  ) {}

  /** A page of the library, newest first; `search` is a fragment of the alt text or the file name, any case. */
  async list(search: string, page: number): Promise<MediaLibraryResponse> {
    const pattern = search.trim() ? containsPattern(search.trim()) : null
    const rows = (await libraryQuery(this.db)
      .$if(pattern !== null, (q) => q.where((eb) => eb.or([eb('alt', 'ilike', pattern!), eb('filename', 'ilike', pattern!)])))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(LIBRARY_PAGE_SIZE)
      .offset((page - 1) * LIBRARY_PAGE_SIZE)
      .execute()) as LibraryRow[]
    const count = await this.db
      .selectFrom('images')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .$if(pattern !== null, (q) => q.where((eb) => eb.or([eb('alt', 'ilike', pattern!), eb('filename', 'ilike', pattern!)])))
      .executeTakeFirstOrThrow()
    const used = await this.usages.find(rows.map((r) => `${IMAGES_PATH}${r.sha256}.${r.ext}`))
    return {
      items: rows.map((r) => toEntry(r, used.get(`${IMAGES_PATH}${r.sha256}.${r.ext}`) ?? [])),
      total: Number(count.n),
      page,
      page_size: LIBRARY_PAGE_SIZE,
    }
  }

  /** One entry with where it is used; 404 when it is gone. */
  async get(id: number): Promise<LibraryImage> {
    const row = (await libraryQuery(this.db).where('id', '=', id).executeTakeFirst()) as LibraryRow | undefined
    if (!row) throw notFound(LIBRARY_MESSAGES.notFound)
    const url = `${IMAGES_PATH}${row.sha256}.${row.ext}`
    return toEntry(row, (await this.usages.find([url])).get(url) ?? [])
  }

  /** Changes an entry's alt text; answers the entry and the alt text it had. */
  async setAlt(id: number, alt: string): Promise<{ item: LibraryImage; before: string }> {
    const before = await this.db.selectFrom('images').select('alt').where('id', '=', id).executeTakeFirst()
    if (!before) throw notFound(LIBRARY_MESSAGES.notFound)
    await this.db.updateTable('images').set({ alt: alt.trim() }).where('id', '=', id).execute()
    return { item: await this.get(id), before: before.alt }
  }

  /**
   * Deletes an unused image and its variants (they go with it: on delete cascade). Refused with 409
   * and the places when it is used; the answer's `used_in` is read by the route.
   */
  async remove(id: number): Promise<LibraryImage> {
    const entry = await this.get(id)
    if (entry.used_in.length) throw Object.assign(conflict(LIBRARY_MESSAGES.inUse(entry.used_in)), { usedIn: entry.used_in })
    const deleted = await this.db.deleteFrom('images').where('id', '=', id).returning('id').executeTakeFirst()
    if (!deleted) throw notFound(LIBRARY_MESSAGES.notFound)
    return entry
  }

  /** The library entry (id, alt) of a stored image, filling in the alt text and file name it lacked. */
  async record(sha256: string, info: { alt?: string; filename?: string }): Promise<{ id: number; alt: string }> {
    const alt = info.alt?.trim() ?? ''
    const filename = info.filename?.trim().slice(0, 255) ?? ''
    if (alt || filename) {
      await this.db
        .updateTable('images')
        .set({
          alt: sql<string>`case when alt = '' then ${alt} else alt end`,
          filename: sql<string>`case when filename = '' then ${filename} else filename end`,
        })
        .where('sha256', '=', sha256)
        .execute()
    }
    return this.db.selectFrom('images').select(['id', 'alt']).where('sha256', '=', sha256).executeTakeFirstOrThrow()
  }
}
