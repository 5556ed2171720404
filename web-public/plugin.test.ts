/**
 * web-public against the real auth, settings and gate modules: the gate decides between the
 * coming-soon page and the site, unknown routes are real 404 pages in the frame, the head carries
 * the SEO tags, the one inline script matches its CSP hash, and files are not answered by SSR.
 * Needs the built bundle (dist/public); built here when missing or older than its sources (web-public/testing.ts).
 */
import t from 'tap'
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fp from 'fastify-plugin'
import { createTestApp, cookiesFrom, jsonHeaders } from '../modules/core/testing.ts'
import { auth } from '../modules/auth/index.ts'
import { staff } from '../modules/auth/testing.ts'
import { settings } from '../modules/settings/index.ts'
import { gate } from '../modules/gate/index.ts'
import { SSR_DATA_ELEMENT_ID, type PublicPageData } from '../shared/ssr.ts'
import { SETTINGS, type SettingDescriptor } from '../shared/settings-keys.ts'
import { publicSite } from './plugin.ts'
import { THEME_SCRIPT, safeJson } from './src/document.ts'
import { builtBundles } from './testing.ts'

await builtBundles('public')

const ACCESS = 'gate-pass-1234'

/** Stands in for web-admin: an /admin route that shows the coming-soon page through the decorator. */
const adminProbe = fp(
  async (app) => {
    app.get('/admin/probe', async (request, reply) => app.renderComingSoon(request, reply))
  },
  { name: 'admin-probe', dependencies: ['web-public'] },
)

function pageData(html: string): PublicPageData {
  const m = html.match(new RegExp(`<script type="application/json" id="${SSR_DATA_ELEMENT_ID}">(.*?)</script>`, 's'))
  if (!m) throw new Error('no hydration data')
  return JSON.parse(m[1]) as PublicPageData
}

const title = (html: string) => html.match(/<title>(.*?)<\/title>/)?.[1]

