/**
 * The pages module in isolation (and with the gate): seeding, the console calls, the public read,
 * permissions, audit, change announcements and caches. Tests depend on the default sections' ids and
 * counts only, never on their copy (shared/pages/defaults/ is being written).
 */
import t, { type Test } from 'tap'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Page, Section } from '../../shared/api/pages.ts'
import { blockByType } from '../../shared/blocks/catalogue.ts'
import { FIELD_PROBLEMS } from '../../shared/blocks/checks.ts'
import { DEFAULT_SECTIONS } from '../../shared/pages/defaults/index.ts'
import { MANAGED_PAGES, defaultMetaTitle } from '../../shared/pages/managed.ts'
import { auth } from '../auth/index.ts'
import { staff } from '../auth/testing.ts'
import { createTestApp, createTestDatabase, jsonHeaders } from '../core/testing.ts'
import { eventually } from '../core/eventually.ts'
import { gate } from '../gate/index.ts'
import { settings } from '../settings/index.ts'
import { pages, PagesService } from './index.ts'
import type { PagesTables } from './tables.ts'

const SEEDED_COUNTS: Record<string, number> = { Home: 16, 'About Us': 10, 'Yerth Journal': 5, HyperBuilt: 6, Media: 6, Careers: 7, 'Contact Us': 6 }
const sectionsOf = (page: Page): Section[] => JSON.parse(page.content_json)
/**
 * Valid stand-ins for a page's sections: same ids, types, visibility and block fields, made-up title
 * and content (by the kind its block declares). Saves in these tests use them, so they hold
 * whatever the default copy becomes.
 */
const validSections = (sections: Section[]): Section[] =>
  sections.map((s) => {
    const kind = (name: string) => blockByType(s.type)?.fields.find((f) => f.name === name)?.kind
    const made = (name: 'title' | 'content', text: string) => (kind(name) === 'image' ? `/media/images/${s.id}.webp` : kind(name) === 'link' ? `/${s.id}` : text)
    return { ...structuredClone(s), title: made('title', `Title of ${s.id}`), content: made('content', `Copy of ${s.id}`) }
  })
const counts = (list: Page[]) => Object.fromEntries(list.map((p) => [p.page_name, sectionsOf(p).length]))

async function setup(t: Test, modules = [auth, settings, gate, pages]) {
  const app = await createTestApp(modules)
  t.teardown(() => app.close())
  const viewer = await staff(app, 'viewer')
  const editor = await staff(app, 'editor')
  const list = async (cookie = viewer.cookie): Promise<Page[]> => (await app.inject({ method: 'GET', url: '/api/cms/pages', headers: { cookie } })).json().pages
  const byName = async (name: string) => (await list()).find((p) => p.page_name === name)!
  const put = (id: number, payload: unknown, cookie = editor.cookie) => app.inject({ method: 'PUT', url: `/api/cms/pages/${id}`, headers: jsonHeaders(cookie), payload: payload as object })
  const post = (payload: unknown, cookie = editor.cookie) => app.inject({ method: 'POST', url: '/api/cms/pages', headers: jsonHeaders(cookie), payload: payload as object })
  const publicRead = (key: string, cookie?: string) => app.inject({ method: 'GET', url: `/api/public/pages/${key}`, headers: cookie ? { cookie } : {} })
  const openSite = () => app.settings.update({ password_protection_enabled: '0' }, null)
  return { app, viewer, editor, list, byName, put, post, publicRead, openSite }
}

/** The PUT body that saves `page` with `sections` and its other fields as they are. */
const saveBody = (page: Page, sections: Section[], over: Record<string, unknown> = {}) => ({
  content_json: JSON.stringify(sections),
  meta_title: page.meta_title,
  meta_description: page.meta_description,
  meta_keywords: page.meta_keywords,
  canonical_url: page.canonical_url,
  ...over,
})

const auditOf = (app: FastifyInstance, action: string) =>
  app.db.selectFrom('audit_log').select(['action', 'target_type', 'target_id', 'details', 'admin_id']).where('action', '=', action).orderBy('id').execute()

