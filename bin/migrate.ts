/** `make migrate`: applies pending migrations to the configured database and exits. */
import { join } from 'node:path'
import { loadConfig } from '../modules/core/config.ts'
import { connectPglite, connectPostgres } from '../modules/core/db.ts'
import { migrateToLatest } from '../modules/core/migrate.ts'
import { refuseWhenInUse } from '../modules/core/db-lock.ts'

const config = loadConfig(process.env, process.cwd(), { defaultOrigin: true }) // builds no links
const database = config.databaseUrl
  ? connectPostgres({ connectionString: config.databaseUrl })
  : await connectPglite(join(config.dataDir, 'pglite')).catch(refuseWhenInUse)
try {
  const applied = await migrateToLatest(database.db, database.schema)
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.')
} finally {
  await database.close()
}
