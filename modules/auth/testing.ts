/**
 * Test helpers for any module that needs staff: create an admin straight through the queries and
 * sign in through the real login route to get a session cookie.
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Role } from '../../shared/api/auth.ts'
import { cookiesFrom, jsonHeaders } from '../core/testing.ts'
import { hashPassword } from './passwords.ts'
import { insertAdmin, type AdminRow } from './queries.ts'
import type { AuthTables } from './tables.ts'

export const TEST_PASSWORD = 'correct horse battery'

let counter = 0

export interface TestAdmin extends AdminRow {
  password: string
}

export async function addAdmin(
  app: FastifyInstance,
  opts: { role?: Role; email?: string; name?: string; password?: string; active?: boolean } = {},
): Promise<TestAdmin> {
  const role = opts.role ?? 'editor'
  const password = opts.password ?? TEST_PASSWORD
  const db = app.db as Kysely<AuthTables>
  const row = await insertAdmin(db, {
    email: opts.email ?? `${role}-${process.pid}-${++counter}@test.example`,
    name: opts.name ?? `Test ${role}`,
    role,
    passwordHash: await hashPassword(password),
  })
  if (!row) throw new Error('addAdmin: email already taken')
  if (opts.active === false) await db.updateTable('admins').set({ is_active: false }).where('id', '=', row.id).execute()
  return { ...row, is_active: opts.active ?? true, password }
}

/** Signs in through POST /api/auth/login and returns the Cookie header value of the new session. */
export async function signIn(app: FastifyInstance, admin: { email: string; password: string }, cookie?: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: jsonHeaders(cookie),
    payload: { email: admin.email, password: admin.password },
  })
  if (res.statusCode !== 200) throw new Error(`signIn ${admin.email}: ${res.statusCode} ${res.body}`)
  return cookiesFrom(res)
}

/** A staff member of `role`, signed in: the row plus a ready Cookie header. */
export async function staff(app: FastifyInstance, role: Role) {
  const admin = await addAdmin(app, { role })
  return { admin, cookie: await signIn(app, admin) }
}

/** The newest audit entry's id (0 when there is none): a mark to read what a test step recorded. */
export async function lastAuditId(app: FastifyInstance): Promise<number> {
  const db = app.db as Kysely<AuthTables>
  return Number((await db.selectFrom('audit_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0)
}

/** The audit entries recorded after the mark `id`, oldest first. */
export function auditSince(app: FastifyInstance, id: number) {
  const db = app.db as Kysely<AuthTables>
  return db.selectFrom('audit_log').select(['action', 'admin_id', 'target_type', 'target_id', 'details']).where('id', '>', id).orderBy('id').execute()
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * A signed-in editor and viewer talking to the console API, and what the bulk and single-item tests
 * read back: `send` (the raw answer; the editor's cookie unless another or null is given), `ok` (the
 * JSON of an answer below 300, else it throws with the answer), `audits(action)` (that action's
 * entries, oldest first, details parsed) and `topics` (every change-bus topic named, in order).
 */
export async function consoleClient(app: FastifyInstance, topicNames: string[] = []) {
  const editor = await staff(app, 'editor')
  const viewer = await staff(app, 'viewer')
  const topics: string[] = []
  for (const topic of topicNames) app.changes.subscribe(topic, () => topics.push(topic))
  const send = (method: Method, url: string, payload?: unknown, cookie: string | null = editor.cookie) =>
    app.inject({
      method,
      url,
      headers: payload === undefined ? (cookie ? { cookie } : {}) : jsonHeaders(cookie ?? undefined),
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    })
  const ok = async (method: Method, url: string, payload?: unknown) => {
    const res = await send(method, url, payload)
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`)
    return res.json()
  }
  const db = app.db as Kysely<AuthTables>
  const audits = async (action: string): Promise<Array<{ target_id: string; details: Record<string, unknown> }>> =>
    (await db.selectFrom('audit_log').select(['target_id', 'details']).where('action', '=', action).orderBy('id').execute()).map((a) => ({
      target_id: String(a.target_id),
      details: typeof a.details === 'string' ? JSON.parse(a.details) : (a.details as Record<string, unknown>),
    }))
  return { editor, viewer, topics, send, ok, audits }
}
