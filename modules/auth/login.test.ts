import t from 'tap'
import type { Kysely } from 'kysely'
import { createTestApp, jsonHeaders } from '../core/testing.ts'
import { auth } from './index.ts'
import { LOGIN_FAILED, LOGIN_IP_LIMIT, LOGIN_LIMIT, LOGIN_THROTTLED } from './auth-routes.ts'
import { PASSWORD_BUSY_MESSAGE, PASSWORD_WORK_RUNNING, PASSWORD_WORK_WAITING, passwordWork } from './passwords.ts'
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
    { admin_id: null, admin_email: null, details: { reason: 'unknown_email' } },
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

t.test('one IP has a budget of failures across all accounts', async (t) => {
  const ip = '10.9.0.1'
  const admin = await addAdmin(app, { role: 'viewer' })
  // Successes do not use up the budget.
  for (let i = 0; i < 3; i++) t.equal((await login(admin.email, admin.password, ip)).statusCode, 200, `success ${i + 1}`)
  for (let i = 1; i <= LOGIN_IP_LIMIT; i++) {
    const res = await login(`guess-${i}@test.example`, 'whatever1', ip)
    t.equal(res.statusCode, 401, `a different e-mail each time: failure ${i}`)
  }
  const next = await login('yet-another@test.example', 'whatever1', ip)
  t.equal(next.statusCode, 429, 'the next e-mail from that IP is not checked')
  t.same(next.json(), { error: LOGIN_THROTTLED })
  const retryAfter = Number(next.headers['retry-after'])
  t.ok(retryAfter > 0 && retryAfter <= 900, `Retry-After ${retryAfter}s`)
  t.equal((await login(admin.email, admin.password, ip)).statusCode, 429, 'nor a real account with its right password')
  t.equal((await login(admin.email, admin.password, '10.9.0.2')).statusCode, 200, 'another IP is not affected')
})

t.test('password work is bounded: a flood of sign-ins gets 429 beyond the line, never a 5xx', async (t) => {
  const admin = await addAdmin(app, { role: 'viewer' })
  const flood = PASSWORD_WORK_RUNNING + PASSWORD_WORK_WAITING + 40
  let peak = 0
  const watch = setInterval(() => (peak = Math.max(peak, passwordWork.stats.running)), 1)
  // Each from its own IP, so the throttles do not answer first: only the work bound can.
  const answers = await Promise.all(
    Array.from({ length: flood }, (_, i) => login(i % 2 ? admin.email : `nobody-${i}@test.example`, 'wrong-password', `10.8.${i >> 8}.${i & 255}`)),
  )
  clearInterval(watch)
  const codes = answers.map((a) => a.statusCode)
  t.ok(codes.every((c) => c === 401 || c === 429), `only 401 and 429: ${[...new Set(codes)].join(', ')}`)
  const busy = answers.filter((a) => a.statusCode === 429)
  t.ok(busy.length > 0, `${busy.length} of ${flood} were turned away`)
  t.ok(codes.filter((c) => c === 401).length >= PASSWORD_WORK_RUNNING, 'the ones in line were checked')
  for (const b of busy) {
    t.same(b.json(), { error: PASSWORD_BUSY_MESSAGE })
    t.ok(Number(b.headers['retry-after']) >= 1, 'with Retry-After')
  }
  t.ok(peak <= PASSWORD_WORK_RUNNING, `at most ${PASSWORD_WORK_RUNNING} hashes ran at once (peak ${peak})`)
  t.same(passwordWork.stats, { running: 0, waiting: 0 }, 'and every slot was given back')
  t.equal((await login(admin.email, admin.password, '10.8.9.9')).statusCode, 200, 'afterwards sign-in works')
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
