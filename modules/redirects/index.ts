/**
 * redirects: old public addresses answered with a redirect to where they lead now (issue 18).
 * Owns: table redirects (migration 2026-11-26-07-redirects).
 * Exposes: app.redirects (RedirectsService: follow and has, from memory; list, create, update,
 * remove); GET /api/cms/redirects (console:read), POST, PUT and DELETE (content:write, audited).
 * The public site (web-public/plugin.ts) asks `follow` before it draws a page, gate or not, and the
 * sitemap leaves redirected addresses out. Publishes the 'redirects' topic on every change.
 * Depends on: core (db, changes, errors, route table), auth (permissions, audit log).
 */
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { PUBLIC_PATHS, canonicalPath, matchRoute } from '../../web-public/src/routes/index.ts'
import { sitemapPages } from '../../web-public/sitemap.ts'
import type { JournalServices } from '../../web-public/loaders.ts'
import { redirectsRoutes } from './routes.ts'
import { RedirectsService } from './service.ts'
import type { RedirectsTables } from './tables.ts'

export { RedirectsService, REDIRECTS_TOPIC, REDIRECT_MESSAGES, redirectKey } from './service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    redirects: RedirectsService
  }
}

const FIXED = new Set(PUBLIC_PATHS)

/**
 * Whether the site serves `path` itself, decided on what the router matches there: any route but
 * the public site's catch-all (the API, the console, feeds, files) serves it; under the catch-all,
 * a page does when the route table names one that exists now (a fixed page, or a published post,
 * press highlight or page the sitemap lists). An old slug is free: that is what a redirect is for.
 */
async function servedBySite(app: FastifyInstance, path: string): Promise<boolean> {
  const here = app.routeTable.match('GET', path)
  if (!here) return false
  if (here.config?.editorPageAt === undefined) return true
  const match = matchRoute(path)
  if (!match) return false
  const canonical = canonicalPath(match)
  if (FIXED.has(canonical)) return true
  return (await sitemapPages(app as unknown as JournalServices)).some((page) => page.path === canonical)
}

export const redirects = fp(
  async (app) => {
    const service = new RedirectsService(app.db as Kysely<RedirectsTables>, app.changes, (path) => servedBySite(app, path), app.log)
    await service.start()
    app.addHook('onClose', async () => service.close())
    app.decorate('redirects', service)
    await app.register(redirectsRoutes)
  },
  { name: 'redirects', dependencies: ['core', 'auth'], fastify: '5.x' },
)