t.test('the module alone: the seven pages exist from the first start, with their default sections', async (t) => {
  const { app, list } = await setup(t, [auth, pages])
  const pagesList = await list()
  t.same(pagesList.map((p) => p.page_name), MANAGED_PAGES.map((p) => p.name), 'the managed pages, in their order')
  t.same(counts(pagesList), SEEDED_COUNTS, 'admin-area §9 counts')
  for (const page of pagesList) {
    const key = MANAGED_PAGES.find((p) => p.name === page.page_name)!.key
    t.same(sectionsOf(page).map((s) => s.id), DEFAULT_SECTIONS[key].map((s) => s.id), `${page.page_name}: the default section ids`)
    t.equal(page.meta_title, defaultMetaTitle(page.page_name))
    t.equal(page.is_published, true)
    t.match(page, { id: Number, meta_description: '', meta_keywords: '', canonical_url: '', updated_at: String })
  }
  t.equal(defaultMetaTitle('Home'), 'Home - Yerth')
  t.same(await app.pages.seed(), [], 'seeding again creates nothing')

  // Without the gate module the public read is open (core's route policy still marks it gated content).
  const res = await app.inject({ method: 'GET', url: '/api/public/pages/about' })
  t.equal(res.statusCode, 200)
  t.equal(res.json().sections.length, 10)
  t.equal(app.permissionRoutes.filter((r) => r.url.includes('/pages')).length, 11)
})

t.test('seeding is idempotent across restarts and never overwrites an edited page', async (t) => {
  const database = await createTestDatabase()
  t.teardown(() => database.close())
  const first = await createTestApp([auth, pages], { database })
  const editor = await staff(first, 'editor')
  const home = (await first.pages.list()).find((p) => p.page_name === 'Home')!
  const edited = validSections(sectionsOf(home)).slice(0, 3).map((s, i) => ({ ...s, title: `Edited ${i}` }))
  const res = await first.inject({ method: 'PUT', url: `/api/cms/pages/${home.id}`, headers: jsonHeaders(editor.cookie), payload: saveBody(home, edited, { meta_title: 'Our home', is_published: false }) })
  t.equal(res.statusCode, 200)
  await first.close()

  const second = await createTestApp([auth, pages], { database })
  t.teardown(() => second.close())
  const after = await second.pages.list()
  t.equal(after.length, 7, 'still seven pages')
  const homeAfter = after.find((p) => p.page_name === 'Home')!
  t.equal(homeAfter.id, home.id)
  t.same(sectionsOf(homeAfter).map((s) => s.title), ['Edited 0', 'Edited 1', 'Edited 2'], 'the edit survived the restart')
  t.equal(homeAfter.meta_title, 'Our home')
  t.equal(homeAfter.is_published, false)
  t.same(counts(after), { ...SEEDED_COUNTS, Home: 3 })

  // Several seeders at once (two instances starting together): each page is created exactly once.
  const db = second.db as Kysely<PagesTables>
  await db.deleteFrom('pages').where('page_name', 'in', ['Careers', 'Media']).execute()
  const other = new PagesService(db, second.changes)
  const created = (await Promise.all([second.pages.seed(), other.seed(), second.pages.seed()])).flat().sort()
  t.same(created, ['Careers', 'Media'], 'the missing pages, once each')
  t.same(counts(await second.pages.list()), { ...SEEDED_COUNTS, Home: 3 })
})

t.test('two instances starting at once on one PostgreSQL seed once', { skip: !process.env.TEST_DATABASE_URL && 'needs TEST_DATABASE_URL (PGlite is one process)' }, async (t) => {
  const database = await createTestDatabase()
  t.teardown(() => database.close())
  const [a, b] = await Promise.all([createTestApp([auth, pages], { database }), createTestApp([auth, pages], { database })])
  t.teardown(async () => {
    await a.close()
    await b.close()
  })
  t.same(counts(await a.pages.list()), SEEDED_COUNTS)
  t.equal((await b.pages.list()).length, 7)
})

