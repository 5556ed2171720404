/**
 * Malformed requests to every auth route: each answers 400 or 415 with a JSON `{error}` that names
 * the problem, never a 5xx. Cases are generated from one valid body per route.
 */
import t from 'tap'
import { createTestApp } from '../core/testing.ts'
import { auth } from './index.ts'
import { staff } from './testing.ts'

const app = await createTestApp([auth])
t.teardown(() => app.close())
const boss = await staff(app, 'super_admin')

const routes: Array<{ method: 'POST' | 'PUT'; url: string; valid: Record<string, unknown> }> = [
  { method: 'POST', url: '/api/auth/login', valid: { email: 'someone@test.example', password: 'secret-one' } },
  { method: 'POST', url: '/api/cms/admins', valid: { email: 'new@test.example', password: 'secret-one', role: 'viewer', name: 'New' } },
  { method: 'PUT', url: `/api/cms/admins/${boss.admin.id}/status`, valid: { is_active: true } },
  { method: 'PUT', url: '/api/cms/profile/update', valid: { name: 'Me' } },
  { method: 'PUT', url: '/api/cms/profile/change-password', valid: { currentPassword: 'wrong-one', newPassword: 'whatever1' } },
  { method: 'POST', url: '/api/auth/2fa/enable', valid: { code: '123456' } },
  { method: 'POST', url: '/api/auth/2fa/disable', valid: { code: '123456', password: 'secret words' } },
  { method: 'PUT', url: '/api/cms/two-factor/requirement', valid: { required_for: 'nobody' } },
]

const WRONG_VALUES: unknown[] = [1, 1.5, true, null, [], {}, 'x'.repeat(5000)]
const WRONG_BODIES = ['[]', 'null', '"text"', '42', '{"__proto__": {"polluted": true}}', '{"constructor": {"prototype": {}}}']

function* badRequests(route: (typeof routes)[number]) {
  for (const field of Object.keys(route.valid)) {
    for (const value of WRONG_VALUES) {
      if (typeof value === typeof route.valid[field] && typeof value === 'boolean') continue // that one is valid
      // Every string field has a maximum well under 5000 characters.
      yield { what: `${field}=${JSON.stringify(value)?.slice(0, 20)}`, body: JSON.stringify({ ...route.valid, [field]: value }), type: 'application/json' }
    }
    const { [field]: _omitted, ...rest } = route.valid
    yield { what: `without ${field}`, body: JSON.stringify(rest), type: 'application/json' }
  }
  yield { what: 'extra field', body: JSON.stringify({ ...route.valid, isAdmin: true }), type: 'application/json' }
  for (const body of WRONG_BODIES) yield { what: `body ${body}`, body, type: 'application/json' }
  yield { what: 'invalid JSON', body: '{"email": ', type: 'application/json' }
  yield { what: 'empty JSON body', body: '', type: 'application/json' }
  yield { what: 'text/plain', body: JSON.stringify(route.valid), type: 'text/plain', expect: 415 }
  yield { what: 'form', body: 'email=a%40b.c&password=x', type: 'application/x-www-form-urlencoded', expect: 415 }
  yield { what: 'multipart', body: '--x\r\n\r\n--x--', type: 'multipart/form-data; boundary=x', expect: 415 }
}

t.test('bad bodies: 400/415 with a JSON error, never 5xx', async (t) => {
  let count = 0
  for (const route of routes) {
    for (const bad of badRequests(route)) {
      // "without currentPassword" and friends reach the handler, which answers its own 400.
      const res = await app.inject({ method: route.method, url: route.url, headers: { cookie: boss.cookie, 'content-type': bad.type }, payload: bad.body })
      const who = `${route.method} ${route.url}: ${bad.what}`
      const expected = bad.expect ?? 400
      t.equal(res.statusCode, expected, who)
      const body = res.json()
      t.ok(typeof body.error === 'string' && body.error.length > 0, `${who}: ${body.error}`)
      count++
    }
  }
  t.ok(count > 130, `${count} malformed requests`)
  t.equal(({} as Record<string, unknown>).polluted, undefined, 'no prototype pollution')
})

t.test('validation messages name the field', async (t) => {
  const res = await app.inject({ method: 'POST', url: '/api/cms/admins', headers: { cookie: boss.cookie, 'content-type': 'application/json' }, payload: { email: 'not-an-email', password: 'secret-one', role: 'viewer', name: 'N' } })
  t.same([res.statusCode, res.json().error], [400, 'body.email must be a valid email'])
  const role = await app.inject({ method: 'POST', url: '/api/cms/admins', headers: { cookie: boss.cookie, 'content-type': 'application/json' }, payload: { email: 'a@b.co', password: 'secret-one', role: 'owner', name: 'N' } })
  t.equal(role.statusCode, 400)
  t.match(role.json().error, /body\.role/)
  const extra = await app.inject({ method: 'PUT', url: '/api/cms/profile/update', headers: { cookie: boss.cookie, 'content-type': 'application/json' }, payload: { name: 'x', role: 'super_admin' } })
  t.same([extra.statusCode, extra.json().error], [400, 'Unknown field "role" in body'])
})

t.test(':id must be a positive whole number', async (t) => {
  for (const id of ['abc', '1.5', '-1', '0', '99999999999', 'null', '%00', '1;drop', '1e3', '0x10', '%207']) {
    for (const [method, url, payload] of [
      ['DELETE', `/api/cms/admins/${id}`, undefined],
      ['PUT', `/api/cms/admins/${id}/status`, { is_active: true }],
    ] as const) {
      const res = await app.inject({ method, url, headers: { cookie: boss.cookie, ...(payload ? { 'content-type': 'application/json' } : {}) }, payload: payload && JSON.stringify(payload) })
      t.equal(res.statusCode, 400, `${method} ${url}`)
      t.match(res.json(), { error: /params\.id/ })
    }
  }
})

t.test('logout with an unreadable body still answers JSON', async (t) => {
  const { cookie } = await staff(app, 'viewer')
  const res = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, 'content-type': 'text/plain' }, payload: 'bye' })
  t.equal(res.statusCode, 415)
  t.match(res.json(), { error: /Unsupported content type/ })
  t.equal((await app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode, 401, 'but the session is over')
})

t.test('cross-site requests are refused before anything happens', async (t) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/cms/admins',
    headers: { cookie: boss.cookie, 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
    payload: { email: 'csrf@test.example', password: 'secret-one', role: 'super_admin', name: 'CSRF' },
  })
  t.equal(res.statusCode, 403)
})
