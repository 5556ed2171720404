/**
 * The media library (issue 18): every upload is an entry (alt text asked at upload, size, uploader,
 * date); the list is searched and paged on the server, newest first; alt text is edited; where an
 * image is used is asked of every content module (blogs, vlogs, pages, press, media kit); a used
 * image is refused deletion with the places named, an unused one is deleted with its variants;
 * permissions and the audit log; the migration's backfill of images stored before the library.
 */
import t from 'tap'
import sharp from 'sharp'
import { createTestApp, jsonHeaders } from '../core/testing.ts'
import { auth } from '../auth/index.ts'
import { staff } from '../auth/testing.ts'
import { settings } from '../settings/index.ts'
import { gate } from '../gate/index.ts'
import { pages } from '../pages/index.ts'
import { contentTypes } from '../content-types/index.ts'
import { media } from './index.ts'
import { LIBRARY_PAGE_SIZE, type LibraryImage, type MediaLibraryResponse } from '../../shared/api/media-library.ts'
import { down as dropLibrary, up as addLibrary } from '../../migrations/2026-11-26-08-media-library.ts'
import { imageReference, urlsIn } from './library.ts'

const png = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } }).png().toBuffer()
const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`
/** A distinct colour per number, so each upload is a distinct image. */
const colour = (n: number) => `#${(0x102030 + n * 0x030507).toString(16).slice(-6)}`

async function build() {
  const app = await createTestApp([auth, settings, gate, media, pages, contentTypes])
  await app.settings.update({ password_protection_enabled: '0' }, null)
  const editor = await staff(app, 'editor')
  const viewer = await staff(app, 'viewer')
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie: string | null = editor.cookie) =>
    app.inject({ method, url, headers: payload === undefined ? (cookie ? { cookie } : {}) : jsonHeaders(cookie ?? undefined), ...(payload === undefined ? {} : { payload: payload as object }) })
  const upload = async (bytes: Buffer, filename: string, alt?: string, query = '') => {
    const res = await send('POST', `/api/upload-image${query}`, { image: dataUrl(bytes), filename, ...(alt === undefined ? {} : { alt }) })
    if (res.statusCode !== 200) throw new Error(`upload: ${res.statusCode} ${res.body}`)
    return res.json() as { success: true; url: string; id: number; alt: string }
  }
  const library = async (qs = '', cookie: string | null = viewer.cookie) => {
    const res = await send('GET', `/api/cms/media/library${qs}`, undefined, cookie)
    if (res.statusCode !== 200) throw new Error(`library: ${res.statusCode} ${res.body}`)
    return res.json() as MediaLibraryResponse
  }
  const entry = async (url: string) => (await library()).items.find((i) => i.url === url) as LibraryImage
  const audits = (action: string) => app.db.selectFrom('audit_log').select(['target_id', 'details', 'admin_id']).where('action', '=', action).orderBy('id').execute()
  return { app, editor, viewer, send, upload, library, entry, audits }
}

