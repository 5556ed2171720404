/**
 * core: the host's infrastructure, registered before every module.
 * Owns: tables core_secrets and rate_limits.
 * Exposes: app.config, app.db (untyped Kysely; modules narrow it), app.database, app.throttle,
 * app.changes (cross-instance cache invalidation), app.scriptHashes (CSP), app.cookieSecret,
 * app.bootNotices (lines printed once at start), app.publicPages (the public site's pages, as the
 * modules ask about them: public-pages.ts), app.lifecycle (draining during shutdown: /readyz
 * answers 503), the `{error}` error shape, TypeBox validation (validation.ts: text must be text, URL
 * integers are plain digits), the route policy (route-policy.ts: `config.gate` and `config.cache`,
 * defaulted from each route's registered path; staff answers are no-store), security headers, the
 * CSRF guard, the lingering close of an answer sent before its body arrived (lingering-close.ts),
 * cookies, /healthz and /readyz, the OpenAPI generator (openapi.ts: app.swagger(), app.apiRoutes;
 * openapi-routes.ts serves it). Also, for modules to import: WorkLimit (work-limit.ts:
 * a bound on expensive work at once, 429 beyond its line) and PREPARED (db.ts: statements planned once
 * per connection).
 * Depends on: nothing.
 */
import fp from 'fastify-plugin'
import cookie from '@fastify/cookie'
import { sql } from 'kysely'
import { registerAjvFormats } from '@fastify/type-provider-typebox'
import type { AppConfig } from './config.ts'
import type { AnyDb, DatabaseHandle } from './db.ts'
import { installErrorHandling } from './errors.ts'
import { installCsrfGuard, installSecurityHeaders, ScriptHashes } from './security.ts'
import { installRoutePolicy } from './route-policy.ts'
import { installOpenApi } from './openapi.ts'
import type { PreparedAnswers } from './prepared-answers.ts'
import { RouteTable } from './route-table.ts'
import { installBodyTimeout } from './timeouts.ts'
import { installLingeringClose } from './lingering-close.ts'
import { refuseControlCharactersInUrl } from './validation.ts'
import { Throttle } from './throttle.ts'
import { ChangeBus } from './changes.ts'
import { migrateToLatest } from './migrate.ts'
import { PublicPages } from './public-pages.ts'
import { sharedSecret } from './secrets.ts'

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig
    db: AnyDb
    database: DatabaseHandle
    throttle: Throttle
    changes: ChangeBus
    scriptHashes: ScriptHashes
    cookieSecret: string
    bootNotices: string[]
    /** Answers sent before Fastify's request handling (prepared-answers.ts); absent when the server was built without them. */
    preparedAnswers?: PreparedAnswers
    /** Every route as registered, to ask what the router would match (route-table.ts). */
    routeTable: RouteTable
    /** Set when shutdown begins: /readyz answers 503 so load balancers stop sending traffic. */
    lifecycle: { draining: boolean }
    /** The public site's pages, as the modules ask about them (public-pages.ts; web-public fills it). */
    publicPages: PublicPages
  }
}

export interface CoreOptions {
  config: AppConfig
  database: DatabaseHandle
  /** Close the database when the app closes (the app owns it). Default true. */
  ownsDatabase?: boolean
  /** The server's early answers (host.ts creates the server with them); without it every request goes through Fastify. */
  preparedAnswers?: PreparedAnswers
}

registerAjvFormats()

export const core = fp<CoreOptions>(
  async (app, { config, database, ownsDatabase = true, preparedAnswers }) => {
    await migrateToLatest(database.db, database.schema)

    app.decorate('config', config)
    app.decorate('database', database)
    app.decorate('db', database.db)
    app.decorate('throttle', new Throttle(database.db))
    app.decorate('scriptHashes', new ScriptHashes())
    app.decorate('bootNotices', [] as string[])
    app.decorate('lifecycle', { draining: false })
    app.decorate('publicPages', new PublicPages())

    const changes = new ChangeBus(database, app.log)
    await changes.start()
    app.decorate('changes', changes)

    const cookieSecret = config.sessionSecret ?? (await sharedSecret(database.db, 'cookie'))
    app.decorate('cookieSecret', cookieSecret)

    installErrorHandling(app)
    installRoutePolicy(app)
    // Before any route is registered: the document describes them all (openapi.ts).
    await installOpenApi(app, config)
    installBodyTimeout(app, config)
    installLingeringClose(app)
    refuseControlCharactersInUrl(app)
    const visitorHeaders = await installSecurityHeaders(app, config, app.scriptHashes)
    // Before any route is registered: the mirror router must hold every route (route-table.ts).
    const routeTable = preparedAnswers?.routes ?? new RouteTable()
    routeTable.attach(app)
    app.decorate('routeTable', routeTable)
    if (preparedAnswers) app.decorate('preparedAnswers', preparedAnswers)
    preparedAnswers?.attach(app, { visitorHeaders, trustProxy: config.trustProxy, requestIdHeader: config.trustProxy ? 'x-request-id' : false })
    installCsrfGuard(app, config)
    await app.register(cookie, { secret: cookieSecret })

    app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }))
    app.get('/readyz', { logLevel: 'warn' }, async (_req, reply) => {
      if (app.lifecycle.draining) return reply.code(503).send({ error: 'Shutting down' })
      try {
        await sql`select 1`.execute(database.db)
        return { status: 'ready' }
      } catch {
        return reply.code(503).send({ error: 'Database unavailable' })
      }
    })

    // Expired throttle windows are deleted in the background; the counters stay correct without it.
    const purge = setInterval(() => app.throttle.purgeExpired().catch(() => {}), 10 * 60 * 1000)
    purge.unref()

    app.addHook('onClose', async () => {
      clearInterval(purge)
      await changes.close()
      if (ownsDatabase) await database.close()
    })
  },
  { name: 'core', fastify: '5.x' },
)
