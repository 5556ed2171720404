import t from 'tap'
import { jsonHeaders } from '../core/testing.ts'
import { staff } from '../auth/testing.ts'
import { createMediaApp } from '../media/testing.ts'
import { up as canonicaliseVlogLinks } from '../../migrations/2026-11-26-03-vlog-watch-links.ts'
import { parsePublishDate, prefixQuery } from '../content/index.ts'

/**
 * Vlogs, served by the engine from their declaration (shared/content-types/vlogs.ts): the API the
 * spec gives them, as the vlogs module answered it before (docs/decisions/0057). Where the spec gives
 * no words, the refusals are the engine's, next to the field.
 */
const VLOG_MESSAGES = {
  required: 'Please fill in all required fields (Title, Category, YouTube URL)',
  youtube: 'The YouTube URL must be a link to a YouTube video.',
  thumbnail: 'The thumbnail must be an uploaded image or a web address starting with https://.',
  slug: 'The slug may use lowercase letters, digits and single hyphens (e.g. spring-launch), up to 80 characters.',
  slugTaken: 'Another vlog already uses this slug. Choose another.',
  notFound: 'This vlog was not found. It may have been deleted.',
  publishDate: 'The publish date must be a date and time (year 1900 to 9999).',
}

const VIDEO = 'dQw4w9WgXcQ'
const URL_OF = (id = VIDEO) => `https://www.youtube.com/watch?v=${id}`
const DAY = 24 * 60 * 60 * 1000
const daysFromNow = (n: number) => new Date(Date.now() + n * DAY).toISOString()

