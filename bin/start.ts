/**
 * The process entry: loads the config, opens the database, builds the app, listens, prints
 * first-start credentials once, and shuts down gracefully on SIGTERM/SIGINT. Production (`make
 * run`, `npm start`) runs it compiled, dist/server/start.js (esbuild.config.ts); `make dev` runs
 * this file through tsx.
 */
import { loadConfig, ConfigError } from '../modules/core/config.ts'
import { connectPglite, connectPostgres, isDatabaseUnavailable } from '../modules/core/db.ts'
import { DatabaseInUseError } from '../modules/core/db-lock.ts'
import { buildApp } from '../fastify.config.ts'
import { join } from 'node:path'

/** How long requests already sent are still served after SIGTERM, before the server closes. */
const SHUTDOWN_GRACE_MS = 1000

async function main() {
  let config
  try {
    // `npm start` on a fresh machine runs without PUBLIC_ORIGIN; the start line says what links use.
    config = loadConfig(process.env, process.cwd(), { defaultOrigin: true })
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message)
      process.exit(1)
    }
    throw err
  }

  const database = config.databaseUrl
    ? connectPostgres({ connectionString: config.databaseUrl, max: config.databasePoolSize ?? undefined })
    : await connectPglite(join(config.dataDir, 'pglite'))

  const app = await buildApp({ config, database })
  await app.listen({ host: config.host, port: config.port })
  app.log.info(
    // performance.now() counts from the process's start: the boot as an operator waits for it.
    { database: database.kind === 'pglite' ? `embedded (${config.dataDir})` : 'postgres', bootMs: Math.round(performance.now()) },
    `Yerth is running on http://localhost:${config.port}` +
      (config.publicOriginConfigured
        ? ` (links use ${config.publicOrigin})`
        : `; PUBLIC_ORIGIN is not set, so links in pages, the sitemap and mails use ${config.publicOrigin}: set it to the site's address`),
  )
  if (app.bootNotices.length) {
    const bar = '='.repeat(72)
    console.log(`\n${bar}\n${app.bootNotices.join('\n')}\nThese are shown once. Store them somewhere safe.\n${bar}\n`)
  }

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down: draining requests')
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting')
      process.exit(1)
    }, 9000)
    force.unref()
    // Node's server.close() also drops connections whose request has arrived but not been read yet
    // (busy event loop). So first keep serving for a grace period, with /readyz saying 503 so a load
    // balancer stops sending traffic; then close (new requests on open connections get 503).
    app.lifecycle.draining = true
    await new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS))
    try {
      await app.close()
      process.exit(0)
    } catch (err) {
      app.log.error({ err }, 'error during shutdown')
      process.exit(1)
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}

main().catch((err) => {
  // An unreachable or busy database is the operator's to fix and its message says enough; anything else is
  // a bug, and the stack (mapped back to the .ts sources) says where.
  const said = err instanceof DatabaseInUseError || isDatabaseUnavailable(err)
  const detail = err instanceof Error ? (said ? err.message : (err.stack ?? err.message)) : err
  console.error('Failed to start:', detail)
  process.exit(1)
})
