/**
 * Cached pages answered before Fastify's request handling (modules/core/prepared-answers.ts and
 * plugin.ts preparedPage), over a real socket as browsers reach them: the same status, headers and
 * bytes as the ordinary answer; only for requests without credentials, at a page's canonical address,
 * while the site is open; and decided on the route Fastify's own router matches for every spelling.
 * The journal is the real blogs and vlogs modules (their routes are among those matched), the posts
 * written through the console API.
 */
import t from 'tap'
import { request as httpRequest } from 'node:http'
import fp from 'fastify-plugin'
import { createTestApp, jsonHeaders } from '../modules/core/testing.ts'
import { auth } from '../modules/auth/index.ts'
import { staff } from '../modules/auth/testing.ts'
import { settings } from '../modules/settings/index.ts'
import { gate } from '../modules/gate/index.ts'
type BlogBody = Record<string, unknown>
import { media } from '../modules/media/index.ts'
import { contentTypes } from '../modules/content-types/index.ts'
import { redirects } from '../modules/redirects/index.ts'
import { publicSite } from './plugin.ts'
import { builtBundles } from './testing.ts'
import { upgradesInFlight } from './page-cache.ts'
import { eventually } from '../modules/core/eventually.ts'

await builtBundles('public')

/** Three published posts, post n dated January n 2026. */
const BLOGS: BlogBody[] = Array.from({ length: 3 }, (_, i) => ({
  title: `Prepared post ${i + 1}`,
  slug: `prepared-post-${i + 1}`,
  category: 'Design',
  author_name: 'Ada Green',
  content: `<p>${'Electric mobility, quietly. '.repeat(40)}</p>`,
  status: 'published',
  publish_date: new Date(Date.UTC(2026, 0, i + 1)).toISOString(),
  tags: 'Design',
}))

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/**
 * Names every answer with the route Fastify's router matched (compared with the mirror router below),
 * read when the request arrives: a handler may still hand it to the 404 route (a missing file).
 */
const matchedRoute = fp(async (app) => {
  const matched = new WeakMap<object, string>()
  app.addHook('onRequest', (request, _reply, done) => {
    matched.set(request, `${request.method} ${request.routeOptions.url ?? '(none)'}`)
    done()
  })
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-test-route', matched.get(request) ?? '(none)')
    done(null, payload)
  })
})

