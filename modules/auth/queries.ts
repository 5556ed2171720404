/** Queries of the auth module's own tables (admins, sessions, audit_log). `db` is always the first parameter. */
import { sql, type Kysely, type Selectable } from 'kysely'
import type { Role } from '../../shared/api/auth.ts'
import type { AdminsTable, AuditLogTable, AuthTables } from './tables.ts'

export type AuthDb = Kysely<AuthTables>
export type AdminRow = Selectable<AdminsTable>

// ---- admins

export const findAdminById = (db: AuthDb, id: number) =>
  db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst()

export const findAdminByEmail = (db: AuthDb, email: string) =>
  db.selectFrom('admins').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst()

export const listAdmins = (db: AuthDb) => db.selectFrom('admins').selectAll().orderBy('id').execute()

export async function countAdmins(db: AuthDb): Promise<number> {
  const row = await db.selectFrom('admins').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  return Number(row.n)
}

export interface NewAdmin {
  email: string
  name: string
  role: Role
  passwordHash: string
}

/** Inserts an admin; undefined when the email is taken (race-safe: no check-then-insert). */
export const insertAdmin = (db: AuthDb, admin: NewAdmin) =>
  db
    .insertInto('admins')
    .values({ email: admin.email.trim().toLowerCase(), name: admin.name.trim(), role: admin.role, password_hash: admin.passwordHash })
    .onConflict((oc) => oc.column('email').doNothing())
    .returningAll()
    .executeTakeFirst()

export const deleteAdmin = (db: AuthDb, id: number) => db.deleteFrom('admins').where('id', '=', id).executeTakeFirst()

const now = sql<Date>`now()`

export const setAdminActive = (db: AuthDb, id: number, isActive: boolean) =>
  db.updateTable('admins').set({ is_active: isActive, updated_at: now }).where('id', '=', id).returningAll().executeTakeFirst()

export const updateAdminName = (db: AuthDb, id: number, name: string) =>
  db.updateTable('admins').set({ name, updated_at: now }).where('id', '=', id).returningAll().executeTakeFirst()

export const updateAdminPassword = (db: AuthDb, id: number, passwordHash: string) =>
  db.updateTable('admins').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', id).executeTakeFirst()

// ---- sessions

export interface StoredSession {
  adminId: number
  createdAt: number
  lastSeenAt: number
  data: Record<string, unknown>
}

/**
 * The live session `sid`, or null. A session past its idle or absolute end is deleted here, so the
 * timeouts are checked on every request against the database clock (one clock for every instance).
 */
export async function loadLiveSession(db: AuthDb, sid: string, idleMinutes: number): Promise<StoredSession | null> {
  const row = await db
    .selectFrom('sessions')
    .select(['admin_id', 'data', 'created_at', 'last_seen_at'])
    .select(sql<boolean>`expires_at <= now() or last_seen_at <= now() - make_interval(mins => ${idleMinutes})`.as('expired'))
    .where('sid', '=', sid)
    .executeTakeFirst()
  if (!row) return null
  if (row.expired) {
    await deleteSession(db, sid)
    return null
  }
  return {
    adminId: row.admin_id,
    createdAt: new Date(row.created_at).getTime(),
    lastSeenAt: new Date(row.last_seen_at).getTime(),
    data: row.data ?? {},
  }
}

export const insertSession = (db: AuthDb, sid: string, s: StoredSession, absoluteHours: number) =>
  db
    .insertInto('sessions')
    .values({
      sid,
      admin_id: s.adminId,
      data: JSON.stringify(s.data),
      created_at: new Date(s.createdAt),
      last_seen_at: new Date(s.lastSeenAt),
      expires_at: new Date(s.createdAt + absoluteHours * 3600_000),
    })
    .onConflict((oc) => oc.column('sid').doUpdateSet({ data: JSON.stringify(s.data) }))
    .execute()

/** Update only: a request still in flight must not bring back a session that was just ended. */
export const updateSessionData = (db: AuthDb, sid: string, data: Record<string, unknown>) =>
  db.updateTable('sessions').set({ data: JSON.stringify(data) }).where('sid', '=', sid).execute()

export const touchSession = (db: AuthDb, sid: string) =>
  db.updateTable('sessions').set({ last_seen_at: now }).where('sid', '=', sid).execute()

export const deleteSession = (db: AuthDb, sid: string) => db.deleteFrom('sessions').where('sid', '=', sid).execute()

/** Ends every session of an admin, except `exceptSid` (the caller's own) when given. Returns how many. */
export async function deleteSessionsOfAdmin(db: AuthDb, adminId: number, exceptSid?: string): Promise<number> {
  let q = db.deleteFrom('sessions').where('admin_id', '=', adminId)
  if (exceptSid) q = q.where('sid', '<>', exceptSid)
  const res = await q.executeTakeFirst()
  return Number(res.numDeletedRows)
}

export const purgeExpiredSessions = (db: AuthDb, idleMinutes: number) =>
  db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', sql<Date>`now() - make_interval(mins => ${idleMinutes})`)]))
    .execute()

// ---- audit log

export interface AuditEntry {
  adminId: number | null
  adminEmail: string | null
  action: string
  targetType?: string | null
  targetId?: string | number | null
  details?: Record<string, unknown> | null
  ip?: string | null
}

export const insertAudit = (db: AuthDb, e: AuditEntry) =>
  db
    .insertInto('audit_log')
    .values({
      admin_id: e.adminId,
      admin_email: e.adminEmail,
      action: e.action,
      target_type: e.targetType ?? null,
      target_id: e.targetId == null ? null : String(e.targetId),
      details: e.details ? JSON.stringify(e.details) : null,
      ip: e.ip ?? null,
    })
    .execute()

export type AuditRow = Selectable<AuditLogTable>

export const listRecentAudit = (db: AuthDb, limit = 50) =>
  db.selectFrom('audit_log').selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).execute()