t.test('the media library', async (t) => {
  const ctx = await build()
  const { app, editor, viewer, send, upload, library, entry, audits } = ctx
  t.teardown(() => app.close())

  await t.test('an upload is a library entry with its alt text, size, uploader and date', async (t) => {
    const before = Date.now()
    const photo = await png(640, 360, '#2c3e50')
    const up = await upload(photo, 'Prototype on the road.png', '  A prototype on a coastal road  ')
    t.match(up, { success: true, url: /^\/media\/images\/[0-9a-f]{64}\.png$/, alt: 'A prototype on a coastal road' })
    t.type(up.id, 'number')
    const item = await entry(up.url)
    t.match(item, {
      id: up.id,
      url: up.url,
      thumb: up.url.replace('.png', '-480.webp'),
      alt: 'A prototype on a coastal road',
      filename: 'Prototype on the road.png',
      width: 640,
      height: 360,
      mime: 'image/png',
      uploaded_by: { id: editor.admin.id, name: editor.admin.name },
      used_in: [],
    })
    t.ok(item.bytes > 0)
    t.ok(Date.parse(item.created_at) >= before - 1000, 'dated now')
    t.match((await audits('image_uploaded')).at(-1)?.details, { library_id: up.id, alt: 'A prototype on a coastal road' })

    // The same bytes again: the same entry; alt text kept (a second upload does not overwrite it).
    const again = await upload(photo, 'copy.png', 'Another description')
    t.same([again.id, again.alt], [up.id, 'A prototype on a coastal road'])

    // Alt text by query, and an image without alt that gains one when uploaded again with it.
    const small = await png(120, 80, '#16a085')
    const bare = await upload(small, 'small.png')
    t.equal(bare.alt, '')
    const byQuery = await upload(small, 'small.png', undefined, `?alt=${encodeURIComponent('A green tile')}`)
    t.same([byQuery.id, byQuery.alt], [bare.id, 'A green tile'])
    t.equal((await entry(bare.url)).thumb, bare.url, 'no variant narrower than the image: the original is the thumbnail')

    const tooLong = await send('POST', '/api/upload-image', { image: dataUrl(small), filename: 'x.png', alt: 'x'.repeat(201) })
    t.equal(tooLong.statusCode, 400)
    t.equal(tooLong.json().success, false)
  })

  await t.test('the list: newest first, 24 a page, searched by alt text or file name', async (t) => {
    await app.db.deleteFrom('images').execute()
    const ids: number[] = []
    for (let i = 0; i < 30; i++) ids.push((await upload(await png(40, 30, colour(i)), `tile-${i}.png`, i % 10 === 7 ? `Seventh 100% tile ${i}` : `Tile number ${i}`)).id)
    const first = await library()
    t.equal(first.total, 30)
    t.equal(first.page_size, LIBRARY_PAGE_SIZE)
    t.equal(first.items.length, 24)
    t.same(first.items.map((i) => i.id), [...ids].reverse().slice(0, 24), 'newest first')
    const second = await library('?page=2')
    t.same(second.items.map((i) => i.id), [...ids].reverse().slice(24))
    t.same((await library('?page=3')).items, [])

    t.same((await library('?search=seventh')).items.map((i) => i.alt), ['Seventh 100% tile 27', 'Seventh 100% tile 17', 'Seventh 100% tile 7'], 'alt text, any case')
    t.equal((await library('?search=100%25')).total, 3, '% is a literal character')
    t.equal((await library('?search=_')).total, 0, '_ is a literal character')
    t.same((await library('?search=TILE-12.PNG')).items.map((i) => i.filename), ['tile-12.png'], 'file name')
    t.equal((await library('?search=nothing%20like%20this')).total, 0)

    for (const qs of ['?page=0', '?page=-1', '?page=1.5', '?page=x', `?search=${'a'.repeat(201)}`, '?other=1', '?search=%00']) {
      const res = await send('GET', `/api/cms/media/library${qs}`, undefined, viewer.cookie)
      t.equal(res.statusCode, 400, qs)
      t.type(res.json().error, 'string')
    }
  })

  await t.test('alt text is edited, audited, and refused when it is not acceptable', async (t) => {
    const up = await upload(await png(300, 200, '#8e44ad'), 'purple.png')
    const res = await send('PUT', `/api/cms/media/library/${up.id}`, { alt: '  A purple panel  ' })
    t.equal(res.statusCode, 200)
    t.match(res.json().item, { id: up.id, url: up.url, alt: 'A purple panel', used_in: [] })
    t.equal((await entry(up.url)).alt, 'A purple panel')
    t.match((await audits('image_alt_updated')).at(-1), { target_id: String(up.id), admin_id: editor.admin.id, details: { url: up.url, from: '', to: 'A purple panel' } })
    const count = (await audits('image_alt_updated')).length
    t.equal((await send('PUT', `/api/cms/media/library/${up.id}`, { alt: 'A purple panel' })).statusCode, 200)
    t.equal((await audits('image_alt_updated')).length, count, 'an unchanged alt text is not a change')

    const missing = await send('PUT', '/api/cms/media/library/999999', { alt: 'x' })
    t.same([missing.statusCode, missing.json()], [404, { error: 'That image is not in the library any more.' }])
    for (const body of [{}, { alt: 5 }, { alt: 'x'.repeat(201) }, { alt: 'a\u0000b' }, { alt: 'x', extra: 1 }]) {
      const bad = await send('PUT', `/api/cms/media/library/${up.id}`, body)
      t.equal(bad.statusCode, 400, JSON.stringify(body))
      t.type(bad.json().error, 'string')
    }
    t.equal((await send('PUT', '/api/cms/media/library/abc', { alt: 'x' })).statusCode, 400)
  })

  await t.test('where each image is used, across every content type, and the delete refusal', async (t) => {
    await app.db.deleteFrom('images').execute()
    const hero = await upload(await png(1200, 600, '#c0392b'), 'hero.png', 'The hero picture')
    const inline = await upload(await png(800, 500, '#d35400'), 'inline.png', 'Inline picture')
    const thumb = await upload(await png(640, 360, '#27ae60'), 'thumb.png', 'Vlog thumbnail')
    const unused = await upload(await png(500, 500, '#7f8c8d'), 'unused.png', 'Nobody uses me')

    t.equal((await send('POST', '/api/cms/blog-categories', { name: 'News' })).statusCode, 201)
    const blog = await send('POST', '/api/cms/blogs', {
      title: 'Launch day',
      category: 'News',
      featured_image: hero.url,
      // The editor writes a variant of the inline image (srcset-sized): still a use of it.
      content: `<p>Hello.</p><img src="${inline.url.replace('.png', '-960.webp')}" alt="Inline picture">`,
    })
    t.equal(blog.statusCode, 201, blog.body)
    const blogId = blog.json().blog.id as number
    t.equal((await send('POST', '/api/cms/vlog-categories', { name: 'Films' })).statusCode, 201)
    const vlog = await send('POST', '/api/cms/vlogs', { title: 'On film', category: 'Films', youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', thumbnail: thumb.url })
    t.equal(vlog.statusCode, 201, vlog.body)
    const vlogId = vlog.json().vlog.id as number
    const page = await send('POST', '/api/cms/pages', {
      page_name: 'Spring launch',
      slug: 'spring-launch',
      content_json: JSON.stringify([{ id: 'image', type: 'image', title: 'The hero picture', content: hero.url, visible: true }]),
      is_published: true,
    })
    t.equal(page.statusCode, 201, page.body)
    const pageId = page.json().page.id as number
    const press = await send('POST', '/api/cms/press-highlights', { title: 'In the papers', content: '<p>Story.</p>', featured_image: `https://www.yerth.com${hero.url}` })
    t.equal(press.statusCode, 201, press.body)
    const pressId = press.json().highlight.id as number
    const kit = await send('POST', '/api/cms/media-kit', { title: 'Press photo', file_type: 'PNG', file_url: thumb.url })
    t.equal(kit.statusCode, 201, kit.body)
    const kitId = kit.json().item.id as number

    const listed = await library()
    const usedIn = (url: string) => listed.items.find((i) => i.url === url)!.used_in
    // In the registry's order of content types (shared/content-types/: pages, then the served ones), then by id.
    t.same(usedIn(hero.url), [
      { type: 'pages', id: pageId, title: 'Spring launch', url: '/spring-launch' },
      { type: 'blogs', id: blogId, title: 'Launch day', url: '/journal/blogs/launch-day' },
      { type: 'press-highlights', id: pressId, title: 'In the papers', url: '/press/in-the-papers' },
    ])
    t.same(usedIn(inline.url), [{ type: 'blogs', id: blogId, title: 'Launch day', url: '/journal/blogs/launch-day' }])
    t.same(usedIn(thumb.url).map((p) => [p.type, p.id]), [['vlogs', vlogId], ['media-kit', kitId]])
    t.same(usedIn(unused.url), [])

    // Asked before a delete (issue 29): where it is used now, for the console to refuse before any question.
    const asked = await send('GET', `/api/cms/media/library/${hero.id}`, undefined, viewer.cookie)
    t.equal(asked.statusCode, 200)
    t.same(asked.json().item.used_in, usedIn(hero.url), 'the places, as the list names them')
    t.same((await send('GET', `/api/cms/media/library/${unused.id}`)).json().item.used_in, [])
    t.equal((await send('GET', '/api/cms/media/library/2147483647')).statusCode, 404)
    const refused = await send('DELETE', `/api/cms/media/library/${hero.id}`)
    t.equal(refused.statusCode, 409)
    t.match(refused.json(), { error: /Launch day/, used_in: usedIn(hero.url) })
    t.match(refused.json().error, /Spring launch/)
    t.match(refused.json().error, /Replace it there first/)
    t.equal((await send('GET', hero.url)).statusCode, 200, 'still served')
    t.equal((await send('DELETE', `/api/cms/media/library/${thumb.id}`)).statusCode, 409)

    // No longer used once the page drops it: the refusal follows the content, never a stale record.
    const emptied = await send('PUT', `/api/cms/vlogs/${vlogId}`, { title: 'On film', category: 'Films', youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', thumbnail: null })
    t.equal(emptied.statusCode, 200, emptied.body)
    t.same((await entry(thumb.url)).used_in.map((p) => p.type), ['media-kit'])

    const gone = await send('DELETE', `/api/cms/media/library/${unused.id}`)
    t.equal(gone.statusCode, 204)
    t.equal((await send('GET', unused.url)).statusCode, 404, 'the original is gone')
    t.equal((await send('GET', unused.url.replace('.png', '-480.webp'))).statusCode, 404, 'its variants too')
    t.equal(await app.db.selectFrom('image_variants').select('width').where('sha256', '=', unused.url.slice(14, 78)).execute().then((r) => r.length), 0)
    t.match((await audits('image_deleted')).at(-1), { target_id: String(unused.id), details: { url: unused.url, filename: 'unused.png', alt: 'Nobody uses me' } })
    t.equal((await send('DELETE', `/api/cms/media/library/${unused.id}`)).statusCode, 404)
  })

  await t.test('permissions: staff read, editors and up change', async (t) => {
    const up = await upload(await png(64, 64, '#34495e'), 'perm.png')
    t.equal((await send('GET', '/api/cms/media/library', undefined, null)).statusCode, 401)
    t.equal((await send('GET', '/api/cms/media/library', undefined, viewer.cookie)).statusCode, 200)
    t.equal((await send('PUT', `/api/cms/media/library/${up.id}`, { alt: 'x' }, null)).statusCode, 401)
    t.equal((await send('PUT', `/api/cms/media/library/${up.id}`, { alt: 'x' }, viewer.cookie)).statusCode, 403)
    t.equal((await send('DELETE', `/api/cms/media/library/${up.id}`, undefined, viewer.cookie)).statusCode, 403)
    t.equal((await send('POST', '/api/upload-image', { image: dataUrl(await png(8, 8, '#000000')), filename: 'x.png', alt: 'x' }, viewer.cookie)).statusCode, 403)
    t.equal((await entry(up.url)).alt, '', 'nothing changed')
    t.same(
      app.permissionRoutes.filter((r) => r.url.includes('/media/library')).map((r) => `${r.method} ${r.url} ${r.permission}`).sort(),
      ['DELETE /api/cms/media/library/:id content:write', 'GET /api/cms/media/library console:read', 'GET /api/cms/media/library/:id console:read', 'PUT /api/cms/media/library/:id content:write'],
    )
  })

  await t.test('images stored before the library become entries (migration backfill)', async (t) => {
    await app.db.deleteFrom('images').execute()
    const a = await upload(await png(50, 50, '#111111'), 'a.png', 'Alt A')
    const b = await upload(await png(60, 40, '#222222'), 'b.png', 'Alt B')
    await dropLibrary(app.db)
    await addLibrary(app.db)
    const listed = await library()
    t.same(
      listed.items.map((i) => [i.url, i.alt, i.filename, i.width, i.height, i.uploaded_by]),
      [
        [b.url, '', '', 60, 40, null],
        [a.url, '', '', 50, 50, null],
      ],
    )
    t.same(listed.items.map((i) => i.id).sort(), [1, 2], 'numbered in upload order')
    const next = await upload(await png(70, 40, '#333333'), 'c.png', 'Alt C')
    t.equal(next.id, 3, 'new uploads continue the numbering')
  })
})

t.test('usage helpers', async (t) => {
  const a = `/media/images/${'a'.repeat(64)}.png`
  const b = `/media/images/${'b'.repeat(64)}.jpg`
  t.type(imageReference([a, b, 'https://elsewhere.example/x.png']), 'function')
  t.equal(imageReference(['/art/home.svg', 'https://elsewhere.example/x.png', `/media/images/${'c'.repeat(64)}-480.webp`]), null, 'only originals of uploads are asked about')
  t.same(urlsIn([a, b], `<img src="https://site${a.replace('.png', '-960.webp')}">`, null), [a])
  t.same(urlsIn([a, b], '', undefined), [])
})

t.test('an image a trashed item uses stays in use until the item is purged', async (t) => {
  const { createTestApp, jsonHeaders } = await import('../core/testing.ts')
  const { auth } = await import('../auth/index.ts')
  const { staff } = await import('../auth/testing.ts')
  const { contentTypes } = await import('../content-types/index.ts')
  const { media } = await import('./index.ts')
  const { gate } = await import('../gate/index.ts')
  const { settings } = await import('../settings/index.ts')
  const app = await createTestApp([auth, settings, gate, media, contentTypes])
  t.teardown(() => app.close())
  const editor = await staff(app, 'editor')
  const sha = 'a'.repeat(64)
  const url = `/media/images/${sha}.png`
  const post = await app.inject({ method: 'POST', url: '/api/cms/blogs', headers: jsonHeaders(editor.cookie), payload: { title: 'Gone soon', category: 'News', content: `<p>x</p><img src="${url}" alt="a">` } })
  const id = post.json().blog.id
  await app.inject({ method: 'DELETE', url: `/api/cms/blogs/${id}`, headers: { cookie: editor.cookie } })
  const used = await app.media.usages.find([url])
  t.same((used.get(url) ?? []).map((u) => [u.type, u.title]), [['trash', 'Gone soon']])
  const entry = (await app.inject({ url: '/api/cms/trash', headers: { cookie: editor.cookie } })).json().items[0]
  await app.inject({ method: 'DELETE', url: `/api/cms/trash/${entry.id}`, headers: { cookie: editor.cookie } })
  t.same((await app.media.usages.find([url])).get(url) ?? [], [])
})
