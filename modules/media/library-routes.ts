/**
 * The media library's API (issue 18): GET /api/cms/media/library?search=&page= (console:read) →
 * `{items, total, page, page_size}`, newest first, 24 a page, each image with where it is used;
 * GET /api/cms/media/library/:id (console:read) → `{item}` with where it is used now (asked before a delete);
 * PUT /api/cms/media/library/:id `{alt}` (content:write) → `{item}`; DELETE /api/cms/media/library/:id
 * (content:write) → 204, or 409 `{error, used_in}` naming the places that use it. Changes are audited
 * (image_alt_updated, image_deleted).
 */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { LIBRARY_LIMITS } from '../../shared/api/media-library.ts'
import { HttpError } from '../core/errors.ts'
import type { ImageUsage } from '../../shared/api/media-library.ts'
import { IdParamsSchema } from '../../shared/api/params.ts'


const ListQuerySchema = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: LIBRARY_LIMITS.search })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: LIBRARY_LIMITS.page })),
  },
  { additionalProperties: false },
)

const AltBodySchema = Type.Object({ alt: Type.String({ maxLength: LIBRARY_LIMITS.alt }) }, { additionalProperties: false })

export async function libraryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  app.get('/api/cms/media/library', { schema: { summary: 'List uploaded images with where they are used', querystring: ListQuerySchema }, config: { permission: 'console:read' } }, async (request) =>
    app.mediaLibrary.list(request.query.search ?? '', request.query.page ?? 1),
  )

  // Asked before a delete (issue 29): the console refuses first, naming the places, instead of asking "cannot be undone?" and then refusing.
  app.get('/api/cms/media/library/:id', { schema: { summary: 'Get one uploaded image with where it is used now', params: IdParamsSchema }, config: { permission: 'console:read' } }, async (request) => ({
    item: await app.mediaLibrary.get(request.params.id),
  }))

  app.put('/api/cms/media/library/:id', { schema: { summary: 'Change the alt text of an uploaded image', params: IdParamsSchema, body: AltBodySchema }, config: { permission: 'content:write' } }, async (request) => {
    const { item, before } = await app.mediaLibrary.setAlt(request.params.id, request.body.alt)
    if (before !== item.alt) {
      await app.audit.record(request, 'image_alt_updated', { targetType: 'image', targetId: item.id, details: { url: item.url, from: before, to: item.alt } })
    }
    return { item }
  })

  app.delete('/api/cms/media/library/:id', { schema: { summary: 'Delete an unused uploaded image', params: IdParamsSchema }, config: { permission: 'content:write' } }, async (request, reply) => {
    try {
      const gone = await app.mediaLibrary.remove(request.params.id)
      await app.audit.record(request, 'image_deleted', {
        targetType: 'image',
        targetId: gone.id,
        details: { url: gone.url, filename: gone.filename, alt: gone.alt, width: gone.width, height: gone.height, size: gone.bytes },
      })
      return reply.code(204).send()
    } catch (err) {
      const usedIn = (err as { usedIn?: ImageUsage[] }).usedIn
      if (err instanceof HttpError && usedIn) return reply.code(409).send({ error: err.message, used_in: usedIn })
      throw err
    }
  })
}
