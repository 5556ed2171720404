import type { FastifyInstance } from 'fastify'
import { VerifyPasswordBodySchema } from '../../shared/api/gate.ts'
import { tooManyRequests, HttpError } from '../core/errors.ts'
import { encodeGrant, GATE_COOKIE } from './grant.ts'

/** Gate password failures allowed per IP per window (ARCHITECTURE §4). */
export const GATE_FAILURE_LIMIT = 10
export const GATE_WINDOW_SECONDS = 15 * 60

/** The gate's own endpoints stay open while the gate is up (so do the coming-soon forms, declared by their module). */
const OPEN = { gate: 'open' } as const

export async function gateRoutes(app: FastifyInstance) {
  app.get('/api/public/password-settings', { schema: { summary: 'Tell whether the site gate is on' }, config: OPEN }, async () => {
    const { enabled } = await app.settings.protection()
    return { settings: { password_protection_enabled: enabled ? '1' : '0' } }
  })

  app.post<{ Body: { password: string } }>(
    '/api/public/verify-password',
    { schema: { summary: 'Enter the site gate password', body: VerifyPasswordBodySchema }, config: OPEN },
    async (request, reply) => {
      const protection = await app.settings.protection()
      if (!protection.enabled) return { success: true }
      const key = `gate:${request.ip}`
      const blocked = await app.throttle.isBlocked(key, GATE_FAILURE_LIMIT)
      if (blocked) throw tooManyRequests(blocked.retryAfter, 'Too many wrong passwords. Please try again later.')

      const ok = protection.passwordHash !== null && (await app.passwords.verify(protection.passwordHash, request.body.password))
      if (!ok) {
        await app.throttle.hit(key, GATE_WINDOW_SECONDS)
        throw new HttpError(401, 'Invalid password')
      }
      reply.setCookie(GATE_COOKIE, encodeGrant(protection.version), {
        signed: true,
        httpOnly: true,
        // Lax, not Strict: a visitor following a link to the site from elsewhere keeps their access.
        sameSite: 'lax',
        secure: app.config.cookieSecure,
        path: '/',
      })
      return { success: true }
    },
  )
}
