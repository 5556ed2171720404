/**
 * Images a trashed item uses (media/library.ts): it can still be restored for 30 days, so its
 * pictures count as used and cannot be deleted from the library meanwhile. Older revisions of live
 * items are not counted (docs/decisions/0043-media-library.md).
 */
import { sql, type Kysely } from 'kysely'
import { IMAGES_PATH } from '../media/image-files.ts'
import { matchesOf, type ImageUsageProvider } from '../media/library.ts'
import type { RevisionsTables } from './tables.ts'

export const trashImageUsage =
  (db: Kysely<RevisionsTables>): ImageUsageProvider =>
  async (urls) => {
    const names = urls.map((u) => u.slice(u.lastIndexOf('/') + 1).split('.')[0]).filter((n) => /^[0-9a-f]{64}$/.test(n))
    if (!names.length) return []
    const rows = await db
      .selectFrom('trash')
      .select(['id', 'title', sql<string>`snapshot::text`.as('text')])
      .where(sql<boolean>`snapshot::text like any(${names.map((n) => `%${IMAGES_PATH}${n}%`)}::text[])`)
      .orderBy('id')
      .execute()
    return matchesOf(urls, 'trash', rows, (r) => ({ id: r.id, title: r.title, texts: [r.text] }))
  }
