/**
 * The enquiries module's console calls in isolation: the list (search, filters, paging, counts),
 * status changes (audited), the CSV export (RFC 4180, formula cells neutralised, every matching row),
 * finding and erasing personal data (audited without the address), and who may do what.
 */
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { ENQUIRY_CSV_COLUMNS, enquiriesCsvFileName, type Enquiry, type EnquiryListResponse } from '../../shared/api/enquiries.ts'
import { staff } from '../auth/testing.ts'
import { jsonHeaders } from '../core/testing.ts'
import { csvCell } from './csv.ts'
import { EXPORT_BATCH } from './service.ts'
import { contactBody, countRows, enquiriesApp, newsletterBody, parseCsv, postForm } from './testing.ts'

const app = await enquiriesApp()
t.teardown(() => app.close())
const viewer = await staff(app, 'viewer')
const editor = await staff(app, 'editor')
const admin = await staff(app, 'admin')

const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })
const list = async (query = '', cookie = editor.cookie): Promise<EnquiryListResponse> => {
  const res = await get(`/api/cms/enquiries${query}`, cookie)
  if (res.statusCode !== 200) throw new Error(`list ${query}: ${res.statusCode} ${res.body}`)
  return res.json()
}
const setStatus = (id: number | string, status: unknown, cookie = editor.cookie) =>
  app.inject({ method: 'PUT', url: `/api/cms/enquiries/${id}/status`, headers: jsonHeaders(cookie), payload: { status } })
const auditOf = (action: string) =>
  app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute()

/** Inserts enquiries straight into the table with chosen dates (the list is newest first). */
async function seed(app: FastifyInstance, rows: Array<Partial<Enquiry>>) {
  const base = Date.parse('2026-11-01T12:00:00Z')
  const values = rows.map((r, i) => ({
    name: r.name ?? `Person ${i}`,
    email: r.email ?? `person${i}@example.com`,
    phone: r.phone ?? '',
    subject: r.subject ?? 'general',
    message: r.message ?? `Message ${i}`,
    source_page: r.source_page ?? 'contact',
    form_type: r.form_type ?? 'contact',
    status: r.status ?? 'unread',
    created_at: r.created_at ?? new Date(base + i * 60_000).toISOString(),
  }))
  const { rows: ids } = await sql<{ id: number }>`
    insert into enquiries (name, email, phone, subject, message, source_page, form_type, status, created_at)
    select * from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
      as x(name text, email text, phone text, subject text, message text, source_page text, form_type text, status text, created_at timestamptz)
    returning id`.execute(app.db)
  return ids.map((r) => r.id)
}

await seed(app, [
  { name: 'Zoe Quartz', email: 'zoe@example.com', subject: 'partnership', message: 'Fleet of 40% more bikes', status: 'read' },
  { name: 'Yusuf', email: 'yusuf@example.com', subject: 'careers', form_type: 'career', message: 'My CV is attached', status: 'replied' },
  { name: '', email: 'reader@example.com', subject: 'Newsletter', message: '', source_page: 'footer', form_type: 'newsletter' },
  { name: 'Old Archive', email: 'archive@example.com', message: 'an_underscore and 100% done', status: 'archived' },
  { name: 'Xavier', email: 'XAVIER@Example.com', subject: 'media', message: 'Press kit please' },
])

