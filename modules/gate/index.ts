/**
 * gate: the site access gate (public-site §2 Site access gate, §4; admin-area §4 Site protection).
 * While protection is on, visitors without a valid grant cookie (or a staff session) get the
 * coming-soon page on every public route (web-public asks app.gate) and 403 from every public
 * content API (enforced here, for /api/public/* and the anonymous settings read).
 * Owns: no tables (protection lives in settings; failure counts in core's rate_limits).
 * Exposes: app.gate (state, blocks), GET /api/public/password-settings, POST /api/public/verify-password.
 * Depends on: core, auth (staff sessions, password hashing), settings.
 */
import fp from 'fastify-plugin'
import { forbidden } from '../core/errors.ts'
import { GateService } from './service.ts'
import { gateRoutes, GATE_OPEN_ENDPOINTS } from './routes.ts'

declare module 'fastify' {
  interface FastifyInstance {
    gate: GateService
  }
}

export const GATE_CLOSED_MESSAGE = 'This site is not open to the public yet'

export const gate = fp(
  async (app) => {
    app.decorate('gate', new GateService(app.settings))

    // preHandler, so auth has already resolved request.admin (staff pass the gate).
    app.addHook('preHandler', async (request) => {
      const path = request.url.split('?')[0]
      const guarded =
        (path.startsWith('/api/public/') && !GATE_OPEN_ENDPOINTS.has(path)) ||
        (path === '/api/cms/settings' && request.method === 'GET' && !request.admin)
      if (guarded && (await app.gate.blocks(request))) throw forbidden(GATE_CLOSED_MESSAGE)
    })

    await app.register(gateRoutes)
  },
  { name: 'gate', dependencies: ['core', 'auth', 'settings'], fastify: '5.x' },
)
