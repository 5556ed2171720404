/**
 * redirects: old public addresses answered with a redirect to where they lead now (issue 18).
 * Owns: table redirects (migration 2026-11-26-07-redirects).
 * Exposes: app.redirects (RedirectsService: follow and has, from memory; list, create, update,
 * remove); GET /api/cms/redirects (console:read), POST, PUT and DELETE (content:write, audited);
 * GET /api/cms/redirects/check (console:read, target-check.ts): a loop or a target no visitor sees, as typed.
 * The public site (web-public/plugin.ts) asks `follow` before it draws a page, gate or not, and the
 * sitemap leaves redirected addresses out. Publishes the 'redirects' topic on every change.
 * Depends on: core (db, changes, errors, route table), auth (permissions, audit log).
 */
import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import { redirectsRoutes } from './routes.ts'
import { servedBySite } from './served.ts'
import { RedirectsService } from './service.ts'
import type { RedirectsTables } from './tables.ts'

export { RedirectsService, REDIRECTS_TOPIC, REDIRECT_MESSAGES, redirectKey } from './service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    redirects: RedirectsService
  }
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
