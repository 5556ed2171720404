/** Small request helpers shared by the blogs routes. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { badRequest } from '../core/errors.ts'

/**
 * preValidation: numbers in the query or path must be plain digits. The converter before the
 * schema check would otherwise read "1.5" as 1 and "0x10" as 16.
 */
export function wholeNumbers(part: 'querystring' | 'params', fields: string[]) {
  return async (request: FastifyRequest) => {
    const source = (part === 'params' ? request.params : request.query) as Record<string, unknown> | undefined
    for (const field of fields) {
      const value = source?.[field]
      if (value === undefined) continue
      if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) throw badRequest(`${part}.${field} must be a whole number`)
    }
  }
}

/**
 * Public answers may be cached briefly by browsers and CDNs while the site is open; never while the
 * gate is up (a cached copy would outlive the visitor's access, and must not reach anyone else).
 */
export async function publicCacheHeaders(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, maxAge = 30) {
  const { protected: gated } = await app.gate.state(request)
  reply.header('cache-control', gated ? 'private, no-store' : `public, max-age=${maxAge}`)
}
