import t from 'tap'
import type { Kysely } from 'kysely'
import { createTestApp, jsonHeaders } from '../core/testing.ts'
import { auth } from './index.ts'
import { LOGIN_FAILED, LOGIN_LIMIT } from './auth-routes.ts'
import { addAdmin, signIn } from './testing.ts'
import type { AuthTables } from './tables.ts'

const app = await createTestApp([auth])
t.teardown(() => app.close())
const db = app.db as Kysely<AuthTables>

const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/auth/login', headers: jsonHeaders(), payload: { email, password }, remoteAddress })

const auditActions = async (email: string) =>
  (await db.selectFrom('audit_log').select('action').where('admin_email', '=', email).orderBy('id').execute()).map((r) => r.action)

t.test('success: {user} without secrets, a session cookie, /me answers', async (t) => {
  const admin = await addAdmin(app, { role: 'editor', email: 'Mixed.Case@Test.example' })
  t.equal(admin.email, 'mixed.case@test.example', 'emails are stored lowercased')
  const res = await login('  MIXED.case@test.example ', admin.password)
  t.equal(res.statusCode, 200)
  const { user } = res.json()
  t.same(Object.keys(user).sort(), ['created_at', 'email', 'id', 'is_active', 'name', 'protected', 'role'])
  t.match(user, { id: admin.id, email: admin.email, role: 'editor', is_active: true, protected: false })
  t.notMatch(res.body, /argon2|password/)
  const setCookie = String(res.headers['set-cookie'])
  t.match(setCookie, /^yerth_sid=[^;]+; Path=\/; HttpOnly; SameSite=Strict$/)

  const me = await app.inject({ url: '/api/auth/me', headers: { cookie: setCookie.split(';')[0] } })
  t.equal(me.statusCode, 200)
  t.equal(me.json().user.email, admin.email)
  t.equal(me.headers['cache-control'], 'no-store')
  t.same(await auditActions(admin.email), ['login'])
})

t.test('failure says the same for wrong password, unknown email and disabled account', async (t) => {
  const active = await addAdmin(app, { role: 'viewer' })
  const disabled = await addAdmin(app, { role: 'admin', active: false })
  const cases = [
    ['wrong password', active.email, 'not the password'],
    ['unknown email', 'nobody@test.example', 'whatever1'],
    ['disabled account (right password)', disabled.email, disabled.password],
  ] as const
  for (const [what, email, password] of cases) {
    const res = await login(email, password)
    t.equal(res.statusCode, 401, what)
    t.same(res.json(), { error: LOGIN_FAILED }, what)
    t.notOk(res.headers['set-cookie'], `${what}: no cookie`)
  }
  const failed = await db.selectFrom('audit_log').select(['admin_id', 'admin_email', 'details', 'ip']).where('action', '=', 'login_failed').execute()
  t.match(failed, [
    { admin_id: null, admin_email: active.email, details: { reason: 'wrong_password' }, ip: '127.0.0.1' },
    { admin_id: null, admin_email: 'nobody@test.example', details: { reason: 'unknown_email' } },
    { admin_id: null, admin_email: disabled.email, details: { reason: 'inactive' } },
  ])
})

t.test('throttle: 5 failures per account+IP per 15 minutes, then 429 with Retry-After', async (t) => {
  const admin = await addAdmin(app, { role: 'viewer' })
  for (let i = 1; i <= LOGIN_LIMIT; i++) t.equal((await login(admin.email, `wrong-${i}`, '10.0.0.1')).statusCode, 401, `failure ${i}`)

  const blocked = await login(admin.email, admin.password, '10.0.0.1')
  t.equal(blocked.statusCode, 429, 'even the right password waits')
  t.match(blocked.json(), { error: /Too many failed sign-in attempts/ })
  const retryAfter = Number(blocked.headers['retry-after'])
  t.ok(retryAfter > 0 && retryAfter <= 900, `Retry-After ${retryAfter}s`)

  t.equal((await login(admin.email, admin.password, '10.0.0.2')).statusCode, 200, 'another IP is not blocked')
  const other = await addAdmin(app, { role: 'viewer' })
  t.equal((await login(other.email, other.password, '10.0.0.1')).statusCode, 200, 'another account from that IP is not blocked')
})

t.test('a successful sign-in clears the failure count', async (t) => {
  const admin = await addAdmin(app, { role: 'viewer' })
  for (let i = 0; i < LOGIN_LIMIT - 1; i++) await login(admin.email, 'nope-nope', '10.0.0.3')
  t.equal((await login(admin.email, admin.password, '10.0.0.3')).statusCode, 200)
  for (let i = 1; i <= LOGIN_LIMIT; i++) t.equal((await login(admin.email, 'nope-nope', '10.0.0.3')).statusCode, 401, `fresh failure ${i}`)
  t.equal((await login(admin.email, admin.password, '10.0.0.3')).statusCode, 429)
})

t.test('me and logout without a session', async (t) => {
  const me = await app.inject({ url: '/api/auth/me' })
  t.equal(me.statusCode, 401)
  t.same(me.json(), { error: 'Authentication required' })
  const out = await app.inject({ method: 'POST', url: '/api/auth/logout' })
  t.equal(out.statusCode, 200)
  t.same(out.json(), { success: true })
})

t.test('logout is audited and answers success', async (t) => {
  const admin = await addAdmin(app, { role: 'admin' })
  const cookie = await signIn(app, admin)
  const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })
  t.same(out.json(), { success: true })
  t.match(String(out.headers['set-cookie']), /^yerth_sid=;.*Expires=Thu, 01 Jan 1970/, 'the cookie is cleared')
  t.same(await auditActions(admin.email), ['login', 'logout'])
})

t.test('audit.record never throws into the request', async (t) => {
  const { createAuditLog } = await import('./audit.ts')
  const errors: unknown[] = []
  const broken = { insertInto: () => { throw new Error('database on fire') } } as unknown as Kysely<AuthTables>
  const log = { error: (o: unknown) => errors.push(o) } as unknown as Parameters<typeof createAuditLog>[1]
  await createAuditLog(broken, log).record({ admin: null, ip: '1.2.3.4' } as never, 'login')
  t.equal(errors.length, 1, 'logged instead')
  t.ok((await app.audit.recent(3)).length > 0, 'recent() lists entries')
})
