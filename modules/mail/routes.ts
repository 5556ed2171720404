/**
 * The console's view of the outbox (issue 8): what was sent, what waits, what failed and why.
 * Every staff role may read it (console:read); bodies never leave the server here.
 */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { MailOutboxQuerySchema, MailOutboxResponseSchema } from '../../shared/api/mail.ts'

export async function mailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  app.get(
    '/api/cms/mail/outbox',
    { schema: { querystring: MailOutboxQuerySchema, response: { 200: MailOutboxResponseSchema } }, config: { permission: 'console:read' } },
    async (request) => app.mail.list(request.query),
  )
}
