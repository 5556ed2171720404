/**
 * /media and /press/{slug} with the real media module (issue 8): the media kit cards and the three
 * newest press highlights are in the server's HTML and hydration data (empty states without items),
 * both lists work on any page (a press list and a media kit placed on About Us are rendered with it
 * too), the press page has its head (title, description, canonical, Open Graph), date, description and
 * sanitised content, drafts and scheduled highlights are 404 to visitors and a preview to staff,
 * changes reach the rendered pages at once (the render cache listens), the sitemap lists the public
 * press pages, and nothing leaks while the gate is up.
 * Needs the built bundle (dist/public); built here when missing or older than its sources (web-public/testing.ts).
 */
import t from 'tap'
import sharp from 'sharp'
import { createTestApp, jsonHeaders } from '../modules/core/testing.ts'
import { auth } from '../modules/auth/index.ts'
import { staff } from '../modules/auth/testing.ts'
import { settings } from '../modules/settings/index.ts'
import { gate } from '../modules/gate/index.ts'
import { contentTypes } from '../modules/content-types/index.ts'
import { media } from '../modules/media/index.ts'
import { pages } from '../modules/pages/index.ts'
import type { Page, Section } from '../shared/api/pages.ts'
import { MEDIA_KIT_BLOCK, PRESS_LIST_BLOCK } from '../shared/blocks/media.ts'
import { SSR_DATA_ELEMENT_ID } from '../shared/ssr.ts'
import type { PageData } from './src/routes/index.ts'
import { publicSite } from './plugin.ts'
import { builtBundles } from './testing.ts'

await builtBundles('public')

const DAY = 86_400_000
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]))
const title = (html: string) => html.match(/<title>(.*?)<\/title>/)?.[1]
const metaContent = (html: string, attr: string, name: string) => html.match(new RegExp(`<meta ${attr}="${name}" content="([^"]*)">`))?.[1]
function pageData(html: string): PageData {
  const m = html.match(new RegExp(`<script type="application/json" id="${SSR_DATA_ELEMENT_ID}">(.*?)</script>`, 's'))
  if (!m) throw new Error('no hydration data')
  return JSON.parse(m[1]) as PageData
}
/** The HTML of the section with this data-section id (up to the next section). */
const section = (html: string, id: string) => {
  const start = html.indexOf(`data-section="${id}"`)
  return start < 0 ? '' : html.slice(start, html.indexOf('data-section=', start + 20))
}

