/**
 * The audit log: who did what, when and from where. Recording never fails a request: a write
 * error is logged and swallowed, because the action itself already happened.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import { insertAudit, listRecentAudit, type AuditRow, type AuthDb } from './queries.ts'

export interface AuditOptions {
  targetType?: string
  targetId?: string | number
  details?: Record<string, unknown>
  /** Who it was when nobody is signed in (the attempted email of a failed sign-in). */
  actorEmail?: string
}

export interface AuditLog {
  record(request: FastifyRequest, action: string, options?: AuditOptions): Promise<void>
  recent(limit?: number): Promise<AuditRow[]>
}

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
  }
}
