/**
 * Tests wait for a state, never for a time: `eventually(check)` asks `check` again and again until
 * it holds, and only gives up (with the last reason, and what was awaited) once `timeout` has passed.
 * The timeout is a bound for a state that never comes, not a wait: a state that comes at once costs
 * one try. A test that waits for time itself to pass (a lifetime, a throttle window) moves an
 * injected clock instead (the `now` option of the code under test).
 */

/** The time `eventually` measures and sleeps by (its own tests pass one they move by hand). */
export interface EventuallyClock {
  now(): number
  sleep(ms: number): Promise<void>
}

export interface EventuallyOptions {
  /** How long the state may take to come, in ms (the bound, not a wait). Default 5,000. */
  timeout?: number
  /** Pause between tries, in ms. Default 10. */
  interval?: number
  /** What is awaited, in words, for the message when it never comes. */
  what?: string
  clock?: EventuallyClock
}

export const realClock: EventuallyClock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}

/**
 * Calls `check` until it neither throws nor returns `false`, and returns what it returned last.
 * After `timeout` ms it throws: "<what> did not happen within N ms (M tries): <last reason>", the
 * last error as its `cause`.
 */
export async function eventually<T>(check: () => T | Promise<T>, options: EventuallyOptions = {}): Promise<Exclude<T, false>> {
  const { timeout = 5_000, interval = 10, what = 'the awaited state', clock = realClock } = options
  const deadline = clock.now() + timeout
  let tries = 0
  for (;;) {
    let reason: unknown
    tries++
    try {
      const value = await check()
      if (value !== false) return value as Exclude<T, false>
      reason = new Error('the check still answered false')
    } catch (error) {
      reason = error
    }
    if (clock.now() >= deadline) {
      const why = reason instanceof Error ? reason.message : String(reason)
      throw new Error(`${what} did not happen within ${timeout} ms (${tries} ${tries === 1 ? 'try' : 'tries'}): ${why}`, { cause: reason })
    }
    await clock.sleep(Math.min(interval, Math.max(0, deadline - clock.now())))
  }
}
