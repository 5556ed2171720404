/**
 * The dashboard module with the modules it asks (auth, settings, gate, blogs, vlogs, mail,
 * enquiries, analytics): the spec's five metrics, the overview (attention, live visitors, recent
 * activity from the audit log) and who may read them.
 */
import t from 'tap'
import { auth } from '../auth/index.ts'
import { staff } from '../auth/testing.ts'
import { createTestApp, jsonHeaders } from '../core/testing.ts'
import { gate } from '../gate/index.ts'
import { media } from '../media/index.ts'
import { mail } from '../mail/index.ts'
import { enquiries } from '../enquiries/index.ts'
import { contactBody, postForm } from '../enquiries/testing.ts'
import { settings } from '../settings/index.ts'
import { contentTypes } from '../content-types/index.ts'
import { analyticsWith, view } from '../analytics/testing.ts'
import { dashboard } from './index.ts'

const DAY = 24 * 60 * 60_000
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString()

t.test('dashboard', async (t) => {
  const app = await createTestApp([auth, settings, gate, media, contentTypes, mail, enquiries, analyticsWith({ ingest: { batchSize: 10_000, maxQueued: 10_000 } }), dashboard])
  t.teardown(() => app.close())
  await app.settings.update({ password_protection_enabled: '0' }, null)
  const editor = await staff(app, 'editor')
  const viewer = await staff(app, 'viewer')
  const get = (url: string, cookie: string | null = viewer.cookie) => app.inject({ url, headers: cookie ? { cookie } : {} })
  const send = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: jsonHeaders(editor.cookie), payload: JSON.stringify(payload) })

  await t.test('an empty site: zeros everywhere, nothing needs attention', async (t) => {
    const res = await get('/api/cms/dashboard/metrics')
    t.equal(res.statusCode, 200)
    t.same(res.json(), { totalVisitors: 0, totalBlogs: 0, totalVlogs: 0, avgSessionDuration: 0, totalEnquiries: 0 })
    const overview = (await get('/api/cms/dashboard/overview')).json()
    t.same(overview.attention, { unreadEnquiries: 0, scheduledPosts: 0, unsentMails: 0, smtpConfigured: false })
    t.equal(overview.liveVisitors, 0)
  })

  await t.test('the five metrics count what the owning modules say', async (t) => {
    for (const [title, status, publish_date] of [
      ['Live post', 'published', null],
      ['Another live post', 'published', fromNow(-DAY)],
      ['Draft post', 'draft', null],
      ['Due in three days', 'published', fromNow(3 * DAY)],
      ['Due in a month', 'published', fromNow(30 * DAY)],
    ] as const) {
      const res = await send('/api/cms/blogs', { title, category: 'News', content: '<p>Text</p>', status, publish_date })
      t.equal(res.statusCode, 201, title)
    }
    for (const [title, status, publish_date] of [
      ['Live vlog', 'published', null],
      ['Vlog due tomorrow', 'published', fromNow(DAY)],
    ] as const) {
      const res = await send('/api/cms/vlogs', { title, category: 'Travel', youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', status, publish_date })
      t.equal(res.statusCode, 201, title)
    }
    for (let i = 0; i < 3; i++) t.equal((await postForm(app, '/api/public/contact', contactBody())).statusCode, 201)
    const now = Date.now()
    // Two visits in the last 30 days (one of 120 s, one bounce) and one long before.
    app.analytics.record(view('10.1.0.1', new Date(now - 2 * DAY).toISOString()))
    app.analytics.record(view('10.1.0.1', new Date(now - 2 * DAY + 120_000).toISOString(), '/about'))
    app.analytics.record(view('10.1.0.2', new Date(now - 60_000).toISOString()))
    app.analytics.record(view('10.1.0.3', new Date(now - 40 * DAY).toISOString()))
    await app.analytics.flush()

    const res = await get('/api/cms/dashboard/metrics')
    t.same(res.json(), { totalVisitors: 2, totalBlogs: 2, totalVlogs: 1, avgSessionDuration: 60, totalEnquiries: 3 }, 'scheduled posts are not counted as published until due')
    t.equal(res.headers['cache-control'], 'no-store')
  })

  await t.test('the overview: unread enquiries, posts due within 7 days, unsent mails, visitors now', async (t) => {
    const overview = (await get('/api/cms/dashboard/overview')).json()
    t.equal(overview.attention.unreadEnquiries, 3)
    t.equal(overview.attention.scheduledPosts, 2, 'the blog due in three days and the vlog due tomorrow')
    t.equal(overview.liveVisitors, 1)
    t.equal(overview.attention.unsentMails, 3, 'the three contact notifications wait in the outbox (no SMTP here)')
    t.equal(overview.attention.smtpConfigured, false)
  })

  await t.test('recent activity comes from the audit log, newest first, with the actor and the subject', async (t) => {
    const overview = (await get('/api/cms/dashboard/overview')).json()
    const latest = overview.activity[0]
    t.match(latest, { action: 'vlog_created', actor: String, subject: 'Vlog due tomorrow', targetType: 'vlog' })
    t.ok(Date.parse(latest.at) <= Date.now())
    t.ok(overview.activity.some((a: { action: string; subject: string | null }) => a.action === 'blog_created' && a.subject === 'Live post'))
    t.ok(overview.activity.length <= 15)
    t.notMatch(JSON.stringify(overview.activity), /"ip"/, 'no addresses')
  })

  await t.test('a failed sign-in shows the account only when it exists: typed text never reaches the feed', async (t) => {
    const planted = 'IT notice: console moved to https://yerth-sso.example - sign in there'
    const login = (email: string) => app.inject({ method: 'POST', url: '/api/auth/login', headers: jsonHeaders(), payload: JSON.stringify({ email, password: 'hunter2-or-not' }) })
    t.equal((await login(planted)).statusCode, 401)
    t.equal((await login(editor.admin.email)).statusCode, 401)
    for (const cookie of [viewer.cookie, editor.cookie]) {
      const activity = (await get('/api/cms/dashboard/overview', cookie)).json().activity as Array<{ action: string; actor: string | null }>
      const failed = activity.filter((a) => a.action === 'login_failed')
      t.same(failed.map((a) => a.actor), [editor.admin.email, null], 'newest first: the known account by its address, the unknown one as nobody')
      t.notMatch(JSON.stringify(activity), /yerth-sso|IT notice/, 'the typed text is nowhere in the feed')
    }
  })

  await t.test('staff only', async (t) => {
    for (const url of ['/api/cms/dashboard/metrics', '/api/cms/dashboard/overview']) {
      t.equal((await get(url, null)).statusCode, 401, url)
      t.equal((await get(url, editor.cookie)).statusCode, 200, url)
    }
  })
})
