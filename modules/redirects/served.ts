/** Whether the site serves an address itself: a redirect from there would hide it (service.ts), and a redirect to there leads somewhere (target-check.ts). */
import type { FastifyInstance } from 'fastify'
import { PUBLIC_PATHS, canonicalPath, matchRoute } from '../../web-public/src/routes/index.ts'
import { sitemapPages } from '../../web-public/sitemap.ts'
import type { JournalServices } from '../../web-public/loaders.ts'

const FIXED = new Set(PUBLIC_PATHS)

/**
 * Whether the site serves `path` itself, decided on what the router matches there: any route but
 * the public site's catch-all (the API, the console, feeds, files) serves it; under the catch-all,
 * a page does when the route table names one that exists now (a fixed page, or a published post,
 * press highlight or page the sitemap lists). An old slug is free: that is what a redirect is for.
 */
export async function servedBySite(app: FastifyInstance, path: string): Promise<boolean> {
  const here = app.routeTable.match('GET', path)
  if (!here) return false
  if (here.config?.editorPageAt === undefined) return true
  const match = matchRoute(path)
  if (!match) return false
  const canonical = canonicalPath(match)
  if (FIXED.has(canonical)) return true
  return (await sitemapPages(app as unknown as JournalServices)).some((page) => page.path === canonical)
}
