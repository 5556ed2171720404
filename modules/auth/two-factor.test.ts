import t from 'tap'
import { sql, type Kysely } from 'kysely'
import { TOTP, Secret } from 'otpauth'
import { createTestApp, cookiesFrom, jsonHeaders } from '../core/testing.ts'
import { auth } from './index.ts'
import { addAdmin, auditSince, lastAuditId, signIn, type TestAdmin } from './testing.ts'
import type { AuthTables } from './tables.ts'
import { CODE_IP_LIMIT, CODE_LIMIT, CODE_THROTTLED, PENDING_EXPIRED, REUSED_CODE, WRONG_CODE, WRONG_RECOVERY_CODE } from './two-factor-routes.ts'
import { ENTER_PASSWORD, PASSWORD_CHECK_LIMIT, WRONG_PASSWORD } from './password-check.ts'
import { newSecret, PENDING_COOKIE, secretBox, TWO_FACTOR_KEY_NAME } from './two-factor.ts'
import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { connectPglite } from '../core/db.ts'

const app = await createTestApp([auth])
t.teardown(() => app.close())
const db = app.db as Kysely<AuthTables>

/** The code of `secret` for the time step `offset` steps from now. */
const codeOf = (secret: string, offset = 0) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offset * 30_000 })

const post2 = (on: typeof app, url: string, payload: object, cookie?: string) => on.inject({ method: 'POST', url, headers: jsonHeaders(cookie), payload })
const post = (url: string, payload: object, cookie?: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url, headers: jsonHeaders(cookie), payload, remoteAddress })

/**
 * Resolves at once unless the current 30-second step ends within 3 s; then when the next begins. A
 * code made after it still names the step the server checks it in (a code of the step before,
 * made at 29.9 s, would be two steps old by the time it arrives: outside the window).
 */
async function clearOfStepEdge(now = Date.now()) {
  const left = 30_000 - (now % 30_000)
  if (left < 3_000) await new Promise((resolve) => setTimeout(resolve, left + 50))
}

/** Signs `admin` in (no second step yet) and turns two-factor sign-in on; answers the secret and codes. */
async function enrol(admin: TestAdmin) {
  await clearOfStepEdge()
  const cookie = await signIn(app, admin)
  const setup = await post('/api/auth/2fa/setup', {}, cookie)
  if (setup.statusCode !== 200) throw new Error(`setup ${setup.statusCode} ${setup.body}`)
  const { secret } = setup.json()
  // The previous step's code (still in the window), so the current one is free for the sign-in that follows.
  const enabled = await post('/api/auth/2fa/enable', { code: codeOf(secret, -1), password: admin.password }, cookie)
  if (enabled.statusCode !== 200) throw new Error(`enable ${enabled.statusCode} ${enabled.body}`)
  return { secret: secret as string, codes: enabled.json().recovery_codes as string[], cookie }
}

/** The password step: answers the reply and the pending cookie. */
async function passwordStep(admin: TestAdmin, remoteAddress = '127.0.0.1') {
  await clearOfStepEdge()
  const res = await post('/api/auth/login', { email: admin.email, password: admin.password }, undefined, remoteAddress)
  return { res, pending: cookiesFrom(res) }
}

