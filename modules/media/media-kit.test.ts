/**
 * The media kit (issue 8) with core, auth, settings, gate and media only: console CRUD and its checks, the public
 * list, the download counter under concurrency, the audit log and change topic, permissions; and the
 * kit file upload: every allowed type recognised by its bytes, names that disagree with the bytes
 * refused, the size limit, malformed, cut-off and aborted uploads, and serving the stored file.
 */
import t from 'tap'
import { crc32 } from 'node:zlib'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import sharp from 'sharp'
import { jsonHeaders } from '../core/testing.ts'
import { eventually } from '../core/eventually.ts'
import { auditSince as auditSinceOf, lastAuditId as lastAuditIdOf, staff } from '../auth/testing.ts'
import { createMediaApp } from './testing.ts'
import { MAX_KIT_FILE_BYTES, type MediaKitItem } from '../../shared/api/media-kit.ts'
import { detect, extensionOf, humanSize, zipEntryNames } from './file-type.ts'
import { contentDisposition } from '../core/header-values.ts'
const attachmentHeader = (title: string | null, fallback: string, ext: string) => contentDisposition('attachment', title, fallback, ext)
import { FILE_CHUNK_BYTES } from './files.ts'
import { DownloadCounter } from './downloads.ts'

// ---- files of every kind, built by hand -------------------------------------------------------

