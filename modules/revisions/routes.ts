/**
 * The revisions API of one content type (revisionRoutes, registered by its owner next to its own
 * routes: history read with the type's read permission, restore and autosave with its write
 * permission) and the Trash API (trashRoutes: console:read to list, content:write to restore one
 * or several at once (POST /api/cms/trash/bulk, modules/core/bulk.ts) or purge). Restores and Trash actions are audited.
 */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { RESTORE_PUBLISHING, REVISIONS_PAGE, VERSIONED_TYPES, type VersionedType } from '../../shared/api/revisions.ts'
import { TRASH_BULK_ACTIONS } from '../../shared/api/bulk.ts'
import { bulkRoute } from '../core/bulk.ts'
import { unauthorized } from '../core/errors.ts'

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 })
const ItemParams = Type.Object({ id: Id })
const RevisionParams = Type.Object({ id: Id, rid: Id })
const Page = Type.Integer({ minimum: 1, maximum: 100_000 })
const Version = Type.Integer({ minimum: 0, maximum: 2147483647 })

const ListQuery = Type.Object(
  { page: Type.Optional(Page), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: REVISIONS_PAGE.max })) },
  { additionalProperties: false },
)
const RestoreBody = Type.Object(
  {
    version: Type.Optional(Version),
    // Absent: keep whether the item is published now (a restore brings back content, not a state).
    publishing: Type.Optional(Type.Union(RESTORE_PUBLISHING.map((p) => Type.Literal(p)), { description: 'keep (default): the publishing state stays as it is now; restore: the version\'s comes back too' })),
  },
  { additionalProperties: false },
)
const AutosaveBody = Type.Object(
  { snapshot: Type.Record(Type.String({ maxLength: 64 }), Type.Unknown(), { maxProperties: 40 }), version: Version },
  { additionalProperties: false },
)
const TrashQuery = Type.Object(
  {
    type: Type.Optional(Type.Union(VERSIONED_TYPES.map((t) => Type.Literal(t)))),
    search: Type.Optional(Type.String({ maxLength: 200 })),
    page: Type.Optional(Page),
  },
  { additionalProperties: false },
)

/** Room for the largest item (an 800 KB post, escaped) in an autosave. */
const AUTOSAVE_BODY_LIMIT = 4 * 1024 * 1024

const authorOf = (admin: { id: number; name: string } | null) => {
  if (!admin) throw unauthorized()
  return { id: admin.id, name: admin.name }
}

/** The history, restore and autosave routes of `type`, under /api/cms/<type>/:id/. */
export function revisionRoutes(type: VersionedType) {
  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
    const content = app.revisions.content(type)
    const read = { permission: content.permissions.read }
    const write = { permission: content.permissions.write }
    const base = `/api/cms/${type}/:id`
    const noun = content.auditAs.replaceAll('_', ' ') // 'blog', 'media kit item'

    app.get(`${base}/revisions`, { schema: { summary: `List the saved versions of a ${noun}`, params: ItemParams, querystring: ListQuery }, config: read }, async (request) => {
      const page = request.query.page ?? 1
      const limit = request.query.limit ?? REVISIONS_PAGE.default
      return { ...(await app.revisions.list(type, request.params.id, page, limit)), page, limit }
    })

    app.get(`${base}/revisions/:rid`, { schema: { summary: `Get one saved version of a ${noun}`, params: RevisionParams }, config: read }, async (request) => ({
      revision: await app.revisions.get(type, request.params.id, request.params.rid),
    }))

    app.post(`${base}/revisions/:rid/restore`, { schema: { summary: `Restore a saved version of a ${noun}`, params: RevisionParams, body: Type.Optional(RestoreBody) }, config: write }, async (request) => {
      const { id, rid } = request.params
      const restored = await app.revisions.restore(type, id, rid, authorOf(request.admin), request.body?.version, request.body?.publishing ?? 'keep')
      await app.audit.record(request, `${content.auditAs}_restored`, { targetType: content.auditAs, targetId: id, details: { revision: rid, version: restored.version, publishing: request.body?.publishing ?? 'keep' } })
      return restored
    })

    app.get(`${base}/autosave`, { schema: { summary: `Get your autosaved draft of a ${noun}`, params: ItemParams }, config: write }, async (request) => ({
      autosave: await app.revisions.getAutosave(type, request.params.id, authorOf(request.admin).id),
    }))

    // Discarded: another device no longer offers it either.
    app.delete(`${base}/autosave`, { schema: { summary: `Discard your autosaved draft of a ${noun}`, params: ItemParams }, config: write }, async (request, reply) => {
      await app.revisions.dropAutosave(type, request.params.id, authorOf(request.admin).id)
      return reply.code(204).send()
    })

    app.put(`${base}/autosave`, { schema: { summary: `Autosave your draft of a ${noun}`, params: ItemParams, body: AutosaveBody }, config: write, bodyLimit: AUTOSAVE_BODY_LIMIT }, async (request) =>
      app.revisions.putAutosave(type, request.params.id, authorOf(request.admin), request.body.snapshot, request.body.version),
    )
  }
}

export async function trashRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const read = { permission: 'console:read' as const }
  const write = { permission: 'content:write' as const }

  app.get('/api/cms/trash', { schema: { summary: 'List deleted items in the Trash', querystring: TrashQuery }, config: read }, async (request) => {
    const page = request.query.page ?? 1
    const search = request.query.search?.replace(/\0/g, '').trim() || undefined
    return { ...(await app.revisions.listTrash({ type: request.query.type, search, page })), page, limit: 20 }
  })

  app.post('/api/cms/trash/:id/restore', { schema: { summary: 'Restore an item from the Trash', params: ItemParams }, config: write }, async (request) => {
    const restored = await app.revisions.restoreFromTrash(request.params.id, authorOf(request.admin))
    const auditAs = app.revisions.content(restored.type).auditAs
    await app.audit.record(request, `${auditAs}_restored_from_trash`, { targetType: auditAs, targetId: restored.item_id, details: { title: restored.title } })
    return restored
  })

  // Several at once (issue 29), all or nothing: an item whose address was taken meanwhile comes back beside it, as one restore does.
  bulkRoute(fastify, {
    url: '/api/cms/trash/bulk',
    permission: 'content:write',
    actions: TRASH_BULK_ACTIONS,
    noun: { one: 'deleted item', many: 'deleted items' },
    done: { restore: 'restored' },
    targetType: 'trash_entry',
    async item(trx, id, { author }) {
      const restored = await app.revisions.restoreFromTrash(id, author, trx)
      const auditAs = app.revisions.content(restored.type).auditAs
      return { action: `${auditAs}_restored_from_trash`, details: { type: restored.type, item_id: restored.item_id, title: restored.title } }
    },
  })

  app.delete('/api/cms/trash/:id', { schema: { summary: 'Delete an item from the Trash for good', params: ItemParams }, config: write }, async (request, reply) => {
    const purged = await app.revisions.purge(request.params.id)
    const auditAs = app.revisions.content(purged.type).auditAs
    await app.audit.record(request, `${auditAs}_purged`, { targetType: auditAs, targetId: purged.item_id, details: { title: purged.title } })
    return reply.code(204).send()
  })
}
