/**
 * The site's navigation (issue 31) through the whole site: the starting menus are the site's
 * navigation as it was; a draft changes nothing for visitors until it is published; a publish is a
 * version that can be restored; refusals name the item and field in words; a menu item whose page is
 * unpublished leaves the public header and is flagged for the editor; a redirected one leads where
 * its redirect leads; web addresses open in a new tab with rel="noopener".
 * Needs the built bundle (dist/public); built here when missing or older than its sources (web-public/testing.ts).
 */
import t from 'tap'
import { parseHTML } from 'linkedom'
import { jsonHeaders } from '../modules/core/testing.ts'
import { staff } from '../modules/auth/testing.ts'
import { DEFAULT_NAVIGATION, type Navigation } from '../shared/navigation.ts'
import { builtBundles, siteWithAPost } from './testing.ts'

await builtBundles('public')

const headerLinks = (html: string) => {
  const { document } = parseHTML(html)
  return [...document.querySelectorAll('.desktop-nav a')].map((a) => `${a.textContent?.trim()} ${a.getAttribute('href')}`)
}
const footerLinks = (html: string) => {
  const { document } = parseHTML(html)
  return [...document.querySelectorAll('.footer-col a')].map((a) => ({ text: a.textContent?.trim(), href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') }))
}

t.test('the starting menus are the navigation the site had; draft, publish, restore', async (t) => {
  const { app, editor } = await siteWithAPost(t)
  const home = (await app.inject({ url: '/' })).body
  t.same(headerLinks(home), ['Home /', 'About Us /about', 'Journal /journal', 'Blogs /journal/blogs', 'Vlogs /journal/vlogs', 'HyperBuilt /hyperbuilt', 'Reality Series /hyperbuilt/reality', 'Podcast Series /hyperbuilt/podcast', 'Media /media', 'Careers /careers', 'Contact Us /contact'])
  const footer = footerLinks(home)
  t.equal(footer.length, 14, 'every footer link of the spec')
  t.match(footer.find((l) => l.text?.startsWith('Sitemap')), { href: '/api/public/sitemap.xml', target: '_blank', rel: 'noopener noreferrer' }, 'the sitemap opens in a new tab')
  t.match(home, /© 2025 Yerth\. All rights reserved\./, 'the default legal line')

  const read = await app.inject({ url: '/api/cms/navigation', headers: { cookie: editor.cookie } })
  t.equal(read.statusCode, 200)
  const state = read.json()
  t.same(state.draft, DEFAULT_NAVIGATION)
  t.equal(state.unpublished_changes, false)
  t.match(state.targets.about, { state: 'live', href: '/about' })

  const draft: Navigation = structuredClone(DEFAULT_NAVIGATION)
  draft.header.splice(2, 0, { id: 'shop', label: 'Shop', href: 'https://shop.example.com/' })
  draft.legal = '© 2026 Yerth Mobility Ltd.'
  const saved = await app.inject({ method: 'PUT', url: '/api/cms/navigation', headers: jsonHeaders(editor.cookie), payload: { draft } })
  t.equal(saved.statusCode, 200, saved.body.slice(0, 200))
  t.equal(saved.json().unpublished_changes, true)
  t.notMatch((await app.inject({ url: '/' })).body, 'shop.example.com', 'a draft: visitors see nothing of it')

  const published = await app.inject({ method: 'POST', url: '/api/cms/navigation/publish', headers: jsonHeaders(editor.cookie), payload: { version: state.version } })
  t.equal(published.statusCode, 200, published.body.slice(0, 200))
  const after = (await app.inject({ url: '/' })).body
  const { document } = parseHTML(after)
  const shop = document.querySelector('.desktop-nav a[href="https://shop.example.com/"]')
  t.ok(shop, 'published: in the header')
  t.equal(shop?.getAttribute('target'), '_blank')
  t.equal(shop?.getAttribute('rel'), 'noopener noreferrer')
  t.match(after, '© 2026 Yerth Mobility Ltd.', 'the legal line')
  const stale = await app.inject({ method: 'POST', url: '/api/cms/navigation/publish', headers: jsonHeaders(editor.cookie), payload: { version: state.version } })
  t.equal(stale.statusCode, 409, 'a publish based on an older version is refused')

  const versions = (await app.inject({ url: '/api/cms/navigation/1/revisions', headers: { cookie: editor.cookie } })).json()
  t.ok(versions.revisions.length >= 1, 'each publish is a version')
  const first = versions.revisions[versions.revisions.length - 1]
  const restored = await app.inject({ method: 'POST', url: `/api/cms/navigation/1/revisions/${first.id}/restore`, headers: jsonHeaders(editor.cookie), payload: {} })
  t.equal(restored.statusCode, 200, restored.body.slice(0, 200))
  t.notMatch((await app.inject({ url: '/' })).body, 'shop.example.com', 'the version restored: the shop link is gone again')
})

t.test('the live preview draws a page in the frame of the draft menus, checked as a save checks them', async (t) => {
  const { app, editor } = await siteWithAPost(t)
  const home = ((await app.inject({ url: '/api/cms/pages', headers: { cookie: editor.cookie } })).json().pages as Array<{ page_name: string; content_json: string }>).find((p) => p.page_name === 'Home')!
  const draft: Navigation = structuredClone(DEFAULT_NAVIGATION)
  draft.header.push({ id: 'draft-only', label: 'Draft only', href: '/events' })
  const preview = (navigation: unknown) =>
    app.inject({ method: 'POST', url: '/api/cms/pages/preview', headers: jsonHeaders(editor.cookie), payload: { page_name: 'Home', content_json: home.content_json, navigation } })
  const drawn = await preview(draft)
  t.equal(drawn.statusCode, 200, drawn.body.slice(0, 200))
  t.ok(headerLinks(drawn.body).includes('Draft only /events'), 'the draft item is in the preview’s header')
  t.notOk(headerLinks((await app.inject({ url: '/' })).body).includes('Draft only /events'), 'and not on the site')
  draft.header[0].href = 'javascript:alert(1)'
  const refused = await preview(draft)
  t.equal(refused.statusCode, 400)
  t.match(refused.json(), { details: [{ field: 'header.0.href' }] })
})

t.test('refusals name the item and field in words; viewers may look, not change', async (t) => {
  const { app, editor } = await siteWithAPost(t)
  const viewer = await staff(app, 'viewer')
  const put = (draft: unknown, cookie = editor.cookie) => app.inject({ method: 'PUT', url: '/api/cms/navigation', headers: jsonHeaders(cookie), payload: { draft } })
  const bad = structuredClone(DEFAULT_NAVIGATION)
  bad.header[1].href = 'javascript:alert(1)'
  const refused = await put(bad)
  t.equal(refused.statusCode, 400)
  t.match(refused.json(), { details: [{ field: 'header.1.href', message: 'Link to a page of this site, such as /about, or a full web address starting with https://.' }] })
  const protocolRelative = structuredClone(DEFAULT_NAVIGATION)
  protocolRelative.header[0].href = '//evil.example/'
  t.equal((await put(protocolRelative)).statusCode, 400, '//host is not a page of this site')
  const unnamed = structuredClone(DEFAULT_NAVIGATION)
  unnamed.footer[0].children![0].label = '  '
  t.match((await put(unnamed)).json(), { details: [{ field: 'footer.0.children.0.label', message: /^Give the item a label/ }] })
  const deep = structuredClone(DEFAULT_NAVIGATION)
  deep.header[2].children![0].children = [{ id: 'deeper', label: 'Deeper', href: '/about' }]
  t.match((await put(deep)).json(), { details: [{ field: 'header.2.children.0.children', message: /one level only/ }] })
  t.equal((await put({ header: 'x' })).statusCode, 400, 'a shape that is no document')
  for (const [field, value] of [['label', 'Shop\u0000now'], ['label', 'Shop\r\nLocation: /x'], ['href', '/\\evil.example/'], ['href', '/a\u0000b']] as const) {
    const hostile = structuredClone(DEFAULT_NAVIGATION)
    hostile.header[0][field] = value
    const res = await put(hostile)
    t.equal(res.statusCode, 400, `${field} ${JSON.stringify(value)} refused`)
    t.match(res.json(), { details: [{ field: `header.0.${field}` }] })
  }
  const polish = structuredClone(DEFAULT_NAVIGATION)
  polish.header[0].href = '/zażółć'
  t.equal((await put(polish)).statusCode, 200, 'a path of this site in any script is a link')
  t.equal((await app.inject({ url: '/' })).statusCode, 200, 'and the site still answers')
  t.equal((await put(DEFAULT_NAVIGATION, viewer.cookie)).statusCode, 403, 'viewers cannot change it')
  t.equal((await app.inject({ url: '/api/cms/navigation', headers: { cookie: viewer.cookie } })).statusCode, 200, 'but may read it')
})

t.test('a menu item never links to a 404: an unpublished page leaves the menu, a redirect is followed', async (t) => {
  const { app, editor } = await siteWithAPost(t)
  const page = await app.inject({
    method: 'POST',
    url: '/api/cms/pages',
    headers: jsonHeaders(editor.cookie),
    payload: { page_name: 'Spring Launch', slug: 'spring-launch', content_json: JSON.stringify([{ id: 'main', type: 'text', title: 'Spring', content: 'Soon.', visible: true }]), is_published: true },
  })
  t.equal(page.statusCode, 201)
  const redirect = await app.inject({ method: 'POST', url: '/api/cms/redirects', headers: jsonHeaders(editor.cookie), payload: { from_path: '/old-about', to: '/about', status: 301 } })
  t.equal(redirect.statusCode, 201, redirect.body.slice(0, 200))
  const draft: Navigation = structuredClone(DEFAULT_NAVIGATION)
  draft.header[2].children!.push({ id: 'spring', label: 'Spring Launch', href: '/spring-launch' })
  draft.header.push({ id: 'old', label: 'Our story', href: '/old-about' })
  const state = (await app.inject({ url: '/api/cms/navigation', headers: { cookie: editor.cookie } })).json()
  const published = await app.inject({ method: 'POST', url: '/api/cms/navigation/publish', headers: jsonHeaders(editor.cookie), payload: { draft, version: state.version } })
  t.equal(published.statusCode, 200, published.body.slice(0, 200))
  t.match(published.json().targets, { spring: { state: 'live' }, old: { state: 'redirected', href: '/about' } })
  const links = headerLinks((await app.inject({ url: '/' })).body)
  t.ok(links.includes('Spring Launch /spring-launch'), 'the new page, under the Journal dropdown')
  t.ok(links.includes('Our story /about'), 'a redirected link leads where the redirect leads')

  const row = page.json().page
  const hidden = await app.inject({ method: 'PUT', url: `/api/cms/pages/${row.id}`, headers: jsonHeaders(editor.cookie), payload: { content_json: row.content_json, meta_title: '', meta_description: '', is_published: false } })
  t.equal(hidden.statusCode, 200)
  t.notOk(headerLinks((await app.inject({ url: '/' })).body).some((l) => l.includes('/spring-launch')), 'unpublished: gone from the public header')
  const flagged = (await app.inject({ url: '/api/cms/navigation', headers: { cookie: editor.cookie } })).json()
  t.match(flagged.targets.spring, { state: 'missing' }, 'and flagged in the editor')
})
