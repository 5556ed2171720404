/** Public vlog calls (public-site §7): the list, categories and authors. Published and due vlogs only. */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { badRequest } from '../core/errors.ts'
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

/** The query converter would read "1e1" as 10 and "0x10" as 16: numbers in a query must be plain digits. */
export function digitsOnlyQuery(...names: string[]) {
  return async (request: FastifyRequest) => {
    const query = request.query as Record<string, unknown>
    for (const name of names) {
      const value = query[name]
      if (typeof value === 'string' && !/^\d{1,6}$/.test(value)) throw badRequest(`querystring.${name} must be a whole number`)
    }
  }
}

export async function publicVlogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  app.get(
    '/api/public/vlogs',
    { schema: { querystring: PublicVlogsQuerySchema }, preValidation: digitsOnlyQuery('limit', 'offset') },
    async (request) => {
      const { search, category, author, sort, limit, offset } = request.query
      return app.vlogs.listPublic({ search, category, author, sort, limit, offset })
    },
  )

  app.get('/api/public/vlog-categories', async () => ({ categories: await app.vlogs.categories() }))

  app.get('/api/public/vlog-authors', async () => ({ authors: await app.vlogs.authors() }))
}
