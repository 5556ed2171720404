/**
 * The media kit's download counter (public-site §7): POST /api/public/media-kit/:id/download, no
 * body, counts once per visitor, item and day (downloads.ts); the browser opens the file without
 * waiting for it. Gated content (core's default under /api/public/). The items' own routes are the
 * content types' engine's (shared/content-types/media-kit.ts).
 */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { IdParamsSchema, MEDIA_KIT_MESSAGES, SuccessSchema } from '../../shared/api/media-kit.ts'
import { notFound } from '../core/errors.ts'
import { DownloadCounter } from './downloads.ts'
import type { MediaDb } from './queries.ts'

export async function kitRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const downloads = new DownloadCounter(app.db as MediaDb)

  app.post('/api/public/media-kit/:id/download', { schema: { summary: 'Count a download of a media kit item', params: IdParamsSchema, response: { 200: SuccessSchema } } }, async (request, reply) => {
    const visitor = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }
    if (!(await downloads.count(request.params.id, visitor))) throw notFound(MEDIA_KIT_MESSAGES.kitNotFound)
    reply.header('cache-control', 'no-store')
    // The count is on the page's cards only through the console; no cached page shows it.
    return { success: true as const }
  })
}