t.test('enrolment: QR and secret, enabled only after a right code, 10 recovery codes once', async (t) => {
  const admin = await addAdmin(app, { role: 'editor' })
  const cookie = await signIn(app, admin)
  const status = await app.inject({ url: '/api/auth/2fa', headers: { cookie } })
  t.same(status.json(), { enabled: false, required: false, recovery_codes_left: 0 })

  const setup = await post('/api/auth/2fa/setup', {}, cookie)
  t.equal(setup.statusCode, 200)
  const { secret, otpauth_uri, qr_svg } = setup.json()
  t.match(secret, /^[A-Z2-7]{32}$/)
  t.match(otpauth_uri, new RegExp(`^otpauth://totp/Yerth:${encodeURIComponent(admin.email)}\\?.*secret=${secret}`))
  t.match(qr_svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
  t.notMatch(qr_svg, /script|href|on\w+=/i)

  const row = await db.selectFrom('admin_two_factor').selectAll().where('admin_id', '=', admin.id).executeTakeFirstOrThrow()
  t.equal(row.enabled_at, null, 'not on before a code')
  t.notMatch(row.secret_enc, secret, 'the secret is not stored in clear')
  const key = (await sql<{ value: string }>`select value from core_secrets where name = ${TWO_FACTOR_KEY_NAME}`.execute(db)).rows[0].value
  t.equal(secretBox(key).open(admin.id, row.secret_enc), secret, 'it is AES-GCM sealed for this admin')
  t.equal(secretBox(key).open(admin.id + 1, row.secret_enc), null, '... and only for this admin')
  t.equal(secretBox(app.cookieSecret).open(admin.id, row.secret_enc), null, '... under the two-factor key, not the session secret')

  t.equal((await passwordStep(admin)).res.json().user?.id, admin.id, 'until enabled, the password alone still signs in')

  // From My Profile the password is asked first, refused at its field in words.
  const noPassword = await post('/api/auth/2fa/enable', { code: codeOf(secret) }, cookie)
  t.equal(noPassword.statusCode, 400)
  t.match(noPassword.json(), { error: ENTER_PASSWORD, details: [{ field: 'password', message: ENTER_PASSWORD }] })
  const wrongPassword = await post('/api/auth/2fa/enable', { code: codeOf(secret), password: 'not it at all' }, cookie)
  t.match(wrongPassword.json(), { error: WRONG_PASSWORD, details: [{ field: 'password' }] })

  const wrong = await post('/api/auth/2fa/enable', { code: codeOf(secret, 5), password: admin.password }, cookie)
  t.equal(wrong.statusCode, 400)
  t.match(wrong.json(), { error: WRONG_CODE, details: [{ field: 'code' }] })
  t.equal((await post('/api/auth/2fa/enable', { code: 'abc', password: admin.password }, cookie)).statusCode, 400)

  const mark = await lastAuditId(app)
  const enabled = await post('/api/auth/2fa/enable', { code: codeOf(secret), password: admin.password }, cookie)
  t.equal(enabled.statusCode, 200)
  const codes: string[] = enabled.json().recovery_codes
  t.equal(codes.length, 10)
  t.equal(new Set(codes).size, 10)
  for (const c of codes) t.match(c, /^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/)
  const stored = await db.selectFrom('admin_recovery_codes').select('code_hash').where('admin_id', '=', admin.id).execute()
  t.equal(stored.length, 10)
  t.notOk(stored.some((s) => codes.some((c) => s.code_hash.includes(c.replace(/-/g, '')))), 'only hashes are kept')
  t.match(await auditSince(app, mark), [{ action: 'two_factor_enabled', target_id: String(admin.id) }])

  t.same((await app.inject({ url: '/api/auth/2fa', headers: { cookie } })).json(), { enabled: true, required: false, recovery_codes_left: 10 })
  t.equal((await post('/api/auth/2fa/setup', {}, cookie)).statusCode, 409, 'no second setup while it is on')
  t.equal((await post('/api/auth/2fa/enable', { code: codeOf(secret), password: admin.password }, cookie)).statusCode, 409)
  t.equal((await post('/api/auth/2fa/setup', {})).statusCode, 401, 'setup needs a session or a pending setup step')
})

t.test('sign-in with a code: the password is not yet a session; a code is never accepted twice', async (t) => {
  const admin = await addAdmin(app, { role: 'viewer' })
  const { secret } = await enrol(admin)

  const { res, pending } = await passwordStep(admin)
  t.equal(res.statusCode, 200)
  t.same(res.json(), { two_factor_required: true })
  const setCookie = String(res.headers['set-cookie'])
  t.match(setCookie, new RegExp(`^${PENDING_COOKIE}=[^;]+; Max-Age=300; Path=/api/auth; HttpOnly; SameSite=Strict`))
  t.notMatch(setCookie, /yerth_sid=/, 'no session yet')
  t.equal((await app.inject({ url: '/api/auth/me', headers: { cookie: pending } })).statusCode, 401, 'the pending step is not signed in')
  t.equal((await app.inject({ url: '/api/cms/admins', headers: { cookie: pending } })).statusCode, 401)
  t.equal((await post('/api/auth/2fa/setup', {}, pending)).statusCode, 401, 'a pending code step cannot start enrolment')

  const wrong = await post('/api/auth/login/2fa', { code: '000000' === codeOf(secret) ? '111111' : '000000' }, pending)
  t.equal(wrong.statusCode, 401)
  t.match(wrong.json(), { error: WRONG_CODE, details: [{ field: 'code' }] })

  const mark = await lastAuditId(app)
  const code = codeOf(secret)
  const ok = await post('/api/auth/login/2fa', { code: code.slice(0, 3) + ' ' + code.slice(3) }, pending)
  t.equal(ok.statusCode, 200, ok.body)
  t.equal(ok.json().user.id, admin.id)
  t.match(String(ok.headers['set-cookie']), new RegExp(`${PENDING_COOKIE}=;`), 'the pending step is cleared')
  const session = cookiesFrom(ok).split('; ').filter((c) => c.startsWith('yerth_sid='))[0]
  t.equal((await app.inject({ url: '/api/auth/me', headers: { cookie: session } })).json().user.id, admin.id, 'a real session')
  t.same((await auditSince(app, mark)).map((a) => [a.action, a.details]), [
    ['two_factor_passed', { method: 'code' }],
    ['login', null],
  ])

  const again = await passwordStep(admin)
  const reused = await post('/api/auth/login/2fa', { code }, again.pending)
  t.equal(reused.statusCode, 401, 'the same code twice')
  t.same(reused.json().error, REUSED_CODE)
  const failed = await auditSince(app, mark)
  t.match(failed.at(-1), { action: 'two_factor_failed', details: { reason: 'reused_code' } })
  t.equal((await post('/api/auth/login/2fa', { code: codeOf(secret, 1) }, again.pending)).statusCode, 200, 'the next step is fine')
  t.equal((await post('/api/auth/login/2fa', { code: codeOf(secret, -1) }, again.pending)).statusCode, 401, 'an older one is not')
})

t.test('pending step: missing, forged or voided by a password change', async (t) => {
  const admin = await addAdmin(app, { role: 'viewer' })
  const { secret } = await enrol(admin)
  const none = await post('/api/auth/login/2fa', { code: codeOf(secret) })
  t.equal(none.statusCode, 401)
  t.same(none.json(), { error: PENDING_EXPIRED, pending_expired: true })
  const forged = await post('/api/auth/login/2fa', { code: codeOf(secret) }, `${PENDING_COOKIE}=${admin.id}.verify.99999999999999.0123456789abcdef`)
  t.equal(forged.statusCode, 401)
  const unknown = await post('/api/auth/login/2fa', { code: codeOf(secret) }, `${PENDING_COOKIE}=${app.signCookie('x'.repeat(43))}`)
  t.equal(unknown.statusCode, 401, 'a signed token the server never gave out')
  const { pending } = await passwordStep(admin)
  t.equal((await post('/api/auth/login/2fa', {}, pending)).statusCode, 400, 'no code: 400 naming the field')
  await db.updateTable('admins').set({ password_hash: 'changed' }).where('id', '=', admin.id).execute()
  t.equal((await post('/api/auth/login/2fa', { code: codeOf(secret) }, pending)).statusCode, 401, 'a password changed meanwhile voids the step')
})

t.test('secrets sealed under the session secret (before the two-factor key) are sealed again at start', async (t) => {
  const database = await connectPglite(null)
  const first = await createTestApp([auth], { database })
  const admin = await addAdmin(first, { role: 'editor' })
  const secret = newSecret()
  // What the previous version wrote: `v1.` under a key derived from the session secret.
  const key = Buffer.from(hkdfSync('sha256', first.cookieSecret, 'yerth-auth', 'two-factor secret v1', 32))
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(`admin:${admin.id}`))
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  const v1 = `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`
  await sql`insert into admin_two_factor (admin_id, secret_enc, enabled_at) values (${admin.id}, ${v1}, now())`.execute(first.db)
  await first.close()
  const second = await createTestApp([auth], { database, ownsDatabase: true })
  t.teardown(() => second.close())
  const row = (await sql<{ secret_enc: string }>`select secret_enc from admin_two_factor where admin_id = ${admin.id}`.execute(second.db)).rows[0]
  t.match(row.secret_enc, /^v2\./)
  const twoFactorKey = (await sql<{ value: string }>`select value from core_secrets where name = ${TWO_FACTOR_KEY_NAME}`.execute(second.db)).rows[0].value
  t.equal(secretBox(twoFactorKey).open(admin.id, row.secret_enc), secret, 'the same secret, under the two-factor key')
  const password = await post2(second, '/api/auth/login', { email: admin.email, password: admin.password })
  const ok = await post2(second, '/api/auth/login/2fa', { code: codeOf(secret) }, cookiesFrom(password))
  t.equal(ok.statusCode, 200, 'its owner signs in with a code as before')
})

