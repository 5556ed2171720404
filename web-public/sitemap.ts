/**
 * sitemap.xml and robots.txt. The sitemap lists what every public route declares (its
 * `sitemap`, src/routes/server/): the published pages of blocks, every published, due post and
 * press highlight, and each route without parameters at its address (the journal lists, the static
 * screens); with absolute URLs. A page whose canonical URL (set by an editor) names another address
 * is left out. robots.txt names it, except while gated.
 */
import type { PublicPagesProvider } from '../modules/core/public-pages.ts'
import type { JournalServices } from './loaders.ts'
import type { SitemapPage } from './src/routes/define.ts'
import { PUBLIC_PATHS, ROUTES, canonicalPath, matchRoute } from './src/routes/index.ts'
import { serverOf } from './src/routes/server/index.ts'

/** Where the sitemap is served (and named by robots.txt); /api/public/sitemap.xml answers the same. */
export const SITEMAP_PATH = '/sitemap.xml'

export type { SitemapPage }

/** Every page the routes list, in the table's order; an address that moved (modules/redirects) is left out. */
export async function sitemapPages(services: JournalServices): Promise<SitemapPage[]> {
  const lists = await Promise.all(
    ROUTES.map((route) => {
      const own = serverOf(route.kind)?.sitemap
      if (own) return own(services)
      const path = route.paths[0]
      return path.includes(':') ? [] : [{ path, updated_at: null }]
    }),
  )
  const moved = services.redirects
  return moved ? lists.flat().filter((page) => !moved.has(page.path)) : lists.flat()
}

const FIXED = new Set(PUBLIC_PATHS)

/** What the server modules ask of the site's pages (core's app.publicPages): the route table and the sitemap answer. */
export function publicPagesProvider(services: JournalServices): PublicPagesProvider {
  return {
    canonicalOf: (path) => {
      const match = matchRoute(path)
      return match ? canonicalPath(match) : null
    },
    isFixed: (path) => FIXED.has(path),
    listed: async () => (await sitemapPages(services)).map((page) => page.path),
  }
}

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

function lastmod(value: string | Date | null): string | null {
  if (!value) return null
  const d = value instanceof Date ? value : new Date(value)
  return Number.isNaN(d.getTime()) ? null : d.toISOString()
}

/** A page whose editor-set canonical URL names another address is a duplicate: crawlers should not be sent to it. */
function isOwnCanonical(origin: string, page: SitemapPage): boolean {
  if (!page.canonical) return true
  try {
    return new URL(page.canonical).href === new URL(page.path, origin).href
  } catch {
    return false
  }
}

export function sitemapXml(origin: string, pages: SitemapPage[]): string {
  const body = pages
    .filter((p) => isOwnCanonical(origin, p))
    .map((p) => ({ loc: origin + p.path, lastmod: lastmod(p.updated_at) }))
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
