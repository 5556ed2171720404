/**
 * Blog posts (shared/content-types/blogs.ts) as the engine serves them, public side: only published and due posts ever leave the public API
 * (list, detail, related, authors, feed, sitemap, counts); search, filters, sort, paging; the feed;
 * the gate and cache headers.
 */
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import fc from 'fast-check'
import { DOMParser } from 'linkedom'
import { sql, type Kysely } from 'kysely'
import { createTestApp, createTestDatabase, jsonHeaders } from '../core/testing.ts'
import { eventually } from '../core/eventually.ts'
import { auth } from '../auth/index.ts'
import { staff } from '../auth/testing.ts'
import { settings } from '../settings/index.ts'
import { gate } from '../gate/index.ts'
import { media } from '../media/index.ts'
import { contentTypes } from './index.ts'
import { MAX_AGE_MS, MAX_BYTES, MAX_ENTRIES, PublicCache } from './cache.ts'
import { xmlEscape } from '../content/feed.ts'
import { publishing } from '../content/index.ts'
import { indexedList, searchPlan } from './indexed.ts'
import { BLOGS } from '../../shared/content-types/blogs.ts'

// The posts' tables, loosely: the engine reads them from the declaration, not from a typed schema.
type BlogsTables = Record<string, Record<string, any>>

/** What these tests read of the engine for posts, as the public site reads it. */
const postsOf = (app: FastifyInstance) => ({
  countPublished: () => app.contentTypes.countPublished('blogs'),
  findPublic: (slug: string) => app.contentTypes.findPublic('blogs', slug),
  related: (post: { id: number; category: string }, limit?: number) => app.contentTypes.related('blogs', post, limit),
  sitemapEntries: () => app.contentTypes.sitemapEntries('blogs'),
  findForPreview: (slug: string) => app.contentTypes.findForPreview('blogs', slug),
  listPublic: async () => {
    const { items, ...page } = await app.contentTypes.listPaged('blogs', {})
    return { blogs: items, ...page }
  },
})

const DAY = 24 * 60 * 60 * 1000
const daysFromNow = (n: number) => new Date(Date.now() + n * DAY).toISOString()
type Summary = { id: number; slug: string; title: string; display_date: string }
const titles = (r: { blogs: Summary[] }) => r.blogs.map((b) => b.title)

/** The app's clock, moved by hand: the public cache measures its lifetime by it. */
let appNow = new Date('2026-06-01T12:00:00Z')
const clock = {
  now: () => appNow,
  forward: (ms: number) => {
    appNow = new Date(appNow.getTime() + ms)
  },
}
const engineWithClock = Object.assign(async (app: FastifyInstance) => app.register(contentTypes, { now: clock.now }), { [Symbol.for('skip-override')]: true })

