/**
 * The content-type engine (issue 30) with Events, a type that is only its declaration: the console
 * API with refusals in words at their fields, slugs, sanitised rich text, instants in UTC; the public
 * list (upcoming soonest first, past apart, lapsed marked), detail and 404s; iCalendar files; versions,
 * conflicts and restores; the Trash; bulk actions; media usage; permissions; OpenAPI; audit and topic.
 */
import t from 'tap'
import { jsonHeaders } from '../core/testing.ts'
import { auditSince, lastAuditId, staff } from '../auth/testing.ts'
import { createTestApp } from '../core/testing.ts'
import { auth } from '../auth/index.ts'
import { settings } from '../settings/index.ts'
import { gate } from '../gate/index.ts'
import { media } from '../media/index.ts'
import { openapi } from '../core/openapi-routes.ts'
import { contentTypes } from './index.ts'

const DAY = 86_400_000
const at = (days: number, hours = 0) => new Date(Date.UTC(2030, 0, 1) + days * DAY + hours * 3_600_000).toISOString()
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString()

async function build() {
  const app = await createTestApp([auth, settings, gate, media, contentTypes, openapi])
  await app.settings.update({ password_protection_enabled: '0' }, null)
  const editor = await staff(app, 'editor')
  const viewer = await staff(app, 'viewer')
  const topics: string[] = []
  app.changes.subscribe('events', () => topics.push('events'))
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie: string | null = editor.cookie) =>
    app.inject({ method, url, headers: payload === undefined ? (cookie ? { cookie } : {}) : jsonHeaders(cookie ?? undefined), ...(payload === undefined ? {} : { payload: payload as object }) })
  const event = (over: Record<string, unknown> = {}) => ({
    title: 'Launch night',
    summary: 'The first Yerth rides in public.',
    body: '<p>Doors open at seven.</p>',
    starts_at: at(10, 18),
    ends_at: at(10, 21),
    time_zone: 'Europe/Lisbon',
    venue: 'Yerth Studio, Lisbon',
    ...over,
  })
  const create = async (over: Record<string, unknown> = {}) => {
    const res = await send('POST', '/api/cms/events', event(over))
    if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`)
    return res.json().item as Record<string, any>
  }
  /** An item as a PUT body: its fields, slug and publishing (answers also carry id, dates and its state). */
  const bodyOf = (item: Record<string, any>, over: Record<string, unknown> = {}) => {
    const { id: _id, created_at: _c, updated_at: _u, version: _v, state: _s, ...body } = item
    return { ...body, ...over }
  }
  return { app, editor, viewer, topics, send, create, event, bodyOf }
}

let shared: ReturnType<typeof build> | null = null
t.teardown(async () => {
  if (shared) await (await shared).app.close()
})
async function setup() {
  shared ??= build()
  const ctx = await shared
  await ctx.app.db.deleteFrom('events' as never).execute()
  await ctx.app.db.deleteFrom('trash' as never).execute()
  ctx.topics.length = 0
  return ctx
}

t.test('console CRUD: slugs, sanitised rich text, instants in UTC, audit and topic', async (t) => {
  const { app, send, create, topics, bodyOf } = await setup()
  const since = await lastAuditId(app)
  const res = await send('POST', '/api/cms/events', {
    title: '  Launch   night ',
    summary: ' Rides and talks. ',
    body: '<p onclick="x()">Come <a href="javascript:alert(1)">along</a>.</p><script>alert(1)</script>',
    starts_at: '2030-03-14T19:00:00+01:00',
    ends_at: '2030-03-14T22:00:00+01:00',
    time_zone: 'Europe/Lisbon',
    online_url: ' https://live.example/yerth ',
  })
  t.equal(res.statusCode, 201, res.body)
  const item = res.json().item
  t.match(item, { title: 'Launch   night', slug: 'launch-night', summary: 'Rides and talks.', starts_at: '2030-03-14T18:00:00.000Z', ends_at: '2030-03-14T21:00:00.000Z', status: 'draft', version: 1, online_url: 'https://live.example/yerth', venue: '' })
  t.notMatch(item.body, /script|onclick|javascript/)
  t.match(item.body, /Come <a>along<\/a>\./)
  t.same(topics, ['events'])

  const second = await create()
  t.equal(second.slug, 'launch-night-2', 'a taken derived slug is numbered')
  const taken = await send('PUT', `/api/cms/events/${second.id}`, bodyOf(second, { slug: 'launch-night' }))
  t.equal(taken.statusCode, 409)
  t.match(taken.json().error, /Another event already uses this slug/)

  const got = await send('GET', `/api/cms/events/${item.id}`)
  t.equal(got.json().item.id, item.id)
  const list = (await send('GET', '/api/cms/events?search=launch&status=draft')).json()
  t.equal(list.total, 2)
  const audit = await auditSince(app, since)
  t.same(audit.map((a: { action: string }) => a.action), ['event_created', 'event_created'])
})

t.test('refusals name their field in words', async (t) => {
  const { send, event } = await setup()
  const cases: Array<[Record<string, unknown>, string, RegExp]> = [
    [{ title: '   ' }, 'title', /Please enter the title\./],
    [{ summary: '' }, 'summary', /Please enter the summary\./],
    [{ body: '<p> </p>' }, 'body', /Please enter the details\./],
    [{ summary: 'x'.repeat(401) }, 'summary', /at most 400 characters/],
    [{ starts_at: 'tomorrow' }, 'starts_at', /must be a date and time/],
    [{ ends_at: at(9) }, 'ends_at', /The end cannot be before the start\./],
    [{ time_zone: 'Mars/Olympus' }, 'time_zone', /time zone such as Europe\/Lisbon/],
    [{ online_url: 'javascript:alert(1)' }, 'online_url', /web address starting with https:\/\//],
    [{ image: 'data:image/png;base64,xx' }, 'image', /uploaded image/],
    [{ body: '<p><img src="data:image/png;base64,AAAA"></p>' }, 'body', /pasted images/],
  ]
  for (const [over, field, message] of cases) {
    const res = await send('POST', '/api/cms/events', event(over))
    t.equal(res.statusCode, 400, `${field}: ${res.body}`)
    t.match(res.json(), { error: message, details: [{ field, message }] }, field)
  }
  const unknown = await send('POST', '/api/cms/events', { ...event(), colour: 'red' })
  t.equal(unknown.statusCode, 400, 'an unknown field is refused')
  t.equal((await send('GET', '/api/cms/events?limit=0')).statusCode, 400)
  t.equal((await send('GET', '/api/cms/events/0')).statusCode, 400)
  t.equal((await send('GET', '/api/cms/events/99999')).statusCode, 404)
})

t.test('the public list: upcoming soonest first, past apart, drafts and scheduled hidden', async (t) => {
  const { send, create } = await setup()
  const later = await create({ title: 'Later', starts_at: at(40), ends_at: at(40, 2), status: 'published' })
  const sooner = await create({ title: 'Sooner', starts_at: at(5), ends_at: at(5, 2), status: 'published' })
  const past = await create({ title: 'Last year', starts_at: ago(300), ends_at: ago(299), status: 'published' })
  await create({ title: 'Draft', starts_at: at(1), ends_at: at(1, 1) })
  await create({ title: 'Scheduled', starts_at: at(2), ends_at: at(2, 1), status: 'published', publish_date: at(1) })

  const res = await send('GET', '/api/public/events', undefined, null)
  t.equal(res.statusCode, 200)
  const { items, past: lapsed } = res.json()
  t.same(items.map((i: { title: string }) => i.title), ['Sooner', 'Later'])
  t.same(lapsed.map((i: { title: string }) => i.title), ['Last year'])
  t.equal(lapsed[0].lapsed, true)
  t.equal(items[0].lapsed, false)
  t.notOk('body' in items[0], 'lists leave the body out')
  t.notOk('version' in items[0], 'nor the version')

  const detail = await send('GET', `/api/public/events/${sooner.slug}`, undefined, null)
  t.equal(detail.json().item.body, '<p>Doors open at seven.</p>')
  t.equal((await send('GET', `/api/public/events/${past.slug}`, undefined, null)).json().item.lapsed, true, 'a past event keeps its page, marked')
  t.equal((await send('GET', '/api/public/events/draft', undefined, null)).statusCode, 404)
  const scheduled = await send('GET', '/api/public/events/scheduled', undefined, null)
  t.equal(scheduled.statusCode, 404)
  t.match(scheduled.json().error, /This event was not found/)
  t.equal((await send('GET', '/api/public/events/NOT..a slug', undefined, null)).statusCode, 404)
  t.ok(later)
})

t.test('iCalendar: one file per event and a feed of all, escaped and folded', async (t) => {
  const { send, create } = await setup()
  const e = await create({ title: 'Ride; talk, and more\\', summary: 'A long line '.repeat(20), status: 'published' })
  const one = await send('GET', `/api/public/events/${e.slug}/calendar.ics`, undefined, null)
  t.equal(one.statusCode, 200)
  t.match(one.headers['content-type'], /^text\/calendar/)
  t.match(String(one.headers['content-disposition']), /^attachment; filename="Ride talk, and more\.ics"/)
  const text = one.body
  t.match(text, /^BEGIN:VCALENDAR\r\n/)
  t.match(text, /SUMMARY:Ride\\; talk\\, and more\\\\\r\n/)
  t.match(text, /DTSTART:20300111T180000Z\r\n/)
  t.match(text, /LOCATION:Yerth Studio\\, Lisbon/)
  t.ok(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75), 'every line folded at 75 octets')
  const feed = await send('GET', '/api/public/events/calendar.ics', undefined, null)
  t.equal((feed.body.match(/BEGIN:VEVENT/g) ?? []).length, 1)
  t.equal((await send('GET', '/api/public/events/nope/calendar.ics', undefined, null)).statusCode, 404)
})

t.test('RSS: the newest public items of a type that declares a feed, escaped, gated like content', async (t) => {
  const { app, send, create } = await setup()
  const shown = await create({ title: 'Talk <b>&</b> ride', summary: 'Meet the team & ride.', status: 'published', publish_date: ago(2) })
  await create({ title: 'Still a draft' })
  await create({ title: 'Not yet', status: 'published', publish_date: at(400) })
  const older = await create({ title: 'Earlier meetup', status: 'published', publish_date: ago(9) })
  const res = await send('GET', '/events/rss.xml', undefined, null)
  t.equal(res.statusCode, 200)
  t.match(res.headers['content-type'], /^application\/rss\+xml/)
  const xml = res.body
  t.match(xml, '<title>Yerth Events</title>')
  t.match(xml, /<atom:link href="http:\/\/[^"]+\/events\/rss\.xml" rel="self"/)
  t.match(xml, '<title>Talk &lt;b&gt;&amp;&lt;/b&gt; ride</title>', 'titles escaped for XML')
  t.match(xml, '<description>Meet the team &amp;amp; ride.</description>', 'text escaped as HTML, then as XML')
  t.match(xml, `<guid isPermaLink="false">urn:yerth:events:${shown.id}</guid>`, 'a guid no slug change alters')
  t.match(xml, new RegExp(`<link>http://[^<]+/events/${shown.slug}</link>`))
  t.notMatch(xml, 'Still a draft')
  t.notMatch(xml, 'Not yet', 'a scheduled item is not in the feed before its date')
  t.ok(xml.indexOf('Talk &lt;b&gt;') < xml.indexOf(older.title), 'the newest first')
  await app.settings.update({ password_protection_enabled: '1' }, null)
  t.not((await send('GET', '/events/rss.xml', undefined, null)).statusCode, 200, 'closed while the gate is up')
  await app.settings.update({ password_protection_enabled: '0' }, null)
  t.equal((await send('GET', '/careers/rss.xml', undefined, null)).statusCode, 200, 'open roles declare one too')
})

