/** Which vlogs use library images (issue 18): a stored thumbnail (media/library.ts). */
import type { Kysely } from 'kysely'
import { imageReference, matchesOf, type ImageUsageProvider } from '../media/library.ts'
import type { VlogsTables } from './tables.ts'

export const vlogImageUsage =
  (db: Kysely<VlogsTables>): ImageUsageProvider =>
  async (urls) => {
    const refers = imageReference(urls)
    if (!refers) return []
    const rows = await db.selectFrom('vlogs').select(['id', 'title', 'thumbnail_url']).where(refers('thumbnail_url')).orderBy('id').execute()
    return matchesOf(urls, 'vlogs', rows, (r) => ({ id: r.id, title: r.title, path: '/journal/vlogs', texts: [r.thumbnail_url] }))
  }
