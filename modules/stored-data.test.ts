/**
 * Stored data is input too (issue 29, QUALITY R15): fast-check stores generated values (Unicode,
 * CR/LF, NUL, very long strings, `..`, backslashes, percent signs, lone surrogates) in every field an
 * editor saves that later reaches a header or an address: redirect targets (through the API, and
 * raw into the table as an older version might have left them), post and page slugs, canonical
 * URLs, a page's social card, the settings' web addresses, media kit file names, and the served content types' titles
 * (an event's calendar file name), links and places. It then asks for the pages and files
 * that use them over a real socket, with Node's strict HTTP parser, and asserts each answer is valid
 * HTTP below 500 and the process still answers. One refusal of a value is fine; a broken answer, a
 * reset or a stopped process is not.
 */
import t from 'tap'
import fc from 'fast-check'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Kysely } from 'kysely'
import { buildApp } from '../fastify.config.ts'
import { testConfig } from './core/config.ts'
import { createTestDatabase, jsonHeaders } from './core/testing.ts'
import { staff } from './auth/testing.ts'
import { builtBundles } from '../web-public/testing.ts'

await builtBundles('public')
await builtBundles('admin')

/** A GET over a socket of its own, parsed strictly; the status and headers, or what broke it. */
function get(port: number, path: string): Promise<{ status?: number; headers?: Record<string, unknown>; error?: string }> {
  return new Promise((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent: false, insecureHTTPParser: false, headers: { 'accept-encoding': 'identity' } }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers }))
      res.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }))
    })
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }))
    req.end()
  })
}

/** The values an editor, a paste or an older version might store. */
const hostile = fc.oneof(
  fc.constantFrom(
    '/zażółć',
    '/a\r\nSet-Cookie: x=1',
    '/a\nb',
    '/\u0000',
    '..',
    '../../etc/passwd',
    '/\\evil.example/',
    '/\t/evil.example',
    '//evil.example',
    '/.//evil.example',
    '%',
    '%zz/%C5',
    '/\ud800x',
    'https://przykład.example/ścieżka?q=ż',
    'https://example.com/\r\nx',
    'javascript:alert(1)',
    '"><script>alert(1)</script>',
    'a'.repeat(3000),
    '/' + 'ż'.repeat(600),
    '\u202e/gnp.exe',
    '/a b',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }).map((s) => `/${s}`),
  fc.tuple(fc.constantFrom('/', 'https://example.com/', '\\', '//'), fc.string({ unit: 'binary-ascii', maxLength: 20 })).map(([a, b]) => a + b),
)