/** A ZIP archive (stored, no compression) with the given entries. */
function makeZip(entries: Array<[string, string | Buffer]>): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const [name, content] of entries) {
    const data = Buffer.from(content)
    const nameBuf = Buffer.from(name)
    const crc = crc32(data) >>> 0
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(nameBuf.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(nameBuf.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, nameBuf, data)
    centrals.push(central, nameBuf)
    offset += 30 + nameBuf.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
const oleFile = (stream: string) => Buffer.concat([OLE, Buffer.alloc(504), Buffer.from('Root Entry', 'utf16le'), Buffer.alloc(54), Buffer.from(stream, 'utf16le'), Buffer.alloc(1000)])

async function sampleFiles() {
  return {
    zip: makeZip([['logo/yerth.svg', '<svg/>'], ['README.txt', 'Yerth logo pack']]),
    docx: makeZip([['[Content_Types].xml', '<Types/>'], ['word/document.xml', '<w:document/>']]),
    pdf: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    png: await sharp({ create: { width: 40, height: 30, channels: 3, background: '#22a625' } }).png().toBuffer(),
    jpg: await sharp({ create: { width: 40, height: 30, channels: 3, background: '#22a625' } }).jpeg().toBuffer(),
    doc: oleFile('WordDocument'),
    xls: oleFile('Workbook'),
  }
}

interface Part {
  name: string
  filename?: string
  type?: string
  data: Buffer | string
}
const BOUNDARY = '----yerth-test-boundary'
function multipart(parts: Part[], boundary = BOUNDARY) {
  const chunks: Buffer[] = []
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`), Buffer.from(p.data), Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return Buffer.concat(chunks)
}
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`

// ---- one app for the file -------------------------------------------------------------------

async function build() {
  const app = await createMediaApp()
  const editor = await staff(app, 'editor')
  const viewer = await staff(app, 'viewer')
  const topics: string[] = []
  app.changes.subscribeAll(() => topics.push('change'))
  app.changes.subscribe('media-kit', () => topics.push('media-kit'))
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie: string | null = editor.cookie) =>
    app.inject({ method, url, headers: payload === undefined ? (cookie ? { cookie } : {}) : jsonHeaders(cookie ?? undefined), ...(payload === undefined ? {} : { payload: payload as object }) })
  const upload = (filename: string, data: Buffer | string, cookie: string | null = editor.cookie, field = 'file') =>
    app.inject({
      method: 'POST',
      url: '/api/cms/media-kit/upload',
      headers: { 'content-type': multipartType, ...(cookie ? { cookie } : {}) },
      payload: multipart([{ name: field, filename, type: 'application/octet-stream', data }]),
    })
  const lastAuditId = () => lastAuditIdOf(app)
  const auditSince = (id: number) => auditSinceOf(app, id)
  return { app, editor, viewer, topics, send, upload, lastAuditId, auditSince }
}

let shared: ReturnType<typeof build> | null = null
t.teardown(async () => {
  if (shared) await (await shared).app.close()
})
async function setup() {
  shared ??= build()
  const ctx = await shared
  await ctx.app.db.deleteFrom('media_kit_items').execute()
  await ctx.app.db.deleteFrom('media_files').execute()
  ctx.topics.length = 0
  return ctx
}

const ITEM = { title: '  Logo Pack  ', description: 'Every lockup, light and dark.', file_type: 'ZIP', file_url: 'https://cdn.example.com/yerth-logos.zip', file_size: '14 MB', item_count: '3 files' }

// ---- the media kit ----------------------------------------------------------------------------

t.test('console CRUD: create, list, update, delete; each change audited and announced', async (t) => {
  const { send, editor, topics, lastAuditId, auditSince } = await setup()
  const since = await lastAuditId()

  const created = await send('POST', '/api/cms/media-kit', ITEM)
  t.equal(created.statusCode, 201)
  const item = created.json().item as MediaKitItem
  t.match(item, { title: 'Logo Pack', description: 'Every lockup, light and dark.', file_type: 'ZIP', file_url: ITEM.file_url, file_size: '14 MB', item_count: '3 files', download_count: 0 })
  t.ok(Date.parse(item.created_at) && Date.parse(item.updated_at))
  t.equal(created.headers['cache-control'], 'no-store')

  const bare = (await send('POST', '/api/cms/media-kit', { title: 'Colour Palette', file_type: 'PDF', file_url: '/downloads/palette.pdf' })).json().item
  t.match(bare, { description: '', file_size: '', item_count: '' }, 'optional fields are empty strings')

  const list = await send('GET', '/api/cms/media-kit')
  t.equal(list.statusCode, 200)
  t.equal(list.json().total, 2)
  t.same(list.json().items.map((i: MediaKitItem) => i.title), ['Logo Pack', 'Colour Palette'], 'oldest first')
  t.same((await send('GET', '/api/cms/media-kit?search=palette')).json().items.map((i: MediaKitItem) => i.title), ['Colour Palette'])
  t.same((await send('GET', '/api/cms/media-kit?search=lockup')).json().total, 1, 'description searched too')
  t.same((await send('GET', '/api/cms/media-kit?search=%25')).json().total, 0, 'LIKE wildcards are literal')
  t.same((await send('GET', '/api/cms/media-kit?limit=1&offset=1')).json(), { items: [list.json().items[1]], total: 2 })

  const updated = await send('PUT', `/api/cms/media-kit/${item.id}`, { title: 'Logo Pack 2026', file_type: 'ZIP', file_url: ITEM.file_url, file_size: '15 MB' })
  t.equal(updated.statusCode, 200)
  t.match(updated.json().item, { title: 'Logo Pack 2026', file_size: '15 MB', description: ITEM.description, item_count: '3 files' }, 'fields not sent are kept')

  t.same((await send('DELETE', `/api/cms/media-kit/${bare.id}`)).json(), { success: true })
  t.equal((await send('GET', '/api/cms/media-kit')).json().total, 1)

  for (const [method, payload] of [['PUT', ITEM], ['DELETE', undefined]] as const) {
    const res = await send(method, '/api/cms/media-kit/999999', payload)
    t.same([res.statusCode, res.json()], [404, { error: 'This media kit item was not found. It may have been deleted.' }], `${method} of an unknown id`)
  }

  const audits = await auditSince(since)
  t.same(audits.map((a) => a.action), ['media_kit_item_created', 'media_kit_item_created', 'media_kit_item_updated', 'media_kit_item_deleted'])
  t.ok(audits.every((a) => a.admin_id === editor.admin.id && a.target_type === 'media_kit_item'))
  t.equal(audits[0].target_id, String(item.id))
  t.match(audits[2].details, { title: 'Logo Pack 2026' })
  t.equal(topics.filter((x) => x === 'media-kit').length, 4, 'every change publishes the media-kit topic')
})

t.test('bad bodies are 400 {error} naming the problem; nothing is stored', async (t) => {
  const { send, app } = await setup()
  const cases: Array<[string, unknown, RegExp]> = [
    ['missing title', { ...ITEM, title: undefined }, /body\.title is required/],
    ['blank title', { ...ITEM, title: '   ' }, /^Please enter the title\.$/],
    ['long title', { ...ITEM, title: 'x'.repeat(201) }, /^The title can be at most 200 characters\.$/],
    ['NUL in title', { ...ITEM, title: 'Logo\u0000Pack' }, /body\.title must not contain control characters/],
    ['lone surrogate', { ...ITEM, description: 'a\ud800b' }, /body\.description must be valid Unicode text/],
    ['unknown type', { ...ITEM, file_type: 'EXE' }, /^Pick one of: ZIP, PDF, PNG, JPG, DOC\.$/],
    ['lower-case type', { ...ITEM, file_type: 'zip' }, /^Pick one of/],
    ['number title', { ...ITEM, title: 42 }, /body\.title must be a string/],
    ['extra key', { ...ITEM, download_count: 1000 }, /Unknown field "download_count"/],
    ['javascript: url', { ...ITEM, file_url: 'javascript:alert(1)' }, /The file must be an uploaded file, a path of this site or a web address/],
    ['protocol-relative', { ...ITEM, file_url: '//evil.example.com/x.zip' }, /The file must be an uploaded file, a path of this site or a web address/],
    ['ftp', { ...ITEM, file_url: 'ftp://example.com/x.zip' }, /The file must be an uploaded file, a path of this site or a web address/],
    ['spaces', { ...ITEM, file_url: 'https://example.com/a b.zip' }, /The file must be an uploaded file, a path of this site or a web address/],
    ['credentials', { ...ITEM, file_url: 'https://user:pw@example.com/x.zip' }, /The file must be an uploaded file, a path of this site or a web address/],
    ['dot segments', { ...ITEM, file_url: '/media/../admin' }, /The file must be an uploaded file, a path of this site or a web address/],
    ['data: url', { ...ITEM, file_url: 'data:application/zip;base64,UEsDBA==' }, /The file must be an uploaded file, a path of this site or a web address/],
    ['long file_size', { ...ITEM, file_size: 'x'.repeat(51) }, /^The file size can be at most 50 characters\.$/],
    ['missing upload', { ...ITEM, file_url: `/media/files/${'a'.repeat(64)}.zip` }, /names an uploaded file that does not exist/],
    ['bad upload name', { ...ITEM, file_url: '/media/files/nothing.zip' }, /names an uploaded file that does not exist/],
  ]
  for (const [name, body, message] of cases) {
    const res = await send('POST', '/api/cms/media-kit', body)
    t.equal(res.statusCode, 400, name)
    t.match(res.json().error, message, `${name}: ${res.json().error}`)
  }
  const raw = await app.inject({ method: 'POST', url: '/api/cms/media-kit', headers: jsonHeaders((await shared!).editor.cookie), payload: '{"title":' })
  t.same([raw.statusCode, raw.json()], [400, { error: 'The request body is not valid JSON' }])
  t.equal((await send('GET', '/api/cms/media-kit')).json().total, 0)
})

t.test('permissions: anonymous 401, viewer reads but cannot write, editors write', async (t) => {
  const { send, viewer } = await setup()
  const id = (await send('POST', '/api/cms/media-kit', ITEM)).json().item.id
  const calls: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown]> = [
    ['GET', '/api/cms/media-kit', undefined],
    ['POST', '/api/cms/media-kit', ITEM],
    ['PUT', `/api/cms/media-kit/${id}`, ITEM],
    ['DELETE', `/api/cms/media-kit/${id}`, undefined],
    ['POST', '/api/cms/media-kit/upload', {}],
  ]
  for (const [method, url, payload] of calls) {
    const anonymous = await send(method, url, payload, null)
    t.same([anonymous.statusCode, anonymous.json()], [401, { error: 'Authentication required' }], `${method} ${url} anonymous`)
    const asViewer = await send(method, url, payload, viewer.cookie)
    if (method === 'GET') t.equal(asViewer.statusCode, 200, `${method} ${url} viewer`)
    else t.same([asViewer.statusCode, asViewer.json()], [403, { error: 'You do not have permission to do this' }], `${method} ${url} viewer`)
  }
  t.equal((await send('GET', '/api/cms/media-kit')).json().total, 1, 'nothing changed')
})

t.test('public list and the download counter: 250 concurrent downloads by 250 visitors, none lost', async (t) => {
  const { send, app } = await setup()
  const a = (await send('POST', '/api/cms/media-kit', ITEM)).json().item
  const b = (await send('POST', '/api/cms/media-kit', { ...ITEM, title: 'Typography Guide', file_type: 'PDF' })).json().item

  const list = await app.inject({ url: '/api/public/media-kit' })
  t.equal(list.statusCode, 200)
  t.same(list.json().items.map((i: MediaKitItem) => i.id), [a.id, b.id])
  t.same(Object.keys(list.json().items[0]).sort(), ['created_at', 'description', 'download_count', 'file_size', 'file_type', 'file_url', 'id', 'item_count', 'title', 'updated_at'])

  const N = 250
  const answers = await Promise.all(
    Array.from({ length: N }, (_, i) =>
      app.inject({ method: 'POST', url: `/api/public/media-kit/${i % 5 === 0 ? b.id : a.id}/download`, headers: { 'user-agent': `Browser ${i}` } }),
    ),
  )
  t.ok(answers.every((r) => r.statusCode === 200 && r.json().success === true), 'every download answered 200 {success:true}')
  t.equal(answers[0].headers['cache-control'], 'no-store')
  const counts = Object.fromEntries((await send('GET', '/api/cms/media-kit')).json().items.map((i: MediaKitItem) => [i.id, i.download_count]))
  t.same(counts, { [a.id]: N - N / 5, [b.id]: N / 5 }, 'exact counts')

  const unknown = await app.inject({ method: 'POST', url: '/api/public/media-kit/999999/download' })
  t.same([unknown.statusCode, unknown.json()], [404, { error: 'This media kit item was not found. It may have been deleted.' }])
  t.equal((await app.inject({ method: 'POST', url: '/api/public/media-kit/abc/download' })).statusCode, 400)
  const withBody = await app.inject({ method: 'POST', url: `/api/public/media-kit/${a.id}/download`, headers: { 'content-type': 'application/json' }, payload: '{}' })
  t.equal(withBody.statusCode, 200, 'a JSON body is ignored')
  const cross = await app.inject({ method: 'POST', url: `/api/public/media-kit/${a.id}/download`, headers: { 'sec-fetch-site': 'cross-site' } })
  t.equal(cross.statusCode, 403, 'cross-site posts are refused by the CSRF guard')
})

t.test('a visitor counts once per item and day, however often they post', async (t) => {
  const { send, app } = await setup()
  const a = (await send('POST', '/api/cms/media-kit', ITEM)).json().item
  const b = (await send('POST', '/api/cms/media-kit', { ...ITEM, title: 'Typography Guide', file_type: 'PDF' })).json().item
  const download = (id: number, ua = 'Same Browser', ip = '203.0.113.7') =>
    app.inject({ method: 'POST', url: `/api/public/media-kit/${id}/download`, headers: { 'user-agent': ua }, remoteAddress: ip })
  const counts = async () => Object.fromEntries((await send('GET', '/api/cms/media-kit')).json().items.map((i: MediaKitItem) => [i.id, i.download_count]))

  const answers = await Promise.all(Array.from({ length: 50 }, () => download(a.id)))
  t.ok(answers.every((r) => r.statusCode === 200 && r.json().success === true), 'every post is answered as a success')
  t.same(await counts(), { [a.id]: 1, [b.id]: 0 }, '50 posts by one visitor count once')
  await download(b.id)
  await download(a.id, 'Other Browser')
  await download(a.id, 'Same Browser', '198.51.100.9')
  t.same(await counts(), { [a.id]: 3, [b.id]: 1 }, 'another item, another browser, another address each count')

  const rows = await app.db.selectFrom('media_kit_downloads').selectAll().execute()
  t.equal(rows.length, 4)
  t.notMatch(JSON.stringify(rows), /203\.0\.113\.7|198\.51|Browser/, 'neither the address nor the user agent is stored')

  // The next day the same visitor counts again, and the previous day's rows and salt are gone.
  const counter = new DownloadCounter(app.db)
  const tomorrow = new Date(Date.now() + 86_400_000)
  t.equal(await counter.count(a.id, { ip: '203.0.113.7', userAgent: 'Same Browser' }, tomorrow), true)
  t.equal(await counter.count(a.id, { ip: '203.0.113.7', userAgent: 'Same Browser' }, tomorrow), true, 'a repeat is still answered as a download')
  t.same(await counts(), { [a.id]: 4, [b.id]: 1 })
  const days = await app.db.selectFrom('media_kit_download_salts').select('day').execute()
  t.equal(days.length, 1, 'one salt: the day that is still running')
  t.equal((await app.db.selectFrom('media_kit_downloads').selectAll().execute()).length, 1, 'earlier days are deleted')
  t.equal(await counter.count(999999, { ip: '203.0.113.7', userAgent: 'x' }, tomorrow), false, 'no such item')
  t.equal((await send('DELETE', `/api/cms/media-kit/${a.id}`)).statusCode, 200, 'an item with counted downloads can be deleted')
})

// ---- uploads ----------------------------------------------------------------------------------

t.test('every allowed type is recognised by its bytes, stored and served back as a download', async (t) => {
  const { upload, send, app, lastAuditId, auditSince, editor } = await setup()
  const files = await sampleFiles()
  const since = await lastAuditId()
  const cases: Array<[string, Buffer, string, string, string]> = [
    ['Logo Pack.zip', files.zip, 'ZIP', 'zip', 'application/zip'],
    ['press-release.DOCX', files.docx, 'DOC', 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['word-as-zip.zip', makeZip([['word/document.xml', '<w:document>other</w:document>']]), 'ZIP', 'zip', 'application/zip'],
    ['brand.pdf', files.pdf, 'PDF', 'pdf', 'application/pdf'],
    ['logo.png', files.png, 'PNG', 'png', 'image/png'],
    ['photo.jpeg', files.jpg, 'JPG', 'jpg', 'image/jpeg'],
    ['legacy.doc', files.doc, 'DOC', 'doc', 'application/msword'],
  ]
  for (const [filename, bytes, fileType, ext, mime] of cases) {
    const res = await upload(filename, bytes)
    t.equal(res.statusCode, 201, `${filename}: ${res.body}`)
    const body = res.json()
    t.match(body, { url: new RegExp(`^/media/files/[0-9a-f]{64}\\.${ext}$`), file_type: fileType, file_size: humanSize(bytes.length) }, filename)
    t.equal(res.headers['cache-control'], 'no-store')

    const served = await app.inject({ url: body.url })
    t.equal(served.statusCode, 200)
    t.same(served.rawPayload, bytes, `${filename}: the same bytes come back`)
    t.equal(served.headers['content-type'], mime)
    t.equal(served.headers['content-length'], String(bytes.length))
    t.equal(served.headers['x-content-type-options'], 'nosniff')
    t.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable')
    t.match(served.headers['content-disposition'], new RegExp(`^attachment; filename="[0-9a-f]{64}\\.${ext}"`), 'named by its hash while no item links it')
  }

  // An item that links the file names the download.
  const pdf = (await upload('brand.pdf', files.pdf)).json()
  t.equal((await app.db.selectFrom('media_files').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n, 7, 'the same bytes are stored once')
  const created = await send('POST', '/api/cms/media-kit', { title: 'Brand Guidelines «2026»', file_type: 'PDF', file_url: pdf.url, file_size: pdf.file_size })
  t.equal(created.statusCode, 201)
  const named = await app.inject({ url: pdf.url })
  t.equal(named.headers['content-disposition'], `attachment; filename="Brand Guidelines 2026.pdf"; filename*=UTF-8''Brand%20Guidelines%20%C2%AB2026%C2%BB.pdf`)
  t.equal(named.headers['cross-origin-resource-policy'], 'cross-origin', 'other sites may link and embed kit files')
  t.equal((await app.inject({ url: '/api/public/media-kit' })).headers['cross-origin-resource-policy'], 'same-origin', 'the API stays same-origin')

  const wrongType = await send('POST', '/api/cms/media-kit', { title: 'Mislabelled', file_type: 'ZIP', file_url: pdf.url })
  t.match([wrongType.statusCode, wrongType.json()], [400, { error: 'The uploaded file is a PDF file: choose PDF as its file type.', details: [{ field: 'file_type' }] }])

  const etag = named.headers.etag as string
  t.match(etag, /^"[0-9a-f]{64}"$/)
  t.equal((await app.inject({ url: pdf.url, headers: { 'if-none-match': etag } })).statusCode, 304)
  const head = await app.inject({ method: 'HEAD', url: pdf.url })
  t.equal(head.statusCode, 200)
  t.equal(head.headers['content-length'], String(files.pdf.length))
  t.equal(head.body, '')
  for (const url of ['/media/files/' + 'a'.repeat(64) + '.pdf', pdf.url.replace('.pdf', '.zip'), '/media/files/x.pdf', '/media/files/' + 'A'.repeat(64) + '.pdf']) {
    const res = await app.inject({ url })
    t.same([res.statusCode, res.json()], [404, { error: 'File not found' }], url)
  }

  const audits = (await auditSince(since)).filter((a) => a.action === 'media_file_uploaded')
  t.equal(audits.length, 8, 'every upload is audited')
  t.match(audits[0], { admin_id: editor.admin.id, target_type: 'media_file', details: { filename: 'Logo Pack.zip', file_type: 'ZIP', duplicate: false } })
  t.match(audits[7].details, { duplicate: true })
})

t.test('while the site is gated a file is downloaded under a neutral name, never the title of an item', async (t) => {
  const { app, send, upload, viewer } = await setup()
  const pdf = (await upload('kit.pdf', '%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')).json()
  t.equal((await send('POST', '/api/cms/media-kit', { title: 'Unannounced Product Sheet', file_type: 'PDF', file_url: pdf.url })).statusCode, 201)
  const sha = pdf.url.slice('/media/files/'.length, -'.pdf'.length) as string
  await app.settings.update({ password_protection_enabled: '1', access_password: 'gate-pass-123' }, null)
  t.teardown(() => app.settings.update({ password_protection_enabled: '0' }, null))

  for (const method of ['GET', 'HEAD'] as const) {
    const anonymous = await app.inject({ method, url: pdf.url })
    t.equal(anonymous.statusCode, 200, `${method}: the link still works`)
    t.equal(anonymous.headers['content-disposition'], `attachment; filename="yerth-${sha.slice(0, 12)}.pdf"; filename*=UTF-8''yerth-${sha.slice(0, 12)}.pdf`)
    t.notMatch(JSON.stringify(anonymous.headers), /Unannounced/, `${method}: no header names the item`)
    t.equal(anonymous.headers['cache-control'], 'private, no-store', 'no cache keeps an answer that depends on the visitor')
  }
  const staffCopy = await app.inject({ url: pdf.url, headers: { cookie: viewer.cookie } })
  t.match(staffCopy.headers['content-disposition'], /filename="Unannounced Product Sheet\.pdf"/, 'staff pass the gate and get the title')
  t.equal(staffCopy.headers['cache-control'], 'private, no-store')

  await app.settings.update({ password_protection_enabled: '0' }, null)
  const open = await app.inject({ url: pdf.url })
  t.match(open.headers['content-disposition'], /filename="Unannounced Product Sheet\.pdf"/, 'the open site names the download after the item')
  t.equal(open.headers['cache-control'], 'public, max-age=31536000, immutable')
})

t.test('a file bigger than one chunk streams back whole', async (t) => {
  const { upload, app } = await setup()
  const big = Buffer.alloc(FILE_CHUNK_BYTES * 2 + 12345)
  for (let i = 0; i < big.length; i++) big[i] = (i * 2654435761) >>> 24
  big.write('%PDF-1.7\n', 0, 'latin1')
  const res = await upload('annual-report.pdf', big)
  t.equal(res.statusCode, 201)
  t.equal((await app.db.selectFrom('media_file_chunks').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n, 3)
  const served = await app.inject({ url: res.json().url })
  t.equal(served.rawPayload.length, big.length)
  t.ok(served.rawPayload.equals(big), 'byte for byte')
})

t.test('names that disagree with the bytes, and bytes of no allowed type, are refused', async (t) => {
  const { upload, app } = await setup()
  const files = await sampleFiles()
  const cases: Array<[string, Buffer | string, string]> = [
    ['logo.pdf', files.png, "The file's contents do not match its name: a .pdf file that holds a PNG image"],
    ['photo.png', files.jpg, "The file's contents do not match its name: a .png file that holds a JPG image"],
    ['archive.pdf', files.zip, "The file's contents do not match its name: a .pdf file that holds a ZIP archive"],
    ['letter.docx', files.zip, "The file's contents do not match its name: a .docx file that holds a ZIP archive"],
    ['letter.doc', files.docx, "The file's contents do not match its name: a .doc file that holds a Word document (.docx)"],
    ['budget.doc', files.xls, 'The file must be a ZIP, PDF, PNG, JPG or DOC file'],
    ['notes.pdf', 'just some text, not a PDF', 'The file must be a ZIP, PDF, PNG, JPG or DOC file'],
    ['page.pdf', '<html><script>alert(1)</script></html>', 'The file must be a ZIP, PDF, PNG, JPG or DOC file'],
    ['image.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'The file must be a ZIP, PDF, PNG, JPG or DOC file'],
    ['logo.gif', files.png, 'The file name must end in .zip, .pdf, .png, .jpg, .jpeg, .doc or .docx'],
    ['logo', files.png, 'The file name must end in .zip, .pdf, .png, .jpg, .jpeg, .doc or .docx'],
    ['.pdf', files.pdf, 'The file name must end in .zip, .pdf, .png, .jpg, .jpeg, .doc or .docx'],
    ['run.exe', Buffer.from('MZ\x90\x00'), 'The file must be a ZIP, PDF, PNG, JPG or DOC file'],
    ['empty.pdf', Buffer.alloc(0), 'The file is empty'],
  ]
  for (const [filename, data, message] of cases) {
    const res = await upload(filename, Buffer.from(data))
    t.same([res.statusCode, res.json()], [400, { error: message }], filename)
  }
  t.equal((await app.db.selectFrom('media_files').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n, 0, 'nothing stored')
})

t.test('size limit: exactly 50 MB is stored; 50 MB + 1 byte is a 413, so is a body declared too large', async (t) => {
  const { upload, app, editor } = await setup()
  const most = Buffer.alloc(MAX_KIT_FILE_BYTES, 0x20)
  most.write('%PDF-1.4\n', 0, 'latin1')
  const stored = await upload('largest.pdf', most)
  t.same([stored.statusCode, stored.json().file_size], [201, '50 MB'])
  const served = await app.inject({ url: stored.json().url })
  t.equal(served.rawPayload.length, MAX_KIT_FILE_BYTES)
  t.ok(served.rawPayload.equals(most), 'byte for byte')
  await app.db.deleteFrom('media_files').execute()

  const over = Buffer.alloc(MAX_KIT_FILE_BYTES + 1)
  over.write('%PDF-1.4\n', 0, 'latin1')
  const res = await upload('huge.pdf', over)
  t.same([res.statusCode, res.json()], [413, { error: 'The file is too large (50 MB at most)' }])
  t.equal(res.headers['cache-control'], 'no-store')

  const declared = await app.inject({
    method: 'POST',
    url: '/api/cms/media-kit/upload',
    headers: { 'content-type': multipartType, cookie: editor.cookie, 'content-length': String(MAX_KIT_FILE_BYTES * 2) },
    payload: multipart([{ name: 'file', filename: 'x.pdf', data: '%PDF-1.4' }]),
  })
  t.equal(declared.statusCode, 413, 'refused from Content-Length before reading')
  t.equal((await app.db.selectFrom('media_files').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n, 0)
})

t.test('malformed, cut-off and wrongly shaped uploads are 4xx {error}', async (t) => {
  const { app, editor, upload } = await setup()
  const files = await sampleFiles()
  const post = (payload: Buffer | string, contentType: string) =>
    app.inject({ method: 'POST', url: '/api/cms/media-kit/upload', headers: { 'content-type': contentType, cookie: editor.cookie }, payload })
  const whole = multipart([{ name: 'file', filename: 'brand.pdf', data: files.pdf }])
  const cases: Array<[string, Buffer | string, string, number, string]> = [
    ['JSON', '{"file":"x"}', 'application/json', 415, 'Send the file as multipart/form-data, in one field named "file"'],
    ['text', 'hello', 'text/plain', 415, 'Send the file as multipart/form-data, in one field named "file"'],
    ['urlencoded', 'file=x', 'application/x-www-form-urlencoded', 415, 'Send the file as multipart/form-data, in one field named "file"'],
    ['no boundary', whole, 'multipart/form-data', 400, 'The upload was cut off or malformed. Please try again.'],
    ['wrong boundary', whole, 'multipart/form-data; boundary=other', 400, 'The upload was cut off or malformed. Please try again.'],
    ['cut off', whole.subarray(0, whole.length - 40), multipartType, 400, 'The upload was cut off or malformed. Please try again.'],
    ['JSON in a multipart type', '{"file":"x"}', multipartType, 400, 'The upload was cut off or malformed. Please try again.'],
    ['empty body', '', multipartType, 400, 'No file was sent: send it in a field named "file"'],
    ['fields only', multipart([{ name: 'title', data: 'Logo' }]), multipartType, 400, 'No file was sent: send it in a field named "file"'],
    ['two files', multipart([{ name: 'file', filename: 'a.pdf', data: files.pdf }, { name: 'file', filename: 'b.pdf', data: files.pdf }]), multipartType, 400, 'Send exactly one file, in a field named "file"'],
    ['__proto__ field', multipart([{ name: '__proto__', filename: 'a.pdf', data: files.pdf }]), multipartType, 400, 'The upload was cut off or malformed. Please try again.'],
  ]
  for (const [name, payload, type, status, error] of cases) {
    const res = await post(payload, type)
    t.same([res.statusCode, res.json()], [status, { error }], name)
  }
  const wrongField = await upload('brand.pdf', files.pdf, editor.cookie, 'document')
  t.same([wrongField.statusCode, wrongField.json()], [400, { error: 'Send exactly one file, in a field named "file"' }])
  const withFields = await post(multipart([{ name: 'note', data: 'x' }, { name: 'file', filename: 'brand.pdf', data: files.pdf }]), multipartType)
  t.equal(withFields.statusCode, 201, 'small fields beside the file are ignored')
})

t.test('an upload aborted mid-file over a real socket does not hurt the server', async (t) => {
  const { app, editor } = await setup()
  const address = await app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = new URL(address)
  const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`)
  // The server's side of the upload, to cut it off once the server is reading it and to see it end.
  let serverSide: IncomingMessage | undefined
  app.server.prependListener('request', (req: IncomingMessage) => {
    if (req.url === '/api/cms/media-kit/upload') serverSide ??= req
  })
  await new Promise<void>((resolve) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port: Number(port),
      method: 'POST',
      path: '/api/cms/media-kit/upload',
      headers: { 'content-type': multipartType, cookie: editor.cookie, 'content-length': String(10 * 1024 * 1024) },
    })
    req.on('error', () => resolve())
    req.on('response', (res) => {
      res.resume()
      res.on('end', resolve)
    })
    req.write(head)
    req.write(Buffer.alloc(256 * 1024, 0x41))
    eventually(() => (serverSide?.socket?.bytesRead ?? 0) > head.length, { what: 'the server reading the upload' })
      .catch(() => {}) // checked below: t.ok(serverSide)
      .finally(() => {
        req.destroy()
        resolve()
      })
  })
  t.ok(serverSide, 'the upload reached the server')
  await eventually(() => serverSide!.destroyed, { what: 'the server seeing the upload cut off' })
  const files = await sampleFiles()
  const after = await app.inject({ method: 'POST', url: '/api/cms/media-kit/upload', headers: { 'content-type': multipartType, cookie: editor.cookie }, payload: multipart([{ name: 'file', filename: 'ok.pdf', data: files.pdf }]) })
  t.equal(after.statusCode, 201, 'the next upload works')
  t.equal((await app.db.selectFrom('media_files').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n, 1, 'the aborted one stored nothing')
})

t.test('helpers', async (t) => {
  const files = await sampleFiles()
  t.same(zipEntryNames(files.docx), ['[Content_Types].xml', 'word/document.xml'])
  t.equal(zipEntryNames(files.zip.subarray(0, 40)), null, 'a truncated archive has no readable directory')
  t.equal(detect(files.zip.subarray(0, 40)), 'zip', 'but is still a ZIP by its bytes')
  const commented = Buffer.concat([files.docx.subarray(0, files.docx.length - 2), Buffer.from([4, 0]), Buffer.from('PK\u0005\u0006')])
  t.equal(detect(commented), 'docx', 'an archive comment holding the end signature is skipped')
  t.equal(extensionOf('C:\\Users\\ada\\Logo.JPEG'), 'jpg')
  t.equal(extensionOf('archive.tar.gz'), null)
  t.same([humanSize(1), humanSize(812), humanSize(48 * 1024), humanSize(12.44 * 1024 * 1024), humanSize(MAX_KIT_FILE_BYTES)], ['1 byte', '812 bytes', '48 KB', '12.4 MB', '50 MB'])
  t.equal(attachmentHeader(null, 'abc', 'zip'), `attachment; filename="abc.zip"; filename*=UTF-8''abc.zip`)
  t.equal(attachmentHeader('a"b\\c/d\r\ne', 'abc', 'pdf'), `attachment; filename="a b c d e.pdf"; filename*=UTF-8''a%20b%20c%20d%20e.pdf`)
  t.equal(attachmentHeader('Ünïcödé', 'abc', 'pdf'), `attachment; filename="Unicode.pdf"; filename*=UTF-8''%C3%9Cn%C3%AFc%C3%B6d%C3%A9.pdf`)
  t.equal(attachmentHeader('日本', 'abc', 'pdf'), `attachment; filename="abc.pdf"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.pdf`)
  t.equal(attachmentHeader('invoice\u202Efdp.exe\u200b', 'abc', 'pdf'), `attachment; filename="invoicefdp.exe.pdf"; filename*=UTF-8''invoicefdp.exe.pdf`, 'a right-to-left override cannot make a name read as another')
  t.equal(attachmentHeader('a\ud800b\u0085c', 'abc', 'pdf'), `attachment; filename="ab c.pdf"; filename*=UTF-8''a%EF%BF%BDb%20c.pdf`, 'a lone surrogate (U+FFFD, no ASCII form: left out of the plain name) and a C1 control (a space) cannot break the header')
})
