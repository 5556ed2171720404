/** Public vlog calls (public-site §7): the list, categories and authors. Published and due vlogs only. */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { MAX_OFFSET, PUBLIC_LIMIT } from './service.ts'

export const PublicVlogsQuerySchema = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 200 })),
    category: Type.Optional(Type.String({ maxLength: 100 })),
    author: Type.Optional(Type.String({ maxLength: 200 })),
    sort: Type.Optional(Type.Enum(['latest', 'oldest'])),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PUBLIC_LIMIT.max })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_OFFSET })),
    /** The public site sends status=published (public-site §7); nothing else is ever listed. */
    status: Type.Optional(Type.Literal('published')),
  },
  { additionalProperties: false },
)

export async function publicVlogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  app.get(
    '/api/public/vlogs',
    { schema: { summary: 'List published vlogs', querystring: PublicVlogsQuerySchema } },
    async (request) => {
      const { search, category, author, sort, limit, offset } = request.query
      return app.vlogs.listPublic({ search, category, author, sort, limit, offset })
    },
  )

  app.get('/api/public/vlog-categories', { schema: { summary: 'List the categories of published vlogs' } }, async () => ({ categories: await app.vlogs.categories() }))

  app.get('/api/public/vlog-authors', { schema: { summary: 'List the authors of published vlogs' } }, async () => ({ authors: await app.vlogs.authors() }))
}
