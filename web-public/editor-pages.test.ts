/**
 * Pages editors create (issue 17): POST /api/cms/pages with a slug makes a page of blocks that the
 * site serves at /<slug> once published (404 for visitors before, a preview for staff), lists in the
 * sitemap, and draws with its blocks' chunks; a slug that would shadow an address the site already
 * has is refused, decided on what the router matches there; only such pages can be deleted.
 * Needs the built bundle (dist/public); built here when missing or older than its sources (web-public/testing.ts).
 */
import t from 'tap'
import { createTestApp, jsonHeaders } from '../modules/core/testing.ts'
import { auth } from '../modules/auth/index.ts'
import { staff } from '../modules/auth/testing.ts'
import { settings } from '../modules/settings/index.ts'
import { gate } from '../modules/gate/index.ts'
import { pages } from '../modules/pages/index.ts'
import type { Page, Section } from '../shared/api/pages.ts'
import { BLOCKS } from '../shared/blocks/catalogue.ts'
import { publicSite } from './plugin.ts'
import { builtBundles } from './testing.ts'

await builtBundles('public')

t.test('pages editors create', async (t) => {
  const app = await createTestApp([auth, settings, gate, pages, publicSite])
  t.teardown(() => app.close())
  const admin = await staff(app, 'admin')
  const editor = await staff(app, 'editor')
  const viewer = await staff(app, 'viewer')
  await app.inject({ method: 'PUT', url: '/api/cms/settings', headers: jsonHeaders(admin.cookie), payload: { password_protection_enabled: '0' } })

  // A designed block from another page's chunk, placed on a new page: any block on any page.
  const designed = BLOCKS.find((b) => b.chunk !== 'generic' && !b.needs)!
  const sections: Section[] = [
    { id: 'intro', type: 'banner', title: 'Intro', content: 'Spring launch in Lisbon', visible: true, metadata: { subtitle: 'Ride the first Yerth prototypes.' } },
    { ...(structuredClone(designed.defaults) as Section), id: 'borrowed' },
    { id: 'draft', type: 'text', title: 'Not yet', content: 'Hidden words', visible: false },
  ]
  const body = { page_name: 'Spring Launch', slug: 'spring-launch', content_json: JSON.stringify(sections), meta_title: 'Spring Launch - Yerth', meta_description: 'Ride with us in Lisbon.', is_published: false }
  const post = (payload: object, cookie = editor.cookie) => app.inject({ method: 'POST', url: '/api/cms/pages', headers: jsonHeaders(cookie), payload })

  const created = await post(body)
  t.equal(created.statusCode, 201, created.body.slice(0, 300))
  const page = created.json().page as Page
  t.match(page, { page_name: 'Spring Launch', slug: 'spring-launch', path: '/spring-launch', managed: false, is_published: false })
  t.equal((await post(body, viewer.cookie)).statusCode, 403, 'viewers cannot create pages')

  await t.test('unpublished: a 404 for visitors, a preview for staff', async (t) => {
    t.equal((await app.inject({ url: '/spring-launch' })).statusCode, 404)
    t.equal((await app.inject({ url: '/api/public/pages/spring-launch' })).statusCode, 404)
    const preview = await app.inject({ url: '/spring-launch', headers: { cookie: editor.cookie } })
    t.equal(preview.statusCode, 200)
    t.match(preview.body, 'this page is hidden from visitors')
  })

  await t.test('published: served at /<slug> with its blocks, in the sitemap', async (t) => {
    const res = await app.inject({ method: 'PUT', url: `/api/cms/pages/${page.id}`, headers: jsonHeaders(editor.cookie), payload: { content_json: page.content_json, meta_title: page.meta_title, meta_description: page.meta_description, is_published: true } })
    t.equal(res.statusCode, 200, res.body.slice(0, 300))
    const html = (await app.inject({ url: '/spring-launch' })).body
    t.match(html, '<title>Spring Launch | Yerth</title>')
    t.match(html, 'Spring launch in Lisbon')
    t.match(html, 'data-block="banner"')
    t.match(html, `data-block="${designed.type}"`, 'the borrowed block is drawn by its own component')
    t.match(html, new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${designed.chunk}-[^"]+\\.js">`), 'its chunk is preloaded')
    t.notMatch(html, 'Hidden words', 'hidden blocks are not drawn')
    t.match(html, /<link rel="canonical" href="http:\/\/localhost(:\d+)?\/spring-launch">/)
    t.equal((await app.inject({ url: '/api/public/pages/spring-launch' })).json().sections.length, 2)
    t.match((await app.inject({ url: '/sitemap.xml' })).body, '/spring-launch</loc>')
    t.equal((await app.inject({ url: '/spring-launch/' })).statusCode, 301, 'one address: the trailing slash redirects')
  })

  await t.test('a text field keeps tag-like words as words: stored as typed, drawn escaped', async (t) => {
    const words = 'Use the <b> tag, then </b><script>alert(1)</script>'
    const withTag = [{ ...sections[0], content: words }, sections[1]]
    const res = await app.inject({ method: 'PUT', url: `/api/cms/pages/${page.id}`, headers: jsonHeaders(editor.cookie), payload: { content_json: JSON.stringify(withTag), meta_title: page.meta_title, meta_description: page.meta_description, is_published: true } })
    t.equal(res.statusCode, 200, res.body.slice(0, 300))
    t.equal((JSON.parse((res.json().page as Page).content_json) as Section[])[0].content, words)
    const html = (await app.inject({ url: '/spring-launch' })).body
    t.match(html, 'Use the &lt;b&gt; tag, then &lt;/b&gt;&lt;script&gt;alert(1)&lt;/script&gt;', 'shown as the characters typed')
    t.notMatch(html, '<script>alert(1)', 'never as markup')
    await app.inject({ method: 'PUT', url: `/api/cms/pages/${page.id}`, headers: jsonHeaders(editor.cookie), payload: { content_json: page.content_json, meta_title: page.meta_title, meta_description: page.meta_description, is_published: true } })
  })

  await t.test('a page whose canonical URL points elsewhere leaves the sitemap', async (t) => {
    const save = (canonical_url: string) =>
      app.inject({ method: 'PUT', url: `/api/cms/pages/${page.id}`, headers: jsonHeaders(editor.cookie), payload: { content_json: page.content_json, meta_title: page.meta_title, meta_description: page.meta_description, canonical_url, is_published: true } })
    t.equal((await save('https://www.example.org/spring')).statusCode, 200)
    t.notMatch((await app.inject({ url: '/sitemap.xml' })).body, '/spring-launch<', 'a duplicate of another address is not listed')
    t.match((await app.inject({ url: '/sitemap.xml' })).body, '/about</loc>', 'the other pages still are')
    t.equal((await save(`${app.config.publicOrigin}/spring-launch`)).statusCode, 200)
    t.match((await app.inject({ url: '/sitemap.xml' })).body, '/spring-launch</loc>', 'a canonical URL naming the page itself keeps it listed')
    t.equal((await save('')).statusCode, 200)
  })

  await t.test('slugs: shape, uniqueness and the addresses the site already has', async (t) => {
    const refusal = async (payload: object) => {
      const res = await post({ ...body, page_name: `Page ${Math.random()}`, ...payload })
      return { status: res.statusCode, details: res.json().details as Array<{ field: string; message: string }> | undefined, error: res.json().error as string }
    }
    for (const slug of ['Spring', 'spring launch', '-x', 'x-', 'a--b', '', 'x'.repeat(81), 'café', '../admin']) {
      const r = await refusal({ slug })
      t.equal(r.status, 400, `"${slug}" is refused`)
      t.match(r.details, [{ field: 'slug', message: /lowercase letters, digits and single hyphens/ }])
    }
    t.match(await refusal({ slug: 'spring-launch' }), { status: 409, details: [{ field: 'slug', message: 'Another page already answers at /spring-launch. Choose another address.' }] })
    for (const slug of ['about', 'journal', 'contact', 'media', 'partners', 'privacy-policy', 'feedback', 'home-v1', 'api', 'admin', 'assets', 'healthz']) {
      const r = await refusal({ slug })
      t.equal(r.status, 409, `/${slug} is the site's own`)
      t.match(r.details, [{ field: 'slug', message: `/${slug} is an address the site already uses. Choose another address.` }])
    }
    t.match(await refusal({ page_name: 'Spring Launch', slug: 'another-one' }), { status: 409, details: [{ field: 'page_name' }] })
    t.match(await refusal({ page_name: 'About Us', slug: 'about-us' }), { status: 409, details: [{ field: 'page_name' }] })
    const bad = await refusal({ slug: 'bad-blocks', content_json: JSON.stringify([{ id: 'x', type: 'button', title: '', content: 'Go', visible: true, metadata: { link: 'javascript:alert(1)' } }]) })
    t.match(bad, { status: 400, details: [{ section: 0, field: 'link' }] })
    t.equal((await app.inject({ url: '/bad-blocks', headers: { cookie: admin.cookie } })).statusCode, 404, 'nothing was stored')
  })

  await t.test('deleting: pages editors created only', async (t) => {
    const all = (await app.inject({ url: '/api/cms/pages', headers: { cookie: admin.cookie } })).json().pages as Page[]
    const home = all.find((p) => p.page_name === 'Home')!
    t.match(home, { slug: '', path: '/', managed: true })
    t.match(all.find((p) => p.page_name === 'About Us'), { slug: 'about', path: '/about', managed: true })
    const keep = await app.inject({ method: 'DELETE', url: `/api/cms/pages/${home.id}`, headers: { cookie: editor.cookie } })
    t.equal(keep.statusCode, 409)
    t.equal(keep.json().error, 'The seven pages of the site cannot be deleted. Unpublish the page to hide it instead.')
    t.equal((await app.inject({ method: 'DELETE', url: `/api/cms/pages/${page.id}`, headers: { cookie: viewer.cookie } })).statusCode, 403)
    const gone = await app.inject({ method: 'DELETE', url: `/api/cms/pages/${page.id}`, headers: { cookie: editor.cookie } })
    t.equal(gone.statusCode, 204)
    t.equal((await app.inject({ url: '/spring-launch' })).statusCode, 404, 'the page is gone from the site at once')
    t.notMatch((await app.inject({ url: '/sitemap.xml' })).body, '/spring-launch<')
    t.equal((await app.inject({ method: 'DELETE', url: `/api/cms/pages/${page.id}`, headers: { cookie: editor.cookie } })).statusCode, 404)
  })

  await t.test('an unknown one-segment address is still the 404 page, and is not kept in the render cache', async (t) => {
    const res = await app.inject({ url: '/no-such-page' })
    t.equal(res.statusCode, 404)
  })
})