t.test('blog posts, public side', async (t) => {
  const app = await createTestApp([auth, settings, gate, media, engineWithClock])
  t.teardown(() => app.close())
  const posts = postsOf(app)
  await app.settings.update({ password_protection_enabled: '0' }, null)
  const editor = await staff(app, 'editor')
  const db = app.db as Kysely<BlogsTables>

  const create = async (body: Record<string, unknown>) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/cms/blogs',
      headers: jsonHeaders(editor.cookie),
      payload: { category: 'News', content: '<p>Plain words about the journal.</p>', status: 'published', ...body },
    })
    if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`)
    return res.json().blog as Summary & { category: string }
  }
  const get = async (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })
  const list = async (qs = '') => {
    const res = await get(`/api/public/blogs${qs ? `?${qs}` : ''}`)
    if (res.statusCode !== 200) throw new Error(`list ${qs}: ${res.statusCode} ${res.body}`)
    return res.json()
  }

  await t.test('an empty journal', async (t) => {
    t.same(await list(), { blogs: [], total: 0, limit: 12, offset: 0 })
    t.same((await get('/api/public/blog-authors')).json(), { authors: [] })
    t.same((await get('/api/public/blog-categories')).json(), { categories: [] })
    t.equal(await posts.countPublished(), 0)
    const feed = await get('/journal/rss.xml')
    t.equal(feed.statusCode, 200)
    t.notMatch(feed.body, /<item>/)
  })

  await t.test('drafts and scheduled posts never leak', async (t) => {
    const draft = await create({ title: 'Secret draft prototype', status: 'draft', author_name: 'Dana Draft', category: 'Hidden' })
    const later = await create({ title: 'Scheduled prototype reveal', publish_date: daysFromNow(2), author_name: 'Sam Scheduled', category: 'Hidden' })
    const live = await create({ title: 'Live prototype notes', publish_date: daysFromNow(-1), author_name: 'Lee Live', category: 'Hidden' })

    const all = await list()
    t.same(titles(all), ['Live prototype notes'])
    t.equal(all.total, 1)
    t.same(titles(await list('search=prototype')), ['Live prototype notes'], 'search does not find them')
    t.same(titles(await list('category=Hidden')), ['Live prototype notes'])
    t.same((await list('author=Dana%20Draft')).blogs, [])
    t.same((await list('author=Sam%20Scheduled')).blogs, [])
    t.same(titles(await list('status=published&limit=3')), ['Live prototype notes'], 'the teaser call')

    for (const b of [draft, later]) {
      const res = await get(`/api/public/blogs/${b.slug}`)
      t.equal(res.statusCode, 404, b.slug)
      t.same(res.json(), { error: 'Blog not found' })
      t.equal(await posts.findPublic(b.slug), null)
    }
    t.equal((await get(`/api/public/blogs/${live.slug}`)).statusCode, 200)
    t.same((await get('/api/public/blog-authors')).json(), { authors: ['Lee Live'] })
    t.same(await posts.related({ id: live.id, category: 'Hidden' }), [], 'related: only other visible posts')
    t.same((await posts.related({ id: -1, category: 'Hidden' })).map((b) => b.title), ['Live prototype notes'])
    t.equal(await posts.countPublished(), 1)
    t.same((await posts.sitemapEntries()).map((e) => e.slug), [live.slug])
    const feed = (await get('/journal/rss.xml')).body
    t.match(feed, /Live prototype notes/)
    t.notMatch(feed, /Secret draft|Scheduled prototype/)

    const preview = await posts.findForPreview(draft.slug)
    t.match(preview, { title: 'Secret draft prototype', status: 'draft', visible: false }, 'staff preview sees drafts')
    t.match(await posts.findForPreview(later.slug), { status: 'published', visible: false })
    t.equal(await posts.findForPreview('no-such-post'), null)
    t.equal(await posts.findForPreview('../etc'), null)

    // Time passes: a post scheduled a moment ahead appears everywhere when due, with no change event
    // (the lists were read, and cached, while it was still scheduled). Due 20 s ahead by the database's
    // clock; then the database's time is moved past it (the publish date into the past, no change
    // event) and the app's clock is moved by hand, so nothing waits on a real clock.
    await db.updateTable('blogs').set({ publish_date: sql<Date>`now() + interval '20 seconds'` }).where('id', '=', later.id).execute()
    await app.changes.publish('blogs')
    t.same(titles(await list('category=Hidden')), ['Live prototype notes'], 'still scheduled')
    t.same((await get('/api/public/blog-authors')).json(), { authors: ['Lee Live'] })
    await db.updateTable('blogs').set({ publish_date: sql<Date>`now() - interval '1 second'` }).where('id', '=', later.id).execute()
    clock.forward(10_000)
    t.same(titles(await list('category=Hidden')), ['Live prototype notes'], 'not yet due by the app clock: the cached list still holds')
    t.same((await get('/api/public/blog-authors')).json(), { authors: ['Lee Live'] })
    clock.forward(10_500)
    t.same(titles(await list('category=Hidden')), ['Scheduled prototype reveal', 'Live prototype notes'], 'due now')
    t.equal((await get(`/api/public/blogs/${later.slug}`)).statusCode, 200)
    t.same((await get('/api/public/blog-authors')).json(), { authors: ['Lee Live', 'Sam Scheduled'] })
    t.equal(await posts.countPublished(), 2)
    t.match((await get('/journal/rss.xml')).body, /Scheduled prototype reveal/)

    // Unpublishing hides it again at once.
    await app.inject({ method: 'PUT', url: `/api/cms/blogs/${live.id}`, headers: jsonHeaders(editor.cookie), payload: { status: 'draft' } })
    t.same(titles(await list('category=Hidden')), ['Scheduled prototype reveal'])
    t.equal((await get(`/api/public/blogs/${live.slug}`)).statusCode, 404)
    for (const id of [draft.id, later.id, live.id]) await app.inject({ method: 'DELETE', url: `/api/cms/blogs/${id}`, headers: { cookie: editor.cookie } })
  })

  await t.test('detail: the BlogDetail shape, and 404 for anything else', async (t) => {
    const b = await create({ title: 'Detail & <Shape>', content: '<h2>Hi</h2><p>Body</p>', tags: 'a, b', meta_title: 'MT', meta_description: 'MD', meta_keywords: 'MK', featured_image: 'https://cdn.example.com/x.png' })
    const res = await get(`/api/public/blogs/${b.slug}`)
    t.equal(res.statusCode, 200)
    const blog = res.json().blog
    t.same(Object.keys(blog).sort(), [
      'author_name', 'category', 'content', 'created_at', 'display_date', 'excerpt', 'featured_image', 'id', 'meta_description', 'meta_keywords',
      'meta_title', 'publish_date', 'reading_time', 'slug', 'tags', 'title', 'updated_at',
    ], 'no status, no internals')
    t.match(blog, { title: 'Detail & <Shape>', content: '<h2>Hi</h2><p>Body</p>', excerpt: 'Hi. Body', reading_time: 1, meta_title: 'MT', tags: 'a, b' })
    for (const slug of ['nope', 'UPPER', '..', '%2e%2e%2fetc', 'a'.repeat(201), "x'or'1'='1", '%00']) {
      const r = await get(`/api/public/blogs/${slug}`)
      t.ok([400, 404, 414].includes(r.statusCode), `${slug.slice(0, 20)} → ${r.statusCode}`)
      t.type(r.json().error, 'string')
    }
    await app.inject({ method: 'DELETE', url: `/api/cms/blogs/${b.id}`, headers: { cookie: editor.cookie } })
  })

  await t.test('search, filters, sort and paging', async (t) => {
    // Display dates: publish_date where set, else created_at (moved into the past below).
    const posts = [
      { title: 'Hypermobility explained', category: 'Technology', author_name: 'Ada', publish_date: daysFromNow(-10), content: '<p>Moving people with electric vehicles and lithium cells.</p>' },
      { title: 'Electric vehicles and the city', category: 'Cities', author_name: 'Ben', publish_date: daysFromNow(-8), content: '<p>Urban running routes for the vehicle of tomorrow.</p>' },
      { title: 'Sustainable batteries', category: 'Technology', author_name: 'Ada', publish_date: null, content: '<p>Cells that last, recycled.</p>' },
      { title: 'Design language', category: 'Design', author_name: 'Cy', publish_date: daysFromNow(-2), content: '<p>Earth-toned interfaces; no electric words here.</p>' },
      { title: 'A café in Zürich', category: 'Cities', author_name: 'Ben', publish_date: daysFromNow(-1), content: '<p>Coffee and naïve résumé tests.</p>' },
    ]
    const made: Summary[] = []
    for (const p of posts) made.push(await create(p))
    await db.updateTable('blogs').set({ created_at: daysFromNow(-5) }).where('id', '=', made[2].id).execute()
    await app.changes.publish('blogs') // written behind the module's back: tell its cache

    const latest = ['A café in Zürich', 'Design language', 'Sustainable batteries', 'Electric vehicles and the city', 'Hypermobility explained']
    t.same(titles(await list()), latest, 'latest first by publish_date, else created_at')
    t.same(titles(await list('sort=latest')), latest)
    t.same(titles(await list('sort=oldest')), [...latest].reverse())
    const withDates = (await list()).blogs as Summary[]
    t.equal(withDates[2].display_date, new Date(daysFromNow(-5)).toISOString().slice(0, 10) + withDates[2].display_date.slice(10), 'created_at is the display date when there is no publish_date')

    // Same display date: the id breaks the tie, in the sort's direction.
    await db.updateTable('blogs').set({ publish_date: '2020-01-01T00:00:00Z' }).where('id', 'in', [made[0].id, made[1].id]).execute()
    await app.changes.publish('blogs')
    const oldest = (await list('sort=oldest&limit=2')).blogs as Summary[]
    t.same(oldest.map((b) => b.id), [made[0].id, made[1].id])
    t.same(((await list('sort=latest&offset=3')).blogs as Summary[]).map((b) => b.id), [made[1].id, made[0].id])

    t.same(titles(await list('category=Technology')), ['Sustainable batteries', 'Hypermobility explained'])
    t.same(titles(await list('author=Ben')), ['A café in Zürich', 'Electric vehicles and the city'])
    t.same(titles(await list('category=Cities&author=Ben&sort=oldest')), ['Electric vehicles and the city', 'A café in Zürich'])
    t.same(titles(await list('category=technology')), [], 'category matches exactly')
    t.same(titles(await list('category=&author=&search=')), latest, 'empty filters are no filters')
    t.same(titles(await list(`exclude=${made[4].id}&limit=2`)), ['Design language', 'Sustainable batteries'])

    const search = async (q: string, extra = '') => titles(await list(`search=${encodeURIComponent(q)}${extra}`)).sort()
    t.same(await search('vehicle'), ['Electric vehicles and the city', 'Hypermobility explained'], 'stemmed whole words in title and content')
    t.same(await search('lithium'), ['Hypermobility explained'], 'content only')
    t.same(await search('running'), ['Electric vehicles and the city'])
    t.same(await search('hypermob'), ['Hypermobility explained'], 'a partly typed word')
    t.same(await search('electri'), ['Design language', 'Electric vehicles and the city', 'Hypermobility explained'].sort())
    t.same(await search('mobility'), ['Hypermobility explained'], 'a fragment inside a title word')
    t.same(await search('"electric vehicles"'), ['Electric vehicles and the city', 'Hypermobility explained'], 'phrases')
    t.same(await search('electric -city'), ['Design language', 'Hypermobility explained'], 'excluded words')
    t.same(await search('cafe'), [], 'accents are not folded')
    t.same(await search('café zür'), ['A café in Zürich'], 'non-ASCII prefixes')
    t.same(await search('RÉSUMÉ'), ['A café in Zürich'], 'case-insensitive')
    t.same(await search('sustainable batteries'), ['Sustainable batteries'])
    t.same(await search('zzzqqq'), [])
    t.same(await search('electric', '&category=Cities'), ['Electric vehicles and the city'], 'search with a filter')
    t.same(await search('electric', '&author=Cy'), ['Design language'])
    t.same(await search('100%'), [], 'LIKE wildcards are literal')
    t.same(await search('_'), [])

    const page = await list('limit=2&offset=1')
    t.same(page.total, 5)
    t.same(page.limit, 2)
    t.same(page.offset, 1)
    t.same(titles(page), ['Design language', 'Sustainable batteries'])
    const past = await list('limit=2&offset=9')
    t.same({ ...past, blogs: past.blogs.length }, { blogs: 0, total: 5, limit: 2, offset: 9 }, 'past the end: no rows, the right total')
    t.equal((await list('search=electric&limit=1')).total, 3, 'total counts every match')
    t.same((await get('/api/public/blog-authors')).json(), { authors: ['Ada', 'Ben', 'Cy'] })

    // Whatever a visitor types, the answer is a list (never a 5xx).
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 60 }), fc.string({ unit: 'binary', maxLength: 60 }), fc.constantFrom('&', '|', '!', ':*', "'", '"', '(', ')', '<->', '\\', '-', 'or', '"unterminated', '!!!a', 'a:*b', '\0', '%', '\u00a0')), async (q) => {
        const res = await get(`/api/public/blogs?search=${encodeURIComponent(q)}`)
        if (res.statusCode !== 200 && res.statusCode !== 400) throw new Error(`${JSON.stringify(q)} → ${res.statusCode} ${res.body}`)
      }),
      { numRuns: 300 },
    )
    for (const id of made.map((b) => b.id)) await app.inject({ method: 'DELETE', url: `/api/cms/blogs/${id}`, headers: { cookie: editor.cookie } })
  })

  await t.test('every page of a list carries the right total, also at and past the last page', async (t) => {
    // 25 visible posts (two pages of 12 and one of 1), plus a draft and a scheduled post that must
    // never be counted. Titles contain "Overpaging": "verpagin" is found only as a title fragment.
    const made: Summary[] = []
    for (let i = 0; i < 25; i++) {
      made.push(await create({ title: `Overpaging ${i}`, category: 'Paging', author_name: i % 2 ? 'Odd' : 'Even', publish_date: daysFromNow(-30 + i), content: '<p>Pagination words.</p>' }))
    }
    const hidden = [
      await create({ title: 'Overpaging draft', category: 'Paging', status: 'draft', content: '<p>Pagination words.</p>' }),
      await create({ title: 'Overpaging later', category: 'Paging', publish_date: daysFromNow(3), content: '<p>Pagination words.</p>' }),
    ]
    const latest = made.map((b) => b.id).reverse()
    const questions = [
      { qs: 'category=Paging', ids: latest, what: 'a filter' },
      { qs: 'category=Paging&sort=oldest', ids: [...latest].reverse(), what: 'a filter, oldest first' },
      { qs: 'search=pagination&category=Paging', ids: latest, what: 'a text search' },
      { qs: 'search=verpagin', ids: latest, what: 'a title fragment (nothing through the index)' },
      { qs: 'search=verpagin&author=Odd&sort=oldest', ids: made.filter((_, i) => i % 2).map((b) => b.id), what: 'a title fragment with a filter' },
      { qs: `category=Paging&exclude=${made[24].id}`, ids: latest.slice(1), what: 'an excluded post' },
    ]
    for (const { qs, ids, what } of questions) {
      const seen: number[] = []
      for (let offset = 0; offset <= ids.length + 12; offset += 12) {
        const page = await list(`${qs}&offset=${offset}`)
        t.equal(page.total, ids.length, `${what}: total at offset ${offset}`)
        t.equal(page.blogs.length, Math.max(0, Math.min(12, ids.length - offset)), `${what}: rows at offset ${offset}`)
        seen.push(...(page.blogs as Summary[]).map((b) => b.id))
      }
      t.same(seen, ids, `${what}: the pages together are every match once, in order`)
      const last = await list(`${qs}&offset=${ids.length}`)
      t.same({ ...last, blogs: last.blogs.length }, { blogs: 0, total: ids.length, limit: 12, offset: ids.length }, `${what}: one past the end`)
    }
    for (const qs of ['search=zzzqqq', 'search=zzzqqq&offset=12', 'category=Nowhere&offset=24', 'search=pagination&category=Nowhere']) {
      t.same(await list(qs), { blogs: [], total: 0, limit: 12, offset: Number(/offset=(\d+)/.exec(qs)?.[1] ?? 0) }, `nothing matches: ${qs}`)
    }
    for (const id of [...made, ...hidden].map((b) => b.id)) await app.inject({ method: 'DELETE', url: `/api/cms/blogs/${id}`, headers: { cookie: editor.cookie } })
  })

  await t.test('a title fragment: found when the words find nothing, through the trigram index', async (t) => {
    const made = [
      await create({ title: 'Hypermobility explained', category: 'Fragments', author_name: 'Ada', publish_date: daysFromNow(-3), content: '<p>Moving people.</p>' }),
      await create({ title: 'The Quietwheel Almanac', category: 'Fragments', author_name: 'Ben', publish_date: daysFromNow(-2), content: '<p>Calm rides.</p>' }),
      await create({ title: 'Zürich by tram', category: 'Elsewhere', author_name: 'Ada', publish_date: daysFromNow(-1), content: '<p>Blue trams.</p>' }),
    ]
    const search = async (q: string, extra = '') => titles(await list(`search=${encodeURIComponent(q)}${extra}`)).sort()
    t.same(await search('mobility'), ['Hypermobility explained'], 'inside a word')
    t.same(await search('ETWHEEL ALM'), ['The Quietwheel Almanac'], 'across words, whatever the case')
    t.same(await search('xpl'), ['Hypermobility explained'], 'three letters are enough')
    t.same(await search('üric'), ['Zürich by tram'], 'non-ASCII letters')
    t.same(await search('ility', '&author=Ben'), [], 'filters apply to fragments too')
    t.same(await search('ility', '&category=Fragments&author=Ada'), ['Hypermobility explained'])
    t.same(await search('xp'), [], 'shorter than three letters: no fragment search (the index cannot look it up)')
    t.same(await search('x p l'), [], 'nor single letters apart')
    t.same(await search('mobility calm'), [], 'the whole text is one fragment')

    // The plan of the statement as listPublic runs it: the words are looked up in the text-search
    // index and the fallback in the trigram index, in the custom plan (values known) and in the
    // generic plan a prepared statement ends up with. Sequential scans are priced out: at test sizes
    // reading the table is cheaper, and what is asserted is that each condition is one its index
    // answers (and is preferred over the other indexes; at 10,000 posts the planner chooses both
    // indexes by itself: docs/decisions/0024-journal-search-at-10000-posts.md). 2,000 posts, written
    // in one statement (the trigger fills blogs_list), so the visibility index is no cheaper way in.
    await sql`
      insert into blogs (slug, title, content, plain_text, excerpt, category, author_name, status, publish_date)
      select 'plan-' || g, 'Planned journey number ' || g, '<p>Route notes ' || g || '</p>', 'Route notes ' || g, '', 'Plans', 'Cy', 'published', now() - g * interval '1 hour'
      from generate_series(1, 2000) as g
    `.execute(db)
    await sql`analyze blogs_list`.execute(db)
    // The embedded database runs without pg_trgm (core/db.ts withoutTrigrams): no index to plan for.
    const trigrams = (await sql`select 1 from pg_indexes where indexname = 'blogs_list_title_trigrams'`.execute(db)).rows.length > 0
    const plan = async (text: string, generic: boolean) =>
      db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx)
        if (generic) await sql`set local plan_cache_mode = force_generic_plan`.execute(trx)
        const query = indexedList('blogs', BLOGS.served.site.paged.index, ['id'], publishing('blogs').visible)({ search: searchPlan(text)!, filters: [], sort: 'latest', limit: 12, offset: 0 })
        const { rows } = await sql<Record<string, unknown>>`explain (format json) ${query}`.execute(trx)
        const value = Object.values(rows[0])[0]
        return typeof value === 'string' ? value : JSON.stringify(value)
      })
    for (const generic of [false, true]) {
      const shown = await plan('urney number 123', generic)
      t.match(shown, /"Index Name":\s*"blogs_list_search"/, `${generic ? 'generic' : 'custom'} plan: the words read the text-search index`)
      if (!trigrams) continue
      t.match(shown, /"Index Name":\s*"blogs_list_title_trigrams"/, `${generic ? 'generic' : 'custom'} plan: the fallback reads the trigram index`)
      t.notMatch(shown, /"Seq Scan"/, 'nothing reads a whole table')
      t.notMatch(await plan('xp', generic), /blogs_list_title_trigrams/, 'no fallback for text the index cannot look up')
    }
    t.same(titles(await list('search=urney%20number%20123')).length, 11, 'the fallback finds 123 and 1230 to 1239')
    await sql`delete from blogs where slug like 'plan-%'`.execute(db)
    await app.changes.publish('blogs')
    for (const b of made) await app.inject({ method: 'DELETE', url: `/api/cms/blogs/${b.id}`, headers: { cookie: editor.cookie } })
  })

  await t.test('the stored list columns (display date, title for fragments, excerpt, reading time) follow every save', async (t) => {
    const stored = (id: number) => db.selectFrom('blogs').select(['display_date', 'title_folded', 'publish_date', 'created_at', 'excerpt', 'reading_time']).where('id', '=', id).executeTakeFirstOrThrow()
    const put = async (id: number, payload: Record<string, unknown>) => {
      const res = await app.inject({ method: 'PUT', url: `/api/cms/blogs/${id}`, headers: jsonHeaders(editor.cookie), payload })
      t.equal(res.statusCode, 200, JSON.stringify(payload).slice(0, 60))
    }
    const card = async (id: number, qs = 'category=Stored') => ((await list(qs)).blogs as Array<Summary & { excerpt: string; reading_time: number }>).find((b) => b.id === id)
    const b = await create({ title: 'Quietwheel Notes', category: 'Stored', publish_date: '2026-01-02T03:04:05Z', content: '<p>Short text.</p>' })
    let row = await stored(b.id)
    t.equal(row.display_date.toISOString(), '2026-01-02T03:04:05.000Z', 'display_date is the publish date')
    t.equal(row.title_folded, 'quietwheel notes')
    t.equal((await card(b.id))?.display_date, '2026-01-02T03:04:05.000Z')

    await put(b.id, { publish_date: null })
    row = await stored(b.id)
    t.equal(row.display_date.toISOString(), row.created_at.toISOString(), 'no publish date: created_at')
    t.equal((await card(b.id))?.display_date, row.created_at.toISOString())

    await put(b.id, { publish_date: '2025-06-07T08:09:10Z' })
    t.equal((await stored(b.id)).display_date.toISOString(), '2025-06-07T08:09:10.000Z', 'a new publish date moves it')
    const other = await create({ title: 'Between', category: 'Stored', publish_date: '2025-09-01T00:00:00Z' })
    t.same(titles(await list('category=Stored')), ['Between', 'Quietwheel Notes'], 'sorted by the stored date')
    await put(b.id, { publish_date: '2025-12-01T00:00:00Z' })
    t.same(titles(await list('category=Stored')), ['Quietwheel Notes', 'Between'], 'and re-sorted when it changes')

    t.same(titles(await list('search=etwhee')), ['Quietwheel Notes'], 'a title fragment')
    await put(b.id, { title: 'Silentrotor Journal' })
    t.equal((await stored(b.id)).title_folded, 'silentrotor journal', 'the folded title follows the title')
    t.same(titles(await list('search=etwhee')), [], 'the old title is gone')
    t.same(titles(await list('search=LENTROT')), ['Silentrotor Journal'], 'the new one is found, whatever the case')

    const words = Array.from({ length: 450 }, (_, i) => `word${i}`).join(' ')
    await put(b.id, { content: `<p>${words}</p>` })
    row = await stored(b.id)
    t.equal(row.reading_time, 3, '450 words: 3 minutes')
    t.ok(row.excerpt.startsWith('word0 word1 word2') && row.excerpt.length <= 161, 'the excerpt is the new text')
    t.match(await card(b.id), { excerpt: row.excerpt, reading_time: 3 }, 'the list shows the stored values')
    t.same(titles(await list('search=word449')), ['Silentrotor Journal'], 'and the new text is searchable')
    for (const id of [b.id, other.id]) await app.inject({ method: 'DELETE', url: `/api/cms/blogs/${id}`, headers: { cookie: editor.cookie } })
  })

  await t.test('RSS: the guid stays when the slug changes; the featured image comes along', async (t) => {
    const post = await create({ title: 'Guid keeper', featured_image: '/media/images/abc.webp' })
    const itemOf = (body: string, slug: string) => body.split('<item>').find((item) => item.includes(`/journal/blogs/${slug}</link>`)) ?? ''
    const before = itemOf((await get('/journal/rss.xml')).body, post.slug)
    t.match(before, `<guid isPermaLink="false">urn:yerth:post:${post.id}</guid>`)
    t.match(before, '<media:content url="http://localhost:3000/media/images/abc.webp" medium="image" type="image/webp"/>')
    const moved = await app.inject({ method: 'PUT', url: `/api/cms/blogs/${post.id}`, headers: jsonHeaders(editor.cookie), payload: { slug: 'guid-keeper-renamed' } })
    t.equal(moved.statusCode, 200, moved.body.slice(0, 200))
    const after = itemOf((await get('/journal/rss.xml')).body, 'guid-keeper-renamed')
    t.match(after, `<guid isPermaLink="false">urn:yerth:post:${post.id}</guid>`, 'the same guid under the new address')
    t.notMatch(itemOf((await get('/journal/rss.xml')).body, post.slug), 'urn:', 'no item at the old address')
    await app.inject({ method: 'DELETE', url: `/api/cms/blogs/${post.id}`, headers: { cookie: editor.cookie } })
  })

  await t.test('bad queries are 400 {error}', async (t) => {
    for (const qs of ['limit=0', 'limit=51', 'limit=1.5', 'limit=0x10', 'limit=abc', 'limit=', 'offset=-1', 'offset=10001', 'exclude=x', 'exclude=0', 'sort=newest', 'status=draft', 'status=all', 'page=2', 'search=' + 'x'.repeat(201), 'limit=1&limit=2', 'category=' + 'x'.repeat(101)]) {
      const res = await get(`/api/public/blogs?${qs}`)
      t.equal(res.statusCode, 400, qs.slice(0, 40))
      t.type(res.json().error, 'string')
    }
    t.match((await get('/api/public/blogs?limit=1.5')).json(), { error: 'querystring.limit must be a whole number' })
    t.match((await get('/api/public/blogs?page=2')).json().error, /Unknown field "page"/)
  })

  await t.test('the RSS feed', async (t) => {
    // (Control characters never get this far: core refuses them on input, see modules/malformed-requests.test.ts.)
    const weird = await create({ title: 'Tom & Jerry <b>"quoted"</b> \'apos\' bell', author_name: 'A & B', category: 'R&D', content: '<p>Fish &amp; chips &lt;3</p>' })
    const res = await get('/journal/rss.xml', { host: 'evil.example' })
    t.equal(res.statusCode, 200)
    t.match(res.headers['content-type'], /^application\/rss\+xml/)
    t.match(res.body, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<rss version="2\.0"/)
    t.match(res.body, '<title>Tom &amp; Jerry &lt;b&gt;&quot;quoted&quot;&lt;/b&gt; &apos;apos&apos; bell</title>')
    // Links are on the configured origin (the default http://localhost:3000 here), never the request's Host.
    t.match(res.body, `<link>http://localhost:3000/journal/blogs/${weird.slug}</link>`)
    t.match(res.body, `<guid isPermaLink="false">urn:yerth:post:${weird.id}</guid>`, 'a permanent id, not the address')
    t.notMatch(res.body, 'evil.example')
    // A description is HTML to a reader: the text "Fish & chips <3" as HTML, written as XML text.
    t.match(res.body, '<description>Fish &amp;amp; chips &amp;lt;3</description>')
    t.match(res.body, '<category>R&amp;D</category>')
    t.match(res.body, /<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/)
    t.notMatch(res.body, /\u0001/)
    const evilHost = await get('/journal/rss.xml', { host: 'evil.example"><script>' })
    t.match(evilHost.body, 'http://localhost:3000/journal/blogs/', 'a host header that is not a host name is not echoed')
    for (let i = 0; i < 22; i++) await create({ title: `Feed filler ${i}` })
    t.equal((await get('/journal/rss.xml')).body.match(/<item>/g)?.length, 20, 'the 20 latest')
    const xml = (await get('/journal/rss.xml')).body
    t.match(xml, 'xmlns:media="http://search.yahoo.com/mrss/"')
    t.match(xml, '<atom:link href="http://localhost:3000/journal/rss.xml" rel="self" type="application/rss+xml"/>')
    t.equal(xmlEscape('a\u0000b\uFFFEc\u{1F697}'), 'abc\u{1F697}')
  })

  await t.test('a post whose words are markup stays words in the feed', async (t) => {
    const words = 'Try <img src=x onerror=alert(1)> and <b>bold</b> & ]]> done'
    // Typed as text in the editor, the content holds it escaped; the excerpt is its plain text.
    const post = await create({ title: 'Markup as words', content: `<p>${words.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>` })
    const xml = (await get('/journal/rss.xml')).body
    const feed = new DOMParser().parseFromString(xml, 'text/xml')
    const item = [...feed.querySelectorAll('item')].find((i) => i.querySelector('title')?.textContent === 'Markup as words')
    t.ok(item, 'the post is in the feed')
    const description = item!.querySelector('description')!.textContent
    t.equal(description, 'Try &lt;img src=x onerror=alert(1)&gt; and &lt;b&gt;bold&lt;/b&gt; &amp; ]]&gt; done', 'the description is HTML that escapes the text')
    // What a reader shows: the description read as HTML has no element, only the typed words.
    const shown = new DOMParser().parseFromString(`<html><body><div>${description}</div></body></html>`, 'text/html').querySelector('div')!
    t.equal(shown.children.length, 0, 'no element comes alive')
    t.equal(shown.textContent, words)
    t.notMatch(xml, /<img|<b>/, 'no markup in the XML')
    t.ok(post.slug)
  })

  await t.test('cache headers and the gate', async (t) => {
    const b = (await list('limit=1')).blogs[0] as Summary
    for (const url of ['/api/public/blogs', `/api/public/blogs/${b.slug}`, '/api/public/blog-categories', '/api/public/blog-authors']) {
      t.equal((await get(url)).headers['cache-control'], 'public, max-age=30', url)
    }
    // The feed follows the gated-content rule like the JSON API: 30 s, so closing the gate reaches caches as fast.
    t.equal((await get('/journal/rss.xml')).headers['cache-control'], 'public, max-age=30')

    await app.settings.update({ password_protection_enabled: '1', access_password: 'gate-pass-123' }, null)
    for (const url of ['/api/public/blogs', `/api/public/blogs/${b.slug}`, '/api/public/blogs/nope', '/api/public/blog-categories', '/api/public/blog-authors', '/journal/rss.xml']) {
      const res = await get(url)
      t.equal(res.statusCode, 403, url)
      t.same(res.json(), { error: 'This site is not open to the public yet' })
      t.notMatch(res.body, new RegExp(b.title))
    }
    const viewer = await staff(app, 'viewer')
    const inside = await get('/api/public/blogs', { cookie: viewer.cookie })
    t.equal(inside.statusCode, 200, 'staff pass the gate')
    t.equal(inside.headers['cache-control'], 'private, no-store', 'never cached while the gate is up')
    const feed = await get('/journal/rss.xml', { cookie: viewer.cookie })
    t.equal(feed.statusCode, 200)
    t.equal(feed.headers['cache-control'], 'private, no-store')
    await app.settings.update({ password_protection_enabled: '0' }, null)
  })
})

