/**
 * The console's view of the outbox (issue 8): what was sent, what waits, what failed and why.
 * The recipients are visitors' addresses, so it needs `personal-data` (editors and up), like the
 * enquiries; bodies never leave the server here.
 */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { MailOutboxQuerySchema, MailOutboxResponseSchema } from '../../shared/api/mail.ts'

export async function mailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  app.get(
    '/api/cms/mail/outbox',
    { schema: { summary: 'List outgoing mail and its delivery state', querystring: MailOutboxQuerySchema, response: { 200: MailOutboxResponseSchema } }, config: { permission: 'personal-data' } },
    async (request) => app.mail.list(request.query),
  )
}
