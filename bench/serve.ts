/**
 * The app as `make bench` measures it: built bundles, embedded database in BENCH_DATA_DIR (or BENCH_DATABASE_URL),
 * gate off, plus a static copy of the home page on the same host (/__bench/home.html) for P1.
 * Built with the server (esbuild.config.ts) into dist/server/bench-serve.js, sharing its chunks with
 * dist/server/start.js, and run like `make run` runs the server: plain node, no TypeScript loader.
 * `node --import tsx bench/serve.ts` runs the sources instead, to compare.
 * Prints one JSON line {url, bootMs, database} once it listens; bootMs counts from the process's
 * start (module loading included), as an operator waits for it. Runs until killed.
 */
import fastifyStatic from '@fastify/static'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { loadConfig } from '../modules/core/config.ts'
import { connectPglite, connectPostgres } from '../modules/core/db.ts'
import { apiModules, buildApp, webModules } from '../fastify.config.ts'

const staticDir = mkdtempSync(join(tmpdir(), 'yerth-bench-'))

async function benchStatic(app: FastifyInstance) {
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, { root: staticDir, prefix: '/__bench/', decorateReply: false })
  })
}

const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', ACCESS_PASSWORD: 'bench-access', ADMIN_EMAIL: 'bench@yerth.com', ADMIN_PASSWORD: 'bench-password' })
const database = process.env.BENCH_DATABASE_URL
  ? connectPostgres({ connectionString: process.env.BENCH_DATABASE_URL })
  : await connectPglite(join(process.env.BENCH_DATA_DIR ?? staticDir, 'pglite'))
const app = await buildApp({ config, database, modules: [...apiModules, ...webModules, benchStatic] })
await app.listen({ host: '127.0.0.1', port: 0 })
// performance.now() counts from the process's start.
const bootMs = performance.now()
await app.settings.update({ password_protection_enabled: '0' }, null)
const address = app.server.address()
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
writeFileSync(join(staticDir, 'home.html'), await (await fetch(`${url}/`)).text())
console.log(JSON.stringify({ url, bootMs, database: database.kind }))
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)))
