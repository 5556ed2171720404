/**
 * Backup and restore of the whole database (issue 19), on the embedded database and on PostgreSQL.
 *
 * Owns the backup file format (docs/OPERATIONS.md "Backup file format"): gzip-compressed JSON lines,
 * a header (format, version, migrations, tables with their columns and row counts, sequences), then
 * batches of rows per table (every value as PostgreSQL's text form, bytea as base64), then a trailer
 * with the SHA-256 of every byte before it. Tables are read from the catalog, so a new table is in the
 * next backup without a change here. Used by bin/backup.ts and bin/restore.ts; depends on the migration
 * list (migrations/index.ts), backup-credentials.ts (the table names of what is left out) and nothing
 * else of the app.
 *
 * - No live credential (issue 29): the rows of backup-credentials.ts are left out (sessions, pending
 *   second steps, unused reset and invitation links and their mails, the cookie secret; the two-factor
 *   key unless the file is encrypted). With a passphrase the whole gzip stream is sealed by
 *   backup-crypto.ts (AES-256-GCM, scrypt).
 *
 * - Backup: one REPEATABLE READ, READ ONLY transaction for every table (one snapshot of a live
 *   PostgreSQL), each table read through a cursor in batches, written to FILE.partial and renamed.
 * - Restore: the file is read once to check it (checksum, shape, migrations) before the target is
 *   touched; then, in ONE transaction on the target: (with --force) drop the app's objects, migrate up
 *   to the file's last migration, empty every table, load every table with user triggers disabled
 *   (derived tables such as blogs_list are copied, not re-derived) in foreign-key order, set the
 *   sequences, remove credential rows an older file still holds (so every session ends), bring the
 *   two-factor key (or turn off enrolments it cannot open), migrate to the latest. Any failure rolls
 *   all of it back.
 */
import { createHash, createHmac, type Hash } from 'node:crypto'
import { createReadStream, createWriteStream, existsSync, openSync, renameSync, rmSync, statSync } from 'node:fs'
import { once } from 'node:events'
import { createGunzip, createGzip } from 'node:zlib'
import { sql, type Kysely, type Transaction } from 'kysely'
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration'
import { migrations as knownMigrationList } from '../../migrations/index.ts'
import { join } from 'node:path'
import { ConfigError, loadConfig } from './config.ts'
import { connectPglite, connectPostgres, type AnyDb, type DatabaseHandle } from './db.ts'
import { DatabaseInUseError } from './db-lock.ts'
import { CREDENTIAL_RULES, TWO_FACTOR_ENROLMENT_TABLES, TWO_FACTOR_KEY } from './backup-credentials.ts'
import { CHANGED_OR_WRONG, EnvelopeError, isEncrypted, openEncrypted, Passphrase, readPassphraseFile, startEnvelope } from './backup-crypto.ts'

export { Passphrase }

export const BACKUP_FORMAT = 'yerth-backup'
export const BACKUP_VERSION = 1
/** Kysely's bookkeeping: the history is backed up (kysely_migration), the lock row is not data. */
const MIGRATION_TABLE = 'kysely_migration'
const SKIPPED_TABLES = new Set(['kysely_migration_lock'])
const ROWS_PER_BATCH = 500
/** Tables with bytea columns hold uploads (media chunks are 1 MiB each): small batches keep memory flat. */
const BINARY_ROWS_PER_BATCH = 4

/** A refusal the operator can act on (bad file, newer schema, non-empty target): the CLIs print only its message. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BackupError'
  }
}

export interface BackupColumn {
  name: string
  type: string
}
export interface BackupTable {
  name: string
  columns: BackupColumn[]
  rows: number
}
export interface BackupSequence {
  table: string
  column: string
  /** pg_sequence_last_value: null when the sequence was never used. */
  last_value: number | null
}
export interface BackupHeader {
  format: typeof BACKUP_FORMAT
  version: number
  created_at: string
  database_kind: 'postgres' | 'pglite'
  migrations: string[]
  tables: BackupTable[]
  sequences: BackupSequence[]
  /** Tables whose credential rows were left out, with why (absent in files made before issue 29). */
  left_out?: Record<string, string>
  /** Whether the file is sealed with a passphrase (the two-factor key is then in it). */
  encrypted?: boolean
  /** When the two-factor key was left out: a check value of it, so a restore over the same site keeps its own. */
  two_factor_key_check?: string | null
}
interface RowsLine {
  table: string
  rows: (string | null)[][]
}
interface TrailerLine {
  end: typeof BACKUP_FORMAT
  sha256: string
}

