/**
 * Rich text in blocks on the public side (issue 31, decision 0063):
 * - every rich-text field of every block draws its bold words and links as elements, never as
 *   escaped tags, on the server (no client JavaScript is needed to see them);
 * - the XSS corpus (modules/content/xss-corpus.ts) is saved into every rich-text field of every
 *   block at once: each save is refused in words at a rich-text field, or stores only the profile's
 *   canonical HTML, and the page served holds nothing executable.
 * Needs the built bundle (dist/public); built here when missing or older than its sources (web-public/testing.ts).
 */
import t from 'tap'
import { parseHTML } from 'linkedom'
import { createTestApp, jsonHeaders } from '../modules/core/testing.ts'
import { textProblem } from '../modules/core/validation.ts'
import { auth } from '../modules/auth/index.ts'
import { staff } from '../modules/auth/testing.ts'
import { settings } from '../modules/settings/index.ts'
import { gate } from '../modules/gate/index.ts'
import { pages } from '../modules/pages/index.ts'
import { contentTypes } from '../modules/content-types/index.ts'
import { media } from '../modules/media/index.ts'
import { XSS_PAYLOADS } from '../modules/content/xss-corpus.ts'
import type { Section } from '../shared/api/pages.ts'
import { BLOCKS } from '../shared/blocks/catalogue.ts'
import { isLink } from '../shared/blocks/checks.ts'
import { isSectionKey, type BlockSpec, type FieldSpec } from '../shared/blocks/fields.ts'
import { toRichTextHtml } from '../shared/blocks/rich-text.ts'
import { publicSite } from './plugin.ts'
import { builtBundles, siteWithAPost } from './testing.ts'

await builtBundles('public')

/** Every block's defaults on one page, each rich-text field (item 0 for item fields) set by `value(n)`, n counting the fields. */
function everyBlock(value: (n: number) => string): { sections: Section[]; fields: Array<{ block: BlockSpec; field: FieldSpec; n: number }> } {
  const fields: Array<{ block: BlockSpec; field: FieldSpec; n: number }> = []
  const sections = BLOCKS.map((block, i) => {
    const section = { ...(structuredClone(block.defaults) as Section), id: `block-${i}`, visible: true }
    for (const field of block.fields.filter((f) => f.kind === 'richText')) {
      const n = fields.push({ block, field, n: fields.length })
      if (isSectionKey(field.name)) section[field.name] = value(n - 1)
      else section.metadata = { ...section.metadata, [field.name]: value(n - 1) }
    }
    const items = section.metadata?.items
    if (block.items && Array.isArray(items) && items.length) {
      for (const field of block.items.fields.filter((f) => f.kind === 'richText')) {
        const n = fields.push({ block, field, n: fields.length })
        items[0] = { ...items[0], [field.name]: value(n - 1) }
      }
    }
    return section
  })
  return { sections, fields }
}

/** The parts of a page's <main> that could run: script-like elements, on… attributes, javascript:/data: addresses (the blocks' own forms are the page's). */
function executable(html: string): string[] {
  const { document } = parseHTML(html)
  const main = document.querySelector('main')
  if (!main) return ['no <main>']
  const found: string[] = []
  for (const el of main.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase()
    if (['script', 'iframe', 'object', 'embed', 'style', 'base', 'meta', 'link', 'frame', 'math', 'template'].includes(tag)) found.push(`<${tag}>`)
    for (const attr of el.attributes) {
      if (/^on/i.test(attr.name)) found.push(`${tag}[${attr.name}]`)
      if (['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc'].includes(attr.name) && /^\s*(?:javascript|data|vbscript):/i.test(attr.value.replace(/[\u0000-\u0020]/g, ''))) found.push(`${tag}[${attr.name}=${attr.value.slice(0, 40)}]`)
    }
  }
  return found
}

