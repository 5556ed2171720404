/**
 * The journal pages with the real blogs and vlogs modules, their posts written through the console
 * API as an editor writes them: each route server-rendered with its data, status, head and
 * hydration data; drafts and scheduled posts hidden from visitors and previewed by staff; the
 * sitemap and robots.txt; the render cache cleared by blog changes; and the routes still rendering
 * without the modules.
 * Needs the built bundle (dist/public); built here when missing or older than its sources (web-public/testing.ts).
 */
import t from 'tap'
import { execFileSync } from 'node:child_process'
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { readFileSync } from 'node:fs'
import { createTestApp, cookiesFrom, jsonHeaders } from '../modules/core/testing.ts'
import { auth } from '../modules/auth/index.ts'
import { staff } from '../modules/auth/testing.ts'
import { settings } from '../modules/settings/index.ts'
import { gate } from '../modules/gate/index.ts'
type BlogBody = Record<string, unknown>
import { contentTypes } from '../modules/content-types/index.ts'
import type { VlogInput as VlogInputBody } from '../shared/api/journal.ts'
import type { CmsBlog } from '../shared/api/journal.ts'
import { SSR_DATA_ELEMENT_ID } from '../shared/ssr.ts'
import { PUBLIC_DIST_DIR, publicSite, routeAssetTags } from './plugin.ts'
import { pageItems } from './src/components/journal/Pagination.tsx'
import { GENERIC_BLURB, KNOWN_BLURBS, blurbFor } from './src/lib/blog-blurbs.ts'
import { listQueryString, parseListQuery } from './src/lib/journal.ts'
import { nestHeadings } from './src/lib/outline.ts'
import type { PageData } from './src/routes/index.ts'
import { COMING_SOON_MODULE } from './src/pages.ts'
import { ROUTES, matchRoute } from './src/routes/index.ts'
import { serverOf } from './src/routes/server/index.ts'
import { builtBundles } from './testing.ts'

await builtBundles('public')

const ACCESS = 'journal-pass-1234'
const IMAGE_14 = '/media/images/' + 'a'.repeat(64) + '.png'
/** The media module as web-public reads it: the size of the one known upload. */
const fakeMedia = fp(async (app) => {
  const describe = async (url: string) => (url === IMAGE_14 ? { width: 1200, height: 630, mime: 'image/png' } : null)
  app.decorate('media', { describe } as unknown as FastifyInstance['media'])
}, { name: 'media' })
const DAY = 86_400_000

/** Post n, published on January n 2026 (its publish date: the date it is shown and sorted by). */
const post = (n: number, extra: BlogBody = {}): BlogBody => ({
  title: `Post number ${n}`,
  slug: `post-${n}`,
  category: n % 2 ? 'Design' : 'Technology',
  author_name: n % 3 ? 'Ada Green' : 'Tomás Ferreira',
  content: `<h2>Heading ${n}</h2><p>Body of post ${n} about <strong>electric</strong> mobility. ${'word '.repeat(250)}</p>`,
  featured_image: n === 14 ? IMAGE_14 : null,
  status: 'published',
  publish_date: new Date(Date.UTC(2026, 0, n)).toISOString(),
  tags: 'Hypermobility, Design',
  ...extra,
})

const BLOG_CATEGORIES = ['Design', 'Technology']
const BLOGS: BlogBody[] = [
  ...Array.from({ length: 14 }, (_, i) => post(i + 1)),
  post(15, {
    title: 'Nature & the <Machine>',
    slug: 'nature-and-the-machine',
    meta_title: 'Nature and the machine, explained',
    meta_description: 'How biomimicry shapes every Yerth vehicle.',
    tags: 'Biomimicry, Design',
  }),
  post(16, { title: 'A secret draft', slug: 'secret-draft', status: 'draft', publish_date: null }),
  post(17, { title: 'Coming later', slug: 'coming-later', publish_date: new Date(Date.now() + 30 * DAY).toISOString() }),
]

const VLOG_CATEGORIES = ['Rides', 'Design']
const VLOGS: VlogInputBody[] = [
  { title: 'Test ride one', youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', category: 'Rides', author_name: 'Ada Green', description: 'Up the pass.', status: 'published' },
  { title: 'Design review', youtube_url: 'https://youtu.be/aqz-KE-bpKQ', category: 'Design', author_name: 'Tomás Ferreira', thumbnail: '/media/images/' + 'b'.repeat(64) + '.jpg', status: 'published' },
]

/** A console write as the editor sends it; anything but 201 stops the test. */
async function consolePost<T>(app: FastifyInstance, cookie: string, url: string, payload: object): Promise<T> {
  const res = await app.inject({ method: 'POST', url, headers: jsonHeaders(cookie), payload })
  if (res.statusCode !== 201) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`)
  return res.json() as T
}

function pageData(html: string): PageData {
  const m = html.match(new RegExp(`<script type="application/json" id="${SSR_DATA_ELEMENT_ID}">(.*?)</script>`, 's'))
  if (!m) throw new Error('no hydration data')
  return JSON.parse(m[1]) as PageData
}

/** What a first-match robots.txt reader decides for `path` (the `User-agent: *` group; no line matching: allowed). */
function firstMatchAllows(robots: string, path: string): boolean {
  for (const line of robots.split('\n')) {
    const m = /^(Allow|Disallow):\s*(\S*)/i.exec(line.trim())
    if (m && m[2] && path.startsWith(m[2])) return m[1].toLowerCase() === 'allow'
  }
  return true
}

const title = (html: string) => html.match(/<title>(.*?)<\/title>/)?.[1]
const meta = (html: string, attr: string, name: string) => html.match(new RegExp(`<meta ${attr}="${name}" content="([^"]*)">`))?.[1]
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]))

