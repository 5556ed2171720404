/**
 * Rendered pages for visitors (never for staff), so a page is rendered once and then served at
 * nearly the speed of a static file. Keys carry everything the page depends on besides content;
 * content and settings changes clear the cache on every instance (app.changes), and entries also
 * expire after a short time so content that becomes due by the clock (a scheduled post) shows up.
 */
export interface CachedPage {
  status: number
  html: string
  expires: number
}

export class PageCache {
  private entries = new Map<string, CachedPage>()

  constructor(
    private maxEntries = 300,
    private ttlMs = 30_000,
  ) {}

  get(key: string, now = Date.now()): CachedPage | undefined {
    const hit = this.entries.get(key)
    if (!hit) return undefined
    this.entries.delete(key)
    if (hit.expires <= now) return undefined
    this.entries.set(key, hit) // most recently used last
    return hit
  }

  set(key: string, status: number, html: string, now = Date.now()) {
    this.entries.set(key, { status, html, expires: now + this.ttlMs })
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string)
  }

  clear() {
    this.entries.clear()
  }

  get size() {
    return this.entries.size
  }
}