t.test('search plans', async (t) => {
  t.equal(searchPlan('   '), null)
  t.same(searchPlan('  Electric   Vehicles '), { text: 'Electric Vehicles', prefix: 'electric:* & vehicles:*', titlePattern: '%Electric Vehicles%' })
  t.same(searchPlan('tesla -car'), { text: 'tesla -car', prefix: 'tesla:* & !car', titlePattern: '%tesla -car%' })
  t.equal(searchPlan('-car')!.prefix, null, 'only exclusions: no prefix query')
  t.equal(searchPlan("a:*|b&!c'(d)")!.prefix, 'a:* & b:* & c:* & d:*', 'operators never reach to_tsquery')
  t.equal(searchPlan('100%_\\')!.titlePattern, '%100\\%\\_\\\\%')
  t.equal(searchPlan('ab')!.titlePattern, null, 'no run of 3 letters or digits: nothing a trigram index can look up')
  t.equal(searchPlan('a b c %_')!.titlePattern, null)
  t.equal(searchPlan('ab 12x')!.titlePattern, '%ab 12x%', 'one run of 3 is enough')
  t.equal(searchPlan('zür')!.titlePattern, '%zür%')
  t.equal(searchPlan(Array.from({ length: 30 }, (_, i) => `w${i}`).join(' '))!.prefix!.split('&').length, 12)
})