t.test('the pending step works once: after a second step passed, its cookie opens no other session', async (t) => {
  const admin = await addAdmin(app, { role: 'admin' })
  const { secret, codes } = await enrol(admin)
  const { pending } = await passwordStep(admin)
  const ok = await post('/api/auth/login/2fa', { code: codeOf(secret) }, pending)
  t.equal(ok.statusCode, 200, ok.body)
  const replayed = await post('/api/auth/login/2fa', { recovery_code: codes[0] }, pending)
  t.equal(replayed.statusCode, 401, 'the same pending cookie with another recovery code')
  t.same(replayed.json(), { error: PENDING_EXPIRED, pending_expired: true })
  t.notMatch(String(replayed.headers['set-cookie'] ?? ''), /yerth_sid=/, 'no second session')
  t.equal((await db.selectFrom('admin_recovery_codes').select('id').where('admin_id', '=', admin.id).where('used_at', 'is', null).execute()).length, 10, 'the recovery code was not spent')
  const rows = await db.selectFrom('auth_pending_steps').select('token_hash').where('admin_id', '=', admin.id).execute()
  t.same(rows, [], 'its row is gone from the server')

  // Two requests at the same moment with the same pending cookie: one session at most.
  const both = await passwordStep(admin)
  const [a, b] = await Promise.all([
    post('/api/auth/login/2fa', { recovery_code: codes[1] }, both.pending),
    post('/api/auth/login/2fa', { recovery_code: codes[2] }, both.pending),
  ])
  t.same([a.statusCode, b.statusCode].sort(), [200, 401])
})