t.test('the list: newest first, counts over everything, server-side search and filters, paging', async (t) => {
  const all = await list()
  t.equal(all.total, 5)
  t.same(all.enquiries.map((e) => e.name), ['Xavier', 'Old Archive', '', 'Yusuf', 'Zoe Quartz'], 'newest first')
  t.same(all.counts, { all: 5, unread: 2, read: 1, replied: 1, archived: 1, contact: 3, newsletter: 1, career: 1 })
  t.match(all.enquiries[0], { id: Number, email: 'XAVIER@Example.com', phone: '', subject: 'media', source_page: 'contact', form_type: 'contact', status: 'unread', created_at: '2026-11-01T12:04:00.000Z' })

  const xavier = await list('?search=xavier@example')
  t.same(xavier.enquiries.map((e) => e.name), ['Xavier'], 'search matches e-mail regardless of case')
  t.same(xavier.counts, all.counts, 'counts ignore the filters')
  t.same((await list('?search=PRESS%20KIT')).enquiries.map((e) => e.name), ['Xavier'], 'message')
  t.same((await list('?search=quartz')).enquiries.map((e) => e.name), ['Zoe Quartz'], 'name')
  t.same((await list('?search=partnership')).enquiries.map((e) => e.name), ['Zoe Quartz'], 'subject')
  t.same((await list('?search=40%25')).enquiries.map((e) => e.name), ['Zoe Quartz'], '% is literal')
  t.same((await list('?search=_')).enquiries.map((e) => e.name), ['Old Archive'], '_ is literal')
  t.same((await list('?search=%20%20')).total, 5, 'a blank search is no search')

  t.same((await list('?type=career')).enquiries.map((e) => e.name), ['Yusuf'])
  t.same((await list('?type=newsletter')).total, 1)
  t.same((await list('?status=unread')).enquiries.map((e) => e.name), ['Xavier', ''])
  t.same((await list('?status=archived&type=contact')).enquiries.map((e) => e.name), ['Old Archive'])
  t.same((await list('?type=all&status=all')).total, 5)

  const page = await list('?limit=2&offset=2')
  t.same([page.total, page.enquiries.map((e) => e.name)], [5, ['', 'Yusuf']], 'paging')
  t.equal((await list()).enquiries.length, 5, 'default page of 25')

  for (const bad of ['?limit=0', '?limit=101', '?offset=-1', '?type=spam', '?status=new', '?limit=1.5', '?search=%00', `?search=${'x'.repeat(201)}`, '?sort=name']) {
    const res = await get(`/api/cms/enquiries${bad}`, editor.cookie)
    t.equal(res.statusCode, 400, bad)
    t.match(res.json(), { error: String })
  }
})

t.test('status changes: the four statuses, 404 unknown, audited when something changed', async (t) => {
  const [target] = (await list('?search=xavier')).enquiries
  const res = await setStatus(target.id, 'read')
  t.equal(res.statusCode, 200)
  t.match(res.json(), { enquiry: { id: target.id, status: 'read', name: 'Xavier' } })
  t.equal(res.headers['cache-control'], 'no-store')
  for (const status of ['replied', 'archived', 'unread', 'read']) t.equal((await setStatus(target.id, status)).json().enquiry.status, status, status)
  t.equal((await setStatus(target.id, 'read')).statusCode, 200, 'setting the same status again is fine')

  const audit = (await auditOf('enquiry_status_changed')).filter((a) => a.target_id === String(target.id))
  t.equal(audit.length, 5, 'one entry per change, none for a no-op')
  t.same(audit[0].details, { from: 'unread', to: 'read' })
  t.equal(audit[0].admin_id, editor.admin.id)
  t.notMatch(JSON.stringify(audit), /xavier/i, 'the audit names no visitor')

  t.match([(await setStatus(999999, 'read')).statusCode, (await setStatus(999999, 'read')).json()], [404, { error: 'Enquiry not found' }])
  t.equal((await setStatus(target.id, 'deleted')).statusCode, 400)
  t.equal((await setStatus('abc', 'read')).statusCode, 400)
  const extra = await app.inject({ method: 'PUT', url: `/api/cms/enquiries/${target.id}/status`, headers: jsonHeaders(editor.cookie), payload: { status: 'read', name: 'x' } })
  t.match([extra.statusCode, extra.json()], [400, { error: /Unknown field "name"/ }])
})

