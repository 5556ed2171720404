/**
 * Bulk actions of the Media Manager (issue 18 "Bulk actions"): press highlights published,
 * unpublished or deleted several at once and media kit items deleted several at once, each as its
 * single-item route does it (a revision per changed highlight, deletes to the Trash, audited per
 * item, the topic once after the commit); one refused item refuses them all; limits; permissions.
 */
import t from 'tap'
import { consoleClient } from '../auth/testing.ts'
import { createMediaApp } from './testing.ts'

const app = await createMediaApp()
t.teardown(() => app.close())
const { viewer, topics, send, ok, audits } = await consoleClient(app, ['press-highlights', 'media-kit'])

let n = 0
const newPress = async () => (await ok('POST', '/api/cms/press-highlights', { title: `Story ${++n}`, content: '<p>Yerth in the news</p>' })).highlight as { id: number }
const pressList = async () => (await ok('GET', '/api/cms/press-highlights?limit=100')).highlights as Array<{ id: number; status: string }>
const statusOf = async (id: number) => (await pressList()).find((h) => h.id === id)?.status
const newKit = async () => (await ok('POST', '/api/cms/media-kit', { title: `Pack ${++n}`, file_type: 'ZIP', file_url: 'https://cdn.example.com/pack.zip' })).item as { id: number }
const kitIds = async () => ((await ok('GET', '/api/cms/media-kit?limit=100')).items as Array<{ id: number }>).map((i) => i.id)

t.test('press highlights: publish and unpublish several, each audited and versioned, one topic', async (t) => {
  const ids = [(await newPress()).id, (await newPress()).id]
  topics.length = 0
  const res = await send('POST', '/api/cms/press-highlights/bulk', { ids, action: 'publish' })
  t.equal(res.statusCode, 200, res.body)
  t.same(res.json(), { done: ids })
  for (const id of ids) t.equal(await statusOf(id), 'published')
  t.same(topics, ['press-highlights'], "the 'press-highlights' topic once")
  const updated = (await audits('press_highlight_updated')).filter((a) => ids.includes(Number(a.target_id)))
  t.equal(updated.length, 2)
  t.match(updated[0].details, { status: 'published', bulk: true })
  for (const id of ids) t.equal((await ok('GET', `/api/cms/press-highlights/${id}/revisions`)).total, 2, 'created, then published')

  const again = await send('POST', '/api/cms/press-highlights/bulk', { ids, action: 'publish' })
  t.equal(again.statusCode, 200)
  t.equal((await audits('press_highlight_updated')).filter((a) => ids.includes(Number(a.target_id))).length, 2, 'already published: left alone')

  t.equal((await send('POST', '/api/cms/press-highlights/bulk', { ids, action: 'unpublish' })).statusCode, 200)
  for (const id of ids) t.equal(await statusOf(id), 'draft')
})

t.test('press highlights: one unknown refuses them all; delete moves them to the Trash', async (t) => {
  const ids = [(await newPress()).id, (await newPress()).id]
  topics.length = 0
  const refused = await send('POST', '/api/cms/press-highlights/bulk', { ids: [ids[0], 999_999, ids[1]], action: 'delete' })
  t.equal(refused.statusCode, 404)
  t.same(refused.json(), { error: 'Nothing was changed: 1 of the 3 press highlights could not be deleted.', failed: [{ id: 999_999, error: 'This press highlight was not found. It may have been deleted.' }] })
  t.same(topics, [])
  for (const id of ids) t.ok(await statusOf(id), 'still there')

  const res = await send('POST', '/api/cms/press-highlights/bulk', { ids, action: 'delete' })
  t.equal(res.statusCode, 200, res.body)
  for (const id of ids) t.equal(await statusOf(id), undefined, 'gone from the list')
  t.equal((await audits('press_highlight_deleted')).filter((a) => ids.includes(Number(a.target_id))).length, 2)
  t.equal((await ok('GET', '/api/cms/trash?type=press-highlights')).total, 2, 'in the Trash')
})

t.test('media kit: delete several, or none', async (t) => {
  const ids = [(await newKit()).id, (await newKit()).id, (await newKit()).id]
  const refused = await send('POST', '/api/cms/media-kit/bulk', { ids: [...ids, 999_999], action: 'delete' })
  t.equal(refused.statusCode, 404)
  t.same(refused.json(), { error: 'Nothing was changed: 1 of the 4 media kit items could not be deleted.', failed: [{ id: 999_999, error: 'This media kit item was not found. It may have been deleted.' }] })
  t.same((await kitIds()).filter((id) => ids.includes(id)).sort(), [...ids].sort())

  topics.length = 0
  const res = await send('POST', '/api/cms/media-kit/bulk', { ids, action: 'delete' })
  t.equal(res.statusCode, 200, res.body)
  t.same((await kitIds()).filter((id) => ids.includes(id)), [])
  t.same(topics, ['media-kit'])
  t.equal((await audits('media_kit_item_deleted')).filter((a) => ids.includes(Number(a.target_id))).length, 3)
  t.equal((await ok('GET', '/api/cms/trash?type=media-kit')).total, 3, 'in the Trash')
})

t.test('only the actions each list has; limits; permissions', async (t) => {
  const { id } = await newPress()
  const kit = await newKit()
  for (const [url, body] of [
    ['/api/cms/media-kit/bulk', { ids: [kit.id], action: 'publish' }],
    ['/api/cms/media-kit/bulk', { ids: [kit.id], action: 'category', category: 'x' }],
    ['/api/cms/press-highlights/bulk', { ids: [id], action: 'category' }],
    ['/api/cms/press-highlights/bulk', { ids: [id], action: 'publish', category: 'News' }],
    ['/api/cms/press-highlights/bulk', { ids: [], action: 'publish' }],
    ['/api/cms/press-highlights/bulk', { ids: Array.from({ length: 101 }, (_, i) => i + 1), action: 'publish' }],
    ['/api/cms/media-kit/bulk', { ids: [kit.id, kit.id], action: 'delete' }],
    ['/api/cms/media-kit/bulk', { ids: ['1'], action: 'delete' }],
  ] as const) {
    const res = await send('POST', url, body)
    t.equal(res.statusCode, 400, `${url} ${JSON.stringify(body).slice(0, 60)}`)
    t.type(res.json().error, 'string')
  }
  for (const [url, action] of [['/api/cms/media-kit/bulk', 'delete'], ['/api/cms/press-highlights/bulk', 'publish']] as const) {
    t.equal((await send('POST', url, { ids: [url.includes('kit') ? kit.id : id], action }, null)).statusCode, 401, `${url}: anonymous`)
    t.equal((await send('POST', url, { ids: [url.includes('kit') ? kit.id : id], action }, viewer.cookie)).statusCode, 403, `${url}: viewer`)
  }
  t.equal(await statusOf(id), 'draft')
  t.ok((await kitIds()).includes(kit.id))
})
