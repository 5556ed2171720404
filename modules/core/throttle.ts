/**
 * Fixed-window counters kept in PostgreSQL (table rate_limits), so a limit holds across every
 * instance of the app. Used for login and gate password failures and for public form posts.
 */
import { sql } from 'kysely'
import type { AnyDb } from './db.ts'

export interface ThrottleState {
  count: number
  /** Seconds until the window resets. */
  retryAfter: number
}

export class Throttle {
  constructor(private db: AnyDb) {}

  /** Counts one event for `key` and returns the count inside the current window. */
  async hit(key: string, windowSeconds: number): Promise<ThrottleState> {
    const row = await sql<{ count: number; reset_at: Date }>`
      insert into rate_limits (key, count, reset_at)
      values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
      returning count, reset_at`.execute(this.db)
    return toState(row.rows[0])
  }

  /** The live count for `key` (0 once the window has passed). */
  async peek(key: string): Promise<ThrottleState> {
    const row = await this.db
      .selectFrom('rate_limits')
      .select(['count', 'reset_at'])
      .where('key', '=', key)
      .where('reset_at', '>', sql<Date>`now()`)
      .executeTakeFirst()
    return row ? toState(row) : { count: 0, retryAfter: 0 }
  }

  /** Whether `key` has used up `limit` events in the current window. */
  async isBlocked(key: string, limit: number): Promise<ThrottleState | null> {
    const state = await this.peek(key)
    return state.count >= limit ? state : null
  }

  /** Takes back one event counted by `hit` (never below zero), e.g. an attempt that turned out to succeed. */
  async refund(key: string): Promise<void> {
    await this.db
      .updateTable('rate_limits')
      .set({ count: sql<number>`greatest(count - 1, 0)` })
      .where('key', '=', key)
      .where('reset_at', '>', sql<Date>`now()`)
      .execute()
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', key).execute()
  }

  async purgeExpired(): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('reset_at', '<', sql<Date>`now()`).execute()
  }
}

function toState(row: { count: number; reset_at: Date | string }): ThrottleState {
  const resetAt = new Date(row.reset_at).getTime()
  return { count: Number(row.count), retryAfter: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)) }
}
