/**
 * vlogs: the YouTube videos of the journal (public-site §2 Vlog list, §3 Vlog; admin-area §2 Vlog
 * Manager, §3, §5, §7).
 * Owns: tables vlogs and vlog_categories (migration 2026-11-21-05-vlogs).
 * Exposes: app.vlogs (VlogsService: listPublic, categories, authors, countPublished, and the
 * console's listCms/get/create/update/remove/createCategory/categoriesWithUsage/renameCategory/
 * deleteCategory); GET /api/public/vlogs, /api/public/vlog-categories, /api/public/vlog-authors;
 * GET/POST /api/cms/vlogs, GET/PUT/DELETE /api/cms/vlogs/:id, GET (with usage counts)/POST
 * /api/cms/vlog-categories, PUT/DELETE /api/cms/vlog-categories/:id, POST /api/cms/vlogs/bulk (bulk-routes.ts). Publishes the 'vlogs'
 * topic on every change. Only published vlogs whose publish_date is empty or past ever reach
 * the public API; the gate module (when registered) closes /api/public/* while the site is gated.
 * Every save keeps a revision and a delete goes to the Trash (versions.ts; modules/revisions).
 * Depends on: core (db, changes, errors), auth (permissions, audit log, request.admin), revisions, content
 * (slugs, status and scheduling, categories; a library shared with blogs and press).
 */
import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import { revisionRoutes } from '../revisions/index.ts'
import { bulkRoutes } from './bulk-routes.ts'
import { cmsVlogRoutes } from './cms-routes.ts'
import { vlogVersions } from './versions.ts'
import { publicVlogRoutes } from './public-routes.ts'
import { VlogsService } from './service.ts'
import type { VlogsTables } from './tables.ts'
import { provideImageUsage } from '../media/library.ts'
import { vlogImageUsage } from './image-usage.ts'

export { VlogsService, VLOGS_TOPIC, VLOG_MESSAGES, type VlogListQuery, type VlogInputBody } from './service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    vlogs: VlogsService
  }
}

export const vlogs = fp(
  async (app) => {
    app.decorate('vlogs', new VlogsService(app.db as Kysely<VlogsTables>, app.changes))
    app.revisions.define(vlogVersions(app))
    await app.register(revisionRoutes('vlogs'))
    await app.register(publicVlogRoutes)
    await app.register(cmsVlogRoutes)
    await app.register(bulkRoutes)
    provideImageUsage(app, 'vlogs', vlogImageUsage(app.db as Kysely<VlogsTables>))
  },
  { name: 'vlogs', dependencies: ['core', 'auth', 'revisions'], fastify: '5.x' },
)