async function build() {
  const app = await createMediaApp()
  const editor = await staff(app, 'editor')
  const viewer = await staff(app, 'viewer')
  const admin = await staff(app, 'admin')
  const post = (payload: unknown, cookie = editor.cookie) =>
    app.inject({ method: 'POST', url: '/api/cms/vlogs', headers: jsonHeaders(cookie), payload: payload as object })
  const put = (id: number | string, payload: unknown, cookie = editor.cookie) =>
    app.inject({ method: 'PUT', url: `/api/cms/vlogs/${id}`, headers: jsonHeaders(cookie), payload: payload as object })
  const create = async (body: Record<string, unknown>) => {
    const res = await post({ category: 'Travel', youtube_url: URL_OF(), ...body })
    if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`)
    return res.json().vlog
  }
  const list = async (qs = '') => {
    const res = await app.inject({ method: 'GET', url: `/api/public/vlogs${qs}` })
    if (res.statusCode !== 200) throw new Error(`list ${qs}: ${res.statusCode} ${res.body}`)
    return res.json()
  }
  return { app, editor, viewer, admin, post, put, create, list }
}

// One app (booting a database takes seconds); each test starts from empty vlog tables.
let shared: ReturnType<typeof build> | null = null
t.teardown(async () => {
  if (shared) await (await shared).app.close()
})
async function setup(_t?: unknown) {
  shared ??= build()
  const ctx = await shared
  await ctx.app.db.deleteFrom('vlogs').execute()
  await ctx.app.db.deleteFrom('vlog_categories').execute()
  return ctx
}

t.test('an empty journal: nothing published, "Coming Soon"', async (t) => {
  const { list, app, create } = await setup(t)
  const empty = await list()
  t.same(empty, { vlogs: [], total: 0, limit: 12, offset: 0, any_published: false })
  await create({ title: 'Draft only' })
  await create({ title: 'Later', status: 'published', publish_date: daysFromNow(3) })
  t.equal((await list()).any_published, false, 'drafts and scheduled vlogs do not count')
  t.equal(await app.contentTypes.countPublished('vlogs'), 0)
  t.same(await app.contentTypes.facet('vlogs', 'author_name'), [])
})

t.test('scheduled and draft vlogs never leak to the public API', async (t) => {
  const { app, create, list, put, editor } = await setup(t)
  const draft = await create({ title: 'Secret draft', description: 'unreleased prototype', author_name: 'Dana Draft' })
  const scheduled = await create({ title: 'Secret scheduled', status: 'published', publish_date: daysFromNow(2), author_name: 'Sam Scheduled', category: 'Hidden' })
  const live = await create({ title: 'Live one', status: 'published', publish_date: daysFromNow(-1), author_name: 'Lee Live' })
  const undated = await create({ title: 'Live undated', status: 'published' })

  t.equal(draft.state, 'draft')
  t.equal(scheduled.state, 'scheduled')
  t.equal(scheduled.status, 'published')
  t.equal(live.state, 'published')
  t.equal(undated.state, 'published')

  const all = await list('?limit=50')
  t.same(all.vlogs.map((v: { title: string }) => v.title).sort(), ['Live one', 'Live undated'])
  t.equal(all.total, 2)
  t.equal(all.any_published, true)
  for (const qs of ['?search=secret', '?search=unreleased', '?author=Dana%20Draft', '?author=Sam%20Scheduled', '?category=Hidden', '?sort=oldest', '?status=published']) {
    const res = await list(qs)
    t.notMatch(JSON.stringify(res), /Secret|unreleased/, `nothing hidden in ${qs}`)
  }
  t.same(await app.contentTypes.facet('vlogs', 'author_name'), ['Lee Live', 'Test editor'])
  t.same((await app.inject({ method: 'GET', url: '/api/public/vlog-authors' })).json(), { authors: ['Lee Live', 'Test editor'] })
  t.equal(await app.contentTypes.countPublished('vlogs'), 2)

  // The public shape: no status, no meta, no audit columns.
  const keys = Object.keys(all.vlogs[0]).sort()
  t.same(keys, ['author_name', 'category', 'created_at', 'description', 'display_date', 'id', 'publish_date', 'slug', 'thumbnail', 'title', 'updated_at', 'video_id', 'youtube_url'])

  // Once its date has passed, the scheduled vlog appears.
  const res = await put(scheduled.id, { publish_date: daysFromNow(-0.5) })
  t.equal(res.statusCode, 200)
  t.equal(res.json().vlog.state, 'published')
  t.equal((await list()).total, 3)
  // And a published vlog set back to draft disappears.
  await put(live.id, { status: 'draft' })
  t.same((await list()).vlogs.map((v: { title: string }) => v.title).sort(), ['Live undated', 'Secret scheduled'])

  // The console sees everything, with its state; the status filter follows the states.
  const cms = async (qs: string) => (await app.inject({ method: 'GET', url: `/api/cms/vlogs${qs}`, headers: { cookie: editor.cookie } })).json()
  t.equal((await cms('')).total, 4)
  t.same((await cms('?status=draft')).vlogs.map((v: { title: string }) => v.title).sort(), ['Live one', 'Secret draft'])
  t.same((await cms('?status=published')).vlogs.map((v: { title: string }) => v.title).sort(), ['Live undated', 'Secret scheduled'])
  await put(undated.id, { publish_date: daysFromNow(10) })
  t.same((await cms('?status=scheduled')).vlogs.map((v: { title: string }) => v.title), ['Live undated'])
  t.same((await cms('?search=SECRET')).vlogs.map((v: { title: string }) => v.title).sort(), ['Secret draft', 'Secret scheduled'])
  t.equal((await cms('?limit=1&offset=1')).vlogs.length, 1)
})

t.test('search, filters, sort and paging', async (t) => {
  const { create, list } = await setup(t)
  const rows = [
    { title: 'Electric hypermobility explained', description: 'How the drivetrain works', category: 'Technology', author_name: 'Ada', days: -10 },
    { title: 'Factory tour', description: 'A walk through the electric assembly line', category: 'Behind the scenes', author_name: 'Ben', days: -8 },
    { title: 'Founders talk', description: 'Thirty years of engineering', category: 'People', author_name: 'Ada', days: -6 },
    { title: 'Road trip across Scotland', description: 'Range in the highlands', category: 'Travel', author_name: 'Cleo', days: -4 },
    { title: 'Charging myths', description: 'What really matters for batteries', category: 'Technology', author_name: 'Ben', days: -2 },
  ]
  for (const r of rows) await create({ ...r, days: undefined, status: 'published', publish_date: daysFromNow(r.days) })

  const titles = (res: { vlogs: Array<{ title: string }> }) => res.vlogs.map((v) => v.title)
  t.same(titles(await list()), ['Charging myths', 'Road trip across Scotland', 'Founders talk', 'Factory tour', 'Electric hypermobility explained'], 'latest first by default')
  t.same(titles(await list('?sort=oldest&limit=2')), ['Electric hypermobility explained', 'Factory tour'])
  const page2 = await list('?sort=latest&limit=2&offset=2')
  t.same(titles(page2), ['Founders talk', 'Factory tour'])
  t.equal(page2.total, 5)
  t.equal(page2.limit, 2)
  t.equal(page2.offset, 2)
  const beyond = await list('?offset=40')
  t.same(beyond.vlogs, [])
  t.equal(beyond.total, 5)
  t.equal(beyond.any_published, true, '"No Results Found" rather than "Coming Soon"')

  t.same(titles(await list('?search=electric')).sort(), ['Electric hypermobility explained', 'Factory tour'], 'title or description')
  t.same(titles(await list('?search=elec')).sort(), ['Electric hypermobility explained', 'Factory tour'], 'word prefixes match')
  t.same(titles(await list('?search=Electric%20assembly')), ['Factory tour'], 'every word must match')
  t.same(titles(await list('?search=batteries')), ['Charging myths'])
  t.same(titles(await list('?search=zeppelin')), [])
  t.same(titles(await list(`?search=${encodeURIComponent("o'brien & (x | !y):* \\")}`)), [], 'tsquery syntax in the search box is just text')
  t.equal((await list('?search=%20%20')).total, 5, 'a blank search lists everything')

  t.same(titles(await list('?category=Technology')), ['Charging myths', 'Electric hypermobility explained'])
  t.same(titles(await list('?category=technology')), ['Charging myths', 'Electric hypermobility explained'], 'category matches case-insensitively')
  t.same(titles(await list('?author=Ada&sort=oldest')), ['Electric hypermobility explained', 'Founders talk'])
  t.same(titles(await list('?author=Ben&category=Technology&search=myths')), ['Charging myths'])
  t.same(titles(await list('?category=Nope')), [])

  await create({ title: 'Électrique à Zürich', description: 'Straßenbahn und Ökostrom', status: 'published', publish_date: daysFromNow(-20) })
  t.same(titles(await list('?search=z%C3%BCrich')), ['Électrique à Zürich'], 'accented words match')
  t.same(titles(await list('?search=%C3%A9lec')), ['Électrique à Zürich'])
  t.same(titles(await list('?search=%C3%96ko')), ['Électrique à Zürich'], 'case-insensitively, beyond ASCII')

  const first = (await list('?limit=1')).vlogs[0]
  t.equal(first.display_date, first.publish_date, 'display date is the publish date')
})

t.test('display date and order fall back to created_at', async (t) => {
  const { create, list } = await setup(t)
  const a = await create({ title: 'Undated', status: 'published' })
  const b = await create({ title: 'Dated in the past', status: 'published', publish_date: '2020-01-01T00:00:00Z' })
  const res = await list()
  t.same(res.vlogs.map((v: { title: string }) => v.title), ['Undated', 'Dated in the past'])
  t.equal(res.vlogs[0].display_date, a.created_at)
  t.equal(res.vlogs[0].publish_date, null)
  t.equal(res.vlogs[1].display_date, '2020-01-01T00:00:00.000Z')
  t.equal(b.publish_date, '2020-01-01T00:00:00.000Z')
})

t.test('YouTube links: every form gives the video id and is stored as the watch link; anything else is refused', async (t) => {
  const { app, post, put, create } = await setup(t)
  const forms = [
    `https://www.youtube.com/watch?v=${VIDEO}`,
    `https://youtube.com/watch?feature=share&v=${VIDEO}&t=42s`,
    `http://m.youtube.com/watch?v=${VIDEO}`,
    `https://youtu.be/${VIDEO}`,
    `https://youtu.be/${VIDEO}?si=abc&t=10`,
    `https://www.youtube.com/embed/${VIDEO}`,
    `https://www.youtube-nocookie.com/embed/${VIDEO}?start=3`,
    `https://www.youtube.com/shorts/${VIDEO}`,
    `  https://www.youtube.com/watch?v=${VIDEO}  `,
    `https://music.youtube.com/watch?v=${VIDEO}&list=RDAMVM`,
    `https://www.youtube.com/live/${VIDEO}?feature=share`,
  ]
  let last = 0
  for (const youtube_url of forms) {
    const vlog = await create({ title: `Form ${youtube_url}`, youtube_url })
    t.equal(vlog.video_id, VIDEO, youtube_url)
    t.equal(vlog.youtube_url, URL_OF(), `${youtube_url}: stored as the watch link`)
    last = vlog.id
  }
  const other = 'aBcDeFgHiJ0'
  const updated = await put(last, { youtube_url: `https://www.youtube.com/embed/${other}?autoplay=1` })
  t.equal(updated.statusCode, 200)
  t.match(updated.json().vlog, { video_id: other, youtube_url: URL_OF(other) }, 'an update stores the watch link too')
  // Rows saved before: the migration rewrites them from their video id.
  await app.db.updateTable('vlogs').set({ youtube_url: `https://www.youtube.com/embed/${other}` }).where('id', '=', last).execute()
  await canonicaliseVlogLinks(app.db)
  const row = await app.db.selectFrom('vlogs').select('youtube_url').where('id', '=', last).executeTakeFirstOrThrow()
  t.equal(row.youtube_url, URL_OF(other), 'the migration stores the watch link')
  const bad = [
    'not a url',
    'https://vimeo.com/123456',
    `https://www.youtube.com/watch?x=${VIDEO}`,
    'https://www.youtube.com/watch?v=short',
    `https://evil.example/watch?v=${VIDEO}`,
    `https://youtube.com.evil.example/watch?v=${VIDEO}`,
    `javascript:alert(1)//https://youtu.be/${VIDEO}`,
    `ftp://youtu.be/${VIDEO}`,
    `data:text/html,https://youtu.be/${VIDEO}`,
    'https://www.youtube.com/channel/UC1234567890',
  ]
  for (const youtube_url of bad) {
    const res = await post({ title: 'Bad link', category: 'Travel', youtube_url })
    t.equal(res.statusCode, 400, youtube_url)
    t.equal(res.json().error, VLOG_MESSAGES.youtube)
  }
})

