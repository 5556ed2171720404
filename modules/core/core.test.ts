import t from 'tap'
import { sql } from 'kysely'
import { Type } from 'typebox'
import { loadConfig, ConfigError } from './config.ts'
import { describeValidation, HttpError } from './errors.ts'
import { createTestApp, jsonHeaders } from './testing.ts'
import { Throttle } from './throttle.ts'

t.test('config: defaults and one clear line per bad variable', async (t) => {
  const c = loadConfig({}, '/srv/app')
  t.equal(c.port, 3000)
  t.equal(c.databaseUrl, null)
  t.equal(c.dataDir, '/srv/app/data')
  t.equal(c.cookieSecure, 'auto')
  const err = t.throws(() =>
    loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SESSION_SECRET: 'short', ADMIN_EMAIL: 'nope', COOKIE_SECURE: 'maybe', OWNER_EMAILS: 'a@b.co, bad' }),
  ) as ConfigError
  t.ok(err instanceof ConfigError)
  t.match(err.message, /PORT must be a whole number/)
  t.match(err.message, /DATABASE_URL must be a postgres/)
  t.match(err.message, /SESSION_SECRET must be at least 32/)
  t.match(err.message, /ADMIN_EMAIL is not an e-mail/)
  t.match(err.message, /COOKIE_SECURE must be auto/)
  t.match(err.message, /OWNER_EMAILS contains "bad"/)
  t.same(loadConfig({ OWNER_EMAILS: 'A@B.co, c@d.io' }).ownerEmails, ['a@b.co', 'c@d.io'])
})

