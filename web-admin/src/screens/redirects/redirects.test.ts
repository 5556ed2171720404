/** The Redirects screen's pure rules (issue 18): values and body, the checks as you type, a refusal at its fields, list paging and row texts. */
import t from 'tap'
import { REDIRECT_TARGET_MESSAGES } from '../../../../shared/redirect-target.ts'
import type { Redirect } from '../../../../shared/api/redirects.ts'
import { CHECK_FIELDS, NETWORK_FAILURE, SERVER_FAILURE } from '../../../../shared/refusal.ts'
import type { ApiResponse } from '../../api/client.ts'
import {
  checkRedirectForm,
  deleteQuestion,
  emptyRedirectForm,
  formChanged,
  FROM_NEEDS_SLASH,
  FROM_REQUIRED,
  fromPathProblem,
  isExternal,
  lastHitText,
  listParams,
  liveProblems,
  NETWORK_REFUSAL,
  REDIRECT_GONE,
  redirectBodyOf,
  redirectFormOf,
  redirectName,
  SAVE_FAILED,
  saveRefusalOf,
  savedText,
  SESSION_ENDED,
  TO_INVALID,
  TO_REQUIRED,
  toProblem,
  typeLabel,
} from './redirects.ts'

const redirect = (over: Partial<Redirect> = {}): Redirect => ({
  id: 7,
  from_path: '/old-story',
  to: '/about',
  status: 301,
  hits: 0,
  last_hit_at: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  ...over,
})

const refused = (status: number, data: unknown): ApiResponse<unknown> => ({ ok: false, status, data: data as never })

t.test('values: a new form is permanent and empty; a row becomes the form and the form the body', async (t) => {
  t.same(emptyRedirectForm(), { from_path: '', to: '', status: '301' })
  t.same(redirectFormOf(redirect({ status: 302, to: 'https://example.com/x' })), { from_path: '/old-story', to: 'https://example.com/x', status: '302' })
  t.same(redirectBodyOf({ from_path: '  /old ', to: ' /new  ', status: '302' }), { from_path: '/old', to: '/new', status: 302 })
  t.same(redirectBodyOf({ from_path: '/old', to: '/new', status: '301' }).status, 301)
  const start = redirectFormOf(redirect())
  t.notOk(formChanged({ ...start }, start))
  t.ok(formChanged({ ...start, status: '302' }, start))
  t.ok(formChanged({ ...start, to: '/about-us' }, start))
})

t.test('as you type: the old address starts with /', async (t) => {
  for (const ok of ['', '   ', '/', '/old-story', ' /old ', '/a/b?c=1']) t.equal(fromPathProblem(ok), null, JSON.stringify(ok))
  for (const bad of ['old-story', 'o', 'https://yerth.com/old', ' x/']) t.equal(fromPathProblem(bad), FROM_NEEDS_SLASH, bad)
})

t.test('as you type: the destination is a path of this site or a full http(s) address', async (t) => {
  for (const ok of ['', '/', '/about', 'https://example.com/x', 'http://example.com', 'HTTPS://Example.com/A'])
    t.equal(toProblem(ok), null, ok)
  // Typing the scheme a letter at a time is not flagged yet.
  for (const typing of ['h', 'ht', 'htt', 'http', 'https', 'http:', 'https:/', 'https://', 'HTTP']) t.equal(toProblem(typing), null, typing)
  for (const bad of ['about', 'www.example.com', 'ftp://example.com', 'mailto:a@b.c', 'javascript:alert(1)', 'https:/x', 'httpx'])
    t.equal(toProblem(bad), TO_INVALID, bad)
  t.same(liveProblems({ from_path: 'old', to: 'new', status: '301' }), { from_path: FROM_NEEDS_SLASH, to: TO_INVALID })
  t.same(liveProblems({ from_path: '/old', to: '/new', status: '301' }), {})
  // The server's reading, as you type (issue 29).
  t.equal(toProblem('/zażółć'), null, 'letters beyond ASCII are a fine path')
  t.equal(toProblem('//evil.example'), REDIRECT_TARGET_MESSAGES.elsewhere)
  t.equal(toProblem('/\\evil.example/'), REDIRECT_TARGET_MESSAGES.elsewhere)
  t.equal(toProblem('/a\r\nb'), REDIRECT_TARGET_MESSAGES.control)
})

t.test('before sending: both addresses are required and well formed', async (t) => {
  t.same(checkRedirectForm(emptyRedirectForm()), { from_path: FROM_REQUIRED, to: TO_REQUIRED })
  t.same(checkRedirectForm({ from_path: 'old', to: 'https://', status: '301' }), { from_path: FROM_NEEDS_SLASH, to: TO_INVALID })
  t.same(checkRedirectForm({ from_path: '/old', to: 'https://example.com', status: '302' }), {})
})