t.test('required fields get the spec message', async (t) => {
  const { post } = await setup(t)
  const full = { title: 'A title', category: 'Travel', youtube_url: URL_OF() }
  const cases = [{}, { ...full, title: '' }, { ...full, title: '   ' }, { ...full, category: undefined }, { ...full, category: '\t' }, { ...full, youtube_url: '' }, { title: 'only' }]
  for (const body of cases) {
    const res = await post(JSON.parse(JSON.stringify(body)))
    t.equal(res.statusCode, 400, JSON.stringify(body))
    t.equal(res.json().error, VLOG_MESSAGES.required, 'the spec\'s words, next to the first missing field')
  }
})

t.test('thumbnails: stored when given, the video\'s own otherwise', async (t) => {
  const { create, post, put, list } = await setup(t)
  const derived = await create({ title: 'No thumb', status: 'published' })
  t.equal(derived.thumbnail_url, '')
  t.equal(derived.thumbnail, `https://i.ytimg.com/vi/${VIDEO}/hqdefault.jpg`)
  const uploaded = await create({ title: 'Uploaded thumb', status: 'published', thumbnail: `/media/images/${'a'.repeat(64)}.png` })
  t.equal(uploaded.thumbnail, `/media/images/${'a'.repeat(64)}.png`)
  const remote = await create({ title: 'Remote thumb', status: 'published', thumbnail: 'https://cdn.example.com/t.jpg' })
  t.equal(remote.thumbnail_url, 'https://cdn.example.com/t.jpg')
  const nulled = await create({ title: 'Null thumb', thumbnail: null })
  t.equal(nulled.thumbnail_url, '')

  const pub = (await list()).vlogs
  t.same(
    Object.fromEntries(pub.map((v: { title: string; thumbnail: string }) => [v.title, v.thumbnail])),
    {
      'No thumb': `https://i.ytimg.com/vi/${VIDEO}/hqdefault.jpg`,
      'Uploaded thumb': `/media/images/${'a'.repeat(64)}.png`,
      'Remote thumb': 'https://cdn.example.com/t.jpg',
    },
  )
  // Clearing a stored thumbnail goes back to the derived one.
  const cleared = (await put(uploaded.id, { thumbnail: '' })).json().vlog
  t.equal(cleared.thumbnail, `https://i.ytimg.com/vi/${VIDEO}/hqdefault.jpg`)

  for (const thumbnail of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '/media/../admin', '//evil.example/x.png', 'ftp://x.example/a.png', 'https://user:pw@x.example/a.png', '/media/a b.png', 'vbscript:x']) {
    const res = await post({ title: 'Bad thumb', category: 'Travel', youtube_url: URL_OF(), thumbnail })
    t.equal(res.statusCode, 400, thumbnail)
    t.equal(res.json().error, VLOG_MESSAGES.thumbnail)
  }
})

