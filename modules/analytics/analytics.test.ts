/**
 * The analytics module in isolation (core, auth, analytics) on a database: the collection call
 * (bots, staff and bad input left out, no cookie, rate limit), batched writes whose rollups equal
 * a rebuild from the raw rows, salt rotation, range boundaries and the report's shape and numbers.
 */
import t from 'tap'
import fc from 'fast-check'
import { sql } from 'kysely'
import { COLLECT_PATH } from '../../shared/api/analytics.ts'
import { staff } from '../auth/testing.ts'
import { jsonHeaders } from '../core/testing.ts'
import { OTHER } from './classify.ts'
import { SOURCES_PER_IP_DAY, VISITORS_PER_IP_DAY } from './ip-day-budget.ts'
import { analyticsApp as moduleApp, DESKTOP_UA, PHONE_UA, rollups, testClock, view } from './testing.ts'
import { publicPagesProvider } from '../../web-public/sitemap.ts'
import type { JournalServices } from '../../web-public/loaders.ts'

/** The module's app with the public site's own answer to "which paths are pages" (core's port), without the React app. */
async function analyticsApp(...args: Parameters<typeof moduleApp>) {
  const app = await moduleApp(...args)
  app.publicPages.provide(publicPagesProvider(app as unknown as JournalServices))
  return app
}

const collect = (app: Awaited<ReturnType<typeof analyticsApp>>, body: unknown, opts: { ip?: string; ua?: string; headers?: Record<string, string>; raw?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: COLLECT_PATH,
    headers: { 'content-type': 'application/json', 'user-agent': opts.ua ?? DESKTOP_UA, ...opts.headers },
    payload: opts.raw ?? JSON.stringify(body),
    remoteAddress: opts.ip ?? '203.0.113.10',
  })

const count = async (app: Awaited<ReturnType<typeof analyticsApp>>, table: string) =>
  Number((await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(app.db)).rows[0].n)

