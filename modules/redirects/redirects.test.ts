/**
 * Redirects (issue 18): the API refuses what cannot work in a person's words at its field, the
 * public site answers a moved address with where it leads (gate on or off, query kept, chains in
 * one hop) from memory, counts hits in batches, and the sitemap never lists a moved address.
 * Needs the built bundle (dist/public); built here when missing or older than its sources (web-public/testing.ts).
 */
import t from 'tap'
import { createTestApp, jsonHeaders } from '../core/testing.ts'
import { auth } from '../auth/index.ts'
import { staff } from '../auth/testing.ts'
import { settings } from '../settings/index.ts'
import { gate } from '../gate/index.ts'
import { pages } from '../pages/index.ts'
import { publicSite } from '../../web-public/plugin.ts'
import type { Redirect, RedirectListResponse } from '../../shared/api/redirects.ts'
import { redirects, REDIRECT_MESSAGES } from './index.ts'
import { compileRules } from './service.ts'
import { PAGE_MESSAGES } from '../pages/index.ts'
import { sitemapPages } from '../../web-public/sitemap.ts'
import { builtBundles } from '../../web-public/testing.ts'

await builtBundles('public')

t.test('chains collapse to one hop; a loop is never served', async (t) => {
  const rows = [
    { id: 1, from_path: '/a', to_target: '/b', status: 301 },
    { id: 2, from_path: '/b', to_target: '/c?x=1', status: 302 },
    { id: 3, from_path: '/x', to_target: 'https://example.com/x', status: 301 },
    { id: 4, from_path: '/l1', to_target: '/l2', status: 301 },
    { id: 5, from_path: '/l2', to_target: '/l1/', status: 301 },
  ]
  const loops: string[] = []
  const rules = compileRules(rows, (from) => loops.push(from))
  t.same(rules.get('/a'), { id: 1, status: 301, location: '/c?x=1' }, 'a → b → c answers a → c, with a’s own status')
  t.same(rules.get('/b'), { id: 2, status: 302, location: '/c?x=1' })
  t.same(rules.get('/x'), { id: 3, status: 301, location: 'https://example.com/x' })
  t.notOk(rules.has('/l1') || rules.has('/l2'), 'both rules of a loop are left out')
  t.same(loops.sort(), ['/l1', '/l2'])
})

