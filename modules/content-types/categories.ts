/**
 * The category routes of a served type that keeps categories (`categories` in its declaration;
 * blog posts and vlogs): the public list, and the console's list with usage, create, rename (its
 * items follow) and delete-if-unused (modules/content/categories.ts does the work). Reading needs the
 * type's read permission, changes its write permission; every change is audited as
 * `<auditAs>_category_created|renamed|deleted` and announced on the type's topic.
 */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { IdParamsSchema } from '../../shared/api/params.ts'
import type { ServedStore } from './store.ts'

const Category = Type.Object({ id: Type.Integer(), name: Type.String() })
const CmsCategory = Type.Object({ id: Type.Integer(), name: Type.String(), used_by: Type.Integer() })
const CategoryBody = Type.Object({ name: Type.Optional(Type.String({ maxLength: 100 })) }, { additionalProperties: false })

export function categoryRoutes(store: ServedStore) {
  const t = store.type
  const kept = t.served.categories!
  const cms = `/api/cms/${kept.path}`
  const { read, write } = t.permissions
  const target = `${t.auditAs}_category`
  const categories = (app: FastifyInstance) => store.categories!(app.db)

  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
    const announce = () => app.changes.publish(t.type)

    app.get(`/api/public/${kept.path}`, { schema: { summary: `List the categories of ${t.plural.toLowerCase()}`, response: { 200: Type.Object({ categories: Type.Array(Category) }) } } }, async () => ({
      categories: await store.publicCategories(app.db),
    }))

    app.get(cms, { schema: { summary: `List ${t.noun} categories with their use`, response: { 200: Type.Object({ categories: Type.Array(CmsCategory) }) } }, config: { permission: read } }, async () => ({
      categories: await categories(app).listWithUsage(),
    }))

    app.post(cms, { schema: { summary: `Create a ${t.noun} category`, body: CategoryBody, response: { 201: Type.Object({ category: CmsCategory }) } }, config: { permission: write } }, async (request, reply) => {
      const category = await categories(app).create(request.body.name, { created_by: request.admin!.id })
      await app.audit.record(request, `${target}_created`, { targetType: target, targetId: category.id, details: { name: category.name } })
      await announce()
      return reply.code(201).send({ category: { ...category, used_by: 0 } })
    })

    app.put(`${cms}/:id`, { schema: { summary: `Rename a ${t.noun} category (its ${t.plural.toLowerCase()} follow)`, params: IdParamsSchema, body: CategoryBody, response: { 200: Type.Object({ category: CmsCategory }) } }, config: { permission: write } }, async (request) => {
      const { category, from } = await categories(app).rename(request.params.id, request.body.name)
      if (from !== category.name) {
        await app.audit.record(request, `${target}_renamed`, { targetType: target, targetId: category.id, details: { from, to: category.name, [t.type]: category.used_by } })
        await announce()
      }
      return { category }
    })

    app.delete(`${cms}/:id`, { schema: { summary: `Delete a ${t.noun} category no ${t.noun} uses`, params: IdParamsSchema, response: { 200: Type.Object({ success: Type.Literal(true) }) } }, config: { permission: write } }, async (request) => {
      const name = await categories(app).remove(request.params.id)
      await app.audit.record(request, `${target}_deleted`, { targetType: target, targetId: request.params.id, details: { name } })
      await announce()
      return { success: true as const }
    })
  }
}
