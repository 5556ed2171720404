/**
 * auth: staff accounts, sessions, the permission matrix and the audit log.
 * Owns: tables admins, sessions, audit_log (migration 2026-11-21-02-auth) and ended_sessions (why a
 * session was ended early: deactivated, deleted, password changed or reset; migration 2026-11-23-01),
 * admin_two_factor, admin_recovery_codes and auth_settings (two-factor sign-in; migration 2026-11-27-01),
 * admin_invitations and password_resets (migration 2026-11-27-02; their routes are the separate plugin
 * `staffAccounts` in staff-accounts.ts, which needs mail and settings).
 * Exposes: `request.admin` (SessionAdmin | null) on every request; `app.passwords` (argon2id hash/verify);
 * `app.audit` (record/recent); `app.authSessions` (start/end/endOtherSessions); `app.permissionRoutes`
 * (every guarded route with its permission); the `config.permission` route option, required on every
 * /api/cms/* and /api/upload-image route and enforced here (401/403); routes /api/auth/{me,login,logout},
 * /api/cms/admins[...] and /api/cms/profile/*; two-factor sign-in (two-factor-routes.ts): /api/auth/login/2fa,
 * /api/auth/2fa[/setup|/enable|/disable], /api/cms/two-factor[/requirement], /api/cms/admins/:id/two-factor;
 * active sessions (sessions-routes.ts): /api/cms/profile/sessions[/sign-out-others], /api/cms/admins/:id/sign-out.
 * Creates the first super admin at first start.
 * Depends on: core (config, db, throttle, cookieSecret, bootNotices, cookie plugin, error shape).
 */
import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import { createAuditLog, type AuditLog } from './audit.ts'
import { ensureFirstAdmin } from './bootstrap.ts'
import { installGuard, type PermissionRoute } from './guard.ts'
import { passwords, type Passwords } from './passwords.ts'
import type { Permission, SessionAdmin } from './permissions.ts'
import { installSessions, type AuthSessions } from './sessions.ts'
import { authRoutes } from './auth-routes.ts'
import { adminsRoutes } from './admins-routes.ts'
import { twoFactorRoutes } from './two-factor-routes.ts'
import { sessionsRoutes } from './sessions-routes.ts'
import type { AuthTables } from './tables.ts'

export type { Permission, SessionAdmin, PermissionRoute, AuditLog, Passwords, AuthSessions }

declare module 'fastify' {
  interface FastifyInstance {
    passwords: Passwords
    audit: AuditLog
    authSessions: AuthSessions
    /** Every /api/cms/* and /api/upload-image route registered so far, with its permission (for the matrix test). */
    permissionRoutes: readonly PermissionRoute[]
  }
  interface FastifyRequest {
    /** The signed-in staff member, or null for visitors (set before any route hook or handler runs). */
    admin: SessionAdmin | null
  }
  interface FastifyContextConfig {
    /** Required on /api/cms/* and /api/upload-image routes; see modules/auth/permissions.ts. */
    permission?: Permission
  }
  interface Session {
    adminId?: number
    /** Epoch milliseconds. */
    createdAt?: number
    lastSeenAt?: number
  }
}

export const auth = fp(
  async (app) => {
    const db = app.db as Kysely<AuthTables>
    app.decorate('passwords', passwords)
    app.decorate('audit', createAuditLog(db, app.log))
    await installSessions(app, db)
    // Before any route (ours or a later module's), so every guarded route is seen and checked.
    app.decorate('permissionRoutes', installGuard(app))
    await ensureFirstAdmin(app, db)
    await app.register(authRoutes)
    await app.register(adminsRoutes)
    await app.register(twoFactorRoutes)
    await app.register(sessionsRoutes)
  },
  { name: 'auth', dependencies: ['core'], fastify: '5.x' },
)
