/**
 * `npm run analytics:generate -- --views=1000000 --days=365 [--reset] [--seed=N]`: fills the
 * configured database (DATABASE_URL, else the embedded one under DATA_DIR) with realistic analytics
 * data (generate.ts) and rolls it up. For demos and the P5 benchmark; never needed in production.
 */
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { loadConfig } from '../modules/core/config.ts'
import { connectPglite, connectPostgres } from '../modules/core/db.ts'
import { migrateToLatest } from '../modules/core/migrate.ts'
import { refuseWhenInUse } from '../modules/core/db-lock.ts'
import { generateAnalytics, resetAnalytics } from '../modules/analytics/generate.ts'
import { AnalyticsService } from '../modules/analytics/service.ts'
import type { AnalyticsTables } from '../modules/analytics/tables.ts'

const USAGE = `Fill the configured database with a realistic history of page views (demos, the P5 benchmark).

Usage:
  npm run analytics:generate -- [--views=N] [--days=D] [--reset] [--seed=S]

Options:
  --views=N   page views to make, 1 to 50,000,000 (default 100,000)
  --days=D    days of history ending today, 1 to 3,650 (default 365)
  --reset     delete every analytics row first
  --seed=S    seed of the generator: the same seed makes the same data (default 2026)
  -h, --help  this text

The database is the one the server uses (DATABASE_URL, else the embedded one in DATA_DIR).
`

/** The options, or null after printing usage (--help: exit 0) or a usage error (exit 2). */
function readOptions(argv: string[]): { views: number; days: number; seed: number; reset: boolean } | null {
  let values
  try {
    values = parseArgs({
      args: argv,
      options: {
        views: { type: 'string', default: '100000' },
        days: { type: 'string', default: '365' },
        seed: { type: 'string', default: '2026' },
        reset: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values
  } catch (err) {
    return usageError((err as Error).message)
  }
  if (values.help) {
    console.log(USAGE)
    process.exitCode = 0
    return null
  }
  const views = Number(values.views)
  const days = Number(values.days)
  const seed = Number(values.seed)
  if (!Number.isInteger(views) || views < 1 || views > 50_000_000) return usageError('--views must be a whole number from 1 to 50,000,000')
  if (!Number.isInteger(days) || days < 1 || days > 3650) return usageError('--days must be a whole number from 1 to 3,650')
  if (!Number.isSafeInteger(seed)) return usageError('--seed must be a whole number')
  return { views, days, seed, reset: values.reset }
}

function usageError(message: string): null {
  console.error(`Error: ${message}\nRun "npm run analytics:generate -- --help" for usage.`)
  process.exitCode = 2
  return null
}

const options = readOptions(process.argv.slice(2))
if (!options) process.exit()
const { views, days } = options

const config = loadConfig(process.env, process.cwd(), { defaultOrigin: true }) // builds no links
const database = config.databaseUrl ? connectPostgres({ connectionString: config.databaseUrl }) : await connectPglite(join(config.dataDir, 'pglite')).catch(refuseWhenInUse)
try {
  await migrateToLatest(database.db, database.schema)
  const db = database.db as unknown as Kysely<AnalyticsTables>
  if (options.reset) await resetAnalytics(db)
  const started = Date.now()
  const result = await generateAnalytics(db, { views, days, seed: options.seed }, (line) => process.stdout.write(`\r${line}   `))
  process.stdout.write('\n')
  await new AnalyticsService(db, console as unknown as FastifyBaseLogger).rebuild(result.from, result.to)
  console.log(`Generated ${result.views.toLocaleString('en')} page views in ${result.visits.toLocaleString('en')} visits, ${result.from} to ${result.to}, in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
} finally {
  await database.close()
}
