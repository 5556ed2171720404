/**
 * Pages scheduled to publish (issue 31): a published page whose publish_at is still ahead is not
 * seen by visitors, the sitemap or the addresses served, and is from then on, by the database's
 * clock; the service learns when to ask again from it, driven here by a clock the test moves.
 */
import t from 'tap'
import { sql, type Kysely } from 'kysely'
import { auth } from '../auth/index.ts'
import { staff } from '../auth/testing.ts'
import { createTestApp, jsonHeaders } from '../core/testing.ts'
import { gate } from '../gate/index.ts'
import { settings } from '../settings/index.ts'
import { pages, PagesService } from './index.ts'
import type { PagesTables } from './tables.ts'

const sections = JSON.stringify([{ id: 'main', type: 'text', title: 'Launch', content: 'Soon.', visible: true }])

t.test('a scheduled page: hidden until its time, refused dates in words, the schedule kept by saves and versions', async (t) => {
  const app = await createTestApp([auth, settings, gate, pages])
  t.teardown(() => app.close())
  await app.settings.update({ password_protection_enabled: '0' }, null)
  const editor = await staff(app, 'editor')
  const later = new Date(Date.now() + 3_600_000).toISOString()
  const created = await app.inject({
    method: 'POST',
    url: '/api/cms/pages',
    headers: jsonHeaders(editor.cookie),
    payload: { page_name: 'Spring Launch', slug: 'spring-launch', content_json: sections, is_published: true, publish_at: later },
  })
  t.equal(created.statusCode, 201, created.body.slice(0, 200))
  const page = created.json().page
  t.equal(page.publish_at, later, 'the instant, as ISO')
  t.equal((await app.inject({ url: '/api/public/pages/spring-launch' })).statusCode, 404, 'not seen before its time')
  t.notOk((await app.pages.publishedSlugs()).includes('spring-launch'), 'not an address the site serves yet')
  t.notOk((await app.pages.sitemapEntries()).some((e) => e.path === '/spring-launch'), 'not in the sitemap yet')

  const put = (payload: Record<string, unknown>, version: number) =>
    app.inject({ method: 'PUT', url: `/api/cms/pages/${page.id}`, headers: jsonHeaders(editor.cookie), payload: { content_json: sections, meta_title: '', meta_description: '', version, ...payload } })
  const bad = await put({ publish_at: '2026-02-30T09:00' }, page.version)
  t.equal(bad.statusCode, 400)
  t.match(bad.json(), { details: [{ field: 'publish_at', message: /^Enter the date and time to publish/ }] }, 'a day that does not exist is refused at the field, in words')
  const kept = await put({}, page.version)
  t.equal(kept.json().page.publish_at, later, 'a save without publish_at keeps the schedule')
  const now = await put({ publish_at: '' }, kept.json().page.version)
  t.equal(now.json().page.publish_at, null, "'' removes it: published at once")
  t.equal((await app.inject({ url: '/api/public/pages/spring-launch' })).statusCode, 200, 'and visitors see it')
  const history = await app.inject({ url: `/api/cms/pages/${page.id}/revisions`, headers: { cookie: editor.cookie } })
  t.match(history.body, /publish date/, 'the history names the publish date among what changed')
})

t.test('a scheduled page goes live when the database says it is due, with no change announced', async (t) => {
  const app = await createTestApp([auth, settings, gate, pages])
  t.teardown(() => app.close())
  const db = app.db as Kysely<PagesTables>
  let clock = Date.now()
  const service = new PagesService(db, app.changes, () => true, () => false, () => undefined, () => clock)
  await db
    .insertInto('pages')
    .values({ page_name: 'Later', slug: 'later', content_json: sections, is_published: true, publish_at: sql<Date>`now() + interval '1 hour'` })
    .execute()
  t.equal(await service.publicPage('later'), null, 'scheduled: not seen')
  // Time passes for the database (the row is due now); nothing is announced on the bus.
  await db.updateTable('pages').set({ publish_at: sql<Date>`now() - interval '1 second'` }).where('slug', '=', 'later').execute()
  t.equal(await service.publicPage('later'), null, 'the answer holds until the time the service was told to ask again')
  clock += 3_600_000 + 1_000
  t.match(await service.publicPage('later'), { key: 'later', page_name: 'Later' }, 'at that time it asks again, and the page is live')
  t.ok((await service.publishedSlugs()).includes('later'), 'an address the site serves')
})
