/**
 * What the media module keeps of the media kit (public-site §2 Media, §7): the items themselves are
 * served by the content types' engine from their declaration (shared/content-types/media-kit.ts);
 * the module owns their table, uploads their files (file-routes.ts) and counts their downloads
 * (downloads.ts: once per visitor, item and day).
 */
import type { MediaDb } from './queries.ts'

/** The title of the newest item that links a file (a download is named after it). */
export async function titleForFile(db: MediaDb, url: string): Promise<string | null> {
  const row = await db.selectFrom('media_kit_items').select('title').where('file_url', '=', url).orderBy('updated_at', 'desc').limit(1).executeTakeFirst()
  return row?.title ?? null
}
