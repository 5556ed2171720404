/** Whether the site serves an address itself: a redirect from there would hide it (service.ts), and a redirect to there leads somewhere (target-check.ts). */
import type { FastifyInstance } from 'fastify'

/**
 * Whether the site serves `path` itself, decided on what the router matches there: any route but
 * the public site's catch-all (the API, the console, feeds, files) serves it; under the catch-all,
 * a page does when the public site names one that exists now (app.publicPages: a fixed page, or a
 * published post, press highlight or page the sitemap lists). An old slug is free: that is what a redirect is for.
 */
export async function servedBySite(app: FastifyInstance, path: string): Promise<boolean> {
  const here = app.routeTable.match('GET', path)
  if (!here) return false
  if (here.config?.editorPageAt === undefined) return true
  return app.publicPages.exists(path)
}
