/**
 * A small in-process cache of what the public reads in a served type's lists (`site.paged.cached`:
 * pages of the list, categories, facets, counts): every visitor gets the same answer for the same
 * question, so the database is asked once per question, and concurrent identical questions share
 * one query.
 *
 * Everything is dropped together (a new "generation") when:
 * - any instance changes an item or a category of the type (its topic on the change bus, which also
 *   fires after the bus reconnects, when notifications may have been missed);
 * - the next scheduled item becomes due (asked from the database clock when a generation starts,
 *   so app and database clocks need not agree);
 * - MAX_AGE_MS passes (a safety net).
 * Bounded: at most MAX_ENTRIES answers and about MAX_BYTES of them (their JSON length, estimated once
 * when an answer arrives: jsonSizeEstimate), least recently used first out: 500 pages of 50 posts
 * would otherwise be some 20 MB of JSON and several times that as objects.
 * Counts its hits and misses (stats()), so a benchmark can tell what the database answered.
 */
export const MAX_ENTRIES = 500
export const MAX_AGE_MS = 30_000
export const MAX_BYTES = 4 * 1024 * 1024

/**
 * About the length of `value` as JSON, without making the JSON: strings by their length, dates as
 * ISO text, numbers and literals at a fixed width. Making it (JSON.stringify) cost 40 µs for a page
 * of 12 posts, a tenth of an uncached list request (QUALITY P4); walking the page costs a few.
 */
export function jsonSizeEstimate(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return value.length + 2
    case 'number':
    case 'bigint':
      return 12
    case 'boolean':
      return 5
    case 'object': {
      if (value === null) return 4
      if (value instanceof Date) return 26
      let size = 2
      if (Array.isArray(value)) {
        for (const item of value) size += jsonSizeEstimate(item) + 1
        return size
      }
      for (const key in value) size += key.length + 4 + jsonSizeEstimate((value as Record<string, unknown>)[key])
      return size
    }
    default:
      return 0
  }
}

export class PublicCache {
  private entries = new Map<string, Promise<unknown>>()
  /** Estimated JSON length of each arrived answer still in `entries`. */
  private sizes = new Map<string, number>()
  private bytes = 0
  private validUntil = 0
  private starting: Promise<void> | null = null
  private generation = 0
  private hits = 0
  private misses = 0

  /**
   * `secondsUntilNextDue` answers how long until the next scheduled item goes live (null: none);
   * `now` is the app's clock (tests pass one they move by hand).
   */
  constructor(
    private secondsUntilNextDue: () => Promise<number | null>,
    private now: () => Date = () => new Date(),
  ) {}

  /** Drops every answer (a change happened). */
  clear(): void {
    this.generation++
    this.drop()
    this.validUntil = 0
    this.starting = null
  }

  /** Answers held and their JSON size (bytes, about), for tests and benchmarks. */
  size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes }
  }

  /** Answers given from the cache (a concurrent identical question counts as a hit) and loaded. */
  stats(): { hits: number; misses: number } {
    return { hits: this.hits, misses: this.misses }
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    await this.fresh()
    const hit = this.entries.get(key) as Promise<T> | undefined
    if (hit) {
      this.hits++
      // Most recently used goes to the back of the line.
      this.entries.delete(key)
      this.entries.set(key, hit)
      return hit
    }
    this.misses++
    const pending = load()
    const generation = this.generation
    this.entries.set(key, pending)
    if (this.entries.size > MAX_ENTRIES) this.remove(this.entries.keys().next().value!)
    pending.then(
      (value) => {
        if (generation !== this.generation || this.entries.get(key) !== pending) return
        const size = key.length + jsonSizeEstimate(value)
        this.sizes.set(key, size)
        this.bytes += size
        // Oldest first; the answer that just arrived stays even when it alone is over the bound.
        for (const oldest of this.entries.keys()) {
          if (this.bytes <= MAX_BYTES || oldest === key) break
          this.remove(oldest)
        }
      },
      // A failed read is not remembered: the next visitor asks the database again.
      () => {
        if (generation === this.generation && this.entries.get(key) === pending) this.remove(key)
      },
    )
    return pending
  }

  private remove(key: string): void {
    this.entries.delete(key)
    this.bytes -= this.sizes.get(key) ?? 0
    this.sizes.delete(key)
  }

  private drop(): void {
    this.entries.clear()
    this.sizes.clear()
    this.bytes = 0
  }

  /** Starts a new generation when the current one has run out. */
  private async fresh(): Promise<void> {
    if (this.now().getTime() < this.validUntil) return
    if (!this.starting) {
      const generation = ++this.generation
      this.drop()
      this.starting = this.secondsUntilNextDue()
        .then((seconds) => {
          if (generation !== this.generation) return
          const now = this.now().getTime()
          const due = seconds === null ? Infinity : now + Math.max(0, seconds * 1000)
          this.validUntil = Math.min(now + MAX_AGE_MS, due)
        })
        .finally(() => {
          if (generation === this.generation) this.starting = null
        })
    }
    await this.starting
  }
}
