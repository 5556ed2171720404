/**
 * A bound on expensive work that can run at once (argon2 hashes: about 19 MiB and 50 ms of a core
 * each). At most `maxRunning` jobs run, at most `maxWaiting` wait in line; a job that finds the line
 * full is refused at once with 429 and a Retry-After, so a flood of requests costs neither memory
 * nor CPU beyond the bound, and the people already in line are served.
 */
import { tooManyRequests } from './errors.ts'

export class WorkLimit {
  private running = 0
  private readonly waiting: Array<() => void> = []

  constructor(
    readonly maxRunning: number,
    readonly maxWaiting: number,
    private readonly busyMessage = 'The server is busy. Please try again in a moment.',
  ) {
    if (maxRunning < 1 || maxWaiting < 0) throw new Error('WorkLimit needs maxRunning >= 1 and maxWaiting >= 0')
  }

  /** Runs `job` within the bound; throws a 429 HttpError when the line is full. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.maxRunning) {
      if (this.waiting.length >= this.maxWaiting) throw tooManyRequests(this.retryAfterSeconds(), this.busyMessage)
      await new Promise<void>((resolve) => this.waiting.push(resolve))
    } else {
      this.running++
    }
    try {
      return await job()
    } finally {
      // Hand the slot straight to the next in line (running stays the same), else free it.
      const next = this.waiting.shift()
      if (next) next()
      else this.running--
    }
  }

  get stats() {
    return { running: this.running, waiting: this.waiting.length }
  }

  /** A full line clears in well under a second per slot; ask for one second per round of it. */
  private retryAfterSeconds() {
    return Math.max(1, Math.ceil(this.waiting.length / this.maxRunning / 10))
  }
}