t.test("a refusal: the server's details at their fields, one line above the buttons", async (t) => {
  const about = 'The site already serves /about itself: a redirect there would hide that page.'
  t.same(saveRefusalOf(refused(400, { error: about, details: [{ field: 'from_path', message: about }] })), { fields: { from_path: about }, summary: CHECK_FIELDS }, 'a summary repeating the field points to it')

  const taken = 'There is already a redirect from /x.'
  t.same(saveRefusalOf(refused(409, { error: taken, details: [{ field: 'from_path', message: taken }] })), { fields: { from_path: taken }, summary: CHECK_FIELDS })
  t.same(saveRefusalOf(refused(409, { error: taken })), { fields: {}, summary: taken }, 'without details the sentence is the summary')

  const loop = 'This would send visitors round in a loop: /a already leads back to /x.'
  const slash = 'Start the old address with / (for example /old-page).'
  t.same(
    saveRefusalOf(refused(400, { error: 'The redirect was not saved.', details: [{ field: 'from_path', message: slash }, { field: 'to', message: loop }] })),
    { fields: { from_path: slash, to: loop }, summary: 'The redirect was not saved.' },
    "the server's own sentence stays on top",
  )
  t.same(saveRefusalOf(refused(400, { error: 'body/from_path must match pattern', details: [{ field: 'status', message: 'Choose permanent or temporary.' }] })), {
    fields: { status: 'Choose permanent or temporary.' },
    summary: CHECK_FIELDS,
  }, 'validator text is never shown')
  t.same(saveRefusalOf(refused(400, { error: 'Not saved.', details: [{ field: 'note', message: 'Something else.' }] })), { fields: {}, summary: 'Something else.' }, 'a field the form does not have joins the summary')
  t.same(saveRefusalOf(refused(400, { details: [{ field: 'to', message: loop }, { field: 'other', message: 'More.' }] })), { fields: { to: loop }, summary: `${CHECK_FIELDS} More.` })
  t.same(saveRefusalOf(refused(400, { details: [{ field: 'to.0', message: loop }] })).fields, { to: loop }, 'a nested path names its field')
})

t.test('a refusal without details: status and fallbacks', async (t) => {
  t.same(saveRefusalOf(refused(403, { error: 'Your role cannot change redirects.' })), { fields: {}, summary: 'Your role cannot change redirects.' })
  t.same(saveRefusalOf(refused(404, { error: 'Not found' })), { fields: {}, summary: REDIRECT_GONE })
  t.same(saveRefusalOf(refused(401, null)), { fields: {}, summary: SESSION_ENDED })
  t.same(saveRefusalOf(refused(400, null)), { fields: {}, summary: SAVE_FAILED })
  t.same(saveRefusalOf(refused(500, { error: 'boom' })), { fields: {}, summary: SAVE_FAILED })
  t.not(SAVE_FAILED, SERVER_FAILURE)
  t.match(saveRefusalOf(refused(429, { error: 'slow down' })).summary, /^Too many attempts/)
  t.same(NETWORK_REFUSAL, { fields: {}, summary: NETWORK_FAILURE })
})

t.test('the list: limit and offset become the page (from 1); the search is sent only when there is one', async (t) => {
  t.equal(listParams({ search: '', limit: 20, offset: 0 }), 'page=1')
  t.equal(listParams({ search: '  old ', limit: 20, offset: 40 }), 'search=old&page=3')
  t.equal(listParams({ search: '/a b&c', limit: 20, offset: 20 }), 'search=%2Fa+b%26c&page=2')
})

t.test('rows: destination, type, last hit, names and questions', async (t) => {
  t.ok(isExternal('https://example.com/x'))
  t.ok(isExternal('HTTP://example.com'))
  t.notOk(isExternal('/journal/blogs/new-post'))
  t.notOk(isExternal('/https://x'))
  t.equal(typeLabel(301), 'Permanent (301)')
  t.equal(typeLabel(302), 'Temporary (302)')

  const now = Date.parse('2025-06-10T12:00:00.000Z')
  t.equal(lastHitText(null, now), 'Never')
  t.equal(lastHitText('not a date', now), 'Never')
  t.equal(lastHitText('2025-06-10T11:59:50.000Z', now), 'just now')
  t.equal(lastHitText('2025-06-10T09:00:00.000Z', now), '3 hours ago')
  t.equal(lastHitText('2025-06-07T12:00:00.000Z', now), '3 days ago')
  t.notMatch(lastHitText('2025-01-02T12:00:00.000Z', now), /ago/, 'older than a week: the date')
  t.match(lastHitText('2025-01-02T12:00:00.000Z', now), /2025/)

  t.equal(redirectName(redirect()), 'redirect from /old-story')
  t.same(deleteQuestion(redirect()), {
    title: 'Delete the redirect from /old-story?',
    description: 'Visitors who follow old links to /old-story will see the page-not-found page.',
  })
  t.equal(savedText(redirect(), true), 'Redirect from /old-story to /about added.')
  t.equal(savedText(redirect(), false), 'Redirect from /old-story to /about saved.')
})
