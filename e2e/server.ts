/**
 * Serves the built app for the browser journeys on a fresh database: PGlite in memory, or a new
 * schema on TEST_DATABASE_URL when set (CI uses the machine's PostgreSQL).
 */
import { loadConfig } from '../modules/core/config.ts'
import { createTestDatabase } from '../modules/core/testing.ts'
import { buildApp } from '../fastify.config.ts'
import { E2E } from './fixtures.ts'

const port = Number(process.env.E2E_PORT)
if (!Number.isInteger(port) || port <= 0) throw new Error('E2E_PORT must be set (e2e/test.ts picks a free port per worker)')
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  ADMIN_EMAIL: E2E.adminEmail,
  ADMIN_PASSWORD: E2E.adminPassword,
  ACCESS_PASSWORD: E2E.accessPassword,
  OWNER_EMAILS: E2E.adminEmail,
  COOKIE_SECURE: 'false',
  // The address the browser uses: links are built on it and state-changing requests must come from it.
  PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
})
const database = await createTestDatabase()
const app = await buildApp({ config, database })
await app.listen({ host: '127.0.0.1', port })

const stop = async () => {
  await app.close()
  process.exit(0)
}
process.on('SIGTERM', () => void stop())
process.on('SIGINT', () => void stop())