export interface BackupSummary {
  file: string
  bytes: number
  tables: number
  rows: number
  migrations: string[]
}

type Db = AnyDb | Transaction<any>

/** Same text forms on every server: UTC ISO timestamps, exact floats, PostgreSQL intervals. */
async function fixTextForms(trx: Db) {
  await sql`set local timezone = 'UTC'`.execute(trx)
  await sql`set local datestyle = 'ISO, YMD'`.execute(trx)
  await sql`set local intervalstyle = 'postgres'`.execute(trx)
  await sql`set local extra_float_digits = 3`.execute(trx)
}

interface CatalogColumn extends BackupColumn {
  binary: boolean
}
interface CatalogTable {
  name: string
  columns: CatalogColumn[]
}

/** The app's tables in `schema`, from the catalog: ordinary and partitioned tables, not extension members, not Kysely's lock. */
export async function listTables(db: Db, schema: string): Promise<CatalogTable[]> {
  const { rows } = await sql<{ table: string; column: string; type: string; binary: boolean }>`
    select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type,
           a.atttypid = 'bytea'::regtype as binary
    from pg_class c
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    where c.relnamespace = ${schema}::regnamespace and c.relkind in ('r', 'p') and not c.relispartition
      and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
    order by c.relname, a.attnum`.execute(db)
  const tables = new Map<string, CatalogTable>()
  for (const r of rows) {
    if (SKIPPED_TABLES.has(r.table)) continue
    let table = tables.get(r.table)
    if (!table) tables.set(r.table, (table = { name: r.table, columns: [] }))
    table.columns.push({ name: r.column, type: r.type, binary: r.binary })
  }
  return [...tables.values()]
}

/** Serial and identity columns with their sequence (as regclass text). */
async function listSequences(db: Db, schema: string): Promise<{ table: string; column: string; sequence: string }[]> {
  const { rows } = await sql<{ table: string; column: string; sequence: string }>`
    select * from (
      select c.relname as table, a.attname as column,
             pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) as sequence
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = ${schema} and c.relkind in ('r', 'p')
    ) s where sequence is not null order by 1, 2`.execute(db)
  return rows
}

function table(schema: string, name: string) {
  return sql.id(schema, name)
}

function textOf(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64')
  return String(value)
}

/** The SQL condition of the rows a backup keeps of `name` (true: all of them; false: none). */
function keptRows(name: string, encrypted: boolean) {
  const rule = CREDENTIAL_RULES.find((r) => r.table === name)
  if (!rule) return sql`true`
  const keep = rule.keep(encrypted)
  return keep === null ? sql`false` : sql`(${sql.raw(keep)})`
}

/** A check value of a secret: tells whether two sites hold the same one, reveals nothing of it. */
const keyCheck = (secret: string) => createHmac('sha256', secret).update('yerth backup: two-factor key check').digest('hex').slice(0, 32)

/** Reads `t` through a cursor, `batch` rows at a time, as text (bytea as base64); only rows matching `where`. */
async function* readTable(trx: Db, schema: string, t: CatalogTable, where = sql`true`): AsyncGenerator<(string | null)[][]> {
  const select = sql.join(
    t.columns.map((c, i) => (c.binary ? sql`${sql.ref(c.name)} as ${sql.id(`c${i}`)}` : sql`${sql.ref(c.name)}::text as ${sql.id(`c${i}`)}`)),
  )
  const batch = t.columns.some((c) => c.binary) ? BINARY_ROWS_PER_BATCH : ROWS_PER_BATCH
  await sql`declare yerth_backup no scroll cursor for select ${select} from ${table(schema, t.name)} where ${where}`.execute(trx)
  try {
    for (;;) {
      const { rows } = await sql<Record<string, unknown>>`fetch forward ${sql.raw(String(batch))} from yerth_backup`.execute(trx)
      if (rows.length === 0) return
      yield rows.map((r) => t.columns.map((_, i) => textOf(r[`c${i}`])))
    }
  } finally {
    await sql`close yerth_backup`.execute(trx)
  }
}