t.test('config: the public origin absolute links are built on', async (t) => {
  t.equal(loadConfig({}).publicOrigin, 'http://localhost:3000', 'development defaults to localhost on its port')
  t.equal(loadConfig({}).publicOriginConfigured, false)
  t.equal(loadConfig({ NODE_ENV: 'test', PORT: '4321' }).publicOrigin, 'http://localhost:4321')
  const set = loadConfig({ PUBLIC_ORIGIN: 'HTTPS://WWW.Yerth.COM:443/' })
  t.equal(set.publicOrigin, 'https://www.yerth.com', 'kept as a browser spells an Origin')
  t.equal(set.publicOriginConfigured, true)
  for (const bad of ['www.yerth.com', 'https://www.yerth.com/blog', 'ftp://yerth.com', 'https://www.yerth.com/?a=1']) {
    t.throws(() => loadConfig({ PUBLIC_ORIGIN: bad }), /PUBLIC_ORIGIN must be an origin such as https:\/\/www\.example\.com/, bad)
  }
  const err = t.throws(() => loadConfig({ NODE_ENV: 'production' })) as ConfigError
  t.match(err.message, 'PUBLIC_ORIGIN must be set in production: the address people reach the site at, such as https://www.example.com')
  t.equal(loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://www.yerth.com' }).publicOrigin, 'https://www.yerth.com')
  const started = loadConfig({ NODE_ENV: 'production', PORT: '8080' }, '/srv/app', { defaultOrigin: true })
  t.equal(started.publicOrigin, 'http://localhost:8080', 'npm start on a fresh machine: the localhost default')
  t.equal(started.publicOriginConfigured, false)
})

t.test('CSRF origin: the configured origin is the rule; without one, the host the request reached', async (t) => {
  const echo = async (app: import('fastify').FastifyInstance) => {
    app.post('/api/echo', async () => ({ ok: true }))
  }
  const post = (app: import('fastify').FastifyInstance, origin: string, host: string) =>
    app.inject({ method: 'POST', url: '/api/echo', headers: { ...jsonHeaders(), origin, host }, payload: {} })

  const defaulted = await createTestApp([echo])
  t.teardown(() => defaulted.close())
  t.equal((await post(defaulted, 'http://127.0.0.1:3000', '127.0.0.1:3000')).statusCode, 200, 'reached as 127.0.0.1')
  t.equal((await post(defaulted, 'http://yerth-box.lan:3000', 'yerth-box.lan:3000')).statusCode, 200, 'reached by a LAN name')
  t.equal((await post(defaulted, 'https://evil.example', '127.0.0.1:3000')).statusCode, 403)

  const configured = await createTestApp([echo], { config: { publicOrigin: 'https://www.yerth.com', publicOriginConfigured: true } })
  t.teardown(() => configured.close())
  t.equal((await post(configured, 'https://www.yerth.com', 'www.yerth.com')).statusCode, 200)
  const forged = await post(configured, 'http://evil.example', 'evil.example')
  t.equal(forged.statusCode, 403, 'a page on another host that names itself in Host is refused')
  t.same(forged.json(), { error: 'Cross-origin request refused' })
})

t.test('validation messages name the field', async (t) => {
  t.equal(describeValidation([{ keyword: 'additionalProperties', instancePath: '', params: { additionalProperties: ['extra'] } }], 'body'), 'Unknown field "extra" in body')
  t.equal(describeValidation([{ keyword: 'required', instancePath: '', params: { requiredProperties: ['email'] } }], 'body'), 'body.email is required')
  t.equal(describeValidation([{ keyword: 'type', instancePath: '/name', params: { type: 'string' } }], 'body'), 'body.name must be a string')
  t.equal(describeValidation([{ keyword: 'format', instancePath: '/e', params: { format: 'email' } }], 'body'), 'body.e must be a valid email')
})

t.test('host: error shape, strict validation, CSRF guard, headers, health', async (t) => {
  const app = await createTestApp([
    async (app) => {
      const Body = Type.Object({ name: Type.String({ minLength: 1 }), n: Type.Optional(Type.Integer()) }, { additionalProperties: false })
      app.post('/api/echo', { schema: { body: Body } }, async (req) => ({ got: req.body }))
      app.get('/api/boom', async () => {
        throw new Error('secret internals: password=hunter2')
      })
      app.get('/api/teapot', async () => {
        throw new HttpError(409, 'Already there')
      })
      app.get('/api/limit', { schema: { querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })) }) } }, async (req) => req.query)
      app.get('/api/things/:id', { schema: { params: Type.Object({ id: Type.Integer({ minimum: 1 }) }) } }, async (req) => req.params)
    },
  ])
  t.teardown(() => app.close())

  let res = await app.inject({ method: 'POST', url: '/api/echo', headers: jsonHeaders(), payload: { name: 'x', n: 2 } })
  t.equal(res.statusCode, 200)
  t.same(res.json(), { got: { name: 'x', n: 2 } })

  res = await app.inject({ method: 'POST', url: '/api/echo', headers: jsonHeaders(), payload: { name: 'x', sneaky: true } })
  t.equal(res.statusCode, 400)
  t.equal(res.json().error, 'Unknown field "sneaky" in body')

  res = await app.inject({ method: 'POST', url: '/api/echo', headers: jsonHeaders(), payload: { name: 'x', n: '2' } })
  t.equal(res.statusCode, 400, 'bodies are not coerced')
  t.match(res.json().error, /body\.n must be a whole number/)

  res = await app.inject({ method: 'POST', url: '/api/echo', headers: jsonHeaders(), payload: '{"name":' })
  t.equal(res.statusCode, 400)
  t.equal(res.json().error, 'The request body is not valid JSON')

  res = await app.inject({ method: 'POST', url: '/api/echo', headers: { 'content-type': 'text/plain' }, payload: 'name=x' })
  t.equal(res.statusCode, 415)
  t.match(res.json().error, /Unsupported content type/)

  res = await app.inject({ method: 'POST', url: '/api/echo', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'name=x' })
  t.equal(res.statusCode, 415)

  res = await app.inject({ method: 'GET', url: '/api/limit?limit=3' })
  t.same(res.json(), { limit: 3 }, 'query strings are converted')
  res = await app.inject({ method: 'GET', url: '/api/limit?limit=abc' })
  t.equal(res.statusCode, 400)
  t.match(res.json().error, /querystring\.limit/)

  // URL numbers must be plain digits: the converter would otherwise read 1.5 as 1 and 0x10 as 16.
  for (const bad of ['1.5', '0x10', '1e1', '%201', 'abc']) {
    res = await app.inject({ method: 'GET', url: `/api/things/${bad}` })
    t.equal(res.statusCode, 400, bad)
    t.equal(res.json().error, 'params.id must be a whole number', bad)
  }
  t.same((await app.inject({ method: 'GET', url: '/api/things/12' })).json(), { id: 12 })
  res = await app.inject({ method: 'GET', url: '/api/limit?limit=1e1' })
  t.equal(res.json().error, 'querystring.limit must be a whole number')

  res = await app.inject({ method: 'GET', url: '/api/boom' })
  t.equal(res.statusCode, 500)
  t.notMatch(res.body, /hunter2|internals/)
  t.ok(res.json().error)

  res = await app.inject({ method: 'GET', url: '/api/teapot' })
  t.same(res.json(), { error: 'Already there' })

  res = await app.inject({ method: 'GET', url: '/api/nowhere/%3Cb%3E' })
  t.equal(res.statusCode, 404)
  t.same(res.json(), { error: 'Not found' }, 'the address is not echoed')
  t.equal(res.headers['cache-control'], 'no-store')

  // CSRF: a browser marks cross-site requests; a foreign Origin is refused too.
  res = await app.inject({ method: 'POST', url: '/api/echo', headers: { ...jsonHeaders(), 'sec-fetch-site': 'cross-site' }, payload: { name: 'x' } })
  t.equal(res.statusCode, 403)
  res = await app.inject({ method: 'POST', url: '/api/echo', headers: { ...jsonHeaders(), origin: 'https://evil.example', host: 'localhost' }, payload: { name: 'x' } })
  t.equal(res.statusCode, 403)
  res = await app.inject({ method: 'POST', url: '/api/echo', headers: { ...jsonHeaders(), origin: 'http://localhost', host: 'localhost', 'sec-fetch-site': 'same-origin' }, payload: { name: 'x' } })
  t.equal(res.statusCode, 200)

  res = await app.inject({ method: 'GET', url: '/healthz' })
  t.equal(res.statusCode, 200)
  t.match(res.headers['content-security-policy'], /object-src 'none'/)
  t.match(res.headers['content-security-policy'], /frame-ancestors 'self'/)
  t.notMatch(res.headers['content-security-policy'], /script-src[^;]*unsafe-inline/)
  t.equal(res.headers['x-content-type-options'], 'nosniff')
  t.ok(res.headers['x-request-id'])
  res = await app.inject({ method: 'GET', url: '/readyz' })
  t.equal(res.statusCode, 200)
})