t.test('with settings and the gate: the console calls and the public read', async (t) => {
  const { app, viewer, editor, list, byName, put, post, publicRead, openSite } = await setup(t)
  const admin = await staff(app, 'admin')

  await t.test('the site gate closes the public read', async (t) => {
    t.equal((await app.settings.protection()).enabled, true, 'the site starts gated')
    const gated = await publicRead('home')
    t.equal(gated.statusCode, 403)
    t.same(gated.json(), { error: 'This site is not open to the public yet' })
    const asStaff = await publicRead('home', viewer.cookie)
    t.equal(asStaff.statusCode, 200, 'staff pass the gate')
    t.equal(asStaff.headers['cache-control'], 'private, no-store', 'a staff answer is never stored')
    t.equal((await publicRead('nope')).statusCode, 403, 'gated visitors do not learn which pages exist')
  })

  await openSite()

  await t.test('saving a page: validated, cleaned, audited, announced, and seen by visitors', async (t) => {
    const events: string[] = []
    const unsubscribe = app.changes.subscribe('pages', () => {
      events.push('pages')
    })
    t.teardown(unsubscribe)
    const about = await byName('About Us')
    const sections = validSections(sectionsOf(about))
    const before = await app.pages.publicPage('about')
    t.equal(before!.sections.length, 10)
    t.equal(await app.pages.publicPage('about'), before, 'cached: the same answer twice')

    // Hide the second section, move the last one first, retitle with markup, add a button.
    const [first, second, ...rest] = sections
    const last = rest.pop()!
    const next: Section[] = [
      last,
      { ...first, title: '<b>Born</b> for it' },
      { ...second, visible: false },
      ...rest,
      { id: 'new-button', type: 'button', title: 'New Section', content: 'Go', visible: true, metadata: { link: '/careers' } },
    ]
    const res = await put(about.id, saveBody(about, next, { meta_title: ' About Yerth ', meta_description: 'Who we are', meta_keywords: 'yerth, about', canonical_url: 'https://www.yerth.com/about' }))
    t.equal(res.statusCode, 200)
    t.equal(res.headers['cache-control'], 'no-store')
    const saved: Page = res.json().page
    t.same(sectionsOf(saved).map((s) => s.id), next.map((s) => s.id), 'stored order is the order sent')
    t.equal(sectionsOf(saved)[1].title, '<b>Born</b> for it', 'text stored as typed (the site shows it as text)')
    t.match(saved, { meta_title: 'About Yerth', meta_description: 'Who we are', meta_keywords: 'yerth, about', canonical_url: 'https://www.yerth.com/about', is_published: true })

    const pub = await publicRead('about')
    t.equal(pub.statusCode, 200)
    t.equal(pub.headers['cache-control'], 'public, max-age=30', 'like the other public JSON reads while the site is open')
    const body = pub.json()
    t.same(Object.keys(body).sort(), ['canonical_url', 'key', 'meta_description', 'meta_keywords', 'meta_title', 'page_name', 'sections', 'social_description', 'social_image', 'social_title'], 'the public page: its sections, search fields and social card')
    t.same(body.sections.map((s: Section) => s.id), next.filter((s) => s.visible).map((s) => s.id), 'visible sections only, in stored order')
    t.notOk(body.sections.some((s: Section) => s.id === second.id), 'the hidden section never leaves the server')
    t.match(body, { key: 'about', page_name: 'About Us', meta_title: 'About Yerth', canonical_url: 'https://www.yerth.com/about' })
    t.not(await app.pages.publicPage('about'), before, 'the cache was cleared by the change')

    const same = await put(about.id, saveBody(saved, sectionsOf(saved)))
    t.equal(same.statusCode, 200, 'saving without changes is fine')
    t.equal(same.json().page.updated_at, saved.updated_at, '... and changes nothing')

    // Optional fields absent: kept.
    const kept = await put(about.id, { content_json: saved.content_json, meta_title: 'About Yerth', meta_description: 'Still us' })
    t.match(kept.json().page, { meta_keywords: 'yerth, about', canonical_url: 'https://www.yerth.com/about', is_published: true, meta_description: 'Still us' })

    const audit = (await auditOf(app, 'page_updated')).filter((a) => a.target_id === String(about.id))
    t.equal(audit.length, 2, 'every change, and only changes, is audited')
    t.same(audit[0].details, { page_name: 'About Us', fields: ['content_json', 'meta_title', 'meta_description', 'meta_keywords', 'canonical_url'] })
    t.same(audit[1].details, { page_name: 'About Us', fields: ['meta_description'] })
    t.equal(audit[0].target_type, 'page')
    t.equal(audit[0].target_id, String(about.id))
    t.ok(audit.every((a) => a.admin_id === editor.admin.id))
    t.same(events, ['pages', 'pages'], 'each change announced once')
  })

  await t.test('unpublished and unknown pages are 404 to visitors; staff preview still sees them', async (t) => {
    const careers = await byName('Careers')
    t.equal((await publicRead('careers')).statusCode, 200)
    const res = await put(careers.id, saveBody(careers, validSections(sectionsOf(careers)), { is_published: false }))
    t.equal(res.json().page.is_published, false)
    for (const key of ['careers', 'nope', 'Careers', '__proto__', 'constructor', 'x'.repeat(80)]) {
      const miss = await publicRead(key)
      t.equal(miss.statusCode, 404, key)
      t.same(miss.json(), { error: 'Page not found' }, key)
    }
    t.equal((await publicRead('x'.repeat(81))).statusCode, 400, 'an overlong key is a 400')
    t.equal(await app.pages.publicPage('careers'), null)
    t.equal(await app.pages.publicPage('nope'), null)
    t.equal((await app.pages.pageForPreview('careers'))!.sections.length, 7, 'the preview sees an unpublished page')
    t.same((await app.pages.sitemapEntries()).map((e) => e.path), ['/', '/about', '/journal', '/hyperbuilt', '/media', '/contact'], 'the sitemap leaves it out')
    t.match((await app.pages.sitemapEntries())[0], { path: '/', updated_at: /^\d{4}-\d\d-\d\dT/ })

    await put(careers.id, saveBody(careers, validSections(sectionsOf(careers)), { is_published: true }))
    t.equal((await publicRead('careers')).statusCode, 200, 'published again')
    t.equal((await app.pages.sitemapEntries()).length, 7)

    // An empty meta title falls back to the default for visitors.
    await put(careers.id, saveBody(careers, validSections(sectionsOf(careers)), { meta_title: '' }))
    t.equal((await publicRead('careers')).json().meta_title, 'Careers - Yerth')
    t.equal((await byName('Careers')).meta_title, '', 'the console sees what is stored')
  })

  await t.test('creating a missing page (the console\'s create-missing behaviour)', async (t) => {
    const media = validSections(DEFAULT_SECTIONS.media)
    const body = { page_name: 'Media', content_json: JSON.stringify(media), meta_title: 'Media - Yerth', meta_description: '', is_published: true }
    const exists = await post(body)
    t.equal(exists.statusCode, 409)
    t.same(exists.json(), { error: 'A page named "Media" already exists' })

    await (app.db as Kysely<PagesTables>).deleteFrom('pages').where('page_name', '=', 'Media').execute()
    t.equal((await list()).length, 6)
    const created = await post({ page_name: 'Media', content_json: JSON.stringify(media.slice(0, 2)), meta_description: 'Press', is_published: false })
    t.equal(created.statusCode, 201)
    t.equal(created.headers['cache-control'], 'no-store')
    t.match(created.json().page, { page_name: 'Media', meta_title: 'Media - Yerth', meta_description: 'Press', is_published: false, meta_keywords: '', canonical_url: '' })
    t.equal(sectionsOf(created.json().page).length, 2)
    t.same((await list()).map((p) => p.page_name), MANAGED_PAGES.map((p) => p.name), 'listed in the managed order again')
    t.equal((await post(body)).statusCode, 409, 'created once')

    const audit = await auditOf(app, 'page_created')
    t.equal(audit.length, 1)
    t.same(audit[0].details, { page_name: 'Media', path: '/media' })

    const other = await post({ ...body, page_name: 'Blog' })
    t.equal(other.statusCode, 400)
    t.match(other.json().error, /^page_name must be one of: Home, About Us, Yerth Journal, HyperBuilt, Media, Careers, Contact Us/)
  })

  await t.test('permissions: viewers read, editors and up save, anonymous callers are refused', async (t) => {
    const home = await byName('Home')
    const body = saveBody(home, validSections(sectionsOf(home)))
    t.equal((await app.inject({ method: 'GET', url: '/api/cms/pages' })).statusCode, 401)
    t.equal((await list(viewer.cookie)).length, 7)
    const forbidden = await put(home.id, body, viewer.cookie)
    t.equal(forbidden.statusCode, 403)
    t.same(forbidden.json(), { error: 'You do not have permission to do this' })
    t.equal(forbidden.headers['cache-control'], 'no-store')
    t.equal((await post({ page_name: 'Home', content_json: '[]' }, viewer.cookie)).statusCode, 403)
    t.equal((await app.inject({ method: 'PUT', url: `/api/cms/pages/${home.id}`, headers: jsonHeaders(), payload: body })).statusCode, 401)
    t.equal((await put(home.id, body, editor.cookie)).statusCode, 200)
    t.equal((await put(home.id, body, admin.cookie)).statusCode, 200)
    const listed = await app.inject({ method: 'GET', url: '/api/cms/pages', headers: { cookie: viewer.cookie } })
    t.equal(listed.headers['cache-control'], 'no-store', 'staff answers are never stored')
    t.same(
      app.permissionRoutes.filter((r) => r.url.includes('/pages')).map((r) => `${r.method} ${r.url} ${r.permission}`).sort(),
      [
        'DELETE /api/cms/pages/:id pages:edit',
      'DELETE /api/cms/pages/:id/autosave pages:edit',
        'GET /api/cms/pages pages:read',
        'GET /api/cms/pages/:id/autosave pages:edit',
        'GET /api/cms/pages/:id/revisions pages:read',
        'GET /api/cms/pages/:id/revisions/:rid pages:read',
        'GET /api/cms/pages/blocks pages:read',
        'POST /api/cms/pages pages:edit',
        'POST /api/cms/pages/:id/revisions/:rid/restore pages:edit',
        'PUT /api/cms/pages/:id pages:edit',
        'PUT /api/cms/pages/:id/autosave pages:edit',
      ],
    )
  })

  await t.test('bad requests answer 400 {error} naming the problem, never 5xx', async (t) => {
    const home = await byName('Home')
    const sections = validSections(sectionsOf(home))
    const othersBefore = counts((await app.pages.list()).filter((p) => p.page_name !== 'Home'))
    const cases: Array<[unknown, RegExp]> = [
      [saveBody(home, sections, { content_json: '{' }), /^content_json must be valid JSON: a list of sections$/],
      [saveBody(home, sections, { content_json: '{}' }), /^content_json must be a JSON list of sections$/],
      [saveBody(home, [...sections.slice(0, 2), { ...sections[0] }]), /^content_json: section 3 \("hero"\): id: Section 1 already uses this id\.$/],
      [saveBody(home, [{ ...sections[0], type: 'video' } as unknown as Section]), /^content_json: section 1 \("hero"\): type: Choose a block type from the list/],
      [saveBody(home, [{ ...sections[0], metadata: { ...sections[0].metadata, primaryLink: 'javascript:alert(1)' } }]), /^content_json: section 1 \("hero"\): primaryLink: Enter a page of this site such as \/contact/],
      [saveBody(home, [{ ...sections[0], onclick: 'x' } as unknown as Section]), /^content_json: section 1 \("hero"\): onclick: This block has no such field/],
      [saveBody(home, [{ ...sections[0], title: 'x'.repeat(201) }]), /^content_json: section 1 \("hero"\): title: Use at most 200 characters\.$/],
      [saveBody(home, [{ ...sections[0], title: 'a\u0000b' }]), /^content_json: section 1 \("hero"\): title: Remove the invisible control characters/],
      [saveBody(home, sections, { content_json: 'x'.repeat(400_001) }), /body\.content_json must be at most 400000 characters long/],
      [saveBody(home, sections, { canonical_url: '/home' }), /^canonical_url must be empty or an absolute http\(s\) URL$/],
      [saveBody(home, sections, { meta_title: 'x'.repeat(201) }), /body\.meta_title must be at most 200/],
      [saveBody(home, sections, { is_published: 'yes' }), /body\.is_published must be a boolean/],
      [saveBody(home, sections, { page_name: 'Renamed' }), /Unknown field "page_name"/],
      [saveBody(home, sections, { content_json: sections }), /body\.content_json must be a string/],
      [{ content_json: '[]', meta_title: '' }, /body\.meta_description is required/],
    ]
    for (const [payload, message] of cases) {
      const res = await put(home.id, payload)
      t.equal(res.statusCode, 400, String(message))
      t.match(res.json().error, message)
      t.equal(res.headers['cache-control'], 'no-store')
    }
    const button = { id: 'cta', type: 'button', title: 'Go', content: 'Go', visible: true, metadata: { link: 'javascript:alert(1)' } }
    const refused = await put(home.id, saveBody(home, [sections[0], button]))
    t.same(refused.json().details, [{ section: 1, field: 'link', message: 'Enter a page of this site such as /contact, a full address starting with https://, a #section or a mailto: address.' }], 'the console learns the section, the field and the words')
    // A video block takes only what it can play (issue 29): a Vimeo link was saved and showed no film.
    const feature = sections.find((s) => s.type === 'video-feature')!
    const vimeo = await put(home.id, saveBody(home, [{ ...feature, metadata: { ...feature.metadata, videoUrl: 'https://vimeo.com/12345' } }]))
    t.equal(vimeo.statusCode, 400, 'a Vimeo link in a video block is refused')
    t.same(vimeo.json().details, [{ section: 0, field: 'videoUrl', message: FIELD_PROBLEMS.video }], 'at the field, in words')
    t.match(FIELD_PROBLEMS.video, /^Only YouTube links can be played here, for example https:\/\/www\.youtube\.com\/watch\?v=/)
    const missing = await put(2147483647, saveBody(home, sections))
    t.equal(missing.statusCode, 404)
    t.same(missing.json(), { error: 'Page not found' })
    for (const id of ['abc', '0', '1.5', '-1', '99999999999']) t.equal((await put(id as unknown as number, saveBody(home, sections))).statusCode, 400, `id ${id}`)
    const wrongType = await app.inject({ method: 'PUT', url: `/api/cms/pages/${home.id}`, headers: { cookie: editor.cookie, 'content-type': 'text/plain' }, payload: 'x' })
    t.equal(wrongType.statusCode, 415)

    // A content_json near its limit fits in a request even as three-byte characters (past core's 1 MB body limit).
    const big = JSON.stringify(Array.from({ length: 20 }, (_, i) => ({ id: `big-${i}`, type: 'text', title: '', content: '\u20ac'.repeat(19_000), visible: true })))
    t.ok(Buffer.byteLength(big) > 1024 * 1024 && big.length < 400_000)
    const ok = await put(home.id, saveBody(home, [], { content_json: big }))
    t.equal(ok.statusCode, 200)
    t.equal(sectionsOf(await byName('Home')).length, 20)
    t.same(counts((await app.pages.list()).filter((p) => p.page_name !== 'Home')), othersBefore, 'refused saves changed nothing elsewhere')
  })
})

