/**
 * Delivery of the public site (docs/decisions/0014-delivery-compression-and-caching.md): cached pages
 * and built assets answered in brotli, gzip or plain bytes by Accept-Encoding; JSON answers
 * compressed on the fly above a threshold; ETag and 304 on pages; Cache-Control for visitors,
 * staff, gated and granted visitors; the render cache keyed on the matched route (junk queries,
 * paths and Host headers cannot fill it; other spellings of a page answer 301); robots.txt and the
 * sitemap unchanged. The journal is the real blogs and vlogs modules, its posts written through
 * the console API. Needs the built public bundle (built here when missing or old: web-public/testing.ts); the admin console's
 * assets are checked when dist/admin is built.
 */
import t from 'tap'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { get as httpGet } from 'node:http'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { createTestApp, cookiesFrom, jsonHeaders } from '../modules/core/testing.ts'
import { auth } from '../modules/auth/index.ts'
import { staff } from '../modules/auth/testing.ts'
import { settings } from '../modules/settings/index.ts'
import { gate } from '../modules/gate/index.ts'
type BlogBody = Record<string, unknown>
import { media } from '../modules/media/index.ts'
import { contentTypes } from '../modules/content-types/index.ts'
import { adminConsole, ADMIN_DIST_DIR } from '../web-admin/plugin.ts'
import { PRIVATE_PAGE_CACHE_CONTROL, PUBLIC_DIST_DIR, PUBLIC_PAGE_CACHE_CONTROL, publicSite } from './plugin.ts'
import { builtBundles } from './testing.ts'

await builtBundles('public')

const ACCESS = 'delivery-pass-1234'

const BLOG_CATEGORIES = ['Design', 'Technology']
/** Fourteen published posts, post n dated January n 2026. */
const BLOGS: BlogBody[] = Array.from({ length: 14 }, (_, i) => ({
  title: `Delivery post ${i + 1}`,
  slug: `delivery-post-${i + 1}`,
  category: i % 2 ? 'Design' : 'Technology',
  author_name: 'Ada Green',
  content: `<p>${'Electric mobility, quietly. '.repeat(40)}</p>`,
  status: 'published',
  publish_date: new Date(Date.UTC(2026, 0, i + 1)).toISOString(),
  tags: 'Design',
}))

type Res = Awaited<ReturnType<Awaited<ReturnType<typeof createTestApp>>['inject']>>

/** The body as the client reads it after undoing Content-Encoding. */
function decoded(res: Res): string {
  const raw = res.rawPayload
  switch (res.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(raw).toString()
    case 'gzip':
      return gunzipSync(raw).toString()
    default:
      return raw.toString()
  }
}

const varyOf = (res: Res) => String(res.headers.vary ?? '').toLowerCase().split(/\s*,\s*/)

