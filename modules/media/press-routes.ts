/**
 * The press highlights API (public-site §7; admin-area §7 Media and press). Public: the newest
 * published, due highlights without their content, and one by slug (404 for drafts, scheduled and
 * unknown slugs). Console: list with search, status and paging (console:read), create, update,
 * delete (content:write), each change audited and announced on the 'press' topic.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import {
  CMS_LIST_LIMIT,
  CmsPressListResponseSchema,
  CmsPressQuerySchema,
  IdParamsSchema,
  MEDIA_KIT_MESSAGES,
  MEDIA_LIMITS,
  PRESS_PUBLIC_LIMIT,
  PressBodySchema,
  PressResponseSchema,
  PublicPressListResponseSchema,
  PublicPressQuerySchema,
  PublicPressResponseSchema,
  SlugParamsSchema,
  SuccessSchema,
  type PressHighlight,
} from '../../shared/api/media-kit.ts'
import { notFound } from '../core/errors.ts'
import { emptyDateIsNull } from '../content/index.ts'
import { createPress, findPress, findPublicPress, listCmsPress, updatePress } from './press.ts'
import { actorOf } from './versions.ts'
import { addressMoved, mayMoveAddress } from '../redirects/moved.ts'

const pressPath = (slug: string) => `/press/${encodeURIComponent(slug)}`
import type { MediaDb } from './queries.ts'

/** Room for the longest content even if every character arrives as a \uXXXX escape; editors only (checked before the body is read). */
export const PRESS_BODY_LIMIT = MEDIA_LIMITS.pressContent * 6 + 64 * 1024

export async function pressRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const db = app.db as MediaDb

  async function changed(request: FastifyRequest, action: string, highlight: PressHighlight) {
    await app.audit.record(request, action, {
      targetType: 'press_highlight',
      targetId: highlight.id,
      details: { title: highlight.title, slug: highlight.slug, status: highlight.status },
    })
    // The revisions service announces the topic once the save is committed.
  }

  app.get(
    '/api/public/press-highlights',
    { schema: { summary: 'List published press highlights', querystring: PublicPressQuerySchema, response: { 200: PublicPressListResponseSchema } } },
    async (request) => ({ highlights: await app.press.listPublic(request.query.limit ?? PRESS_PUBLIC_LIMIT.default) }),
  )

  app.get('/api/public/press-highlights/:slug', { schema: { summary: 'Get a published press highlight by its slug', params: SlugParamsSchema, response: { 200: PublicPressResponseSchema } } }, async (request) => {
    const highlight = await app.press.findPublic(request.params.slug)
    if (!highlight) throw notFound(MEDIA_KIT_MESSAGES.pressNotFound)
    return { highlight }
  })

  app.get(
    '/api/cms/press-highlights',
    { schema: { summary: 'List press highlights', querystring: CmsPressQuerySchema, response: { 200: CmsPressListResponseSchema } }, config: { permission: 'console:read' } },
    async (request) => {
      const { search, status, limit, offset } = request.query
      return listCmsPress(db, { search: search?.trim() || undefined, status: status ?? 'all', limit: limit ?? CMS_LIST_LIMIT.default, offset: offset ?? 0 })
    },
  )

  app.post(
    '/api/cms/press-highlights',
    {
      schema: { summary: 'Create a press highlight', body: PressBodySchema, response: { 201: PressResponseSchema } },
      config: { permission: 'content:write' },
      preValidation: emptyDateIsNull,
      bodyLimit: PRESS_BODY_LIMIT,
    },
    async (request, reply) => {
      const actor = actorOf(request)
      const highlight = await app.revisions.create('press-highlights', actor, (trx) => createPress(trx as MediaDb, request.body, actor.id), (h) => h.id)
      await changed(request, 'press_highlight_created', highlight)
      return reply.code(201).send({ highlight })
    },
  )

  app.put(
    '/api/cms/press-highlights/:id',
    {
      schema: { summary: 'Update a press highlight', params: IdParamsSchema, body: PressBodySchema, response: { 200: PressResponseSchema } },
      config: { permission: 'content:write' },
      preValidation: emptyDateIsNull,
      bodyLimit: PRESS_BODY_LIMIT,
    },
    async (request) => {
      // The address visitors know, if they can read the highlight now: a new slug leaves it leading there.
      const before = mayMoveAddress(app, request.body.slug) ? await findPress(db, request.params.id) : null
      const publicBefore = before && (await findPublicPress(db, before.slug)) ? before.slug : null
      const actor = actorOf(request)
      const { id } = request.params
      const highlight = await app.revisions.save('press-highlights', id, actor, request.body.version, (trx) => updatePress(trx as MediaDb, id, request.body, actor.id))
      if (!highlight) throw notFound(MEDIA_KIT_MESSAGES.pressNotFound)
      await changed(request, 'press_highlight_updated', highlight)
      if (publicBefore && publicBefore !== highlight.slug) await addressMoved(app, request, pressPath(publicBefore), pressPath(highlight.slug))
      return { highlight }
    },
  )

  app.delete(
    '/api/cms/press-highlights/:id',
    { schema: { summary: 'Move a press highlight to the Trash', params: IdParamsSchema, response: { 200: SuccessSchema } }, config: { permission: 'content:write' } },
    async (request) => {
      // To the Trash (30 days), where it can be restored or purged.
      const highlight = await findPress(db, request.params.id)
      if (!highlight || (await app.revisions.trash(undefined, 'press-highlights', highlight.id, actorOf(request))) === undefined) throw notFound(MEDIA_KIT_MESSAGES.pressNotFound)
      await changed(request, 'press_highlight_deleted', highlight)
      return { success: true as const }
    },
  )
}