/** A gzip file written line by line, hashing what it writes; `finish` renames FILE.partial to FILE. */
class LineWriter {
  private gzip = createGzip({ level: 6 })
  private hash: Hash = createHash('sha256')
  private partial: string
  private done: Promise<unknown>
  private failed: Error | null = null
  /** With `envelope`, the gzip stream is encrypted (backup-crypto.ts) between the header and the tag. */
  constructor(
    private file: string,
    envelope: Awaited<ReturnType<typeof startEnvelope>> | null = null,
  ) {
    this.partial = `${file}.partial`
    let fd: number
    try {
      fd = openSync(this.partial, 'w', 0o600) // the file holds personal data: the owner's only
    } catch (err) {
      throw new BackupError(`Cannot write ${file}: ${(err as Error).message}`)
    }
    const out = createWriteStream('', { fd })
    if (envelope) {
      out.write(envelope.header)
      this.gzip.pipe(envelope.cipher).pipe(out, { end: false })
      envelope.cipher.on('end', () => out.end(envelope.cipher.getAuthTag()))
      envelope.cipher.on('error', (err) => fail(err))
    } else {
      this.gzip.pipe(out)
    }
    this.done = once(out, 'close')
    // A write error (disk full) fails the next write or the finish, not the process.
    const fail = (err: Error) => {
      this.failed ??= new BackupError(`Cannot write ${file}: ${err.message}`)
      this.gzip.destroy()
      out.destroy()
    }
    out.on('error', fail)
    this.gzip.on('error', fail)
  }
  async write(value: object) {
    if (this.failed) throw this.failed
    const line = Buffer.from(`${JSON.stringify(value)}\n`)
    this.hash.update(line)
    if (!this.gzip.write(line)) await Promise.race([once(this.gzip, 'drain'), this.done])
    if (this.failed) throw this.failed
  }
  async finish(): Promise<number> {
    const trailer: TrailerLine = { end: BACKUP_FORMAT, sha256: this.hash.digest('hex') }
    this.gzip.end(`${JSON.stringify(trailer)}\n`)
    await this.done
    if (this.failed) throw this.failed
    renameSync(this.partial, this.file)
    return statSync(this.file).size
  }
  abort() {
    this.gzip.destroy()
    rmSync(this.partial, { force: true })
  }
}

export interface BackupOptions {
  /** Seal the whole file with this passphrase (`--passphrase-file`). */
  passphrase?: Passphrase
}

/**
 * Writes a backup of `database` to `file` (gzip JSON lines); one read-only snapshot for every table,
 * without the credential rows of backup-credentials.ts.
 */
