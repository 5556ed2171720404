/**
 * Rendered pages for visitors (never for staff), so a page is rendered once and then served at
 * nearly the speed of a static file. Keys carry everything the page depends on besides content
 * (plugin.ts builds them from the matched route, never from the URL's text); content and settings
 * changes clear the cache on every instance (app.changes), and entries also expire after a short
 * time so content that becomes due by the clock (a scheduled post) shows up.
 *
 * An entry keeps the page's bytes as rendered and, once asked for, its brotli and gzip encodings,
 * together with a validator (ETag) for conditional requests. Each encoding is computed once: the
 * first visitor who accepts it waits for a fast compression; when the page is asked for again its
 * brotli bytes are redone at the best quality in the background (upgrade()). An entry renewed after
 * its time ran out with the very same bytes (the usual case) keeps the encodings it had, so a page
 * is compressed once per version, not once per renewal.
 */
import { createHash } from 'node:crypto'
import { BROTLI_BEST, compress, type Encoding } from './compression.ts'

export interface CachedPage {
  status: number
  /** Weak validator of the page's content, the same for every encoding of it. */
  etag: string
  /** The page as rendered (identity encoding). */
  body: Buffer
  /** Encodings computed so far (promises, so concurrent first askers share one compression). */
  encoded: Partial<Record<Exclude<Encoding, 'identity'>, Promise<Buffer>>>
  /** The same, once done: served without waiting for anything (identity from the start). */
  ready: Partial<Record<Encoding, Buffer>>
  expires: number
  /** Prepared answers' headers by encoding, for the bytes they were built for (plugin.ts: preparedPage). */
  headerBlocks: Partial<Record<Encoding, { body: Buffer; headers: readonly string[] }>>
  /** Visits served from the cache; the second one starts the best-quality brotli. */
  hits: number
  /** The best-quality brotli has been started (or is done). */
  upgraded: boolean
}

/** `W/"…"`: weak, because the br, gzip and plain bytes of one page share it (they are the same page). */
export function etagOf(body: Buffer | string): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
}

/**
 * If-None-Match against a page's ETag, with the weak comparison RFC 9110 §13.1.2 asks for:
 * `*` or any listed tag equal when the W/ prefixes are ignored.
 */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  const mine = opaque(etag)
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === mine)
}

/** The bytes of `page` in `encoding`, compressed on the first request for it and kept. */
export function encodedBody(page: CachedPage, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'identity') return Promise.resolve(page.body)
  let pending = page.encoded[encoding]
  if (!pending) {
    pending = compress(page.body, encoding)
    page.encoded[encoding] = pending
    pending.then((bytes) => (page.ready[encoding] = bytes), () => {})
    // A failed compression is not kept: the next request tries again.
    pending.catch(() => {
      if (page.encoded[encoding] === pending) delete page.encoded[encoding]
    })
  }
  return pending
}

/**
 * Called for every visit served from the cache: from the second one on, the page's brotli bytes are
 * recompressed at the best quality in zlib's thread pool (once per page version); visitors meanwhile
 * get the fast bytes, and the better ones as soon as they are ready.
 */
export function noteHit(page: CachedPage) {
  page.hits++
  if (page.hits < 2 || page.upgraded) return
  page.upgraded = true
  upgrading++
  compress(page.body, 'br', BROTLI_BEST)
    .then(
      (bytes) => {
        page.encoded.br = Promise.resolve(bytes)
        page.ready.br = bytes
      },
      () => {
        page.upgraded = false // tried again on a later visit
      },
    )
    .finally(() => upgrading--)
}

let upgrading = 0
/** Best-quality brotli compressions still running (tests wait for none instead of sleeping). */
export const upgradesInFlight = () => upgrading

/**
 * The bytes the cache may hold, all encodings counted (a page is about 100 KB as rendered and 15–25 KB
 * in each encoding): about 60 pages. Bounded by bytes, not only by count, because the process's
 * memory is a budget (QUALITY P7: 250 MB under load); a page that falls out is rendered again in a few
 * milliseconds.
 */
export const PAGE_CACHE_MAX_BYTES = 10 * 1024 * 1024

/** What an entry holds: its rendered bytes and every encoding made so far. */
export const entryBytes = (page: CachedPage) => page.body.length + (page.ready.br?.length ?? 0) + (page.ready.gzip?.length ?? 0)

export class PageCache {
  private entries = new Map<string, CachedPage>()
  /** Bumped by clear(): a page rendered before a change must not be stored after it. */
  generation = 0

  constructor(
    private maxEntries = 300,
    private ttlMs = 30_000,
    private maxBytes = PAGE_CACHE_MAX_BYTES,
  ) {}

  /** The live entry of `key`. An expired one stays (invisible) until set() renews it. */
  get(key: string, now = Date.now()): CachedPage | undefined {
    const hit = this.entries.get(key)
    if (!hit || hit.expires <= now) return undefined
    this.entries.delete(key)
    this.entries.set(key, hit) // most recently used last
    return hit
  }

  /** Stores a rendered page under `key` and returns its entry; the same bytes as before keep their encodings. */
  set(key: string, status: number, body: Buffer | string, now = Date.now()): CachedPage {
    const page = PageCache.entry(status, body, now + this.ttlMs)
    const previous = this.entries.get(key)
    if (previous && previous.etag === page.etag && previous.status === status) {
      page.encoded = previous.encoded
      page.ready = previous.ready
      page.upgraded = previous.upgraded
      page.hits = previous.hits
    }
    this.entries.delete(key)
    this.entries.set(key, page)
    this.evict(page)
    return page
  }

  /**
   * Drops the least recently used entries until the cache holds at most maxEntries and maxBytes
   * (encodings made since the last store counted too); `keep` (the entry just stored) stays.
   */
  private evict(keep: CachedPage) {
    let bytes = 0
    for (const entry of this.entries.values()) bytes += entryBytes(entry)
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && bytes <= this.maxBytes) break
      if (entry === keep) continue
      this.entries.delete(key)
      bytes -= entryBytes(entry)
    }
  }

  /** An entry that is not stored (a page that may not be cached still gets its ETag). */
  static entry(status: number, body: Buffer | string, expires = 0): CachedPage {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body
    return { status, etag: etagOf(bytes), body: bytes, encoded: {}, ready: { identity: bytes }, headerBlocks: {}, expires, hits: 0, upgraded: false }
  }

  clear() {
    this.entries.clear()
    this.generation++
  }

  /** Entries held, expired ones waiting for renewal included. */
  get size() {
    return this.entries.size
  }
}
