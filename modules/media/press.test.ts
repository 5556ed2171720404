/**
 * Press highlights (issue 8; served by the content-types engine since issue 30) with core, auth,
 * settings, gate, media and the engine only: console CRUD, slugs (derived, unique,
 * 409 on a taken explicit slug), sanitised content, link checks, visibility (drafts and scheduled
 * highlights never public), the public list's order and shape, bad bodies, permissions, audit log
 * and change topic.
 */
import t from 'tap'
import { jsonHeaders } from '../core/testing.ts'
import { auditSince as auditSinceOf, lastAuditId as lastAuditIdOf, staff } from '../auth/testing.ts'
import { createMediaApp } from './testing.ts'
import type { PressHighlight, PublicPressHighlight } from '../../shared/api/media-kit.ts'

const DAY = 86_400_000

async function build() {
  const app = await createMediaApp()
  const editor = await staff(app, 'editor')
  const viewer = await staff(app, 'viewer')
  const topics: string[] = []
  app.changes.subscribe('press-highlights', () => topics.push('press-highlights'))
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie: string | null = editor.cookie) =>
    app.inject({ method, url, headers: payload === undefined ? (cookie ? { cookie } : {}) : jsonHeaders(cookie ?? undefined), ...(payload === undefined ? {} : { payload: payload as object }) })
  const create = async (body: Record<string, unknown>) => {
    const res = await send('POST', '/api/cms/press-highlights', { content: '<p>Story.</p>', ...body })
    if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`)
    return res.json().highlight as PressHighlight
  }
  const lastAuditId = () => lastAuditIdOf(app)
  const auditSince = (id: number) => auditSinceOf(app, id)
  return { app, editor, viewer, topics, send, create, lastAuditId, auditSince }
}

let shared: ReturnType<typeof build> | null = null
t.teardown(async () => {
  if (shared) await (await shared).app.close()
})
async function setup() {
  shared ??= build()
  const ctx = await shared
  await ctx.app.db.deleteFrom('press_highlights').execute()
  ctx.topics.length = 0
  return ctx
}

t.test('console CRUD with slugs, sanitised content, audit and change topic', async (t) => {
  const { send, create, editor, topics, lastAuditId, auditSince } = await setup()
  const since = await lastAuditId()

  const res = await send('POST', '/api/cms/press-highlights', {
    title: '  Yerth & the Future of Mobility  ',
    description: ' A conversation with our founders. ',
    content: '<p onclick="steal()">Read <a href="javascript:alert(1)">this</a> <strong>now</strong>.</p><script>alert(1)</script><img src="/media/images/x.png" onerror="x()">',
    featured_image: '/media/images/' + 'a'.repeat(64) + '.png',
    external_url: '',
  })
  t.equal(res.statusCode, 201)
  const first = res.json().highlight as PressHighlight
  t.match(first, {
    title: 'Yerth & the Future of Mobility',
    slug: 'yerth-and-the-future-of-mobility',
    description: 'A conversation with our founders.',
    content: '<p>Read <a>this</a> <strong>now</strong>.</p><img src="/media/images/x.png">',
    status: 'draft',
    publish_date: null,
    external_url: '',
  })
  t.equal(res.headers['cache-control'], 'no-store')

  const second = await create({ title: 'Yerth & the future of mobility!' })
  t.equal(second.slug, 'yerth-and-the-future-of-mobility-2', 'a derived slug that is taken gets a suffix')

  const clash = await send('POST', '/api/cms/press-highlights', { title: 'Other', slug: 'yerth-and-the-future-of-mobility', content: '<p>x</p>' })
  t.same([clash.statusCode, clash.json()], [409, { error: 'Another press highlight already uses this slug. Choose another.' }])

  const edit = await send('PUT', `/api/cms/press-highlights/${first.id}`, { title: 'A new title', content: '<p>New.</p>', status: 'published' })
  t.equal(edit.statusCode, 200)
  t.match(edit.json().highlight, { title: 'A new title', slug: first.slug, description: first.description, status: 'published', featured_image: first.featured_image }, 'the slug and unsent fields are kept')

  const clashOnEdit = await send('PUT', `/api/cms/press-highlights/${second.id}`, { title: 'x', content: '<p>x</p>', slug: first.slug })
  t.same([clashOnEdit.statusCode, clashOnEdit.json()], [409, { error: 'Another press highlight already uses this slug. Choose another.' }])
  const sameSlug = await send('PUT', `/api/cms/press-highlights/${first.id}`, { title: 'A new title', content: '<p>New.</p>', slug: first.slug })
  t.equal(sameSlug.statusCode, 200, 'saving with its own slug is fine')
  const rederived = await send('PUT', `/api/cms/press-highlights/${second.id}`, { title: 'Second story', content: '<p>x</p>', slug: '' })
  t.equal(rederived.json().highlight.slug, 'second-story', 'a blank slug is derived again from the title')
  const explicit = await send('PUT', `/api/cms/press-highlights/${second.id}`, { title: 'Second story', content: '<p>x</p>', slug: 'my-own-slug' })
  t.equal(explicit.json().highlight.slug, 'my-own-slug')

  const list = await send('GET', '/api/cms/press-highlights')
  t.equal(list.json().total, 2)
  t.same(list.json().highlights.map((h: PressHighlight) => h.id), [second.id, first.id], 'newest first')
  t.equal((await send('GET', '/api/cms/press-highlights?status=draft')).json().total, 1)
  t.equal((await send('GET', '/api/cms/press-highlights?status=published')).json().highlights[0].id, first.id)
  t.equal((await send('GET', '/api/cms/press-highlights?search=founders')).json().total, 1)
  t.equal((await send('GET', '/api/cms/press-highlights?search=own-slug')).json().total, 1)
  t.same((await send('GET', '/api/cms/press-highlights?limit=1&offset=1')).json().highlights.length, 1)

  t.same((await send('DELETE', `/api/cms/press-highlights/${second.id}`)).json(), { success: true })
  for (const [method, payload] of [['PUT', { title: 'x', content: '<p>x</p>' }], ['DELETE', undefined], ['PUT', { title: 'x', content: '<p>x</p>', slug: 'zzz' }]] as const) {
    const r = await send(method, '/api/cms/press-highlights/999999', payload)
    t.same([r.statusCode, r.json()], [404, { error: 'This press highlight was not found. It may have been deleted.' }], `${method} of an unknown id`)
  }

  const audits = await auditSince(since)
  t.same(audits.map((a) => a.action), [
    'press_highlight_created',
    'press_highlight_created',
    'press_highlight_updated',
    'press_highlight_updated',
    'press_highlight_updated',
    'press_highlight_deleted',
  ], 'every change, and only changes: the save that changed nothing is not audited')
  t.ok(audits.every((a) => a.admin_id === editor.admin.id && a.target_type === 'press_highlight'))
  t.match(audits[2].details, { title: 'A new title', slug: first.slug, status: 'published' })
  t.equal(topics.length, 6, 'every change publishes the press topic (the save that changed nothing does not)')
})

t.test('the console filters by status as blogs do: Published (on the site now), Scheduled, Draft', async (t) => {
  const { send, create } = await setup()
  const live = await create({ title: 'Live story', status: 'published' })
  const draft = await create({ title: 'Draft story', status: 'draft' })
  const scheduled = await create({ title: 'Coming story', status: 'published', publish_date: new Date(Date.now() + 3 * DAY).toISOString() })
  const byStatus = async (status: string) => (await send('GET', `/api/cms/press-highlights?status=${status}`)).json().highlights.map((h: PressHighlight) => h.id)
  t.same(await byStatus('scheduled'), [scheduled.id], 'published with a date still ahead')
  t.same(await byStatus('published'), [live.id], 'a scheduled highlight is not listed as Published')
  t.same(await byStatus('draft'), [draft.id])
  t.same(await byStatus('all'), [scheduled.id, draft.id, live.id])
  t.equal((await send('GET', '/api/cms/press-highlights?status=soon')).statusCode, 400)
})

t.test('only published, due highlights are public; newest first; the list leaves out content', async (t) => {
  const { app, create } = await setup()
  const now = Date.now()
  const draft = await create({ title: 'Secret draft', status: 'draft' })
  const scheduled = await create({ title: 'Coming later', status: 'published', publish_date: new Date(now + 3 * DAY).toISOString() })
  const older = await create({ title: 'Older story', status: 'published', publish_date: new Date(now - 10 * DAY).toISOString() })
  const undated = await create({ title: 'Undated story', status: 'published', external_url: 'https://news.example.com/yerth' })
  const recent = await create({ title: 'Recent story', status: 'published', publish_date: new Date(now - DAY).toISOString() })
  const draftDated = await create({ title: 'Draft with a past date', status: 'draft', publish_date: new Date(now - 5 * DAY).toISOString() })

  const list = await app.inject({ url: '/api/public/press-highlights' })
  t.equal(list.statusCode, 200)
  const highlights = list.json().highlights as PublicPressHighlight[]
  // The undated one falls back to its creation (just now): newest.
  t.same(highlights.map((h) => h.id), [undated.id, recent.id, older.id])
  t.notOk('content' in highlights[0], 'no content in the list')
  t.same(Object.keys(highlights[0]).sort(), ['created_at', 'description', 'external_url', 'featured_image', 'id', 'publish_date', 'slug', 'title', 'updated_at'])
  t.same((await app.inject({ url: '/api/public/press-highlights?limit=2' })).json().highlights.map((h: PublicPressHighlight) => h.id), [undated.id, recent.id])
  t.same((await app.inject({ url: '/api/public/press-highlights?limit=3' })).json().highlights.length, 3)
  for (const bad of ['0', '51', 'x', '1.5']) t.equal((await app.inject({ url: `/api/public/press-highlights?limit=${bad}` })).statusCode, 400, `limit=${bad}`)

  const one = await app.inject({ url: `/api/public/press-highlights/${recent.slug}` })
  t.equal(one.statusCode, 200)
  t.match(one.json().highlight, { id: recent.id, title: 'Recent story', content: '<p>Story.</p>' })
  for (const hidden of [draft, scheduled, draftDated]) {
    const res = await app.inject({ url: `/api/public/press-highlights/${hidden.slug}` })
    t.same([res.statusCode, res.json()], [404, { error: 'This press highlight was not found. It may have been deleted.' }], hidden.title)
  }
  for (const slug of ['no-such-story', 'UPPER', '..%2F..', 'x'.repeat(100)]) {
    t.ok([400, 404].includes((await app.inject({ url: `/api/public/press-highlights/${slug}` })).statusCode), slug)
  }

  // What the public site reads (app.contentTypes, the engine that serves press highlights).
  const press = 'press-highlights'
  t.same(await app.contentTypes.findPublic(press, draft.slug), null)
  t.match(await app.contentTypes.findForPreview(press, draft.slug), { id: draft.id, visible: false })
  t.match(await app.contentTypes.findForPreview(press, recent.slug), { id: recent.id, visible: true })
  t.same(new Set((await app.contentTypes.sitemapEntries(press)).map((e) => e.slug)), new Set([undated.slug, recent.slug, older.slug]))

  // Publishing the scheduled one early (date in the past) makes it public at once.
  await app.db.updateTable('press_highlights').set({ publish_date: new Date(now - 1000).toISOString() }).where('id', '=', scheduled.id).execute()
  t.equal((await app.inject({ url: `/api/public/press-highlights/${scheduled.slug}` })).statusCode, 200, 'due now: public')
})

t.test('bad bodies are 400 {error} in words, naming the field', async (t) => {
  const { send } = await setup()
  const ok = { title: 'Story', content: '<p>Text</p>' }
  const cases: Array<[string, unknown, RegExp]> = [
    ['missing title', { content: '<p>x</p>' }, /body\.title is required/],
    ['missing content', { title: 'x' }, /^Please enter the content\.$/],
    ['blank title', { ...ok, title: '  ' }, /^Please enter the title\.$/],
    ['empty content', { ...ok, content: '' }, /^Please enter the content\.$/],
    ['content with nothing left', { ...ok, content: '<p></p><script>alert(1)</script>' }, /^Please enter the content\.$/],
    ['embedded image', { ...ok, content: '<p>x</p><img src="data:image/png;base64,iVBOR">' }, /cannot hold pasted images/],
    ['content too long', { ...ok, content: 'x'.repeat(200_001) }, /The content can be at most 200,000 characters/],
    ['title too long', { ...ok, title: 'x'.repeat(301) }, /The title can be at most 300 characters/],
    ['NUL in description', { ...ok, description: 'a\u0000b' }, /body\.description must not contain control characters/],
    ['control in content', { ...ok, content: '<p>\u0007</p>' }, /body\.content must not contain control characters/],
    ['wrong status', { ...ok, status: 'archived' }, /body\.status must be one of: draft, published/],
    ['wrong type', { ...ok, status: true }, /body\.status/],
    ['array title', { ...ok, title: ['a'] }, /body\.title must be a string/],
    ['extra key', { ...ok, download_count: 1 }, /Unknown field "download_count"/],
    ['bad slug', { ...ok, slug: 'Not A Slug' }, /The slug may use lowercase letters, digits and single hyphens/],
    ['long slug', { ...ok, slug: 'a'.repeat(101) }, /up to 100 characters/],
    ['javascript external', { ...ok, external_url: 'javascript:alert(1)' }, /The external link must be a web address starting with https:\/\/ or http:\/\//],
    ['site path external', { ...ok, external_url: '/press/x' }, /external link/],
    ['not a url', { ...ok, external_url: 'news dot com' }, /external link/],
    ['mailto external', { ...ok, external_url: 'mailto:a@b.c' }, /external link/],
    ['bad image', { ...ok, featured_image: 'javascript:x' }, /The featured image must be an uploaded image/],
    ['protocol-relative image', { ...ok, featured_image: '//evil.example.com/x.png' }, /featured image/],
    ['bad date', { ...ok, publish_date: 'tomorrow' }, /The publish date must be a date and time/],
    ['ancient date', { ...ok, publish_date: '0001-01-01T00:00:00Z' }, /year 1900 to 9999/],
  ]
  for (const [name, body, message] of cases) {
    const res = await send('POST', '/api/cms/press-highlights', body)
    t.equal(res.statusCode, 400, name)
    t.match(res.json().error, message, `${name}: ${res.json().error}`)
  }
  const cleared = await send('POST', '/api/cms/press-highlights', { ...ok, publish_date: '', external_url: 'https://news.example.com/a?b=c#d' })
  t.equal(cleared.statusCode, 201)
  t.match(cleared.json().highlight, { publish_date: null, external_url: 'https://news.example.com/a?b=c#d' }, 'a cleared date is null')
  t.equal((await send('GET', '/api/cms/press-highlights')).json().total, 1, 'only the valid one was stored')
})

t.test('permissions: anonymous 401, viewer reads but cannot write', async (t) => {
  const { send, create, viewer } = await setup()
  const h = await create({ title: 'Story' })
  const body = { title: 'x', content: '<p>x</p>' }
  const calls: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown]> = [
    ['GET', '/api/cms/press-highlights', undefined],
    ['POST', '/api/cms/press-highlights', body],
    ['PUT', `/api/cms/press-highlights/${h.id}`, body],
    ['DELETE', `/api/cms/press-highlights/${h.id}`, undefined],
  ]
  for (const [method, url, payload] of calls) {
    const anonymous = await send(method, url, payload, null)
    t.same([anonymous.statusCode, anonymous.json()], [401, { error: 'Authentication required' }], `${method} ${url} anonymous`)
    const asViewer = await send(method, url, payload, viewer.cookie)
    if (method === 'GET') t.equal(asViewer.statusCode, 200, `${method} ${url} viewer`)
    else t.same([asViewer.statusCode, asViewer.json()], [403, { error: 'You do not have permission to do this' }], `${method} ${url} viewer`)
  }
  t.match((await send('GET', '/api/cms/press-highlights')).json(), { total: 1, highlights: [{ title: 'Story' }] }, 'nothing changed')
})

t.test('concurrent saves of the same title all get their own slug', async (t) => {
  const { send } = await setup()
  const answers = await Promise.all(Array.from({ length: 12 }, () => send('POST', '/api/cms/press-highlights', { title: 'Launch day', content: '<p>x</p>' })))
  t.ok(answers.every((r) => r.statusCode === 201), answers.map((r) => r.statusCode).join(','))
  const slugs = answers.map((r) => r.json().highlight.slug)
  t.equal(new Set(slugs).size, 12, 'all different')
  t.ok(slugs.includes('launch-day'))
})
