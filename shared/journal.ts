/**
 * Pure helpers for blogs and vlogs, shared by the server (stored values) and the bundles
 * (public-site §9 business constants).
 */
import { parseHttpUrl } from './http-url.ts'
import { remembered } from './remembered.ts'

/** Words read per minute (public-site §9). */
export const WORDS_PER_MINUTE = 200
/** Excerpt length on list cards; mobile cards cut further on the client. */
export const EXCERPT_LENGTH = 160
export const MOBILE_EXCERPT_LENGTH = 120

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' }

/** The text of an HTML fragment: tags removed, common entities decoded, whitespace collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/(p|h[1-6]|li|div|br)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, (m, name: string) => ENTITIES[name.toLowerCase()] ?? (name.startsWith('#') ? String.fromCodePoint(Number(name.startsWith('#x') ? `0${name.slice(1)}` : name.slice(1))) : m))
    .replace(/\s+/g, ' ')
    .trim()
}

/** Cut at `max` characters on a word boundary when possible, with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`
}

/** The end of a block a reader sees as its own line: heading, paragraph, list item, quote... */
const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote|pre|div|td|th|figcaption|dt|dd)\s*>/i
/** Text that already ends a sentence (allowing a closing quote or bracket after the mark). */
const ENDS_SENTENCE = /[.!?…:;]["'”’»)\]]*$/

/**
 * The text of an HTML fragment with its blocks kept apart: a block that does not end a sentence
 * (a heading, a list item) gets a full stop before the next one, so "Thermal design from nature"
 * and "Lungs inspired…" read as "Thermal design from nature. Lungs inspired…", not as one sentence.
 */
export function blockText(html: string): string {
  const blocks = html.split(BLOCK_END).map(plainText).filter(Boolean)
  return blocks.map((text, i) => (i < blocks.length - 1 && !ENDS_SENTENCE.test(text) ? `${text}.` : text)).join(' ')
}

export const excerptOf = (html: string, max = EXCERPT_LENGTH) => truncate(blockText(html), max)

/** Minutes to read: words divided by 200, rounded up (at least 1 for any text). */
export function readingTime(html: string): number {
  const words = plainText(html).split(' ').filter(Boolean).length
  return Math.max(words ? 1 : 0, Math.ceil(words / WORDS_PER_MINUTE))
}

/** URL slug from a title: lower-case ASCII letters, digits and single hyphens, at most 80 characters. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '')
}

export { SLUG_PATTERN } from './slug.ts'

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/

function parseYoutubeId(url: string): string | null {
  const u = parseHttpUrl(url.trim())
  if (!u) return null
  const host = u.hostname.replace(/^(www\.|m\.|music\.)/, '')
  let id: string | null = null
  if (host === 'youtu.be') id = u.pathname.split('/')[1] ?? null
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (u.pathname === '/watch') id = u.searchParams.get('v')
    else {
      const m = /^\/(?:embed|shorts|live|v)\/([^/?#]+)/.exec(u.pathname)
      id = m?.[1] ?? null
    }
  }
  return id && YOUTUBE_ID.test(id) ? id : null
}

/**
 * The video id of a YouTube watch, short-link, embed or shorts URL; null for anything else.
 * Asked for the same few addresses on every render of a page, so remembered.
 */
export const youtubeId: (url: string) => string | null = remembered(parseYoutubeId, 256)

/** The video's own thumbnail, used when a vlog has none (admin-area §3). */
export const youtubeThumbnail = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`
export const youtubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`
