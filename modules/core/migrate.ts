/**
 * Runs the migrations in migrations/index.ts. Kysely's migrator holds a PostgreSQL advisory lock
 * while it works, so two instances starting together never migrate at once.
 */
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration'
import { migrations } from '../../migrations/index.ts'
import type { AnyDb } from './db.ts'

class ListedMigrations implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations
  }
}

/** `schema` names where the migration bookkeeping lives (Kysely would otherwise find another schema's). */
export async function migrateToLatest(db: AnyDb, schema = 'public'): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new ListedMigrations(), migrationTableSchema: schema })
  const { error, results } = await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')
    const err = error instanceof Error ? error : new Error(String(error))
    err.message = `migration ${failed?.migrationName ?? '?'} failed: ${err.message}`
    throw err
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