t.test('delivery of the public site', async (t) => {
  const app = await createTestApp([auth, settings, gate, media, contentTypes, publicSite, adminConsole], { config: { accessPassword: ACCESS } })
  t.teardown(() => app.close())
  // The posts, written through the console API by an editor (no vlogs: that list stays empty).
  const writer = await staff(app, 'editor')
  for (const [url, bodies] of [
    ['/api/cms/blog-categories', BLOG_CATEGORIES.map((name) => ({ name }))],
    ['/api/cms/blogs', BLOGS],
  ] as const) {
    for (const payload of bodies) {
      const res = await app.inject({ method: 'POST', url, headers: jsonHeaders(writer.cookie), payload })
      if (res.statusCode !== 201) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`)
    }
  }
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers })
  const open = () => app.settings.update({ password_protection_enabled: '0' }, null)
  const close = () => app.settings.update({ password_protection_enabled: '1' }, null)

  await t.test('a cached page in br, gzip or as it is, by Accept-Encoding', async (t) => {
    await open()
    const plain = await get('/journal/blogs')
    t.equal(plain.statusCode, 200)
    t.equal(plain.headers['content-encoding'], undefined, 'no Accept-Encoding: the plain page')
    t.match(plain.body, 'Delivery post 14')
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=1', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await get('/journal/blogs', { 'accept-encoding': accept })
      t.equal(res.headers['content-encoding'], encoding, accept)
      t.equal(decoded(res), plain.body, `${accept}: the same page`)
      t.ok(varyOf(res).includes('accept-encoding') && varyOf(res).includes('cookie'), `${accept}: Vary: Accept-Encoding, Cookie`)
      t.equal(res.headers.etag, plain.headers.etag, `${accept}: one ETag for every encoding`)
      if (encoding) t.ok(res.rawPayload.length < plain.rawPayload.length / 4, `${accept}: ${res.rawPayload.length} of ${plain.rawPayload.length} bytes`)
    }
    const head = await app.inject({ method: 'HEAD', url: '/journal/blogs', headers: { 'accept-encoding': 'br' } })
    t.equal(head.statusCode, 200)
    t.equal(head.body, '')
    t.equal(head.headers['content-encoding'], 'br')
  })

  await t.test('ETag and 304 on pages', async (t) => {
    const first = await get('/journal', { 'accept-encoding': 'br' })
    const etag = String(first.headers.etag)
    t.match(etag, /^W\/"[\w-]+"$/)
    const again = await get('/journal', { 'accept-encoding': 'br', 'if-none-match': etag })
    t.equal(again.statusCode, 304)
    t.equal(again.rawPayload.length, 0)
    t.equal(again.headers.etag, etag)
    t.equal(again.headers['cache-control'], PUBLIC_PAGE_CACHE_CONTROL)
    t.equal(again.headers['content-encoding'], undefined)
    t.equal((await get('/journal', { 'if-none-match': '"something-else"' })).statusCode, 200)
    const missing = await get('/journal/blogs/no-such-post', { 'if-none-match': '*' })
    t.equal(missing.statusCode, 404, 'a 404 is never "not modified"')
    t.equal(missing.headers.etag, undefined)
    // A page that is not cached (a search) still has its validator.
    const search = await get('/journal/blogs?search=post')
    t.match(String(search.headers.etag), /^W\//)
    t.equal((await get('/journal/blogs?search=post', { 'if-none-match': String(search.headers.etag) })).statusCode, 304)
  })

  await t.test('precompressed bundle files', async (t) => {
    const assets = join(PUBLIC_DIST_DIR, 'client', 'assets')
    const entry = readdirSync(assets).find((f) => /^index-.*\.js$/.test(f))!
    const file = readFileSync(join(assets, entry))
    for (const [accept, encoding, suffix] of [
      ['br, gzip', 'br', '.br'],
      ['gzip', 'gzip', '.gz'],
      ['', undefined, ''],
    ] as const) {
      const res = await get(`/assets/${entry}`, accept ? { 'accept-encoding': accept } : {})
      t.equal(res.statusCode, 200, accept)
      t.equal(res.headers['content-encoding'], encoding, accept || 'no Accept-Encoding')
      t.match(res.headers['content-type'], /javascript/)
      t.ok(varyOf(res).includes('accept-encoding'), 'Vary: Accept-Encoding')
      t.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable')
      t.same(res.rawPayload, suffix ? readFileSync(join(assets, entry + suffix)) : file, `${accept}: the file written at build time`)
      t.equal(decoded(res), file.toString())
    }
    // Files of the public folder too (an illustration), and not the precompressed files by their own names as pages.
    const svg = await get('/journal-stock.svg', { 'accept-encoding': 'br' })
    t.equal(svg.headers['content-encoding'], 'br')
    t.match(svg.headers['content-type'], /image\/svg\+xml/)

    const adminAssets = join(ADMIN_DIST_DIR, 'assets')
    const adminJs = existsSync(adminAssets) ? readdirSync(adminAssets).find((f) => f.endsWith('.js') && existsSync(join(adminAssets, `${f}.br`))) : undefined
    if (!adminJs) return t.comment('dist/admin is not built: the console assets are not checked')
    const admin = await get(`/admin/assets/${adminJs}`, { 'accept-encoding': 'gzip, br' })
    t.equal(admin.headers['content-encoding'], 'br', 'the console bundle too')
    t.ok(varyOf(admin).includes('accept-encoding'))
    t.same(admin.rawPayload, readFileSync(join(adminAssets, `${adminJs}.br`)))
  })

  await t.test('JSON answers are compressed on the fly above the threshold', async (t) => {
    const big = await get('/api/public/blogs', { 'accept-encoding': 'br' })
    t.equal(big.statusCode, 200)
    t.equal(big.headers['content-encoding'], 'br')
    t.ok(varyOf(big).includes('accept-encoding'))
    t.equal(JSON.parse(decoded(big)).total, 14)
    const gz = await get('/api/public/blogs', { 'accept-encoding': 'gzip' })
    t.equal(gz.headers['content-encoding'], 'gzip')
    t.equal(JSON.parse(decoded(gz)).total, 14)
    const none = await get('/api/public/blogs')
    t.equal(none.headers['content-encoding'], undefined)
    t.equal(none.json().total, 14)
    const small = await get('/api/public/blog-categories', { 'accept-encoding': 'br' })
    t.ok(small.rawPayload.length < 1024)
    t.equal(small.headers['content-encoding'], undefined, 'small answers are sent as they are')
    const sitemap = await get('/api/public/sitemap.xml', { 'accept-encoding': 'gzip' })
    t.equal(sitemap.statusCode, 200)
    t.equal(sitemap.headers['content-encoding'], 'gzip', 'the sitemap too')
    t.match(decoded(sitemap), '/journal/blogs/delivery-post-1</loc>')
  })

  await t.test('Cache-Control: anonymous, staff, gated, granted', async (t) => {
    await open()
    const anonymous = await get('/journal')
    t.equal(anonymous.headers['cache-control'], PUBLIC_PAGE_CACHE_CONTROL, 'open site, visitor: shared caches may keep it briefly')
    t.match(PUBLIC_PAGE_CACHE_CONTROL, /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/)
    const missing = await get('/no/such/page')
    t.equal(missing.statusCode, 404)
    t.equal(missing.headers['cache-control'], PUBLIC_PAGE_CACHE_CONTROL, 'a 404 of the open site too')
    const editor = await staff(app, 'editor')
    const asStaff = await get('/journal', { cookie: editor.cookie })
    t.equal(asStaff.headers['cache-control'], PRIVATE_PAGE_CACHE_CONTROL, 'staff')
    t.equal(PRIVATE_PAGE_CACHE_CONTROL, 'private, no-store')

    await close()
    const soon = await get('/journal')
    t.match(soon.body, 'Join the Movement')
    t.equal(soon.headers['cache-control'], PRIVATE_PAGE_CACHE_CONTROL, 'the coming-soon page while gated')
    t.ok(varyOf(soon).includes('cookie'))
    const verify = await app.inject({ method: 'POST', url: '/api/public/verify-password', headers: jsonHeaders(), payload: { password: ACCESS } })
    const granted = await get('/journal', { cookie: cookiesFrom(verify) })
    t.notMatch(granted.body, 'Join the Movement')
    t.equal(granted.headers['cache-control'], PRIVATE_PAGE_CACHE_CONTROL, 'a visitor holding a grant while the gate is on')
    t.equal((await get('/journal', { cookie: editor.cookie })).headers['cache-control'], PRIVATE_PAGE_CACHE_CONTROL, 'staff while gated')
    // The gated JSON content routes agree (modules/gate).
    t.equal((await get('/api/public/blogs', { cookie: cookiesFrom(verify) })).headers['cache-control'], 'private, no-store')
    const redirect = await get('/journal/', { cookie: cookiesFrom(verify) })
    t.equal(redirect.statusCode, 301)
    t.equal(redirect.headers['cache-control'], PRIVATE_PAGE_CACHE_CONTROL, 'a redirect that only a grant holder gets is private too')
    t.equal((await get('/journal/')).statusCode, 200, 'while gated every address is the coming-soon page, no redirect')
  })

  await t.test('the render cache is keyed on the matched route, not the URL text', async (t) => {
    await open()
    app.pageCache.clear()
    const canonical = await get('/journal/blogs')
    t.equal(app.pageCache.size, 1)
    for (let i = 0; i < 50; i++) {
      const res = await get(`/journal/blogs?junk${i}=${i}&utm_source=x${i}`)
      t.equal(res.body, canonical.body, `junk query ${i}: the same page`)
    }
    for (const spelling of ['?sort=latest', '?page=1', '?search=', '?search=%20%20', '?category=', '?page=abc']) {
      t.equal((await get(`/journal/blogs${spelling}`)).body, canonical.body, `${spelling}: the same page`)
    }
    t.equal(app.pageCache.size, 1, '50 junk query strings and default spellings: still one entry')

    for (const spelling of ['/journal//blogs', '/%6Aournal/blogs', '/journal/blogs/', '/journal/%62logs']) {
      const res = await get(`${spelling}?page=2`)
      t.equal(res.statusCode, 301, spelling)
      t.equal(res.headers.location, '/journal/blogs?page=2', `${spelling} → the canonical path, query kept`)
      t.equal(res.headers['cache-control'], PUBLIC_PAGE_CACHE_CONTROL)
    }
    // Dot segments over a real socket (inject resolves them before the router sees them).
    await app.listen({ host: '127.0.0.1', port: 0 })
    const { port } = app.server.address() as { port: number }
    for (const spelling of ['/journal/x/../blogs', '/journal/./blogs', '/journal/x/%2e%2e/blogs']) {
      const res = await new Promise<{ status: number; location?: string }>((resolve, reject) => {
        httpGet({ host: '127.0.0.1', port, path: `${spelling}?page=2` }, (r) => {
          r.resume()
          resolve({ status: r.statusCode ?? 0, location: r.headers.location })
        }).on('error', reject)
      })
      t.same(res, { status: 301, location: '/journal/blogs?page=2' }, `${spelling} over HTTP`)
    }
    t.equal(app.pageCache.size, 1, 'redirects fill nothing')

    for (let i = 0; i < 50; i++) await get(`/journal/blogs?search=term${i}`)
    for (let i = 0; i < 20; i++) await get(`/journal/blogs?category=Nope${i}`)
    for (let i = 0; i < 20; i++) await get(`/journal/blogs/no-such-post-${i}`)
    await get('/journal/blogs?page=9')
    t.equal(app.pageCache.size, 1, 'searches, unknown filters, missing posts and pages past the end are rendered, not kept')
    await get('/journal/blogs?category=Design')
    await get('/journal/blogs?page=2')
    t.equal(app.pageCache.size, 3, 'a real filter and a real page are kept')

    const before = app.pageCache.size
    for (let i = 0; i < 50; i++) t.equal((await get(`/no/such-page-${i}?x=${i}`)).statusCode, 404)
    t.equal(app.pageCache.size, before + 1, '50 missing paths: one 404 entry')
    const a = await get('/some/missing/path')
    const b = await get('/other/missing?with=query')
    t.equal(a.body, b.body, 'and they are the same page')
    // One-segment addresses may be pages editors create (issue 17): a missing one is the 404 page,
    // rendered each time and never kept, so junk addresses cannot fill the cache.
    for (let i = 0; i < 50; i++) t.equal((await get(`/no-such-page-${i}`)).statusCode, 404)
    t.equal(app.pageCache.size, before + 1, '50 missing page addresses: nothing kept')

    const hosts = Array.from({ length: 20 }, (_, i) => `host-${i}.example`)
    for (const host of hosts) await app.inject({ url: '/journal', headers: { host } })
    t.ok(app.pageCache.size <= before + 1 + 4, `made-up Host headers fill at most a few entries (${app.pageCache.size})`)
    const odd = await app.inject({ url: '/journal', headers: { host: 'host-19.example' } })
    t.match(odd.body, 'http://localhost:3000/journal', 'their pages link to the configured origin (issue 16: links never follow Host)')
    t.notMatch(odd.body, 'host-19.example')
  })

  await t.test('a change clears the cache; a page rendered before it is not stored after it', async (t) => {
    await open()
    app.pageCache.clear()
    await get('/journal')
    t.equal(app.pageCache.size, 1)
    await app.changes.publish('blogs')
    t.equal(app.pageCache.size, 0)
  })

  await t.test('robots.txt and the sitemap are still fine', async (t) => {
    await open()
    const robots = await get('/robots.txt', { 'accept-encoding': 'br' })
    t.equal(robots.statusCode, 200)
    t.match(robots.headers['content-type'], /^text\/plain/)
    t.match(decoded(robots), /Sitemap: http:\/\/localhost(:\d+)?\/sitemap.xml/)
    t.equal(robots.headers['cache-control'], 'public, max-age=300')
    const sitemap = await get('/sitemap.xml')
    t.equal(sitemap.statusCode, 200)
    t.match(sitemap.headers['content-type'], /^application\/xml/)
    // The seven managed pages, the two journal lists, seven static pages and the 14 posts.
    t.equal([...sitemap.body.matchAll(/<loc>/g)].length, 7 + 2 + 7 + 14)
    await close()
    const gated = await get('/robots.txt')
    t.match(gated.body, /^User-agent: \*\nDisallow: \/$/m)
    t.equal((await get('/api/public/sitemap.xml')).statusCode, 403)
  })
})