t.test('the public cache', async (t) => {
  let loads = 0
  let nextDue: number | null = null
  let clock = Date.parse('2026-06-01T12:00:00Z')
  const cache = new PublicCache(async () => nextDue, () => new Date(clock))
  // Answers a turn later, so two askers are both waiting for it.
  const load = (value: string) => () => new Promise<string>((r) => setImmediate(() => r(`${value}${++loads}`)))
  const [a, b] = await Promise.all([cache.get('k', load('a')), cache.get('k', load('a'))])
  t.same([a, b, loads], ['a1', 'a1', 1], 'concurrent identical questions share one query')
  t.equal(await cache.get('k', load('a')), 'a1', 'answered from the cache')
  cache.clear()
  t.equal(await cache.get('k', load('a')), 'a2', 'a change drops everything')
  const failing = () => Promise.reject(new Error('database away'))
  await t.rejects(cache.get('f', failing))
  t.equal(await cache.get('f', load('f')), 'f3', 'a failure is not remembered')
  nextDue = 0.05
  cache.clear()
  t.equal(await cache.get('k', load('a')), 'a4')
  t.equal(await cache.get('k', load('a')), 'a4')
  nextDue = null
  clock += 49
  t.equal(await cache.get('k', load('a')), 'a4', 'still this generation just before the post is due')
  clock += 1
  t.equal(await cache.get('k', load('a')), 'a5', 'the next scheduled post going live starts a new generation')
  clock += MAX_AGE_MS - 1
  t.equal(await cache.get('k', load('a')), 'a5')
  clock += 1
  t.equal(await cache.get('k', load('a')), 'a6', 'and MAX_AGE_MS without a change does too')
  for (let i = 0; i < MAX_ENTRIES + 10; i++) await cache.get(`n${i}`, async () => i)
  t.equal(await cache.get('n0', async () => -1), -1, 'least recently used answers go first')
  t.equal(await cache.get(`n${MAX_ENTRIES + 9}`, async () => -1), MAX_ENTRIES + 9)
})

