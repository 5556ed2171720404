/**
 * `npm run backup -- --out FILE [--passphrase-file P]`: writes a backup of the configured database
 * (DATABASE_URL, else the embedded one in DATA_DIR) to FILE, one consistent snapshot, without live
 * credentials; with a passphrase, encrypted. Format, contents and schedules: docs/OPERATIONS.md.
 */
import { parseArgs } from 'node:util'
import { createBackup, openConfiguredDatabase, passphraseFromFile, runTool } from '../modules/core/backup.ts'
import { MIN_PASSPHRASE_LENGTH } from '../modules/core/backup-crypto.ts'

const HELP = `Back up the Yerth database to a file.

Usage:
  npm run backup -- --out FILE [--passphrase-file P]
  npm run backup -- --help

Writes every table (uploads, settings, staff, analytics, the outbox, the migration history) as one
consistent snapshot to FILE (gzip-compressed JSON lines, checked by a SHA-256; docs/OPERATIONS.md).
It holds no live credential: no sessions, no pending sign-in steps, no unused reset or invitation
links (nor their mails), no cookie secret. The file appears only when complete. The database is the
one the server uses (DATABASE_URL, else the embedded database in DATA_DIR); with the embedded
database, stop the server first.

  --passphrase-file P   Encrypt the whole file (AES-256-GCM, key from scrypt) with the passphrase
                        in file P (${MIN_PASSPHRASE_LENGTH}+ characters). Restoring it needs the same
                        passphrase; a changed file is refused. Only an encrypted file keeps two-factor
                        sign-in on for enrolled staff across a restore onto another site.
`

let out: string | undefined
let passphraseFile: string | undefined
try {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { out: { type: 'string', short: 'o' }, 'passphrase-file': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  })
  if (values.help) {
    process.stdout.write(HELP)
    process.exit(0)
  }
  out = values.out
  passphraseFile = values['passphrase-file']
  if (!out) throw new Error('--out FILE is required')
} catch (err) {
  console.error(`Error: ${(err as Error).message}\n\n${HELP}`)
  process.exit(2)
}

await runTool(async () => {
  const started = Date.now()
  const passphrase = passphraseFromFile(passphraseFile, 'backup')
  const database = await openConfiguredDatabase()
  try {
    const s = await createBackup(database, out!, { passphrase })
    const mb = (s.bytes / 1024 / 1024).toFixed(2)
    console.log(
      `${passphrase ? 'Encrypted backup' : 'Backup'} written to ${s.file}: ${s.tables} tables, ${s.rows} rows, ${mb} MB, schema at ${s.migrations.at(-1)} (${((Date.now() - started) / 1000).toFixed(1)} s).`,
    )
  } finally {
    await database.close()
  }
})
