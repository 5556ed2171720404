/** The console's report (admin-area §7): GET /api/cms/analytics?range=7|30|90|365, every staff role (console:read). */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { AnalyticsQuerySchema, AnalyticsResponseSchema, DEFAULT_ANALYTICS_RANGE, type AnalyticsRange } from '../../shared/api/analytics.ts'

export async function cmsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  app.get(
    '/api/cms/analytics',
    { schema: { summary: 'Get site analytics for a date range', querystring: AnalyticsQuerySchema, response: { 200: AnalyticsResponseSchema } }, config: { permission: 'console:read' } },
    async (request) => app.analytics.report(request.query.range ? (Number(request.query.range) as AnalyticsRange) : DEFAULT_ANALYTICS_RANGE),
  )
}
