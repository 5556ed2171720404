/**
 * Test helpers: a bare app with core and only the modules a test names, on a fresh database.
 * Without TEST_DATABASE_URL the database is PGlite in memory; with it, each app gets a database of
 * its own on that server, dropped when the app closes. (A schema each is not enough: Kysely's
 * migrator introspects every schema of the database and trips over another file's schema being
 * dropped at the same moment.)
 * A test app's database is a copy of a migrated template (`migratedTemplate`): copying it costs
 * about a fifth of running every migration again, which the suite did a few hundred times.
 */
import { createHash, randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { testConfig, type AppConfig } from './config.ts'
import { connectPglite, connectPostgres, type DatabaseHandle } from './db.ts'
import { createHost } from './host.ts'
import { migrateToLatest } from './migrate.ts'
import { revisions } from '../revisions/index.ts'

const MIGRATIONS_DIR = join(import.meta.dirname, '..', '..', 'migrations')
const TEMPLATE_PREFIX = 'yerth_tpl_'

/** Runs one statement on the server's maintenance connection (CREATE/DROP DATABASE cannot run in a pool's transaction). */
async function onServer(url: string, sqlText: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(sqlText)
  } finally {
    await admin.end()
  }
}

function databaseUrl(url: string, name: string): string {
  const own = new URL(url)
  own.pathname = `/${name}`
  return own.toString()
}

/** Every migration file's text, hashed: a template made from other migrations is never used. */
function migrationsDigest(): string {
  const hash = createHash('sha256')
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.name.endsWith('.ts')) hash.update(entry.name).update(readFileSync(path))
    }
  }
  walk(MIGRATIONS_DIR)
  return hash.digest('hex').slice(0, 16)
}

let templateName: Promise<string> | null = null

/**
 * The name of a database on the server migrated to the latest version, made once per set of
 * migrations (test processes run side by side: an advisory lock lets one make it while the others
 * wait). It is made under a scratch name and renamed when complete, so a template that exists is
 * whole; templates of older migrations are dropped then (unless YERTH_TEST_KEEP_TEMPLATES is set:
 * a fixture run on a copy of the project with a migration of its own).
 */
function migratedTemplate(url: string): Promise<string> {
  templateName ??= (async () => {
    const name = `${TEMPLATE_PREFIX}${migrationsDigest()}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    try {
      await admin.query(`select pg_advisory_lock(hashtext('yerth test template'))`)
      const exists = await admin.query(`select 1 from pg_database where datname = $1`, [name])
      if (exists.rowCount === 0) {
        // A process run on a copy with other migrations (web-public/extending.test.ts's fixtures) keeps
        // the others: the suite beside it is still copying its databases from the real template.
        if (!process.env.YERTH_TEST_KEEP_TEMPLATES) {
          const stale = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [`${TEMPLATE_PREFIX}%`])
          for (const { datname } of stale.rows) await admin.query(`drop database if exists "${datname}" with (force)`)
        }
        const scratch = `${name}_${randomBytes(4).toString('hex')}`
        await admin.query(`create database "${scratch}"`)
        const handle = connectPostgres({ connectionString: databaseUrl(url, scratch), max: 1 })
        try {
          await migrateToLatest(handle.db, handle.schema)
        } finally {
          await handle.close()
        }
        await admin.query(`alter database "${scratch}" rename to "${name}"`)
      }
      return name
    } finally {
      await admin.end()
    }
  })()
  templateName.catch(() => (templateName = null))
  return templateName
}

/**
 * A database of the test's own. `migrated`: a copy of the migrated template (what an app would
 * make of it at boot anyway); otherwise empty, for tests that run migrations step by step.
 */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL
  if (!url) return connectPglite(null)
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`
  const template = options.migrated ? ` template "${await migratedTemplate(url)}"` : ''
  await onServer(url, `create database ${name}${template}`)
  const handle = connectPostgres({ connectionString: databaseUrl(url, name), max: 5 })
  return {
    ...handle,
    close: async () => {
      await handle.close()
      await onServer(url, `drop database if exists ${name} with (force)`)
    },
  }
}
export interface TestAppOptions {
  config?: Partial<AppConfig>
  database?: DatabaseHandle
  ownsDatabase?: boolean
}

/** Builds core + `modules` on a new test database; close the app to drop the database. */
export async function createTestApp(modules: FastifyPluginAsync[], opts: TestAppOptions = {}): Promise<FastifyInstance> {
  const database = opts.database ?? (await createTestDatabase({ migrated: true }))
  const app = await createHost(testConfig(opts.config), database, opts.ownsDatabase ?? !opts.database)
  try {
    // Every content module keeps its history through app.revisions: a test app always has it.
    if (!modules.includes(revisions)) await app.register(revisions)
    for (const mod of modules) await app.register(mod)
    await app.ready()
  } catch (err) {
    await app.close().catch(() => {})
    throw err
  }
  return app
}

/** A same-origin JSON request as a browser would send it (the CSRF guard accepts it). */
export function jsonHeaders(cookie?: string): Record<string, string> {
  return { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookiesFrom(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie']
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : []
  return list.map((c: string) => c.split(';')[0]).join('; ')
}
