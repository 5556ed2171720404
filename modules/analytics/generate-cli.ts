/**
 * `npm run analytics:generate -- --views=1000000 --days=365 [--reset] [--seed=N]`: fills the
 * configured database (DATABASE_URL, else the embedded one under DATA_DIR) with realistic analytics
 * data (generate.ts) and rolls it up. For demos and the P5 benchmark; never needed in production.
 */
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { loadConfig } from '../core/config.ts'
import { connectPglite, connectPostgres } from '../core/db.ts'
import { migrateToLatest } from '../core/migrate.ts'
import { refuseWhenInUse } from '../core/db-lock.ts'
import { generateAnalytics, resetAnalytics } from './generate.ts'
import { AnalyticsService } from './service.ts'
import type { AnalyticsTables } from './tables.ts'

const { values } = parseArgs({
  options: { views: { type: 'string', default: '100000' }, days: { type: 'string', default: '365' }, seed: { type: 'string', default: '2026' }, reset: { type: 'boolean', default: false } },
})
const views = Number(values.views)
const days = Number(values.days)
if (!Number.isInteger(views) || views < 1 || views > 50_000_000) throw new Error('--views must be a whole number from 1 to 50,000,000')
if (!Number.isInteger(days) || days < 1 || days > 3650) throw new Error('--days must be a whole number from 1 to 3,650')

const config = loadConfig(process.env, process.cwd(), { defaultOrigin: true }) // builds no links
const database = config.databaseUrl ? connectPostgres({ connectionString: config.databaseUrl }) : await connectPglite(join(config.dataDir, 'pglite')).catch(refuseWhenInUse)
try {
  await migrateToLatest(database.db, database.schema)
  const db = database.db as unknown as Kysely<AnalyticsTables>
  if (values.reset) await resetAnalytics(db)
  const started = Date.now()
  const result = await generateAnalytics(db, { views, days, seed: Number(values.seed) }, (line) => process.stdout.write(`\r${line}   `))
  process.stdout.write('\n')
  await new AnalyticsService(db, console as unknown as FastifyBaseLogger).rebuild(result.from, result.to)
  console.log(`Generated ${result.views.toLocaleString('en')} page views in ${result.visits.toLocaleString('en')} visits, ${result.from} to ${result.to}, in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
} finally {
  await database.close()
}
