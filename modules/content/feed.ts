/**
 * RSS 2.0 documents (each served content type's with `site.feed`: the journal's posts at /journal/rss.xml,
 * modules/content-types): a channel and its items, every value escaped once for XML. A <description>
 * is HTML to feed readers, so plain text is escaped as HTML first and the result again as XML text:
 * an item whose words are `<b>` reads as those characters. An item's guid is permanent (its database
 * id, not its slug), so a reader does not take an item whose slug changed for a new one; its picture
 * rides along as Media RSS content.
 */
import { BRAND } from '../../shared/brand.ts'

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

/** The permanent id of an item in a feed: its kind and database id, which no edit changes. */
export const feedGuid = (kind: string, id: number) => `urn:${BRAND.name.toLowerCase()}:${kind}:${id}`

const IMAGE_TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', avif: 'image/avif', svg: 'image/svg+xml' }

/** A picture as Media RSS content: an absolute URL, its type when the name says it. */
function mediaContent(origin: string, image: string | null | undefined): string {
  if (!image) return ''
  let url: string
  try {
    url = new URL(image, origin).href
  } catch {
    return ''
  }
  const type = IMAGE_TYPES[/\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase() ?? '']
  return `      <media:content url="${xmlEscape(url)}" medium="image"${type ? ` type="${type}"` : ''}/>`
}

export interface FeedItem {
  title: string
  /** The item's page, a path of the site. */
  path: string
  guid: string
  /** When it was published (ISO 8601). */
  date: string
  category?: string
  author?: string
  /** Plain text. */
  description: string
  image?: string | null
}

export interface FeedChannel {
  title: string
  /** The page that lists the items, a path of the site. */
  path: string
  description: string
  /** The feed's own address, a path of the site. */
  self: string
}

export function renderRss(origin: string, channel: FeedChannel, items: FeedItem[]): string {
  const link = (path: string) => xmlEscape(`${origin}${path}`)
  const entries = items.map((item) =>
    [
      '    <item>',
      `      <title>${xmlEscape(item.title)}</title>`,
      `      <link>${link(item.path)}</link>`,
      `      <guid isPermaLink="false">${xmlEscape(item.guid)}</guid>`,
      `      <pubDate>${new Date(item.date).toUTCString()}</pubDate>`,
      item.category ? `      <category>${xmlEscape(item.category)}</category>` : '',
      item.author ? `      <dc:creator>${xmlEscape(item.author)}</dc:creator>` : '',
      `      <description>${xmlEscape(htmlText(item.description))}</description>`,
      mediaContent(origin, item.image),
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n'),
  )
  const built = items[0] ? new Date(items[0].date) : new Date()
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">',
    '  <channel>',
    `    <title>${xmlEscape(channel.title)}</title>`,
    `    <link>${link(channel.path)}</link>`,
    `    <description>${xmlEscape(channel.description)}</description>`,
    '    <language>en</language>',
    `    <lastBuildDate>${built.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${link(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
