/**
 * POST /api/cms/enquiries/bulk (issue 18 "Bulk actions"): several enquiries marked read, replied or
 * archived in one request and one transaction, audited per enquiry; one unknown id refuses the
 * whole request naming it, and nothing changes; the limits of the body; who may do it.
 * The shared machinery (modules/core/bulk.ts) is exercised here through the simplest list.
 */
import t from 'tap'
import { sql } from 'kysely'
import { BULK_MAX_IDS } from '../../shared/api/bulk.ts'
import { staff } from '../auth/testing.ts'
import { jsonHeaders } from '../core/testing.ts'
import { refusalStatus, repeatedIds } from '../core/bulk.ts'
import { enquiriesApp } from './testing.ts'

const app = await enquiriesApp()
t.teardown(() => app.close())
const viewer = await staff(app, 'viewer')
const editor = await staff(app, 'editor')

const bulk = (payload: unknown, cookie: string | null = editor.cookie) =>
  app.inject({ method: 'POST', url: '/api/cms/enquiries/bulk', headers: jsonHeaders(cookie ?? undefined), payload: JSON.stringify(payload) })

async function seed(n: number, status = 'unread'): Promise<number[]> {
  const ids: number[] = []
  for (let i = 0; i < n; i++) {
    const { rows } = await sql<{ id: number }>`
      insert into enquiries (name, email, subject, message, source_page, form_type, status)
      values (${`Person ${i}`}, ${`p${i}@example.com`}, 'general', 'Hello', 'contact', 'contact', ${status}) returning id`.execute(app.db)
    ids.push(rows[0].id)
  }
  return ids
}
const statuses = async (ids: number[]) => {
  const rows = await app.db.selectFrom('enquiries').select(['id', 'status']).where('id', 'in', ids).orderBy('id').execute()
  return rows.map((r) => r.status as string)
}
const audits = () => app.db.selectFrom('audit_log').selectAll().where('action', '=', 'enquiry_status_changed').orderBy('id').execute()

t.test('marks every named enquiry, audits each one that changed', async (t) => {
  const ids = await seed(3)
  const [already] = await seed(1, 'read')
  const before = (await audits()).length
  const res = await bulk({ ids: [...ids, already], action: 'read' })
  t.equal(res.statusCode, 200, res.body)
  t.same(res.json(), { done: [...ids, already] })
  t.same(await statuses([...ids, already]), ['read', 'read', 'read', 'read'])
  const written = (await audits()).slice(before)
  t.equal(written.length, 3, 'one entry per enquiry that changed (the one already read is left alone)')
  t.same(written.map((a) => Number(a.target_id)).sort(), [...ids].sort())
  const details = typeof written[0].details === 'string' ? JSON.parse(written[0].details) : written[0].details
  t.match(details, { from: 'unread', to: 'read', bulk: true })
  t.equal(written[0].admin_id, editor.admin.id)

  t.equal((await bulk({ ids, action: 'replied' })).statusCode, 200)
  t.same(await statuses(ids), ['replied', 'replied', 'replied'])
  t.equal((await bulk({ ids, action: 'archived' })).statusCode, 200)
  t.same(await statuses(ids), ['archived', 'archived', 'archived'])
})

t.test('one unknown enquiry: nothing is changed and the answer names it', async (t) => {
  const ids = await seed(2)
  const before = (await audits()).length
  const res = await bulk({ ids: [ids[0], 999_999, ids[1]], action: 'archived' })
  t.equal(res.statusCode, 404)
  t.same(res.json(), {
    error: 'Nothing was changed: 1 of the 3 enquiries could not be archived.',
    failed: [{ id: 999_999, error: 'Enquiry not found' }],
  })
  t.same(await statuses(ids), ['unread', 'unread'], 'the known ones were rolled back')
  t.equal((await audits()).length, before, 'nothing audited')

  const all = await bulk({ ids: [999_998, 999_999], action: 'read' })
  t.equal(all.json().error, 'Nothing was changed: the 2 enquiries could not be marked as read.')
  const one = await bulk({ ids: [999_999], action: 'read' })
  t.equal(one.json().error, 'Nothing was changed: the enquiry could not be marked as read.')
})

