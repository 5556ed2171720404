/**
 * The audit log: who did what, when and from where. Recording never fails a request: a write
 * error is logged and swallowed, because the action itself already happened.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import type { ActivityEntry } from '../../shared/api/analytics.ts'
import { insertAudit, listRecentActivity, listRecentAudit, type AuditRow, type AuthDb } from './queries.ts'

export interface AuditOptions {
  targetType?: string
  targetId?: string | number
  details?: Record<string, unknown>
  /** Who it was when nobody is signed in (the account of a failed sign-in; never an unknown typed e-mail). */
  actorEmail?: string
}

export interface AuditLog {
  record(request: FastifyRequest, action: string, options?: AuditOptions): Promise<void>
  recent(limit?: number): Promise<AuditRow[]>
  /** The latest entries as the Dashboard's Recent Activity shows them (no IP addresses). */
  activity(limit?: number): Promise<ActivityEntry[]>
}

/** Detail keys that name what an entry is about, most telling first. */
const SUBJECT_KEYS = ['title', 'page_name', 'name', 'to', 'filename', 'email'] as const

/** What an entry is about, from its details: a post's title, a page's name, an admin's address. */
export function activitySubject(action: string, details: Record<string, unknown> | null): string | null {
  if (!details || action === 'login_failed' || action === 'personal_data_erased') return null
  for (const key of SUBJECT_KEYS) {
    const value = details[key]
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 200)
  }
  return null
}

/**
 * A failed sign-in for an e-mail that has no account. Its actor is never shown, even from entries
 * written before the typed address stopped being stored (it may be a password or a planted message).
 */
export const unknownAccount = (action: string, details: Record<string, unknown> | null) => action === 'login_failed' && details?.reason === 'unknown_email'

export function createAuditLog(db: AuthDb, log: FastifyBaseLogger): AuditLog {
  return {
    async record(request, action, options = {}) {
      try {
        await insertAudit(db, {
          adminId: request.admin?.id ?? null,
          adminEmail: request.admin?.email ?? options.actorEmail ?? null,
          action,
          targetType: options.targetType,
          targetId: options.targetId,
          details: options.details,
          ip: request.ip,
        })
      } catch (err) {
        log.error({ err, action }, 'could not write the audit log')
      }
    },
    recent: (limit = 50) => listRecentAudit(db, Math.min(Math.max(1, limit), 500)),
    async activity(limit = 20) {
      const rows = await listRecentActivity(db, Math.min(Math.max(1, limit), 100))
      return rows.map((r) => {
        const details = typeof r.details === 'string' ? (JSON.parse(r.details) as Record<string, unknown>) : r.details
        return {
          id: Number(r.id),
          at: new Date(r.at).toISOString(),
          actor: unknownAccount(r.action, details) ? null : r.admin_name?.trim() || r.admin_email || null,
          action: r.action,
          targetType: r.target_type,
          targetId: r.target_id,
          subject: activitySubject(r.action, details),
        }
      })
    },
  }
}
