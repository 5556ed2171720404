/**
 * RSS 2.0 feed of the latest published, due posts: GET /journal/rss.xml (linked from the journal
 * pages' head). Refused while the gate blocks the visitor, like every other way into the content;
 * its Cache-Control is the gate module's rule for gated content (as for the JSON API).
 * A <description> is HTML to feed readers, so the plain-text excerpt is escaped as HTML first and the
 * result escaped again as XML text: a post whose words are `<b>` reads as those characters.
 * An item's guid is the post's id (`urn:yerth:post:<id>`, isPermaLink="false"), so a reader does not
 * take a post whose slug changed for a new one; its featured image rides along as media:content.
 */
import type { FastifyInstance } from 'fastify'
import type { BlogSummary } from '../../shared/api/journal.ts'
import { BRAND } from '../../shared/brand.ts'

export const FEED_PATH = '/journal/rss.xml'
export const FEED_ITEMS = 20

/** Characters XML 1.0 cannot carry at all are dropped; markup characters are escaped. */
export function xmlEscape(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** Plain text as HTML that shows exactly that text (for elements readers treat as HTML). */
export function htmlText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** The permanent id of a post in the feed: its database id, which no edit changes. */
export const postGuid = (id: number) => `urn:${BRAND.name.toLowerCase()}:post:${id}`

const IMAGE_TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', avif: 'image/avif', svg: 'image/svg+xml' }

/** The featured image as Media RSS content: an absolute URL, its type when the name says it. */
function mediaContent(origin: string, image: string | null): string {
  if (!image) return ''
  const url = new URL(image, origin).href
  const type = IMAGE_TYPES[/\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase() ?? '']
  return `      <media:content url="${xmlEscape(url)}" medium="image"${type ? ` type="${type}"` : ''}/>`
}

export function renderFeed(origin: string, blogs: BlogSummary[]): string {
  const link = (path: string) => xmlEscape(`${origin}${path}`)
  const items = blogs.map((b) => {
    const url = link(`/journal/blogs/${b.slug}`)
    return [
      '    <item>',
      `      <title>${xmlEscape(b.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid isPermaLink="false">${postGuid(b.id)}</guid>`,
      `      <pubDate>${new Date(b.display_date).toUTCString()}</pubDate>`,
      b.category ? `      <category>${xmlEscape(b.category)}</category>` : '',
      b.author_name ? `      <dc:creator>${xmlEscape(b.author_name)}</dc:creator>` : '',
      `      <description>${xmlEscape(htmlText(b.excerpt))}</description>`,
      mediaContent(origin, b.featured_image),
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n')
  })
  const built = blogs[0] ? new Date(blogs[0].display_date) : new Date()
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">',
    '  <channel>',
    `    <title>${xmlEscape(`${BRAND.name} Journal`)}</title>`,
    `    <link>${link('/journal/blogs')}</link>`,
    `    <description>${xmlEscape(`Articles from the ${BRAND.name} journal. ${BRAND.tagline}.`)}</description>`,
    '    <language>en</language>',
    `    <lastBuildDate>${built.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${link(FEED_PATH)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
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
