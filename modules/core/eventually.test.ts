import t from 'tap'
import { eventually, type EventuallyClock } from './eventually.ts'

/** A clock that moves only when `eventually` sleeps: no test here waits for real time. */
function handClock(): EventuallyClock & { slept: number[] } {
  let at = 0
  const slept: number[] = []
  return {
    slept,
    now: () => at,
    sleep: async (ms) => {
      slept.push(ms)
      at += ms
    },
  }
}

t.test('a state that holds at once costs one try and no sleep', async (t) => {
  const clock = handClock()
  let calls = 0
  t.equal(await eventually(() => (calls++, 'here'), { clock }), 'here')
  t.equal(calls, 1)
  t.same(clock.slept, [])
})

t.test('retried while it throws or answers false; its last value is returned', async (t) => {
  const clock = handClock()
  let calls = 0
  const value = await eventually(
    async () => {
      calls++
      if (calls === 1) throw new Error('not yet')
      if (calls === 2) return false
      return { calls }
    },
    { clock, interval: 25 },
  )
  t.same(value, { calls: 3 })
  t.same(clock.slept, [25, 25], 'the interval between tries')
  t.equal(await eventually(() => undefined, { clock }), undefined, 'undefined is an answer (a check that only throws)')
  t.equal(await eventually(() => 0, { clock }), 0, 'so are 0 and the empty string: only false means "not yet"')
})

t.test('after the timeout: the last reason, what was awaited, how long and how many tries', async (t) => {
  const clock = handClock()
  let calls = 0
  const failed = await eventually(
    () => {
      calls++
      throw new Error(`still ${calls}`)
    },
    { clock, timeout: 100, interval: 30, what: 'the mail reaching the server' },
  ).catch((e: Error) => e)
  t.ok(failed instanceof Error)
  t.equal((failed as Error).message, 'the mail reaching the server did not happen within 100 ms (5 tries): still 5')
  t.match((failed as Error).cause, { message: 'still 5' }, 'the last error is its cause')
  t.same(clock.slept, [30, 30, 30, 10], 'the last try comes at the deadline, not after it')

  const never = await eventually(() => false, { clock: handClock(), timeout: 10 }).catch((e: Error) => e.message)
  t.equal(never, 'the awaited state did not happen within 10 ms (2 tries): the check still answered false')
})

t.test('the real clock: a state that comes later is waited for', async (t) => {
  let ready = false
  setTimeout(() => (ready = true), 20)
  t.equal(await eventually(() => ready, { timeout: 2_000 }), true)
})
