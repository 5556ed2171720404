/**
 * The database handle: Kysely over `pg` when DATABASE_URL is set, over embedded PGlite otherwise.
 * Modules receive an untyped Kysely and narrow it to their own tables (see each module's tables.ts),
 * so no module can name another module's tables by accident.
 */
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { availableParallelism } from 'node:os'
import { setFlagsFromString } from 'node:v8'
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely'
import type pg from 'pg'
import type { PGlite } from '@electric-sql/pglite'
import type { FastifyBaseLogger } from 'fastify'
import { lockEmbeddedDatabase } from './db-lock.ts'
import { onFirstUse } from './on-first-use.ts'

/**
 * The PostgreSQL driver, loaded only for an external PostgreSQL (the embedded database does without).
 * COUNT(*) and BIGSERIAL come back as int8; our counts fit comfortably in a JS number.
 */
export const postgresDriver = onFirstUse<typeof pg>('pg', (driver) => driver.types.setTypeParser(20, (v) => Number(v)))

export type AnyDb = Kysely<any>

export interface DatabaseHandle {
  db: AnyDb
  kind: 'postgres' | 'pglite'
  /** The schema the app's tables live in. */
  schema: string
  /** Connection settings for a LISTEN client (postgres only). */
  listenConfig: pg.ClientConfig | null
  pglite: PGlite | null
  close(): Promise<void>
}

export interface PostgresOptions {
  connectionString: string
  /** search_path for every connection (tests use a schema per test file). */
  schema?: string
  /** Pool size; defaultPoolSize() when absent. */
  max?: number
  log?: FastifyBaseLogger
}

/**
 * A statement whose text starts with PREPARED (a comment) is run as a named prepared statement on
 * PostgreSQL: each connection parses and plans it once and then only binds and executes it (PostgreSQL
 * keeps a generic plan once it is as good as the custom ones). For hot statements whose text is fixed
 * (values are parameters): the public list. Elsewhere (PGlite) the comment is just a comment.
 */
export const PREPARED = '/* prepared */ '
/** At most this many distinct prepared texts: a bug that put values into the text must not grow every connection forever. */
const MAX_PREPARED = 256
const preparedNames = new Map<string, string>()

function statementName(text: string): string | undefined {
  let name = preparedNames.get(text)
  if (name === undefined && preparedNames.size < MAX_PREPARED) {
    name = `p${preparedNames.size + 1}`
    preparedNames.set(text, name)
  }
  return name
}

function prepareMarkedStatements(client: pg.PoolClient) {
  const query = client.query as (...args: unknown[]) => unknown
  client.query = function (this: pg.PoolClient, text: unknown, ...rest: unknown[]) {
    if (typeof text === 'string' && text.startsWith(PREPARED) && Array.isArray(rest[0]) && rest.length === 1) {
      const name = statementName(text)
      if (name) return query.call(this, { name, text, values: rest[0] })
    }
    return query.call(this, text, ...rest)
  } as typeof client.query
}

/**
 * Connections per app instance when DATABASE_POOL_SIZE is unset: two per CPU (PostgreSQL's own rule
 * of thumb, cores × 2), at least 4, at most 20. More connections than the machine can run at once
 * only add context switches and queueing inside PostgreSQL: measured with `make bench` (P4, 2 CPUs),
 * a pool of 10 answered 1,194 req/s at p95 28.5 ms, a pool of 4 1,390 req/s at p95 21.2 ms, with
 * less CPU per answer in PostgreSQL (0.96 → 0.78 ms). Requests beyond it wait in the pool's queue.
 */
export function defaultPoolSize(cpus = availableParallelism()): number {
  return Math.min(20, Math.max(4, cpus * 2))
}

export function connectPostgres(opts: PostgresOptions): DatabaseHandle {
  const clientConfig: pg.ClientConfig = {
    connectionString: opts.connectionString,
    // Fail fast when the server is away so requests answer 503 instead of hanging.
    connectionTimeoutMillis: 3000,
    statement_timeout: 15000,
    ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
  }
  const pool = new (postgresDriver().Pool)({ ...clientConfig, max: opts.max ?? defaultPoolSize(), idleTimeoutMillis: 30000 })
  // An idle client dropped by a server restart emits 'error' on the pool; without a listener
  // Node would crash the process.
  pool.on('error', (err) => opts.log?.warn({ err: err.message }, 'idle PostgreSQL client error'))
  // A client checked out of the pool (between two statements of a query) has no pool listener;
  // a dropped connection would then raise an unhandled 'error'. The query itself still fails.
  pool.on('connect', (client) => {
    client.on('error', (err) => opts.log?.warn({ err: err.message }, 'PostgreSQL connection lost'))
    prepareMarkedStatements(client)
  })
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) })
  return {
    db,
    kind: 'postgres',
    schema: opts.schema ?? 'public',
    listenConfig: clientConfig,
    pglite: null,
    close: () => db.destroy(),
  }
}