t.test('slugs: generated, unique with suffixes, editable, collisions refused', async (t) => {
  const { create, post, put } = await setup(t)
  const a = await create({ title: 'Hello, World!' })
  const b = await create({ title: 'Hello world' })
  const c = await create({ title: 'HELLO   WORLD' })
  t.same([a.slug, b.slug, c.slug], ['hello-world', 'hello-world-2', 'hello-world-3'])
  t.equal((await create({ title: 'Ünïcödé & Ça' })).slug, 'unicode-and-ca')
  t.equal((await create({ title: '日本のビデオ' })).slug, 'vlog', 'a title without latin letters gets a fallback')
  t.equal((await create({ title: '日本' })).slug, 'vlog-2')
  const long = await create({ title: 'x'.repeat(200) })
  t.equal(long.slug.length, 80)
  const long2 = await create({ title: 'x'.repeat(200) })
  t.equal(long2.slug, `${'x'.repeat(78)}-2`)

  t.equal((await create({ title: 'Custom', slug: 'My-Custom-Slug' })).slug, 'my-custom-slug', 'an explicit slug is lower-cased')
  let res = await post({ title: 'Other', category: 'Travel', youtube_url: URL_OF(), slug: 'hello-world' })
  t.equal(res.statusCode, 409)
  t.equal(res.json().error, VLOG_MESSAGES.slugTaken)
  for (const slug of ['has space', 'under_score', '-lead', 'trail-', 'double--hyphen', 'ünï', 'a/b', 'x'.repeat(81)]) {
    res = await post({ title: 'Other', category: 'Travel', youtube_url: URL_OF(), slug })
    t.equal(res.statusCode, 400, slug)
    t.equal(res.json().error, VLOG_MESSAGES.slug)
  }

  res = await put(b.id, { slug: 'hello-world' })
  t.equal(res.statusCode, 409, 'renaming onto a taken slug')
  res = await put(b.id, { slug: 'hello-world-2', title: 'Renamed' })
  t.equal(res.json().vlog.slug, 'hello-world-2', 'its own slug is no collision')
  t.equal((await put(b.id, { title: 'Another title' })).json().vlog.slug, 'hello-world-2', 'a new title keeps the slug (links stay valid)')
  t.equal((await put(b.id, { slug: '' })).json().vlog.slug, 'another-title', 'an empty slug regenerates it from the title')
  t.equal((await put(c.id, { slug: 'fresh-start' })).json().vlog.slug, 'fresh-start')
})

