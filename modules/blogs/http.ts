/** Small request helpers shared by the blogs routes. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/**
 * Public answers may be cached briefly by browsers and CDNs while the site is open; never while the
 * gate is up (a cached copy would outlive the visitor's access, and must not reach anyone else).
 */
export async function publicCacheHeaders(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, maxAge = 30) {
  const { protected: gated } = await app.gate.state(request)
  reply.header('cache-control', gated ? 'private, no-store' : `public, max-age=${maxAge}`)
}
