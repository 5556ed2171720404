/**
 * QUALITY R10 against the router: the gate is decided on the route the router matched, so no
 * spelling of an address may reach gated content. Generated from the registered routes of the whole
 * app: for every route, its path is spelled with percent-encoded letters (upper and lower case hex),
 * an encoded slash, doubled and trailing slashes, dot segments (plain and encoded), changed case and
 * a semicolon. With the gate on and no cookie, no answer may carry the seeded posts, vlogs, authors
 * or categories, no spelling may get a 2xx from a route the gate guards (whichever route the router
 * picked for it), and nothing may be a 5xx. robots.txt disallows everything and names no sitemap while gated.
 */
import t from 'tap'
import { request as httpRequest } from 'node:http'
import type { FastifyInstance, HTTPMethods } from 'fastify'
import { createTestApp, jsonHeaders } from './core/testing.ts'
import { apiModules, webModules } from '../fastify.config.ts'
import { staff } from './auth/testing.ts'
import { builtBundles } from '../web-public/testing.ts'

await builtBundles('public')

/** Words that exist only in the gated content seeded below: an answer that holds one has leaked it. */
const MARKERS = ['Zephyrine', 'Quillmoor', 'Brackenfold', 'Lumivane']

interface Route {
  method: HTTPMethods
  url: string
}

/** Percent-encodes the character at `index` of `text` (hex case as asked). */
const encodeAt = (text: string, index: number, lower = false) => {
  const hex = text.charCodeAt(index).toString(16).padStart(2, '0')
  return `${text.slice(0, index)}%${lower ? hex.toLowerCase() : hex.toUpperCase()}${text.slice(index + 1)}`
}

