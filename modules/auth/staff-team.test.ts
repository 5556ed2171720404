/**
 * Staff accounts a team can run (issue 19): invitations (mailed with SMTP, a link shown once without
 * it; single use, 48 hours, resend, revoke), forgotten passwords (the same answer for any address,
 * throttled, single use, 30 minutes, ending every session) and active sessions (list, sign out the
 * others, a super admin signing someone out everywhere). With SMTP the mails are read from the
 * outbox (the sender loop is off: delivery itself is the mail module's tests).
 */
import t from 'tap'
import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { sql, type Kysely } from 'kysely'
import { createTestApp, jsonHeaders } from '../core/testing.ts'
import { mail } from '../mail/index.ts'
import { settings } from '../settings/index.ts'
import { RESET_REQUESTED } from '../../shared/api/staff-accounts.ts'
import { SESSION_END_MESSAGES } from '../../shared/api/auth.ts'
import { auth } from './index.ts'
import { staffAccounts } from './staff-accounts.ts'
import { describeDevice } from './device.ts'
import { INVITATION_UNUSABLE } from './invitations-routes.ts'
import { RESET_ADDRESS_LIMIT, RESET_ANSWER_MS, RESET_IP_LIMIT, RESET_THROTTLED, RESET_UNUSABLE } from './password-reset-routes.ts'
import { PASSWORD_MESSAGES } from './password-policy.ts'
import { addAdmin, signIn, staff } from './testing.ts'
import type { AuthTables } from './tables.ts'

const mailWithoutLoop: FastifyPluginAsync = Object.assign(async (app: FastifyInstance) => app.register(mail, { senderLoop: false }), { [Symbol.for('skip-override')]: true })

async function teamApp(smtp: boolean, ownerEmails: string[] = []) {
  const app = await createTestApp([auth, settings, mailWithoutLoop, staffAccounts], { config: { smtpUrl: smtp ? 'smtp://127.0.0.1:2525' : null, ownerEmails } })
  t.teardown(() => app.close())
  return app
}

const OWNER = 'owner@team.example'
const app = await teamApp(true, [OWNER])
const db = app.db as Kysely<AuthTables>
const boss = await staff(app, 'super_admin')

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const call = (target: FastifyInstance, method: Method, url: string, opts: { cookie?: string; payload?: object; ip?: string; ua?: string } = {}) =>
  target.inject({
    method,
    url,
    headers: { ...(opts.payload ? jsonHeaders(opts.cookie) : opts.cookie ? { cookie: opts.cookie } : {}), ...(opts.ua ? { 'user-agent': opts.ua } : {}) },
    ...(opts.payload ? { payload: opts.payload } : {}),
    remoteAddress: opts.ip ?? '127.0.0.1',
  })

const outboxTo = (target: FastifyInstance, email: string) =>
  (target.db as Kysely<any>).selectFrom('mail_outbox').select(['kind', 'subject', 'text', 'from_address']).where('to_address', '=', email).orderBy('id').execute()
