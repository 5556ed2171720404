/**
 * Revisions, conflicts, autosaves, the Trash and retention (issue 18), through the real content
 * modules: every save keeps a revision in its own transaction, a restore is a new revision, a save
 * based on an older version is refused with what changed, deleted items wait 30 days in the Trash,
 * and the retention job keeps 90 days and at least the newest 50 of each item.
 */
import t from 'tap'
import { sql } from 'kysely'
import { createTestApp, jsonHeaders } from '../core/testing.ts'
import { auth } from '../auth/index.ts'
import { auditSince, lastAuditId, staff } from '../auth/testing.ts'
import { settings } from '../settings/index.ts'
import { gate } from '../gate/index.ts'
import { media } from '../media/index.ts'
import { contentTypes } from '../content-types/index.ts'
import { pages } from '../pages/index.ts'
import { blockChanges, summarise } from './summary.ts'
import { REVISION_KEEP_LATEST } from '../../shared/api/revisions.ts'

const DAY = 86_400_000

t.test('revisions across the content types', async (t) => {
  const app = await createTestApp([auth, settings, gate, media, pages, contentTypes])
  t.teardown(() => app.close())
  await app.settings.update({ password_protection_enabled: '0' }, null)
  const editor = await staff(app, 'editor')
  const other = await staff(app, 'admin')
  const viewer = await staff(app, 'viewer')

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie: string | null = editor.cookie) =>
    app.inject({ method, url, headers: payload === undefined ? (cookie ? { cookie } : {}) : jsonHeaders(cookie ?? undefined), ...(payload && { payload }) })
  const newPost = async (title: string, extra: object = {}) => {
    const res = await send('POST', '/api/cms/blogs', { title, category: 'News', content: `<p>${title} body</p>`, status: 'published', ...extra })
    t.equal(res.statusCode, 201, res.body)
    return res.json().blog as { id: number; slug: string; version: number; title: string }
  }
  const history = async (type: string, id: number, cookie = editor.cookie) => (await send('GET', `/api/cms/${type}/${id}/revisions`, undefined, cookie)).json()

  await t.test('every save keeps a revision: who, when, a summary; newest first, paginated', async (t) => {
    const post = await newPost('First words')
    t.equal(post.version, 1)
    const put1 = await send('PUT', `/api/cms/blogs/${post.id}`, { title: 'Second words', version: 1 })
    t.equal(put1.statusCode, 200)
    t.equal(put1.json().blog.version, 2)
    await send('PUT', `/api/cms/blogs/${post.id}`, { content: '<p>New body</p>', tags: 'a, b' }, other.cookie)
    const list = await history('blogs', post.id)
    t.equal(list.total, 3)
    t.same(
      list.revisions.map((r: { summary: string; author: { name: string }; version: number; autosave: boolean }) => [r.summary, r.author.name, r.version, r.autosave]),
      [
        ['Changed content and tags', other.admin.name, 3, false],
        ['Changed title', editor.admin.name, 2, false],
        ['Created', editor.admin.name, 1, false],
      ],
    )
    const paged = (await send('GET', `/api/cms/blogs/${post.id}/revisions?page=2&limit=2`)).json()
    t.same([paged.total, paged.page, paged.limit, paged.revisions.length, paged.revisions[0].summary], [3, 2, 2, 1, 'Created'])
    const one = (await send('GET', `/api/cms/blogs/${post.id}/revisions/${list.revisions[2].id}`)).json().revision
    t.equal(one.snapshot.title, 'First words')
    t.equal(one.snapshot.content, '<p>First words body</p>')
    t.equal((await send('PUT', `/api/cms/blogs/${post.id}`, { title: 'Second words' })).statusCode, 200)
    t.equal((await history('blogs', post.id)).total, 3, 'a save that changes nothing adds no revision')
  })

  await t.test('a revision is written in the save transaction: no revision, no save', async (t) => {
    const post = await newPost('Atomic')
    await sql`alter table revisions add constraint test_refuse check (summary <> 'Changed title') not valid`.execute(app.db)
    const res = await send('PUT', `/api/cms/blogs/${post.id}`, { title: 'Never saved' })
    t.equal(res.statusCode, 500)
    await sql`alter table revisions drop constraint test_refuse`.execute(app.db)
    const now = (await send('GET', `/api/cms/blogs/${post.id}`)).json().blog
    t.same([now.title, now.version], ['Atomic', 1], 'the post and its version are as they were')
    t.equal((await history('blogs', post.id)).total, 1)
  })

  await t.test('restore makes an old version current as a new revision; the public page shows it', async (t) => {
    const post = await newPost('Version one')
    await send('PUT', `/api/cms/blogs/${post.id}`, { title: 'Version two', content: '<p>Two</p>' })
    await send('PUT', `/api/cms/blogs/${post.id}`, { title: 'Version three', content: '<p>Three</p>' })
    const first = (await history('blogs', post.id)).revisions.at(-1)
    const since = await lastAuditId(app)
    const viewerTry = await send('POST', `/api/cms/blogs/${post.id}/revisions/${first.id}/restore`, {}, viewer.cookie)
    t.equal(viewerTry.statusCode, 403, 'restoring follows the permission of editing')
    const res = await send('POST', `/api/cms/blogs/${post.id}/revisions/${first.id}/restore`, {})
    t.equal(res.statusCode, 200, res.body)
    t.equal(res.json().version, 4)
    const now = (await send('GET', `/api/cms/blogs/${post.id}`)).json().blog
    t.same([now.title, now.content, now.version], ['Version one', '<p>Version one body</p>', 4])
    const list = await history('blogs', post.id)
    t.equal(list.total, 4, 'restoring added a revision; none was removed')
    t.match(list.revisions[0].summary, /^Restored the version of \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/)
    t.equal(res.json().revision_id, list.revisions[0].id)
    const publicPost = (await app.inject({ url: `/api/public/blogs/${post.slug}` })).json()
    t.equal(publicPost.blog?.title ?? publicPost.title, 'Version one')
    t.same((await auditSince(app, since)).map((a) => a.action), ['blog_restored'])
    // Restoring is itself undoable: the version before the restore is there to restore.
    const undo = await send('POST', `/api/cms/blogs/${post.id}/revisions/${list.revisions[1].id}/restore`, { version: 4 })
    t.equal(undo.statusCode, 200)
    t.equal((await send('GET', `/api/cms/blogs/${post.id}`)).json().blog.title, 'Version three')
    t.equal((await send('POST', `/api/cms/blogs/${post.id}/revisions/${first.id}/restore`, { version: 4 })).statusCode, 409, 'a restore based on an old version is refused too')
  })

  await t.test('two editors: a save based on an old version is refused with 409 and what changed', async (t) => {
    const post = await newPost('Shared draft')
    const mine = await send('PUT', `/api/cms/blogs/${post.id}`, { title: 'Their change', version: 1 }, other.cookie)
    t.equal(mine.statusCode, 200)
    const stale = await send('PUT', `/api/cms/blogs/${post.id}`, { title: 'My change', content: '<p>Mine</p>', version: 1 })
    t.equal(stale.statusCode, 409)
    const body = stale.json()
    t.match(body.error, new RegExp(`saved by ${other.admin.name} after you opened it`))
    t.same([body.conflict.version, body.conflict.saved_by.name, body.conflict.current.title], [2, other.admin.name, 'Their change'])
    t.equal((await send('GET', `/api/cms/blogs/${post.id}`)).json().blog.title, 'Their change', 'nothing of the stale save was written')
    const keepMine = await send('PUT', `/api/cms/blogs/${post.id}`, { title: 'My change', version: body.conflict.version })
    t.same([keepMine.statusCode, keepMine.json().blog.version], [200, 3])

    // Two saves at once from the same version: exactly one wins.
    const [a, b] = await Promise.all([
      send('PUT', `/api/cms/blogs/${post.id}`, { title: 'Race A', version: 3 }),
      send('PUT', `/api/cms/blogs/${post.id}`, { title: 'Race B', version: 3 }, other.cookie),
    ])
    t.same([a.statusCode, b.statusCode].sort(), [200, 409])
    // A save without a version still works (API clients that never read one).
    t.equal((await send('PUT', `/api/cms/blogs/${post.id}`, { title: 'No version' })).statusCode, 200)
  })

  await t.test('autosaves: one per editor and item, not the content, gone once that editor saves', async (t) => {
    const post = await newPost('Autosaved')
    const put = (snapshot: object, cookie = editor.cookie) => send('PUT', `/api/cms/blogs/${post.id}/autosave`, { snapshot, version: 1 }, cookie)
    t.equal((await put({ title: 'Typing…' })).statusCode, 200)
    t.equal((await put({ title: 'Typing more' })).statusCode, 200)
    t.equal((await put({ title: 'Theirs' }, other.cookie)).statusCode, 200)
    const mine = (await send('GET', `/api/cms/blogs/${post.id}/autosave`)).json().autosave
    t.same([mine.snapshot.title, mine.version], ['Typing more', 1])
    t.equal((await send('GET', `/api/cms/blogs/${post.id}`)).json().blog.title, 'Autosaved', 'an autosave is not the content')
    const list = await history('blogs', post.id)
    t.same(list.revisions.map((r: { autosave: boolean }) => r.autosave).sort(), [false, true, true])
    await send('PUT', `/api/cms/blogs/${post.id}`, { title: 'Saved for real' })
    t.equal((await send('GET', `/api/cms/blogs/${post.id}/autosave`)).json().autosave, null)
    t.equal((await send('GET', `/api/cms/blogs/${post.id}/autosave`, undefined, other.cookie)).json().autosave.snapshot.title, 'Theirs', 'another editor keeps theirs')
    t.equal((await send('GET', `/api/cms/blogs/${post.id}/autosave`, undefined, viewer.cookie)).statusCode, 403)
    t.equal((await send('DELETE', `/api/cms/blogs/${post.id}/autosave`, undefined, other.cookie)).statusCode, 204)
    t.equal((await send('GET', `/api/cms/blogs/${post.id}/autosave`, undefined, other.cookie)).json().autosave, null, 'a discarded autosave is offered nowhere')
    t.equal((await send('PUT', `/api/cms/blogs/999999/autosave`, { snapshot: {}, version: 1 })).statusCode, 404)
  })

  await t.test('the Trash: delete keeps it 30 days, restore brings it back with its id, purge ends it', async (t) => {
    const post = await newPost('Trash me', { slug: 'trash-me' })
    await send('PUT', `/api/cms/blogs/${post.id}`, { title: 'Trash me, edited' })
    t.same((await send('DELETE', `/api/cms/blogs/${post.id}`)).json(), { success: true })
    t.equal((await send('GET', `/api/cms/blogs/${post.id}`)).statusCode, 404)
    t.equal((await app.inject({ url: '/api/public/blogs/trash-me' })).statusCode, 404)
    const trash = (await send('GET', '/api/cms/trash?type=blogs', undefined, viewer.cookie)).json()
    const entry = trash.items.find((i: { item_id: number }) => i.item_id === post.id)
    t.match(entry, { type: 'blogs', title: 'Trash me, edited', deleted_by: { name: editor.admin.name } })
    t.equal(new Date(entry.purge_at).getTime() - new Date(entry.deleted_at).getTime(), 30 * DAY)
    t.equal((await send('GET', '/api/cms/trash?search=edited')).json().total, 1)
    t.equal((await send('POST', `/api/cms/trash/${entry.id}/restore`, {}, viewer.cookie)).statusCode, 403)

    // Its address was taken meanwhile: it comes back under another.
    await newPost('Usurper', { slug: 'trash-me' })
    const back = await send('POST', `/api/cms/trash/${entry.id}/restore`, {})
    t.same(back.json(), { type: 'blogs', item_id: post.id, title: 'Trash me, edited' })
    const restored = (await send('GET', `/api/cms/blogs/${post.id}`)).json().blog
    t.same([restored.title, restored.slug !== 'trash-me'], ['Trash me, edited', true])
    const list = await history('blogs', post.id)
    t.same(list.revisions.map((r: { summary: string }) => r.summary), ['Restored from the Trash', 'Changed title', 'Created'], 'its history came back with it')
    t.equal((await send('POST', `/api/cms/trash/${entry.id}/restore`, {})).statusCode, 404)

    await send('DELETE', `/api/cms/blogs/${post.id}`)
    const again = (await send('GET', '/api/cms/trash?type=blogs')).json().items.find((i: { item_id: number }) => i.item_id === post.id)
    t.equal((await send('DELETE', `/api/cms/trash/${again.id}`)).statusCode, 204)
    t.equal((await history('blogs', post.id)).total, 0, 'purged with its history')
    t.equal((await send('DELETE', `/api/cms/trash/${again.id}`)).statusCode, 404)
  })

  await t.test('vlogs, press highlights, media-kit items and pages keep history and go to the Trash too', async (t) => {
    const vlog = (await send('POST', '/api/cms/vlogs', { title: 'Film', category: 'Films', youtube_url: 'https://youtu.be/dQw4w9WgXcQ' })).json().vlog
    await send('PUT', `/api/cms/vlogs/${vlog.id}`, { description: 'Now described', version: vlog.version })
    t.same((await history('vlogs', vlog.id)).revisions.map((r: { summary: string }) => r.summary), ['Changed description', 'Created'])
    t.equal((await send('PUT', `/api/cms/vlogs/${vlog.id}`, { title: 'Stale', version: 1 })).statusCode, 409)

    const press = (await send('POST', '/api/cms/press-highlights', { title: 'Press one', content: '<p>One</p>' })).json().highlight
    await send('PUT', `/api/cms/press-highlights/${press.id}`, { title: 'Press two', content: '<p>Two</p>', version: press.version })
    const pressFirst = (await history('press-highlights', press.id)).revisions.at(-1)
    t.equal((await send('POST', `/api/cms/press-highlights/${press.id}/revisions/${pressFirst.id}/restore`, {})).statusCode, 200)
    t.equal((await send('GET', '/api/cms/press-highlights')).json().highlights.find((h: { id: number }) => h.id === press.id).title, 'Press one')

    const kit = (await send('POST', '/api/cms/media-kit', { title: 'Logo pack', file_type: 'ZIP', file_url: 'https://cdn.example.com/logo.zip' })).json().item
    await send('PUT', `/api/cms/media-kit/${kit.id}`, { title: 'Logo pack 2', file_type: 'ZIP', file_url: 'https://cdn.example.com/logo.zip', version: kit.version })
    t.same((await history('media-kit', kit.id)).revisions.map((r: { summary: string }) => r.summary), ['Changed title', 'Created'])
    await send('DELETE', `/api/cms/media-kit/${kit.id}`)
    const kitEntry = (await send('GET', '/api/cms/trash?type=media-kit')).json().items[0]
    t.equal(kitEntry.title, 'Logo pack 2')
    t.equal((await send('POST', `/api/cms/trash/${kitEntry.id}/restore`, {})).statusCode, 200)
    t.equal((await send('GET', '/api/cms/media-kit')).json().items.find((i: { id: number }) => i.id === kit.id)?.title, 'Logo pack 2')

    const created = await send('POST', '/api/cms/pages', { page_name: 'Launch event', slug: 'launch-event', content_json: '[]' })
    t.equal(created.statusCode, 201, created.body)
    const page = created.json().page
    const block = { id: 'b1', type: 'text', title: 'Welcome', content: 'Hello', visible: true }
    const saved = await send('PUT', `/api/cms/pages/${page.id}`, { content_json: JSON.stringify([block]), meta_title: 'Launch', meta_description: '', version: page.version })
    t.equal(saved.statusCode, 200, saved.body)
    t.equal(saved.json().page.version, 2)
    t.equal((await history('pages', page.id)).revisions[0].summary, 'Added Text “Welcome”; changed meta title')
    t.equal((await history('pages', page.id, viewer.cookie)).total, 2, 'every staff role reads a page’s history')
    const home = (await send('GET', '/api/cms/pages')).json().pages.find((p: { page_name: string }) => p.page_name === 'Home')
    t.equal((await send('DELETE', `/api/cms/pages/${home.id}`)).statusCode, 409, 'a managed page is never deleted')
    t.equal((await send('GET', '/api/cms/trash?type=pages')).json().total, 0)
    t.equal((await send('DELETE', `/api/cms/pages/${page.id}`)).statusCode, 204)
    const pageEntry = (await send('GET', '/api/cms/trash?type=pages')).json().items[0]
    t.equal((await send('POST', `/api/cms/trash/${pageEntry.id}/restore`, {})).statusCode, 200)
    const back = (await send('GET', '/api/cms/pages')).json().pages.find((p: { id: number }) => p.id === page.id)
    t.same([back.path, JSON.parse(back.content_json)[0].title], ['/launch-event', 'Welcome'])
  })

  await t.test('several items come back from the Trash at once, all or nothing (issue 29)', async (t) => {
    const a = await newPost('Binned together A')
    const b = await newPost('Binned together B')
    for (const post of [a, b]) t.equal((await send('DELETE', `/api/cms/blogs/${post.id}`)).statusCode, 200)
    const entries = (await send('GET', '/api/cms/trash?search=Binned together')).json().items as Array<{ id: number; item_id: number }>
    t.equal(entries.length, 2)
    const ids = entries.map((e) => e.id)
    t.equal((await send('POST', '/api/cms/trash/bulk', { ids, action: 'restore' }, viewer.cookie)).statusCode, 403, 'restoring follows content:write')
    const refused = await send('POST', '/api/cms/trash/bulk', { ids: [...ids, 2147483647], action: 'restore' })
    t.equal(refused.statusCode, 404)
    t.match(refused.json(), { error: /^Nothing was changed/, failed: [{ id: 2147483647, error: 'That item is no longer in the Trash.' }] })
    t.equal((await send('GET', `/api/cms/blogs/${a.id}`)).statusCode, 404, 'nothing came back')
    const since = await lastAuditId(app)
    const done = await send('POST', '/api/cms/trash/bulk', { ids, action: 'restore' })
    t.equal(done.statusCode, 200, done.body)
    t.same(done.json(), { done: ids })
    for (const post of [a, b]) t.equal((await send('GET', `/api/cms/blogs/${post.id}`)).statusCode, 200, 'back with its id')
    t.equal((await send('GET', '/api/cms/trash?search=Binned together')).json().total, 0)
    t.same((await auditSince(app, since)).map((e) => e.action), ['blog_restored_from_trash', 'blog_restored_from_trash'], 'audited per item')
  })

  await t.test('a restore keeps whether the item is published now unless asked to bring that back too (issue 29)', async (t) => {
    const created = await send('POST', '/api/cms/pages', { page_name: 'Spring launch', slug: 'spring-launch', content_json: '[]', is_published: false })
    t.equal(created.statusCode, 201, created.body)
    const page = created.json().page
    const block = { id: 'b1', type: 'text', title: 'Live now', content: 'Hello', visible: true }
    const live = await send('PUT', `/api/cms/pages/${page.id}`, { content_json: JSON.stringify([block]), meta_title: '', meta_description: '', is_published: true })
    t.equal(live.statusCode, 200, live.body)
    const hidden = (await history('pages', page.id)).revisions.at(-1)
    const since = await lastAuditId(app)
    const kept = await send('POST', `/api/cms/pages/${page.id}/revisions/${hidden.id}/restore`, {})
    t.equal(kept.statusCode, 200, kept.body)
    t.match(kept.json().snapshot, { content_json: '[]', is_published: true }, 'the old content, and the page stays live')
    const now = (await send('GET', '/api/cms/pages')).json().pages.find((p: { id: number }) => p.id === page.id)
    t.same([now.content_json, now.is_published], ['[]', true])
    t.equal((await app.inject({ url: '/api/public/pages/spring-launch' })).statusCode, 200, 'visitors still see it')
    t.match((await auditSince(app, since))[0], { action: 'page_restored', details: { publishing: 'keep' } })

    const asked = await send('POST', `/api/cms/pages/${page.id}/revisions/${hidden.id}/restore`, { publishing: 'restore' })
    t.equal(asked.statusCode, 200, asked.body)
    t.match(asked.json().snapshot, { is_published: false }, 'asked: the version\'s state comes back too')
    t.equal((await send('POST', `/api/cms/pages/${page.id}/revisions/${hidden.id}/restore`, { publishing: 'maybe' })).statusCode, 400)

    // A post: its status and date are its publishing.
    const post = await newPost('Draft first', { status: 'draft' })
    await send('PUT', `/api/cms/blogs/${post.id}`, { title: 'Published later', status: 'published' })
    const draft = (await history('blogs', post.id)).revisions.at(-1)
    t.equal((await send('POST', `/api/cms/blogs/${post.id}/revisions/${draft.id}/restore`, {})).statusCode, 200)
    t.match((await send('GET', `/api/cms/blogs/${post.id}`)).json().blog, { title: 'Draft first', status: 'published' })
  })

  await t.test('bad input answers 400/404 {error}, never 5xx', async (t) => {
    const post = await newPost('Bad input')
    for (const url of [`/api/cms/blogs/0/revisions`, `/api/cms/blogs/x/revisions`, `/api/cms/blogs/${post.id}/revisions?page=0`, `/api/cms/blogs/${post.id}/revisions?limit=1000`, `/api/cms/blogs/${post.id}/revisions/abc`, '/api/cms/trash?type=nope', '/api/cms/trash?page=-1']) {
      const res = await send('GET', url)
      t.equal(res.statusCode, 400, url)
      t.type(res.json().error, 'string')
    }
    t.equal((await send('GET', `/api/cms/blogs/${post.id}/revisions/999999`)).statusCode, 404)
    t.equal((await send('GET', `/api/cms/vlogs/${post.id}/revisions/1`)).statusCode, 404, 'a revision of another type is not found')
    t.equal((await send('POST', `/api/cms/blogs/${post.id}/revisions/999999/restore`, {})).statusCode, 404)
    t.equal((await send('POST', `/api/cms/blogs/${post.id}/revisions/1/restore`, { version: 'x' })).statusCode, 400)
    t.equal((await send('PUT', `/api/cms/blogs/${post.id}/autosave`, { snapshot: 'text', version: 1 })).statusCode, 400)
    t.equal((await send('PUT', `/api/cms/blogs/${post.id}`, { title: 'x', version: -1 })).statusCode, 400)
    t.equal((await send('GET', `/api/cms/blogs/${post.id}/revisions`, undefined, null)).statusCode, 401)
  })
})