t.test('media and press pages', async (t) => {
  const app = await createTestApp([auth, settings, gate, media, pages, contentTypes, publicSite], { config: { accessPassword: 'media-press-pass' } })
  t.teardown(() => app.close())
  const admin = await staff(app, 'admin')
  const post = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url, headers: jsonHeaders(admin.cookie), payload })
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`)
    return res.json()
  }

  await t.test('while gated: the coming-soon page, no kit or press data', async (t) => {
    await post('/api/cms/press-highlights', { title: 'Zephyrine secret story', content: '<p>Zephyrine</p>', status: 'published' })
    for (const url of ['/media', '/press/zephyrine-secret-story']) {
      const res = await app.inject({ url })
      t.equal(res.statusCode, 200, url)
      t.equal(title(res.body), 'Coming Soon | Yerth', url)
      t.notMatch(res.body, 'Zephyrine', url)
    }
    t.equal((await app.inject({ url: '/api/public/press-highlights' })).statusCode, 403)
    t.equal((await app.inject({ method: 'POST', url: '/api/public/media-kit/1/download' })).statusCode, 403)
    await app.db.deleteFrom('press_highlights').execute()
    await app.settings.update({ password_protection_enabled: '0' }, null)
  })

  await t.test('/media without items: both empty states, rendered by the server', async (t) => {
    const res = await app.inject({ url: '/media' })
    t.equal(res.statusCode, 200)
    t.match(section(res.body, 'media-kit'), 'Media kit coming soon')
    t.match(section(res.body, 'press'), 'No press highlights yet')
    t.match(res.body, 'data-block="media-kit" data-section="media-kit"', 'drawn by its block type')
    t.match(res.body, 'data-block="press-list" data-section="press"')
    t.notMatch(res.body, 'aria-busy="true"', 'no skeletons: the lists came with the page')
    const data = pageData(res.body)
    t.match(data.route, { kind: 'page', key: 'media', extras: { mediaKit: [], press: [] } })
  })

  const now = Date.now()
  const kit = [
    (await post('/api/cms/media-kit', { title: 'Brand Colour Palette', description: 'Swatches for print & screen.', file_type: 'PDF', file_url: 'https://cdn.example.com/palette.pdf', file_size: '2 MB', item_count: '12' })).item,
    (await post('/api/cms/media-kit', { title: 'Typography Guide', file_type: 'ZIP', file_url: '/downloads/type.zip' })).item,
    (await post('/api/cms/media-kit', { title: 'Logo Pack', file_type: 'ZIP', file_url: 'https://cdn.example.com/logos.zip', item_count: '3 files' })).item,
  ]
  const press = {
    external: (await post('/api/cms/press-highlights', { title: 'Yerth reimagines the bicycle', description: 'A look inside.', content: '<p>x</p>', external_url: 'https://news.example.com/yerth', status: 'published', publish_date: new Date(now - 2 * DAY).toISOString() })).highlight,
    internal: (await post('/api/cms/press-highlights', {
      title: 'Hypermobility, explained',
      description: 'Our own story of <Hypermobility> & nature.',
      content: '<h2>Why now</h2><p>Cities <strong>breathe</strong>.</p><script>alert(1)</script><p><a href="https://example.com" target="_blank">Source</a></p>',
      status: 'published',
      publish_date: new Date(now - DAY).toISOString(),
    })).highlight,
    old1: (await post('/api/cms/press-highlights', { title: 'Old story one', content: '<p>x</p>', status: 'published', publish_date: new Date(now - 10 * DAY).toISOString() })).highlight,
    old2: (await post('/api/cms/press-highlights', { title: 'Old story two', content: '<p>x</p>', status: 'published', publish_date: new Date(now - 20 * DAY).toISOString() })).highlight,
    draft: (await post('/api/cms/press-highlights', { title: 'Unreleased draft', content: '<p>Not yet.</p>' })).highlight,
    scheduled: (await post('/api/cms/press-highlights', { title: 'Tomorrow story', content: '<p>Soon.</p>', status: 'published', publish_date: new Date(now + DAY).toISOString() })).highlight,
  }

  await t.test('/media: kit cards and the three newest public press highlights in the HTML', async (t) => {
    const res = await app.inject({ url: '/media' })
    t.equal(res.statusCode, 200)
    const kitHtml = section(res.body, 'media-kit')
    for (const item of kit) t.match(kitHtml, item.title)
    t.match(kitHtml, 'md-kit-card--palette')
    t.match(kitHtml, 'md-kit-card--typography')
    t.match(kitHtml, 'md-kit-card--logo')
    t.match(kitHtml, 'aria-label="Download Logo Pack"')
    t.match(kitHtml, 'Swatches for print &amp; screen.')
    t.match(kitHtml, '12 items')
    t.match(kitHtml, '3 files')

    const pressHtml = section(res.body, 'press')
    t.match(pressHtml, 'href="https://news.example.com/yerth" target="_blank" rel="noopener noreferrer"')
    t.match(pressHtml, 'href="/press/hypermobility-explained"')
    t.match(pressHtml, 'Old story one')
    t.notMatch(pressHtml, 'Old story two', 'three at most')
    t.notMatch(res.body, 'Unreleased draft')
    t.notMatch(res.body, 'Tomorrow story')
    const order = ['Hypermobility, explained', 'Yerth reimagines the bicycle', 'Old story one'].map((s) => pressHtml.indexOf(s.replace('&', '&amp;')))
    t.ok(order.every((v, i) => v > 0 && (i === 0 || v > order[i - 1])), `newest first ${order}`)

    const extras = pageData(res.body).route
    t.ok(extras?.kind === 'page' && extras.extras.mediaKit?.length === 3 && extras.extras.press?.length === 3, 'the lists travel in the hydration data')
    if (extras?.kind === 'page') t.notOk(extras.extras.press?.some((h) => 'content' in h), 'without the press content')
  })

  await t.test('the lists work on any page: a press list and a media kit placed on About Us come with its HTML', async (t) => {
    const about = ((await app.inject({ url: '/api/cms/pages', headers: { cookie: admin.cookie } })).json().pages as Page[]).find((p) => p.page_name === 'About Us')!
    const save = (content: Section[]) =>
      app.inject({
        method: 'PUT',
        url: `/api/cms/pages/${about.id}`,
        headers: jsonHeaders(admin.cookie),
        payload: { content_json: JSON.stringify(content), meta_title: about.meta_title, meta_description: about.meta_description },
      })
    const original = JSON.parse(about.content_json) as Section[]
    const placed = [...original, { ...structuredClone(PRESS_LIST_BLOCK.defaults), id: 'about-press' }, { ...structuredClone(MEDIA_KIT_BLOCK.defaults), id: 'about-kit' }] as Section[]
    const saved = await save(placed)
    t.equal(saved.statusCode, 200, saved.body.slice(0, 300))
    t.teardown(async () => {
      await save(original)
    })
    const res = await app.inject({ url: '/about' })
    t.equal(res.statusCode, 200)
    t.match(res.body, 'data-block="press-list" data-section="about-press"')
    t.match(res.body, 'id="about-kit"', 'its section id is its anchor')
    const pressHtml = section(res.body, 'about-press')
    for (const title of ['Hypermobility, explained', 'Yerth reimagines the bicycle', 'Old story one']) t.match(pressHtml, title)
    const kitHtml = section(res.body, 'about-kit')
    for (const item of kit) t.match(kitHtml, item.title)
    t.notMatch(res.body, 'aria-busy="true"', 'no skeletons: the lists came with the page')
    const data = pageData(res.body).route
    t.ok(data?.kind === 'page' && data.extras.mediaKit?.length === 3 && data.extras.press?.length === 3, 'the lists travel in the hydration data')
  })

  await t.test('/press/{slug}: a real page with its head, date, description and sanitised content', async (t) => {
    const res = await app.inject({ url: '/press/hypermobility-explained' })
    t.equal(res.statusCode, 200)
    t.equal(title(res.body), 'Hypermobility, explained | Yerth')
    t.equal(metaContent(res.body, 'name', 'description'), 'Our own story of &#60;Hypermobility&#62; &#38; nature.')
    t.match(res.body, /<link rel="canonical" href="http:\/\/localhost(:\d+)?\/press\/hypermobility-explained">/)
    t.equal(metaContent(res.body, 'property', 'og:title'), 'Hypermobility, explained | Yerth')
    t.match(metaContent(res.body, 'property', 'og:url') ?? '', /\/press\/hypermobility-explained$/)
    t.equal(metaContent(res.body, 'name', 'robots'), 'index, follow')
    t.match(res.body, '<h1 id="press-title" class="j-article-title">Hypermobility, explained</h1>')
    t.match(res.body, '<h2>Why now</h2><p>Cities <strong>breathe</strong>.</p>')
    t.match(res.body, '<a href="https://example.com" target="_blank" rel="noopener noreferrer">Source</a>')
    t.notMatch(res.body, '<script>alert(1)</script>')
    t.match(res.body, 'href="/media"', 'the back link')
    t.match(res.body, new RegExp(`<time dateTime="${press.internal.publish_date}">`))
    t.match(res.body, 'Our own story of &lt;Hypermobility&gt; &amp; nature.')
    const data = pageData(res.body)
    t.match(data.route, { kind: 'served-detail:press-highlights', key: 'hypermobility-explained', item: { id: press.internal.id } })
    t.match(res.body, /<link rel="modulepreload" crossorigin href="\/assets\/Detail-[^"]+\.js">/, "its screen's chunk is preloaded")

    const external = await app.inject({ url: '/press/yerth-reimagines-the-bicycle' })
    t.equal(external.statusCode, 200, 'a highlight with an external URL has its page too')
    t.match(external.body, /Read the original at <!-- -->news\.example\.com|Read the original at news\.example\.com/)
  })

  await t.test('/press/{slug} is an Article: its own image as a large card, Article JSON-LD, body headings under the title', async (t) => {
    const plain = await app.inject({ url: '/press/hypermobility-explained' })
    t.equal(metaContent(plain.body, 'property', 'og:type'), 'article')
    t.match(metaContent(plain.body, 'property', 'og:image') ?? '', /\/og-image\.png$/, 'no image of its own: the site card')
    t.equal(metaContent(plain.body, 'name', 'twitter:card'), 'summary')
    const plainArticle = jsonLd(plain.body).find((d) => d['@type'] === 'Article')
    t.match(plainArticle, {
      headline: 'Hypermobility, explained',
      datePublished: press.internal.publish_date,
      dateModified: press.internal.updated_at,
      publisher: { '@type': 'Organization', name: 'Yerth' },
    })
    t.match(plainArticle.image, [/\/og-image\.png$/], 'no image of its own: the site card (issue 29)')

    const stored = await app.media.storeImage(await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#22a625' } }).png().toBuffer(), null)
    const pictured = (
      await post('/api/cms/press-highlights', {
        title: 'Pictured story',
        content: '<h3>Context</h3><p>x</p><h4>Detail</h4><h3>More</h3>',
        featured_image: stored.url,
        status: 'published',
        publish_date: new Date(Date.now() - 40 * DAY).toISOString(),
      })
    ).highlight
    const res = await app.inject({ url: `/press/${pictured.slug}` })
    t.equal(res.statusCode, 200)
    const image = metaContent(res.body, 'property', 'og:image') ?? ''
    t.match(image, new RegExp(`^http://localhost(:\\d+)?${stored.url}$`), 'its own image, absolute')
    t.equal(metaContent(res.body, 'property', 'og:image:width'), '1200')
    t.equal(metaContent(res.body, 'property', 'og:image:height'), '630')
    t.equal(metaContent(res.body, 'property', 'og:image:type'), 'image/png')
    t.equal(metaContent(res.body, 'name', 'twitter:card'), 'summary_large_image')
    t.equal(metaContent(res.body, 'name', 'twitter:image'), image)
    const article = jsonLd(res.body).find((d) => d['@type'] === 'Article')
    t.same(article.image, [image])
    t.equal(article.dateModified, pictured.updated_at)
    t.match(res.body, '<h2>Context</h2><p>x</p><h3>Detail</h3><h2>More</h2>', 'an h3 body after the h1 title starts at h2')
  })

  await t.test('absent, draft and scheduled highlights are the 404 page for visitors; staff preview them', async (t) => {
    for (const url of ['/press/unreleased-draft', '/press/tomorrow-story', '/press/no-such-story', '/press/No-Such']) {
      const res = await app.inject({ url })
      t.equal(res.statusCode, 404, url)
      t.equal(metaContent(res.body, 'name', 'robots'), 'noindex, nofollow', url)
      t.notMatch(res.body, 'Not yet.', url)
    }
    const missing = await app.inject({ url: '/press/unreleased-draft' })
    t.match(missing.body, 'Press highlight not found')
    t.equal(title(missing.body), 'Press highlight not found | Yerth')

    const asStaff = await app.inject({ url: '/press/unreleased-draft', headers: { cookie: admin.cookie } })
    t.equal(asStaff.statusCode, 200)
    t.match(asStaff.body, 'Draft: only signed-in staff can see this press highlight.')
    t.match(asStaff.body, 'Not yet.')
    t.equal(metaContent(asStaff.body, 'name', 'robots'), 'noindex, nofollow', 'previews are not indexed')
    t.equal(asStaff.headers['cache-control'], 'private, no-store')
    const scheduled = await app.inject({ url: '/press/tomorrow-story', headers: { cookie: admin.cookie } })
    t.match(scheduled.body, /Scheduled for .*: visitors cannot see this press highlight yet\./)
    t.equal((await app.inject({ url: '/press/unreleased-draft' })).statusCode, 404, 'still 404 for visitors after the preview')
  })

  await t.test('changes reach the rendered pages at once; downloads are counted', async (t) => {
    t.equal((await app.inject({ url: '/press/hypermobility-explained' })).statusCode, 200)
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/cms/press-highlights/${press.internal.id}`,
      headers: jsonHeaders(admin.cookie),
      payload: { title: 'Hypermobility, explained again', content: '<p>New.</p>' },
    })
    t.equal(edit.statusCode, 200)
    t.equal(title((await app.inject({ url: '/press/hypermobility-explained' })).body), 'Hypermobility, explained again | Yerth', 'the cached page was dropped')
    const unpublish = await app.inject({ method: 'PUT', url: `/api/cms/press-highlights/${press.internal.id}`, headers: jsonHeaders(admin.cookie), payload: { title: 'x', content: '<p>x</p>', status: 'draft' } })
    t.equal(unpublish.statusCode, 200)
    t.equal((await app.inject({ url: '/press/hypermobility-explained' })).statusCode, 404, 'unpublished: gone')
    t.notMatch((await app.inject({ url: '/media' })).body, 'href="/press/hypermobility-explained"')

    await app.inject({ method: 'DELETE', url: `/api/cms/media-kit/${kit[1].id}`, headers: { cookie: admin.cookie } })
    t.notMatch(section((await app.inject({ url: '/media' })).body, 'media-kit'), 'Typography Guide')

    const counted = await app.inject({ method: 'POST', url: `/api/public/media-kit/${kit[0].id}/download` })
    t.same([counted.statusCode, counted.json()], [200, { success: true }])
  })

  await t.test('the sitemap lists the public press pages', async (t) => {
    const res = await app.inject({ url: '/api/public/sitemap.xml' })
    t.equal(res.statusCode, 200)
    t.match(res.body, /<loc>http:\/\/localhost(:\d+)?\/press\/yerth-reimagines-the-bicycle<\/loc>\n    <lastmod>/)
    t.match(res.body, '/press/old-story-two</loc>')
    t.match(res.body, '/press/pictured-story</loc>')
    for (const hidden of ['unreleased-draft', 'tomorrow-story', 'hypermobility-explained']) t.notMatch(res.body, `/press/${hidden}<`, hidden)
  })
})
