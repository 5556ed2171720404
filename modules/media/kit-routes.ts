/**
 * The media kit API (public-site §7; admin-area §7 Media and press). Public: the list, and the
 * download counter (POST, no body: counts once per visitor, item and day, see downloads.ts; the
 * browser opens the file without waiting for it). Console: list with search and paging (console:read), create, update, delete
 * (content:write), each change audited and announced on the 'media-kit' topic.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import {
  CMS_LIST_LIMIT,
  CmsMediaKitListResponseSchema,
  CmsMediaKitQuerySchema,
  IdParamsSchema,
  MEDIA_KIT_MESSAGES,
  MediaKitBodySchema,
  MediaKitItemResponseSchema,
  MediaKitListResponseSchema,
  SuccessSchema,
  type MediaKitItem,
} from '../../shared/api/media-kit.ts'
import { notFound } from '../core/errors.ts'
import { DownloadCounter } from './downloads.ts'
import { findKitItem, insertKitItem, kitValues, listKit, updateKitItem } from './kit.ts'
import { actorOf } from './versions.ts'
import type { MediaDb } from './queries.ts'

export async function kitRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const db = app.db as MediaDb
  const downloads = new DownloadCounter(db)

  async function changed(request: FastifyRequest, action: string, item: MediaKitItem) {
    await app.audit.record(request, action, {
      targetType: 'media_kit_item',
      targetId: item.id,
      details: { title: item.title, file_type: item.file_type, file_url: item.file_url },
    })
    // The revisions service announces the topic once the save is committed.
  }

  // Gated content (core's default under /api/public/): the gate module sets Cache-Control.
  app.get('/api/public/media-kit', { schema: { summary: 'List published media kit items', response: { 200: MediaKitListResponseSchema } } }, async () => ({
    items: await app.mediaKit.listPublic(),
  }))

  app.post('/api/public/media-kit/:id/download', { schema: { summary: 'Count a download of a media kit item', params: IdParamsSchema, response: { 200: SuccessSchema } } }, async (request, reply) => {
    const visitor = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }
    if (!(await downloads.count(request.params.id, visitor))) throw notFound(MEDIA_KIT_MESSAGES.kitNotFound)
    reply.header('cache-control', 'no-store')
    return { success: true as const }
  })

  app.get(
    '/api/cms/media-kit',
    { schema: { summary: 'List media kit items', querystring: CmsMediaKitQuerySchema, response: { 200: CmsMediaKitListResponseSchema } }, config: { permission: 'console:read' } },
    async (request) => {
      const { search, limit, offset } = request.query
      return listKit(db, { search: search?.trim() || undefined, limit: limit ?? CMS_LIST_LIMIT.default, offset: offset ?? 0 })
    },
  )

  app.post(
    '/api/cms/media-kit',
    { schema: { summary: 'Create a media kit item', body: MediaKitBodySchema, response: { 201: MediaKitItemResponseSchema } }, config: { permission: 'content:write' } },
    async (request, reply) => {
      const actor = actorOf(request)
      const item = await app.revisions.create('media-kit', actor, async (trx) => insertKitItem(trx as MediaDb, await kitValues(trx as MediaDb, request.body), actor.id), (i) => i.id)
      await changed(request, 'media_kit_item_created', item)
      return reply.code(201).send({ item })
    },
  )

  app.put(
    '/api/cms/media-kit/:id',
    { schema: { summary: 'Update a media kit item', params: IdParamsSchema, body: MediaKitBodySchema, response: { 200: MediaKitItemResponseSchema } }, config: { permission: 'content:write' } },
    async (request) => {
      const actor = actorOf(request)
      const { id } = request.params
      const item = await app.revisions.save('media-kit', id, actor, request.body.version, async (trx) =>
        updateKitItem(trx as MediaDb, id, await kitValues(trx as MediaDb, request.body), actor.id),
      )
      if (!item) throw notFound(MEDIA_KIT_MESSAGES.kitNotFound)
      await changed(request, 'media_kit_item_updated', item)
      return { item }
    },
  )

  app.delete(
    '/api/cms/media-kit/:id',
    { schema: { summary: 'Move a media kit item to the Trash', params: IdParamsSchema, response: { 200: SuccessSchema } }, config: { permission: 'content:write' } },
    async (request) => {
      // To the Trash (30 days), where it can be restored or purged.
      const item = await findKitItem(db, request.params.id)
      if (!item || (await app.revisions.trash(undefined, 'media-kit', item.id, actorOf(request))) === undefined) throw notFound(MEDIA_KIT_MESSAGES.kitNotFound)
      await changed(request, 'media_kit_item_deleted', item)
      return { success: true as const }
    },
  )
}