/**
 * PGlite's PostgreSQL is a 9 MB WebAssembly module. By default V8 recompiles its busy functions
 * with the optimising compiler (TurboFan) in the background: that competes with the boot for the
 * CPU and keeps about 45 MB more memory, for SQL that runs up to 1.7x faster on heavy queries.
 * The embedded database serves small sites behind the render cache, so it runs on the baseline
 * compiler (Liftoff) alone; a site that needs the speed uses its own PostgreSQL (DATABASE_URL).
 * The flags only affect WebAssembly compiled after this point, and PGlite is the only module.
 */
function compilePgliteWithBaselineOnly() {
  setFlagsFromString('--no-wasm-tier-up')
  setFlagsFromString('--no-wasm-dynamic-tiering')
}

/**
 * Embedded PostgreSQL. `dataDir` null keeps everything in memory (tests). A folder is opened by one
 * process at a time: another process holding it makes this throw DatabaseInUseError (db-lock.ts)
 * before anything is read or written.
 */
export async function connectPglite(dataDir: string | null): Promise<DatabaseHandle> {
  // PGlite creates only the last folder of its data path.
  if (dataDir) mkdirSync(dirname(dataDir), { recursive: true })
  const unlock = dataDir ? await lockEmbeddedDatabase(dataDir) : async () => {}
  try {
    return await openPglite(dataDir, unlock)
  } catch (err) {
    await unlock()
    throw err
  }
}

async function openPglite(dataDir: string | null, unlock: () => Promise<void>): Promise<DatabaseHandle> {
  compilePgliteWithBaselineOnly()
  const { PGlite } = await import('@electric-sql/pglite')
  // One options object: PGlite 0.5's constructor ignores its second argument unless the first is a
  // data path, so `new PGlite(undefined, options)` (in memory) would drop every option below.
  // No extension is loaded (see withoutTrigrams).
  const pglite = new PGlite({
    dataDir: dataDir ?? undefined,
    parsers: { 20: (v: string) => Number(v) },
    // PGlite's default 128 MB of shared buffers is sized for a server; an embedded site needs far
    // less. The pool is touched whole at start, so each MB here is a MB of the process's memory
    // (QUALITY P7); 8 MB holds a small site's tables and indexes, and the data files below it stay in
    // the kernel's page cache (docs/decisions/0026-memory-of-a-used-process.md).
    postgresqlconf: 'shared_buffers=8MB',
  })
  await pglite.waitReady
  await withoutTrigrams(pglite)
  const db = new Kysely<any>({ dialect: new PGliteDialect({ pglite }) })
  return {
    db,
    kind: 'pglite',
    schema: 'public',
    listenConfig: null,
    pglite,
    close: async () => {
      await db.destroy()
      if (!pglite.closed) await pglite.close()
      await unlock()
    },
  }
}

/**
 * The embedded database runs without pg_trgm. Loading the extension (a WebAssembly side module,
 * linked in by Emscripten's dynamic loader) leaves V8 slower at Node's own per-request work for the
 * life of the process: a bare node:http answer in the same process went from about 60,000 to
 * 45,000 a second, the cached page with it (QUALITY P1;
 * docs/decisions/0027-cached-pages-skip-the-framework.md). Its only use is an index that speeds up the title-fragment fallback
 * of the journal search at thousands of posts (2026-11-25-01), which an embedded site does not
 * reach; the search finds the same posts without it. A database made by an earlier version has the
 * index and the extension: they are dropped here, once (dropping needs no library; anything that
 * touched the index would, and would fail).
 */
async function withoutTrigrams(pglite: PGlite) {
  const { rows } = await pglite.query(`select 1 from pg_extension where extname = 'pg_trgm'`)
  if (rows.length === 0) return
  await pglite.exec(`drop index if exists blogs_list_title_trigrams; drop extension pg_trgm cascade`)
}

/** Errors that mean "the database is unreachable right now" rather than a bug. */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null
  if (!e) return false
  const codes = ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']
  if (e.code && codes.includes(e.code)) return true
  const msg = e.message ?? ''
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)/i.test(msg)
}
