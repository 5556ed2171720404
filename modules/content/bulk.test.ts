/**
 * Bulk actions on blog posts and vlogs (issue 18 "Bulk actions"): publish, unpublish, move to a
 * category and delete several at once, each item as its single-item route changes it: a revision
 * per changed item, deletes to the Trash, audited per item, the list's topic once after the commit.
 * One refused item (unknown, or failing the item's own checks) refuses them all and nothing changes;
 * the limits of the body; who may do it. (Form Enquiries: modules/enquiries/bulk.test.ts; media kit
 * and press highlights: modules/media/bulk.test.ts.)
 */
import t from 'tap'
import { sql } from 'kysely'
import { BULK_MAX_IDS } from '../../shared/api/bulk.ts'
import { auth } from '../auth/index.ts'
import { consoleClient } from '../auth/testing.ts'
import { createTestApp } from '../core/testing.ts'
import { gate } from '../gate/index.ts'
import { settings } from '../settings/index.ts'
import { media } from '../media/index.ts'
import { contentTypes } from '../content-types/index.ts'

const app = await createTestApp([auth, settings, gate, media, contentTypes])
t.teardown(() => app.close())
const { editor, viewer, topics, send, ok, audits } = await consoleClient(app, ['blogs', 'vlogs'])
const revisionCount = async (type: string, id: number) => (await ok('GET', `/api/cms/${type}/${id}/revisions`)).total as number

await ok('POST', '/api/cms/blog-categories', { name: 'News' })
await ok('POST', '/api/cms/blog-categories', { name: 'Technology' })
await ok('POST', '/api/cms/vlog-categories', { name: 'Rides' })
await ok('POST', '/api/cms/vlog-categories', { name: 'Factory' })

let n = 0
const newBlog = async (over: Record<string, unknown> = {}) =>
  (await ok('POST', '/api/cms/blogs', { title: `Post ${++n}`, category: 'News', content: '<p>Hello journal</p>', ...over })).blog as { id: number; version: number }
const blog = async (id: number) => (await ok('GET', `/api/cms/blogs/${id}`)).blog
const newVlog = async (over: Record<string, unknown> = {}) =>
  (await ok('POST', '/api/cms/vlogs', { title: `Vlog ${++n}`, category: 'Rides', youtube_url: 'https://youtu.be/dQw4w9WgXcQ', ...over })).vlog as { id: number }
const vlog = async (id: number) => (await ok('GET', `/api/cms/vlogs/${id}`)).vlog

t.test('blogs: publish and unpublish several posts, a revision and an audit entry each, one topic', async (t) => {
  const posts = [await newBlog(), await newBlog(), await newBlog()]
  const ids = posts.map((p) => p.id)
  const [already] = [await newBlog({ status: 'published' })]
  const revisionsBefore = await Promise.all(ids.map((id) => revisionCount('blogs', id)))
  const auditBefore = (await audits('blog_updated')).length
  topics.length = 0

  const res = await send('POST', '/api/cms/blogs/bulk', { ids: [...ids, already.id], action: 'publish' })
  t.equal(res.statusCode, 200, res.body)
  t.same(res.json(), { done: [...ids, already.id] })
  for (const [i, id] of ids.entries()) {
    const b = await blog(id)
    t.equal(b.status, 'published')
    t.equal(b.state, 'published')
    t.equal(b.version, posts[i].version + 1, 'version moved on')
    t.equal(await revisionCount('blogs', id), revisionsBefore[i] + 1, 'one new revision')
  }
  t.equal((await blog(already.id)).version, already.version, 'the post already published is left alone')
  t.same(topics, ['blogs'], "the 'blogs' topic once, after the commit")
  const written = (await audits('blog_updated')).slice(auditBefore)
  t.same(written.map((a) => Number(a.target_id)).sort(), [...ids].sort(), 'one entry per changed post')
  t.match(written[0].details, { status: 'published', bulk: true })
  const { revisions } = await ok('GET', `/api/cms/blogs/${ids[0]}/revisions`)
  t.match(revisions[0], { author: { name: editor.admin.name }, autosave: false })
  t.match(revisions[0].summary, /status/i)

  const off = await send('POST', '/api/cms/blogs/bulk', { ids, action: 'unpublish' })
  t.equal(off.statusCode, 200, off.body)
  for (const id of ids) t.equal((await blog(id)).status, 'draft')
})

