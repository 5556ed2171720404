/**
 * RSS 2.0 feed of the latest published, due posts: GET /journal/rss.xml (linked from the journal
 * pages' head). Refused while the gate blocks the visitor, like every other way into the content;
 * its Cache-Control is the gate module's rule for gated content (as for the JSON API). The document
 * is content's (modules/content/feed.ts); an item's guid is `urn:yerth:post:<id>`.
 */
import type { FastifyInstance } from 'fastify'
import type { BlogSummary } from '../../shared/api/journal.ts'
import { BRAND } from '../../shared/brand.ts'
import { feedGuid, renderRss } from '../content/feed.ts'

export { xmlEscape } from '../content/feed.ts'

export const FEED_PATH = '/journal/rss.xml'
export const FEED_ITEMS = 20

/** The permanent id of a post in the feed: its database id, which no edit changes. */
export const postGuid = (id: number) => feedGuid('post', id)

export function renderFeed(origin: string, blogs: BlogSummary[]): string {
  return renderRss(
    origin,
    { title: `${BRAND.name} Journal`, path: '/journal/blogs', description: `Articles from the ${BRAND.name} journal. ${BRAND.tagline}.`, self: FEED_PATH },
    blogs.map((b) => ({
      title: b.title,
      path: `/journal/blogs/${b.slug}`,
      guid: postGuid(b.id),
      date: b.display_date,
      category: b.category || undefined,
      author: b.author_name || undefined,
      description: b.excerpt,
      image: b.featured_image,
    })),
  )
}

export async function feedRoutes(app: FastifyInstance) {
  // Outside /api/public/, so it states its gate policy itself (enforced by the gate module).
  // Cache-Control comes from the gate module's rule for gated content, like every gated answer:
  // a longer life would keep the feed in caches after the gate closes.
  app.get(FEED_PATH, { config: { gate: 'content' } }, async (request, reply) => {
    const { blogs } = await app.blogs.listPublic({ limit: FEED_ITEMS })
    return reply.type('application/rss+xml; charset=utf-8').send(renderFeed(app.config.publicOrigin, blogs))
  })
}