t.test('who may do what: one permission for personal data (issue 16)', async (t) => {
  const anonymous = await get('/api/cms/enquiries')
  t.match([anonymous.statusCode, anonymous.json()], [401, { error: 'Authentication required' }])
  const [one] = (await list()).enquiries
  const byViewer = await setStatus(one.id, 'replied', viewer.cookie)
  t.match([byViewer.statusCode, byViewer.json()], [403, { error: 'You do not have permission to do this' }], 'a viewer cannot change status')
  t.equal((await setStatus(one.id, 'replied', '')).statusCode, 401, 'anonymous')

  // Every route that returns or erases a visitor's data, × every role: the same answer for each role.
  const superAdmin = await staff(app, 'super_admin')
  const routes: Array<[string, (cookie: string) => Promise<{ statusCode: number }>]> = [
    ['list', (cookie) => get('/api/cms/enquiries', cookie)],
    ['search the list', (cookie) => get('/api/cms/enquiries?search=xavier@example.com', cookie)],
    ['export', (cookie) => get('/api/cms/enquiries/export.csv?search=xavier@example.com', cookie)],
    ['look up', (cookie) => get('/api/cms/personal-data?email=xavier@example.com', cookie)],
    ['outbox', (cookie) => get('/api/cms/mail/outbox', cookie)],
    ['erase', (cookie) => app.inject({ method: 'POST', url: '/api/cms/personal-data/erase', headers: jsonHeaders(cookie), payload: { email: 'nobody@example.com' } })],
  ]
  const roles: Array<[string, string, number]> = [
    ['anonymous', '', 401],
    ['viewer', viewer.cookie, 403],
    ['editor', editor.cookie, 200],
    ['admin', admin.cookie, 200],
    ['super_admin', superAdmin.cookie, 200],
  ]
  for (const [route, call] of routes) {
    for (const [role, cookie, status] of roles) t.equal((await call(cookie)).statusCode, status, `${route} × ${role}`)
  }
  const refused = await get('/api/cms/enquiries/export.csv?search=xavier@example.com', viewer.cookie)
  t.notMatch(refused.body, /xavier|Press kit/i, "a viewer's refused export holds nothing of the visitor")
})