t.test('the public cache is bounded in bytes too', async (t) => {
  const cache = new PublicCache(async () => null)
  const page = (i: number) => ({ blogs: [{ title: `Page ${i}`, excerpt: 'x'.repeat(1024 * 1024) }] })
  for (let i = 0; i < 10; i++) await cache.get(`big${i}`, async () => page(i))
  await new Promise((r) => setImmediate(r))
  const { entries, bytes } = cache.size()
  t.ok(bytes <= MAX_BYTES, `${bytes} bytes held, at most ${MAX_BYTES}`)
  t.ok(entries >= 3 && entries < 10, `the oldest answers went (${entries} kept)`)
  t.same(await cache.get('big9', async () => null), page(9), 'the newest stays')
  t.equal(await cache.get('big0', async () => null), null, 'the oldest was dropped')
  cache.clear()
  t.same(cache.size(), { entries: 0, bytes: 0 })
})

t.test('two instances on one PostgreSQL: a change on one reaches the other\'s cache', { skip: !process.env.TEST_DATABASE_URL && 'needs TEST_DATABASE_URL (PGlite is single-process)' }, async (t) => {
  const database = await createTestDatabase()
  t.teardown(() => database.close())
  const a = await createTestApp([auth, settings, gate, media, contentTypes], { database })
  const b = await createTestApp([auth, settings, gate, media, contentTypes], { database })
  t.teardown(async () => {
    await a.close()
    await b.close()
  })
  t.equal((await postsOf(b).listPublic()).total, 0, 'b caches an empty list')
  const editor = await staff(a, 'editor')
  const res = await a.inject({ method: 'POST', url: '/api/cms/blogs', headers: jsonHeaders(editor.cookie), payload: { title: 'Across instances', category: 'News', content: '<p>x</p>', status: 'published' } })
  t.equal(res.statusCode, 201)
  await eventually(async () => (await postsOf(b).listPublic()).total > 0, { what: "b's cached list dropped" })
  t.same((await postsOf(b).listPublic()).blogs.map((x) => x.title), ['Across instances'])
})

t.test("the public cache estimates an answer's JSON size without making the JSON", async (t) => {
  const { jsonSizeEstimate } = await import('./cache.ts')
  const answers = [
    { blogs: [{ id: 1, slug: 'a-post', title: 'A post', display_date: new Date('2026-01-02T03:04:05Z'), tags: null, reading_time: 3, featured: true }], total: 1 },
    { categories: ['Design', 'Technology'] },
    { blogs: [], total: 0 },
    12,
  ]
  for (const answer of answers) {
    const exact = JSON.stringify(answer).length
    const estimate = jsonSizeEstimate(answer)
    t.ok(estimate >= exact * 0.8 && estimate <= exact * 1.5 + 16, `${estimate} for ${exact} bytes`)
  }
})
