/**
 * Where media-kit items use library images (issue 18): the media module's own usage provider
 * (library.ts): the file address (an item whose download is an uploaded image).
 */
import type { Kysely } from 'kysely'
import { imageReference, matchesOf, type ImageUsageProvider } from './library.ts'
import type { MediaTables } from './tables.ts'

export const kitImageUsage =
  (db: Kysely<MediaTables>): ImageUsageProvider =>
  async (urls) => {
    const refers = imageReference(urls)
    if (!refers) return []
    const rows = await db.selectFrom('media_kit_items').select(['id', 'title', 'file_url']).where(refers('file_url')).orderBy('id').execute()
    return matchesOf(urls, 'media-kit', rows, (r) => ({ id: r.id, title: r.title, path: '/media', texts: [r.file_url] }))
  }