t.test('the pending setup step works once too', async (t) => {
  const admin = await addAdmin(app, { role: 'viewer' })
  await db.insertInto('auth_settings').values({ name: 'two_factor_required_for', value: 'all_staff' }).onConflict((oc) => oc.column('name').doUpdateSet({ value: 'all_staff' })).execute()
  t.teardown(() => db.updateTable('auth_settings').set({ value: 'nobody' }).where('name', '=', 'two_factor_required_for').execute())
  const { res, pending } = await passwordStep(admin)
  t.same(res.json(), { two_factor_setup_required: true })
  const { secret } = (await post('/api/auth/2fa/setup', {}, pending)).json()
  const enabled = await post('/api/auth/2fa/enable', { code: codeOf(secret) }, pending)
  t.equal(enabled.statusCode, 200, enabled.body)
  t.equal((await post('/api/auth/2fa/setup', {}, pending)).statusCode, 401, 'the used setup cookie starts nothing more')
})

t.test('recovery codes sign in once each', async (t) => {
  const admin = await addAdmin(app, { role: 'editor' })
  const { codes } = await enrol(admin)
  const first = await passwordStep(admin)
  const mark = await lastAuditId(app)
  const ok = await post('/api/auth/login/2fa', { recovery_code: ` ${codes[3].toUpperCase()} ` }, first.pending)
  t.equal(ok.statusCode, 200, ok.body)
  t.same((await auditSince(app, mark)).map((a) => [a.action, a.details]), [
    ['recovery_code_used', { left: 9 }],
    ['two_factor_passed', { method: 'recovery_code' }],
    ['login', null],
  ])
  const second = await passwordStep(admin)
  const spent = await post('/api/auth/login/2fa', { recovery_code: codes[3] }, second.pending)
  t.equal(spent.statusCode, 401)
  t.match(spent.json(), { error: WRONG_RECOVERY_CODE, details: [{ field: 'recovery_code' }] })
  t.equal((await post('/api/auth/login/2fa', { recovery_code: codes[4] }, second.pending)).statusCode, 200)
})

