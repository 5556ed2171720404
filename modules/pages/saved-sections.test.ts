/**
 * Reusable sections (issue 31): saved once, shown synced on several pages (one edit changes every
 * page, the pages named), refused when deleted in use or when they would show another saved
 * section (no cycles); a page that shows a deleted one is refused in words at that section.
 */
import t from 'tap'
import type { SavedSection, Section } from '../../shared/api/pages.ts'
import { auth } from '../auth/index.ts'
import { staff } from '../auth/testing.ts'
import { createTestApp, jsonHeaders } from '../core/testing.ts'
import { gate } from '../gate/index.ts'
import { settings } from '../settings/index.ts'
import { pages } from './index.ts'

const block = (content: string): Section => ({ id: 'offer', type: 'text', title: 'Spring offer', content, visible: true })

t.test('a saved section shown synced on two pages: one edit changes both; deleting it in use is refused', async (t) => {
  const app = await createTestApp([auth, settings, gate, pages])
  t.teardown(() => app.close())
  await app.settings.update({ password_protection_enabled: '0' }, null)
  const editor = await staff(app, 'editor')
  const viewer = await staff(app, 'viewer')
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = editor.cookie) => app.inject({ method, url, headers: payload ? jsonHeaders(cookie) : { cookie }, ...(payload ? { payload } : {}) })

  t.match((await call('POST', '/api/cms/sections', { name: '  ', section: block('x') })).json(), { details: [{ field: 'name', message: /^Give the section a name/ }] })
  t.equal((await call('POST', '/api/cms/sections', { name: 'Offer', section: block('x') }, viewer.cookie)).statusCode, 403, 'viewers look, not change')
  const created = await call('POST', '/api/cms/sections', { name: 'Spring offer', section: block('<p>Ride <strong>free</strong> in May.</p>') })
  t.equal(created.statusCode, 201, created.body.slice(0, 200))
  const saved = created.json().section as SavedSection
  t.equal(saved.section.content, '<p>Ride <strong>free</strong> in May.</p>', 'checked and stored as a page save stores it')
  t.equal((await call('POST', '/api/cms/sections', { name: 'Spring offer', section: block('y') })).statusCode, 409, 'one name, one section')
  const cycle = await call('POST', '/api/cms/sections', { name: 'Loop', section: { ...block('z'), synced: saved.id } })
  t.match(cycle.json(), { details: [{ field: 'section', message: /cannot show another saved section/ }] }, 'no saved section shows another: no cycles')

  const synced = { ...block('stale copy'), id: 'offer', synced: saved.id }
  const made = []
  for (const slug of ['spring-a', 'spring-b']) {
    const res = await call('POST', '/api/cms/pages', { page_name: slug, slug, content_json: JSON.stringify([synced]), is_published: true })
    t.equal(res.statusCode, 201, res.body.slice(0, 200))
    t.equal(JSON.parse(res.json().page.content_json)[0].content, '<p>Ride <strong>free</strong> in May.</p>', 'the page keeps the saved section’s copy, refreshed on save')
    made.push(res.json().page)
  }
  const shown = async (slug: string) => ((await app.inject({ url: `/api/public/pages/${slug}` })).json().sections as Section[])[0]?.content
  t.equal(await shown('spring-a'), '<p>Ride <strong>free</strong> in May.</p>')

  const edited = await call('PUT', `/api/cms/sections/${saved.id}`, { name: 'Spring offer', section: block('<p>Ride free all <em>June</em>.</p>'), version: saved.version })
  t.equal(edited.statusCode, 200, edited.body.slice(0, 200))
  t.same(edited.json().section.used_on.map((p: { path: string }) => p.path).sort(), ['/spring-a', '/spring-b'], 'the pages it shows on, named')
  t.equal(await shown('spring-a'), '<p>Ride free all <em>June</em>.</p>', 'one edit: page A')
  t.equal(await shown('spring-b'), '<p>Ride free all <em>June</em>.</p>', 'and page B')
  t.equal((await call('PUT', `/api/cms/sections/${saved.id}`, { name: 'Spring offer', section: block('old'), version: saved.version })).statusCode, 409, 'an edit based on an older version is refused')

  const inUse = await call('DELETE', `/api/cms/sections/${saved.id}`)
  t.equal(inUse.statusCode, 409)
  t.match(inUse.json().error, /shown on 2 pages: “spring-a” \(\/spring-a\), “spring-b” \(\/spring-b\)/, 'the refusal names the pages')

  // Detached on A (the block kept as a copy), removed from B: then it may go.
  const [a, b] = made
  const detached = await call('PUT', `/api/cms/pages/${a.id}`, { content_json: JSON.stringify([{ ...block('<p>Ride free all <em>June</em>.</p>') }]), meta_title: '', meta_description: '' })
  t.equal(detached.statusCode, 200)
  t.equal((await call('PUT', `/api/cms/pages/${b.id}`, { content_json: '[]', meta_title: '', meta_description: '' })).statusCode, 200)
  t.equal((await call('DELETE', `/api/cms/sections/${saved.id}`)).statusCode, 204)
  t.equal(await shown('spring-a'), '<p>Ride free all <em>June</em>.</p>', 'the detached copy stays as it was')
  const gone = await call('PUT', `/api/cms/pages/${b.id}`, { content_json: JSON.stringify([synced]), meta_title: '', meta_description: '' })
  t.equal(gone.statusCode, 400)
  t.match(gone.json(), { details: [{ section: 0, field: 'synced', message: /was deleted\. Detach it/ }] }, 'a page that shows a deleted section is refused at it, in words')
})
