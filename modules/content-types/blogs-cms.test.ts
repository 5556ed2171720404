/**
 * Blog posts (shared/content-types/blogs.ts) as the engine serves them, console side: create/read/update/delete, the spec's messages, slugs,
 * categories, permissions, audit log and change notifications, and bad input (always 400 {error}).
 */
import t from 'tap'
import { createTestApp, jsonHeaders } from '../core/testing.ts'
import { auth } from '../auth/index.ts'
import { staff } from '../auth/testing.ts'
import { settings } from '../settings/index.ts'
import { gate } from '../gate/index.ts'
import { MAX_CONTENT_BYTES } from '../../shared/rich-text.ts'
import { JOURNAL_MESSAGES } from '../../shared/api/journal.ts'
import { contentTypes } from './index.ts'
import { media } from '../media/index.ts'
import { commaList } from './values.ts'
import { isLink } from '../media/links.ts'

const DAY = 24 * 60 * 60 * 1000
const daysFromNow = (n: number) => new Date(Date.now() + n * DAY).toISOString()

t.test('blog posts, console side', async (t) => {
  const app = await createTestApp([auth, settings, gate, media, contentTypes])
  t.teardown(() => app.close())
  await app.settings.update({ password_protection_enabled: '0' }, null)
  const editor = await staff(app, 'editor')
  const viewer = await staff(app, 'viewer')
  let published = 0
  app.changes.subscribe('blogs', () => published++)

  /** `cookie` null sends the request anonymously. */
  const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: unknown, cookie: string | null = editor.cookie) =>
    app.inject({ method, url, headers: payload === undefined ? (cookie ? { cookie } : {}) : jsonHeaders(cookie ?? undefined), ...(payload === undefined ? {} : { payload: payload as object }) })
  const create = async (body: Record<string, unknown>) => {
    const res = await send('POST', '/api/cms/blogs', { title: 'A post', category: 'News', content: '<p>Hello journal</p>', ...body })
    if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`)
    return res.json().blog
  }

  await t.test('create, read, update, delete with the full CmsBlog shape', async (t) => {
    const before = published
    const res = await send('POST', '/api/cms/blogs', {
      title: '  Riding the Hypermobility Wave  ',
      category: 'Technology',
      content: `<h2>Why</h2><p>${'word '.repeat(250)}</p><script>alert(1)</script>`,
      tags: ' ev,  design , ,future ',
      meta_title: 'Meta',
      meta_description: 'Desc',
      meta_keywords: 'a, b',
      featured_image: '/media/images/abc.webp',
    })
    t.equal(res.statusCode, 201)
    const blog = res.json().blog
    t.match(blog, {
      title: 'Riding the Hypermobility Wave',
      slug: 'riding-the-hypermobility-wave',
      category: 'Technology',
      status: 'draft',
      state: 'draft',
      publish_date: null,
      author_name: editor.admin.name,
      tags: 'ev, design, future',
      featured_image: '/media/images/abc.webp',
      reading_time: 2,
      meta_title: 'Meta',
    })
    t.notMatch(blog.content, /script/, 'sanitised on save')
    t.equal(blog.display_date, blog.created_at, 'display date falls back to created_at')
    t.ok(blog.excerpt.length <= 161 && blog.excerpt.startsWith('Why. word word'), 'the heading and the paragraph stay apart')
    t.same(Object.keys(blog).sort(), [
      'author_name', 'category', 'content', 'created_at', 'display_date', 'excerpt', 'featured_image', 'id', 'meta_description', 'meta_keywords',
      'meta_title', 'publish_date', 'reading_time', 'slug', 'state', 'status', 'tags', 'title', 'updated_at', 'version',
    ])
    t.ok(published >= before + 1, 'the change was announced')

    const got = await send('GET', `/api/cms/blogs/${blog.id}`, undefined, viewer.cookie)
    t.equal(got.statusCode, 200)
    t.same(got.json().blog, blog)

    const when = daysFromNow(-2)
    const upd = await send('PUT', `/api/cms/blogs/${blog.id}`, { status: 'published', publish_date: when, author_name: 'Ada Lovelace', featured_image: null })
    t.equal(upd.statusCode, 200)
    t.match(upd.json().blog, { status: 'published', state: 'published', publish_date: when, display_date: when, author_name: 'Ada Lovelace', featured_image: null, title: 'Riding the Hypermobility Wave' })
    t.equal(upd.json().blog.content, blog.content, 'fields not sent are kept')

    const sched = await send('PUT', `/api/cms/blogs/${blog.id}`, { publish_date: daysFromNow(5) })
    t.equal(sched.json().blog.state, 'scheduled', 'published with a future date is scheduled')
    const cleared = await send('PUT', `/api/cms/blogs/${blog.id}`, { publish_date: '', author_name: '  ' })
    t.match(cleared.json().blog, { publish_date: null, state: 'published', author_name: 'Ada Lovelace' }, 'an empty date clears it; a blank author keeps the current one')

    const del = await send('DELETE', `/api/cms/blogs/${blog.id}`)
    t.same(del.json(), { success: true })
    t.equal((await send('GET', `/api/cms/blogs/${blog.id}`)).statusCode, 404)
    t.same((await send('DELETE', `/api/cms/blogs/${blog.id}`)).json(), { error: 'Blog not found' })
    t.same((await send('PUT', `/api/cms/blogs/${blog.id}`, { title: 'x' })).json(), { error: 'Blog not found' })

    const audit = await app.db.selectFrom('audit_log').select(['action', 'target_type', 'target_id', 'details', 'admin_id']).where('target_type', '=', 'blog').where('target_id', '=', String(blog.id)).orderBy('id').execute()
    t.same(audit.map((a) => a.action), ['blog_created', 'blog_updated', 'blog_updated', 'blog_updated', 'blog_deleted'])
    t.same(audit[0], { action: 'blog_created', target_type: 'blog', target_id: String(blog.id), details: { title: 'Riding the Hypermobility Wave', slug: 'riding-the-hypermobility-wave', status: 'draft' }, admin_id: editor.admin.id })
    // (On PostgreSQL the bus may also announce every topic after its LISTEN connection (re)connects.)
    t.ok(published >= before + 5, 'every change was announced')
  })

  await t.test('required fields, size, embedded images: the spec messages', async (t) => {
    const required = JOURNAL_MESSAGES.blogRequired
    t.equal(required, 'Please fill in all required fields (Title, Category, Content)')
    for (const body of [
      {},
      { category: 'News', content: '<p>x</p>' },
      { title: 'T', content: '<p>x</p>' },
      { title: 'T', category: 'News' },
      { title: '   ', category: 'News', content: '<p>x</p>' },
      { title: 'T', category: ' ', content: '<p>x</p>' },
      { title: 'T', category: 'News', content: '' },
      { title: 'T', category: 'News', content: '<p></p>' },
      { title: 'T', category: 'News', content: '<script>alert(1)</script>' },
      { title: 'T', category: 'News', content: '<p>   </p><br>' },
    ]) {
      const res = await send('POST', '/api/cms/blogs', body)
      t.equal(res.statusCode, 400, JSON.stringify(body))
      t.match(res.json(), { error: required, details: [{ message: required }] }, "the spec's words, next to the first missing field")
    }
    const existing = await create({ title: 'Keep me' })
    const res = await send('PUT', `/api/cms/blogs/${existing.id}`, { title: '' })
    t.same(res.json(), { error: required, details: [{ field: 'title', message: required }] }, 'an update may not blank a required field')
    t.equal((await send('PUT', `/api/cms/blogs/${existing.id}`, { content: '<p></p>' })).json().error, required)

    const image = await send('POST', '/api/cms/blogs', { title: 'T', category: 'News', content: '<p>x</p><img src="https://yerth.com/a.png" alt="">' })
    t.equal(image.statusCode, 201, 'an image alone is content')

    const big = `<p>${'a'.repeat(MAX_CONTENT_BYTES)}</p>`
    const tooLarge = await send('POST', '/api/cms/blogs', { title: 'Big', category: 'News', content: big })
    t.equal(tooLarge.statusCode, 400)
    t.match(tooLarge.json().error, /too large/)
    const multibyte = `<p>${'é'.repeat(MAX_CONTENT_BYTES / 2)}</p>`
    t.ok(multibyte.length < MAX_CONTENT_BYTES, 'fewer characters than the limit...')
    t.match((await send('POST', '/api/cms/blogs', { title: 'Big', category: 'News', content: multibyte })).json().error, /too large/, '...but more UTF-8 bytes')
    const quotes = `<p>${'"'.repeat(MAX_CONTENT_BYTES)}x</p>`
    const escaped = await send('POST', '/api/cms/blogs', { title: 'Big', category: 'News', content: quotes })
    t.equal(escaped.statusCode, 400, 'JSON escaping doubles the body; still the handler answers')
    t.match(escaped.json().error, /too large/)

    // The largest allowed post of distinct words still indexes (tsvector has a 1 MB limit).
    const words: string[] = []
    let size = 7
    for (let i = 0; size < MAX_CONTENT_BYTES - 40; i++) {
      const w = `w${i.toString(36)}q${(i * 7919).toString(36)}`
      words.push(w)
      size += w.length + 1
    }
    const largest = await send('POST', '/api/cms/blogs', { title: 'Largest', category: 'News', content: `<p>${words.join(' ')}</p>`, status: 'published' })
    t.equal(largest.statusCode, 201, 'a post just under 800 KB is saved')
    t.equal(largest.json().blog.reading_time, Math.ceil(words.length / 200))

    for (const content of [
      '<p>x</p><img src="data:image/png;base64,iVBORw0KGgo=">',
      '<p>x</p><IMG SRC=DATA:image/png;base64,AAAA>',
      '<p>x</p><img alt=">" src="data:image/gif;base64,R0lGOD">',
      '<p>x</p><img src="&#100;ata:image/png;base64,AAAA">',
      '<p>x</p><img src=" da\tta:image/png;base64,AAAA">',
    ]) {
      const res = await send('POST', '/api/cms/blogs', { title: 'Pasted', category: 'News', content })
      t.equal(res.statusCode, 400, content)
      t.match(res.json().error, /embedded images/)
    }
  })

  await t.test('slugs: generated, suffixed, explicit, validated, unique under concurrency', async (t) => {
    const a = await create({ title: 'Hello, World!' })
    const b = await create({ title: 'hello world' })
    const c = await create({ title: 'Hello World?' })
    t.same([a.slug, b.slug, c.slug], ['hello-world', 'hello-world-2', 'hello-world-3'])
    t.equal((await create({ title: 'Crème brûlée & Earth' })).slug, 'creme-brulee-and-earth')
    t.match((await create({ title: '!!! ???' })).slug, /^post-[0-9a-f]{6}$/, 'a title without letters gets a random slug')
    t.match((await create({ title: '日本語のタイトル' })).slug, /^post-[0-9a-f]{6}$/)
    t.equal((await create({ title: 'x'.repeat(300) })).slug.length, 80)

    const explicit = await create({ title: 'Anything', slug: 'my-own-slug' })
    t.equal(explicit.slug, 'my-own-slug')
    let res = await send('POST', '/api/cms/blogs', { title: 'Other', category: 'News', content: '<p>x</p>', slug: 'my-own-slug' })
    t.equal(res.statusCode, 409)
    t.match(res.json(), { error: 'Another post already uses this slug. Choose another.' })
    res = await send('PUT', `/api/cms/blogs/${a.id}`, { slug: 'my-own-slug' })
    t.equal(res.statusCode, 409, 'renaming onto a taken slug')
    res = await send('PUT', `/api/cms/blogs/${explicit.id}`, { slug: 'my-own-slug', title: 'Renamed' })
    t.equal(res.statusCode, 200, 'sending its own slug back is fine')
    t.equal(res.json().blog.slug, 'my-own-slug', 'a new title keeps the slug')
    res = await send('PUT', `/api/cms/blogs/${explicit.id}`, { slug: '' })
    t.equal(res.json().blog.slug, 'renamed', 'a blank slug regenerates it from the title')
    res = await send('PUT', `/api/cms/blogs/${b.id}`, { slug: '' })
    t.equal(res.json().blog.slug, 'hello-world-2', 'a slug already generated from the title is kept')
    res = await send('PUT', `/api/cms/blogs/${b.id}`, { slug: ' fresh-slug-2026 ' })
    t.equal(res.json().blog.slug, 'fresh-slug-2026', 'trimmed')

    for (const slug of ['Upper-Case', 'two--hyphens', '-leading', 'trailing-', 'spa ce', 'ünï', 'semi;colon', '../etc', 'a_b']) {
      res = await send('POST', '/api/cms/blogs', { title: 'T', category: 'News', content: '<p>x</p>', slug })
      t.equal(res.statusCode, 400, slug)
      t.match(res.json(), { error: /^The slug may use lowercase letters, digits and single hyphens/, details: [{ field: 'slug' }] })
    }

    const results = await Promise.all(Array.from({ length: 8 }, () => send('POST', '/api/cms/blogs', { title: 'Race Condition', category: 'News', content: '<p>x</p>' })))
    t.same(results.map((r) => r.statusCode), Array(8).fill(201))
    const slugs = results.map((r) => r.json().blog.slug)
    t.equal(new Set(slugs).size, 8, `all distinct: ${slugs.join(' ')}`)
    t.ok(slugs.includes('race-condition'))
    const explicitRace = await Promise.all(Array.from({ length: 4 }, () => send('POST', '/api/cms/blogs', { title: 'X', category: 'News', content: '<p>x</p>', slug: 'only-one' })))
    t.same(explicitRace.map((r) => r.statusCode).sort(), [201, 409, 409, 409], 'one explicit slug wins, the rest get 409')
  })

  await t.test('every bad body is a 400 {error} naming the problem', async (t) => {
    const ok = { title: 'T', category: 'News', content: '<p>x</p>' }
    const cases: Array<[unknown, RegExp]> = [
      [{ ...ok, title: 5 }, /body\.title must be a string/],
      [{ ...ok, content: ['<p>x</p>'] }, /body\.content must be a string/],
      [{ ...ok, colour: 'red' }, /Unknown field "colour"/],
      [{ ...ok, id: 3 }, /Unknown field "id"/],
      [{ ...ok, status: 'live' }, /body\.status/],
      [{ ...ok, status: 'scheduled' }, /body\.status/],
      [{ ...ok, publish_date: 'tomorrow' }, /The publish date must be a date and time/],
      [{ ...ok, publish_date: '2026-02-30T10:00:00Z' }, /The publish date must be a date and time/],
      [{ ...ok, publish_date: 1764000000 }, /body\.publish_date/],
      [{ ...ok, publish_date: '0000-01-01T00:00:00Z' }, /The publish date must be a date and time \(year 1900 to 9999\)/],
      [{ ...ok, publish_date: '2026-11-21T10:00:00+25:00' }, /The publish date must be a date and time/],
      [{ ...ok, featured_image: 'javascript:alert(1)' }, /The featured image must be an uploaded image or a web address/],
      [{ ...ok, featured_image: '/media/../secret' }, /The featured image must be/],
      [{ ...ok, featured_image: 'https://x.com/a.png" onerror="x' }, /The featured image must be/],
      [{ ...ok, featured_image: 42 }, /body\.featured_image/],
      [{ ...ok, title: 'x'.repeat(301) }, /The title can be at most 300 characters/],
      [{ ...ok, category: 'x'.repeat(101) }, /The category can be at most 100 characters/],
      [{ ...ok, meta_title: 'x'.repeat(301) }, /The meta title can be at most 300 characters/],
      [{ ...ok, meta_description: 'x'.repeat(501) }, /The meta description can be at most 500 characters/],
      [{ ...ok, meta_keywords: 'x'.repeat(501) }, /The meta keywords can be at most 500 characters/],
      [{ ...ok, tags: ['a', 'b'] }, /body\.tags must be a string/],
      [{ ...ok, slug: 5 }, /body\.slug must be a string/],
      [null, /body/],
      [[], /body/],
      ['just text', /body|JSON/],
    ]
    for (const [payload, message] of cases) {
      const res = await app.inject({ method: 'POST', url: '/api/cms/blogs', headers: jsonHeaders(editor.cookie), payload: JSON.stringify(payload) })
      t.equal(res.statusCode, 400, JSON.stringify(payload).slice(0, 80))
      t.match(res.json().error, message, JSON.stringify(payload).slice(0, 80))
    }
    const raw = await app.inject({ method: 'POST', url: '/api/cms/blogs', headers: jsonHeaders(editor.cookie), payload: '{"title":' })
    t.equal(raw.statusCode, 400)
    t.same(raw.json(), { error: 'The request body is not valid JSON' })
    const form = await app.inject({ method: 'POST', url: '/api/cms/blogs', headers: { cookie: editor.cookie, 'content-type': 'text/plain' }, payload: 'x' })
    t.equal(form.statusCode, 415)

    const target = await create({ title: 'Target' })
    for (const id of ['abc', '1.5', '0x10', '1e3', '-1', '99999999999', '%20', '0']) {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await send(method, `/api/cms/blogs/${id}`, method === 'PUT' ? { title: 'x' } : undefined)
        t.equal(res.statusCode, 400, `${method} ${id}`)
        t.type(res.json().error, 'string')
      }
    }
    t.match((await send('GET', '/api/cms/blogs/1.5')).json(), { error: 'params.id must be a whole number' })
    t.equal((await send('GET', '/api/cms/blogs/2147483647')).statusCode, 404)
    t.equal((await send('PUT', `/api/cms/blogs/${target.id}`, { title: 'T2', extra: 1 })).statusCode, 400)

    for (const qs of ['limit=0', 'limit=201', 'limit=1.5', 'limit=x', 'offset=-1', 'status=live', 'search=' + 'x'.repeat(201), 'page=2', 'limit=1&limit=2']) {
      const res = await send('GET', `/api/cms/blogs?${qs}`)
      t.equal(res.statusCode, 400, qs)
      t.type(res.json().error, 'string')
    }
  })

  await t.test('the console list: search by title, status filter, paging, total', async (t) => {
    await create({ title: 'Console alpha draft' })
    await create({ title: 'Console beta live', status: 'published', publish_date: daysFromNow(-1) })
    await create({ title: 'Console gamma later', status: 'published', publish_date: daysFromNow(1) })
    await create({ title: 'Console 100% _literal_', status: 'published' })
    const list = async (qs: string) => (await send('GET', `/api/cms/blogs?${qs}`, undefined, viewer.cookie)).json()
    let r = await list('search=console')
    t.equal(r.total, 4)
    t.same(r.blogs.map((b: { title: string }) => b.title), ['Console 100% _literal_', 'Console gamma later', 'Console beta live', 'Console alpha draft'], 'newest first')
    t.same((await list('search=console&status=draft')).blogs.map((b: { state: string }) => b.state), ['draft'])
    t.same((await list('search=console&status=scheduled')).blogs.map((b: { title: string }) => b.title), ['Console gamma later'])
    t.same((await list('search=console&status=published')).blogs.map((b: { title: string }) => b.title), ['Console 100% _literal_', 'Console beta live'])
    t.same((await list('search=100%25 _')).blogs.map((b: { title: string }) => b.title), ['Console 100% _literal_'], '% and _ are literal')
    r = await list('search=console&limit=2&offset=1')
    t.equal(r.total, 4)
    t.same(r.blogs.map((b: { title: string }) => b.title), ['Console gamma later', 'Console beta live'])
    r = await list('')
    t.ok(r.total >= 4 && r.blogs.length <= 50, 'default limit 50')
    t.ok(r.blogs[0].content !== undefined, 'CmsBlog carries its content')
  })

  await t.test('categories: list, create, trimmed, unique regardless of case', async (t) => {
    let res = await send('POST', '/api/cms/blog-categories', { name: '  Technology  ' })
    t.equal(res.statusCode, 201)
    t.match(res.json(), { category: { id: Number, name: 'Technology' } })
    res = await send('POST', '/api/cms/blog-categories', { name: 'TECHNOLOGY' })
    t.equal(res.statusCode, 409)
    t.same(res.json(), { error: 'A category with this name already exists' })
    for (const body of [{ name: '' }, { name: '   ' }, {}]) {
      res = await send('POST', '/api/cms/blog-categories', body)
      t.equal(res.statusCode, 400)
      t.same(res.json(), { error: 'Category name is required' })
    }
    t.equal((await send('POST', '/api/cms/blog-categories', { name: 'x'.repeat(101) })).statusCode, 400)
    t.equal((await send('POST', '/api/cms/blog-categories', { name: 'ok', colour: 1 })).statusCode, 400)
    await send('POST', '/api/cms/blog-categories', { name: 'design' })
    res = await send('GET', '/api/cms/blog-categories', undefined, viewer.cookie)
    t.same(res.json().categories.map((c: { name: string }) => c.name), ['design', 'Technology'], 'sorted by name, any case')
    const pub = await app.inject({ method: 'GET', url: '/api/public/blog-categories' })
    t.same(
      pub.json(),
      { categories: res.json().categories.map(({ id, name }: { id: number; name: string }) => ({ id, name })) },
      'the public list shows the same categories, without the console\'s usage counts',
    )
    const audit = await app.db.selectFrom('audit_log').select(['target_type', 'details']).where('action', '=', 'blog_category_created').execute()
    t.same(audit[0], { target_type: 'blog_category', details: { name: 'Technology' } })
  })

  await t.test('categories: usage counts, rename (posts follow), delete only when unused', async (t) => {
    const category = async (name: string) => (await send('POST', '/api/cms/blog-categories', { name })).json().category
    const fleet = await category('Fleet')
    t.same(fleet.used_by, 0, 'a new category is used by nothing')
    const other = await category('Depots')
    const draft = await create({ title: 'Fleet draft', category: 'Fleet' })
    const live = await create({ title: 'Fleet live', category: 'fleet', status: 'published' })
    const usage = async () => Object.fromEntries((await send('GET', '/api/cms/blog-categories', undefined, viewer.cookie)).json().categories.map((c: { name: string; used_by: number }) => [c.name, c.used_by]))
    t.match(await usage(), { Fleet: 2, Depots: 0 }, 'posts of any status count, the name matched in any case')

    let before = published
    let res = await send('DELETE', `/api/cms/blog-categories/${fleet.id}`)
    t.equal(res.statusCode, 409)
    t.same(res.json(), { error: 'Used by 2 blog posts: move them to another category before deleting this one.' })
    t.equal(published, before, 'a refused delete announces nothing')

    res = await send('PUT', `/api/cms/blog-categories/${fleet.id}`, { name: '  Fleet Operations ' })
    t.equal(res.statusCode, 200)
    t.same(res.json(), { category: { id: fleet.id, name: 'Fleet Operations', used_by: 2 } })
    t.equal(published, before + 1, 'the rename is announced')
    t.equal((await send('GET', `/api/cms/blogs/${draft.id}`)).json().blog.category, 'Fleet Operations', 'the draft follows the rename')
    t.equal((await send('GET', `/api/cms/blogs/${live.id}`)).json().blog.category, 'Fleet Operations', 'the published post too')
    const pub = (await app.inject({ method: 'GET', url: '/api/public/blogs?category=Fleet%20Operations' })).json()
    t.same(pub.blogs.map((b: { title: string }) => b.title), ['Fleet live'], 'the public list filters by the new name')
    const renamed = await app.db.selectFrom('audit_log').select(['target_type', 'target_id', 'details']).where('action', '=', 'blog_category_renamed').execute()
    t.match(renamed, [{ target_type: 'blog_category', details: { from: 'Fleet', to: 'Fleet Operations', blogs: 2 } }])

    before = published
    res = await send('PUT', `/api/cms/blog-categories/${fleet.id}`, { name: 'Fleet Operations' })
    t.equal(res.statusCode, 200, 'renaming to the same name is fine')
    t.equal(published, before, '...and changes nothing')
    t.equal((await send('PUT', `/api/cms/blog-categories/${fleet.id}`, { name: 'fleet operations' })).json().category.name, 'fleet operations', 'a change of case is a rename')
    res = await send('PUT', `/api/cms/blog-categories/${fleet.id}`, { name: 'DEPOTS' })
    t.equal(res.statusCode, 409)
    t.same(res.json(), { error: 'A category with this name already exists' })
    for (const body of [{ name: '  ' }, {}]) {
      res = await send('PUT', `/api/cms/blog-categories/${fleet.id}`, body)
      t.same([res.statusCode, res.json()], [400, { error: 'Category name is required' }])
    }
    t.equal((await send('PUT', '/api/cms/blog-categories/999999', { name: 'Ghost' })).statusCode, 404)
    t.same((await send('PUT', '/api/cms/blog-categories/999999', { name: 'Ghost' })).json(), { error: 'Category not found' })

    await send('DELETE', `/api/cms/blogs/${live.id}`)
    res = await send('DELETE', `/api/cms/blog-categories/${fleet.id}`)
    t.same([res.statusCode, res.json()], [409, { error: 'Used by 1 post: move it to another category before deleting this one.' }])
    await send('PUT', `/api/cms/blogs/${draft.id}`, { category: 'Depots' })
    t.match(await usage(), { 'fleet operations': 0, Depots: 1 })
    before = published
    res = await send('DELETE', `/api/cms/blog-categories/${fleet.id}`)
    t.same([res.statusCode, res.json()], [200, { success: true }])
    t.equal(published, before + 1)
    t.notOk('fleet operations' in (await usage()), 'gone from the list')
    t.equal((await send('DELETE', `/api/cms/blog-categories/${fleet.id}`)).statusCode, 404, 'deleting twice: 404')
    const deleted = await app.db.selectFrom('audit_log').select(['details']).where('action', '=', 'blog_category_deleted').execute()
    t.same(deleted, [{ details: { name: 'fleet operations' } }])
    t.equal((await send('DELETE', `/api/cms/blog-categories/${other.id}`, undefined, viewer.cookie)).statusCode, 403, 'viewers cannot delete')
    t.equal((await send('PUT', `/api/cms/blog-categories/${other.id}`, { name: 'X' }, viewer.cookie)).statusCode, 403, 'viewers cannot rename')
  })

  await t.test('permissions: anonymous 401, viewer reads only, editor writes', async (t) => {
    const target = await create({ title: 'Guarded' })
    const writes: Array<['POST' | 'PUT' | 'DELETE', string, unknown]> = [
      ['POST', '/api/cms/blogs', { title: 'T', category: 'News', content: '<p>x</p>' }],
      ['PUT', `/api/cms/blogs/${target.id}`, { title: 'Changed' }],
      ['DELETE', `/api/cms/blogs/${target.id}`, undefined],
      ['POST', '/api/cms/blog-categories', { name: 'Viewer category' }],
    ]
    for (const [method, url, body] of writes) {
      t.equal((await send(method, url, body, null)).statusCode, 401, `anonymous ${method} ${url}`)
      t.equal((await send(method, url, body, viewer.cookie)).statusCode, 403, `viewer ${method} ${url}`)
    }
    for (const url of ['/api/cms/blogs', `/api/cms/blogs/${target.id}`, '/api/cms/blog-categories']) {
      t.equal((await send('GET', url, undefined, null)).statusCode, 401, `anonymous GET ${url}`)
      t.equal((await send('GET', url, undefined, viewer.cookie)).statusCode, 200, `viewer GET ${url}`)
    }
    t.equal((await send('GET', `/api/cms/blogs/${target.id}`)).json().blog.title, 'Guarded', 'nothing was changed')
    const perms = app.permissionRoutes.filter((r) => r.url.includes('blog')).map((r) => `${r.method} ${r.url} ${r.permission}`).sort()
    t.same(perms, [
      'DELETE /api/cms/blog-categories/:id content:write',
      'DELETE /api/cms/blogs/:id content:write',
      'DELETE /api/cms/blogs/:id/autosave content:write',
      'GET /api/cms/blog-categories console:read',
      'GET /api/cms/blogs console:read',
      'GET /api/cms/blogs/:id console:read',
      'GET /api/cms/blogs/:id/autosave content:write',
      'GET /api/cms/blogs/:id/revisions console:read',
      'GET /api/cms/blogs/:id/revisions/:rid console:read',
      'POST /api/cms/blog-categories content:write',
      'POST /api/cms/blogs content:write',
      'POST /api/cms/blogs/:id/revisions/:rid/restore content:write',
      'POST /api/cms/blogs/bulk content:write',
      'PUT /api/cms/blog-categories/:id content:write',
      'PUT /api/cms/blogs/:id content:write',
      'PUT /api/cms/blogs/:id/autosave content:write',
    ])
  })
})

t.test("the checks a post's tags and featured image go through", async (t) => {
  t.equal(commaList(' a,b ,, c '), 'a, b, c')
  t.equal(commaList(''), '')
  for (const ok of ['/media/images/0123abcd.webp', '/media/images/x-480.webp', 'https://cdn.example.com/a.png?x=1', 'http://example.com/a.jpg']) t.ok(isLink(ok), ok)
  for (const bad of ['/media/../x', '/media/a b.png', 'ftp://x.com/a.png', 'javascript:alert(1)', '//evil.example/a.png', 'data:image/png;base64,AAAA', 'https://']) t.notOk(isLink(bad), bad)
  t.ok(isLink('/uploads/a.png'), 'any path of the site is a link (a picture in public/)')
})
