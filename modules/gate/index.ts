/**
 * gate: the site access gate (public-site §2 Site access gate, §4; admin-area §4 Site protection).
 * While protection is on, visitors without a valid grant cookie (or a staff session) get the
 * coming-soon page on every public route (web-public asks app.gate) and 403 from every route whose
 * config says `gate: 'content'` (enforced here). Core's route policy gives that to every route under
 * /api/public/ unless it says `gate: 'open'` (the gate's own endpoints and the coming-soon forms);
 * the anonymous settings read declares it itself.
 * Owns: no tables (protection lives in settings; failure counts in core's rate_limits).
 * Exposes: app.gate (state, blocks), GET /api/public/password-settings, POST /api/public/verify-password.
 * Depends on: core, auth (staff sessions, password hashing), settings.
 */
import fp from 'fastify-plugin'
import { forbidden } from '../core/errors.ts'
import { GateService } from './service.ts'
import { gateRoutes } from './routes.ts'

declare module 'fastify' {
  interface FastifyInstance {
    gate: GateService
  }
}

export const GATE_CLOSED_MESSAGE = 'This site is not open to the public yet'
/** How long browsers and CDNs may keep public content answers that do not set their own Cache-Control. */
export const PUBLIC_MAX_AGE_SECONDS = 30

export const gate = fp(
  async (app) => {
    app.decorate('gate', new GateService(app.settings))

    // Decided on the route the router matched (core's route policy), never on the URL's text.
    // onRequest, after auth's hook has resolved request.admin (staff pass the gate), and before
    // the body is read: a gated caller learns nothing, not even whether their input was valid.
    // Callback hooks: they run on every request and most routes are not gated content.
    app.addHook('onRequest', function gateContent(request, _reply, done) {
      if (request.routeOptions.config?.gate !== 'content') return done()
      app.gate.blocks(request).then((blocked) => done(blocked ? forbidden(GATE_CLOSED_MESSAGE) : undefined), done)
    })

    // Gated content may be kept by shared caches only while the site is open, and only when it was
    // not asked for by staff (who may see drafts): a cached copy must not outlive a visitor's access.
    app.addHook('onSend', (request, reply, payload, done) => {
      const config = request.routeOptions.config
      // A route that is never stored (core's route policy, e.g. the staff settings read) stays so.
      if (config?.gate !== 'content' || config.cache === 'no-store') return done(null, payload)
      app.settings.protection().then(({ enabled }) => {
        if (enabled || request.admin) reply.header('cache-control', 'private, no-store')
        else if (!reply.hasHeader('cache-control')) reply.header('cache-control', `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`)
        done(null, payload)
      }, done)
    })

    await app.register(gateRoutes)
  },
  { name: 'gate', dependencies: ['core', 'auth', 'settings'], fastify: '5.x' },
)
