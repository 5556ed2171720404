/**
 * The Redirects API (issue 18): every staff role reads (console:read), editors and up change
 * (content:write); every change is audited.
 */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { REDIRECT_LIMITS } from '../../shared/api/redirects.ts'
import { IdParamsSchema } from '../../shared/api/params.ts'
import { redirectTargetCheckRoutes } from './target-check.ts'


const ListQuerySchema = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: REDIRECT_LIMITS.search })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  },
  { additionalProperties: false },
)

export const RedirectBodySchema = Type.Object(
  {
    from_path: Type.String({ minLength: 1, maxLength: REDIRECT_LIMITS.path }),
    to: Type.String({ minLength: 1, maxLength: REDIRECT_LIMITS.to }),
    status: Type.Union([Type.Literal(301), Type.Literal(302)]),
  },
  { additionalProperties: false },
)

export async function redirectsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const read = { permission: 'console:read' as const }
  const write = { permission: 'content:write' as const }
  const audited = (redirect: { id: number; from_path: string; to: string; status: number }) => ({
    targetType: 'redirect',
    targetId: redirect.id,
    details: { from_path: redirect.from_path, to: redirect.to, status: redirect.status },
  })

  await redirectTargetCheckRoutes(fastify)

  app.get('/api/cms/redirects', { schema: { summary: 'List redirects', querystring: ListQuerySchema }, config: read }, async (request) =>
    app.redirects.list(request.query.search ?? '', request.query.page ?? 1),
  )

  app.post('/api/cms/redirects', { schema: { summary: 'Create a redirect', body: RedirectBodySchema }, config: write }, async (request, reply) => {
    const redirect = await app.redirects.create(request.body)
    await app.audit.record(request, 'redirect_created', audited(redirect))
    return reply.code(201).send({ redirect })
  })

  app.put('/api/cms/redirects/:id', { schema: { summary: 'Update a redirect', params: IdParamsSchema, body: RedirectBodySchema }, config: write }, async (request) => {
    const redirect = await app.redirects.update(request.params.id, request.body)
    await app.audit.record(request, 'redirect_updated', audited(redirect))
    return { redirect }
  })

  app.delete('/api/cms/redirects/:id', { schema: { summary: 'Delete a redirect', params: IdParamsSchema }, config: write }, async (request, reply) => {
    const redirect = await app.redirects.remove(request.params.id)
    await app.audit.record(request, 'redirect_deleted', audited(redirect))
    return reply.code(204).send()
  })
}