t.test('no stored value makes an answer invalid HTTP or stops the process', async (t) => {
  const app = await buildApp({ config: testConfig(), database: await createTestDatabase() })
  t.teardown(() => app.close())
  await app.settings.update({ password_protection_enabled: '0' }, null)
  const admin = await staff(app, 'admin')
  await app.listen({ port: 0, host: '127.0.0.1' })
  const port = (app.server.address() as AddressInfo).port
  const call = (method: 'POST' | 'PUT', url: string, payload: object) => app.inject({ method, url, headers: jsonHeaders(admin.cookie), payload })
  const db = app.db as unknown as Kysely<{ redirects: { from_path: string; to_target: string; status: number } }>

  // One uploaded file whose download is named after each generated media kit title.
  const boundary = 'stored-data-boundary'
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/cms/media-kit/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: admin.cookie },
    payload: Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="kit.pdf"\r\nContent-Type: application/pdf\r\n\r\n`), pdf, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  })
  t.equal(uploaded.statusCode, 201, 'a media kit file to name')
  const fileUrl = uploaded.json().url as string

  let n = 0
  const broken: string[] = []
  const expectValid = async (path: string, value: string) => {
    const answer = await get(port, path)
    if (answer.error || !answer.status || answer.status >= 500) broken.push(`${path} (${JSON.stringify(value).slice(0, 80)}): ${answer.error ?? answer.status}`)
    return answer
  }

  await fc.assert(
    fc.asyncProperty(hostile, async (value) => {
      const i = ++n
      // Redirect targets: through the API (checked), and raw, as an older version may have stored them.
      await call('POST', '/api/cms/redirects', { from_path: `/moved-${i}`, to: value, status: 301 })
      await db.insertInto('redirects').values({ from_path: `/old-${i}`, to_target: value.replace(/\u0000/g, ''), status: 302 }).execute()
      await app.redirects.reload()
      await expectValid(`/moved-${i}`, value)
      await expectValid(`/old-${i}?utm=${i}`, value)

      // Slugs and a canonical URL.
      const post = await call('POST', '/api/cms/blogs', { title: `Post ${i}`, slug: value, category: 'News', content: '<p>Text.</p>', status: 'published' })
      if (post.statusCode === 201) await expectValid(`/journal/blogs/${encodeURIComponent(post.json().blog.slug)}`, value)
      const page = await call('POST', '/api/cms/pages', { page_name: `Page ${i}`, slug: value, content_json: '[]', canonical_url: value, is_published: true })
      if (page.statusCode === 201) await expectValid(`/${encodeURIComponent(page.json().page.slug)}`, value)
      // A page's social card: its image and words become Open Graph tags of the head (issue 31).
      const card = await call('POST', '/api/cms/pages', { page_name: `Card ${i}`, slug: `card-${i}`, content_json: '[]', social_image: value, social_title: value.slice(0, 200), social_description: value.slice(0, 500), is_published: true })
      if (card.statusCode === 201) await expectValid(`/card-${i}`, value)

      // The settings' web addresses, shown in every page's footer.
      await call('PUT', '/api/cms/settings', { linkedin_url: value })

      // A media kit title: the download's file name.
      await call('POST', '/api/cms/media-kit', { title: value.slice(0, 200), description: 'A file.', file_type: 'PDF', file_url: fileUrl, file_size: '1 KB', item_count: '1 file' })
      await expectValid(fileUrl, value)

      // Served content types: an event's title names its calendar file; its links and a role's place are drawn.
      const start = new Date(Date.UTC(2031, 0, 1 + (i % 300), 18)).toISOString()
      const event = await call('POST', '/api/cms/events', {
        title: value.slice(0, 200) || `Event ${i}`,
        summary: value.slice(0, 400) || 'An event.',
        body: `<p>${value.slice(0, 200)}</p>`,
        starts_at: start,
        ends_at: start,
        time_zone: 'Europe/Lisbon',
        venue: value.slice(0, 200),
        registration_url: value,
        status: 'published',
      })
      if (event.statusCode === 201) {
        const slug = encodeURIComponent(event.json().item.slug)
        for (const path of [`/events/${slug}`, `/api/public/events/${slug}/calendar.ics`]) await expectValid(path, value)
      }
      const role = await call('POST', '/api/cms/roles', { title: value.slice(0, 200) || `Role ${i}`, summary: 'A role.', body: '<p>Work.</p>', team: value.slice(0, 100) || 'Team', employment_type: 'FULL_TIME', workplace: 'remote', location: value.slice(0, 200), status: 'published' })
      if (role.statusCode === 201) await expectValid(`/careers/${encodeURIComponent(role.json().item.slug)}`, value)

      for (const path of ['/', '/journal/blogs', '/events', '/careers', '/api/public/events/calendar.ics', '/sitemap.xml', '/journal/rss.xml']) await expectValid(path, value)
      return true
    }),
    { numRuns: Number(process.env.STORED_DATA_RUNS ?? 25), seed: process.env.STORED_DATA_SEED ? Number(process.env.STORED_DATA_SEED) : undefined },
  )
  t.same(broken, [], 'every answer was valid HTTP below 500')
  t.same((await get(port, '/about')).status, 200, 'and the process still answers')
})