/** Ways to write `path` that a router or a proxy might read as the same address. */
export function spellings(path: string): string[] {
  const segments = path.split('/').slice(1)
  const out = new Set<string>([path, `${path}/`, `/${path}`, path.replace(/\//g, '//'), `${path}/.`, `${path}?`, `${path}#x`])
  segments.forEach((segment, i) => {
    const before = `/${segments.slice(0, i).join('/')}${i ? '/' : ''}`
    const after = segments.slice(i + 1).length ? `/${segments.slice(i + 1).join('/')}` : ''
    const letter = segment.search(/[a-z]/i)
    if (letter >= 0) {
      out.add(before + encodeAt(segment, letter) + after)
      out.add(before + encodeAt(segment, letter, true) + after)
      out.add(before + [...segment].map((_, j) => j).reduceRight((s, j) => (/[a-z]/i.test(s[j] ?? '') ? encodeAt(s, j) : s), segment) + after)
      out.add(before + segment.toUpperCase() + after)
      out.add(before + segment[0].toUpperCase() + segment.slice(1) + after)
    }
    out.add(`${before}${segment}/../${segment}${after}`)
    out.add(`${before}./${segment}${after}`)
    out.add(`${before}x/%2e%2e/${segment}${after}`)
    out.add(`${before}${segment};x${after}`)
    if (i > 0) out.add(`${before.slice(0, -1)}%2F${segment}${after}`)
  })
  return [...out]
}

t.test('no spelling of any route reaches gated content', async (t) => {
  const routes: Route[] = []
  const collector = Object.assign(
    async (app: FastifyInstance) => {
      app.addHook('onRoute', (r) => {
        for (const method of [r.method].flat() as HTTPMethods[]) routes.push({ method, url: r.url })
      })
      // Which route answered, and its gate policy: a 2xx from a gated route is a leak, whatever the spelling.
      app.addHook('onSend', async (request, reply) => {
        reply.header('x-test-route', `${request.routeOptions.url ?? '(none)'} ${request.routeOptions.config?.gate ?? '-'}`)
      })
    },
    { [Symbol.for('skip-override')]: true },
  )
  const app = await createTestApp([collector, ...apiModules, ...webModules], { config: { accessPassword: 'spelling-gate-pass' } })
  t.teardown(() => app.close())
  const admin = await staff(app, 'admin')

  // Gated content, published and visible to the public once the gate opens.
  const post = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url, headers: jsonHeaders(admin.cookie), payload })
    t.ok(res.statusCode < 300, `${url} ${res.statusCode} ${res.body.slice(0, 200)}`)
    return res.json()
  }
  await post('/api/cms/blog-categories', { name: `${MARKERS[2]} Notes` })
  const { blog } = await post('/api/cms/blogs', {
    title: `${MARKERS[0]} launch plans`,
    // Slugs without the markers: an address that echoes its own path must not count as a leak.
    slug: 'launch-plans',
    content: `<p>${MARKERS[0]} ships in spring.</p>`,
    category: `${MARKERS[2]} Notes`,
    author_name: `${MARKERS[3]} Reyes`,
    status: 'published',
  })
  const { vlog } = await post('/api/cms/vlogs', {
    title: `${MARKERS[1]} test drive`,
    slug: 'coast-test-drive',
    youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    description: `${MARKERS[1]} on the coast road`,
    category: `${MARKERS[2]} Rides`,
    author_name: `${MARKERS[3]} Reyes`,
    status: 'published',
  })
  t.ok((await app.settings.protection()).enabled, 'the gate is on')

  // Staff see the content through the exact paths, so the markers are reachable at all.
  const seen = await app.inject({ url: '/api/public/blogs', headers: { cookie: admin.cookie } })
  t.match(seen.body, MARKERS[0], 'staff pass the gate: the marker is there to leak')

  const params: Record<string, string> = { slug: blog.slug, id: String(blog.id), file: 'x.webp', '*': `journal/blogs/${blog.slug}` }
  const fill = (url: string) => url.replace(/:([A-Za-z_]+)/g, (_m, name: string) => params[name] ?? String(vlog.id)).replace(/\*$/, params['*'])

  // Over a real socket too: inject (light-my-request) tidies some spellings (dot segments) before
  // the router sees them, a real HTTP client does not.
  await app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = app.server.address() as { port: number }
  const overHttp = (method: string, path: string) =>
    new Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>((resolve) => {
      const req = httpRequest({ host: '127.0.0.1', port, method, path, headers: method === 'GET' || method === 'HEAD' ? {} : { 'content-type': 'application/json', 'content-length': '2' } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }))
      })
      req.on('error', (err) => resolve({ statusCode: 0, headers: {}, body: String(err) }))
      req.end(method === 'GET' || method === 'HEAD' ? undefined : '{}')
    })

  let checked = 0
  const leaks: string[] = []
  for (const route of routes) {
    if (route.method === 'OPTIONS') continue
    for (const url of spellings(fill(route.url))) for (const via of ['inject', 'http'] as const) {
      const res =
        via === 'http'
          ? await overHttp(route.method, url.replace(/#.*$/, ''))
          : await app.inject({ method: route.method, url, remoteAddress: '203.0.113.50', ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { headers: jsonHeaders(), payload: {} }) })
      checked++
      const where = `${via} ${route.method} ${url} (route ${route.url}) → ${res.statusCode}`
      if (res.statusCode >= 500 || res.statusCode === 0) leaks.push(`${where}: server error ${res.statusCode ? '' : res.body}`)
      const marker = MARKERS.find((m) => res.body.includes(m))
      if (marker) leaks.push(`${where}: carries "${marker}"`)
      const answeredBy = String(res.headers['x-test-route'])
      if (res.statusCode < 300 && answeredBy.endsWith(' content')) leaks.push(`${where}: gated route ${answeredBy} answered`)
    }
  }
  t.same(leaks.slice(0, 30), [], `${checked} spellings of ${routes.length} routes: nothing leaked (${leaks.length} problems)`)

  await t.test('the anonymous settings read stays closed under every spelling', async (t) => {
    // The coming-soon page a page route answers carries the public settings by design; the API does not answer.
    for (const url of spellings('/api/cms/settings')) {
      const res = await app.inject({ url })
      const apiAnswered = res.statusCode === 200 && /json/.test(String(res.headers['content-type']))
      t.notOk(apiAnswered, `${url} → ${res.statusCode} ${res.headers['x-test-route']}`)
    }
  })

  await t.test('the named spellings of the report answer 403', async (t) => {
    for (const url of ['/api/%70ublic/blogs', '/%61pi/public/blogs', '/api/public/%76logs', '/api/public/blog-%63ategories', '/api/public/blog-authors/', `/api/public/blogs/${blog.slug}/`, '/api/public/%73itemap.xml', '/api/cms/%73ettings']) {
      const res = await app.inject({ url })
      t.equal(res.statusCode, 403, url)
      t.same(res.json(), { error: 'This site is not open to the public yet' }, url)
    }
  })

  await t.test('while gated, robots.txt disallows everything and names no sitemap', async (t) => {
    const res = await app.inject({ url: '/robots.txt' })
    t.equal(res.statusCode, 200)
    t.match(res.body, /User-agent: \*\nDisallow: \/\n/)
    t.notMatch(res.body, /Sitemap|Allow: \//)
    await app.settings.update({ password_protection_enabled: '0' }, null)
    const open = await app.inject({ url: '/robots.txt' })
    t.match(open.body, /Sitemap: http:\/\/localhost(:\d+)?\/sitemap\.xml/)
    t.match((await app.inject({ url: '/api/%70ublic/blogs' })).body, MARKERS[0], 'with the gate off the same spelling reaches the list')
    await app.settings.update({ password_protection_enabled: '1' }, null)
  })
})