t.test('CSV export', async (t) => {
  const tricky = [
    { name: 'Comma, Person', email: 'comma@example.com', message: 'a, b, c' },
    { name: 'Quote "Q" Person', email: 'quote@example.com', message: 'She said "hi"' },
    { name: 'Newline Person', email: 'newline@example.com', message: 'line one\nline two\r\nline three' },
    { name: '=HYPERLINK("http://evil.example","click")', email: 'formula@example.com', message: '=1+2' },
    { name: '+plus', email: 'plus@example.com', message: '-minus', phone: '+44 20 7946 0000' },
    { name: '@at', email: 'at@example.com', message: '\tTAB first' },
    { name: 'Ünïcødé 名前 😀', email: 'unicode@example.com', message: 'Ça va? 你好 — “quotes”' },
  ]
  await seed(app, tricky.map((r) => ({ ...r, created_at: '2026-11-20T09:05:00Z' })))

  const res = await get('/api/cms/enquiries/export.csv', editor.cookie)
  t.equal(res.statusCode, 200)
  t.equal(res.headers['content-type'], 'text/csv; charset=utf-8')
  t.equal(res.headers['content-disposition'], `attachment; filename="${enquiriesCsvFileName()}"`)
  t.match(enquiriesCsvFileName(new Date('2026-11-24T23:00:00Z')), 'enquiries-2026-11-24.csv')
  t.equal(res.headers['cache-control'], 'no-store')
  const bytes = res.rawPayload
  t.same([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'starts with the UTF-8 byte order mark')
  const text = bytes.toString('utf8').slice(1)
  t.ok(text.endsWith('\r\n'), 'records end in CRLF')
  t.notMatch(text.replace(/"(?:[^"]|"")*"/g, ''), /(?<!\r)\n|\r(?!\n)/, 'outside quoted fields every line break is CRLF')

  const records = parseCsv(text)
  t.same(records[0], [...ENQUIRY_CSV_COLUMNS], 'the header row')
  const total = (await list()).total
  t.equal(records.length - 1, total, 'every enquiry, not one page')
  t.ok(records.every((r) => r.length === ENQUIRY_CSV_COLUMNS.length), 'nine fields in every record')

  const byEmail = new Map(records.slice(1).map((r) => [r[1], r]))
  t.same(byEmail.get('comma@example.com')!.slice(0, 5), ['Comma, Person', 'comma@example.com', '', 'General Inquiry', 'a, b, c'])
  t.equal(byEmail.get('quote@example.com')![0], 'Quote "Q" Person')
  t.equal(byEmail.get('quote@example.com')![4], 'She said "hi"')
  t.equal(byEmail.get('newline@example.com')![4], 'line one\nline two\r\nline three', 'line breaks survive inside a field')
  t.equal(byEmail.get('formula@example.com')![0], `'=HYPERLINK("http://evil.example","click")`, 'a formula becomes text')
  t.equal(byEmail.get('formula@example.com')![4], "'=1+2")
  t.same([byEmail.get('plus@example.com')![0], byEmail.get('plus@example.com')![2], byEmail.get('plus@example.com')![4]], ["'+plus", "'+44 20 7946 0000", "'-minus"])
  t.same([byEmail.get('at@example.com')![0], byEmail.get('at@example.com')![4]], ["'@at", "'\tTAB first"])
  t.same(byEmail.get('unicode@example.com')!.slice(0, 5), ['Ünïcødé 名前 😀', 'unicode@example.com', '', 'General Inquiry', 'Ça va? 你好 — “quotes”'], 'unicode as it was')
  // Subject, source, type and status in the console's words, not the stored values.
  t.same(byEmail.get('yusuf@example.com')!.slice(3, 8), ['Careers', 'My CV is attached', 'Contact page', 'Career', 'Replied'], 'a careers enquiry')
  t.same(byEmail.get('reader@example.com')!.slice(3, 8), ['Newsletter', '', 'Footer sign-up', 'Newsletter', 'Unread'], 'a newsletter sign-up keeps its stored subject')
  t.same(byEmail.get('zoe@example.com')!.slice(3, 8), ['Partnership', 'Fleet of 40% more bikes', 'Contact page', 'Contact', 'Read'])
  t.same(byEmail.get('unicode@example.com')!.slice(5), ['Contact page', 'Contact', 'Unread', '2026-11-20 09:05:00'], 'source, type, status and a date spreadsheets read')
  t.equal(byEmail.get('reader@example.com')![6], 'Newsletter')

  t.equal(csvCell('\rcarriage'), `"'\rcarriage"`, 'a leading CR is neutralised and quoted')
  t.equal(csvCell('plain'), 'plain', 'plain text stays bare')

  const filtered = parseCsv((await get('/api/cms/enquiries/export.csv?search=example.com&type=career&status=all', editor.cookie)).body.slice(1))
  t.same(filtered.slice(1).map((r) => r[1]), ['yusuf@example.com'], 'the list filters apply')
  const none = await get('/api/cms/enquiries/export.csv?search=nothing-matches-this', editor.cookie)
  t.same(parseCsv(none.body.slice(1)), [[...ENQUIRY_CSV_COLUMNS]], 'no match: the header row alone')
  t.equal((await get('/api/cms/enquiries/export.csv?limit=5', editor.cookie)).statusCode, 400, 'no paging on the export')

  const audit = await auditOf('enquiries_exported')
  t.same(audit[audit.length - 1].details, { type: 'all', status: 'all', searched: true }, 'exports are audited without the search text')
})

t.test('CSV export past one batch: every row once, in list order', async (t) => {
  const other = await enquiriesApp()
  t.teardown(() => other.close())
  const { cookie } = await staff(other, 'editor')
  const n = EXPORT_BATCH * 2 + 7
  // Many rows in the same microsecond too: the cursor must not skip or repeat rows that share a created_at.
  await seed(other, Array.from({ length: n }, (_, i) => ({ email: `bulk${i}@example.com`, created_at: new Date(Date.parse('2026-10-01T00:00:00Z') + Math.floor(i / 3) * 1000).toISOString() })))
  const res = await other.inject({ url: '/api/cms/enquiries/export.csv', headers: { cookie } })
  const records = parseCsv(res.body.slice(1)).slice(1)
  t.equal(records.length, n)
  t.equal(new Set(records.map((r) => r[1])).size, n, 'no row twice')
  const listed = (await other.inject({ url: '/api/cms/enquiries?limit=100', headers: { cookie } })).json().enquiries.map((e: Enquiry) => e.email)
  t.same(records.slice(0, 100).map((r) => r[1]), listed, 'the same order as the list')
})

t.test('personal data: find everything about one address, erase it, audit without it', async (t) => {
  const address = 'Subject.Person@Example.com'
  await postForm(app, '/api/public/contact', contactBody({ name: 'Subject Person', email: address, message: 'Please call me' }))
  await postForm(app, '/api/public/contact', contactBody({ name: 'Subject Person', email: 'subject.person@example.com', subject: 'careers' }))
  await postForm(app, '/api/public/newsletter', newsletterBody({ email: address }))
  await postForm(app, '/api/public/contact', contactBody({ email: 'bystander@example.com' }))

  const found = await get(`/api/cms/personal-data?email=${encodeURIComponent(' SUBJECT.person@example.com ')}`, editor.cookie)
  t.equal(found.statusCode, 200)
  t.equal(found.headers['cache-control'], 'no-store')
  const data = found.json()
  t.equal(data.email, 'subject.person@example.com')
  t.equal(data.enquiries.length, 3, 'two contact enquiries and the newsletter one, whatever the case')
  t.same(data.enquiries.map((e: Enquiry) => e.form_type).sort(), ['career', 'contact', 'newsletter'])
  t.match(data.subscription, { email: 'subject.person@example.com', status: 'active', source_page: 'footer', unsubscribed_at: null })
  const kinds = data.mails.map((m: { kind: string }) => m.kind).sort()
  t.same(kinds, ['contact-notification', 'contact-notification', 'newsletter-welcome'], 'the welcome mail to them and the two notifications about them (Reply-To), not the bystander\'s')
  t.ok(data.mails.some((m: { to: string }) => m.to.toLowerCase() === 'subject.person@example.com'))

  const unknown = (await get('/api/cms/personal-data?email=nobody-here@example.com', editor.cookie)).json()
  t.same(unknown, { email: 'nobody-here@example.com', enquiries: [], subscription: null, mails: [] })
  t.equal((await get('/api/cms/personal-data?email=%20%20', editor.cookie)).statusCode, 400)
  t.equal((await get('/api/cms/personal-data', editor.cookie)).statusCode, 400)

  const bystanders = await countRows(app, 'enquiries')
  const erase = await app.inject({ method: 'POST', url: '/api/cms/personal-data/erase', headers: jsonHeaders(admin.cookie), payload: { email: 'subject.PERSON@example.com' } })
  t.equal(erase.statusCode, 200)
  const erased = erase.json().erased
  t.match(erased, { enquiries: 3, subscriptions: 1, mails: Number })
  t.ok(erased.mails >= 1)
  t.equal(await countRows(app, 'enquiries'), bystanders - 3, 'only that address')
  t.same((await get(`/api/cms/personal-data?email=${encodeURIComponent(address)}`, editor.cookie)).json(), { email: 'subject.person@example.com', enquiries: [], subscription: null, mails: [] }, 'nothing left')

  const [entry] = (await auditOf('personal_data_erased')).slice(-1)
  t.match(entry, { target_type: 'personal_data', admin_id: admin.admin.id })
  t.match(entry.details, { summary: 'erased personal data', enquiries: 3, subscriptions: 1, mails: erased.mails, address_hash: /^[0-9a-f]{32}$/ })
  const everything = JSON.stringify(await app.db.selectFrom('audit_log').selectAll().execute())
  t.notMatch(everything, /subject\.person/i, 'the address is nowhere in the audit log')
  t.equal(entry.details.address_hash, app.enquiries.erasedAddressHash(address), 'the hash answers "was this address erased?" for someone who has the address')

  const again = await app.inject({ method: 'POST', url: '/api/cms/personal-data/erase', headers: jsonHeaders(admin.cookie), payload: { email: address } })
  t.same(again.json(), { erased: { enquiries: 0, subscriptions: 0, mails: 0 } }, 'erasing again finds nothing')
  const bad = await app.inject({ method: 'POST', url: '/api/cms/personal-data/erase', headers: jsonHeaders(admin.cookie), payload: { email: 'x@y.z', all: true } })
  t.equal(bad.statusCode, 400)
})
