/** The Media Manager's pure rules (admin-area §5, §8): required fields, addresses, bodies, upload checks and outcomes. */
import t from 'tap'
import type { ApiResponse } from '../../api/client.ts'
import {
  checkKitFile,
  emptyMediaKitForm,
  emptyPressForm,
  EXTERNAL_URL_INVALID,
  FILE_TOO_LARGE,
  FILE_TYPE_REFUSED,
  FILE_URL_INVALID,
  fileName,
  kitUploadOutcome,
  MAX_KIT_FILE_BYTES,
  MEDIA_KIT_REQUIRED,
  mediaKitCheck,
  mediaKitInputOf,
  mediaSaveError,
  PRESS_REQUIRED,
  pressCheck,
  pressInputOf,
  readableSize,
  validFileUrl,
} from './mediaForms.ts'
import { pressState } from './pressCollection.tsx'

const refused = (status: number, error?: string): ApiResponse<unknown> => ({ ok: false, status, data: error === undefined ? null : { error } })

t.test('media kit: title, file type and a valid file URL are required', async (t) => {
  const empty = mediaKitCheck(emptyMediaKitForm())
  t.equal(empty.message, MEDIA_KIT_REQUIRED)
  t.same(Object.keys(empty.problems), ['title', 'file_type', 'file_url'], 'every gap, in the order to fix them')
  const filled = { ...emptyMediaKitForm(), title: ' Logos ', file_type: 'ZIP' as const }
  for (const url of ['https://cdn.example.com/a.zip', 'http://example.com/x', '/media/files/abc.zip']) t.same(mediaKitCheck({ ...filled, file_url: url }), { problems: {}, message: null }, url)
  for (const url of ['not a url', 'ftp://example.com/a.zip', '//evil.example/a', '/media/../etc', 'javascript:alert(1)', 'https://', '/a b']) {
    t.same(mediaKitCheck({ ...filled, file_url: url }), { problems: { file_url: FILE_URL_INVALID }, message: FILE_URL_INVALID }, url)
    t.notOk(validFileUrl(url), url)
  }
  const body = mediaKitInputOf({ ...filled, file_url: ' /media/files/abc.zip ', file_size: ' 12 MB ', description: '  ' })
  t.same(body, { title: 'Logos', description: '', file_type: 'ZIP', file_url: '/media/files/abc.zip', file_size: '12 MB', item_count: '' })
})

t.test('press: title and content required; the external URL must be http(s) when given', async (t) => {
  const empty = pressCheck(emptyPressForm(), () => true)
  t.equal(empty.message, PRESS_REQUIRED)
  t.same(Object.keys(empty.problems), ['title', 'content'])
  const filled = { ...emptyPressForm(), title: 'Feature' }
  t.same(pressCheck(filled, () => false), { problems: {}, message: null })
  t.same(pressCheck({ ...filled, external_url: 'ftp://x.example/a' }, () => false), { problems: { external_url: EXTERNAL_URL_INVALID }, message: EXTERNAL_URL_INVALID })
  t.equal(pressCheck({ ...filled, external_url: 'ftp://x.example/a' }, () => true).message, PRESS_REQUIRED, 'a missing field is said first')
  const body = pressInputOf({ ...filled, content: '<p>x</p>', publish_date: '', external_url: ' https://news.example.com/a ' })
  t.equal(body.publish_date, null, 'no date → null')
  t.equal(body.external_url, 'https://news.example.com/a')
  t.equal(body.status, 'draft', 'new highlights are drafts')
})

t.test('press: a published highlight with a future date is scheduled', async (t) => {
  const now = Date.parse('2026-11-24T12:00:00Z')
  t.equal(pressState({ status: 'draft', publish_date: '2027-01-01T00:00:00Z' }, now), 'draft')
  t.equal(pressState({ status: 'published', publish_date: '2027-01-01T00:00:00Z' }, now), 'scheduled')
  t.equal(pressState({ status: 'published', publish_date: '2026-01-01T00:00:00Z' }, now), 'published')
  t.equal(pressState({ status: 'published', publish_date: null }, now), 'published')
})

t.test('save errors: the server says why; a 401 says how to save', async (t) => {
  t.same(mediaSaveError(refused(409, 'A press highlight with this slug already exists'), 'x'), { message: 'A press highlight with this slug already exists' })
  t.same(mediaSaveError(refused(500), 'Failed to save press highlight'), { message: 'Failed to save press highlight' })
  t.match(mediaSaveError(refused(401, 'Authentication required'), 'x').message, /session has ended/)
})

t.test('media kit upload: checks before sending and the outcome', async (t) => {
  t.equal(checkKitFile({ name: 'kit.zip', size: MAX_KIT_FILE_BYTES }), null, 'exactly 50 MB is fine')
  t.equal(checkKitFile({ name: 'kit.zip', size: MAX_KIT_FILE_BYTES + 1 }), FILE_TOO_LARGE)
  t.equal(checkKitFile({ name: 'Brief.DOCX', size: 10 }), null, 'extensions in any case')
  for (const name of ['kit.exe', 'kit.svg', 'noextension', 'kit.pdf.js']) t.equal(checkKitFile({ name, size: 10 }), FILE_TYPE_REFUSED, name)
  t.equal(checkKitFile({ name: 'kit.pdf', size: 0 }), 'The file is empty')
  const ok = { ok: true, status: 201, statusText: 'Created' }
  t.same(kitUploadOutcome({ ...ok, body: { url: '/media/files/ab.pdf', file_type: 'PDF', file_size: '1.2 MB' } }), { url: '/media/files/ab.pdf', file_type: 'PDF', file_size: '1.2 MB' })
  t.same(kitUploadOutcome({ ...ok, body: { url: '/media/files/ab.pdf' } }), { reason: 'Upload failed - no URL returned' }, 'no type: not usable')
  t.same(kitUploadOutcome({ ok: false, status: 400, statusText: 'Bad Request', body: { error: 'The file must be a ZIP, PDF, PNG, JPG or DOC file' } }), { reason: 'The file must be a ZIP, PDF, PNG, JPG or DOC file' })
  t.same(kitUploadOutcome({ ok: false, status: 413, statusText: 'Payload Too Large', body: null }), { reason: FILE_TOO_LARGE })
  t.same(kitUploadOutcome({ ok: false, status: 502, statusText: 'Bad Gateway', body: null }), { reason: 'Upload failed: 502 Bad Gateway' })
  t.equal(readableSize(12.4 * 1024 * 1024), '12.4 MB')
  t.equal(readableSize(2 * 1024 * 1024), '2 MB')
  t.equal(readableSize(830 * 1024), '830 KB')
  t.equal(fileName('https://cdn.example.com/a/Fact%20sheet.pdf?v=2'), 'Fact sheet.pdf')
  t.equal(fileName('/media/files/abc.zip'), 'abc.zip')
})
