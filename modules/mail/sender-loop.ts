/**
 * The background sender: a delivery pass every few seconds, and one shortly after an enqueue (a
 * debounced nudge, late enough for the caller's transaction to have committed). One pass at a time
 * per instance (other instances are kept apart by the database, see claimDueMail); a failed pass is
 * logged and the next one tries again. Timers are unref'd: they never keep the process alive.
 */
import type { FastifyBaseLogger } from 'fastify'

export interface SenderLoopOptions {
  /** Between two regular passes. */
  intervalMs: number
  /** From an enqueue to the pass it triggers. */
  nudgeMs: number
}

export const SENDER_LOOP_DEFAULTS: SenderLoopOptions = { intervalMs: 5_000, nudgeMs: 500 }

export class SenderLoop {
  private interval: NodeJS.Timeout | null = null
  private nudgeTimer: NodeJS.Timeout | null = null
  private pass: Promise<void> | null = null
  /** A pass was asked for while one was running: run another when it ends. */
  private again = false
  private stopped = false

  constructor(
    private deliver: () => Promise<number>,
    private log: FastifyBaseLogger,
    private options: SenderLoopOptions = SENDER_LOOP_DEFAULTS,
  ) {}

  start(): void {
    if (this.interval || this.stopped) return
    this.interval = setInterval(() => this.run(), this.options.intervalMs)
    this.interval.unref()
    this.run()
  }

  /** Asks for a pass soon; several nudges in a row make one pass. */
  nudge(): void {
    if (!this.interval || this.nudgeTimer || this.stopped) return
    this.nudgeTimer = setTimeout(() => {
      this.nudgeTimer = null
      this.run()
    }, this.options.nudgeMs)
    this.nudgeTimer.unref()
  }

  private run(): void {
    if (this.stopped) return
    if (this.pass) {
      this.again = true
      return
    }
    this.pass = this.deliver()
      .then((sent) => {
        if (sent) this.log.info({ sent }, 'mails sent')
      })
      .catch((err) => this.log.error({ err }, 'mail delivery pass failed'))
      .finally(() => {
        this.pass = null
        if (this.again) {
          this.again = false
          this.run()
        }
      })
  }

  /** Stops the timers and waits for a pass in progress (the app is closing; the database is still open). */
  async stop(): Promise<void> {
    this.stopped = true
    if (this.interval) clearInterval(this.interval)
    if (this.nudgeTimer) clearTimeout(this.nudgeTimer)
    this.interval = this.nudgeTimer = null
    await this.pass
  }
}