t.test('web-public', async (t) => {
  const app = await createTestApp([auth, settings, gate, publicSite, adminProbe], { config: { accessPassword: ACCESS } })
  t.teardown(() => app.close())

  await t.test('while the gate is up every route is the coming-soon page (200, noindex)', async (t) => {
    for (const url of ['/', '/about', '/journal/blogs/some-post', '/no/such/page?x=1']) {
      const res = await app.inject({ url })
      t.equal(res.statusCode, 200, url)
      t.equal(title(res.body), 'Coming Soon | Yerth', url)
      t.match(res.body, 'Join the Movement')
      t.match(res.body, '<meta name="robots" content="noindex, nofollow">')
      t.equal(res.headers['cache-control'], 'private, no-store')
      t.match(res.headers['content-type'], /text\/html/)
      t.same(pageData(res.body).gate, { protected: true, hasAccess: false })
    }
  })

  await t.test('the theme script is the only inline script and CSP allows it by hash', async (t) => {
    const res = await app.inject({ url: '/' })
    const hash = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`
    t.match(String(res.headers['content-security-policy']), hash)
    const scriptSrc = String(res.headers['content-security-policy']).split(';').find((d) => d.trim().startsWith('script-src'))
    t.notMatch(String(scriptSrc), 'unsafe-inline', 'no unsafe-inline scripts')
    const inline = [...res.body.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>(.*?)<\/script>/gs)].map((m) => m[1])
    t.same(inline, [THEME_SCRIPT])
  })

  await t.test('the password grant opens the site; unknown routes are 404 pages in the frame', async (t) => {
    const verify = await app.inject({ method: 'POST', url: '/api/public/verify-password', headers: jsonHeaders(), payload: { password: ACCESS } })
    t.equal(verify.statusCode, 200)
    const cookie = cookiesFrom(verify)
    const res = await app.inject({ url: '/no-such-page', headers: { cookie } })
    t.equal(res.statusCode, 404)
    t.equal(title(res.body), 'Page not found | Yerth')
    t.match(res.body, '<meta name="robots" content="noindex, nofollow">')
    t.match(res.body, '<html lang="en">')
    t.match(res.body, 'Page not found')
    t.same(pageData(res.body).gate, { protected: true, hasAccess: true })
    for (const href of [
      '/about', '/journal', '/media', '/contact', '/events', '/careers', '/partners', '/feedback', '/privacy-policy',
      '/terms-of-service', '/cookie-settings', '/home-v1', '/admin/login', '/journal/blogs', '/journal/vlogs',
      '/hyperbuilt', '/hyperbuilt/reality', '/hyperbuilt/podcast',
    ]) {
      t.match(res.body, `href="${href}"`, href)
    }
    t.match(res.body, /href="\/api\/public\/sitemap.xml" target="_blank" rel="noopener noreferrer"/)
    t.match(res.body, '© 2025 Yerth. All rights reserved.')
    t.match(res.body, 'mailto:contact@yerth.com')
    t.match(res.body, /<meta property="og:image" content="http:\/\/localhost(:\d+)?\/og-image.png">/)
    t.match(res.body, '<meta property="og:image:width" content="1024">')
    const ld = JSON.parse(res.body.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)![1])
    t.equal(ld['@type'], 'Organization')
    t.equal(ld.contactPoint.contactType, 'customer service')
    t.equal(ld.contactPoint.email, 'contact@yerth.com')
    t.equal(ld.sameAs.length, 4)

    const head = await app.inject({ method: 'HEAD', url: '/no-such-page', headers: { cookie } })
    t.equal(head.statusCode, 404)
    t.equal(head.body, '')
  })

  await t.test('a staff session passes the gate and is flagged in the page data', async (t) => {
    const viewer = await staff(app, 'viewer')
    const res = await app.inject({ url: '/missing', headers: { cookie: viewer.cookie } })
    t.equal(res.statusCode, 404)
    t.equal(pageData(res.body).staff, true)
  })

  await t.test('rendered pages are cached for visitors and refreshed when settings change', async (t) => {
    const admin = await staff(app, 'admin')
    await app.inject({ method: 'PUT', url: '/api/cms/settings', headers: jsonHeaders(admin.cookie), payload: { password_protection_enabled: '0' } })
    const first = await app.inject({ url: '/cache-probe' })
    t.match(first.body, 'mailto:contact@yerth.com')
    t.equal((await app.inject({ url: '/cache-probe' })).body, first.body, 'the second visit is the same page')
    await app.inject({ method: 'PUT', url: '/api/cms/settings', headers: jsonHeaders(admin.cookie), payload: { contact_email: 'cache@yerth.com' } })
    const after = await app.inject({ url: '/cache-probe' })
    t.match(after.body, 'mailto:cache@yerth.com', 'a settings change clears the cache')
    const asStaff = await app.inject({ url: '/cache-probe', headers: { cookie: admin.cookie } })
    t.equal(pageData(asStaff.body).staff, true, 'staff never get a visitor page from the cache')
    t.equal(pageData((await app.inject({ url: '/cache-probe' })).body).staff, false, 'and visitors never get a staff page')
    await app.inject({ method: 'PUT', url: '/api/cms/settings', headers: jsonHeaders(admin.cookie), payload: { password_protection_enabled: '1', contact_email: 'contact@yerth.com' } })
    t.equal(title((await app.inject({ url: '/cache-probe' })).body), 'Coming Soon | Yerth', 'the gate is back at once')
  })

  await t.test('renderComingSoon answers the coming-soon page for other plugins', async (t) => {
    const res = await app.inject({ url: '/admin/probe' })
    t.equal(res.statusCode, 200)
    t.equal(title(res.body), 'Coming Soon | Yerth')
  })

  await t.test('files are real files; the API, admin paths and missing assets are not pages', async (t) => {
    const robots = await app.inject({ url: '/robots.txt' })
    t.equal(robots.statusCode, 200)
    t.match(robots.headers['content-type'], /text\/plain/)
    t.match(robots.body, 'User-agent: *')
    for (const url of ['/favicon.ico', '/favicon.svg', '/og-image.png', '/apple-touch-icon.png', '/art/about-hero.svg']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } })
      t.equal(res.statusCode, 200, url)
      t.equal(res.headers['cross-origin-resource-policy'], 'cross-origin', `${url}: other sites may show it`)
    }
    t.equal((await app.inject({ url: '/robots.txt' })).headers['cross-origin-resource-policy'], 'same-origin', 'the rest stays same-origin')
    for (const url of ['/api/nothing', '/admin/unknown', '/missing.png', '/assets/nope.js', '/index.html']) {
      const res = await app.inject({ url })
      t.equal(res.statusCode, 404, url)
      t.match(res.headers['content-type'], /application\/json/, url)
    }
  })
})

t.test('hydration JSON cannot close its script element', async (t) => {
  const out = safeJson({ text: '</script><script>alert(1)</script><!--', sep: '\u2028' })
  t.notMatch(out, /[<>\u2028]/)
  t.same(JSON.parse(out), { text: '</script><script>alert(1)</script><!--', sep: '\u2028' })
})

t.test("the settings' console words are not shipped to visitors (vite.config.ts dropConsoleWords)", async (t) => {
  const dir = 'dist/public/client/assets'
  const js = readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n')
  t.match(js, 'google_analytics_id', 'the setting keys are there (the site reads them)')
  const words = SETTINGS.flatMap((s: SettingDescriptor) => [s.hint, s.placeholder]).filter((w): w is string => Boolean(w))
  t.ok(words.length > 5)
  for (const word of words) t.notOk(js.includes(word), `not in the public bundle: "${word}"`)
})
