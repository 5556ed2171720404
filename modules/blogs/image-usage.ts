/** Which blog posts use library images (issue 18): the featured image and the post's text (media/library.ts). */
import type { Kysely } from 'kysely'
import { imageReference, matchesOf, type ImageUsageProvider } from '../media/library.ts'
import type { BlogsTables } from './tables.ts'

export const blogImageUsage =
  (db: Kysely<BlogsTables>): ImageUsageProvider =>
  async (urls) => {
    const refers = imageReference(urls)
    if (!refers) return []
    const rows = await db
      .selectFrom('blogs')
      .select(['id', 'title', 'slug', 'featured_image', 'content'])
      .where((eb) => eb.or([refers('featured_image'), refers('content')]))
      .orderBy('id')
      .execute()
    return matchesOf(urls, 'blogs', rows, (r) => ({ id: r.id, title: r.title, path: `/journal/blogs/${r.slug}`, texts: [r.featured_image, r.content] }))
  }
