/**
 * Console vlog calls (admin-area §7 Blogs and vlogs): list, read, create, update, delete, and the
 * categories (listed with how many vlogs use each; renaming one renames it in its vlogs; one in use
 * cannot be deleted). Reading needs console:read (every staff role); changes need content:write. Every
 * change is written to the audit log.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { notFound } from '../core/errors.ts'
import type { VlogsDb } from './queries.ts'
import { CMS_LIMIT, MAX_OFFSET, VLOG_MESSAGES, type Actor } from './service.ts'
import { IdParamsSchema } from '../../shared/api/params.ts'



const CmsVlogsQuerySchema = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 200 })),
    status: Type.Optional(Type.Enum(['all', 'published', 'draft', 'scheduled'])),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CMS_LIMIT.max })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_OFFSET })),
  },
  { additionalProperties: false },
)

/**
 * VlogInput (shared/api/journal.ts). Title, category and youtube_url are optional here so that a
 * missing one gets the spec's message (admin-area §5) from the service rather than a schema error.
 */
export const VlogBodySchema = Type.Object(
  {
    title: Type.Optional(Type.String({ maxLength: 200 })),
    slug: Type.Optional(Type.String({ maxLength: 200 })),
    youtube_url: Type.Optional(Type.String({ maxLength: 2048 })),
    thumbnail: Type.Optional(Type.Union([Type.String({ maxLength: 2048 }), Type.Null()])),
    category: Type.Optional(Type.String({ maxLength: 100 })),
    description: Type.Optional(Type.String({ maxLength: 5000 })),
    meta_title: Type.Optional(Type.String({ maxLength: 200 })),
    meta_description: Type.Optional(Type.String({ maxLength: 500 })),
    meta_keywords: Type.Optional(Type.String({ maxLength: 500 })),
    status: Type.Optional(Type.Enum(['draft', 'published'])),
    publish_date: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
    author_name: Type.Optional(Type.String({ maxLength: 200 })),
    /** The version the save was based on (GET's `version`); an older one is refused with 409. */
    version: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
  },
  { additionalProperties: false },
)

const CategoryBodySchema = Type.Object({ name: Type.Optional(Type.String({ maxLength: 100 })) }, { additionalProperties: false })

const actorOf = (request: FastifyRequest): Actor => ({ id: request.admin!.id, name: request.admin!.name })

export async function cmsVlogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const read = { permission: 'console:read' as const }
  const write = { permission: 'content:write' as const }

  app.get(
    '/api/cms/vlogs',
    { schema: { summary: 'List vlogs (drafts included)', querystring: CmsVlogsQuerySchema }, config: read },
    async (request) => app.vlogs.listCms(request.query),
  )

  app.get('/api/cms/vlogs/:id', { schema: { summary: 'Get one vlog', params: IdParamsSchema }, config: read }, async (request) => ({
    vlog: await app.vlogs.get(request.params.id),
  }))

  app.post('/api/cms/vlogs', { schema: { summary: 'Create a vlog', body: VlogBodySchema }, config: write }, async (request, reply) => {
    const actor = actorOf(request)
    const vlog = await app.revisions.create('vlogs', actor, (trx) => app.vlogs.create(request.body, actor, trx as VlogsDb), (v) => v.id)
    await app.audit.record(request, 'vlog_created', { targetType: 'vlog', targetId: vlog.id, details: { title: vlog.title, slug: vlog.slug, status: vlog.status } })
    return reply.code(201).send({ vlog })
  })

  app.put(
    '/api/cms/vlogs/:id',
    { schema: { summary: 'Update a vlog', params: IdParamsSchema, body: VlogBodySchema }, config: write },
    async (request) => {
      const actor = actorOf(request)
      const { id } = request.params
      const { vlog, changed } = await app.revisions.save('vlogs', id, actor, request.body.version, (trx) => app.vlogs.update(id, request.body, actor, trx as VlogsDb))
      if (changed.length) await app.audit.record(request, 'vlog_updated', { targetType: 'vlog', targetId: vlog.id, details: { title: vlog.title, fields: changed } })
      return { vlog }
    },
  )

  app.delete('/api/cms/vlogs/:id', { schema: { summary: 'Move a vlog to the Trash', params: IdParamsSchema }, config: write }, async (request) => {
    // To the Trash (30 days), where it can be restored or purged.
    const title = await app.revisions.trash(undefined, 'vlogs', request.params.id, actorOf(request))
    if (title === undefined) throw notFound(VLOG_MESSAGES.notFound)
    await app.audit.record(request, 'vlog_deleted', { targetType: 'vlog', targetId: request.params.id, details: { title, trash: true } })
    return { success: true }
  })

  app.get('/api/cms/vlog-categories', { schema: { summary: 'List vlog categories with their use' }, config: read }, async () => ({ categories: await app.vlogs.categoriesWithUsage() }))

  app.post('/api/cms/vlog-categories', { schema: { summary: 'Create a vlog category', body: CategoryBodySchema }, config: write }, async (request, reply) => {
    const category = await app.vlogs.createCategory(request.body.name, request.admin!.id)
    await app.audit.record(request, 'vlog_category_created', { targetType: 'vlog_category', targetId: category.id, details: { name: category.name } })
    return reply.code(201).send({ category: { ...category, used_by: 0 } })
  })

  app.put('/api/cms/vlog-categories/:id', { schema: { summary: 'Rename a vlog category', params: IdParamsSchema, body: CategoryBodySchema }, config: write }, async (request) => {
    const { category, from } = await app.vlogs.renameCategory(request.params.id, request.body.name)
    if (from !== category.name) {
      await app.audit.record(request, 'vlog_category_renamed', { targetType: 'vlog_category', targetId: category.id, details: { from, to: category.name, vlogs: category.used_by } })
    }
    return { category }
  })

  app.delete('/api/cms/vlog-categories/:id', { schema: { summary: 'Delete a vlog category', params: IdParamsSchema }, config: write }, async (request) => {
    const name = await app.vlogs.deleteCategory(request.params.id)
    await app.audit.record(request, 'vlog_category_deleted', { targetType: 'vlog_category', targetId: request.params.id, details: { name } })
    return { success: true }
  })
}