t.test('throttle per account: 5 wrong codes, then 429 with Retry-After even for a right one', async (t) => {
  const admin = await addAdmin(app, { role: 'viewer' })
  const { secret } = await enrol(admin)
  const { pending } = await passwordStep(admin, '10.2.0.1')
  for (let i = 1; i <= CODE_LIMIT; i++) {
    t.equal((await post('/api/auth/login/2fa', { code: codeOf(secret, 10 + i) }, pending, `10.2.0.${i}`)).statusCode, 401, `failure ${i}`)
  }
  const blocked = await post('/api/auth/login/2fa', { code: codeOf(secret) }, pending, '10.2.1.1')
  t.equal(blocked.statusCode, 429, 'from another IP too: the budget is the account\'s')
  t.same(blocked.json(), { error: CODE_THROTTLED })
  const retryAfter = Number(blocked.headers['retry-after'])
  t.ok(retryAfter > 0 && retryAfter <= 900, `Retry-After ${retryAfter}`)
})

t.test('throttle per IP across accounts', async (t) => {
  const ip = '10.3.0.1'
  const people = []
  for (let i = 0; i < 5; i++) {
    const admin = await addAdmin(app, { role: 'viewer' })
    people.push({ admin, ...(await enrol(admin)), pending: (await passwordStep(admin, ip)).pending })
  }
  let failures = 0
  for (const p of people) {
    for (let i = 0; i < CODE_IP_LIMIT / people.length; i++) {
      t.equal((await post('/api/auth/login/2fa', { code: codeOf(p.secret, 10 + i) }, p.pending, ip)).statusCode, 401)
      failures++
    }
  }
  t.equal(failures, CODE_IP_LIMIT)
  const other = await addAdmin(app, { role: 'viewer' })
  const { secret } = await enrol(other)
  const { pending } = await passwordStep(other, ip)
  const blocked = await post('/api/auth/login/2fa', { code: codeOf(secret) }, pending, ip)
  t.equal(blocked.statusCode, 429, 'a fresh account from that IP waits')
  t.ok(Number(blocked.headers['retry-after']) > 0)
  t.equal((await post('/api/auth/login/2fa', { code: codeOf(secret) }, pending, '10.3.0.2')).statusCode, 200, 'another IP is fine')
})

t.test('turning it off needs the password and a current code', async (t) => {
  const admin = await addAdmin(app, { role: 'editor' })
  const { secret, cookie } = await enrol(admin)
  const password = admin.password
  t.equal((await post('/api/auth/2fa/disable', { code: codeOf(secret), password })).statusCode, 401, 'signed in only')
  const noPassword = await post('/api/auth/2fa/disable', { code: codeOf(secret, 1) }, cookie)
  t.equal(noPassword.statusCode, 400)
  t.match(noPassword.json(), { details: [{ field: 'password' }] })
  t.equal(noPassword.json().details[0].message, 'This field is required.', 'in words at the field')
  let mark = await lastAuditId(app)
  const wrongPassword = await post('/api/auth/2fa/disable', { code: codeOf(secret, 1), password: 'not the password' }, cookie)
  t.match(wrongPassword.json(), { error: WRONG_PASSWORD, details: [{ field: 'password', message: WRONG_PASSWORD }] })
  t.match(await auditSince(app, mark), [{ action: 'two_factor_failed', details: { reason: 'wrong_password', during: 'disable' } }], 'a wrong password is audited')
  const wrong = await post('/api/auth/2fa/disable', { code: codeOf(secret, 4), password }, cookie)
  t.equal(wrong.statusCode, 400)
  t.match(wrong.json(), { details: [{ field: 'code' }] })
  mark = await lastAuditId(app)
  t.equal((await post('/api/auth/2fa/disable', { code: codeOf(secret, 1), password }, cookie)).statusCode, 200)
  t.match(await auditSince(app, mark), [{ action: 'two_factor_disabled' }])
  t.equal((await passwordStep(admin)).res.json().user?.id, admin.id, 'the password alone signs in again')
  t.equal((await post('/api/auth/2fa/disable', { code: codeOf(secret, 1), password }, cookie)).statusCode, 409)
})