t.test('cached pages answered before Fastify', async (t) => {
  const app = await createTestApp([auth, settings, gate, media, contentTypes, redirects, publicSite, matchedRoute], {
    config: { accessPassword: 'prepared-pass-1234' },
  })
  t.teardown(() => app.close())
  // The posts, written through the console API by an editor (no vlogs: that list stays empty).
  const writer = await staff(app, 'editor')
  for (const [url, payload] of [['/api/cms/blog-categories', { name: 'Design' }] as const, ...BLOGS.map((body) => ['/api/cms/blogs', body] as const)]) {
    const res = await app.inject({ method: 'POST', url, headers: jsonHeaders(writer.cookie), payload })
    if (res.statusCode !== 201) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`)
  }
  t.equal((await app.contentTypes.listPaged('blogs', {})).total, 3, 'the three posts are published')
  await app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = app.server.address() as { port: number }
  const prepared = app.preparedAnswers!
  await app.settings.update({ password_protection_enabled: '0' }, null)

  const send = (method: string, path: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      req.on('error', reject)
      req.end()
    })
  /** Sends the request and says whether it was a prepared answer. */
  const viaPrepared = async (method: string, path: string, headers: Record<string, string> = {}) => {
    const before = prepared.sent
    const answer = await send(method, path, headers)
    return { answer, prepared: prepared.sent === before + 1 }
  }
  /** The headers an answer is compared on: all but the per-request ones and the test's own. */
  const comparable = (a: Answer) =>
    Object.fromEntries(Object.entries(a.headers).filter(([name]) => !['date', 'x-request-id', 'x-test-route', 'connection', 'keep-alive'].includes(name)))

  await t.test('the same status, headers and bytes as the ordinary answer, in every encoding', async (t) => {
    for (const path of ['/journal/blogs', '/', '/about', '/journal/blogs/prepared-post-2', '/no/such-page']) {
      for (const encoding of ['gzip, deflate, br', 'gzip', '']) {
        const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {}
        const first = await viaPrepared('GET', path, headers)
        // The plain bytes are kept from the render on; each compressed encoding is made on its first request.
        if (encoding !== '') t.notOk(first.prepared, `${path} [${encoding}]: the first visit in this encoding goes the ordinary way`)
        // A page's encodings are made on the first request for them; wait for the best brotli too.
        await send('GET', path, headers)
        await eventually(() => upgradesInFlight() === 0, { what: 'the best brotli' })
        const ordinary = await app.inject({ url: path, headers })
        const { answer, prepared: wasPrepared } = await viaPrepared('GET', path, headers)
        t.ok(wasPrepared, `${path} [${encoding}]: then answered from the cache before Fastify`)
        t.equal(answer.status, ordinary.statusCode, `${path}: status`)
        t.same(comparable(answer), comparable({ status: ordinary.statusCode, headers: ordinary.headers as Answer['headers'], body: ordinary.rawPayload }), `${path} [${encoding}]: headers`)
        t.ok(answer.body.equals(ordinary.rawPayload), `${path} [${encoding}]: bytes`)
        t.match(answer.headers['x-request-id'], /^[0-9a-f]{12}-[0-9a-f]+$/, 'a request id of its own (request-ids.ts)')
        t.not(answer.headers['x-request-id'], ordinary.headers['x-request-id'])
      }
    }
    const head = await viaPrepared('HEAD', '/journal/blogs', { 'accept-encoding': 'br' })
    t.ok(head.prepared, 'HEAD too')
    t.equal(head.answer.body.length, 0, 'HEAD: no body')
    t.ok(Number(head.answer.headers['content-length']) > 1000, 'HEAD: the length of the body a GET gets')
  })

  await t.test('a moved address is answered with where it leads, never with a cached page', async (t) => {
    // The 404 page is cached by what it shows (the same for every address no page claims)...
    await send('GET', '/gone/story', { 'accept-encoding': 'br' })
    await send('GET', '/gone/story', { 'accept-encoding': 'br' })
    await eventually(() => upgradesInFlight() === 0, { what: 'the best brotli, made in the background' })
    t.ok((await viaPrepared('GET', '/gone/story', { 'accept-encoding': 'br' })).prepared, 'the 404 page comes from the cache')
    // ...and once the address moves, the redirect wins over that cached page.
    const res = await app.inject({ method: 'POST', url: '/api/cms/redirects', headers: jsonHeaders(writer.cookie), payload: { from_path: '/gone/story', to: '/about', status: 301 } })
    t.equal(res.statusCode, 201, res.body)
    for (const path of ['/gone/story', '/gone/story/', '/gone//story', '/gone/story?utm_source=x']) {
      const moved = await viaPrepared('GET', path, { 'accept-encoding': 'br' })
      t.notOk(moved.prepared, `${path}: not a prepared answer`)
      t.equal(moved.answer.status, 301, `${path}: a permanent redirect`)
      t.equal(moved.answer.headers.location, path.includes('?') ? '/about?utm_source=x' : '/about')
    }
  })

  await t.test('only for a request whose answer depends on no one', async (t) => {
    await send('GET', '/journal/blogs')
    await send('GET', '/journal/blogs')
    for (const [why, headers] of [
      ['a cookie (a session, the gate grant or the consent choice)', { cookie: 'yerth_consent=analytics' }],
      ['credentials', { authorization: 'Bearer x' }],
      ['a conditional request (answered 304 by the ordinary route)', { 'if-none-match': '"x"' }],
    ] as const) {
      const { prepared: wasPrepared, answer } = await viaPrepared('GET', '/journal/blogs', headers)
      t.notOk(wasPrepared, why)
      t.equal(answer.status, 200)
    }
    const spelling = await viaPrepared('GET', '/journal//blogs/')
    t.notOk(spelling.prepared, 'another spelling of the address')
    t.equal(spelling.answer.status, 301)
    t.equal(spelling.answer.headers.location, '/journal/blogs')
    const control = await viaPrepared('GET', '/journal/blogs?q=%00')
    t.notOk(control.prepared, 'a control character in the address')
    t.equal(control.answer.status, 400)
    const post = await viaPrepared('POST', '/journal/blogs')
    t.notOk(post.prepared, 'not a read')
    const asset = await viaPrepared('GET', '/missing.js')
    t.notOk(asset.prepared, 'a missing file is not a page')
    t.equal(asset.answer.status, 404)
  })

  await t.test('never while the gate is on, and never a page older than a change', async (t) => {
    await send('GET', '/about')
    await send('GET', '/about')
    t.ok((await viaPrepared('GET', '/about')).prepared, 'cached while open')
    await app.settings.update({ password_protection_enabled: '1' }, null)
    const gated = await viaPrepared('GET', '/about')
    t.notOk(gated.prepared, 'the gate closed: no prepared page')
    t.match(gated.answer.headers['cache-control'], /private/)
    t.match(gated.answer.body.toString(), /coming soon/i, 'the coming-soon page')
    await app.settings.update({ password_protection_enabled: '0' }, null)
    t.notOk((await viaPrepared('GET', '/about')).prepared, 'reopened: rendered again first')
  })

  await t.test('decided on the route Fastify matches, for every spelling', async (t) => {
    const targets = [
      '/',
      '/journal/blogs',
      '/journal/blogs/',
      '/journal//blogs',
      '/%6Aournal/blogs',
      '/Journal/blogs',
      '/api/public/blogs',
      '/api/%70ublic/blogs',
      '/%61pi/public/blogs',
      '/api/public//blogs/',
      '/api/public/blogs?x=1',
      '/admin',
      '/admin/',
      '/healthz',
      '/sitemap.xml',
      '/robots.txt',
      '/assets/x.js',
      '/a;b',
      '/%',
      '/%zz',
      `/${'x'.repeat(300)}`,
      '//api/public/blogs',
      '/api/public/blogs#frag',
    ]
    for (const method of ['GET', 'HEAD']) {
      for (const url of targets) {
        const res = await app.inject({ method: method as 'GET', url })
        const mirror = prepared.match(method, url)
        const fastify = res.headers['x-test-route']
        // Fastify names its 404 route's url as the request's; the mirror finds no route there.
        if (res.statusCode === 404 && !mirror) continue
        t.equal(mirror ? `${method} ${mirror.url}` : undefined, fastify, `${method} ${url}`)
      }
    }
  })
})
