/**
 * Managed pages through the public site, with the real pages module (issue 7): the public page is
 * drawn from the stored sections (visible ones, in order; an editor's change shows after the save,
 * the render cache cleared), an unpublished page is a 404 for visitors and a preview for staff, the
 * head follows the page's SEO fields, and the console's live preview renders unsaved sections,
 * writes nothing and refuses what a save would refuse.
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
import { DEFAULT_SECTIONS } from '../shared/pages/defaults/index.ts'
import { publicSite } from './plugin.ts'
import { builtBundles } from './testing.ts'

await builtBundles('public')

const title = (html: string) => html.match(/<title>(.*?)<\/title>/)?.[1]

t.test('managed pages on the public site', async (t) => {
  const app = await createTestApp([auth, settings, gate, pages, publicSite])
  t.teardown(() => app.close())
  const admin = await staff(app, 'admin')
  await app.inject({ method: 'PUT', url: '/api/cms/settings', headers: jsonHeaders(admin.cookie), payload: { password_protection_enabled: '0' } })

  const list = async () => (await app.inject({ url: '/api/cms/pages', headers: { cookie: admin.cookie } })).json().pages as Page[]
  const home = (await list()).find((p) => p.page_name === 'Home')!
  const save = (page: Page, sections: Section[], extra: Record<string, unknown> = {}) =>
    app.inject({
      method: 'PUT',
      url: `/api/cms/pages/${page.id}`,
      headers: jsonHeaders(admin.cookie),
      payload: { content_json: JSON.stringify(sections), meta_title: page.meta_title, meta_description: page.meta_description, ...extra },
    })

  await t.test('every managed route draws its default sections', async (t) => {
    for (const path of ['/', '/about', '/journal', '/hyperbuilt', '/hyperbuilt/reality', '/media', '/careers', '/contact']) {
      const res = await app.inject({ url: path })
      t.equal(res.statusCode, 200, path)
      t.match(res.body, /data-section="hero"|class="[^"]*hero/, `${path} has its hero`)
    }
    const res = await app.inject({ url: '/' })
    t.equal(title(res.body), 'Yerth - Where Hypermobility Comes to Life', 'Home keeps the default title')
    t.match((await app.inject({ url: '/about' })).body, '<title>About Us | Yerth</title>')
    t.match((await app.inject({ url: '/hyperbuilt/podcast' })).body, /<link rel="canonical" href="http:\/\/localhost(:\d+)?\/hyperbuilt">/)
  })

  await t.test('an edit shows after the save: new headline, hidden and reordered sections, SEO fields', async (t) => {
    const sections = structuredClone(DEFAULT_SECTIONS.home)
    sections[0].content = 'Ride the living planet'
    sections[0].title = 'Ride the living planet'
    const hidden = sections.findIndex((s) => s.id === 'founders')
    sections[hidden].visible = false
    // new-era moves to the top, after the hero
    const i = sections.findIndex((s) => s.id === 'new-era')
    const [moved] = sections.splice(i, 1)
    sections.splice(1, 0, moved)
    await app.inject({ url: '/' }) // cached before the change
    const res = await save(home, sections, { meta_title: 'Hypermobility for everyone', meta_description: 'A description an editor wrote for the home page.' })
    t.equal(res.statusCode, 200, res.body.slice(0, 200))
    const page = await app.inject({ url: '/' })
    t.match(page.body, 'Ride the living planet')
    t.notMatch(page.body, 'data-section="founders"', 'the hidden section is not drawn')
    t.ok(page.body.indexOf('data-section="new-era"') < page.body.indexOf('data-section="nature-carousel"'), 'the stored order is the drawn order')
    t.equal(title(page.body), 'Hypermobility for everyone | Yerth')
    t.match(page.body, '<meta name="description" content="A description an editor wrote for the home page.">')
    const api = await app.inject({ url: '/api/public/pages/home' })
    t.notMatch(api.body, '"founders"', 'hidden sections never leave the server')
  })

  await t.test('a page\'s social card: its own image, title and description; else the first image of its first block (issue 31)', async (t) => {
    const meta = (html: string, attr: string, name: string) => html.match(new RegExp(`<meta ${attr}="${name}" content="([^"]*)">`))?.[1]
    const about = (await list()).find((p) => p.page_name === 'About Us')!
    const sections = structuredClone(DEFAULT_SECTIONS.about)
    // The first block's first image is what a share shows while the page has none of its own.
    sections[0].metadata = { ...sections[0].metadata, image: '/media/images/first-block.webp' }
    t.equal((await save(about, sections)).statusCode, 200)
    let page = (await app.inject({ url: '/about' })).body
    t.match(meta(page, 'property', 'og:image'), /^http:\/\/localhost(:\d+)?\/media\/images\/first-block\.webp$/)
    t.equal(meta(page, 'name', 'twitter:card'), 'summary_large_image')
    t.equal(meta(page, 'property', 'og:title'), 'About Us | Yerth', 'no social title: the search title')

    const saved = await save(about, sections, { social_image: 'https://cdn.example.org/launch.jpg', social_title: 'Spring launch <b>2027</b>', social_description: 'Ride along & see "why".' })
    t.equal(saved.statusCode, 200, saved.body.slice(0, 300))
    t.same(
      { image: saved.json().page.social_image, title: saved.json().page.social_title },
      { image: 'https://cdn.example.org/launch.jpg', title: 'Spring launch 2027' },
      'stored as plain text',
    )
    page = (await app.inject({ url: '/about' })).body
    t.equal(meta(page, 'property', 'og:image'), 'https://cdn.example.org/launch.jpg')
    t.equal(meta(page, 'property', 'og:title'), 'Spring launch 2027')
    t.equal(meta(page, 'name', 'twitter:title'), 'Spring launch 2027')
    t.equal(meta(page, 'property', 'og:description'), 'Ride along &#38; see &#34;why&#34;.', 'encoded in the head')
    t.equal(title(page), 'About Us | Yerth', 'the search title stays the search title')

    // A save without the fields keeps them; the refusals are in words, at the field.
    t.equal((await save(about, sections)).json().page.social_title, 'Spring launch 2027')
    for (const social_image of ['javascript:alert(1)', '//evil.example/x.png', 'data:image/png;base64,AAAA']) {
      const refused = await save(about, sections, { social_image })
      t.equal(refused.statusCode, 400, social_image)
      t.equal(refused.json().details[0].field, 'social_image')
      t.match(refused.json().details[0].message, /^Choose an image, or enter its address/, 'in words, at the field')
    }
    // Cleared: the defaults again (SVG art is no card: the site's own).
    t.equal((await save(about, DEFAULT_SECTIONS.about, { social_image: '', social_title: '', social_description: '' })).statusCode, 200)
    page = (await app.inject({ url: '/about' })).body
    t.match(meta(page, 'property', 'og:image'), /\/og-image\.png$/)
    t.equal(meta(page, 'name', 'twitter:card'), 'summary')
  })

  await t.test('an unpublished page: 404 for visitors, a preview for staff', async (t) => {
    const about = (await list()).find((p) => p.page_name === 'About Us')!
    const res = await save(about, JSON.parse(about.content_json), { is_published: false })
    t.equal(res.statusCode, 200, res.body.slice(0, 200))
    t.equal((await app.inject({ url: '/about' })).statusCode, 404)
    const staffView = await app.inject({ url: '/about', headers: { cookie: admin.cookie } })
    t.equal(staffView.statusCode, 200)
    t.match(staffView.body, 'this page is hidden from visitors')
    t.match(staffView.body, '<meta name="robots" content="noindex, nofollow">')
    t.notMatch((await app.inject({ url: '/api/public/sitemap.xml' })).body, '/about<')
    await save(about, JSON.parse(about.content_json), { is_published: true })
    t.equal((await app.inject({ url: '/about' })).statusCode, 200)
  })

  await t.test('the live preview renders unsaved sections and writes nothing', async (t) => {
    const before = await list()
    const sections = structuredClone(DEFAULT_SECTIONS.careers)
    sections[0].title = 'Unsaved careers headline'
    sections[0].content = 'Unsaved careers headline'
    sections.push({ id: 'extra', type: 'text', title: 'A section being written', content: 'Draft words', visible: true })
    const body = { page_name: 'Careers', content_json: JSON.stringify(sections), meta_title: '', meta_description: '', theme: 'dark' }
    const res = await app.inject({ method: 'POST', url: '/api/cms/pages/preview', headers: jsonHeaders(admin.cookie), payload: body })
    t.equal(res.statusCode, 200, res.body.slice(0, 300))
    t.match(res.headers['content-type'], /^text\/html/)
    t.equal(res.headers['cache-control'], 'no-store')
    t.match(res.body, 'Unsaved careers headline')
    t.match(res.body, 'A section being written')
    t.match(res.body, '<html lang="en" class="dark">')
    t.notMatch(res.body, /<script\b/i, 'no script in the preview')
    t.same(await list(), before, 'nothing was written')
    t.notMatch((await app.inject({ url: '/careers' })).body, 'Unsaved careers headline', 'visitors still see the saved page')

    const bad = structuredClone(sections)
    bad[0].metadata = { ...bad[0].metadata, buttonLink: 'javascript:alert(1)' }
    const refused = await app.inject({ method: 'POST', url: '/api/cms/pages/preview', headers: jsonHeaders(admin.cookie), payload: { ...body, content_json: JSON.stringify(bad) } })
    t.equal(refused.statusCode, 400)
    t.match(refused.json(), { details: [{ section: 0, field: 'buttonLink', message: /^Enter a page of this site/ }] })

    const viewer = await staff(app, 'viewer')
    t.equal((await app.inject({ method: 'POST', url: '/api/cms/pages/preview', headers: jsonHeaders(viewer.cookie), payload: body })).statusCode, 403)
    t.equal((await app.inject({ method: 'POST', url: '/api/cms/pages/preview', headers: jsonHeaders(), payload: body })).statusCode, 401)
  })

  await t.test('the home films show Play and Watch on YouTube only once an editor sets a real link (issue 16)', async (t) => {
    // The drawn markup of a film section (the page's data, which names the buttons too, is left out).
    const drawn = (html: string, id: string) => {
      const at = html.indexOf(`data-section="${id}"`)
      return at < 0 ? '' : html.slice(at, html.indexOf('</section>', at))
    }
    const film = (html: string, id: string) => ({
      play: /<button[^>]*aria-haspopup="dialog"/.test(drawn(html, id)),
      watch: /home-film-link/.test(drawn(html, id)),
    })
    const films = (html: string) => ({ mirror: film(html, 'mirror-of-earth'), anthem: film(html, 'looked-at-earth') })
    const sections = structuredClone(DEFAULT_SECTIONS.home)
    t.equal((await save(home, sections)).statusCode, 200)
    let page = (await app.inject({ url: '/' })).body
    t.match(page, 'data-section="mirror-of-earth"', 'the film sections are drawn')
    t.match(page, 'Mirror of the Earth')
    t.same(films(page), { mirror: { play: false, watch: false }, anthem: { play: false, watch: false } }, 'no button or link for a film that is not set')

    const anthem = sections.find((s) => s.id === 'looked-at-earth')!
    anthem.metadata = { ...anthem.metadata, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }
    t.equal((await save(home, sections)).statusCode, 200)
    page = (await app.inject({ url: '/' })).body
    t.same(films(page), { mirror: { play: false, watch: false }, anthem: { play: true, watch: true } }, 'a real link brings its play button and link; the other film stays hidden')
    t.match(drawn(page, 'looked-at-earth'), 'href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"', 'the link in the one canonical form')
  })

  await t.test('the migration empties the seeded made-up film links and keeps an editor\'s', async (t) => {
    const { up } = await import('../migrations/2026-11-26-04-home-film-links.ts')
    const sections = structuredClone(DEFAULT_SECTIONS.home)
    const mirror = sections.find((s) => s.id === 'mirror-of-earth')!
    const anthem = sections.find((s) => s.id === 'looked-at-earth')!
    mirror.metadata = { ...mirror.metadata, videoUrl: 'https://www.youtube.com/watch?v=yerthElemnt' }
    anthem.metadata = { ...anthem.metadata, videoUrl: 'https://www.youtube.com/watch?v=abcdefghijk' }
    t.equal((await save(home, sections)).statusCode, 200)
    await up(app.db)
    const stored = JSON.parse((await list()).find((p) => p.page_name === 'Home')!.content_json) as Section[]
    t.equal(stored.find((s) => s.id === 'mirror-of-earth')!.metadata!.videoUrl, '')
    t.equal(stored.find((s) => s.id === 'looked-at-earth')!.metadata!.videoUrl, 'https://www.youtube.com/watch?v=abcdefghijk')
  })
})
