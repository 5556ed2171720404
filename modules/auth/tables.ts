/** Kysely table interfaces of the auth module (migrations 2026-11-21-02-auth, 2026-11-23-01-auth-ended-sessions, 2026-11-27-01-two-factor, 2026-11-27-02-staff-accounts, 2026-11-28-01-two-factor-pending-steps). */
import type { ColumnType, Generated } from 'kysely'
import type { Role, SessionEndReason } from '../../shared/api/auth.ts'

export interface AdminsTable {
  id: Generated<number>
  /** Always lowercased (a check constraint holds it). */
  email: string
  name: string
  role: Role
  /** argon2id encoded hash (passwords.ts). */
  password_hash: string
  is_active: Generated<boolean>
  created_at: ColumnType<Date, never, never>
  updated_at: ColumnType<Date, never, Date | string>
}

export interface SessionsTable {
  sid: string
  admin_id: number
  /** Session fields other than the ones kept in columns (see sessions.ts). */
  data: ColumnType<Record<string, unknown>, string, string>
  created_at: ColumnType<Date, Date, never>
  last_seen_at: ColumnType<Date, Date, Date | string>
  /** The absolute end of the session; the idle end is last_seen_at + SESSION_IDLE_MINUTES. */
  expires_at: ColumnType<Date, Date, never>
  /** The browser's User-Agent at sign-in (shortened), for "Active sessions". */
  user_agent: ColumnType<string | null, string | null | undefined, never>
  /** The address last seen (updated with last_seen_at, at most once a minute). */
  ip: ColumnType<string | null, string | null | undefined, string | null>
}

/** A session the server ended early, kept until its absolute end so its cookie can be told why. */
export interface EndedSessionsTable {
  /** SHA-256 (hex) of the ended session id; the id itself is not kept. */
  sid_hash: string
  /** Whose session it was (no foreign key: it outlives a deleted admin). */
  admin_id: number
  reason: SessionEndReason
  ended_at: ColumnType<Date, never, never>
  /** The ended session's absolute end: the tombstone is purged after it. */
  expires_at: ColumnType<Date, Date | string, never>
}

export interface AuditLogTable {
  id: Generated<number>
  at: ColumnType<Date, never, never>
  admin_id: number | null
  admin_email: string | null
  action: string
  target_type: string | null
  target_id: string | null
  details: ColumnType<Record<string, unknown> | null, string | null, never>
  ip: string | null
}

/** An admin's TOTP enrolment: started (enabled_at null) or finished. */
export interface AdminTwoFactorTable {
  admin_id: number
  /** The base32 secret, AES-256-GCM encrypted (two-factor.ts). */
  secret_enc: string
  enabled_at: ColumnType<Date | null, Date | null | undefined, Date | string | null>
  /** The newest TOTP time step accepted: a code of that step or an older one is refused. */
  last_used_step: ColumnType<string | null, number | null | undefined, number | null>
  created_at: ColumnType<Date, never, Date | string>
}

export interface AdminRecoveryCodesTable {
  id: Generated<number>
  admin_id: number
  /** SHA-256 (hex) of the normalised code; the code itself is shown once and never kept. */
  code_hash: string
  used_at: ColumnType<Date | null, never, Date | string>
}

/** The auth module's own settings (e.g. who must use two-factor sign-in). */
export interface AuthSettingsTable {
  name: string
  value: string
  updated_at: ColumnType<Date, never, Date | string>
}

/** An invitation to join the staff: single use, until expires_at; only the token's SHA-256 is kept. */
export interface AdminInvitationsTable {
  id: Generated<number>
  email: string
  name: string
  role: Role
  token_hash: string
  invited_by: number | null
  created_at: ColumnType<Date, never, never>
  expires_at: ColumnType<Date, Date, Date>
  accepted_at: ColumnType<Date | null, never, Date | string>
  revoked_at: ColumnType<Date | null, never, Date | string>
}

/** A password-reset link asked for on the sign-in page: single use, 30 minutes; only the token's SHA-256 is kept. */
export interface PasswordResetsTable {
  id: Generated<number>
  admin_id: number
  token_hash: string
  created_at: ColumnType<Date, never, never>
  expires_at: ColumnType<Date, Date, Date>
  used_at: ColumnType<Date | null, never, Date | string>
}

/** A pending sign-in step (right password, second step to come): single use, until expires_at; only the cookie token's SHA-256 is kept. */
export interface AuthPendingStepsTable {
  token_hash: string
  admin_id: number
  purpose: 'verify' | 'setup'
  /** A fingerprint of the password hash when the step began: a password changed meanwhile voids the step. */
  password_print: string
  expires_at: ColumnType<Date, Date, never>
}

export interface AuthTables {
  admins: AdminsTable
  sessions: SessionsTable
  ended_sessions: EndedSessionsTable
  audit_log: AuditLogTable
  admin_two_factor: AdminTwoFactorTable
  admin_recovery_codes: AdminRecoveryCodesTable
  auth_settings: AuthSettingsTable
  admin_invitations: AdminInvitationsTable
  password_resets: PasswordResetsTable
  auth_pending_steps: AuthPendingStepsTable
}
