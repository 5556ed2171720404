/** Which pages use library images (issue 18): any block field of the page's content (media/library.ts). */
import type { Kysely } from 'kysely'
import { managedPageByName } from '../../shared/pages/managed.ts'
import { imageReference, matchesOf, type ImageUsageProvider } from '../media/library.ts'
import type { PagesTables } from './tables.ts'

export const pageImageUsage =
  (db: Kysely<PagesTables>): ImageUsageProvider =>
  async (urls) => {
    const refers = imageReference(urls)
    if (!refers) return []
    const rows = await db.selectFrom('pages').select(['id', 'page_name', 'slug', 'content_json']).where(refers('content_json')).orderBy('id').execute()
    return matchesOf(urls, 'pages', rows, (r) => {
      const managed = r.slug === null ? managedPageByName(r.page_name) : undefined
      return { id: r.id, title: r.page_name, path: managed ? managed.path : r.slug ? `/${r.slug}` : undefined, texts: [r.content_json] }
    })
  }
