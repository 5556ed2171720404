/**
 * The app as `make bench` measures it: built bundles, gate off, on the embedded database in
 * BENCH_DATA_DIR, or on the PostgreSQL of BENCH_DATABASE_URL (a scratch database bench/run.ts
 * creates and drops). With BENCH_SEED_POSTS=n and an empty journal, n posts are published through
 * the console's API first (bench/seed-journal.ts), after the boot was timed.
 * A request carrying `x-bench-uncached: 1` empties the render cache first, so the page it asks for
 * is rendered (and compressed) from scratch: the "uncached SSR" row. POST /__bench/gate/on and
 * /__bench/gate/off switch the site gate (Lighthouse on the coming-soon page). Bench only.
 * Built with the server (esbuild.config.ts) into dist/server/bench-serve.js, sharing its chunks with
 * dist/server/start.js, and run like `make run` runs the server: plain node, no TypeScript loader.
 * `node --import tsx bench/serve.ts` runs the sources instead, to compare.
 * Prints one JSON line {url, bootMs, database, seeded} once it listens; bootMs counts from the
 * process's start (module loading included), as an operator waits for it. Runs until killed.
 */
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { loadConfig } from '../modules/core/config.ts'
import { connectPglite, connectPostgres } from '../modules/core/db.ts'
import { apiModules, buildApp, webModules } from '../fastify.config.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './serve-credentials.ts'


// Not encapsulated (skip-override, as fastify-plugin does): its hook must see every route.
const benchHooks = Object.assign(async (app: FastifyInstance) => {
  // A callback hook, like core's: an async one would cost every measured request a promise that `make run` does not pay.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.headers['x-bench-uncached'] === '1') app.pageCache.clear()
    done()
  })
  app.post<{ Params: { state: string } }>('/__bench/gate/:state', { config: { gate: 'open', cache: 'no-store' } }, async (request) => {
    await app.settings.update({ password_protection_enabled: request.params.state === 'on' ? '1' : '0' }, null)
    return { ok: true }
  })
}, { [Symbol.for('skip-override')]: true })

// The environment as `make run` gives it (LOG_LEVEL and the rest from the caller's env, info by default):
// the bench measures the server as it ships, request logs included.
// The site's address is the one the bench and Lighthouse use (production needs one; npm start
// defaults it the same way, to http://localhost:$PORT): the page's own beacons and forms come from
// it, and core's CSRF guard refuses any other origin. So the port is chosen before the config.
const port = await new Promise<number>((resolve, reject) => {
  const probe = createServer()
  probe.once('error', reject)
  probe.listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number }
    probe.close(() => resolve(port))
  })
})
const config = loadConfig({ PUBLIC_ORIGIN: `http://127.0.0.1:${port}`, ...process.env, NODE_ENV: 'production', ACCESS_PASSWORD: 'bench-access', ADMIN_EMAIL, ADMIN_PASSWORD })
const database = process.env.BENCH_DATABASE_URL
  ? connectPostgres({ connectionString: process.env.BENCH_DATABASE_URL })
  : await connectPglite(join(process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'yerth-bench-')), 'pglite'))
const app = await buildApp({ config, database, modules: [benchHooks, ...apiModules, ...webModules] })
await app.listen({ host: '127.0.0.1', port })
// performance.now() counts from the process's start.
const bootMs = performance.now()
await app.settings.update({ password_protection_enabled: '0' }, null)
let seeded = 0
const wanted = Number(process.env.BENCH_SEED_POSTS ?? 0)
if (wanted > 0 && (await app.contentTypes.countPublished('blogs')) === 0) {
  const { seedJournal } = await import('./seed-journal.ts')
  seeded = await seedJournal(app, ADMIN_EMAIL, ADMIN_PASSWORD, wanted)
}
const address = app.server.address()
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
console.log(JSON.stringify({ url, bootMs, database: database.kind, seeded }))
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)))
