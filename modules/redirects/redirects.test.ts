/**
 * Redirects (issue 18): the API refuses what cannot work in a person's words at its field, the
 * public site answers a moved address with where it leads (gate on or off, query kept, chains in
 * one hop) from memory, counts hits in batches, and the sitemap never lists a moved address.
 * Needs the built bundle (dist/public); built here when missing or older than its sources (web-public/testing.ts).
 */
import t from 'tap'
import { sql } from 'kysely'
import { createTestApp, jsonHeaders } from '../core/testing.ts'
import { auth } from '../auth/index.ts'
import { staff } from '../auth/testing.ts'
import { settings } from '../settings/index.ts'
import { gate } from '../gate/index.ts'
import { pages } from '../pages/index.ts'
import { publicSite } from '../../web-public/plugin.ts'
import type { Redirect, RedirectListResponse } from '../../shared/api/redirects.ts'
import { redirects, REDIRECT_MESSAGES } from './index.ts'
import { compileRules, RedirectsService } from './service.ts'
import { PAGE_MESSAGES } from '../pages/index.ts'
import { TEXT_MESSAGES } from '../core/errors.ts'
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
    for (const to of ['javascript:alert(1)', 'ftp://example.com/x', 'about', 'https://', 'http://exa mple.com']) {
      t.match(await refusal({ from_path: '/old', to, status: 301 }), { status: 400, details: [{ field: 'to', message: REDIRECT_MESSAGES.toShape }] }, `to ${to}`)
    }
    // What a browser would read as another site is not a page of this one (issue 29).
    for (const to of ['//evil.example/x', '/\\evil.example/', '\\\\evil.example', '/.//evil.example']) {
      t.match(await refusal({ from_path: '/old', to, status: 301 }), { status: 400, details: [{ field: 'to', message: REDIRECT_MESSAGES.toElsewhere }] }, `to ${to}`)
    }
    t.match(await refusal({ from_path: '/old', to: '/a\u0000b', status: 301 }), { status: 400, details: [{ field: 'to', message: TEXT_MESSAGES.control }] }, 'NUL: refused in words by the text rule of every field')
    for (const to of ['/a\r\nSet-Cookie: x=1', '/\t/evil.example', '/a\u0085b', 'https://example.com/\nx']) {
      t.match(await refusal({ from_path: '/old', to, status: 301 }), { status: 400, details: [{ field: 'to', message: REDIRECT_MESSAGES.toControl }] }, `to ${JSON.stringify(to)}`)
    }
    t.match(await refusal({ from_path: '/old\r\nx', to: '/about', status: 301 }), { status: 400, details: [{ field: 'from_path', message: REDIRECT_MESSAGES.fromShape }] }, 'a line break in the old address')
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

  await t.test('a target with letters beyond ASCII is stored percent-encoded, shown as typed and sent as a valid header (issue 29)', async (t) => {
    const created = await post({ from_path: '/stara-strona', to: '/zażółć?miasto=Łódź#góra', status: 301 })
    t.equal(created.statusCode, 201)
    t.equal(created.json().redirect.to, '/zażółć?miasto=Łódź#góra', 'the editor sees what was typed')
    const rows = await (app.db as unknown as import('kysely').Kysely<{ redirects: { from_path: string; to_target: string } }>).selectFrom('redirects').select('to_target').where('from_path', '=', '/stara-strona').execute()
    t.equal(rows[0].to_target, '/za%C5%BC%C3%B3%C5%82%C4%87?miasto=%C5%81%C3%B3d%C5%BA#g%C3%B3ra', 'stored as a browser would send it')
    const moved = await app.inject({ url: '/stara-strona' })
    t.equal(moved.statusCode, 301)
    t.equal(moved.headers.location, '/za%C5%BC%C3%B3%C5%82%C4%87?miasto=%C5%81%C3%B3d%C5%BA#g%C3%B3ra')
    const found = (await app.inject({ url: `/api/cms/redirects?search=${encodeURIComponent('zażó')}`, headers: { cookie: editor.cookie } })).json() as RedirectListResponse
    t.ok(found.redirects.some((r) => r.from_path === '/stara-strona'), 'found by the letters the editor typed')
    const external = await post({ from_path: '/stary-sklep', to: 'https://przykład.example/ścieżka', status: 302 })
    t.equal(external.statusCode, 201)
    t.equal((await app.inject({ url: '/stary-sklep' })).headers.location, 'https://xn--przykad-rjb.example/%C5%9Bcie%C5%BCka', 'an external address in its ASCII form')
  })

  await t.test("a target's own query is merged with the visitor's, its own values kept (issue 29)", async (t) => {
    t.equal((await post({ from_path: '/campaign', to: '/about?ref=campaign#team', status: 302 })).statusCode, 201)
    t.equal((await app.inject({ url: '/campaign?utm_source=mail&ref=other' })).headers.location, '/about?ref=campaign&utm_source=mail#team')
    t.equal((await app.inject({ url: '/campaign' })).headers.location, '/about?ref=campaign#team')
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
  const { media } = await import('../media/index.ts')
  const { contentTypes } = await import('../content-types/index.ts')
  const app = await createTestApp([auth, settings, gate, media, pages, contentTypes, redirects, publicSite])
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

t.test('rows an older version stored are mended or set aside at boot, with a warning, never a crash (issue 29)', async (t) => {
  const app = await createTestApp([auth, settings, gate, pages, redirects, publicSite])
  t.teardown(() => app.close())
  const db = app.db as unknown as import('kysely').Kysely<{ redirects: { id: import('kysely').Generated<number>; from_path: string; to_target: string; status: number } }>
  await db
    .insertInto('redirects')
    .values([
      { from_path: '/polish', to_target: '/zażółć', status: 301 },
      { from_path: '/split', to_target: '/a\r\nSet-Cookie: x=1', status: 301 },
      { from_path: '/away', to_target: '/\\evil.example/', status: 302 },
      { from_path: '/fine', to_target: '/about', status: 301 },
    ])
    .execute()
  const warnings: Array<{ from?: string; msg: string }> = []
  const service = new RedirectsService(
    db as never,
    { subscribe: () => () => {}, publish: async () => {} } as never,
    async () => false,
    { warn: (obj: { from?: string }, msg: string) => warnings.push({ from: obj.from, msg }) },
  )
  await service.start()
  t.teardown(() => service.close())
  t.equal(service.targetOf('/polish'), '/za%C5%BC%C3%B3%C5%82%C4%87', 'mended in memory')
  t.equal((await db.selectFrom('redirects').select('to_target').where('from_path', '=', '/polish').executeTakeFirstOrThrow()).to_target, '/za%C5%BC%C3%B3%C5%82%C4%87', 'and in the table')
  t.notOk(service.has('/split'), 'a line break: set aside')
  t.notOk(service.has('/away'), 'another site in a path: set aside')
  t.equal(service.targetOf('/fine'), '/about')
  t.ok(warnings.some((w) => w.from === '/polish' && /stored again/.test(w.msg)))
  t.ok(warnings.some((w) => w.from === '/split' && /set aside/.test(w.msg)))
  t.ok(warnings.some((w) => w.from === '/away' && /set aside/.test(w.msg)))
  t.equal(warnings.filter((w) => w.from === '/split').length, 1, 'each said once at boot')
  await service.reload()
  await service.reload()
  t.equal(warnings.filter((w) => w.from === '/split').length, 1, 'and not again at every reload')
  t.equal((await db.selectFrom('redirects').select('id').execute()).length, 4, 'nothing deleted: an editor mends the rest in Redirects')

  // Hits a flush could not write wait for the next one (nothing lost while the database is away).
  service.follow('/fine')
  service.follow('/fine')
  const held = service as unknown as { db: unknown }
  const real = held.db
  held.db = new Proxy({}, { get: () => { throw new Error('the database is away') } })
  await t.rejects(service.flush(), /away/)
  held.db = real
  service.follow('/fine')
  await service.flush()
  t.equal((await sql<{ hits: number }>`select hits from redirects where from_path = '/fine'`.execute(db)).rows[0].hits, 3, 'the two held hits and the new one')
})
