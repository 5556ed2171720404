/**
 * `npm run restore -- --in FILE [--force] [--passphrase-file P]`: restores a backup made by `npm run backup` into the
 * configured database, in one transaction (all or nothing). The file is checked completely before the
 * database is opened. What happens to a target holding data, and why: docs/OPERATIONS.md.
 */
import { parseArgs } from 'node:util'
import { openConfiguredDatabase, passphraseFromFile, restoreBackup, runTool, verifyBackup } from '../modules/core/backup.ts'

const HELP = `Restore a Yerth backup file into the database.

Usage:
  npm run restore -- --in FILE [--force] [--passphrase-file P]
  npm run restore -- --help

The file is checked first (format, SHA-256, row counts, migrations); a damaged file, or one made by a
newer version of Yerth, is refused before the database is touched. A file from an older version is
restored as that schema and then migrated to this version's. Everything happens in one transaction:
on any failure the database keeps what it had. Every session ends: everyone signs in again.

  --force   The target already holds a Yerth database: replace everything in it. Without --force
            such a target is refused.
  --passphrase-file P
            The file is encrypted: its passphrase is in file P. A wrong passphrase, or a file
            changed since it was written, is refused before the database is touched.

The database is the one the server uses (DATABASE_URL, else the embedded database in DATA_DIR); with
the embedded database, stop the server first.
`

let file: string | undefined
let force = false
let passphraseFile: string | undefined
try {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { in: { type: 'string', short: 'i' }, force: { type: 'boolean' }, 'passphrase-file': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  })
  if (values.help) {
    process.stdout.write(HELP)
    process.exit(0)
  }
  file = values.in
  force = values.force ?? false
  passphraseFile = values['passphrase-file']
  if (!file) throw new Error('--in FILE is required')
} catch (err) {
  console.error(`Error: ${(err as Error).message}\n\n${HELP}`)
  process.exit(2)
}

await runTool(async () => {
  const started = Date.now()
  const passphrase = passphraseFromFile(passphraseFile, 'restore')
  const header = await verifyBackup(file!, { passphrase })
  const database = await openConfiguredDatabase()
  try {
    const s = await restoreBackup(database, file!, { force, verified: header, passphrase })
    const migrated = s.applied.length ? `, then migrated: ${s.applied.join(', ')}` : ''
    console.log(
      `Restored ${s.tables} tables, ${s.rows} rows from ${file} (made ${header.created_at} on ${header.database_kind}, schema at ${s.fromMigration}${migrated}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    )
    console.log('Every session has ended: everyone signs in again (a new session secret is made at the next start).')
    if (s.twoFactorTurnedOff > 0) {
      console.log(
        `Two-factor sign-in was turned off for ${s.twoFactorTurnedOff} account${s.twoFactorTurnedOff > 1 ? 's' : ''}: the file is not encrypted, so it does not ` +
          'hold the key of their authenticator secrets. They set it up again (at their next sign-in if it is required); docs/OPERATIONS.md.',
      )
    }
  } finally {
    await database.close()
  }
})