t.test('wrong passwords share the password-check budget: the sixth waits', async (t) => {
  const admin = await addAdmin(app, { role: 'editor' })
  const { secret, cookie } = await enrol(admin)
  for (let i = 0; i < PASSWORD_CHECK_LIMIT; i++) t.equal((await post('/api/auth/2fa/recovery-codes', { password: `wrong ${i}` }, cookie)).statusCode, 400)
  const blocked = await post('/api/auth/2fa/disable', { code: codeOf(secret, 1), password: admin.password }, cookie)
  t.equal(blocked.statusCode, 429)
  t.ok(Number(blocked.headers['retry-after']) > 0)
})

t.test('new recovery codes: with the password or a current code; shown once; the old ones stop working', async (t) => {
  const admin = await addAdmin(app, { role: 'editor' })
  const { secret, codes: old, cookie } = await enrol(admin)
  await post('/api/auth/login/2fa', { recovery_code: old[0] }, (await passwordStep(admin)).pending)
  t.equal((await app.inject({ url: '/api/auth/2fa', headers: { cookie } })).json().recovery_codes_left, 9)

  const empty = await post('/api/auth/2fa/recovery-codes', {}, cookie)
  t.equal(empty.statusCode, 400)
  t.match(empty.json(), { details: [{ field: 'password' }] })
  const wrong = await post('/api/auth/2fa/recovery-codes', { password: 'not the password' }, cookie)
  t.match(wrong.json(), { error: WRONG_PASSWORD, details: [{ field: 'password' }] })
  const wrongCode = await post('/api/auth/2fa/recovery-codes', { code: codeOf(secret, 5) }, cookie)
  t.match(wrongCode.json(), { error: WRONG_CODE, details: [{ field: 'code' }] })

  const mark = await lastAuditId(app)
  const fresh = await post('/api/auth/2fa/recovery-codes', { password: admin.password }, cookie)
  t.equal(fresh.statusCode, 200)
  const codes: string[] = fresh.json().recovery_codes
  t.equal(codes.length, 10)
  t.notOk(codes.some((c) => old.includes(c)), 'all new')
  t.match(await auditSince(app, mark), [{ action: 'recovery_codes_regenerated', details: { method: 'password' } }])
  t.equal((await app.inject({ url: '/api/auth/2fa', headers: { cookie } })).json().recovery_codes_left, 10)
  const oldOne = await post('/api/auth/login/2fa', { recovery_code: old[1] }, (await passwordStep(admin)).pending)
  t.equal(oldOne.statusCode, 401, 'an old code no longer signs in')
  const newOne = await post('/api/auth/login/2fa', { recovery_code: codes[0] }, (await passwordStep(admin)).pending)
  t.equal(newOne.statusCode, 200, 'a new one does')

  const byCode = await post('/api/auth/2fa/recovery-codes', { code: codeOf(secret, 1) }, cookie)
  t.equal(byCode.statusCode, 200, 'a current code is enough')
  t.equal((await post('/api/auth/2fa/recovery-codes', { code: codeOf(secret, 1) }, cookie)).statusCode, 400, 'but never the same code twice')

  const other = await addAdmin(app, { role: 'editor' })
  t.equal((await post('/api/auth/2fa/recovery-codes', { password: other.password }, await signIn(app, other))).statusCode, 409, 'only with two-factor sign-in on')
})

