/**
 * QUALITY R2: thousands of generated malformed requests across every API route, anonymous and
 * signed in as a super admin. No answer may be a 5xx, and every 4xx must be JSON `{error}`.
 * Routes are collected from the composed app, so a new module's routes are fuzzed automatically.
 */
import t from 'tap'
import fc from 'fast-check'
import type { FastifyInstance, HTTPMethods } from 'fastify'
import { createTestApp } from './core/testing.ts'
import { apiModules } from '../fastify.config.ts'
import { staff } from './auth/testing.ts'

interface SeenRoute {
  method: string
  url: string
}

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000)

t.test(`${RUNS} malformed requests: zero 5xx, every 4xx is {error}`, async (t) => {
  const routes: SeenRoute[] = []
  const collector = Object.assign(
    async (app: FastifyInstance) => {
      app.addHook('onRoute', (r) => {
        const methods = Array.isArray(r.method) ? r.method : [r.method]
        for (const m of methods) if (m !== 'HEAD' && r.url.startsWith('/api/')) routes.push({ method: m, url: r.url })
      })
    },
    { [Symbol.for('skip-override')]: true },
  )
  const app = await createTestApp([collector, ...apiModules])
  t.teardown(() => app.close())
  t.ok(routes.length >= 12, `${routes.length} API routes found`)
  let superAdmin = await staff(app, 'super_admin')

  const segment = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.integer({ min: -2, max: 2 ** 31 + 5 }).map(String),
    fc.constantFrom('0', '-1', '1e3', '../../etc/passwd', '%00', '%E0%A4%A', 'null', '9'.repeat(40), ' '),
  )
  const body = fc.oneof(
    fc.json(),
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.string({ maxLength: 200 }),
    fc.constantFrom('{', '{"email":', '[]', 'null', '""', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{}}}'),
    fc.dictionary(
      fc.constantFrom('email', 'password', 'name', 'role', 'is_active', 'currentPassword', 'newPassword', 'contact_email', 'password_protection_enabled', 'access_password', 'extra'),
      fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.object({ maxDepth: 1 })),
    ).map((o) => JSON.stringify(o)),
  )
  const contentType = fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=----x',
    'application/xml',
    'application/json; charset=latin1',
    undefined,
  )
  const request = fc.record({
    route: fc.constantFrom(...routes),
    otherMethod: fc.option(fc.constantFrom<HTTPMethods>('GET', 'POST', 'PUT', 'DELETE', 'PATCH'), { freq: 5 }),
    params: fc.array(segment, { minLength: 3, maxLength: 3 }),
    query: fc.option(fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 })), { freq: 3 }),
    body: fc.option(body, { freq: 6 }),
    contentType,
    signedIn: fc.boolean(),
  })

  let count = 0
  await fc.assert(
    fc.asyncProperty(request, async (r) => {
      // Signing out would end the fuzzing session: the signed-in half stays signed in.
      if (r.signedIn && r.route.url === '/api/auth/logout') return
      let i = 0
      const path = r.route.url.replace(/:[A-Za-z_]+/g, () => encodeURIComponent(r.params[i++]))
      const qs = r.query ? `?${new URLSearchParams(r.query).toString()}` : ''
      const method = (r.otherMethod ?? r.route.method) as HTTPMethods
      const headers: Record<string, string> = {}
      if (r.contentType) headers['content-type'] = r.contentType
      if (r.signedIn) headers.cookie = superAdmin.cookie
      const res = await app.inject({ method, url: path + qs, headers, ...(r.body !== null && method !== 'GET' ? { payload: r.body } : {}) })
      count++
      if (res.statusCode >= 500) throw new Error(`${method} ${path}${qs} → ${res.statusCode} ${res.body}`)
      if (res.statusCode >= 400) {
        const json = JSON.parse(res.body)
        if (typeof json.error !== 'string' || !json.error) throw new Error(`${method} ${path} → ${res.statusCode} without {error}: ${res.body}`)
      }
      if (r.signedIn && count % 500 === 0) {
        const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: superAdmin.cookie } })
        if (me.statusCode !== 200) superAdmin = await staff(app, 'super_admin')
      }
    }),
    { numRuns: Math.ceil(RUNS * 1.08), seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
  )
  t.ok(count >= RUNS, `${count} requests sent`)
})
