/**
 * Test helpers: a bare app with core and only the modules a test names, on a fresh database.
 * Without TEST_DATABASE_URL the database is PGlite in memory; with it, each app gets a database of
 * its own on that server, dropped when the app closes. (A schema each is not enough: Kysely's
 * migrator introspects every schema of the database and trips over another file's schema being
 * dropped at the same moment.)
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { testConfig, type AppConfig } from './config.ts'
import { connectPglite, connectPostgres, type DatabaseHandle } from './db.ts'
import { createHost } from './host.ts'
import { revisions } from '../revisions/index.ts'

export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL
  if (!url) return connectPglite(null)
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`
  const onServer = async (sqlText: string) => {
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    try {
      await admin.query(sqlText)
    } finally {
      await admin.end()
    }
  }
  await onServer(`create database ${name}`)
  const own = new URL(url)
  own.pathname = `/${name}`
  const handle = connectPostgres({ connectionString: own.toString(), max: 5 })
  return {
    ...handle,
    close: async () => {
      await handle.close()
      await onServer(`drop database if exists ${name} with (force)`)
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
  const database = opts.database ?? (await createTestDatabase())
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