t.test('create and update: defaults, partial updates, categories by name, audit and change events', async (t) => {
  const { app, editor, create, put } = await setup(t)
  const since = (await app.db.selectFrom('audit_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0
  const events: string[] = []
  app.changes.subscribe('vlogs', () => {
    events.push('vlogs')
  })
  await app.inject({ method: 'POST', url: '/api/cms/vlog-categories', headers: jsonHeaders(editor.cookie), payload: { name: 'Behind the Scenes' } })

  const vlog = await create({ title: '  Padded title  ', category: 'behind the scenes', description: '  Some words  ' })
  t.equal(vlog.title, 'Padded title')
  t.equal(vlog.description, 'Some words')
  t.equal(vlog.category, 'Behind the Scenes', 'an existing category keeps its spelling')
  t.equal(vlog.status, 'draft', 'new vlogs are drafts')
  t.equal(vlog.author_name, 'Test editor', 'the author defaults to whoever created it')
  t.equal(vlog.meta_title, '')
  t.equal(vlog.publish_date, null)
  t.type(vlog.updated_at, 'string')

  const res = await put(vlog.id, { status: 'published', meta_title: 'SEO title', publish_date: '2026-01-02' })
  t.equal(res.statusCode, 200)
  const updated = res.json().vlog
  t.equal(updated.title, 'Padded title', 'absent fields are kept')
  t.equal(updated.status, 'published')
  t.equal(updated.publish_date, '2026-01-02T00:00:00.000Z')
  t.equal(updated.meta_title, 'SEO title')

  const same = await put(vlog.id, { status: 'published' })
  t.equal(same.statusCode, 200, 'an update that changes nothing is fine')

  const del = await app.inject({ method: 'DELETE', url: `/api/cms/vlogs/${vlog.id}`, headers: { cookie: editor.cookie } })
  t.same(del.json(), { success: true })
  t.equal((await app.inject({ method: 'GET', url: `/api/cms/vlogs/${vlog.id}`, headers: { cookie: editor.cookie } })).statusCode, 404)
  t.same((await app.inject({ method: 'DELETE', url: `/api/cms/vlogs/${vlog.id}`, headers: { cookie: editor.cookie } })).json(), { error: VLOG_MESSAGES.notFound })
  t.equal((await put(vlog.id, { title: 'Gone' })).statusCode, 404)

  const audit = await app.db.selectFrom('audit_log').select(['action', 'target_type', 'target_id', 'details', 'admin_id']).where('action', 'like', 'vlog%').where('id', '>', since).orderBy('id').execute()
  t.same(
    audit.map((a) => a.action),
    ['vlog_category_created', 'vlog_created', 'vlog_updated', 'vlog_deleted'],
    'every change, and only changes, is audited',
  )
  t.same(audit[2].details, { title: 'Padded title', slug: vlog.slug, status: 'published', fields: ['meta_title', 'status', 'publish_date'] })
  t.equal(audit[1].target_id, String(vlog.id))
  t.ok(audit.every((a) => a.admin_id === editor.admin.id))
  t.same(events, ['vlogs', 'vlogs', 'vlogs', 'vlogs'], 'category, create, update, delete each announced once')
})

t.test('categories: trimmed, unique case-insensitively, public and console lists', async (t) => {
  const { app, editor, viewer } = await setup(t)
  const add = (name: unknown, cookie = editor.cookie) =>
    app.inject({ method: 'POST', url: '/api/cms/vlog-categories', headers: jsonHeaders(cookie), payload: name === undefined ? {} : { name } })
  let res = await add('  Travel  ')
  t.equal(res.statusCode, 201)
  t.match(res.json(), { category: { id: Number, name: 'Travel' } })
  t.equal((await add('Technology')).statusCode, 201)
  res = await add('travel')
  t.equal(res.statusCode, 409)
  t.equal(res.json().error, 'A category with this name already exists')
  for (const name of ['', '   ', undefined]) {
    res = await add(name)
    t.equal(res.statusCode, 400)
    t.equal(res.json().error, 'Category name is required')
  }
  t.equal((await add(42)).statusCode, 400)
  t.equal((await add('x'.repeat(101))).statusCode, 400)
  t.equal((await add('Viewers cannot', viewer.cookie)).statusCode, 403)
  t.equal((await app.inject({ method: 'POST', url: '/api/cms/vlog-categories', headers: jsonHeaders(), payload: { name: 'Anon' } })).statusCode, 401)

  const cms = await app.inject({ method: 'GET', url: '/api/cms/vlog-categories', headers: { cookie: viewer.cookie } })
  t.same(cms.json().categories.map((c: { name: string }) => c.name), ['Technology', 'Travel'])
  const pub = await app.inject({ method: 'GET', url: '/api/public/vlog-categories' })
  t.same(pub.json().categories.map((c: { name: string }) => c.name), ['Technology', 'Travel'])
})

t.test('categories: usage counts, rename (vlogs follow), delete only when unused', async (t) => {
  const { app, editor, viewer, create } = await setup(t)
  const events: string[] = []
  app.changes.subscribe('vlogs', () => {
    events.push('vlogs')
  })
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie = editor.cookie) =>
    app.inject({ method, url, headers: payload === undefined ? { cookie } : jsonHeaders(cookie), ...(payload === undefined ? {} : { payload: payload as object }) })
  const travel = (await call('POST', '/api/cms/vlog-categories', { name: 'Travel' })).json().category
  t.same(travel.used_by, 0, 'a new category is used by nothing')
  const people = (await call('POST', '/api/cms/vlog-categories', { name: 'People' })).json().category
  const draft = await create({ title: 'Travel draft', category: 'Travel' })
  const live = await create({ title: 'Travel live', category: 'travel', status: 'published' })
  const usage = async () => Object.fromEntries((await call('GET', '/api/cms/vlog-categories', undefined, viewer.cookie)).json().categories.map((c: { name: string; used_by: number }) => [c.name, c.used_by]))
  t.same(await usage(), { People: 0, Travel: 2 }, 'vlogs of any status count')
  const pub = await app.inject({ method: 'GET', url: '/api/public/vlog-categories' })
  t.same(pub.json().categories, [{ id: people.id, name: 'People' }, { id: travel.id, name: 'Travel' }], 'the public list has no usage counts')

  events.length = 0
  let res = await call('DELETE', `/api/cms/vlog-categories/${travel.id}`)
  t.same([res.statusCode, res.json()], [409, { error: 'Used by 2 vlogs: move them to another category before deleting this one.' }])
  res = await call('PUT', `/api/cms/vlog-categories/${travel.id}`, { name: '  Road   trips ' })
  t.same([res.statusCode, res.json()], [200, { category: { id: travel.id, name: 'Road trips', used_by: 2 } }])
  t.equal((await call('GET', `/api/cms/vlogs/${draft.id}`)).json().vlog.category, 'Road trips', 'the draft follows the rename')
  t.equal((await call('GET', `/api/cms/vlogs/${live.id}`)).json().vlog.category, 'Road trips', 'the published vlog too')
  t.same(events, ['vlogs'], 'only the rename was announced')
  t.equal((await call('PUT', `/api/cms/vlog-categories/${travel.id}`, { name: 'Road trips' })).statusCode, 200, 'the same name again is fine')
  t.same(events, ['vlogs'], '...and announces nothing')
  res = await call('PUT', `/api/cms/vlog-categories/${travel.id}`, { name: 'PEOPLE' })
  t.same([res.statusCode, res.json()], [409, { error: 'A category with this name already exists' }])
  res = await call('PUT', `/api/cms/vlog-categories/${travel.id}`, { name: ' ' })
  t.same([res.statusCode, res.json()], [400, { error: 'Category name is required' }])
  res = await call('PUT', '/api/cms/vlog-categories/999999', { name: 'Ghost' })
  t.same([res.statusCode, res.json()], [404, { error: 'Category not found' }])
  t.equal((await call('PUT', `/api/cms/vlog-categories/${people.id}`, { name: 'X' }, viewer.cookie)).statusCode, 403)
  t.equal((await call('DELETE', `/api/cms/vlog-categories/${people.id}`, undefined, viewer.cookie)).statusCode, 403)

  await call('DELETE', `/api/cms/vlogs/${live.id}`)
  res = await call('DELETE', `/api/cms/vlog-categories/${travel.id}`)
  t.same([res.statusCode, res.json()], [409, { error: 'Used by 1 vlog: move it to another category before deleting this one.' }])
  await call('PUT', `/api/cms/vlogs/${draft.id}`, { category: 'People' })
  res = await call('DELETE', `/api/cms/vlog-categories/${travel.id}`)
  t.same([res.statusCode, res.json()], [200, { success: true }])
  t.same(await usage(), { People: 1 })
  t.equal((await call('DELETE', `/api/cms/vlog-categories/${travel.id}`)).statusCode, 404)
  const audit = await app.db
    .selectFrom('audit_log')
    .select(['action', 'details'])
    .where('action', 'in', ['vlog_category_renamed', 'vlog_category_deleted'])
    .where('target_id', '=', String(travel.id))
    .orderBy('id')
    .execute()
  t.same(audit, [
    { action: 'vlog_category_renamed', details: { from: 'Travel', to: 'Road trips', vlogs: 2 } },
    { action: 'vlog_category_deleted', details: { name: 'Road trips' } },
  ])
})

t.test('permissions: viewers read, editors and up write, anonymous callers are refused', async (t) => {
  const { app, viewer, admin, editor, create } = await setup(t)
  const vlog = await create({ title: 'Perm test' })
  const body = { title: 'X', category: 'Travel', youtube_url: URL_OF() }
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string) =>
    app.inject({ method, url, headers: jsonHeaders(cookie), ...(method === 'GET' || method === 'DELETE' ? {} : { payload: body }) })

  for (const url of ['/api/cms/vlogs', `/api/cms/vlogs/${vlog.id}`, '/api/cms/vlog-categories']) {
    t.equal((await call('GET', url)).statusCode, 401, `anonymous GET ${url}`)
    t.equal((await call('GET', url, viewer.cookie)).statusCode, 200, `viewer GET ${url}`)
  }
  t.equal((await call('POST', '/api/cms/vlogs')).statusCode, 401)
  t.equal((await call('POST', '/api/cms/vlogs', viewer.cookie)).statusCode, 403)
  t.equal((await call('PUT', `/api/cms/vlogs/${vlog.id}`, viewer.cookie)).statusCode, 403)
  t.equal((await call('DELETE', `/api/cms/vlogs/${vlog.id}`, viewer.cookie)).statusCode, 403)
  t.equal((await call('DELETE', `/api/cms/vlogs/${vlog.id}`)).statusCode, 401)
  const forbidden = await call('PUT', `/api/cms/vlogs/${vlog.id}`, viewer.cookie)
  t.same(forbidden.json(), { error: 'You do not have permission to do this' })
  t.equal((await call('POST', '/api/cms/vlogs', admin.cookie)).statusCode, 201)
  t.equal((await call('PUT', `/api/cms/vlogs/${vlog.id}`, editor.cookie)).statusCode, 200)
  t.equal((await app.inject({ method: 'GET', url: `/api/cms/vlogs/${vlog.id}`, headers: { cookie: viewer.cookie } })).json().vlog.title, 'X')
  const routes = app.permissionRoutes.filter((r) => r.url.includes('vlog'))
  t.same(
    routes.map((r) => `${r.method} ${r.url} ${r.permission}`).sort(),
    [
      'DELETE /api/cms/vlog-categories/:id content:write',
      'DELETE /api/cms/vlogs/:id content:write',
      'DELETE /api/cms/vlogs/:id/autosave content:write',
      'GET /api/cms/vlog-categories console:read',
      'GET /api/cms/vlogs console:read',
      'GET /api/cms/vlogs/:id console:read',
      'GET /api/cms/vlogs/:id/autosave content:write',
      'GET /api/cms/vlogs/:id/revisions console:read',
      'GET /api/cms/vlogs/:id/revisions/:rid console:read',
      'POST /api/cms/vlog-categories content:write',
      'POST /api/cms/vlogs content:write',
      'POST /api/cms/vlogs/:id/revisions/:rid/restore content:write',
      'POST /api/cms/vlogs/bulk content:write',
      'PUT /api/cms/vlog-categories/:id content:write',
      'PUT /api/cms/vlogs/:id content:write',
      'PUT /api/cms/vlogs/:id/autosave content:write',
    ],
  )
})