t.test('required two-factor: setup after the password, then signed in; reset by a super admin', async (t) => {
  const boss = await addAdmin(app, { role: 'super_admin' })
  const bossCookie = await signIn(app, boss)
  const editor = await addAdmin(app, { role: 'editor' })
  const editorCookie = await signIn(app, editor)
  const newcomer = await addAdmin(app, { role: 'admin' })

  t.equal((await app.inject({ method: 'PUT', url: '/api/cms/two-factor/requirement', headers: jsonHeaders(editorCookie), payload: { required_for: 'admins' } })).statusCode, 403)
  const set = await app.inject({ method: 'PUT', url: '/api/cms/two-factor/requirement', headers: jsonHeaders(bossCookie), payload: { required_for: 'admins' } })
  t.equal(set.statusCode, 200)
  t.equal(set.json().required_for, 'admins')
  t.equal((await app.inject({ method: 'PUT', url: '/api/cms/two-factor/requirement', headers: jsonHeaders(bossCookie), payload: { required_for: 'everyone' } })).statusCode, 400)

  t.equal((await passwordStep(editor)).res.json().user?.id, editor.id, 'an editor is not covered by "admins"')
  const { res, pending } = await passwordStep(newcomer)
  t.same(res.json(), { two_factor_setup_required: true })
  t.notMatch(String(res.headers['set-cookie']), /yerth_sid=/)
  t.equal((await app.inject({ url: '/api/auth/me', headers: { cookie: pending } })).statusCode, 401, 'nothing but setup')
  t.equal((await post('/api/auth/login/2fa', { code: '123456' }, pending)).statusCode, 401, 'not the code step')
  const setup = await post('/api/auth/2fa/setup', {}, pending)
  t.equal(setup.statusCode, 200)
  const { secret } = setup.json()
  const enabled = await post('/api/auth/2fa/enable', { code: codeOf(secret) }, pending)
  t.equal(enabled.statusCode, 200, enabled.body)
  t.equal(enabled.json().recovery_codes.length, 10)
  t.equal(enabled.json().user.id, newcomer.id, 'enabling signed the person in')
  const session = cookiesFrom(enabled).split('; ').find((c) => c.startsWith('yerth_sid='))!
  const status = await app.inject({ url: '/api/auth/2fa', headers: { cookie: session } })
  t.same(status.json(), { enabled: true, required: true, recovery_codes_left: 10 })
  const refuse = await post('/api/auth/2fa/disable', { code: codeOf(secret, 1), password: newcomer.password }, session)
  t.equal(refuse.statusCode, 403, 'required: it cannot be turned off')

  const overview = await app.inject({ url: '/api/cms/two-factor', headers: { cookie: bossCookie } })
  t.same(overview.json().required_for, 'admins')
  t.ok(overview.json().enrolled_admin_ids.includes(newcomer.id))

  // Reset by a super admin: audited, and the next sign-in asks for setup again.
  const del = (id: number, cookie: string) => app.inject({ method: 'DELETE', url: `/api/cms/admins/${id}/two-factor`, headers: { cookie } })
  t.equal((await del(newcomer.id, editorCookie)).statusCode, 403, 'only super admins')
  t.equal((await del(boss.id, bossCookie)).statusCode, 403, 'not one\'s own')
  t.equal((await del(999999, bossCookie)).statusCode, 404)
  const mark = await lastAuditId(app)
  t.equal((await del(newcomer.id, bossCookie)).statusCode, 200)
  t.match(await auditSince(app, mark), [{ action: 'two_factor_reset', target_id: String(newcomer.id), details: { email: newcomer.email } }])
  t.equal((await del(newcomer.id, bossCookie)).statusCode, 409, 'nothing left to reset')
  t.same((await passwordStep(newcomer)).res.json(), { two_factor_setup_required: true })

  await app.inject({ method: 'PUT', url: '/api/cms/two-factor/requirement', headers: jsonHeaders(bossCookie), payload: { required_for: 'nobody' } })
  t.equal((await passwordStep(newcomer)).res.json().user?.id, newcomer.id, 'not required any more')
})
