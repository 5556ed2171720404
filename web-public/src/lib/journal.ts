/**
 * Journal helpers shared by the server loaders (web-public/loaders.ts) and the pages: the list
 * query as it lives in the URL (so a filtered list can be shared), the public API URLs, dates,
 * responsive image sources and tolerant readers for API answers. No React.
 */
import { IMAGE_VARIANT_WIDTHS, imageVariantUrl, type SortOrder } from '../../../shared/api/journal.ts'

export { BLOG_CONTENT_ID } from './blog-content-id.ts'

/** Cards per page on the blog and vlog lists (server-side paging). */
export const LIST_PAGE_SIZE = 12
/** Skeleton cards while a list loads (public-site §9). */
export const LIST_SKELETONS = 6
/** Related posts under a blog (public-site §9). */
export const RELATED_LIMIT = 3
/** Longest search text taken from the URL. */
const MAX_SEARCH = 100
const MAX_FILTER = 120
/** Pages past this are not real lists: (MAX_PAGE - 1) * 12 stays under the APIs' offset cap of 10,000. */
const MAX_PAGE = 800
/** The largest page number read from the URL (a bigger one reads as this): enough to say "there is no page N". */
const MAX_PAGE_NUMBER = 1_000_000

/** Shown when a blog has no featured image (an original illustration in web-public/public). */
export const STOCK_IMAGE = '/journal-stock.svg'
/** Shown when a vlog thumbnail fails to load. */
export const VLOG_PLACEHOLDER = '/vlog-placeholder.svg'

/** The filters of a blog or vlog list, as the URL carries them. */
export interface ListQuery {
  search: string
  category: string
  author: string
  sort: SortOrder
  /** 1-based. */
  page: number
}

const clean = (value: string | null, max: number) => (value ?? '').replace(/\s+/g, ' ').trim().slice(0, max)

export function parseListQuery(params: URLSearchParams): ListQuery {
  const page = Number(params.get('page'))
  return {
    search: clean(params.get('search'), MAX_SEARCH),
    category: clean(params.get('category'), MAX_FILTER),
    author: clean(params.get('author'), MAX_FILTER),
    sort: params.get('sort') === 'oldest' ? 'oldest' : 'latest',
    page: Number.isInteger(page) && page > 1 ? Math.min(page, MAX_PAGE_NUMBER) : 1,
  }
}

/** The query string of a list view (defaults left out, fixed order), '' for the plain list. */
export function listQueryString(q: ListQuery): string {
  const p = new URLSearchParams()
  if (q.search) p.set('search', q.search)
  if (q.category) p.set('category', q.category)
  if (q.author) p.set('author', q.author)
  if (q.sort !== 'latest') p.set('sort', q.sort)
  if (q.page > 1) p.set('page', String(q.page))
  const s = p.toString()
  return s ? `?${s}` : ''
}

export const hasFilters = (q: ListQuery) => Boolean(q.search || q.category || q.author || q.sort !== 'latest')

/** What the services' listPublic takes for one page of a list. */
export function serviceQuery(q: ListQuery) {
  return {
    ...(q.search ? { search: q.search } : {}),
    ...(q.category ? { category: q.category } : {}),
    ...(q.author ? { author: q.author } : {}),
    sort: q.sort,
    limit: LIST_PAGE_SIZE,
    // Past MAX_PAGE nothing is listed (isPastLastPage); the count still comes back.
    offset: (Math.min(q.page, MAX_PAGE) - 1) * LIST_PAGE_SIZE,
  }
}

/** The public API URL for one page of a list, e.g. /api/public/blogs?search=x&sort=latest&limit=12&offset=0 */
export function listApiUrl(base: string, q: ListQuery): string {
  const p = new URLSearchParams()
  for (const [k, v] of Object.entries(serviceQuery(q))) p.set(k, String(v))
  return `${base}?${p.toString()}`
}

export function pageCount(total: number, limit = LIST_PAGE_SIZE): number {
  return Math.max(1, Math.min(MAX_PAGE, Math.ceil(total / Math.max(1, limit))))
}

/** Whether `page` is past the last page of a list of `total` items (its page answers 404). */
export const isPastLastPage = (page: number, total: number) => page > pageCount(total)

/** Dates as readers expect them ("Mar 4, 2026"), in UTC so the server and the browser agree. */
const formats = new Map<boolean, Intl.DateTimeFormat>()

export function formatDate(iso: string | null | undefined, long = false): string {
  if (!iso) return ''
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  let format = formats.get(long)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { month: long ? 'long' : 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
    formats.set(long, format)
  }
  return format.format(d)
}

/** Our own uploads have resized WebP variants; anything else is used as it is. */
const UPLOAD_PATH = /^\/media\/images\/[a-f0-9]{64}\.(png|jpe?g|gif|webp)$/i

export interface ImageSources {
  src: string
  srcSet?: string
}

export function imageSources(url: string | null | undefined, fallback = STOCK_IMAGE): ImageSources {
  const src = url && url.trim() ? url.trim() : fallback
  if (!UPLOAD_PATH.test(src)) return { src }
  return { src, srcSet: IMAGE_VARIANT_WIDTHS.map((w) => `${imageVariantUrl(src, w)} ${w}w`).join(', ') }
}

/** Tags as a list from the comma-separated field. */
export const tagList = (tags: string | null | undefined) =>
  [...new Set((tags ?? '').split(',').map((t) => t.trim()).filter(Boolean))]

/** The array in an API answer that is either the array itself or `{ [key]: array }`. */
export function arrayField<T>(body: unknown, key: string): T[] {
  if (Array.isArray(body)) return body as T[]
  if (body && typeof body === 'object' && Array.isArray((body as Record<string, unknown>)[key])) {
    return (body as Record<string, T[]>)[key]
  }
  return []
}

/** Author names from `{ authors: string[] }` or a bare list (objects with a name are accepted too). */
export function authorNames(body: unknown): string[] {
  return arrayField<unknown>(body, 'authors')
    .map((a) => (typeof a === 'string' ? a : a && typeof a === 'object' ? String((a as { name?: unknown; author_name?: unknown }).name ?? (a as { author_name?: unknown }).author_name ?? '') : ''))
    .filter(Boolean)
}

/** GET a JSON document from the public API; a non-2xx answer is an error carrying its status. */
export async function getJson(url: string, signal?: AbortSignal): Promise<unknown> {
  const res = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' }, signal })
  if (!res.ok) {
    // An unread error body keeps the connection busy (and the page never "network idle").
    void res.body?.cancel().catch(() => {})
    throw Object.assign(new Error(`GET ${url} answered ${res.status}`), { status: res.status })
  }
  return res.json()
}

/** An https link we may open, else null (youtube_url is validated by the server; this is belt and braces). */
export function safeExternalUrl(url: string | null | undefined): string | null {
  if (!url) return null
  try {
    const u = new URL(url)
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null
  } catch {
    return null
  }
}