t.test('bad requests answer 400 {error}, never 5xx', async (t) => {
  const { app, editor, create } = await setup(t)
  const vlog = await create({ title: 'Target' })
  const badQueries = [
    '?limit=0', '?limit=51', '?limit=abc', '?limit=1e1', '?limit=0x10', '?limit=1.5', '?limit=-1', '?offset=-1', '?offset=10001',
    '?status=draft', '?status=all', '?sort=random', '?unknown=1', `?search=${'s'.repeat(201)}`, `?category=${'c'.repeat(101)}`, '?limit=1&limit=2',
  ]
  for (const qs of badQueries) {
    const res = await app.inject({ method: 'GET', url: `/api/public/vlogs${qs}` })
    t.equal(res.statusCode, 400, qs)
    t.type(res.json().error, 'string', qs)
  }
  t.match((await app.inject({ method: 'GET', url: '/api/public/vlogs?status=draft' })).json().error, /querystring\.status must be one of: published/)
  for (const qs of ['?limit=201', '?status=archived', '?offset=x', '?extra=1']) {
    const res = await app.inject({ method: 'GET', url: `/api/cms/vlogs${qs}`, headers: { cookie: editor.cookie } })
    t.equal(res.statusCode, 400, qs)
  }

  const headers = jsonHeaders(editor.cookie)
  const valid = { title: 'T', category: 'C', youtube_url: URL_OF() }
  const badBodies: Array<[unknown, RegExp]> = [
    [{ ...valid, id: 5 }, /Unknown field "id"/],
    [{ ...valid, thumbnail_url: '' }, /Unknown field "thumbnail_url"/],
    [{ ...valid, title: 5 }, /body\.title must be a string/],
    [{ ...valid, title: 'x'.repeat(201) }, /The title can be at most 200 characters\./],
    [{ ...valid, description: 'x'.repeat(5001) }, /The description can be at most 5,000 characters\./],
    [{ ...valid, status: 'archived' }, /body\.status must be one of: draft, published/],
    [{ ...valid, publish_date: 'tomorrow' }, /publish date must be a date/],
    [{ ...valid, publish_date: '2026-02-30' }, /publish date must be a date/],
    [{ ...valid, publish_date: '2026-01-01T25:00:00Z' }, /publish date must be a date/],
    [{ ...valid, publish_date: 12345 }, /publish_date/],
    [{ ...valid, youtube_url: ['x'] }, /youtube_url/],
    [`{"title":"T","category":"C","youtube_url":"${URL_OF()}","__proto__":{"admin":true}}`, /./],
    [[], /body must be a object|body/],
    ['null', /./],
    ['"text"', /./],
    ['{', /not valid JSON/],
  ]
  for (const [payload, message] of badBodies) {
    for (const [method, url] of [['POST', '/api/cms/vlogs'], ['PUT', `/api/cms/vlogs/${vlog.id}`]] as const) {
      const res = await app.inject({ method, url, headers, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) })
      t.equal(res.statusCode, 400, `${method} ${JSON.stringify(payload)}`)
      t.match(res.json().error, message)
    }
  }
  for (const id of ['abc', '0', '1.5', '0x10', '-1', '99999999999', '1e3', '%20']) {
    const res = await app.inject({ method: 'GET', url: `/api/cms/vlogs/${id}`, headers: { cookie: editor.cookie } })
    t.equal(res.statusCode, 400, `id ${id}`)
    t.type(res.json().error, 'string')
  }
  const missing = await app.inject({ method: 'GET', url: '/api/cms/vlogs/2147483647', headers: { cookie: editor.cookie } })
  t.equal(missing.statusCode, 404)
  t.same(missing.json(), { error: VLOG_MESSAGES.notFound })
  const wrongType = await app.inject({ method: 'POST', url: '/api/cms/vlogs', headers: { cookie: editor.cookie, 'content-type': 'text/plain' }, payload: 'x' })
  t.equal(wrongType.statusCode, 415)
})

t.test('helpers', async (t) => {
  t.equal(prefixQuery('  '), null)
  t.equal(prefixQuery('!!!'), null)
  t.equal(prefixQuery("Électric o'Brien"), "'électric':* & 'o':* & 'brien':*")
  const M = VLOG_MESSAGES.publishDate
  t.equal(parsePublishDate('2026-03-04T05:06:07Z', M), '2026-03-04T05:06:07.000Z')
  t.equal(parsePublishDate('2026-03-04T05:06', M), '2026-03-04T05:06:00.000Z', 'no zone reads as UTC')
  t.equal(parsePublishDate('2026-03-04T05:06:07.123+02:00', M), '2026-03-04T03:06:07.123Z')
  t.equal(parsePublishDate('2026-03-04T05:06:07+0530', M), '2026-03-03T23:36:07.000Z')
  t.equal(parsePublishDate('2024-02-29', M), '2024-02-29T00:00:00.000Z')
  for (const bad of ['2025-02-29', '2026-13-01', '1899-12-31', '2026-01-01T00:60', '2026-01-01T00:00+15:00', 'now', '2026-1-1']) {
    t.throws(() => parsePublishDate(bad, M), { message: M }, bad)
  }
})