t.test('the collection call', async (t) => {
  const clock = testClock('2026-03-10T12:00:00Z')
  const app = await analyticsApp({ now: clock.now, collectPerMinute: 30 })
  t.teardown(() => app.close())

  await t.test('a view is answered 202, no body and no cookie, once it is written', async (t) => {
    const res = await collect(app, { path: '/journal/blogs?page=2', referrer: 'https://www.linkedin.com/feed/' }, { headers: { host: 'yerth.example' } })
    t.equal(res.statusCode, 202)
    t.equal(res.body, '')
    t.notOk(res.headers['set-cookie'], 'no cookie')
    t.equal(res.headers['cache-control'], 'no-store')
    t.equal(await count(app, 'analytics_incoming'), 1, 'a 202 is a committed row (issue 32): accepted before the answer')
    await app.analytics.flush()
    t.equal(await count(app, 'analytics_page_views'), 1, 'then counted')
    t.equal(await count(app, 'analytics_incoming'), 0)
    const visit = await app.db.selectFrom('analytics_visits' as never).selectAll().executeTakeFirstOrThrow() as Record<string, unknown>
    t.match(visit, { entry_path: '/journal/blogs', source: 'linkedin.com', device: 'desktop', views: 1 })
    t.notMatch(JSON.stringify(visit), /203\.0\.113\.10/, 'the IP address is not stored')
    t.equal(String(visit.visitor_id).length, 22)
  })

  await t.test('sendBeacon sends text/plain: read as JSON by this route only', async (t) => {
    const res = await collect(app, null, { raw: JSON.stringify({ path: '/about' }), headers: { 'content-type': 'text/plain;charset=UTF-8' } })
    t.equal(res.statusCode, 202)
    const bad = await collect(app, null, { raw: '{nope', headers: { 'content-type': 'text/plain' } })
    t.equal(bad.statusCode, 400)
    t.match(bad.json(), { error: 'body must be JSON' })
  })

  await t.test('bad input: 400 naming the field, nothing queued', async (t) => {
    const before = app.analytics.stats().queued
    const cases: Array<[unknown, RegExp]> = [
      [{}, /body\.path is required/],
      [{ path: '' }, /body\.path/],
      [{ path: 42 }, /body\.path must be a string/],
      [{ path: '/a\u0000' }, /body\.path must not contain control characters/],
      [{ path: '/a', referrer: 'x\ud800' }, /body\.referrer must be valid Unicode text/],
      [{ path: '/'.repeat(513) }, /body\.path must be at most 512 characters/],
      [{ path: '/a', extra: 1 }, /Unknown field "extra"/],
      [{ path: '/admin/dashboard' }, /body\.path must be the path of a public page/],
      [{ path: 'https://evil.example/' }, /body\.path must be the path of a public page/],
      [[{ path: '/' }], /body must be/],
    ]
    for (const [body, error] of cases) {
      const res = await collect(app, body, { ip: '198.51.100.77' })
      t.equal(res.statusCode, 400, JSON.stringify(body).slice(0, 60))
      t.match(res.json(), { error }, JSON.stringify(body).slice(0, 60))
    }
    t.equal(app.analytics.stats().queued, before)
  })

  await t.test('a cross-site page cannot count views', async (t) => {
    const res = await collect(app, { path: '/' }, { headers: { 'sec-fetch-site': 'cross-site' } })
    t.equal(res.statusCode, 403)
    const form = await collect(app, null, { raw: 'path=/', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    t.equal(form.statusCode, 415)
  })

  await t.test('bots, clients without a user agent and signed-in staff are not counted', async (t) => {
    const before = app.analytics.stats().queued
    t.equal((await collect(app, { path: '/' }, { ua: 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).statusCode, 202)
    t.equal((await collect(app, { path: '/' }, { ua: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36' })).statusCode, 202)
    t.equal((await collect(app, { path: '/' }, { ua: '' })).statusCode, 202)
    const { cookie } = await staff(app, 'editor')
    t.equal((await collect(app, { path: '/' }, { headers: jsonHeaders(cookie) })).statusCode, 202)
    t.equal(app.analytics.stats().queued, before, 'none of them queued')
  })

  await t.test('each IP has a budget per minute: 429 with Retry-After', async (t) => {
    const ip = '192.0.2.200'
    for (let i = 0; i < 30; i++) t.equal((await collect(app, { path: '/' }, { ip })).statusCode, 202)
    const over = await collect(app, { path: '/' }, { ip })
    t.equal(over.statusCode, 429)
    t.ok(Number(over.headers['retry-after']) >= 1)
    t.match(over.json(), { error: /Too many page views/ })
    t.equal((await collect(app, { path: '/' }, { ip: '192.0.2.201' })).statusCode, 202, 'other addresses are not affected')
  })
})

t.test('without the public site no path is a page: core\'s port answers only once the site provides it', async (t) => {
  const app = await moduleApp({ collectPerMinute: 1000 })
  t.teardown(() => app.close())
  t.equal((await collect(app, { path: '/' })).statusCode, 400, 'the module alone counts nothing')
  app.publicPages.provide(publicPagesProvider(app as unknown as JournalServices))
  t.equal((await collect(app, { path: '/' })).statusCode, 202, 'the site provided: its home page counts')
  t.equal((await collect(app, { path: '/no-such-page/at/all' })).statusCode, 400, 'an address no route claims does not')
})

t.test('views cannot be faked (issue 16): made-up pages, rotating user agents and spam referrers from one address', async (t) => {
  const clock = testClock(new Date().toISOString())
  const app = await analyticsApp({ now: clock.now, collectPerMinute: 1000 })
  t.teardown(() => app.close())
  const { cookie } = await staff(app, 'editor')
  const cms = async (url: string, body: object) => {
    const res = await app.inject({ method: 'POST', url, headers: jsonHeaders(cookie), payload: JSON.stringify(body) })
    t.equal(res.statusCode, 201, url)
    return res.json()
  }
  const refused = async (path: string) => {
    const res = await collect(app, { path }, { ip: '192.0.2.50' })
    t.equal(res.statusCode, 400, path)
    t.match(res.json(), { error: /body\.path must be the path of a public page/, details: [{ field: 'path' }] }, path)
  }

  // Only pages that exist: fixed routes, and published slugs (asked of blogs and media).
  await refused('/nonexistent')
  await refused('/press/CALL-+1-555-SCAM')
  await refused('/journal/blogs/real-post')
  const post = (await cms('/api/cms/blogs', { title: 'Real post', category: 'News', content: '<p>Text</p>', status: 'published' })).blog
  const draft = (await cms('/api/cms/blogs', { title: 'Draft post', category: 'News', content: '<p>Text</p>', status: 'draft' })).blog
  const press = (await cms('/api/cms/press-highlights', { title: 'Real news', content: '<p>Story.</p>', status: 'published' })).highlight
  const postPath = `/journal/blogs/${post.slug}`
  const pressPath = `/press/${press.slug}`
  t.equal((await collect(app, { path: postPath }, { ip: '192.0.2.50' })).statusCode, 202, 'a post published a moment ago counts at once (the change topic)')
  t.equal((await collect(app, { path: `${pressPath}/?utm=x` }, { ip: '192.0.2.50' })).statusCode, 202)
  await refused(`/journal/blogs/${draft.slug}`)
  await refused(`/press/${press.slug}-2`)

  // The attack: 125 views from one address, each with a new user agent and a new spam referrer.
  const pages = ['/', '/about', postPath, pressPath]
  for (let i = 0; i < 125; i++) {
    const ua = `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${i}.0 Safari/537.36`
    const res = await collect(app, { path: pages[i % pages.length], referrer: `https://call-now-${i}.spam.example/win` }, { ip: '198.51.100.66', ua })
    t.equal(res.statusCode, 202)
  }
  for (const path of ['/nonexistent', '/press/CALL-+1-555-SCAM']) t.equal((await collect(app, { path }, { ip: '198.51.100.66' })).statusCode, 400)
  // One ordinary visitor from elsewhere, from LinkedIn.
  await collect(app, { path: '/', referrer: 'https://www.linkedin.com/feed/' }, { ip: '203.0.113.7' })
  await app.analytics.flush()

  const report = await app.analytics.report(7)
  t.equal(report.pageViews, 2 + 125 + 1, 'every view of a real page counts')
  t.equal(report.uniqueVisitors, 1 + VISITORS_PER_IP_DAY + 1, `the attacker is at most ${VISITORS_PER_IP_DAY} visitors, not 125`)
  const spam = report.referrers.filter((r) => r.source.endsWith('spam.example'))
  t.equal(spam.length, SOURCES_PER_IP_DAY, `at most ${SOURCES_PER_IP_DAY} of its referrers are named`)
  t.ok(report.referrers.some((r) => r.source === OTHER), 'the rest are "Other"')
  t.ok(report.referrers.some((r) => r.source === 'linkedin.com'), 'a real visitor\'s source is untouched')
  t.same(new Set(report.topPages.map((p) => p.page)), new Set(pages), 'Top Pages lists only real pages')
})

t.test('a hand-made day: the report has the known answers', async (t) => {
  const clock = testClock('2026-03-10T18:00:00Z')
  const app = await analyticsApp({ now: clock.now })
  t.teardown(() => app.close())
  const s = app.analytics
  // Alice: 3 views over 5 minutes from LinkedIn on a desktop. Bob: one view from his phone.
  // Carol: 2 views 90 s apart, then again 40 minutes later (a second visit, same day, same person).
  s.record(view('10.0.0.1', '2026-03-10T09:00:00Z', '/', { source: 'linkedin.com' }))
  s.record(view('10.0.0.1', '2026-03-10T09:01:00Z', '/about'))
  s.record(view('10.0.0.1', '2026-03-10T09:05:00Z', '/journal'))
  s.record(view('10.0.0.2', '2026-03-10T10:00:00Z', '/journal', { userAgent: PHONE_UA, device: 'mobile' }))
  s.record(view('10.0.0.3', '2026-03-10T11:00:00Z', '/'))
  s.record(view('10.0.0.3', '2026-03-10T11:01:30Z', '/contact'))
  await s.flush()
  s.record(view('10.0.0.3', '2026-03-10T11:41:31Z', '/'))
  await s.flush()

  const report = await s.report(7)
  t.match(report, {
    totalVisitors: 4,
    uniqueVisitors: 3,
    pageViews: 7,
    avgSessionDuration: Math.round((300 + 90) / 4),
    bounceRate: 50,
    range: 7,
    from: '2026-03-04',
    to: '2026-03-10',
  })
  t.same(report.topPages, [
    { page: '/', views: 3, percentage: 42.9 },
    { page: '/journal', views: 2, percentage: 28.6 },
    { page: '/about', views: 1, percentage: 14.3 },
    { page: '/contact', views: 1, percentage: 14.3 },
  ])
  t.same(report.deviceBreakdown, [
    { device: 'desktop', count: 3, percentage: 75 },
    { device: 'mobile', count: 1, percentage: 25 },
  ])
  t.same(report.referrers, [
    { source: 'Direct', visits: 3, percentage: 75 },
    { source: 'linkedin.com', visits: 1, percentage: 25 },
  ])
  t.equal(report.dailyVisitors.length, 7, 'every day of the range')
  t.same(report.dailyVisitors.at(-1), { date: '2026-03-10', visitors: 3 })
  t.same(report.dailyVisitors[0], { date: '2026-03-04', visitors: 0 })
  t.same(report.changes, { totalVisitors: null, uniqueVisitors: null, pageViews: null, avgSessionDuration: null, bounceRate: null }, 'no earlier data: no change')
  t.same(await rollupsAfterRebuild(app), await rollups(app), 'the incremental rollups equal a rebuild from the raw rows')
  t.same(await s.summary(), { visits: 4, avgSessionDuration: 98 })
})

async function rollupsAfterRebuild(app: Awaited<ReturnType<typeof analyticsApp>>) {
  await app.analytics.rebuild('2000-01-01', '2100-01-01')
  return rollups(app)
}

t.test('range boundaries and the change against the previous period', async (t) => {
  const clock = testClock('2026-03-10T00:30:00Z')
  const app = await analyticsApp({ now: clock.now })
  t.teardown(() => app.close())
  const s = app.analytics
  // In the 7-day range (2026-03-04 .. 2026-03-10): two bounce visits on its first and last day.
  s.record(view('10.0.1.1', '2026-03-04T00:00:00Z'))
  s.record(view('10.0.1.2', '2026-03-10T00:10:00Z'))
  // The previous 7 days (2026-02-25 .. 2026-03-03): one visit of two views 60 s apart, at the very end of it.
  s.record(view('10.0.1.3', '2026-03-03T23:58:00Z'))
  s.record(view('10.0.1.3', '2026-03-03T23:59:00Z', '/about'))
  // Before both: not counted anywhere.
  s.record(view('10.0.1.4', '2026-02-24T23:59:59Z'))
  await s.flush()
  const r7 = await s.report(7)
  t.match(r7, { totalVisitors: 2, pageViews: 2, uniqueVisitors: 2, bounceRate: 100, avgSessionDuration: 0, from: '2026-03-04', to: '2026-03-10' })
  t.same(r7.changes, { totalVisitors: 100, uniqueVisitors: 100, pageViews: 0, avgSessionDuration: -100, bounceRate: null }, 'bounce rate was 0: no percent change from zero')
  const r30 = await s.report(30)
  t.match(r30, { totalVisitors: 4, pageViews: 5, from: '2026-02-09', to: '2026-03-10' })
  t.equal(r30.dailyVisitors.length, 30)

  await t.test('bad ranges are refused with a 400 naming the field', async (t) => {
    const { cookie } = await staff(app, 'viewer')
    for (const range of ['1', '14', 'abc', '30.0', '']) {
      const res = await app.inject({ url: `/api/cms/analytics?range=${range}`, headers: { cookie } })
      t.equal(res.statusCode, 400, range)
      t.match(res.json(), { error: /querystring\.range/ })
    }
    const ok = await app.inject({ url: '/api/cms/analytics', headers: { cookie } })
    t.equal(ok.statusCode, 200)
    t.equal(ok.json().range, 30, '30 days by default')
    t.equal(ok.headers['cache-control'], 'no-store')
    const anonymous = await app.inject({ url: '/api/cms/analytics?range=7' })
    t.equal(anonymous.statusCode, 401)
  })
})

t.test('an empty database: zeros, empty lists, no change', async (t) => {
  const app = await analyticsApp({ now: testClock('2026-03-10T12:00:00Z').now })
  t.teardown(() => app.close())
  const { cookie } = await staff(app, 'viewer')
  const res = await app.inject({ url: '/api/cms/analytics?range=365', headers: { cookie } })
  t.equal(res.statusCode, 200)
  t.same(res.json(), {
    totalVisitors: 0, uniqueVisitors: 0, pageViews: 0, avgSessionDuration: 0, bounceRate: 0,
    topPages: [], dailyVisitors: [], deviceBreakdown: [], referrers: [],
    changes: { totalVisitors: null, uniqueVisitors: null, pageViews: null, avgSessionDuration: null, bounceRate: null },
    range: 365, from: '2025-03-11', to: '2026-03-10',
  })
  t.equal(await app.analytics.liveVisitors(), 0)
})

t.test('the daily salt: a new visitor id each day, old salts deleted, counted once a day', async (t) => {
  const clock = testClock('2026-03-10T23:50:00Z')
  const app = await analyticsApp({ now: clock.now })
  t.teardown(() => app.close())
  const s = app.analytics
  s.record(view('10.0.2.1', '2026-03-10T23:50:00Z'))
  await s.flush()
  const salts = async () => (await sql<{ day: string }>`select day::text as day from analytics_salts order by day`.execute(app.db)).rows.map((r) => r.day)
  t.same(await salts(), ['2026-03-10'])
  clock.set('2026-03-11T00:05:00Z')
  s.record(view('10.0.2.1', '2026-03-11T00:05:00Z', '/about'))
  await s.flush()
  t.same(await salts(), ['2026-03-11'], "yesterday's salt is gone")
  const visits = (await sql<{ visitor_id: string; day: string }>`select visitor_id, day::text as day from analytics_visits order by started_at`.execute(app.db)).rows
  t.equal(visits.length, 2, 'the visit does not continue across the salt change')
  t.not(visits[0].visitor_id, visits[1].visitor_id, 'the same person has another id on the next day')
  const r = await s.report(7)
  t.equal(r.uniqueVisitors, 2, 'once on each day')
  t.same(r.dailyVisitors.slice(-2), [{ date: '2026-03-10', visitors: 1 }, { date: '2026-03-11', visitors: 1 }])
})

t.test('live visitors: visits with a view in the last 5 minutes', async (t) => {
  const clock = testClock('2026-03-10T12:00:00Z')
  const app = await analyticsApp({ now: clock.now })
  t.teardown(() => app.close())
  app.analytics.record(view('10.0.3.1', '2026-03-10T11:56:00Z'))
  app.analytics.record(view('10.0.3.2', '2026-03-10T11:54:00Z'))
  await app.analytics.flush()
  t.equal(await app.analytics.liveVisitors(), 1)
})

t.test('batches are written whatever their boundaries: incremental rollups always equal a rebuild', async (t) => {
  const app = await analyticsApp({ now: testClock('2026-03-12T00:00:00Z').now })
  t.teardown(() => app.close())
  const base = Date.parse('2026-03-10T22:00:00Z')
  const event = fc.record({ who: fc.integer({ min: 1, max: 6 }), minute: fc.integer({ min: 0, max: 240 }), page: fc.constantFrom('/', '/about', '/journal', '/media'), source: fc.constantFrom('Direct', 'news.example'), mobile: fc.boolean() })
  let round = 0
  await fc.assert(
    fc.asyncProperty(fc.array(event, { minLength: 1, maxLength: 40 }), fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 8 }), async (events, cuts) => {
      round++
      await sql`truncate analytics_page_views, analytics_visits, analytics_daily, analytics_daily_pages, analytics_daily_sources, analytics_daily_devices`.execute(app.db)
      let i = 0
      let c = 0
      while (i < events.length) {
        for (const e of events.slice(i, i + cuts[c % cuts.length])) {
          app.analytics.record(view(`10.9.${round % 250}.${e.who}`, new Date(base + e.minute * 60_000).toISOString(), e.page, { source: e.source, device: e.mobile ? 'mobile' : 'desktop' }))
        }
        await app.analytics.flush()
        i += cuts[c % cuts.length]
        c++
      }
      const incremental = await rollups(app)
      t.equal(Number((incremental.daily as Array<{ page_views: number }>).reduce((n, d) => n + d.page_views, 0)), events.length)
      const rebuilt = await rollupsAfterRebuild(app)
      return JSON.stringify(incremental) === JSON.stringify(rebuilt)
    }),
    { numRuns: 25 },
  )
})

t.test('closing the app writes the views still waiting', async (t) => {
  const database = await (await import('../core/testing.ts')).createTestDatabase()
  t.teardown(() => database.close())
  const app = await analyticsApp({ now: testClock('2026-03-10T12:00:00Z').now }, [], { database, ownsDatabase: false })
  app.analytics.record(view('10.0.4.1', '2026-03-10T11:59:00Z'))
  app.analytics.record(view('10.0.4.2', '2026-03-10T11:59:30Z'))
  await app.close()
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from analytics_page_views`.execute(database.db)
  t.equal(Number(rows[0].n), 2)
})

t.test('a view that cannot be accepted is answered 503 (never a 202 for a view not written); one that cannot be counted yet waits, accepted, for the next pass', async (t) => {
  const app = await analyticsApp({ now: testClock('2026-03-10T12:00:00Z').now })
  t.teardown(() => app.close())
  await sql`alter table analytics_incoming rename to analytics_incoming_away`.execute(app.db)
  t.equal(await app.analytics.record(view('10.0.5.1', '2026-03-10T11:59:00Z')), false, 'not written')
  const refused = await collect(app, { path: '/' }, { ip: '192.0.2.77' })
  t.equal(refused.statusCode, 503, 'the beacon is not told it was counted')
  t.match(refused.json(), { error: String })
  // Two failed accepts (a counting pass that ran meanwhile, the sweep's, may have failed too).
  t.match(app.analytics.stats(), { queued: 0, accepted: 0 })
  t.ok(app.analytics.stats().failures >= 2, 'each failure counted')
  await sql`alter table analytics_incoming_away rename to analytics_incoming`.execute(app.db)

  // Accepted, but the counting pass fails: the accepted row stays for the next pass, and nothing is half-written.
  await sql`alter table analytics_page_views rename to analytics_page_views_away`.execute(app.db)
  t.equal((await collect(app, { path: '/' }, { ip: '192.0.2.77' })).statusCode, 202)
  await app.analytics.flush()
  t.equal(await count(app, 'analytics_incoming'), 1, 'still accepted')
  t.equal(await count(app, 'analytics_visits'), 0, 'the failed transaction left no half-written visit')
  await sql`alter table analytics_page_views_away rename to analytics_page_views`.execute(app.db)
  await app.analytics.flush()
  t.equal(await count(app, 'analytics_incoming'), 0)
  t.equal(await count(app, 'analytics_page_views'), 1, 'counted by the next pass')
})

t.test('views accepted by an instance that was killed are counted by another', async (t) => {
  const database = await (await import('../core/testing.ts')).createTestDatabase()
  t.teardown(() => database.close())
  const first = await analyticsApp({ now: testClock('2026-03-10T12:00:00Z').now }, [], { database, ownsDatabase: false })
  await first.close()
  // As a SIGKILL leaves an instance: rows accepted (answered 202), no counting pass after them.
  await sql`insert into analytics_incoming (visitor_id, at, path, source, device) values ('killedinstancevisitor1', '2026-03-10T11:58:00Z', '/', 'Direct', 'desktop')`.execute(database.db)
  const second = await analyticsApp({ now: testClock('2026-03-10T12:00:00Z').now }, [], { database, ownsDatabase: false })
  t.teardown(() => second.close())
  await second.analytics.flush()
  t.equal(await count(second, 'analytics_incoming'), 0)
  t.equal(await count(second, 'analytics_page_views'), 1)
})

t.test('many views at once (written in grouped transactions): each acknowledged is written, none lost', async (t) => {
  const app = await analyticsApp({ now: testClock('2026-03-10T12:00:00Z').now })
  t.teardown(() => app.close())
  const views = Array.from({ length: 40 }, (_, i) => view(`10.0.6.${i}`, '2026-03-10T11:59:00Z'))
  const written = await Promise.all(views.map((v) => app.analytics.record(v)))
  t.ok(written.every(Boolean), 'every one accepted')
  t.equal(await count(app, 'analytics_incoming') + (await count(app, 'analytics_page_views')), 40, 'each a committed row when its answer comes')
  await app.analytics.flush()
  t.equal(await count(app, 'analytics_page_views'), 40)
  t.match(app.analytics.stats(), { queued: 0, accepted: 40, written: 40, failures: 0 })
})
