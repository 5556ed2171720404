/**
 * The blog HTML sanitiser (QUALITY R3 on the server side): every payload of the XSS corpus is saved
 * through the console API and what is stored and served holds nothing executable; a document using
 * every feature of the editor (shared/rich-text.ts) survives a save byte for byte.
 */
import t from 'tap'
import { parseHTML } from 'linkedom'
import { createTestApp, jsonHeaders } from '../core/testing.ts'
import { textProblem } from '../core/validation.ts'
import { auth } from '../auth/index.ts'
import { staff } from '../auth/testing.ts'
import { settings } from '../settings/index.ts'
import { gate } from '../gate/index.ts'
import { BLOCK_TAGS, FONT_FAMILIES, FONT_SIZES, LINE_HEIGHTS, MARK_TAGS, PALETTE } from '../../shared/rich-text.ts'
import { excerptOf } from '../../shared/journal.ts'
import { blogs } from './index.ts'
import { hasEmbeddedImages, sanitizeBlogHtml } from './sanitize.ts'
import { everyFeatureDocument, XSS_PAYLOADS } from './xss-corpus.ts'

const ALLOWED_TAGS = new Set<string>([...BLOCK_TAGS, ...MARK_TAGS, 'span', 'a', 'img', 'ul', 'ol', 'li', 'br'])
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title'],
  span: ['style'],
  ...Object.fromEntries(BLOCK_TAGS.map((tag) => [tag, ['style']])),
}
const fontValue = (v: string) => FONT_FAMILIES.some((f) => v === f || v === `"${f}"` || v === `'${f}'`)
const STYLE_RULES: Record<string, (v: string) => boolean> = {
  'font-family': fontValue,
  'font-size': (v) => (FONT_SIZES as readonly string[]).includes(v),
  color: (v) => (PALETTE as readonly string[]).includes(v.toLowerCase()),
  'line-height': (v) => (LINE_HEIGHTS as readonly string[]).includes(v),
}
const SAFE_URL = /^(https?:\/\/[^\s]|mailto:|\/(?!\/)|#)/i

/** Problems found in sanitised HTML; empty when nothing could run, load or restyle the page. */
function problems(html: string): string[] {
  const found: string[] = []
  // Markup-level: the raw tags (text is escaped, so "<" only starts a real tag).
  for (const tag of html.match(/<[^>]*>/g) ?? []) {
    if (/^<\/?(script|iframe|object|embed|svg|math|style|form|meta|base|link|template|noscript|frame|applet|input|textarea|button)\b/i.test(tag)) found.push(`forbidden tag ${tag}`)
    if (/\son[a-z]+\s*=/i.test(tag)) found.push(`event handler in ${tag}`)
    if (/javascript:|vbscript:|data:|livescript:|expression\s*\(|url\s*\(|@import|behavior|binding/i.test(tag)) found.push(`dangerous value in ${tag}`)
  }
  // DOM-level: every element, attribute, URL and style property is on the allowlist.
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`)
  for (const el of document.body.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase()
    if (!ALLOWED_TAGS.has(tag)) found.push(`element <${tag}>`)
    for (const { name, value } of Array.from(el.attributes) as Array<{ name: string; value: string }>) {
      if (!(ALLOWED_ATTRIBUTES[tag] ?? []).includes(name)) found.push(`attribute ${name} on <${tag}>`)
      if ((name === 'href' || name === 'src') && !SAFE_URL.test(value.trim())) found.push(`${name}="${value}" on <${tag}>`)
      if (name === 'target' && value !== '_blank') found.push(`target=${value}`)
      if (name === 'style') {
        for (const decl of value.split(';').filter(Boolean)) {
          const [prop, ...rest] = decl.split(':')
          const rule = STYLE_RULES[prop.trim().toLowerCase()]
          const allowedHere = tag === 'span' ? prop !== 'line-height' : prop === 'line-height'
          if (!rule || !allowedHere || !rule(rest.join(':').trim())) found.push(`style ${decl} on <${tag}>`)
        }
      }
    }
    if (tag === 'a' && el.getAttribute('target') === '_blank' && el.getAttribute('rel') !== 'noopener noreferrer') found.push('target=_blank without noopener')
  }
  return found
}

t.test('sanitiser units', async (t) => {
  t.ok(XSS_PAYLOADS.length >= 100, `${XSS_PAYLOADS.length} payloads`)
  t.equal(new Set(XSS_PAYLOADS).size, XSS_PAYLOADS.length, 'all distinct')
  for (const payload of XSS_PAYLOADS) {
    const clean = sanitizeBlogHtml(payload)
    t.same(problems(clean), [], payload)
    t.equal(sanitizeBlogHtml(clean), clean, `stable: ${payload}`)
  }
  const doc = everyFeatureDocument()
  t.same(problems(doc), [], 'the checker accepts every editor feature')
  t.equal(sanitizeBlogHtml(doc), doc, 'every editor feature survives unchanged')
  t.equal(sanitizeBlogHtml('<p>a<br/>b<img src="/media/x.png" alt="x"/></p>'), '<p>a<br>b<img src="/media/x.png" alt="x"></p>', 'void tags are written as browsers write them')
  t.equal(sanitizeBlogHtml('<p>a\u00a0b</p>'), '<p>a&nbsp;b</p>')
  t.equal(sanitizeBlogHtml('<p style="line-height: 1.5; color: red">x</p>'), '<p style="line-height:1.5">x</p>', 'canonical style form')
  t.equal(sanitizeBlogHtml('<a href="https://x.com" target="_self" rel="opener">x</a>'), '<a href="https://x.com">x</a>')
  t.equal(sanitizeBlogHtml('<a href="https://x.com" target="_blank">x</a>'), '<a href="https://x.com" target="_blank" rel="noopener noreferrer">x</a>')
  t.ok(hasEmbeddedImages('<img src="data:image/png;base64,AAAA">'))
  t.notOk(hasEmbeddedImages('<p>data:image/png is text</p><img src="/media/x.png">'))
  t.notOk(hasEmbeddedImages('<a href="data:text/plain,x">x</a>'), 'a data: link is not an image (the sanitiser removes it)')
  const start = performance.now()
  hasEmbeddedImages('<img '.repeat(160_000))
  sanitizeBlogHtml('<img '.repeat(160_000))
  t.ok(performance.now() - start < 5000, 'hostile input of 800 KB is handled in linear time')
})

t.test('the corpus through the API: stored and served content holds nothing executable', async (t) => {
  const app = await createTestApp([auth, settings, gate, blogs])
  t.teardown(() => app.close())
  await app.settings.update({ password_protection_enabled: '0' }, null)
  const editor = await staff(app, 'editor')

  for (const [i, payload] of XSS_PAYLOADS.entries()) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/cms/blogs',
      headers: jsonHeaders(editor.cookie),
      payload: { title: `XSS ${i}`, category: 'Security', content: `<p>Payload ${i}</p>${payload}`, status: 'published' },
    })
    if (textProblem(payload)) {
      // Core refuses control characters and lone surrogates in any text before it reaches the sanitiser.
      t.equal(res.statusCode, 400, payload)
      t.match(res.json().error, /^body\.content must /)
      continue
    }
    t.equal(res.statusCode, 201, payload)
    const { slug, id } = res.json().blog
    const served = await app.inject({ method: 'GET', url: `/api/public/blogs/${slug}` })
    const content = served.json().blog.content as string
    t.same(problems(content), [], payload)
    t.match(content, `<p>Payload ${i}</p>`, 'the harmless part is kept')
    const stored = await app.db.selectFrom('blogs').select(['content', 'excerpt']).where('id', '=', id).executeTakeFirstOrThrow()
    t.equal(stored.content, content)
    t.equal(stored.excerpt, excerptOf(content), 'the excerpt is the plain text of what was kept')
  }

  const doc = everyFeatureDocument()
  const res = await app.inject({ method: 'POST', url: '/api/cms/blogs', headers: jsonHeaders(editor.cookie), payload: { title: 'Every feature', category: 'Editor', content: doc } })
  t.equal(res.statusCode, 201)
  t.equal(res.json().blog.content, doc, 'saved unchanged')
  const again = await app.inject({ method: 'PUT', url: `/api/cms/blogs/${res.json().blog.id}`, headers: jsonHeaders(editor.cookie), payload: { content: res.json().blog.content } })
  t.equal(again.json().blog.content, doc, 'and unchanged when saved again')
})
