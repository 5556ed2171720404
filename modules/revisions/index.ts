/**
 * revisions: the history of every versioned content type, restores, autosaves and the Trash (issue 18).
 * Owns: tables revisions and trash (migration 2026-11-26-09-revisions); the `version` column of each
 * versioned table is its owner's, bumped through this service.
 * Exposes: app.revisions (RevisionsService: define, save, create, saved, trash, list, get, restore,
 * autosaves, the Trash, the retention job); revisionRoutes(type), which each owner registers beside
 * its routes; the Trash API (GET /api/cms/trash, POST /api/cms/trash/:id/restore, DELETE /api/cms/trash/:id).
 * Depends on: core (db, changes, errors). Registered before the content modules (fastify.config.ts,
 * and core/testing.ts registers it in every test app) so they can define their types.
 */
import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import { RevisionsService } from './service.ts'
import { trashRoutes } from './routes.ts'
import { trashImageUsage } from './image-usage.ts'
import { provideImageUsage } from '../media/library.ts'
import type { RevisionsTables } from './tables.ts'

export { RevisionsService, REVISION_MESSAGES, declaredFacts, type Author, type VersionedContent } from './service.ts'
export { revisionRoutes } from './routes.ts'

declare module 'fastify' {
  interface FastifyInstance {
    revisions: RevisionsService
  }
}

export const revisions = fp(
  async (app) => {
    const service = new RevisionsService(app.db as Kysely<RevisionsTables>, app.changes, app.log)
    app.decorate('revisions', service)
    app.addHook('onReady', async () => service.start())
    app.addHook('onClose', async () => service.close())
    await app.register(trashRoutes)
    provideImageUsage(app, 'trash', trashImageUsage(app.db as Kysely<RevisionsTables>))
  },
  { name: 'revisions', dependencies: ['core'], fastify: '5.x' },
)