const tokenIn = (text: string, path: string) => new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1]
const actions = async (since: number) => (await db.selectFrom('audit_log').select(['action']).where('id', '>', since).orderBy('id').execute()).map((r) => r.action)
const auditMark = async () => Number((await db.selectFrom('audit_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0)

t.test('invitations with SMTP: mailed, single use, the account signs in', async (t) => {
  const mark = await auditMark()
  const email = 'new.person@team.example'
  const res = await call(app, 'POST', '/api/cms/invitations', { cookie: boss.cookie, payload: { email: 'New.Person@Team.example', name: ' New  Person ', role: 'editor' } })
  t.equal(res.statusCode, 201, res.body)
  const sent = res.json()
  t.match(sent, { mailed: true, invitation: { email, name: 'New Person', role: 'editor', invited_by: boss.admin.email, expired: false } })
  t.notOk('link' in sent, 'no link in the answer when it is mailed')
  const hours = (Date.parse(sent.invitation.expires_at) - Date.now()) / 3600_000
  t.ok(hours > 47.9 && hours <= 48, `valid 48 hours (${hours.toFixed(2)})`)

  const mails = await outboxTo(app, email)
  t.equal(mails.length, 1)
  t.equal(mails[0].kind, 'staff-invitation')
  t.match(mails[0].text, /invited you to the Yerth admin console as Editor/)
  const token = tokenIn(mails[0].text, '/admin/invite')!
  t.ok(token && token.length >= 43, 'a long token in the mailed link')
  const row = await db.selectFrom('admin_invitations').selectAll().where('email', '=', email).executeTakeFirstOrThrow()
  t.equal(row.token_hash, createHash('sha256').update(token).digest('hex'), 'only the hash is stored')
  t.notMatch(JSON.stringify(row), token)

  const list = await call(app, 'GET', '/api/cms/invitations', { cookie: boss.cookie })
  t.equal(list.json().smtp_configured, true)
  t.same(list.json().invitations.map((i: { email: string }) => i.email), [email])

  const lookup = await call(app, 'POST', '/api/auth/invitation', { payload: { token } })
  t.equal(lookup.statusCode, 200)
  t.match(lookup.json(), { email, name: 'New Person', role: 'editor' })

  const weak = await call(app, 'POST', '/api/auth/invitation/accept', { payload: { token, password: 'password123' } })
  t.equal(weak.statusCode, 400)
  t.same(weak.json().details, [{ field: 'password', message: PASSWORD_MESSAGES.common }])

  const accepted = await call(app, 'POST', '/api/auth/invitation/accept', { payload: { token, password: 'a fresh start 2026' } })
  t.equal(accepted.statusCode, 200, accepted.body)
  t.same(accepted.json(), { success: true, email })
  t.notOk(accepted.headers['set-cookie'], 'no session: the person signs in')
  const admin = await db.selectFrom('admins').selectAll().where('email', '=', email).executeTakeFirstOrThrow()
  t.match(admin, { name: 'New Person', role: 'editor', is_active: true })
  t.ok(await signIn(app, { email, password: 'a fresh start 2026' }), 'signs in with the chosen password')

  for (const url of ['/api/auth/invitation', '/api/auth/invitation/accept']) {
    const again = await call(app, 'POST', url, { payload: url.endsWith('accept') ? { token, password: 'another start 2026' } : { token } })
    t.equal(again.statusCode, 404, `${url} a second time`)
    t.same(again.json(), { error: INVITATION_UNUSABLE })
  }
  t.same((await call(app, 'GET', '/api/cms/invitations', { cookie: boss.cookie })).json().invitations, [], 'no longer open')
  t.same(await actions(mark), ['admin_invited', 'invitation_accepted', 'login'])
})

t.test('inviting: refusals', async (t) => {
  const admin = await staff(app, 'admin')
  const asAdmin = await call(app, 'POST', '/api/cms/invitations', { cookie: admin.cookie, payload: { email: 'x@team.example', name: 'X', role: 'viewer' } })
  t.equal(asAdmin.statusCode, 403, 'only a super admin invites')
  const existing = await call(app, 'POST', '/api/cms/invitations', { cookie: boss.cookie, payload: { email: admin.admin.email, name: 'Dup', role: 'viewer' } })
  t.equal(existing.statusCode, 400)
  t.same(existing.json().details, [{ field: 'email', message: 'An admin with this email already exists' }])
  const first = await call(app, 'POST', '/api/cms/invitations', { cookie: boss.cookie, payload: { email: 'twice@team.example', name: 'Twice', role: 'viewer' } })
  t.equal(first.statusCode, 201)
  const second = await call(app, 'POST', '/api/cms/invitations', { cookie: boss.cookie, payload: { email: 'TWICE@team.example', name: 'Twice', role: 'admin' } })
  t.equal(second.statusCode, 409)
  t.match(second.json().error, /already has an invitation waiting/)
})

t.test('an invitation expires after 48 hours; resending gives a new link and voids the old one', async (t) => {
  const email = 'late@team.example'
  await call(app, 'POST', '/api/cms/invitations', { cookie: boss.cookie, payload: { email, name: 'Late', role: 'viewer' } })
  const oldToken = tokenIn((await outboxTo(app, email))[0].text, '/admin/invite')!
  await db.updateTable('admin_invitations').set({ expires_at: sql<Date>`now() - interval '1 minute'` }).where('email', '=', email).execute()
  t.equal((await call(app, 'POST', '/api/auth/invitation', { payload: { token: oldToken } })).statusCode, 404, 'expired: lookup refused')
  t.equal((await call(app, 'POST', '/api/auth/invitation/accept', { payload: { token: oldToken, password: 'late but keen 1' } })).statusCode, 404, 'expired: accept refused')
  const listed = (await call(app, 'GET', '/api/cms/invitations', { cookie: boss.cookie })).json().invitations.find((i: { email: string }) => i.email === email)
  t.match(listed, { expired: true }, 'listed as expired')

  const mark = await auditMark()
  const resent = await call(app, 'POST', `/api/cms/invitations/${listed.id}/resend`, { cookie: boss.cookie })
  t.equal(resent.statusCode, 200, resent.body)
  t.match(resent.json(), { mailed: true, invitation: { id: listed.id, expired: false } })
  const mails = await outboxTo(app, email)
  t.equal(mails.length, 2, 'mailed again')
  const newToken = tokenIn(mails[1].text, '/admin/invite')!
  t.not(newToken, oldToken)
  await db.updateTable('admin_invitations').set({ expires_at: sql<Date>`now() + interval '1 hour'` }).where('email', '=', email).execute()
  t.equal((await call(app, 'POST', '/api/auth/invitation', { payload: { token: oldToken } })).statusCode, 404, 'the old link stays dead')
  t.equal((await call(app, 'POST', '/api/auth/invitation/accept', { payload: { token: newToken, password: 'late but keen 1' } })).statusCode, 200, 'the new link works')
  t.same(await actions(mark), ['invitation_resent', 'invitation_accepted'])
})

t.test('revoking an invitation', async (t) => {
  const email = 'withdrawn@team.example'
  const sent = (await call(app, 'POST', '/api/cms/invitations', { cookie: boss.cookie, payload: { email, name: 'Withdrawn', role: 'viewer' } })).json()
  const token = tokenIn((await outboxTo(app, email))[0].text, '/admin/invite')!
  const mark = await auditMark()
  const res = await call(app, 'DELETE', `/api/cms/invitations/${sent.invitation.id}`, { cookie: boss.cookie })
  t.equal(res.statusCode, 200)
  t.equal((await call(app, 'POST', '/api/auth/invitation/accept', { payload: { token, password: 'too late now 1' } })).statusCode, 404, 'the link no longer works')
  t.equal((await call(app, 'DELETE', `/api/cms/invitations/${sent.invitation.id}`, { cookie: boss.cookie })).statusCode, 404, 'revoked once')
  t.equal((await call(app, 'POST', `/api/cms/invitations/${sent.invitation.id}/resend`, { cookie: boss.cookie })).statusCode, 404, 'cannot be resent')
  t.same(await actions(mark), ['invitation_revoked'])
  const again = await call(app, 'POST', '/api/cms/invitations', { cookie: boss.cookie, payload: { email, name: 'Withdrawn', role: 'viewer' } })
  t.equal(again.statusCode, 201, 'the address can be invited again')
})

t.test('without SMTP the link is answered once and nothing is mailed', async (t) => {
  const plain = await teamApp(false)
  const chief = await staff(plain, 'super_admin')
  const email = 'nomail@team.example'
  const res = await call(plain, 'POST', '/api/cms/invitations', { cookie: chief.cookie, payload: { email, name: 'No Mail', role: 'viewer' } })
  t.equal(res.statusCode, 201)
  const { mailed, link, invitation } = res.json()
  t.equal(mailed, false)
  t.match(link, /\/admin\/invite\?token=[A-Za-z0-9_-]{43}$/)
  t.same(await outboxTo(plain, email), [], 'no mail queued')
  t.equal((await call(plain, 'GET', '/api/cms/invitations', { cookie: chief.cookie })).json().smtp_configured, false)
  const listed = (await call(plain, 'GET', '/api/cms/invitations', { cookie: chief.cookie })).json()
  t.notOk(JSON.stringify(listed).includes(new URL(link).searchParams.get('token')!), 'the list never shows the link')
  const resent = (await call(plain, 'POST', `/api/cms/invitations/${invitation.id}/resend`, { cookie: chief.cookie })).json()
  t.not(resent.link, link, 'resending shows a new link')
  const token = new URL(resent.link).searchParams.get('token')!
  t.equal((await call(plain, 'POST', '/api/auth/invitation/accept', { payload: { token, password: 'no mail needed 1' } })).statusCode, 200)
  t.ok(await signIn(plain, { email, password: 'no mail needed 1' }))

  t.test('a reset request is answered the same and creates nothing', async (t) => {
    const res = await call(plain, 'POST', '/api/auth/password-reset', { payload: { email } })
    t.equal(res.statusCode, 200)
    t.same(res.json(), { success: true, message: RESET_REQUESTED })
    t.same(await outboxTo(plain, email), [])
    t.equal((await (plain.db as Kysely<AuthTables>).selectFrom('password_resets').selectAll().execute()).length, 0)
  })
})

t.test('forgotten password: the same answer for any address, in similar time', async (t) => {
  const known = await addAdmin(app, { role: 'editor', email: 'forgetful@team.example' })
  const timed = async (email: string, ip: string) => {
    const started = performance.now()
    const res = await call(app, 'POST', '/api/auth/password-reset', { payload: { email }, ip })
    return { res, ms: performance.now() - started }
  }
  const a = await timed('Forgetful@Team.example', '10.0.0.1')
  const b = await timed('nobody-here@team.example', '10.0.0.2')
  t.equal(a.res.statusCode, 200)
  t.equal(b.res.statusCode, 200)
  t.equal(a.res.body, b.res.body, 'the same body')
  t.same(a.res.json(), { success: true, message: RESET_REQUESTED })
  t.ok(a.ms >= RESET_ANSWER_MS - 5 && b.ms >= RESET_ANSWER_MS - 5, `both take at least ${RESET_ANSWER_MS} ms (${a.ms.toFixed(0)}, ${b.ms.toFixed(0)})`)
  t.ok(Math.abs(a.ms - b.ms) < 150, 'in similar time')
  const mails = await outboxTo(app, known.email)
  t.equal(mails.length, 1, 'a mail to the known address')
  t.equal(mails[0].kind, 'password-reset')
  t.match(mails[0].text, /works once, for 30 minutes/)
  t.same(await outboxTo(app, 'nobody-here@team.example'), [], 'nothing to the unknown one')
  const reset = await db.selectFrom('password_resets').selectAll().where('admin_id', '=', known.id).executeTakeFirstOrThrow()
  const minutes = (new Date(reset.expires_at).getTime() - new Date(reset.created_at).getTime()) / 60_000
  t.equal(Math.round(minutes), 30, 'valid 30 minutes')
  t.equal(reset.token_hash, createHash('sha256').update(tokenIn(mails[0].text, '/admin/reset-password')!).digest('hex'), 'only the hash is stored')
})

t.test('forgotten password: throttled per address and per IP', async (t) => {
  for (let i = 1; i <= RESET_ADDRESS_LIMIT; i++) t.equal((await call(app, 'POST', '/api/auth/password-reset', { payload: { email: 'someone@team.example' }, ip: `10.1.0.${i}` })).statusCode, 200)
  const limited = await call(app, 'POST', '/api/auth/password-reset', { payload: { email: 'SOMEONE@team.example' }, ip: '10.1.0.99' })
  t.equal(limited.statusCode, 429, 'the address, from any IP')
  t.same(limited.json(), { error: RESET_THROTTLED })
  t.ok(Number(limited.headers['retry-after']) > 0, 'Retry-After')

  for (let i = 1; i <= RESET_IP_LIMIT; i++) await call(app, 'POST', '/api/auth/password-reset', { payload: { email: `many-${i}@team.example` }, ip: '10.2.0.1' })
  const fromIp = await call(app, 'POST', '/api/auth/password-reset', { payload: { email: 'fresh@team.example' }, ip: '10.2.0.1' })
  t.equal(fromIp.statusCode, 429, 'one IP, many addresses')
  t.ok(Number(fromIp.headers['retry-after']) > 0)
})

t.test('a reset link: sets the password once, ends every session; expires after 30 minutes', async (t) => {
  const person = await addAdmin(app, { role: 'viewer', email: 'resetme@team.example' })
  const laptop = await signIn(app, person)
  const phone = await signIn(app, person)
  await call(app, 'POST', '/api/auth/password-reset', { payload: { email: person.email }, ip: '10.3.0.1' })
  const token = tokenIn((await outboxTo(app, person.email)).at(-1)!.text, '/admin/reset-password')!

  const weak = await call(app, 'POST', '/api/auth/password-reset/complete', { payload: { token, password: 'resetme' } })
  t.equal(weak.statusCode, 400, 'the policy applies (not the e-mail)')
  t.same(weak.json().details, [{ field: 'password', message: PASSWORD_MESSAGES.email }])

  const mark = await auditMark()
  const done = await call(app, 'POST', '/api/auth/password-reset/complete', { payload: { token, password: 'brand new secret 7' } })
  t.equal(done.statusCode, 200, done.body)
  t.same(done.json(), { success: true, email: person.email })
  for (const cookie of [laptop, phone]) {
    const me = await call(app, 'GET', '/api/cms/profile/sessions', { cookie })
    t.equal(me.statusCode, 401, 'every session ended')
    t.same(me.json(), { error: SESSION_END_MESSAGES.password_reset_link, reason: 'password_reset_link' })
  }
  t.ok(await signIn(app, { email: person.email, password: 'brand new secret 7' }), 'the new password works')
  const again = await call(app, 'POST', '/api/auth/password-reset/complete', { payload: { token, password: 'another secret 8' } })
  t.equal(again.statusCode, 404, 'single use')
  t.same(again.json(), { error: RESET_UNUSABLE })
  t.same((await actions(mark)).slice(0, 1), ['password_reset_by_link'])

  await call(app, 'POST', '/api/auth/password-reset', { payload: { email: person.email }, ip: '10.3.0.2' })
  const later = tokenIn((await outboxTo(app, person.email)).at(-1)!.text, '/admin/reset-password')!
  t.not(later, token)
  await db.updateTable('password_resets').set({ expires_at: sql<Date>`now() - interval '1 second'` }).where('token_hash', '=', createHash('sha256').update(later).digest('hex')).execute()
  const expired = await call(app, 'POST', '/api/auth/password-reset/complete', { payload: { token: later, password: 'another secret 8' } })
  t.equal(expired.statusCode, 404, 'expired')
  t.ok(await signIn(app, { email: person.email, password: 'brand new secret 7' }), 'the password is unchanged')
})

t.test('active sessions: listed with device and address; sign out the others', async (t) => {
  const person = await addAdmin(app, { role: 'editor' })
  const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'
  const safari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
  const login = async (ua: string, ip: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { ...jsonHeaders(), 'user-agent': ua }, payload: { email: person.email, password: person.password }, remoteAddress: ip })
    return String(res.headers['set-cookie']).split(';')[0]
  }
  const desk = await login(firefox, '192.0.2.10')
  const phone = await login(safari, '198.51.100.7')
  const res = await call(app, 'GET', '/api/cms/profile/sessions', { cookie: desk, ip: '192.0.2.10' })
  t.equal(res.statusCode, 200)
  t.equal(res.headers['cache-control'], 'no-store')
  const { sessions } = res.json()
  t.equal(sessions.length, 2)
  t.match(sessions[0], { device: 'Firefox on Windows', ip: '192.0.2.10', current: true })
  t.match(sessions[1], { device: 'Safari on iPhone', ip: '198.51.100.7', current: false })
  t.match(sessions[0].id, /^[0-9a-f]{16}$/)
  t.notOk(res.body.includes(desk.split('=')[1].split('.')[0]), 'no session id in the answer')

  const mark = await auditMark()
  const out = await call(app, 'POST', '/api/cms/profile/sessions/sign-out-others', { cookie: desk, payload: {} })
  t.equal(out.statusCode, 200)
  t.same(out.json(), { ended: 1 })
  const ended = await call(app, 'GET', '/api/cms/profile/sessions', { cookie: phone })
  t.same([ended.statusCode, ended.json().reason], [401, 'signed_out_elsewhere'])
  t.equal((await call(app, 'GET', '/api/cms/profile/sessions', { cookie: desk })).json().sessions.length, 1, 'this one stays')
  t.same(await actions(mark), ['sessions_signed_out_others'])
})

t.test('one session signed out by its opaque id: only one\'s own; this one signs out', async (t) => {
  const person = await addAdmin(app, { role: 'editor' })
  const stranger = await addAdmin(app, { role: 'super_admin' })
  const login = async (who: typeof person, ua: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { ...jsonHeaders(), 'user-agent': ua }, payload: { email: who.email, password: who.password } })
    return String(res.headers['set-cookie']).split(';')[0]
  }
  const desk = await login(person, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0')
  const phone = await login(person, 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1')
  const theirs = await login(stranger, 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')
  const list = async (cookie: string) => (await call(app, 'GET', '/api/cms/profile/sessions', { cookie })).json().sessions as { id: string; current: boolean; device: string }[]
  const [mine, phoneRow] = await list(desk)
  const strangerRow = (await list(theirs))[0]

  t.equal((await call(app, 'DELETE', `/api/cms/profile/sessions/${strangerRow.id}`, { cookie: desk })).statusCode, 404, "another admin's session is out of reach")
  t.equal((await call(app, 'GET', '/api/auth/me', { cookie: theirs })).statusCode, 200, '... and still signed in')
  const raw = desk.split('=')[1].split('.')[0]
  const bad = await call(app, 'DELETE', `/api/cms/profile/sessions/${encodeURIComponent(raw)}`, { cookie: desk })
  t.equal(bad.statusCode, 400, 'a raw session id is not an id here')
  t.ok(bad.json().details?.[0]?.message, 'refused in words')

  const mark = await auditMark()
  const one = await call(app, 'DELETE', `/api/cms/profile/sessions/${phoneRow.id}`, { cookie: desk })
  t.same([one.statusCode, one.json()], [200, { ended: 1, signed_out: false }])
  const ended = await call(app, 'GET', '/api/auth/me', { cookie: phone })
  t.same([ended.statusCode, ended.json().reason], [401, 'signed_out_elsewhere'], 'that browser is told why')
  t.equal((await call(app, 'DELETE', `/api/cms/profile/sessions/${phoneRow.id}`, { cookie: desk })).statusCode, 404, 'once')

  t.ok(mine.current)
  const self = await call(app, 'DELETE', `/api/cms/profile/sessions/${mine.id}`, { cookie: desk })
  t.same([self.statusCode, self.json()], [200, { ended: 1, signed_out: true }])
  t.equal((await call(app, 'GET', '/api/auth/me', { cookie: desk })).statusCode, 401, 'this browser is signed out')
  t.same(await actions(mark), ['session_signed_out', 'session_signed_out'])
})

t.test('last seen is written at most once a minute, with the address', async (t) => {
  const person = await addAdmin(app, { role: 'viewer' })
  const cookie = await signIn(app, person)
  const row = () => db.selectFrom('sessions').select(['last_seen_at', 'ip']).where('admin_id', '=', person.id).executeTakeFirstOrThrow()
  await db.updateTable('sessions').set({ last_seen_at: sql<Date>`now() - interval '30 seconds'` }).where('admin_id', '=', person.id).execute()
  const before = await row()
  await call(app, 'GET', '/api/cms/profile/sessions', { cookie, ip: '203.0.113.5' })
  t.same(await row(), before, 'not written within the minute')
  await db.updateTable('sessions').set({ last_seen_at: sql<Date>`now() - interval '2 minutes'` }).where('admin_id', '=', person.id).execute()
  await call(app, 'GET', '/api/cms/profile/sessions', { cookie, ip: '203.0.113.5' })
  const after = await row()
  t.ok(Date.now() - new Date(after.last_seen_at).getTime() < 10_000, 'written after a minute')
  t.equal(after.ip, '203.0.113.5')
})

t.test('a super admin signs someone out everywhere; nobody else can, nor for themselves or an owner', async (t) => {
  const target = await addAdmin(app, { role: 'editor' })
  const one = await signIn(app, target)
  const two = await signIn(app, target)
  const admin = await staff(app, 'admin')
  t.equal((await call(app, 'POST', `/api/cms/admins/${target.id}/sign-out`, { cookie: admin.cookie, payload: {} })).statusCode, 403, 'an admin cannot')
  t.equal((await call(app, 'POST', `/api/cms/admins/${boss.admin.id}/sign-out`, { cookie: boss.cookie, payload: {} })).statusCode, 403, 'not oneself')
  const owner = await addAdmin(app, { role: 'admin', email: OWNER })
  t.equal((await call(app, 'POST', `/api/cms/admins/${owner.id}/sign-out`, { cookie: boss.cookie, payload: {} })).statusCode, 403, 'not an owner')
  t.equal((await call(app, 'POST', '/api/cms/admins/999999/sign-out', { cookie: boss.cookie, payload: {} })).statusCode, 404)

  const mark = await auditMark()
  const res = await call(app, 'POST', `/api/cms/admins/${target.id}/sign-out`, { cookie: boss.cookie, payload: {} })
  t.equal(res.statusCode, 200)
  t.same(res.json(), { ended: 2 })
  for (const cookie of [one, two]) {
    const me = await call(app, 'GET', '/api/auth/me', { cookie })
    t.same([me.statusCode, me.json()], [401, { error: SESSION_END_MESSAGES.signed_out_by_admin, reason: 'signed_out_by_admin' }])
  }
  t.same(await actions(mark), ['admin_signed_out_everywhere'])
  t.ok(await signIn(app, target), 'they can sign in again')
})

t.test('devices in plain words', async (t) => {
  t.equal(describeDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'), 'Chrome on macOS')
  t.equal(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0'), 'Edge on Windows')
  t.equal(describeDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'), 'Chrome on Android')
  t.equal(describeDevice('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36'), 'Chrome on Linux')
  t.equal(describeDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15'), 'Safari on macOS')
  t.equal(describeDevice('lightMyRequest'), 'Unknown device')
  t.equal(describeDevice(null), 'Unknown device')
})
