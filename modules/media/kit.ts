/**
 * Media kit items (public-site §2 Media, §3, §7; admin-area §3, §5, §7): the queries of
 * media_kit_items (`db` first) and the checks of a save. Downloads are counted by downloads.ts
 * (once per visitor, item and day).
 * The public list is every item, oldest first (the order editors built the kit in).
 */
import { sql, type Selectable } from 'kysely'
import { MEDIA_KIT_MESSAGES, type MediaKitBody, type MediaKitItem } from '../../shared/api/media-kit.ts'
import { badRequest } from '../core/errors.ts'
import { containsPattern } from '../content/index.ts'
import { parseFileUrl, storedFileType } from './files.ts'
import { isLink } from './links.ts'
import type { MediaDb } from './queries.ts'
import type { MediaKitItemsTable } from './tables.ts'

/** The change-bus topic every media kit change is announced on (render caches listen to every topic). */
export const MEDIA_KIT_TOPIC = 'media-kit'
/** The public list is the whole kit; this bounds it. */
export const PUBLIC_KIT_MAX = 200

type Row = Selectable<MediaKitItemsTable>

const COLUMNS = ['id', 'title', 'description', 'file_type', 'file_url', 'file_size', 'item_count', 'download_count', 'created_at', 'updated_at', 'version'] as const

export function toItem(r: Pick<Row, (typeof COLUMNS)[number]>): MediaKitItem {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    file_type: r.file_type,
    file_url: r.file_url,
    file_size: r.file_size,
    item_count: r.item_count,
    download_count: Number(r.download_count),
    created_at: new Date(r.created_at).toISOString(),
    updated_at: new Date(r.updated_at).toISOString(),
    version: r.version,
  }
}

export async function listKit(db: MediaDb, o: { search?: string; limit: number; offset: number }): Promise<{ items: MediaKitItem[]; total: number }> {
  let q = db.selectFrom('media_kit_items')
  if (o.search) {
    const pattern = containsPattern(o.search)
    q = q.where((eb) => eb.or([eb('title', 'ilike', pattern), eb('description', 'ilike', pattern)]))
  }
  const [rows, count] = await Promise.all([
    q.select(COLUMNS).orderBy('created_at', 'asc').orderBy('id', 'asc').limit(o.limit).offset(o.offset).execute(),
    q.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ])
  return { items: rows.map(toItem), total: Number(count.n) }
}

export async function findKitItem(db: MediaDb, id: number): Promise<MediaKitItem | null> {
  const row = await db.selectFrom('media_kit_items').select(COLUMNS).where('id', '=', id).executeTakeFirst()
  return row ? toItem(row) : null
}

/** The title of the newest item that links a file (a download is named after it). */
export async function titleForFile(db: MediaDb, url: string): Promise<string | null> {
  const row = await db.selectFrom('media_kit_items').select('title').where('file_url', '=', url).orderBy('updated_at', 'desc').limit(1).executeTakeFirst()
  return row?.title ?? null
}

type KitValues = Pick<Row, 'title' | 'description' | 'file_type' | 'file_url' | 'file_size' | 'item_count'>

/**
 * A body checked and trimmed: the title must hold text, file_url must be an http(s) URL or a site
 * path, and a path to an uploaded file must name one that exists, of the type the body says.
 * Optional fields not sent are left out (an update keeps them).
 */
export async function kitValues(db: MediaDb, body: MediaKitBody): Promise<Partial<KitValues> & Pick<KitValues, 'title' | 'file_type' | 'file_url'>> {
  const title = body.title.trim()
  if (!title) throw badRequest(MEDIA_KIT_MESSAGES.titleRequired)
  const fileUrl = body.file_url.trim()
  if (!isLink(fileUrl)) throw badRequest(MEDIA_KIT_MESSAGES.fileUrl)
  if (fileUrl.startsWith('/media/files/')) {
    if (!parseFileUrl(fileUrl)) throw badRequest(MEDIA_KIT_MESSAGES.fileMissing)
    const stored = await storedFileType(db, fileUrl)
    if (!stored) throw badRequest(MEDIA_KIT_MESSAGES.fileMissing)
    if (stored !== body.file_type) throw badRequest(MEDIA_KIT_MESSAGES.fileTypeMismatch(stored))
  }
  const values: Partial<KitValues> & Pick<KitValues, 'title' | 'file_type' | 'file_url'> = { title, file_type: body.file_type, file_url: fileUrl }
  if (body.description !== undefined) values.description = body.description.trim()
  if (body.file_size !== undefined) values.file_size = body.file_size.trim()
  if (body.item_count !== undefined) values.item_count = body.item_count.trim()
  return values
}

/** `id`: an item put back from the Trash keeps its own. */
export async function insertKitItem(db: MediaDb, values: Awaited<ReturnType<typeof kitValues>>, adminId: number | null, id?: number): Promise<MediaKitItem> {
  const row = await db
    .insertInto('media_kit_items')
    .values({ description: '', file_size: '', item_count: '', ...values, created_by: adminId, updated_by: adminId, ...(id && { id }) })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow()
  return toItem(row)
}

export async function updateKitItem(db: MediaDb, id: number, values: Awaited<ReturnType<typeof kitValues>>, adminId: number | null): Promise<MediaKitItem | null> {
  const row = await db
    .updateTable('media_kit_items')
    .set({ ...values, updated_by: adminId, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst()
  return row ? toItem(row) : null
}

export async function deleteKitItem(db: MediaDb, id: number): Promise<MediaKitItem | null> {
  const row = await db.deleteFrom('media_kit_items').where('id', '=', id).returning(COLUMNS).executeTakeFirst()
  return row ? toItem(row) : null
}

/** The service web-public reads (app.mediaKit). */
export class MediaKitService {
  constructor(private db: MediaDb) {}

  /** Every item, oldest first (public-site §2: the media kit cards). */
  async listPublic(): Promise<MediaKitItem[]> {
    return (await listKit(this.db, { limit: PUBLIC_KIT_MAX, offset: 0 })).items.map(({ version: _version, ...item }) => item)
  }
}
