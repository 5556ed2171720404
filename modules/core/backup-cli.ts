/**
 * `npm run backup -- --out FILE`: writes a backup of the configured database (DATABASE_URL, else the
 * embedded one in DATA_DIR) to FILE, one consistent snapshot. Format and schedules: docs/OPERATIONS.md.
 */
import { parseArgs } from 'node:util'
import { createBackup, openConfiguredDatabase, runTool } from './backup.ts'

const HELP = `Back up the Yerth database to a file.

Usage:
  npm run backup -- --out FILE
  npm run backup -- --help

Writes every table (uploads, settings, staff, analytics, the outbox, the migration history) as one
consistent snapshot to FILE (gzip-compressed JSON lines, checked by a SHA-256; docs/OPERATIONS.md).
The file appears only when complete. The database is the one the server uses (DATABASE_URL, else the
embedded database in DATA_DIR); with the embedded database, stop the server first.
`

let out: string | undefined
try {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { out: { type: 'string', short: 'o' }, help: { type: 'boolean', short: 'h' } } })
  if (values.help) {
    process.stdout.write(HELP)
    process.exit(0)
  }
  out = values.out
  if (!out) throw new Error('--out FILE is required')
} catch (err) {
  console.error(`Error: ${(err as Error).message}\n\n${HELP}`)
  process.exit(2)
}

await runTool(async () => {
  const started = Date.now()
  const database = await openConfiguredDatabase()
  try {
    const s = await createBackup(database, out!)
    const mb = (s.bytes / 1024 / 1024).toFixed(2)
    console.log(
      `Backup written to ${s.file}: ${s.tables} tables, ${s.rows} rows, ${mb} MB, schema at ${s.migrations.at(-1)} (${((Date.now() - started) / 1000).toFixed(1)} s).`,
    )
  } finally {
    await database.close()
  }
})