t.test('retention: 90 days, and at least the newest 50 of each item; the Trash for 30 days', async (t) => {
  const app = await createTestApp([auth, settings, gate, media, contentTypes])
  t.teardown(() => app.close())
  const editor = await staff(app, 'editor')
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: payload ? jsonHeaders(editor.cookie) : { cookie: editor.cookie }, ...(payload && { payload }) })
  const old = (await send('POST', '/api/cms/blogs', { title: 'Old', category: 'News', content: '<p>x</p>' })).json().blog
  for (let i = 1; i <= 60; i++) await send('PUT', `/api/cms/blogs/${old.id}`, { title: `Old ${i}` })
  const young = (await send('POST', '/api/cms/blogs', { title: 'Young', category: 'News', content: '<p>x</p>' })).json().blog
  for (let i = 1; i <= 60; i++) await send('PUT', `/api/cms/blogs/${young.id}`, { title: `Young ${i}` })
  const gone = (await send('POST', '/api/cms/blogs', { title: 'Gone', category: 'News', content: '<p>x</p>' })).json().blog
  await send('DELETE', `/api/cms/blogs/${gone.id}`)
  const count = async (id: number) => Number((await app.db.selectFrom('revisions').select((eb) => eb.fn.countAll().as('n')).where('item_id', '=', id).executeTakeFirstOrThrow()).n)
  t.equal(await count(old.id), 61)

  await sql`update revisions set created_at = now() - interval '100 days' where item_id = ${old.id}`.execute(app.db)
  await sql`update trash set deleted_at = now() - interval '31 days'`.execute(app.db)
  const result = await app.revisions.enforceRetention()
  t.same(result, { revisions: 61 - REVISION_KEEP_LATEST, trash: 1 })
  t.equal(await count(old.id), REVISION_KEEP_LATEST, 'older than 90 days: the newest 50 stay')
  t.equal(await count(young.id), 61, 'within 90 days: every one stays')
  t.equal(await count(gone.id), 0, 'the purged item’s history went with it')
  t.equal(Number((await app.db.selectFrom('trash').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n), 0)

  // Instances share the job: while one holds the lock, another skips (null) rather than waiting.
  // (The embedded database has one connection: only a server can show two sessions.)
  if (process.env.TEST_DATABASE_URL) {
    await app.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext('yerth.revisions.retention'))`.execute(trx)
      t.equal(await app.revisions.enforceRetention(), null)
    })
  }
})

t.test('summaries in a person’s words', async (t) => {
  const labels = { title: 'title', content_json: 'blocks', meta_title: 'meta title' }
  t.equal(summarise(null, { title: 'x' }, labels), 'Saved (the first version recorded)')
  t.equal(summarise({ title: 'a' }, { title: 'a' }, labels), 'Saved without changes')
  t.equal(summarise({ title: 'a', meta_title: 'm' }, { title: 'b', meta_title: 'n' }, labels), 'Changed title and meta title')
  const a = { id: 'a', type: 'hero', title: 'Hi', content: '', visible: true }
  const b = { id: 'b', type: 'founders', title: '', content: '', visible: true }
  const c = { id: 'c', type: 'text', title: 'Body', content: 'x', visible: true }
  t.same(blockChanges(JSON.stringify([a, b]), JSON.stringify([b, { ...a, title: 'Hello' }, c])), ['added Text “Body”', 'edited Hero “Hello”', 'reordered blocks'])
  t.same(blockChanges(JSON.stringify([a, b]), JSON.stringify([a])), ['removed Founders'])
  t.same(blockChanges('not json', '[]'), [])
})