t.test('journal pages with the blogs and vlogs modules', async (t) => {
  const app = await createTestApp([auth, settings, gate, fakeMedia, contentTypes, publicSite], { config: { accessPassword: ACCESS } })
  t.teardown(() => app.close())

  // The journal's content, written through the console API by an editor (categories first, as the
  // console's pickers need them).
  const writer = await staff(app, 'editor')
  for (const name of BLOG_CATEGORIES) await consolePost(app, writer.cookie, '/api/cms/blog-categories', { name })
  for (const name of VLOG_CATEGORIES) await consolePost(app, writer.cookie, '/api/cms/vlog-categories', { name })
  const saved = new Map<string, CmsBlog>()
  for (const body of BLOGS) {
    const { blog } = await consolePost<{ blog: CmsBlog }>(app, writer.cookie, '/api/cms/blogs', body)
    saved.set(blog.slug, blog)
  }
  for (const body of VLOGS) await consolePost(app, writer.cookie, '/api/cms/vlogs', body)
  t.same(
    [...saved.values()].map((b) => `${b.slug}: ${b.state}`).filter((s) => !s.endsWith(': published')),
    ['secret-draft: draft', 'coming-later: scheduled'],
    'the content is in place: two posts visitors cannot see',
  )

  // Counts the posts' list reads (the page cache's tests below).
  let listCalls = 0
  const listPaged = app.contentTypes.listPaged.bind(app.contentTypes)
  app.contentTypes.listPaged = (type, q) => {
    if (type === 'blogs') listCalls++
    return listPaged(type, q)
  }

  await t.test('while the gate is up: coming-soon pages, and the sitemap is refused', async (t) => {
    for (const url of ['/journal', '/journal/blogs', '/journal/blogs/post-1', '/journal/vlogs']) {
      const res = await app.inject({ url })
      t.equal(res.statusCode, 200, url)
      t.equal(title(res.body), 'Coming Soon | Yerth', url)
      t.equal(pageData(res.body).route, undefined, `${url}: no journal data leaks into the coming-soon page`)
      t.notMatch(res.body, 'Post number', url)
    }
    for (const url of ['/sitemap.xml', '/api/public/sitemap.xml', '/%73itemap.xml', '/sitemap.xml?x=1']) {
      const sitemap = await app.inject({ url })
      t.equal(sitemap.statusCode, 403, url)
      t.match(sitemap.json(), { error: String }, url)
      t.notMatch(sitemap.body, 'post-1', url)
    }
  })

  const verify = await app.inject({ method: 'POST', url: '/api/public/verify-password', headers: jsonHeaders(), payload: { password: ACCESS } })
  const visitor = cookiesFrom(verify)
  const get = (url: string, cookie = visitor) => app.inject({ url, headers: { cookie } })

  await t.test('/journal: the landing page (the managed page "Yerth Journal") with the feed and its code-split assets', async (t) => {
    const res = await get('/journal')
    t.equal(res.statusCode, 200)
    t.equal(title(res.body), 'Yerth Journal | Yerth')
    t.match(res.body, '<link rel="alternate" type="application/rss+xml" title="Yerth Journal" href="/journal/rss.xml">')
    t.match(res.body, /<link rel="canonical" href="http:\/\/localhost(:\d+)?\/journal">/)
    t.match(res.body, 'href="/journal/blogs"')
    t.match(res.body, 'href="/journal/vlogs"')
    t.match(res.body, 'href="/contact"')
    t.match(res.body, 'href="/about"')
    // The stylesheets are inlined (the first paint waits for no request), the screen's after the
    // entry's, as in the browser, so the cascade is the same: the entry's, the managed pages' and
    // the journal's (the landing's designed sections keep the journal look).
    const head = res.body.slice(0, res.body.indexOf('</head>'))
    t.notMatch(head, /<link rel="stylesheet"(?![^>]*\bdisabled)[^>]*>/, 'no render-blocking stylesheet link')
    const styles = [...head.matchAll(/<style>(.*?)<\/style>/gs)].map((m) => m[1])
    t.equal(styles.length, 4, 'the entry stylesheet, the managed pages\', the journal stylesheet and its blocks\'')
    t.ok(styles.slice(2).some((s) => s.includes('.j-door{')), 'the journal stylesheet after the managed pages\'')
    t.ok(styles.slice(2).some((s) => s.includes('.block-row--doors')), 'and the journal blocks\' rows')
    t.ok(styles[0].length > 1000 && !styles[0].includes('.j-card'), 'the entry stylesheet first')
    t.notMatch(head, /index-[^"]+\.css/, 'the entry stylesheet is not named by a link at all')
    // The journal stylesheet is also named by a disabled link (never fetched): the chunk loader sees it is there.
    t.match(head, /<style>[^<]*<\/style><link rel="stylesheet" href="\/assets\/journal-[^"]+\.css" disabled>/)
    t.match(head, /<link rel="modulepreload" crossorigin href="\/assets\/ManagedPage-[^"]+\.js">/)
    t.match(head, /<link rel="modulepreload" crossorigin href="\/assets\/journal-[^"]+\.js">/, 'the journal page\'s designed sections')
  })

  await t.test('/journal/blogs: the first page of 12, the filters, hydration data', async (t) => {
    listCalls = 0
    const res = await get('/journal/blogs')
    t.equal(res.statusCode, 200)
    t.equal(title(res.body), 'Blogs | Yerth')
    t.equal(listCalls, 1)
    const data = pageData(res.body)
    t.equal(data.route?.kind, 'blogList')
    if (data.route?.kind !== 'blogList') return
    t.equal(data.route.key, '')
    t.equal(data.route.list.total, 15, 'published and due posts only')
    t.equal(data.route.list.blogs.length, 12)
    t.same(data.route.categories.map((c) => c.name), ['Design', 'Technology'])
    t.same(data.route.authors, ['Ada Green', 'Tomás Ferreira'])
    t.equal(data.route.list.blogs[0].slug, 'nature-and-the-machine', 'latest first')
    t.match(res.body, 'Nature &amp; the &lt;Machine&gt;')
    t.match(res.body, 'href="/journal/blogs/post-14"')
    t.notMatch(res.body, 'secret-draft')
    t.notMatch(res.body, 'coming-later')
    t.match(res.body, '15 articles · page 1 of 2')
    t.match(res.body, /aria-label="Article pages"/)
    t.match(res.body, '<option value="Design">Design</option>')
    t.match(res.body, '<option value="Tomás Ferreira">Tomás Ferreira</option>')
    t.match(res.body, 'Latest First')
    t.match(res.body, 'Oldest First')
    t.match(res.body, 'action="/journal/blogs"', 'the search works as a plain form before the script loads')
    // Uploads get their WebP variants in srcset; other posts the stock illustration.
    t.match(res.body, `srcSet="/media/images/${'a'.repeat(64)}-480.webp 480w, /media/images/${'a'.repeat(64)}-960.webp 960w, /media/images/${'a'.repeat(64)}-1600.webp 1600w"`)
    t.match(res.body, 'src="/journal-stock.svg"')
    t.match(res.body, '<link rel="alternate" type="application/rss+xml"')
    const crumbs = jsonLd(res.body).find((d) => d['@type'] === 'BreadcrumbList')
    t.same(crumbs.itemListElement.map((i: { name: string }) => i.name), ['Journal', 'Blogs'])
  })

  await t.test('/journal/blogs with filters from the URL', async (t) => {
    const res = await get('/journal/blogs?author=Ada%20Green&category=Design&sort=oldest&page=1&search=electric')
    t.equal(res.statusCode, 200)
    const data = pageData(res.body)
    if (data.route?.kind !== 'blogList') return t.fail('no list data')
    t.equal(data.route.key, '?search=electric&category=Design&author=Ada+Green&sort=oldest')
    t.ok(data.route.list.blogs.every((b) => b.category === 'Design' && b.author_name === 'Ada Green'))
    t.equal(data.route.list.blogs[0].slug, 'post-1', 'oldest first')
    t.match(res.body, 'value="electric"')
    t.match(res.body, /<option value="oldest" selected="">Oldest First<\/option>/)
    t.match(res.body, 'Clear filters')

    t.match(res.body, /<link rel="canonical" href="http:\/\/localhost(:\d+)?\/journal\/blogs">/, 'a filtered view points at the plain list')
    const secondPage = await get('/journal/blogs?page=2')
    t.match(secondPage.body, /<link rel="canonical" href="http:\/\/localhost(:\d+)?\/journal\/blogs\?page=2">/, 'a later page is its own page')
    const second = pageData(secondPage.body)
    if (second.route?.kind !== 'blogList') return t.fail('no list data')
    t.equal(second.route.list.offset, 12)
    t.equal(second.route.list.blogs.length, 3)

    const none = await get('/journal/blogs?search=nothing-matches-this')
    t.equal(none.statusCode, 200)
    t.match(none.body, 'No articles found')
  })

  await t.test("the home teaser shows each post's own excerpt", async (t) => {
    const res = await get('/')
    t.equal(res.statusCode, 200)
    const blurbs = [...res.body.matchAll(/<p class="lb-blurb">(.*?)<\/p>/g)].map((m) => m[1])
    t.equal(blurbs.length, 3)
    t.equal(new Set(blurbs).size, 3, 'three different blurbs')
    t.match(blurbs[0], /^Heading 15\. Body of post 15 about electric mobility\./)
    t.notMatch(res.body, GENERIC_BLURB)
  })

  await t.test('a list page past the last one is a 404 that says so and links page 1', async (t) => {
    for (const [url, text] of [
      ['/journal/blogs?page=999', 'There is no page <!-- -->999<!-- -->: <!-- -->the journal<!-- --> has <!-- -->2 pages<!-- -->.'],
      ['/journal/blogs?page=3', 'There is no page <!-- -->3<!-- -->: <!-- -->the journal<!-- --> has <!-- -->2 pages<!-- -->.'],
      ['/journal/blogs?page=2&category=Design', 'There is no page <!-- -->2<!-- -->: <!-- -->this search<!-- --> has <!-- -->1 page<!-- -->.'],
      ['/journal/vlogs?page=999', 'There is no page <!-- -->999<!-- -->: <!-- -->the vlog list<!-- --> has <!-- -->1 page<!-- -->.'],
      ['/journal/blogs?page=5000000', 'There is no page <!-- -->1000000<!-- -->'],
    ] as const) {
      const res = await get(url)
      t.equal(res.statusCode, 404, url)
      t.equal(meta(res.body, 'name', 'robots'), 'noindex, nofollow', url)
      t.notMatch(res.body, 'rel="canonical"', `${url}: no canonical`)
      t.notMatch(res.body, 'property="og:url"', url)
      t.match(res.body, 'Beyond the last page', url)
      t.match(res.body, text, url)
      t.notMatch(res.body, 'New stories are on their way', url)
      t.notMatch(res.body, 'class="j-pagination"', `${url}: no page links past the end`)
      t.match(res.body, /<a class="btn btn-secondary" href="\/journal\/(blogs|vlogs)(\?category=Design)?"[^>]*>Go to page 1<\/a>/, url)
    }
    t.match(title((await get('/journal/blogs?page=999')).body), 'Blogs: no page 999 | Yerth')
    const last = await get('/journal/blogs?page=2')
    t.equal(last.statusCode, 200, 'the last page is a page')
    t.equal(meta(last.body, 'name', 'robots'), 'index, follow')
  })

  await t.test('/journal/blogs/:slug: the post with its head, content once, related posts', async (t) => {
    const res = await get('/journal/blogs/nature-and-the-machine')
    t.equal(res.statusCode, 200)
    t.equal(title(res.body), 'Nature and the machine, explained | Yerth', 'meta_title wins')
    t.equal(meta(res.body, 'name', 'description'), 'How biomimicry shapes every Yerth vehicle.')
    t.equal(meta(res.body, 'name', 'robots'), 'index, follow')
    t.match(res.body, /<link rel="canonical" href="http:\/\/localhost(:\d+)?\/journal\/blogs\/nature-and-the-machine">/)
    t.equal(meta(res.body, 'property', 'og:type'), 'article')
    t.equal(meta(res.body, 'property', 'article:published_time'), new Date(Date.UTC(2026, 0, 15)).toISOString())
    t.equal(meta(res.body, 'property', 'article:section'), 'Design')
    t.match(res.body, '<meta property="article:tag" content="Biomimicry">')
    t.match(res.body, /<meta property="og:image" content="http:\/\/localhost(:\d+)?\/og-image.png">/, 'no image of its own: the site card')
    t.equal(meta(res.body, 'name', 'twitter:card'), 'summary')
    // Absolute links come from the configuration (here its default), never from the Host header.
    const forged = await app.inject({ url: '/journal/blogs/nature-and-the-machine', headers: { cookie: visitor, host: 'evil.example' } })
    t.match(forged.body, '<link rel="canonical" href="http://localhost:3000/journal/blogs/nature-and-the-machine">')
    t.equal(meta(forged.body, 'property', 'og:url'), 'http://localhost:3000/journal/blogs/nature-and-the-machine')
    t.notMatch(forged.body, 'evil.example', 'the forged Host is in no link')
    const posting = jsonLd(res.body).find((d) => d['@type'] === 'BlogPosting')
    t.equal(posting.headline, 'Nature & the <Machine>')
    t.equal(posting.author.name, 'Tomás Ferreira')
    t.same(posting.image, ['http://localhost:3000/og-image.png'], "no image of its own: the site's card, not a stock illustration")
    t.equal(posting.author.url, 'http://localhost:3000/journal/blogs?author=Tom%C3%A1s+Ferreira', "the author's url: their posts")
    t.equal(posting.datePublished, new Date(Date.UTC(2026, 0, 15)).toISOString())
    t.equal(posting.dateModified, saved.get('nature-and-the-machine')!.updated_at, 'dateModified: the last change (its save)')
    t.not(posting.dateModified, posting.datePublished, 'not the publish date')
    t.equal(meta(res.body, 'property', 'article:modified_time'), posting.dateModified)
    t.match(res.body, /<h1 [^>]*>.*?<\/h1>/s)
    t.equal(jsonLd(res.body).find((d) => d['@type'] === 'BreadcrumbList').itemListElement.length, 3)
    t.match(res.body, '<h1 id="article-title" class="j-article-title">Nature &amp; the &lt;Machine&gt;</h1>')
    t.match(res.body, 'href="/journal/blogs"', 'back link')
    t.match(res.body, '<h2>Heading 15</h2>', 'the post HTML is rendered')
    t.equal(res.body.split('<strong>electric</strong> mobility').length, 2, 'the HTML is in the page once (not again in the JSON)')
    t.match(res.body, 'aria-pressed="false"')
    t.match(res.body, '>Share<')
    t.match(res.body, 'href="/contact"')
    t.match(res.body, /2(<!-- -->)? min read/)
    const data = pageData(res.body)
    if (data.route?.kind !== 'blogDetail' || !data.route.blog) return t.fail('no post data')
    t.equal(data.route.blog.content, '')
    t.equal(data.route.related.length, 3)
    t.ok(data.route.related.every((r) => r.category === 'Design' && r.slug !== 'nature-and-the-machine'))
    t.notOk('status' in data.route.blog, 'console fields stay on the server')

    // A post with a featured image shares it, absolute, as a large card, with its size when known.
    const pictured = await get('/journal/blogs/post-14')
    t.match(meta(pictured.body, 'property', 'og:image'), new RegExp(`^http://localhost(:\\d+)?${IMAGE_14}$`))
    t.equal(meta(pictured.body, 'property', 'og:image:width'), '1200')
    t.equal(meta(pictured.body, 'property', 'og:image:height'), '630')
    t.equal(meta(pictured.body, 'property', 'og:image:type'), 'image/png')
    t.equal(meta(pictured.body, 'property', 'og:image:alt'), 'Post number 14')
    t.equal(meta(pictured.body, 'name', 'twitter:card'), 'summary_large_image')
    t.equal(meta(pictured.body, 'name', 'twitter:image'), meta(pictured.body, 'property', 'og:image'))
    const picturedPosting = jsonLd(pictured.body).find((d) => d['@type'] === 'BlogPosting')
    t.same(picturedPosting.image, [meta(pictured.body, 'property', 'og:image')], 'the same image in the JSON-LD')

    const plain = await get('/journal/blogs/post-2')
    t.equal(title(plain.body), 'Post number 2 | Yerth', 'title when there is no meta_title')
    t.match(meta(plain.body, 'name', 'description'), /^Heading 2\. Body of post 2/, 'the excerpt when there is no meta_description')
  })

  await t.test('a post that is not there, or not visible to visitors, is a real 404', async (t) => {
    for (const url of ['/journal/blogs/no-such-post', '/journal/blogs/secret-draft', '/journal/blogs/coming-later']) {
      const res = await get(url)
      t.equal(res.statusCode, 404, url)
      t.equal(title(res.body), 'Blog not found | Yerth', url)
      t.match(res.body, 'Blog not found')
      t.match(res.body, 'Back to all blogs')
      t.equal(meta(res.body, 'name', 'robots'), 'noindex, nofollow')
      t.notMatch(res.body, 'Body of post')
    }
  })

  await t.test('staff open drafts and scheduled posts with a Preview banner, never indexed or cached', async (t) => {
    const editor = await staff(app, 'editor')
    const draft = await get('/journal/blogs/secret-draft', editor.cookie)
    t.equal(draft.statusCode, 200)
    t.match(draft.body, '>Preview<')
    t.match(draft.body, 'Draft: only signed-in staff can see this post.')
    t.equal(meta(draft.body, 'name', 'robots'), 'noindex, nofollow')
    t.notMatch(draft.body, 'rel="canonical"')
    const scheduled = await get('/journal/blogs/coming-later', editor.cookie)
    t.equal(scheduled.statusCode, 200)
    t.match(scheduled.body, /Scheduled for [A-Z][a-z]+ \d+, \d{4}: visitors cannot see this post yet\./)
    const published = await get('/journal/blogs/post-3', editor.cookie)
    t.equal(published.statusCode, 200)
    t.notMatch(published.body, 'class="j-preview', 'a live post needs no banner')
    t.equal((await get('/journal/blogs/secret-draft')).statusCode, 404, 'and the visitor still gets 404 afterwards')
  })

  await t.test('/journal/vlogs: cards open YouTube in a new tab', async (t) => {
    const res = await get('/journal/vlogs')
    t.equal(res.statusCode, 200)
    t.equal(title(res.body), 'Vlogs | Yerth')
    t.match(res.body, '<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" target="_blank" rel="noopener noreferrer" class="j-card-link">Test ride one')
    t.match(res.body, 'src="https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg"', 'the video thumbnail when none is stored')
    t.match(res.body, `/media/images/${'b'.repeat(64)}-480.webp 480w`)
    t.match(res.body, '<option value="Rides">Rides</option>')
    t.notMatch(res.body, /\bviews?\b/i, 'no invented view counts')
    const data = pageData(res.body)
    t.equal(data.route?.kind === 'vlogList' && data.route.list.any_published, true)
    const none = await get('/journal/vlogs?search=zzz')
    t.match(none.body, 'No Results Found')
    t.notMatch(none.body, 'Coming Soon')
  })

  await t.test('the sitemap: live public routes and every published post, absolute URLs', async (t) => {
    const res = await get('/sitemap.xml')
    t.equal(res.statusCode, 200)
    t.match(res.headers['content-type'], /^application\/xml/)
    t.match(res.body, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/)
    const locs = [...res.body.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
    for (const path of ['/journal', '/journal/blogs', '/journal/vlogs', '/journal/blogs/post-1', '/journal/blogs/nature-and-the-machine']) t.ok(locs.includes(path), path)
    t.notOk(locs.includes('/journal/blogs/secret-draft'), 'no drafts')
    t.notOk(locs.includes('/journal/blogs/coming-later'), 'no scheduled posts')
    for (const path of ['/', '/careers', '/home-v1', '/cookie-settings']) t.ok(locs.includes(path), path)
    t.notOk(locs.includes('/hyperbuilt/reality'), 'sub-paths name /hyperbuilt as their canonical page')
    // Seven managed pages, two journal lists, seven static pages, fifteen posts.
    t.equal(locs.length, 7 + 2 + 7 + 15)
    const lastmod = saved.get('post-1')!.updated_at.replace(/\./g, '\\.')
    t.match(res.body, new RegExp(`<loc>http://localhost(:\\d+)?/journal/blogs/post-1</loc>\n    <lastmod>${lastmod}</lastmod>`), "lastmod: the post's last change")
    const forged = await app.inject({ url: '/api/public/sitemap.xml', headers: { cookie: visitor, host: 'evil.example' } })
    const origins = new Set([...forged.body.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => new URL(m[1]).origin))
    t.same([...origins], ['http://localhost:3000'], 'with a forged Host every URL is still on the configured origin')
    const alias = await get('/api/public/sitemap.xml')
    t.equal(alias.statusCode, 200, 'the address the footer links to answers the same sitemap')
    t.equal(alias.body, res.body)

    const gatedRobots = await get('/robots.txt')
    t.equal(gatedRobots.statusCode, 200)
    t.match(gatedRobots.body, /^User-agent: \*\nDisallow: \/$/m, 'while gated nothing may be crawled')
    t.notMatch(gatedRobots.body, 'Sitemap', 'and no sitemap is named')

    await app.settings.update({ password_protection_enabled: '0' }, null)
    t.teardown(() => app.settings.update({ password_protection_enabled: '1' }, null))
    const robots = await get('/robots.txt')
    t.equal(robots.statusCode, 200)
    t.match(robots.headers['content-type'], /^text\/plain/)
    t.match(robots.body, /^Sitemap: http:\/\/localhost(:\d+)?\/sitemap.xml$/m, 'robots.txt names /sitemap.xml by its absolute URL')
    // A first-match reader (Python's urllib.robotparser): the first line whose path prefixes the URL decides.
    for (const path of ['/admin', '/admin/login', '/api/cms/blogs', '/api/public/blogs']) t.equal(firstMatchAllows(robots.body, path), false, `disallows ${path}`)
    for (const path of ['/', '/journal/blogs', '/journal/blogs/post-1', '/sitemap.xml']) t.equal(firstMatchAllows(robots.body, path), true, `allows ${path}`)
    t.equal(firstMatchAllows(gatedRobots.body, '/journal'), false, 'while gated nothing is allowed')
    const odd = await app.inject({ url: '/robots.txt', headers: { host: 'evil.example/x?y' } })
    t.match(odd.body, 'Sitemap: http://localhost:3000/sitemap.xml', 'a strange Host header is not echoed')
  })

  await t.test("a screen's data on navigations inside the site: its route's own loader (GET /api/public/route-data)", async (t) => {
    const data = (path: string, cookie = visitor) => app.inject({ url: `/api/public/route-data?path=${encodeURIComponent(path)}`, headers: { cookie } })
    const closed = await app.inject({ url: `/api/public/route-data?path=${encodeURIComponent('/journal/blogs/post-1')}` })
    t.equal(closed.statusCode, 403, 'gated like every public API while the site is closed')
    t.notMatch(closed.body, 'Post number', 'nothing leaks past the gate')

    const detail = await data('/journal/blogs/post-1')
    t.equal(detail.statusCode, 200)
    t.equal(detail.headers['cache-control'], 'private, no-store', 'the gate is on: the answer depends on the grant (as pages)')
    const page = pageData((await get('/journal/blogs/post-1')).body).route as { blog: { title: string } }
    t.equal(detail.json().data.blog.title, page.blog.title, 'the same loader as the page')
    t.match(detail.json().data.blog.content, 'Body of post 1', 'with the HTML the page carries in its markup')

    const list = await data('/journal/blogs?category=Design&utm_source=x')
    t.same([list.json().data.kind, list.json().data.key], ['blogList', '?category=Design'], 'the list query read as the route reads it')

    t.equal((await data('/journal/blogs/secret-draft')).json().data.blog, null, 'visitors get no draft')
    const preview = await data('/journal/blogs/secret-draft', writer.cookie)
    t.same(preview.json().data.blog.preview, { state: 'draft' }, 'staff get the preview the page shows them')
    t.equal(preview.headers['cache-control'], 'private, no-store')

    const none = await data('/no/such/page/here')
    t.equal(none.statusCode, 404)
    t.match(none.json(), { error: 'There is no page at that address.' })
    t.same((await data('/journal')).json().data.kind, 'page', 'a page of blocks')
    t.equal((await data('/privacy-policy')).json().data, null, 'a screen without data')
    for (const bad of ['journal', '', 'x'.repeat(3000)]) t.equal((await data(bad)).statusCode, 400, `refused: ${bad.slice(0, 20)}`)
  })

  await t.test('visitor pages are cached until a blog changes', async (t) => {
    listCalls = 0
    const first = await get('/journal/blogs?sort=oldest')
    const again = await get('/journal/blogs?sort=oldest')
    t.equal(again.body, first.body)
    t.equal(listCalls, 1, 'the second visit came from the cache')
    await app.changes.publish('blogs')
    await get('/journal/blogs?sort=oldest')
    t.equal(listCalls, 2, 'a blogs change cleared it')
  })
})

t.test('without the blogs and vlogs modules the journal still renders, empty', async (t) => {
  const app = await createTestApp([auth, settings, gate, publicSite], { config: { accessPassword: ACCESS } })
  t.teardown(() => app.close())
  const verify = await app.inject({ method: 'POST', url: '/api/public/verify-password', headers: jsonHeaders(), payload: { password: ACCESS } })
  const cookie = cookiesFrom(verify)
  const get = (url: string) => app.inject({ url, headers: { cookie } })

  t.equal((await get('/journal')).statusCode, 200)
  const blogs = await get('/journal/blogs')
  t.equal(blogs.statusCode, 200)
  t.match(blogs.body, 'No articles found')
  const vlogs = await get('/journal/vlogs')
  t.equal(vlogs.statusCode, 200)
  t.match(vlogs.body, 'Coming Soon', 'no vlog published at all')
  t.notMatch(vlogs.body, 'No Results Found')
  t.equal((await get('/journal/blogs/anything')).statusCode, 404)
  const sitemap = await get('/api/public/sitemap.xml')
  t.equal(sitemap.statusCode, 200)
  t.equal([...sitemap.body.matchAll(/<loc>/g)].length, 7 + 2 + 7, 'every page, no post')
})

t.test('the SSR and the build agree on the code-split screens', async (t) => {
  const manifest = JSON.parse(readFileSync(`${PUBLIC_DIST_DIR}/client/.vite/manifest.json`, 'utf8'))
  const routeSources = readFileSync('web-public/src/routes/screens.ts', 'utf8')
  for (const route of ROUTES) {
    // Every route's screen is a chunk of its own, and the module its declaration names is the one its lazy import loads.
    const [module] = serverOf(route.kind)!.modules({ kind: route.kind } as never, undefined)
    t.ok(manifest[module]?.isDynamicEntry, `${route.kind}: ${module} is its own chunk`)
    // A served type's screens are found by its name (routes/screens.ts): the import names the folder by the type.
    const served = /^src\/content\/[a-z0-9-]+\/(List|Detail)\.tsx$/.exec(module)
    const loads = served
      ? routeSources.includes(`m.servedScreen(t.type, '${served[1]}')`) && readFileSync('web-public/src/content/screens.ts', 'utf8').includes('import(`./${type}/${screen}.tsx`)')
      : routeSources.includes(`import('../${module.slice('src/'.length)}')`)
    t.ok(loads, `${route.kind}: its screen is loaded from ${module}`)
    if (!['blogList', 'blogDetail', 'vlogList'].includes(route.kind)) continue
    const tags = routeAssetTags(manifest, [module])
    t.match(tags, /<link rel="stylesheet" href="\/assets\/journal-[^"]+\.css">/, `${route.kind} links the journal stylesheet`)
    t.notMatch(tags, /index-[^"]+\.js/, `${route.kind} does not preload the entry again`)
  }
  t.ok(manifest[COMING_SOON_MODULE]?.isDynamicEntry, 'the coming-soon page is its own chunk')
  t.match(routeAssetTags(manifest, [COMING_SOON_MODULE]), /<link rel="stylesheet" href="\/assets\/ComingSoon-[^"]+\.css">/, 'with its own stylesheet')
  // `/` loads none of the journal's code or styles.
  const index = readFileSync(`${PUBLIC_DIST_DIR}/client/index.html`, 'utf8')
  t.notMatch(index, /journal-|BlogList|BlogDetail|VlogList|ComingSoon/)
})

t.test('routes, list queries and page numbers', async (t) => {
  t.same(matchRoute('/journal/'), { kind: 'page', key: 'journal', path: '/journal' })
  t.same(matchRoute('/journal/blogs/caf%C3%A9'), { kind: 'blogDetail', slug: 'café' })
  t.equal(matchRoute('/journal/blogs/a/b'), null)
  t.equal(matchRoute('/journal/blogs/%E0%A4%A'), null, 'a malformed escape is no post')
  t.same(matchRoute('/journalism'), { kind: 'page', key: 'journalism', path: '/journalism' }, 'a one-segment address may be a page an editor created')
  t.equal(matchRoute('/Journalism'), null, 'but only in a slug\'s shape')
  const q = parseListQuery(new URLSearchParams('search=%20solar%20%20cells%20&sort=sideways&page=-3&category=Design&x=1'))
  t.same(q, { search: 'solar cells', category: 'Design', author: '', sort: 'latest', page: 1 })
  t.equal(listQueryString(q), '?search=solar+cells&category=Design')
  t.equal(parseListQuery(new URLSearchParams('page=999999')).page, 999999, 'kept, so a page past the end can name it')
  t.equal(parseListQuery(new URLSearchParams('page=99999999999')).page, 1_000_000)
  t.equal(parseListQuery(new URLSearchParams(`search=${'x'.repeat(500)}`)).search.length, 100)
  t.same(pageItems(1, 1), [1])
  t.same(pageItems(1, 5), [1, 2, null, 5])
  t.same(pageItems(3, 5), [1, 2, 3, 4, 5])
  t.same(pageItems(6, 12), [1, null, 5, 6, 7, null, 12])
})

t.test('the teaser: three known posts have their fixed blurb, every other post its own excerpt', async (t) => {
  const known = Object.keys(KNOWN_BLURBS)
  t.equal(known.length, 3)
  for (const title of known) t.equal(blurbFor(title), KNOWN_BLURBS[title])
  t.equal(blurbFor(`  ${known[0].toUpperCase()} `), KNOWN_BLURBS[known[0]], 'case and spacing do not matter')
  t.equal(blurbFor(known[0], 'Its own excerpt.'), KNOWN_BLURBS[known[0]], 'the fixed blurb wins over the excerpt')
  t.equal(blurbFor('Some other post', 'What this post is about.'), 'What this post is about.')
  t.equal(blurbFor('Some other post', '   '), GENERIC_BLURB, 'the generic blurb only for a post with no text to show')
  t.equal(blurbFor('Some other post'), GENERIC_BLURB)
})

t.test("a post's headings follow the page's outline: from h2, no skipped level, capped at h6", async (t) => {
  t.equal(nestHeadings('<h3>A</h3><p>x</p><h4 id="b">B</h4><h3>C</h3>'), '<h2>A</h2><p>x</p><h3 id="b">B</h3><h2>C</h2>')
  t.equal(nestHeadings('<h2>A</h2><h5>B</h5><h6>C</h6>'), '<h2>A</h2><h3>B</h3><h4>C</h4>', 'gaps in the body close too')
  t.equal(nestHeadings('<h4>A</h4><h2>B</h2>'), '<h2>A</h2><h2>B</h2>', 'never deeper than one below the heading before')
  t.equal(nestHeadings('<h1>T</h1><h2>A</h2>'), '<h2>T</h2><h3>A</h3>', 'a body h1 sits under the page title')
  t.equal(nestHeadings('<h2>a</h2><h3>b</h3><h4>c</h4><h5>d</h5><h6>e</h6>', 2), '<h3>a</h3><h4>b</h4><h5>c</h5><h6>d</h6><h6>e</h6>', 'never beyond h6')
  t.equal(nestHeadings('<p>No headings, <hr> <header>x</header></p>'), '<p>No headings, <hr> <header>x</header></p>')
  for (const html of ['<h3>A</h3><h5>B</h5><h4>C</h4>', '<h6>A</h6>', '<H3>A</H3><h2>B</h2>']) {
    const once = nestHeadings(html)
    t.equal(nestHeadings(once), once, `applied twice gives the same HTML (hydration reads it back): ${html}`)
    const levels = [1, ...[...once.matchAll(/<h([1-6])/gi)].map((m) => Number(m[1]))]
    t.ok(levels.every((l, i) => i === 0 || l <= levels[i - 1] + 1), `no skipped level: ${once}`)
  }
})

t.test('line clamps are written the way browsers accept them (no unprefixed line-clamp, which validators reject)', async (t) => {
  const sheets = execFileSync('git', ['ls-files', 'web-public/src/*.css', 'web-public/src/**/*.css'], { encoding: 'utf8' }).split('\n').filter(Boolean)
  t.ok(sheets.length > 5, 'the public stylesheets')
  for (const file of sheets) {
    const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
    t.notMatch(css, /(^|[^-])line-clamp\s*:/m, `${file}: no unprefixed line-clamp`)
    for (const rule of css.match(/[^{}]*\{[^{}]*-webkit-line-clamp[^{}]*\}/g) ?? []) {
      for (const needed of [/display:\s*-webkit-box/, /-webkit-box-orient:\s*vertical/, /overflow:\s*hidden/]) t.match(rule, needed, `${file}: ${rule.split('{')[0].trim()} has ${needed.source}`)
    }
  }
})
