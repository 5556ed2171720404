/**
 * `npm run restore -- --in FILE [--force]`: restores a backup made by `npm run backup` into the
 * configured database, in one transaction (all or nothing). The file is checked completely before the
 * database is opened. What happens to a target holding data, and why: docs/OPERATIONS.md.
 */
import { parseArgs } from 'node:util'
import { openConfiguredDatabase, restoreBackup, runTool, verifyBackup } from './backup.ts'

const HELP = `Restore a Yerth backup file into the database.

Usage:
  npm run restore -- --in FILE [--force]
  npm run restore -- --help

The file is checked first (format, SHA-256, row counts, migrations); a damaged file, or one made by a
newer version of Yerth, is refused before the database is touched. A file from an older version is
restored as that schema and then migrated to this version's. Everything happens in one transaction:
on any failure the database keeps what it had.

  --force   The target already holds a Yerth database: replace everything in it. Without --force
            such a target is refused.

The database is the one the server uses (DATABASE_URL, else the embedded database in DATA_DIR); with
the embedded database, stop the server first.
`

let file: string | undefined
let force = false
try {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { in: { type: 'string', short: 'i' }, force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  })
  if (values.help) {
    process.stdout.write(HELP)
    process.exit(0)
  }
  file = values.in
  force = values.force ?? false
  if (!file) throw new Error('--in FILE is required')
} catch (err) {
  console.error(`Error: ${(err as Error).message}\n\n${HELP}`)
  process.exit(2)
}

await runTool(async () => {
  const started = Date.now()
  const header = await verifyBackup(file!)
  const database = await openConfiguredDatabase()
  try {
    const s = await restoreBackup(database, file!, { force, verified: header })
    const migrated = s.applied.length ? `, then migrated: ${s.applied.join(', ')}` : ''
    console.log(
      `Restored ${s.tables} tables, ${s.rows} rows from ${file} (made ${header.created_at} on ${header.database_kind}, schema at ${s.fromMigration}${migrated}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    )
  } finally {
    await database.close()
  }
})