t.test('throttle: windows held in the database, shared by every instance', async (t) => {
  const app = await createTestApp([])
  t.teardown(() => app.close())
  const a = app.throttle
  const b = new Throttle(app.db) // a second instance on the same database
  for (let i = 1; i <= 3; i++) t.equal((await (i % 2 ? a : b).hit('k', 60)).count, i)
  t.equal(await b.isBlocked('k', 4), null)
  const blocked = await b.isBlocked('k', 3)
  t.ok(blocked && blocked.retryAfter > 0 && blocked.retryAfter <= 60)
  await a.clear('k')
  t.equal((await b.peek('k')).count, 0)
  // The windows are measured by the database's clock (now() in SQL), so time passes for them by
  // moving the window's end into the past, not by waiting on a real clock.
  await a.hit('short', 60)
  t.equal((await b.hit('short', 60)).count, 2, 'inside the window the count goes on')
  await sql`update rate_limits set reset_at = now() - interval '1 millisecond' where key = 'short'`.execute(app.db)
  t.equal((await b.peek('short')).count, 0, 'an ended window counts nothing')
  t.equal((await a.hit('short', 60)).count, 1, 'a new window starts after the old one ends')
  t.equal((await b.peek('short')).count, 1)
})

t.test('changes: subscribers hear published topics', async (t) => {
  const app = await createTestApp([])
  t.teardown(() => app.close())
  let heard = 0
  const off = app.changes.subscribe('settings', () => heard++)
  await app.changes.publish('settings')
  await app.changes.publish('other')
  off()
  await app.changes.publish('settings')
  t.equal(heard, 1)
})
