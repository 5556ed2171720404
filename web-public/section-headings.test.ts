/**
 * Every `<section>` and `<article>` the public site renders has its own heading (issue 29 §4: the
 * Nu checker's "Section lacks heading" / "Article lacks heading" on home, about, block pages and the
 * legal pages). "Its own" as the checker counts it: an h1–h6 whose nearest sectioning ancestor is
 * that element, so an article whose only headings sit in nested sections still lacks one. Checked on
 * every managed page with its default blocks, on a page holding one of each block type of the
 * catalogue, and on the footer's static pages; and no heading there skips a level (axe's heading-order).
 * Needs the built bundle (dist/public); built here when missing or older than its sources (web-public/testing.ts).
 */
import t from 'tap'
import { DOMParser } from 'linkedom'
import { jsonHeaders } from '../modules/core/testing.ts'
import type { Section } from '../shared/api/pages.ts'
import { BLOCKS } from '../shared/blocks/catalogue.ts'
import { builtBundles, siteWithAPost } from './testing.ts'

await builtBundles('public')

const SECTIONING = 'section, article, aside, nav'

/** The sections and articles of a page with no heading of their own, named by their class or block. */
const headless = (html: string): string[] => {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  const owners = new Set<unknown>()
  for (const h of doc.querySelectorAll('h1, h2, h3, h4, h5, h6')) owners.add(h.parentElement?.closest(SECTIONING))
  return [...doc.querySelectorAll('section, article')]
    .filter((el) => !owners.has(el))
    .map((el) => `<${el.localName} ${el.getAttribute('data-block') ? `data-block="${el.getAttribute('data-block')}"` : `class="${el.getAttribute('class') ?? ''}"`}>`)
}

/** Headings that go down more than one level from the one before (axe's heading-order), as "h2 → h4: text". */
const skipped = (html: string): string[] => {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  const out: string[] = []
  let last = 0
  for (const h of doc.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    const level = Number(h.localName[1])
    if (last && level > last + 1) out.push(`h${last} → h${level}: ${h.textContent?.trim()}`)
    last = level
  }
  return out
}

t.test('every section and article of the public pages has a heading of its own', async (t) => {
  const { app, editor } = await siteWithAPost(t)
  // A page an editor made with one block of each type, each with its defaults.
  const sections: Section[] = BLOCKS.map((b, i) => ({ ...(structuredClone(b.defaults) as Section), id: `block-${i}`, visible: true }))
  const created = await app.inject({
    method: 'POST',
    url: '/api/cms/pages',
    headers: jsonHeaders(editor.cookie),
    payload: { page_name: 'Every block', slug: 'every-block', content_json: JSON.stringify(sections), meta_title: '', meta_description: '', is_published: true },
  })
  t.equal(created.statusCode, 201, created.body.slice(0, 300))

  const paths = [
    '/',
    '/about',
    '/journal',
    '/hyperbuilt',
    '/hyperbuilt/reality',
    '/media',
    '/careers',
    '/contact',
    '/every-block',
    '/privacy-policy',
    '/terms-of-service',
    '/cookie-settings',
    '/feedback',
    '/partners',
    '/events',
    '/home-v1',
  ]
  for (const path of paths) {
    const res = await app.inject({ url: path })
    t.equal(res.statusCode, 200, path)
    t.same(headless(res.body), [], `${path}: no section or article without its heading`)
    t.same(skipped(res.body), [], `${path}: no heading level skipped`)
  }
})
