/**
 * The console's rules for not losing work: unsaved copies kept per user, kind and item; the wait
 * after a throttled sign-in; the moments the restore question names.
 */
import t from 'tap'
import type { ApiResponse } from '../api/client.ts'
import { retryAfterSeconds } from '../api/client.ts'
import { formatMoment, timeAgo } from './dates.ts'
import { DRAFT_MAX_AGE_MS, draftKey, listDrafts, readDraft, removeDraft, sameValues, writeDraft } from './drafts/draftStore.ts'
import { blogSaveError } from '../screens/blogs/blogForm.ts'
import { vlogSaveError } from '../screens/vlogs/vlogForm.ts'
import { clockLabel, LOGIN_FAILED, LOGIN_UNAVAILABLE, SIGN_IN_TO_SAVE, signInProblem, tooManyAttempts, waitPhrase } from './signIn.ts'

/** A Storage on a Map, as localStorage behaves. */
function memoryStorage(quota = Infinity) {
  const map = new Map<string, string>()
  return {
    map,
    get length() {
      return map.size
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (v.length > quota) throw new DOMException('full', 'QuotaExceededError')
      map.set(k, v)
    },
    removeItem: (k: string) => void map.delete(k),
  }
}

t.test('copies are kept per user, kind and item', async (t) => {
  const storage = memoryStorage()
  const now = Date.UTC(2026, 10, 23, 12)
  const ann = { userId: 1, kind: 'blog' as const, itemId: null }
  t.ok(writeDraft(ann, { title: 'Hello', content: '<p>Hi</p>' }, 'Hello', storage, now))
  t.ok(writeDraft({ ...ann, itemId: 7 }, { title: 'Edited' }, 'Edited', storage, now + 1000))
  t.ok(writeDraft({ ...ann, userId: 2 }, { title: 'Bob’s' }, 'Bob’s', storage, now))
  t.ok(writeDraft({ ...ann, kind: 'vlog' }, { title: 'A vlog' }, 'A vlog', storage, now))

  t.same(readDraft(ann, storage, now), { savedAt: now, label: 'Hello', values: { title: 'Hello', content: '<p>Hi</p>' } })
  t.same(readDraft({ ...ann, userId: 3 }, storage, now), null, 'another user sees nothing')
  t.same(
    listDrafts(1, 'blog', storage, now).map((d) => [d.itemId, d.label]),
    [
      [7, 'Edited'],
      [null, 'Hello'],
    ],
    'newest first, only this user and kind',
  )
  t.same(listDrafts(2, 'blog', storage, now).length, 1)
  t.equal(draftKey(ann), 'yerth-admin-draft:v1:1:blog:new')

  removeDraft(ann, storage)
  t.equal(readDraft(ann, storage, now), null)
  t.equal(listDrafts(1, 'blog', storage, now).length, 1)
})

t.test('old, broken or refused copies', async (t) => {
  const storage = memoryStorage(200)
  const slot = { userId: 1, kind: 'vlog' as const, itemId: 3 }
  const now = Date.now()
  writeDraft(slot, { a: 1 }, '', storage, now - DRAFT_MAX_AGE_MS - 1)
  t.equal(readDraft(slot, storage, now), null, 'too old')
  t.equal(storage.getItem(draftKey(slot)), null, 'and dropped')
  storage.setItem(draftKey(slot), '{not json')
  t.equal(readDraft(slot, storage, now), null, 'unreadable')
  storage.setItem('yerth-admin-draft:v1:1:vlog:abc', JSON.stringify({ savedAt: now, label: '', values: {} }))
  t.same(listDrafts(1, 'vlog', storage, now), [], 'odd keys are ignored')
  t.notOk(writeDraft(slot, { content: 'x'.repeat(500) }, '', storage, now), 'a full storage refuses without throwing')
  t.equal(readDraft(slot, null, now), null, 'no storage at all')
  t.ok(sameValues({ a: 1, b: 'x' }, { a: 1, b: 'x' }))
  t.notOk(sameValues({ a: 1 }, { a: 2 }))
})

const throttled = (retryAfter: string | null): ApiResponse<unknown> => ({
  ok: false,
  status: 429,
  data: { error: 'Too many failed sign-in attempts. Please try again later.' },
  headers: new Headers(retryAfter === null ? {} : { 'retry-after': retryAfter }),
})

t.test('a throttled sign-in says how long to wait', async (t) => {
  t.equal(waitPhrase(240), '4 minutes')
  t.equal(waitPhrase(899), '15 minutes', 'minutes are rounded up')
  t.equal(waitPhrase(60), '1 minute')
  t.equal(waitPhrase(59), '59 seconds')
  t.equal(waitPhrase(1), '1 second')
  t.equal(tooManyAttempts(240), 'Too many sign-in attempts. Please wait 4 minutes and try again.')
  t.equal(clockLabel(899), '14:59')
  t.equal(clockLabel(5), '0:05')

  const now = 1_000_000
  t.same(signInProblem(throttled('240'), now), { message: 'Too many sign-in attempts. Please wait 4 minutes and try again.', retryAt: now + 240_000 })
  t.same(signInProblem(throttled('30'), now).message, 'Too many sign-in attempts. Please wait 30 seconds and try again.')
  t.same(signInProblem(throttled(null), now), { message: 'Too many failed sign-in attempts. Please try again later.' }, 'no header: the server’s words')
  t.equal(retryAfterSeconds(throttled(new Date(now + 90_000).toUTCString()), now), 90, 'an HTTP date works too')
  t.equal(retryAfterSeconds(throttled('soon'), now), null)
  t.same(signInProblem({ ok: false, status: 401, data: { error: 'Invalid email or password' } }), { message: LOGIN_FAILED })
  t.same(signInProblem({ ok: false, status: 503, data: null }), { message: LOGIN_UNAVAILABLE })
})

t.test('when a copy was made', async (t) => {
  const now = new Date(2026, 10, 23, 15, 0).getTime()
  t.match(formatMoment(now - 5 * 60_000, now), /^today at /)
  t.match(formatMoment(new Date(2026, 10, 22, 9, 10).getTime(), now), /^yesterday at /)
  t.match(formatMoment(new Date(2026, 10, 2, 9, 10).getTime(), now), /^Nov 2 at /)
  t.match(formatMoment(new Date(2025, 0, 2, 9, 10).getTime(), now), /2025 at /)
  t.equal(timeAgo(now - 10_000, now), 'just now')
  t.equal(timeAgo(now - 60_000, now), '1 minute ago')
  t.equal(timeAgo(now - 3 * 60_000, now), '3 minutes ago')
  t.equal(timeAgo(now - 2 * 3600_000, now), '2 hours ago')
  t.equal(timeAgo(now - 3 * 86_400_000, now), '3 days ago')
})

t.test('a save refused with 401 says how to save; the catalogue messages stay', async (t) => {
  const refused = (status: number, error?: string): ApiResponse<unknown> => ({ ok: false, status, data: error === undefined ? null : { error } })
  t.same(blogSaveError(refused(401, 'Authentication required')), { message: SIGN_IN_TO_SAVE })
  t.equal(vlogSaveError(refused(401, 'Authentication required')), SIGN_IN_TO_SAVE)
  t.same(blogSaveError(refused(500)), { message: 'Failed to save blog' })
  t.equal(vlogSaveError(refused(500)), 'Failed to save vlog')
})