t.test('versions, conflicts, restore, Trash and bulk', async (t) => {
  const { send, create, topics, bodyOf } = await setup()
  const e = await create()
  const v2 = (await send('PUT', `/api/cms/events/${e.id}`, bodyOf(e, { title: 'Launch night, revised', version: 1 }))).json().item
  t.equal(v2.version, 2)
  const stale = await send('PUT', `/api/cms/events/${e.id}`, bodyOf(e, { title: 'Mine', version: 1 }))
  t.equal(stale.statusCode, 409, 'a save based on an older version is a conflict')
  const history = (await send('GET', `/api/cms/events/${e.id}/revisions`)).json()
  t.same(history.revisions.map((r: { summary: string }) => r.summary), ['Changed title', 'Created'])
  const first = history.revisions[history.revisions.length - 1]
  const restored = await send('POST', `/api/cms/events/${e.id}/revisions/${first.id}/restore`, {})
  t.equal(restored.statusCode, 200, restored.body)
  t.equal((await send('GET', `/api/cms/events/${e.id}`)).json().item.title, 'Launch night')

  t.equal((await send('DELETE', `/api/cms/events/${e.id}`)).statusCode, 200)
  t.equal((await send('GET', `/api/cms/events/${e.id}`)).statusCode, 404)
  const trash = (await send('GET', '/api/cms/trash?type=events')).json()
  t.equal(trash.items.length, 1)
  t.equal(trash.items[0].title, 'Launch night')
  t.equal((await send('POST', `/api/cms/trash/${trash.items[0].id}/restore`, {})).statusCode, 200)
  t.equal((await send('GET', `/api/cms/events/${e.id}`)).json().item.slug, 'launch-night', 'back under its own id and slug')

  const other = await create({ title: 'Meetup' })
  topics.length = 0
  const bulk = await send('POST', '/api/cms/events/bulk', { ids: [e.id, other.id], action: 'publish' })
  t.same(bulk.json(), { done: [e.id, other.id] })
  t.same(topics, ['events'], 'one announcement after the commit')
  t.equal((await send('GET', '/api/cms/events?status=published')).json().total, 2)
  const refused = await send('POST', '/api/cms/events/bulk', { ids: [e.id, 999999], action: 'delete' })
  t.equal(refused.statusCode, 404)
  t.match(refused.json().error, /Nothing was changed/)
  t.equal((await send('GET', '/api/cms/events')).json().total, 2, 'all or nothing')
})