t.test('blogs: two bulk requests over the same posts at once queue, never deadlock', async (t) => {
  const ids = [(await newBlog()).id, (await newBlog()).id, (await newBlog()).id, (await newBlog()).id]
  const [a, b] = await Promise.all([
    send('POST', '/api/cms/blogs/bulk', { ids, action: 'publish' }),
    send('POST', '/api/cms/blogs/bulk', { ids: [...ids].reverse(), action: 'category', category: 'Technology' }),
  ])
  t.equal(a.statusCode, 200, a.body)
  t.equal(b.statusCode, 200, b.body)
  for (const id of ids) t.match(await blog(id), { status: 'published', category: 'Technology' })
})

t.test('blogs: move to a category', async (t) => {
  const ids = [(await newBlog()).id, (await newBlog({ category: 'Technology' })).id]
  const res = await send('POST', '/api/cms/blogs/bulk', { ids, action: 'category', category: '  technology ' })
  t.equal(res.statusCode, 200, res.body)
  for (const id of ids) t.equal((await blog(id)).category, 'Technology', 'stored as the category is named')
  t.equal(await revisionCount('blogs', ids[1]), 1, 'the post already there has no new revision')

  for (const [body, message] of [
    [{ ids, action: 'category' }, 'Choose the category to move the blog posts to.'],
    [{ ids, action: 'category', category: '   ' }, 'Choose the category to move the blog posts to.'],
    [{ ids, action: 'category', category: 'Gossip' }, 'There is no blog post category “Gossip”. Add it first, or choose another.'],
    [{ ids, action: 'publish', category: 'News' }, 'A category is only sent with the action “category”.'],
  ] as const) {
    const refused = await send('POST', '/api/cms/blogs/bulk', body)
    t.equal(refused.statusCode, 400)
    t.match(refused.json(), { error: message, details: [{ field: 'category' }] })
  }
  for (const id of ids) t.equal((await blog(id)).category, 'Technology')
})

t.test('blogs: one refused post refuses them all, naming it', async (t) => {
  const a = await newBlog()
  const b = await newBlog()
  const revisionsBefore = await revisionCount('blogs', a.id)
  topics.length = 0
  const res = await send('POST', '/api/cms/blogs/bulk', { ids: [a.id, 999_999, b.id], action: 'publish' })
  t.equal(res.statusCode, 404)
  t.same(res.json(), { error: 'Nothing was changed: 1 of the 3 blog posts could not be published.', failed: [{ id: 999_999, error: 'Blog not found' }] })
  t.equal((await blog(a.id)).status, 'draft', 'rolled back')
  t.equal((await blog(a.id)).version, a.version)
  t.equal(await revisionCount('blogs', a.id), revisionsBefore, 'no revision kept')
  t.same(topics, [], 'nothing announced')

  // A post that fails its own checks (saved without a title by an older version): refused with the single save's words.
  await sql`update blogs set title = '' where id = ${b.id}`.execute(app.db)
  const mixed = await send('POST', '/api/cms/blogs/bulk', { ids: [a.id, b.id, 999_998], action: 'publish' })
  t.equal(mixed.statusCode, 409, 'different reasons: 409')
  t.match(mixed.json(), {
    error: 'Nothing was changed: 2 of the 3 blog posts could not be published.',
    failed: [{ id: b.id, error: String }, { id: 999_998, error: 'Blog not found' }],
  })
  t.equal((await blog(a.id)).status, 'draft')
})

