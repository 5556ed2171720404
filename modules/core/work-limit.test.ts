import t from 'tap'
import { WorkLimit } from './work-limit.ts'
import { HttpError } from './errors.ts'

/** Lets every promise chain started so far run (no timer: the work limit has none). */
const tick = () => new Promise((r) => setImmediate(r))

t.test('runs at most maxRunning at once, queues maxWaiting, refuses the rest with 429', async (t) => {
  const limit = new WorkLimit(2, 3, 'busy')
  let running = 0
  let peak = 0
  const releases: Array<() => void> = []
  const started: number[] = []
  let submitted = 0
  const job = () => {
    const n = submitted++
    return limit.run(async () => {
      started.push(n)
      running++
      peak = Math.max(peak, running)
      await new Promise<void>((r) => releases.push(r))
      running--
      return `done ${n}`
    })
  }
  const accepted = Array.from({ length: 5 }, job)
  await tick()
  t.same(limit.stats, { running: 2, waiting: 3 })
  const refused = await job().catch((e) => e)
  t.ok(refused instanceof HttpError)
  t.equal(refused.statusCode, 429)
  t.equal(refused.message, 'busy')
  t.ok(Number(refused.headers['retry-after']) >= 1)
  while (releases.length || limit.stats.running) {
    releases.shift()?.()
    await tick()
  }
  t.same(await Promise.all(accepted), ['done 0', 'done 1', 'done 2', 'done 3', 'done 4'], 'everyone in line was served')
  t.same(started, [0, 1, 2, 3, 4], 'in the order they arrived')
  t.equal(peak, 2)
  t.same(limit.stats, { running: 0, waiting: 0 })
})

t.test('a failing job frees its slot', async (t) => {
  const limit = new WorkLimit(1, 0)
  await t.rejects(limit.run(async () => { throw new Error('boom') }), /boom/)
  t.equal(await limit.run(async () => 42), 42)
  t.same(limit.stats, { running: 0, waiting: 0 })
})
