/**
 * Counts hits per key in fixed windows, in memory (one instance's view). Keys of past windows are
 * swept every window, so memory follows the number of keys active in the current one.
 */
export class WindowCounter {
  private counts = new Map<string, number>()
  private windowStart = Date.now()
  private readonly sweeper: NodeJS.Timeout

  constructor(private readonly windowMs: number) {
    this.sweeper = setInterval(() => this.roll(), windowMs)
    this.sweeper.unref()
  }

  private roll() {
    this.counts = new Map()
    this.windowStart = Date.now()
  }

  /** Counts one hit of `key`; how many it has in this window and the seconds until the window ends. */
  hit(key: string): { count: number; retryAfter: number } {
    if (Date.now() - this.windowStart >= this.windowMs) this.roll()
    const count = (this.counts.get(key) ?? 0) + 1
    this.counts.set(key, count)
    return { count, retryAfter: Math.max(1, Math.ceil((this.windowStart + this.windowMs - Date.now()) / 1000)) }
  }

  stop() {
    clearInterval(this.sweeper)
  }
}