t.test('blogs: delete moves every post to the Trash, or none', async (t) => {
  const ids = [(await newBlog()).id, (await newBlog()).id]
  const refused = await send('POST', '/api/cms/blogs/bulk', { ids: [...ids, 999_999], action: 'delete' })
  t.equal(refused.statusCode, 404)
  t.equal(refused.json().error, 'Nothing was changed: 1 of the 3 blog posts could not be deleted.')
  for (const id of ids) t.equal((await send('GET', `/api/cms/blogs/${id}`)).statusCode, 200, 'still there')
  const trashBefore = (await ok('GET', '/api/cms/trash?type=blogs')).total

  const res = await send('POST', '/api/cms/blogs/bulk', { ids, action: 'delete' })
  t.equal(res.statusCode, 200, res.body)
  for (const id of ids) t.equal((await send('GET', `/api/cms/blogs/${id}`)).statusCode, 404, 'gone from the list')
  const trash = await ok('GET', '/api/cms/trash?type=blogs')
  t.equal(trash.total, trashBefore + 2, 'both in the Trash')
  t.same(trash.items.filter((i: { item_id: number }) => ids.includes(i.item_id)).length, 2)
  const deleted = (await audits('blog_deleted')).filter((a) => ids.includes(Number(a.target_id)))
  t.equal(deleted.length, 2)
  t.match(deleted[0].details, { trash: true, bulk: true })

  const item = trash.items.find((i: { item_id: number }) => i.item_id === ids[0])
  t.equal((await send('POST', `/api/cms/trash/${item.id}/restore`, {})).statusCode, 200, 'restorable')
  t.equal((await blog(ids[0])).id, ids[0])
})

t.test('vlogs: publish, move, delete; one refused vlog refuses them all', async (t) => {
  const ids = [(await newVlog()).id, (await newVlog()).id]
  topics.length = 0
  const res = await send('POST', '/api/cms/vlogs/bulk', { ids, action: 'publish' })
  t.equal(res.statusCode, 200, res.body)
  t.same(topics, ['vlogs'])
  for (const id of ids) {
    t.equal((await vlog(id)).status, 'published')
    t.equal(await revisionCount('vlogs', id), 2, 'created, then published')
  }
  const updated = (await audits('vlog_updated')).filter((a) => ids.includes(Number(a.target_id)))
  t.equal(updated.length, 2)
  t.match(updated[0].details, { fields: ['status'], bulk: true })

  t.equal((await send('POST', '/api/cms/vlogs/bulk', { ids, action: 'category', category: 'FACTORY' })).statusCode, 200)
  for (const id of ids) t.equal((await vlog(id)).category, 'Factory')
  const unknown = await send('POST', '/api/cms/vlogs/bulk', { ids, action: 'category', category: 'Nope' })
  t.match([unknown.statusCode, unknown.json()], [400, { error: 'There is no vlog category “Nope”. Add it first, or choose another.' }])

  const refused = await send('POST', '/api/cms/vlogs/bulk', { ids: [999_999, ...ids], action: 'unpublish' })
  t.equal(refused.statusCode, 404)
  t.same(refused.json(), { error: 'Nothing was changed: 1 of the 3 vlogs could not be unpublished.', failed: [{ id: 999_999, error: 'This vlog was not found. It may have been deleted.' }] })
  for (const id of ids) t.equal((await vlog(id)).status, 'published')

  t.equal((await send('POST', '/api/cms/vlogs/bulk', { ids, action: 'delete' })).statusCode, 200)
  for (const id of ids) t.equal((await send('GET', `/api/cms/vlogs/${id}`)).statusCode, 404)
  t.equal((await ok('GET', '/api/cms/trash?type=vlogs')).total, 2)
})

t.test('limits, malformed bodies and permissions', async (t) => {
  const { id } = await newBlog()
  for (const url of ['/api/cms/blogs/bulk', '/api/cms/vlogs/bulk']) {
    const over = await send('POST', url, { ids: Array.from({ length: BULK_MAX_IDS + 1 }, (_, i) => i + 1), action: 'publish' })
    t.match([over.statusCode, over.json()], [400, { details: [{ field: 'ids', message: `Use at most ${BULK_MAX_IDS}.` }] }], `${url}: at most ${BULK_MAX_IDS}`)
    for (const body of [{}, { ids: [], action: 'publish' }, { ids: [id], action: 'archive' }, { ids: [id, id], action: 'publish' }, { ids: [id], action: 'publish', x: 1 }, { ids: [id], action: 'category', category: 5 }]) {
      const res = await send('POST', url, body)
      t.equal(res.statusCode, 400, `${url} ${JSON.stringify(body)}`)
      t.type(res.json().error, 'string')
    }
    t.equal((await send('POST', url, { ids: [id], action: 'publish' }, null)).statusCode, 401, `${url}: anonymous`)
    t.match([(await send('POST', url, { ids: [id], action: 'publish' }, viewer.cookie)).statusCode], [403], `${url}: viewer`)
  }
  t.equal((await blog(id)).status, 'draft', 'nothing applied')
})