export async function createBackup(database: DatabaseHandle, file: string, opts: BackupOptions = {}): Promise<BackupSummary> {
  const { db, schema } = database
  const encrypted = opts.passphrase !== undefined
  const writer = new LineWriter(file, opts.passphrase ? await startEnvelope(opts.passphrase) : null)
  try {
    const summary = await db.transaction().execute(async (trx) => {
      await sql`set transaction isolation level repeatable read, read only`.execute(trx)
      await sql`set local statement_timeout = 0`.execute(trx) // the server's 15 s limit is for requests
      await fixTextForms(trx)
      const listed = await listTables(trx, schema)
      // Written parents first, so a restore loads the file in one pass with foreign keys checked.
      const order = await loadOrder(trx, schema, listed.map((t) => t.name))
      const tables = order.map((name) => listed.find((t) => t.name === name)!)
      if (!tables.some((t) => t.name === MIGRATION_TABLE)) throw new BackupError('The database holds no Yerth data (it has no migration history): nothing to back up.')
      const { rows: applied } = await sql<{ name: string }>`select name from ${table(schema, MIGRATION_TABLE)} order by name`.execute(trx)
      const counted: BackupTable[] = []
      for (const t of tables) {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${table(schema, t.name)} where ${keptRows(t.name, encrypted)}`.execute(trx)
        counted.push({ name: t.name, columns: t.columns.map(({ name, type }) => ({ name, type })), rows: rows[0].n })
      }
      const sequences: BackupSequence[] = []
      for (const s of await listSequences(trx, schema)) {
        const { rows } = await sql<{ v: number | null }>`select pg_sequence_last_value(${s.sequence}::regclass)::bigint as v`.execute(trx)
        sequences.push({ table: s.table, column: s.column, last_value: rows[0].v === null ? null : Number(rows[0].v) })
      }
      const names = new Set(tables.map((t) => t.name))
      const twoFactorKey = names.has('core_secrets') ? await readSecret(trx, schema, TWO_FACTOR_KEY) : null
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        created_at: new Date().toISOString(),
        database_kind: database.kind,
        migrations: applied.map((r) => r.name),
        tables: counted,
        sequences,
        left_out: Object.fromEntries(CREDENTIAL_RULES.filter((r) => names.has(r.table)).map((r) => [r.table, r.why])),
        encrypted,
        two_factor_key_check: !encrypted && twoFactorKey !== null ? keyCheck(twoFactorKey) : null,
      }
      await writer.write(header)
      let rows = 0
      for (const t of tables) {
        for await (const batch of readTable(trx, schema, t, keptRows(t.name, encrypted))) {
          await writer.write({ table: t.name, rows: batch } satisfies RowsLine)
          rows += batch.length
        }
      }
      return { tables: tables.length, rows, migrations: header.migrations }
    })
    const bytes = await writer.finish()
    return { file, bytes, ...summary }
  } catch (err) {
    writer.abort()
    throw err
  }
}

async function readSecret(trx: Db, schema: string, name: string): Promise<string | null> {
  const { rows } = await sql<{ value: string }>`select value from ${table(schema, 'core_secrets')} where name = ${name}`.execute(trx)
  return rows[0]?.value ?? null
}

function unreadable(file: string, why: string): BackupError {
  return new BackupError(`The backup file ${file} cannot be read: ${why}. Refused, nothing was changed.`)
}

/** The file's gzip bytes: the file itself, or its decrypted content (authenticated first) when it is encrypted. */
async function openBytes(file: string, passphrase: Passphrase | undefined): Promise<NodeJS.ReadableStream & { destroy(): void }> {
  if (!existsSync(file)) throw new BackupError(`There is no file ${file}.`)
  const encrypted = isEncrypted(file)
  if (encrypted && !passphrase) {
    throw new BackupError(`The backup file ${file} is encrypted: give its passphrase with --passphrase-file FILE. Refused, nothing was changed.`)
  }
  if (!encrypted && passphrase) {
    throw new BackupError(`The backup file ${file} is not encrypted: leave out --passphrase-file. Refused, nothing was changed.`)
  }
  if (!passphrase) return createReadStream(file)
  try {
    return await openEncrypted(file, passphrase)
  } catch (err) {
    if (err instanceof EnvelopeError) throw unreadable(file, err.message)
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new BackupError(`There is no file ${file}.`)
    throw err
  }
}

/** The decompressed lines of a backup file; gzip damage (or a failed tag check) becomes a BackupError. */
async function* readLines(file: string, passphrase?: Passphrase): AsyncGenerator<string> {
  const gunzip = createGunzip()
  const input = await openBytes(file, passphrase)
  input.on('error', (err: Error) => gunzip.destroy(err))
  input.pipe(gunzip)
  // Lines can be megabytes (batches of uploads): pieces are kept as buffers and joined once per line.
  // A newline byte never occurs inside a UTF-8 sequence, so splitting bytes is safe.
  let pending: Buffer[] = []
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      let start = 0
      let at: number
      while ((at = chunk.indexOf(10, start)) >= 0) {
        pending.push(chunk.subarray(start, at))
        yield Buffer.concat(pending).toString('utf8')
        pending = []
        start = at + 1
      }
      if (start < chunk.length) pending.push(chunk.subarray(start))
    }
  } catch (err) {
    const e = err as NodeJS.ErrnoException
    if (e.code === 'ENOENT') throw new BackupError(`There is no file ${file}.`)
    // Decrypted bytes failing the tag check: the file changed after it was checked.
    if (passphrase && (e.code === 'ERR_CRYPTO_INVALID_TAG' || /authenticate data/i.test(e.message))) throw unreadable(file, CHANGED_OR_WRONG)
    if (e.code === 'Z_BUF_ERROR' || /unexpected end of file/i.test(e.message)) throw new BackupError(`The backup file ${file} is truncated (its compressed data ends early): refused, nothing was changed.`)
    if (e.code?.startsWith('Z_')) throw new BackupError(`The file ${file} is not a Yerth backup or is damaged (${e.message}): refused, nothing was changed.`)
    throw err
  } finally {
    input.destroy()
  }
  if (pending.length > 0) yield Buffer.concat(pending).toString('utf8')
}

function damaged(file: string, why: string): BackupError {
  return new BackupError(`The backup file ${file} is damaged (${why}): refused, nothing was changed.`)
}

function parseLine(file: string, line: string, n: number): unknown {
  try {
    return JSON.parse(line)
  } catch {
    return damaged(file, `line ${n} is not valid JSON`)
  }
}

/**
 * Reads the whole file and checks it: header, every line's shape, row counts against the header,
 * the trailer's SHA-256. With `onRows`, hands each batch over as it goes (the load pass). Throws
 * BackupError for anything wrong.
 */
async function scan(file: string, passphrase: Passphrase | undefined, onRows?: (header: BackupHeader, line: RowsLine) => Promise<void>): Promise<BackupHeader> {
  const hash = createHash('sha256')
  let header: BackupHeader | null = null
  let trailer: TrailerLine | null = null
  const columnsOf = new Map<string, number>()
  const seen = new Map<string, number>()
  let n = 0
  for await (const line of readLines(file, passphrase)) {
    n++
    if (trailer) throw damaged(file, `data after the end marker at line ${n}`)
    const value = parseLine(file, line, n)
    if (value instanceof BackupError) {
      if (n === 1) throw new BackupError(`The file ${file} is not a Yerth backup (its first line is not a backup header): refused, nothing was changed.`)
      throw value
    }
    const obj = value as Record<string, unknown>
    if (n === 1) {
      if (obj?.format !== BACKUP_FORMAT) throw new BackupError(`The file ${file} is not a Yerth backup: refused, nothing was changed.`)
      if (obj.version !== BACKUP_VERSION) throw new BackupError(`The backup file ${file} has format version ${String(obj.version)}; this version of Yerth reads version ${BACKUP_VERSION}.`)
      if (!Array.isArray(obj.migrations) || !Array.isArray(obj.tables) || !Array.isArray(obj.sequences)) throw damaged(file, 'its header is incomplete')
      header = obj as unknown as BackupHeader
      for (const t of header.tables) columnsOf.set(t.name, t.columns.length)
      hash.update(`${line}\n`)
      continue
    }
    if (obj && obj.end === BACKUP_FORMAT) {
      trailer = obj as unknown as TrailerLine
      continue
    }
    hash.update(`${line}\n`)
    const rows = obj as unknown as RowsLine
    const width = columnsOf.get(rows?.table)
    if (width === undefined || !Array.isArray(rows.rows) || rows.rows.some((r) => !Array.isArray(r) || r.length !== width)) {
      throw damaged(file, `line ${n} does not match the tables of its header`)
    }
    seen.set(rows.table, (seen.get(rows.table) ?? 0) + rows.rows.length)
    if (onRows) await onRows(header!, rows)
  }
  if (!header) throw new BackupError(`The file ${file} is empty: refused, nothing was changed.`)
  if (!trailer) throw new BackupError(`The backup file ${file} is truncated (it has no end marker): refused, nothing was changed.`)
  if (hash.digest('hex') !== trailer.sha256) throw damaged(file, 'its SHA-256 checksum does not match its content')
  for (const t of header.tables) {
    if ((seen.get(t.name) ?? 0) !== t.rows) throw damaged(file, `table ${t.name} has ${seen.get(t.name) ?? 0} rows, its header says ${t.rows}`)
  }
  return header
}

/**
 * Checks a backup file end to end and that this version can restore it (it knows every migration of
 * the file, in the same order). Writes nothing anywhere.
 */
export async function verifyBackup(file: string, opts: { passphrase?: Passphrase } = {}): Promise<BackupHeader> {
  const header = await scan(file, opts.passphrase)
  checkMigrations(header)
  return header
}

function checkMigrations(header: BackupHeader) {
  const known = Object.keys(knownMigrationList)
  const unknown = header.migrations.filter((m) => !(m in knownMigrationList))
  if (unknown.length > 0) {
    throw new BackupError(
      `The backup was made by a newer version of Yerth: its schema has migration${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}, ` +
        'which this version does not know. Restore it with that version (or a later one); nothing was changed.',
    )
  }
  if (header.migrations.length === 0) throw new BackupError('The backup has no migration history: it cannot be restored.')
  const expected = known.slice(0, header.migrations.length)
  if (expected.some((m, i) => m !== header.migrations[i])) {
    throw new BackupError(
      `The backup's migrations (${header.migrations.length}, up to ${header.migrations.at(-1)}) are not a prefix of this version's list: ` +
        'it comes from a different line of development and cannot be migrated; nothing was changed.',
    )
  }
}

class ListedMigrations implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return knownMigrationList
  }
}

/** Migrates `trx` to the named migration (or the latest), in the caller's transaction. */
export async function migrateTo(trx: Db, schema: string, target: string | 'latest') {
  const migrator = new Migrator({ db: trx as Kysely<any>, provider: new ListedMigrations(), migrationTableSchema: schema })
  const { error, results } = target === 'latest' ? await migrator.migrateToLatest() : await migrator.migrateTo(target)
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')
    throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${error instanceof Error ? error.message : String(error)}`)
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}

/** Everything the migrations made in `schema` (tables, views, sequences, functions, types), not extensions' objects. */
async function dropAppObjects(trx: Db, schema: string) {
  const notExtension = (catalog: string, oid: string) =>
    sql.raw(`not exists (select 1 from pg_depend d where d.classid = '${catalog}'::regclass and d.objid = ${oid} and d.deptype = 'e')`)
  const { rows: relations } = await sql<{ name: string; kind: string }>`
    select c.relname as name, c.relkind as kind from pg_class c
    where c.relnamespace = ${schema}::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S') and not c.relispartition
      and ${notExtension('pg_class', 'c.oid')}`.execute(trx)
  const word: Record<string, string> = { r: 'table', p: 'table', f: 'foreign table', v: 'view', m: 'materialized view', S: 'sequence' }
  for (const kind of ['v', 'm', 'r', 'p', 'f', 'S']) {
    for (const r of relations.filter((x) => x.kind === kind)) {
      await sql`drop ${sql.raw(word[kind])} if exists ${table(schema, r.name)} cascade`.execute(trx)
    }
  }
  const { rows: routines } = await sql<{ signature: string; kind: string }>`
    select p.oid::regprocedure::text as signature, p.prokind as kind from pg_proc p
    where p.pronamespace = ${schema}::regnamespace and ${notExtension('pg_proc', 'p.oid')}`.execute(trx)
  for (const r of routines) await sql`drop ${sql.raw(r.kind === 'a' ? 'aggregate' : 'routine')} if exists ${sql.raw(r.signature)} cascade`.execute(trx)
  const { rows: types } = await sql<{ name: string }>`
    select t.typname as name from pg_type t
    where t.typnamespace = ${schema}::regnamespace and t.typtype in ('e', 'd', 'r', 'c')
      and (t.typtype <> 'c' or (select relkind from pg_class where oid = t.typrelid) = 'c')
      and ${notExtension('pg_type', 't.oid')}`.execute(trx)
  for (const t of types) await sql`drop type if exists ${table(schema, t.name)} cascade`.execute(trx)
}

/** Parents before children (foreign keys are checked while loading); a cycle keeps the remaining tables in name order. */
async function loadOrder(trx: Db, schema: string, names: string[]): Promise<string[]> {
  const { rows } = await sql<{ child: string; parent: string }>`
    select c.relname as child, p.relname as parent from pg_constraint k
    join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
    where k.contype = 'f' and k.connamespace = ${schema}::regnamespace and k.conrelid <> k.confrelid`.execute(trx)
  const left = new Set(names)
  const order: string[] = []
  while (left.size > 0) {
    const ready = [...left].filter((n) => !rows.some((r) => r.child === n && left.has(r.parent)))
    const next = ready.length > 0 ? ready : [...left]
    for (const n of next.sort()) {
      order.push(n)
      left.delete(n)
    }
  }
  return order
}

export interface RestoreOptions {
  /** Replace whatever the target holds (inside the same transaction). Without it a non-empty target is refused. */
  force?: boolean
  /** The header verifyBackup returned for this file: skips the checking pass (the load pass checks again). */
  verified?: BackupHeader
  /** The passphrase of an encrypted file. */
  passphrase?: Passphrase
}
export interface RestoreSummary {
  tables: number
  rows: number
  /** Accounts whose two-factor sign-in was turned off: the file did not bring the key of their secrets. */
  twoFactorTurnedOff: number
  /** Migrations of the file, then the ones applied after loading (an older schema brought up to date). */
  fromMigration: string
  applied: string[]
}

/** Restores `file` into `database` in one transaction: all of it or, on any failure, nothing. */
export async function restoreBackup(database: DatabaseHandle, file: string, opts: RestoreOptions = {}): Promise<RestoreSummary> {
  const header = opts.verified ?? (await verifyBackup(file, { passphrase: opts.passphrase }))
  const { db, schema } = database
  return db.transaction().execute(async (trx) => {
    await sql`set local statement_timeout = 0`.execute(trx) // the server's 15 s limit is for requests
    const existing = await listTables(trx, schema)
    // A plain file left the two-factor key out: restored over the same site, that site's own key still fits.
    const ownKey = existing.some((t) => t.name === 'core_secrets') ? await readSecret(trx, schema, TWO_FACTOR_KEY) : null
    const keepOwnKey = ownKey !== null && !!header.two_factor_key_check && keyCheck(ownKey) === header.two_factor_key_check
    if (existing.length > 0) {
      if (!opts.force) {
        throw new BackupError(
          `The target database already holds ${existing.length} Yerth tables. Restore into an empty database, ` +
            'or add --force to replace everything in it (in one transaction: on failure it keeps what it has).',
        )
      }
      await dropAppObjects(trx, schema)
    }
    await migrateTo(trx, schema, header.migrations.at(-1)!)
    await fixTextForms(trx)

    const target = new Map((await listTables(trx, schema)).map((t) => [t.name, t]))
    for (const t of header.tables) {
      const here = target.get(t.name)
      if (!here) throw new BackupError(`The backup's table ${t.name} does not exist at migration ${header.migrations.at(-1)}: the file does not match its migrations.`)
      const missing = t.columns.filter((c) => !here.columns.some((h) => h.name === c.name))
      if (missing.length) throw new BackupError(`The backup's table ${t.name} has columns the schema lacks (${missing.map((c) => c.name).join(', ')}).`)
    }
    // Empty what the migrations made (seeds, Kysely's own history rows): the file has every row.
    const all = [...target.keys()]
    if (all.length) await sql`truncate table ${sql.join(all.map((n) => table(schema, n)))} restart identity`.execute(trx)
    // Derived tables (blogs_list, its counts) come from the file as they were: their triggers must not add rows again.
    for (const name of all) await sql`alter table ${table(schema, name)} disable trigger user`.execute(trx)

    // Batches arrive in the file's order; buffer-free loading needs parents first, so the file is read once per "wave".
    const order = await loadOrder(trx, schema, header.tables.map((t) => t.name))
    let rows = 0
    const insert = async (line: RowsLine) => {
      const here = target.get(line.table)!
      const columns = header.tables.find((t) => t.name === line.table)!.columns
      const values = columns.map((c, i) => {
        const type = here.columns.find((h) => h.name === c.name)!
        const text = sql`(r->>${sql.lit(i)})`
        return type.binary ? sql`decode(${text}, 'base64')` : sql`${text}::${sql.raw(type.type)}`
      })
      await sql`insert into ${table(schema, line.table)} (${sql.join(columns.map((c) => sql.id(c.name)))}) overriding system value
        select ${sql.join(values)} from json_array_elements(${JSON.stringify(line.rows)}::json) as r`.execute(trx)
      rows += line.rows.length
    }
    await loadInOrder(file, order, header, insert, opts.passphrase)

    for (const name of all) await sql`alter table ${table(schema, name)} enable trigger user`.execute(trx)
    await resetSequences(trx, schema, header)
    await removeCredentials(trx, schema, new Set(all))
    if (keepOwnKey) await sql`insert into ${table(schema, 'core_secrets')} (name, value) values (${TWO_FACTOR_KEY}, ${ownKey}) on conflict (name) do nothing`.execute(trx)
    const twoFactorTurnedOff = await dropUnreadableEnrolments(trx, schema, new Set(all))
    const applied = await migrateTo(trx, schema, 'latest')
    return { tables: header.tables.length, rows, twoFactorTurnedOff, fromMigration: header.migrations.at(-1)!, applied }
  })
}

/**
 * Removes what backup-credentials.ts says a backup never holds, should the file hold it (made before
 * issue 29): every session ends, the cookie secret is made anew at the next start.
 */
async function removeCredentials(trx: Db, schema: string, tables: Set<string>) {
  for (const rule of CREDENTIAL_RULES) {
    if (!tables.has(rule.table)) continue
    const keep = rule.keep(true) // the two-factor key may stay: it came in an encrypted file or is the site's own
    await sql`delete from ${table(schema, rule.table)} where not coalesce(${keep === null ? sql`false` : sql`(${sql.raw(keep)})`}, false)`.execute(trx)
  }
}

/** Without the two-factor key, the sealed TOTP secrets cannot be opened: those enrolments are turned off (answers how many). */
async function dropUnreadableEnrolments(trx: Db, schema: string, tables: Set<string>): Promise<number> {
  if (!tables.has('core_secrets') || !TWO_FACTOR_ENROLMENT_TABLES.every((t) => tables.has(t))) return 0
  if ((await readSecret(trx, schema, TWO_FACTOR_KEY)) !== null) return 0
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${table(schema, 'admin_two_factor')} where enabled_at is not null`.execute(trx)
  for (const name of TWO_FACTOR_ENROLMENT_TABLES) await sql`delete from ${table(schema, name)}`.execute(trx)
  return rows[0].n
}

/**
 * Loads the tables in `order`. The file groups each table's batches together in name order; tables
 * whose parents come later in the file are loaded in a further pass over the file (one pass when the
 * file order already respects the foreign keys, as today). Each pass checks the checksum again.
 */
async function loadInOrder(file: string, order: string[], header: BackupHeader, insert: (line: RowsLine) => Promise<void>, passphrase?: Passphrase) {
  const fileOrder = header.tables.map((t) => t.name)
  const passes: string[][] = []
  let pass: string[] = []
  let lastIndex = -1
  for (const name of order) {
    const at = fileOrder.indexOf(name)
    if (at < lastIndex) {
      passes.push(pass)
      pass = []
    }
    pass.push(name)
    lastIndex = at
  }
  passes.push(pass)
  for (const tables of passes) {
    const wanted = new Set(tables)
    await scan(file, passphrase, async (_, line) => {
      if (wanted.has(line.table)) await insert(line)
    })
  }
}

/** Each serial/identity sequence continues after the largest id loaded (and never below where the source's stood). */
async function resetSequences(trx: Db, schema: string, header: BackupHeader) {
  for (const s of await listSequences(trx, schema)) {
    const { rows } = await sql<{ max: number | null }>`select max(${sql.ref(s.column)})::bigint as max from ${table(schema, s.table)}`.execute(trx)
    const source = header.sequences.find((x) => x.table === s.table && x.column === s.column)?.last_value ?? null
    const last = Math.max(rows[0].max === null ? 0 : Number(rows[0].max), source ?? 0)
    if (last >= 1) await sql`select setval(${s.sequence}::regclass, ${last}, true)`.execute(trx)
    else await sql`select setval(${s.sequence}::regclass, 1, false)`.execute(trx)
  }
}

/**
 * A digest of every table's content: row count and SHA-256 of its rows (text forms, bytea as base64,
 * sorted), generated columns left out. Two databases with the same digests hold the same data.
 */
export async function contentDigest(db: AnyDb, schema: string): Promise<Record<string, { rows: number; sha256: string }>> {
  return db.transaction().execute(async (trx) => {
    await fixTextForms(trx)
    const result: Record<string, { rows: number; sha256: string }> = {}
    for (const t of await listTables(trx, schema)) {
      const lines: string[] = []
      for await (const batch of readTable(trx, schema, t)) for (const r of batch) lines.push(JSON.stringify(r))
      lines.sort()
      const hash = createHash('sha256')
      for (const l of lines) hash.update(`${l}\n`)
      result[t.name] = { rows: lines.length, sha256: hash.digest('hex') }
    }
    return result
  })
}

/**
 * For the two command-line tools: the database the server uses (DATABASE_URL, else the embedded one
 * in DATA_DIR). An embedded database open in the server is refused with a message saying what to do.
 */
export async function openConfiguredDatabase(env: NodeJS.ProcessEnv = process.env): Promise<DatabaseHandle> {
  const config = loadConfig(env, process.cwd(), { defaultOrigin: true }) // builds no links
  if (config.databaseUrl) return connectPostgres({ connectionString: config.databaseUrl, max: 1 })
  try {
    return await connectPglite(join(config.dataDir, 'pglite'))
  } catch (err) {
    if (!(err instanceof DatabaseInUseError)) throw err
    throw new BackupError(
      `${err.message.replace(/ Stop the server first.*$/, '')} Stop the server first: the embedded database can be backed up ` +
        'or restored only while no other process has it open (or copy its folder while the server is stopped).',
    )
  }
}

/** A tool's --passphrase-file: undefined without one; a file that cannot be used is a BackupError (its words, exit 1). */
export function passphraseFromFile(path: string | undefined, purpose: 'backup' | 'restore'): Passphrase | undefined {
  if (path === undefined) return undefined
  try {
    return new Passphrase(readPassphraseFile(path, purpose))
  } catch (err) {
    throw err instanceof EnvelopeError ? new BackupError(err.message) : err
  }
}

/** Runs a tool's body: BackupError and bad configuration end with their message (exit 1), anything else with its stack. */
export async function runTool(body: () => Promise<void>) {
  try {
    await body()
  } catch (err) {
    if (err instanceof BackupError || err instanceof ConfigError) {
      console.error(`Error: ${err.message}`)
      process.exit(1)
    }
    throw err
  }
}
