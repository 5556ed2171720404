/**
 * sitemap.xml and robots.txt. The sitemap lists `/` and every published managed page
 * (app.pages.sitemapEntries(); all seven when the pages module is not registered), the static
 * pages and journal lists, every published, due post (app.blogs.sitemapEntries(), which leaves
 * out drafts and scheduled posts) and every published, due press highlight's page (/press/{slug},
 * app.press.sitemapEntries()), with absolute URLs; HyperBuilt's sub-paths name /hyperbuilt as
 * their canonical page, so only that one is listed. robots.txt names it, except while gated.
 */

/** Where the sitemap is served (and named by robots.txt); /api/public/sitemap.xml answers the same. */
export const SITEMAP_PATH = '/sitemap.xml'

import { MANAGED_PAGES } from '../shared/pages/managed.ts'
import { STATIC_PAGES } from './src/lib/routes.ts'

export interface SitemapEntry {
  slug: string
  updated_at: string | Date | null
}

export interface SitemapPage {
  path: string
  updated_at: string | Date | null
}

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

function lastmod(value: string | Date | null): string | null {
  if (!value) return null
  const d = value instanceof Date ? value : new Date(value)
  return Number.isNaN(d.getTime()) ? null : d.toISOString()
}

/** Pages that are always there: the journal lists and the static screens. */
const FIXED_PATHS = ['/journal/blogs', '/journal/vlogs', ...Object.values(STATIC_PAGES).map((p) => p.path)]

/**
 * `pages`: the published managed pages (null: the pages module is absent, every managed page shows
 * its defaults). `posts`: published, due posts. `press`: published, due press highlights.
 */
export function sitemapXml(origin: string, posts: SitemapEntry[], pages: SitemapPage[] | null = null, press: SitemapEntry[] = []): string {
  const managed = pages ?? MANAGED_PAGES.map((p) => ({ path: p.path as string, updated_at: null }))
  const urls = [
    ...managed.map((p) => ({ loc: origin + p.path, lastmod: lastmod(p.updated_at) })),
    ...FIXED_PATHS.map((path) => ({ loc: origin + path, lastmod: null as string | null })),
    ...posts.map((p) => ({ loc: `${origin}/journal/blogs/${encodeURIComponent(p.slug)}`, lastmod: lastmod(p.updated_at) })),
    ...press.map((p) => ({ loc: `${origin}/press/${encodeURIComponent(p.slug)}`, lastmod: lastmod(p.updated_at) })),
  ]
  const body = urls
    .map((u) => `  <url>\n    <loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `\n    <lastmod>${u.lastmod}</lastmod>` : ''}\n  </url>`)
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`
}

/**
 * While the site is gated nothing may be crawled and no sitemap is named (the sitemap itself answers
 * 403 then). Open: only the Disallow lines, no `Allow: /` (parsers that take the first matching line,
 * like Python's robotparser, would read an `Allow: /` before them as allowing everything).
 */
export function robotsTxt(origin: string, gated: boolean): string {
  if (gated) return ['# Yerth public site: not open to the public yet', 'User-agent: *', 'Disallow: /', ''].join('\n')
  return ['# Yerth public site', 'User-agent: *', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${origin}${SITEMAP_PATH}`, ''].join('\n')
}
