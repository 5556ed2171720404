/** The demo/benchmark generator: exactly the views asked for, realistic proportions, rollups that match. */
import t from 'tap'
import { sql, type Kysely } from 'kysely'
import { generateAnalytics, resetAnalytics } from './generate.ts'
import { analyticsApp, rollups, testClock } from './testing.ts'
import type { AnalyticsTables } from './tables.ts'

t.test('generated data', async (t) => {
  const clock = testClock('2026-03-10T15:00:00Z')
  const app = await analyticsApp({ now: clock.now })
  t.teardown(() => app.close())
  const db = app.db as unknown as Kysely<AnalyticsTables>
  const result = await generateAnalytics(db, { views: 6000, days: 60, end: clock.now(), seed: 7 })
  t.match(result, { views: 6000, from: '2026-01-10', to: '2026-03-10' })
  await app.analytics.rebuild(result.from, result.to)

  const r60 = await app.analytics.report(90)
  t.equal(r60.pageViews, 6000, 'every generated view is in the report')
  t.equal(r60.totalVisitors, result.visits)
  t.ok(r60.bounceRate > 35 && r60.bounceRate < 55, `bounce rate ${r60.bounceRate}% is realistic`)
  t.ok(r60.avgSessionDuration > 30 && r60.avgSessionDuration < 600, `average visit ${r60.avgSessionDuration} s`)
  t.equal(r60.topPages[0].page, '/', 'the home page leads')
  t.equal(r60.referrers[0].source, 'Direct')
  t.same(r60.deviceBreakdown.map((d) => d.device), ['desktop', 'mobile', 'tablet'])
  t.ok(r60.uniqueVisitors < r60.totalVisitors, 'some visitors come back the same day')
  const future = (await sql<{ n: number }>`select count(*)::int as n from analytics_page_views where at > ${clock.now()}`.execute(app.db)).rows[0]
  t.equal(Number(future.n), 0, 'nothing in the future')
  const r30 = await app.analytics.report(30)
  t.ok(r30.changes.totalVisitors !== null && r30.changes.totalVisitors > 0, 'traffic grows: the last 30 days beat the 30 before')

  const before = JSON.stringify(await rollups(app))
  await resetAnalytics(db)
  const views = (await sql<{ n: number }>`select count(*)::int as n from analytics_page_views`.execute(app.db)).rows[0]
  t.equal(Number(views.n), 0, 'the reset removes every raw view')
  t.same(await rollups(app), { daily: [], pages: [], sources: [], devices: [] }, 'and every rollup')
  t.equal((await app.analytics.report(90)).pageViews, 0, 'the report after the reset shows no views')
  const again = await generateAnalytics(db, { views: 6000, days: 60, end: clock.now(), seed: 7 })
  await app.analytics.rebuild(again.from, again.to)
  t.equal(again.visits, result.visits, 'the same seed makes the same data')
  t.equal(JSON.stringify(await rollups(app)), before)
})

t.test('the command line: --help prints usage and exits 0, bad options exit 2 with a sentence, no stack trace', async (t) => {
  const { spawnSync } = await import('node:child_process')
  const { join } = await import('node:path')
  const run = (...args: string[]) => {
    const { DATABASE_URL: _ignored, ...env } = process.env
    const res = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '..', '..', 'bin', 'analytics-generate.ts'), ...args], {
      env: { ...env, NODE_ENV: 'test', DATA_DIR: '/nonexistent-yerth-data' },
      encoding: 'utf8',
      timeout: 60_000,
    })
    return { code: res.status, out: res.stdout, err: res.stderr }
  }
  const help = run('--help')
  t.equal(help.code, 0, help.err)
  t.match(help.out, /npm run analytics:generate -- \[--views=N\]/)
  t.equal(help.err, '')
  for (const args of [['--views=many'], ['--bogus'], ['--days=0']]) {
    const bad = run(...args)
    t.equal(bad.code, 2, args.join(' '))
    t.match(bad.err, /^Error: .+\nRun "npm run analytics:generate -- --help" for usage\./, args.join(' '))
    t.notMatch(bad.err, /\n\s+at /, 'no stack trace')
  }
})