t.test('the API and the public site', async (t) => {
  const app = await createTestApp([auth, settings, gate, pages, redirects, publicSite])
  t.teardown(() => app.close())
  const editor = await staff(app, 'editor')
  const viewer = await staff(app, 'viewer')
  const post = (payload: object, cookie = editor.cookie) => app.inject({ method: 'POST', url: '/api/cms/redirects', headers: jsonHeaders(cookie), payload })
  const refusal = async (payload: object) => {
    const res = await post(payload)
    return { status: res.statusCode, ...(res.json() as { error: string; details?: Array<{ field: string; message: string }> }) }
  }

  await t.test('refused in words, at the field', async (t) => {
    t.match(await refusal({ from_path: 'old', to: '/about', status: 301 }), { status: 400, details: [{ field: 'from_path', message: REDIRECT_MESSAGES.fromShape }] })
    t.match(await refusal({ from_path: '/old?x=1', to: '/about', status: 301 }), { status: 400, details: [{ field: 'from_path' }] })
    t.match(await refusal({ from_path: '/about', to: '/careers', status: 301 }), { status: 400, details: [{ field: 'from_path', message: REDIRECT_MESSAGES.served('/about') }] }, 'a page the site serves')
    t.match(await refusal({ from_path: '/about/', to: '/careers', status: 301 }), { status: 400, details: [{ field: 'from_path', message: REDIRECT_MESSAGES.served('/about') }] }, 'in any spelling')
    t.match(await refusal({ from_path: '/api/cms/pages', to: '/', status: 301 }), { status: 400, details: [{ field: 'from_path' }] }, 'the API')
    t.match(await refusal({ from_path: '/robots.txt', to: '/', status: 301 }), { status: 400, details: [{ field: 'from_path' }] }, 'a file the site writes')
    t.match(await refusal({ from_path: '/sitemap.xml', to: '/', status: 301 }), { status: 400, details: [{ field: 'from_path' }] }, 'a feed the site writes')
    for (const to of ['javascript:alert(1)', 'ftp://example.com/x', '//evil.example/x', 'about', 'https://', 'http://exa mple.com']) {
      t.match(await refusal({ from_path: '/old', to, status: 301 }), { status: 400, details: [{ field: 'to', message: REDIRECT_MESSAGES.toShape }] }, `to ${to}`)
    }
    t.match(await refusal({ from_path: '/old', to: '/old/', status: 301 }), { status: 400, details: [{ field: 'to', message: REDIRECT_MESSAGES.toSelf }] })
    const bad = await post({ from_path: '/old', to: '/about', status: 303 })
    t.equal(bad.statusCode, 400)
    t.match(bad.json().details, [{ field: 'status', message: 'Choose one of the offered options.' }], 'in words, at the field')
    t.equal((await post({ from_path: '/old', to: '/about', status: 301 }, viewer.cookie)).statusCode, 403, 'a viewer cannot add one')
  })

  let first: Redirect
  await t.test('created, listed, searched; a second rule for an address and a loop are refused', async (t) => {
    const res = await post({ from_path: ' /old-story/ ', to: '/about', status: 301 })
    t.equal(res.statusCode, 201, res.body)
    first = (res.json() as { redirect: Redirect }).redirect
    t.match(first, { from_path: '/old-story', to: '/about', status: 301, hits: 0, last_hit_at: null })
    const again = await post({ from_path: '/old-story', to: '/careers', status: 302 })
    t.equal(again.statusCode, 409)
    t.match(again.json(), { error: REDIRECT_MESSAGES.taken('/old-story'), details: [{ field: 'from_path' }] })
    t.equal((await post({ from_path: '/older-story', to: '/old-story', status: 301 })).statusCode, 201, 'a chain')
    t.match(await refusal({ from_path: '/about-us', to: '/older-story', status: 301 }), { status: 201 }, 'a longer chain')
    const loop = await refusal({ from_path: '/elsewhere', to: '/about-us', status: 301 })
    t.equal(loop.status, 201)
    const closing = await app.inject({ method: 'PUT', url: `/api/cms/redirects/${first.id}`, headers: jsonHeaders(editor.cookie), payload: { from_path: '/old-story', to: '/elsewhere', status: 301 } })
    t.equal(closing.statusCode, 400, 'old-story → elsewhere → about-us → older-story → old-story would be a loop')
    t.match(closing.json(), { details: [{ field: 'to', message: REDIRECT_MESSAGES.loop('/elsewhere', '/old-story') }] })

    const list = (await app.inject({ url: '/api/cms/redirects?search=OLD', headers: { cookie: viewer.cookie } })).json() as RedirectListResponse
    t.same(list.redirects.map((r) => r.from_path).sort(), ['/about-us', '/old-story', '/older-story'], 'every staff role reads; search is any case, either address')
    t.match(list, { total: 3, page: 1, page_size: 20 })
  })

  await t.test('served from memory, gate on or off, in one hop, query kept', async (t) => {
    await app.settings.update({ password_protection_enabled: '1' }, null)
    const gated = await app.inject({ url: '/old-story?utm_source=mail' })
    t.equal(gated.statusCode, 301, 'while the gate is on')
    t.equal(gated.headers.location, '/about?utm_source=mail')
    t.equal(gated.body, '', 'nothing but where it leads')
    await app.settings.update({ password_protection_enabled: '0' }, null)
    t.equal((await app.inject({ url: '/about-us' })).headers.location, '/about', 'a chain in one hop')
    t.equal((await app.inject({ url: '/old-story/' })).headers.location, '/about', 'another spelling of the address')
    t.equal((await app.inject({ url: '/about' })).statusCode, 200)

    // A page view asks nothing of the database for redirects: with the module's database gone, a
    // moved address and an ordinary page both still answer.
    const service = app.redirects as unknown as { db: unknown }
    const db = service.db
    service.db = new Proxy({}, { get: () => { throw new Error('the redirects module asked the database') } })
    t.equal((await app.inject({ url: '/old-story' })).statusCode, 301)
    t.equal((await app.inject({ url: '/careers' })).statusCode, 200)
    t.equal((await app.inject({ url: '/no-such-page' })).statusCode, 404)
    service.db = db

    await app.redirects.flush()
    const list = (await app.inject({ url: '/api/cms/redirects?search=/old-story', headers: { cookie: editor.cookie } })).json() as RedirectListResponse
    const counted = list.redirects.find((r) => r.from_path === '/old-story')!
    t.equal(counted.hits, 3, 'hits counted in memory, written in a batch')
    t.ok(counted.last_hit_at)
  })

  await t.test('a page cannot be created at a moved address; a deleted rule stops answering', async (t) => {
    const moved = await post({ from_path: '/spring-launch', to: '/about', status: 302 })
    t.equal(moved.statusCode, 201)
    t.equal((await app.inject({ url: '/spring-launch' })).statusCode, 302)
    const page = { page_name: 'Spring Launch', slug: 'spring-launch', content_json: '[]', meta_title: '', meta_description: '', is_published: true }
    const refused = await app.inject({ method: 'POST', url: '/api/cms/pages', headers: jsonHeaders(editor.cookie), payload: page })
    t.equal(refused.statusCode, 409, 'the page would never be seen')
    t.match(refused.json(), { details: [{ field: 'slug', message: PAGE_MESSAGES.slugRedirected('/spring-launch') }] })

    const id = (moved.json() as { redirect: Redirect }).redirect.id
    t.equal((await app.inject({ method: 'DELETE', url: `/api/cms/redirects/${id}`, headers: { cookie: viewer.cookie } })).statusCode, 403)
    t.equal((await app.inject({ method: 'DELETE', url: `/api/cms/redirects/${id}`, headers: { cookie: editor.cookie } })).statusCode, 204)
    t.equal((await app.inject({ method: 'DELETE', url: `/api/cms/redirects/${id}`, headers: { cookie: editor.cookie } })).statusCode, 404)
    t.equal((await app.inject({ url: '/spring-launch' })).statusCode, 404, 'no longer redirected')
    t.equal((await app.inject({ method: 'POST', url: '/api/cms/pages', headers: jsonHeaders(editor.cookie), payload: page })).statusCode, 201, 'now the page can be made')
    t.equal((await app.inject({ url: '/spring-launch' })).statusCode, 200)
  })

  await t.test('a page an editor created moves: its old address leads to the new one; moving back takes it over', async (t) => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/cms/pages',
      headers: jsonHeaders(editor.cookie),
      payload: { page_name: 'Autumn Tour', slug: 'autumn-tour', content_json: '[]', is_published: true },
    })
    t.equal(created.statusCode, 201, created.body)
    const page = created.json().page
    const move = (slug: string, cookie = editor.cookie) =>
      app.inject({ method: 'PUT', url: `/api/cms/pages/${page.id}`, headers: jsonHeaders(cookie), payload: { content_json: '[]', meta_title: '', meta_description: '', slug } })
    const moved = await move('autumn-tour-2027')
    t.equal(moved.statusCode, 200, moved.body)
    t.equal(moved.json().page.path, '/autumn-tour-2027')
    const old = await app.inject({ url: '/autumn-tour?from=mail' })
    t.same([old.statusCode, old.headers.location], [301, '/autumn-tour-2027?from=mail'])
    t.equal((await app.inject({ url: '/autumn-tour-2027' })).statusCode, 200)

    const back = await move('autumn-tour')
    t.equal(back.statusCode, 200, 'an address that leads to this page is its own to take back')
    t.equal((await app.inject({ url: '/autumn-tour' })).statusCode, 200)
    t.equal((await app.inject({ url: '/autumn-tour-2027' })).statusCode, 301)

    const refusals = [
      [await move('about'), 409, PAGE_MESSAGES.slugShadows('/about')],
      [await move('Not A Slug'), 400, PAGE_MESSAGES.slugShape],
    ] as const
    for (const [res, status, message] of refusals) t.match([res.statusCode, res.json()], [status, { details: [{ field: 'slug', message }] }])
    // Unpublished into another page (the console's "send visitors to…" is a redirect), then published again.
    const save = (is_published: boolean) =>
      app.inject({ method: 'PUT', url: `/api/cms/pages/${page.id}`, headers: jsonHeaders(editor.cookie), payload: { content_json: '[]', meta_title: '', meta_description: '', is_published } })
    t.equal((await save(false)).statusCode, 200)
    t.equal((await post({ from_path: '/autumn-tour', to: '/about', status: 301 })).statusCode, 201)
    t.equal((await app.inject({ url: '/autumn-tour' })).headers.location, '/about')
    t.equal((await save(true)).statusCode, 200)
    t.equal((await app.inject({ url: '/autumn-tour' })).statusCode, 200, 'published again: the page has its address back')

    const home = (await app.pages.list()).find((p) => p.page_name === 'Home')!
    const managed = await app.inject({ method: 'PUT', url: `/api/cms/pages/${home.id}`, headers: jsonHeaders(editor.cookie), payload: { content_json: home.content_json, meta_title: home.meta_title, meta_description: home.meta_description, slug: 'start' } })
    t.match([managed.statusCode, managed.json()], [400, { details: [{ field: 'slug', message: PAGE_MESSAGES.managedAddress }] }])
  })

  await t.test('the sitemap never lists a moved address', async (t) => {
    const listed = await sitemapPages({
      pages: { publicPage: async () => null, sitemapEntries: async () => [{ path: '/kept', updated_at: null }, { path: '/moved', updated_at: null }] },
      redirects: { has: (key) => key === '/moved' },
    })
    t.ok(listed.some((p) => p.path === '/kept'))
    t.notOk(listed.some((p) => p.path === '/moved'))
  })
})