t.test('two instances on one PostgreSQL: a save clears the other\'s public cache', { skip: !process.env.TEST_DATABASE_URL && 'needs TEST_DATABASE_URL (PGlite is one process)' }, async (t) => {
  const database = await createTestDatabase()
  t.teardown(() => database.close())
  const a = await createTestApp([auth, pages], { database })
  const b = await createTestApp([auth, pages], { database })
  t.teardown(async () => {
    await a.close()
    await b.close()
  })
  t.equal((await b.pages.publicPage('contact'))!.sections.length, 6, 'b caches the page')
  const editor = await staff(a, 'editor')
  const contact = (await a.pages.list()).find((p) => p.page_name === 'Contact Us')!
  await a.inject({ method: 'PUT', url: `/api/cms/pages/${contact.id}`, headers: jsonHeaders(editor.cookie), payload: saveBody(contact, validSections(sectionsOf(contact)).slice(0, 1)) })
  await eventually(async () => (await b.pages.publicPage('contact'))!.sections.length === 1, { what: "b's cached page dropped" })
  t.equal((await b.pages.publicPage('contact'))!.sections.length, 1)
})

t.test('migration 2026-11-26-05: the Media founders keep only the fields /media draws', async (t) => {
  const { app, byName } = await setup(t, [auth, pages])
  const { up } = await import('../../migrations/2026-11-26-05-media-founder-fields.ts')
  const { DEFAULT_FOUNDERS } = await import('../../shared/pages/defaults/founders.ts')
  const media = await byName('Media')
  // As older sites stored it (before blocks): the whole founder shape, written straight to the row.
  const sections = sectionsOf(media)
  sections.find((s) => s.id === 'founders')!.metadata!.items = structuredClone(DEFAULT_FOUNDERS)
  const db = app.db as Kysely<PagesTables>
  await db.updateTable('pages').set({ content_json: JSON.stringify(sections) }).where('id', '=', media.id).execute()
  const home = await byName('Home')
  await up(app.db)
  const items = sectionsOf(await byName('Media')).find((s) => s.id === 'founders')!.metadata!.items!
  t.same(items.map((i) => Object.keys(i)), [['id', 'name', 'title', 'image', 'linkedin'], ['id', 'name', 'title', 'image', 'linkedin']])
  t.equal(items[1].name, DEFAULT_FOUNDERS[1].name, 'what is drawn is kept')
  t.same(await byName('Home'), home, 'other pages are not touched')
})
