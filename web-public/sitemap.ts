/**
 * sitemap.xml and robots.txt. The sitemap lists the spec's public routes that a screen answers
 * today and every published post (app.blogs.sitemapEntries(), which leaves out drafts and
 * scheduled posts), with absolute URLs. robots.txt names it, except while the site is gated.
 */
import { PUBLIC_PATHS, matchPage } from './src/meta.ts'

export interface SitemapEntry {
  slug: string
  updated_at: string | Date | null
}

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

function lastmod(value: string | Date | null): string | null {
  if (!value) return null
  const d = value instanceof Date ? value : new Date(value)
  return Number.isNaN(d.getTime()) ? null : d.toISOString()
}

/** Paths of the public screens that exist (the rest would answer 404). */
export const livePublicPaths = () => PUBLIC_PATHS.filter((path) => matchPage(path).status === 200)

export function sitemapXml(origin: string, posts: SitemapEntry[]): string {
  const urls = [
    ...livePublicPaths().map((path) => ({ loc: origin + path, lastmod: null as string | null })),
    ...posts.map((p) => ({ loc: `${origin}/journal/blogs/${encodeURIComponent(p.slug)}`, lastmod: lastmod(p.updated_at) })),
  ]
  const body = urls
    .map((u) => `  <url>\n    <loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `\n    <lastmod>${u.lastmod}</lastmod>` : ''}\n  </url>`)
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`
}

/** While the site is gated nothing may be crawled and no sitemap is named (the sitemap itself answers 403 then). */
export function robotsTxt(origin: string, gated: boolean): string {
  if (gated) return ['# Yerth public site: not open to the public yet', 'User-agent: *', 'Disallow: /', ''].join('\n')
  return ['# Yerth public site', 'User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/cms/', '', `Sitemap: ${origin}/api/public/sitemap.xml`, ''].join('\n')
}