t.test('every rich-text field draws bold words and links as elements, on the server', async (t) => {
  const { app, editor } = await siteWithAPost(t)
  const { sections, fields } = everyBlock((n) => `<p>Lead ${n} <strong>Bold${n}</strong> and <em>it${n}</em> <a href="/contact">Link${n}</a>.</p><p>Second${n}</p>`)
  t.ok(fields.length >= 30, `${fields.length} rich-text fields`)
  const created = await app.inject({
    method: 'POST',
    url: '/api/cms/pages',
    headers: jsonHeaders(editor.cookie),
    payload: { page_name: 'Rich', slug: 'rich', content_json: JSON.stringify(sections), meta_title: '', meta_description: '', is_published: true },
  })
  t.equal(created.statusCode, 201, created.body.slice(0, 300))
  const html = (await app.inject({ url: '/rich' })).body
  t.notMatch(html, /&lt;(?:p|strong|em|a)\b/, 'no rich text is drawn as escaped tags')
  for (const { block, field, n } of fields) {
    const where = `${block.type}.${field.name}`
    t.match(html, `<strong>Bold${n}</strong>`, `${where}: bold`)
    t.match(html, `<em>it${n}</em>`, `${where}: italic`)
    t.match(html, new RegExp(`<a [^>]*href="/contact"[^>]*>Link${n}</a>`), `${where}: the link`)
    t.match(html, `Second${n}`, `${where}: the second paragraph`)
  }
})

t.test('the XSS corpus in every rich-text field: refused in words, or stored clean and served with nothing executable', async (t) => {
  const app = await createTestApp([auth, settings, gate, pages, media, contentTypes, publicSite])
  t.teardown(() => app.close())
  const editor = await staff(app, 'editor')
  await app.settings.update({ password_protection_enabled: '0' }, null)
  const first = everyBlock(() => '<p>Start</p>')
  const created = await app.inject({
    method: 'POST',
    url: '/api/cms/pages',
    headers: jsonHeaders(editor.cookie),
    payload: { page_name: 'Corpus', slug: 'corpus', content_json: JSON.stringify(first.sections), meta_title: '', meta_description: '', is_published: true },
  })
  t.equal(created.statusCode, 201)
  let page = created.json().page as { id: number; version: number }
  const richNames = new Set(first.fields.map((f) => f.field.name))
  let refused = 0
  let stored = 0
  for (const [i, payload] of XSS_PAYLOADS.entries()) {
    const value = `<p>Payload ${i}</p>${payload}`
    const { sections } = everyBlock(() => value)
    const res = await app.inject({
      method: 'PUT',
      url: `/api/cms/pages/${page.id}`,
      headers: jsonHeaders(editor.cookie),
      payload: { content_json: JSON.stringify(sections), meta_title: '', meta_description: '', version: page.version },
    })
    if (res.statusCode === 400) {
      refused++
      const body = res.json() as { details?: Array<{ field: string; message: string }> }
      if (textProblem(payload)) continue // control characters: core's refusal, at whichever field holds them first
      const detail = body.details?.[0]
      if (!detail || !richNames.has(detail.field) || /must|body\./.test(detail.message)) t.fail(`payload ${i}: refused, but not in words at a rich-text field: ${res.body.slice(0, 200)}`)
      continue
    }
    if (res.statusCode !== 200) {
      t.fail(`payload ${i}: answered ${res.statusCode}`)
      continue
    }
    stored++
    page = res.json().page
    const saved = JSON.parse((res.json().page as { content_json: string }).content_json) as Section[]
    const problems: string[] = []
    everyBlock(() => '').fields.forEach(({ block, field }) => {
      const section = saved.find((s) => s.type === block.type)!
      const holder = block.fields.includes(field) ? (isSectionKey(field.name) ? section : section.metadata ?? {}) : ((section.metadata?.items as Array<Record<string, string>>)[0] ?? {})
      const html = String((holder as Record<string, unknown>)[field.name] ?? '')
      if (toRichTextHtml(html) !== html) problems.push(`${block.type}.${field.name} is not canonical: ${html.slice(0, 80)}`)
      for (const [, tag, attrs] of html.matchAll(/<\/?([a-z]+)([^>]*)>/g)) {
        if (!['p', 'br', 'strong', 'em', 'a', 'ul', 'ol', 'li'].includes(tag)) problems.push(`${block.type}.${field.name} holds <${tag}>`)
        const href = /^ href="([^"]*)"$/.exec(attrs)
        if (attrs && !(tag === 'a' && href && isLink(href[1].replace(/&amp;/g, '&')))) problems.push(`${block.type}.${field.name}: <${tag}${attrs}>`)
      }
    })
    const served = await app.inject({ url: '/corpus' })
    if (served.statusCode !== 200) problems.push(`the page answered ${served.statusCode}`)
    problems.push(...executable(served.body))
    if (problems.length) t.fail(`payload ${i} ${JSON.stringify(payload).slice(0, 80)}: ${problems.slice(0, 5).join('; ')}`)
  }
  t.ok(refused > 0 && stored > 0, `${refused} refused in words, ${stored} stored clean and served safe`)
})
