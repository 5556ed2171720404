import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { createTestApp, createTestDatabase, jsonHeaders, cookiesFrom } from '../core/testing.ts'
import { auth } from '../auth/index.ts'
import { staff } from '../auth/testing.ts'
import { settings } from '../settings/index.ts'
import { gate } from './index.ts'
import { encodeGrant, GATE_COOKIE, GRANT_LIFETIME_MS, grantIsValid } from './grant.ts'

const ACCESS = 'gate-pass-123'

/** Stand-ins for later modules' public routes: one content API, one of the coming-soon forms. */
async function probes(app: FastifyInstance) {
  app.get('/api/public/probe-content', async () => ({ secret: 'launch plans' }))
  app.post('/api/public/contact', { config: { gate: 'open' } }, async () => ({ success: true }))
}

const verify = (app: FastifyInstance, password: unknown, ip = '203.0.113.9') =>
  app.inject({ method: 'POST', url: '/api/public/verify-password', headers: jsonHeaders(), payload: { password }, remoteAddress: ip })

t.test('gate module: server-side enforcement', async (t) => {
  const app = await createTestApp([auth, settings, gate, probes], { config: { accessPassword: ACCESS } })
  t.teardown(() => app.close())
  const admin = await staff(app, 'admin')

  await t.test('protection is on at first start', async (t) => {
    const res = await app.inject({ method: 'GET', url: '/api/public/password-settings' })
    t.same(res.json(), { settings: { password_protection_enabled: '1' } })
  })

  await t.test('visitors without a grant are refused by every public content API', async (t) => {
    let res = await app.inject({ method: 'GET', url: '/api/public/probe-content' })
    t.equal(res.statusCode, 403)
    t.same(res.json(), { error: 'This site is not open to the public yet' })
    res = await app.inject({ method: 'GET', url: '/api/cms/settings' })
    t.equal(res.statusCode, 403, 'the anonymous settings read is gated too')
    res = await app.inject({ method: 'POST', url: '/api/public/contact', headers: jsonHeaders(), payload: {} })
    t.equal(res.statusCode, 200, 'the coming-soon form stays open')
  })

  await t.test('a wrong password is refused, the right one grants a signed cookie', async (t) => {
    let res = await verify(app, 'nope', '198.51.100.1')
    t.equal(res.statusCode, 401)
    t.same(res.json(), { error: 'Invalid password' })
    res = await verify(app, ACCESS, '198.51.100.1')
    t.equal(res.statusCode, 200)
    t.same(res.json(), { success: true })
    const setCookie = String(res.headers['set-cookie'])
    t.match(setCookie, /yerth_gate=/)
    t.match(setCookie, /HttpOnly/)
    t.match(setCookie, /SameSite=Lax/)
    t.notMatch(setCookie, /Max-Age|Expires/, 'the grant lasts for the browser session')
    const cookie = cookiesFrom(res)
    res = await app.inject({ method: 'GET', url: '/api/public/probe-content', headers: { cookie } })
    t.equal(res.statusCode, 200)
    res = await app.inject({ method: 'GET', url: '/api/cms/settings', headers: { cookie } })
    t.equal(res.statusCode, 200)
  })

  await t.test('forged, tampered and expired grants are refused', async (t) => {
    const { version } = await app.settings.protection()
    const forged = `${GATE_COOKIE}=${encodeURIComponent(encodeGrant(version))}`
    t.equal((await app.inject({ method: 'GET', url: '/api/public/probe-content', headers: { cookie: forged } })).statusCode, 403, 'unsigned')
    const expired = app.signCookie(encodeGrant(version, Date.now() - GRANT_LIFETIME_MS - 1000))
    t.equal((await app.inject({ method: 'GET', url: '/api/public/probe-content', headers: { cookie: `${GATE_COOKIE}=${encodeURIComponent(expired)}` } })).statusCode, 403, 'expired')
    const signed = app.signCookie(encodeGrant(version))
    const tampered = signed.replace(version, version.split('').reverse().join(''))
    t.equal((await app.inject({ method: 'GET', url: '/api/public/probe-content', headers: { cookie: `${GATE_COOKIE}=${encodeURIComponent(tampered)}` } })).statusCode, 403, 'tampered')
    t.notOk(grantIsValid('garbage', version))
    t.notOk(grantIsValid(null, version))
  })

  await t.test('staff sessions pass the gate', async (t) => {
    const res = await app.inject({ method: 'GET', url: '/api/public/probe-content', headers: { cookie: admin.cookie } })
    t.equal(res.statusCode, 200)
    const req = { admin: { id: 1 }, cookies: {} } as never
    t.same(await app.gate.state(req), { protected: true, hasAccess: true })
  })

  await t.test('changing the access password voids earlier grants', async (t) => {
    const cookie = cookiesFrom(await verify(app, ACCESS, '198.51.100.2'))
    t.equal((await app.inject({ method: 'GET', url: '/api/public/probe-content', headers: { cookie } })).statusCode, 200)
    const res = await app.inject({ method: 'PUT', url: '/api/cms/settings', headers: jsonHeaders(admin.cookie), payload: { access_password: 'brand-new-pass' } })
    t.equal(res.statusCode, 200)
    t.equal((await app.inject({ method: 'GET', url: '/api/public/probe-content', headers: { cookie } })).statusCode, 403)
    t.equal((await verify(app, ACCESS, '198.51.100.2')).statusCode, 401, 'the old password no longer works')
    t.equal((await verify(app, 'brand-new-pass', '198.51.100.2')).statusCode, 200)
  })

  await t.test('bad bodies get a 400/415 with {error}', async (t) => {
    for (const payload of [{}, { password: '' }, { password: 42 }, { password: 'x', extra: 1 }, [], 'null']) {
      const res = await app.inject({ method: 'POST', url: '/api/public/verify-password', headers: jsonHeaders(), payload: payload as never })
      t.equal(res.statusCode, 400, JSON.stringify(payload))
      t.type(res.json().error, 'string')
    }
    const res = await app.inject({ method: 'POST', url: '/api/public/verify-password', headers: { 'content-type': 'text/plain' }, payload: 'password=x' })
    t.equal(res.statusCode, 415)
  })

  await t.test('with protection off the whole site is public', async (t) => {
    await app.inject({ method: 'PUT', url: '/api/cms/settings', headers: jsonHeaders(admin.cookie), payload: { password_protection_enabled: '0' } })
    t.same((await app.inject({ method: 'GET', url: '/api/public/password-settings' })).json(), { settings: { password_protection_enabled: '0' } })
    t.equal((await app.inject({ method: 'GET', url: '/api/public/probe-content' })).statusCode, 200)
    t.equal((await app.inject({ method: 'GET', url: '/api/cms/settings' })).statusCode, 200)
    t.equal((await verify(app, 'anything')).statusCode, 200)
    await app.inject({ method: 'PUT', url: '/api/cms/settings', headers: jsonHeaders(admin.cookie), payload: { password_protection_enabled: '1' } })
  })
})

t.test('gate throttle: 10 failures per IP per 15 minutes, held across two instances', async (t) => {
  const database = await createTestDatabase()
  const a = await createTestApp([auth, settings, gate], { database, config: { accessPassword: ACCESS } })
  const b = await createTestApp([auth, settings, gate], { database, config: { accessPassword: ACCESS } })
  t.teardown(async () => {
    await a.close()
    await b.close()
    await database.close()
  })
  const ip = '192.0.2.44'
  for (let i = 0; i < 10; i++) t.equal((await verify(i % 2 ? a : b, 'wrong', ip)).statusCode, 401)
  for (const app of [a, b]) {
    const res = await verify(app, ACCESS, ip)
    t.equal(res.statusCode, 429, 'even the right password waits')
    const retry = Number(res.headers['retry-after'])
    t.ok(retry > 0 && retry <= 15 * 60, `Retry-After ${retry}`)
    t.match(res.json().error, /Too many/)
  }
  t.equal((await verify(a, ACCESS, '192.0.2.45')).statusCode, 200, 'another visitor is not affected')
})