t.test('permissions, media usage and OpenAPI', async (t) => {
  const { app, send, create, viewer } = await setup()
  t.equal((await send('GET', '/api/cms/events', undefined, viewer.cookie)).statusCode, 200, 'viewers read')
  t.equal((await send('POST', '/api/cms/events', {}, viewer.cookie)).statusCode, 403, 'viewers do not write')
  t.equal((await send('GET', '/api/cms/events', undefined, null)).statusCode, 401)

  const url = `/media/images/${'b'.repeat(64)}.png`
  const e = await create({ image: url, image_alt: 'A rider at dusk' })
  const used = (await app.media.usages.find([url])).get(url) ?? []
  t.same(used.map((u) => [u.type, u.title, u.url]), [['events', e.title, `/events/${e.slug}`]])

  const doc = (await send('GET', '/api/cms/openapi.json')).json()
  for (const path of ['/api/cms/events', '/api/cms/events/{id}', '/api/cms/events/bulk', '/api/public/events', '/api/public/events/{slug}', '/api/public/events/calendar.ics'])
    t.ok(doc.paths[path], `OpenAPI lists ${path}`)
  t.ok(doc.paths['/api/cms/events'].post.requestBody, 'with its body schema')
})

t.test('open roles: a second type from its declaration alone; past its closing date a role leaves the list, its page stays', async (t) => {
  const { app, send } = await setup()
  await app.db.deleteFrom('open_roles' as never).execute()
  const today = new Date().toISOString().slice(0, 10)
  const role = (over: Record<string, unknown>) => ({
    title: 'Battery Systems Engineer',
    summary: 'Design packs people can repair.',
    body: '<p>Build with us.</p>',
    team: 'Engineering',
    employment_type: 'FULL_TIME',
    workplace: 'onsite',
    location: 'Setúbal, Portugal',
    status: 'published',
    ...over,
  })
  const open = await send('POST', '/api/cms/roles', role({ closes_on: today }))
  t.equal(open.statusCode, 201, open.body)
  t.equal(open.json().item.closes_on, today, 'a date travels as YYYY-MM-DD, whatever the zone')
  const untilFilled = await send('POST', '/api/cms/roles', role({ title: 'Designer', team: 'Design', workplace: 'remote', location: '' }))
  t.equal(untilFilled.json().item.closes_on, null)
  const closed = await send('POST', '/api/cms/roles', role({ title: 'Intern', closes_on: '2020-01-31' }))
  t.equal(closed.statusCode, 201)

  const list = (await send('GET', '/api/public/roles', undefined, null)).json()
  t.same(list.items.map((i: { title: string }) => i.title), ['Battery Systems Engineer', 'Designer'], 'open on its closing day and open until filled; the closed one left out')
  t.same(list.past, [], 'closed roles are not listed apart either')
  const page = (await send('GET', `/api/public/roles/${closed.json().item.slug}`, undefined, null)).json().item
  t.equal(page.lapsed, true, 'its page stays, marked closed')

  for (const [over, field, message] of [
    [{ employment_type: 'SOMETIMES' }, 'employment_type', /Pick one of: Full-time, Part-time, Contract, Internship, Temporary\./],
    [{ workplace: '' }, 'workplace', /Please enter the workplace\./],
    [{ closes_on: '31/01/2030' }, 'closes_on', /The closing date must be a date/],
  ] as Array<[Record<string, unknown>, string, RegExp]>) {
    const res = await send('POST', '/api/cms/roles', role(over))
    t.equal(res.statusCode, 400, field)
    t.match(res.json(), { details: [{ field, message }] }, field)
  }
  const doc = (await send('GET', '/api/cms/openapi.json')).json()
  t.ok(doc.paths['/api/cms/roles'] && doc.paths['/api/public/roles/{slug}'], 'OpenAPI lists its routes')
  t.notOk(doc.paths['/api/public/roles/calendar.ics'], 'no calendar for a type without dates to keep')
})