t.test('the limits of the body', async (t) => {
  const [id] = await seed(1)
  const empty = await bulk({ ids: [], action: 'read' })
  t.equal(empty.statusCode, 400)
  t.match(empty.json(), { error: String, details: [{ field: 'ids', message: 'Add at least 1.' }] })

  const many = Array.from({ length: BULK_MAX_IDS + 1 }, (_, i) => i + 1)
  const over = await bulk({ ids: many, action: 'read' })
  t.equal(over.statusCode, 400)
  t.match(over.json(), { details: [{ field: 'ids', message: `Use at most ${BULK_MAX_IDS}.` }] })

  const full = await seed(BULK_MAX_IDS - 1)
  const most = await bulk({ ids: [...full, id], action: 'archived' })
  t.equal(most.statusCode, 200, `${BULK_MAX_IDS} at once`)
  t.equal(most.json().done.length, BULK_MAX_IDS)

  const twice = await bulk({ ids: [id, id], action: 'read' })
  t.equal(twice.statusCode, 400)
  t.match(twice.json(), { error: `Each item may be named once: ${id} is named more than once.`, details: [{ field: 'ids', message: 'Name each item once.' }] })
})

t.test('malformed bodies are 400 {error}, never applied', async (t) => {
  const [id] = await seed(1)
  const bodies: unknown[] = [
    {},
    { ids: [id] },
    { action: 'read' },
    { ids: [id], action: 'unread' },
    { ids: [id], action: 'delete' },
    { ids: [id], action: 'read', category: 'News' },
    { ids: [id], action: 'read', extra: 1 },
    { ids: 'all', action: 'read' },
    { ids: [String(id)], action: 'read' },
    { ids: [0], action: 'read' },
    { ids: [-1], action: 'read' },
    { ids: [1.5], action: 'read' },
    { ids: [2 ** 31], action: 'read' },
    { ids: [null], action: 'read' },
    { ids: [id], action: 'read\u0000' },
    [id],
    'read',
  ]
  for (const body of bodies) {
    const res = await bulk(body)
    t.equal(res.statusCode, 400, `${JSON.stringify(body)} → 400`)
    t.type(res.json().error, 'string')
  }
  const broken = await app.inject({ method: 'POST', url: '/api/cms/enquiries/bulk', headers: jsonHeaders(editor.cookie), payload: '{"ids": [1' })
  t.equal(broken.statusCode, 400)
  t.same(await statuses([id]), ['unread'])
})

t.test('who may do it: enquiries:write (editor and up)', async (t) => {
  const [id] = await seed(1)
  t.equal((await bulk({ ids: [id], action: 'read' }, null)).statusCode, 401, 'anonymous')
  const asViewer = await bulk({ ids: [id], action: 'read' }, viewer.cookie)
  t.equal(asViewer.statusCode, 403, 'viewer')
  t.same(await statuses([id]), ['unread'])
  for (const role of ['admin', 'super_admin'] as const) {
    const { cookie } = await staff(app, role)
    t.equal((await bulk({ ids: [id], action: role === 'admin' ? 'read' : 'replied' }, cookie)).statusCode, 200, role)
  }
  t.same(await statuses([id]), ['replied'])
})

t.test('the pieces: repeated ids and the refusal status', async (t) => {
  t.same(repeatedIds([1, 2, 3]), [])
  t.same(repeatedIds([1, 2, 1, 3, 2, 1]), [1, 2])
  t.equal(refusalStatus([404, 404]), 404)
  t.equal(refusalStatus([400]), 400)
  t.equal(refusalStatus([404, 400]), 409)
})