t.test("a post's or press highlight's new slug leaves the old address leading there", async (t) => {
  const { blogs } = await import('../blogs/index.ts')
  const { media } = await import('../media/index.ts')
  const app = await createTestApp([auth, settings, gate, blogs, media, pages, redirects, publicSite])
  t.teardown(() => app.close())
  await app.settings.update({ password_protection_enabled: '0' }, null)
  const editor = await staff(app, 'editor')
  const send = (method: 'POST' | 'PUT', url: string, payload: object) => app.inject({ method, url, headers: jsonHeaders(editor.cookie), payload })

  const post = (await send('POST', '/api/cms/blogs', { title: 'Solar roads', slug: 'solar-roads', category: 'News', content: '<p>Sun.</p>', status: 'published' })).json().blog
  t.equal((await app.inject({ url: '/journal/blogs/solar-roads' })).statusCode, 200)
  t.equal((await send('PUT', `/api/cms/blogs/${post.id}`, { slug: 'solar-highways' })).statusCode, 200)
  const moved = await app.inject({ url: '/journal/blogs/solar-roads?ref=x' })
  t.equal(moved.statusCode, 301, 'the old address answers a permanent redirect')
  t.equal(moved.headers.location, '/journal/blogs/solar-highways?ref=x')
  t.equal((await app.inject({ url: '/journal/blogs/solar-highways' })).statusCode, 200)
  t.notMatch((await app.inject({ url: '/sitemap.xml' })).body, 'solar-roads<', 'the sitemap lists the new address only')

  t.equal((await send('PUT', `/api/cms/blogs/${post.id}`, { slug: 'solar-roads' })).statusCode, 200, 'changed back')
  t.equal((await app.inject({ url: '/journal/blogs/solar-roads' })).statusCode, 200, 'no loop: the address serves the post again')
  t.equal((await app.inject({ url: '/journal/blogs/solar-highways' })).headers.location, '/journal/blogs/solar-roads')

  const draft = (await send('POST', '/api/cms/blogs', { title: 'Draft', slug: 'draft-one', category: 'News', content: '<p>x</p>' })).json().blog
  await send('PUT', `/api/cms/blogs/${draft.id}`, { slug: 'draft-two' })
  t.equal((await app.inject({ url: '/journal/blogs/draft-one' })).statusCode, 404, 'a draft had no public address to keep')

  const press = (await send('POST', '/api/cms/press-highlights', { title: 'In the news', slug: 'in-the-news', content: '<p>Story.</p>', status: 'published' })).json().highlight
  t.equal((await send('PUT', `/api/cms/press-highlights/${press.id}`, { title: 'In the news', slug: 'in-the-papers', content: '<p>Story.</p>', status: 'published' })).statusCode, 200)
  t.equal((await app.inject({ url: '/press/in-the-news' })).headers.location, '/press/in-the-papers')
})
