/** Queries of the auth module's own tables (admins, sessions, ended_sessions, audit_log). `db` is always the first parameter. */
import { sql, type Expression, type Kysely, type Selectable } from 'kysely'
import type { Role, SessionEndReason } from '../../shared/api/auth.ts'
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

/**
 * Gives an admin another role; `'last_super_admin'` (nothing changed) when that would leave no active
 * super admin. The super admins' rows are locked first, so two super admins demoting each other at
 * the same moment cannot both succeed: the second sees the first's change.
 */
export const updateAdminRole = (db: AuthDb, id: number, role: Role) =>
  db.transaction().execute(async (tx) => {
    const supers = await tx.selectFrom('admins').select(['id', 'is_active']).where('role', '=', 'super_admin').forUpdate().execute()
    if (role !== 'super_admin' && supers.some((a) => a.id === id) && !supers.some((a) => a.id !== id && a.is_active)) return 'last_super_admin' as const
    return tx.updateTable('admins').set({ role, updated_at: now }).where('id', '=', id).returningAll().executeTakeFirst()
  })

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

/** Where a session was started from (sessions.ts keeps it out of `data`). */
export interface SessionDevice {
  userAgent: string | null
  ip: string | null
}

export const insertSession = (db: AuthDb, sid: string, s: StoredSession, absoluteHours: number, device: SessionDevice = { userAgent: null, ip: null }) =>
  db
    .insertInto('sessions')
    .values({
      sid,
      admin_id: s.adminId,
      data: JSON.stringify(s.data),
      created_at: new Date(s.createdAt),
      last_seen_at: new Date(s.lastSeenAt),
      expires_at: new Date(s.createdAt + absoluteHours * 3600_000),
      user_agent: device.userAgent,
      ip: device.ip,
    })
    .onConflict((oc) => oc.column('sid').doUpdateSet({ data: JSON.stringify(s.data) }))
    .execute()

/** Update only: a request still in flight must not bring back a session that was just ended. */
export const updateSessionData = (db: AuthDb, sid: string, data: Record<string, unknown>) =>
  db.updateTable('sessions').set({ data: JSON.stringify(data) }).where('sid', '=', sid).execute()

/** Marks a session seen now, from `ip` (called at most once a minute per session: sessions.ts). */
export const touchSession = (db: AuthDb, sid: string, ip: string | null = null) =>
  db.updateTable('sessions').set({ last_seen_at: now, ...(ip ? { ip } : {}) }).where('sid', '=', sid).execute()

/** The live sessions of an admin, most recently seen first (for "Active sessions"). */
export const listLiveSessions = (db: AuthDb, adminId: number, idleMinutes: number) =>
  db
    .selectFrom('sessions')
    .select(['sid', 'user_agent', 'ip', 'created_at', 'last_seen_at'])
    .where('admin_id', '=', adminId)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', sql<Date>`now() - make_interval(mins => ${idleMinutes})`)
    .orderBy('last_seen_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute()

export const deleteSession = (db: AuthDb, sid: string) => db.deleteFrom('sessions').where('sid', '=', sid).execute()

// ---- ended sessions (why a session was ended early; see migration 2026-11-23-01)

/** SHA-256 (hex) of a session id, computed by the database so every statement hashes alike. */
const sidHash = (sid: Expression<string> | string) => sql<string>`encode(sha256(convert_to(${sid}, 'UTF8')), 'hex')`

/**
 * Deletes the sessions `which` selects and, in the same statement, leaves a tombstone for each
 * (hash of its id, `reason`, its absolute end). Returns how many sessions ended.
 */
async function endSessionsBecause(db: AuthDb, reason: SessionEndReason, which: { adminId: number; exceptSid?: string } | { sid: string }): Promise<number> {
  const rows = await db
    .with('ended', (db) => {
      let q = db.deleteFrom('sessions')
      if ('sid' in which) q = q.where('sid', '=', which.sid)
      else {
        q = q.where('admin_id', '=', which.adminId)
        if (which.exceptSid) q = q.where('sid', '<>', which.exceptSid)
      }
      return q.returning(['sid', 'admin_id', 'expires_at'])
    })
    .insertInto('ended_sessions')
    .columns(['sid_hash', 'admin_id', 'reason', 'expires_at'])
    .expression((eb) =>
      eb
        .selectFrom('ended')
        .select([sidHash(sql.ref('ended.sid')).as('sid_hash'), 'ended.admin_id', sql<SessionEndReason>`cast(${reason} as text)`.as('reason'), 'ended.expires_at']),
    )
    .onConflict((oc) => oc.column('sid_hash').doUpdateSet((eb) => ({ reason: eb.ref('excluded.reason') })))
    .returning('sid_hash')
    .execute()
  return rows.length
}

/** Ends every session of an admin (except `exceptSid`, the caller's own, when given) and remembers why. */
export const endSessionsOfAdmin = (db: AuthDb, adminId: number, reason: SessionEndReason, exceptSid?: string) =>
  endSessionsBecause(db, reason, { adminId, exceptSid })

/** Ends one session and remembers why. */
export const endSessionBecause = (db: AuthDb, sid: string, reason: SessionEndReason) => endSessionsBecause(db, reason, { sid })

/** Why the session `sid` was ended early, while its tombstone lasts; null if it was not (or no longer known). */
export async function findEndReason(db: AuthDb, sid: string): Promise<SessionEndReason | null> {
  const row = await db
    .selectFrom('ended_sessions')
    .select('reason')
    .where('sid_hash', '=', sidHash(sid))
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return row?.reason ?? null
}

/** Forgets why an admin's sessions ended for `reason` (reactivated: their old cookies just read as signed out). */
export const forgetEndReasonsOfAdmin = (db: AuthDb, adminId: number, reason: SessionEndReason) =>
  db.deleteFrom('ended_sessions').where('admin_id', '=', adminId).where('reason', '=', reason).execute()

export const forgetEndedSession = (db: AuthDb, sid: string) => db.deleteFrom('ended_sessions').where('sid_hash', '=', sidHash(sid)).execute()

export const purgeEndedSessions = (db: AuthDb) => db.deleteFrom('ended_sessions').where('expires_at', '<=', now).execute()

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

/** The latest audit entries with the acting admin's current name (null when the admin is gone or none acted). */
export const listRecentActivity = (db: AuthDb, limit: number) =>
  db
    .selectFrom('audit_log')
    .leftJoin('admins', 'admins.id', 'audit_log.admin_id')
    .select(['audit_log.id', 'audit_log.at', 'audit_log.admin_email', 'audit_log.action', 'audit_log.target_type', 'audit_log.target_id', 'audit_log.details', 'admins.name as admin_name'])
    .orderBy('audit_log.at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(limit)
    .execute()
