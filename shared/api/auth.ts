/** Request and response schemas of the auth module, shared by the server and the admin console. */
import { Type, type Static } from 'typebox'
import { ROLES, MIN_PASSWORD_LENGTH } from '../roles.ts'

export { ROLES, MIN_PASSWORD_LENGTH, roleLabel, type Role } from '../roles.ts'
export const RoleSchema = Type.Enum([...ROLES])

export const AdminUserSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  role: RoleSchema,
  is_active: Type.Boolean(),
  created_at: Type.String(),
  /** True for super_admins and the owner accounts: no one may delete them. */
  protected: Type.Boolean(),
})
export type AdminUser = Static<typeof AdminUserSchema>

export const LoginBodySchema = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: 320 }), password: Type.String({ minLength: 1, maxLength: 1024 }) },
  { additionalProperties: false },
)
export type LoginBody = Static<typeof LoginBodySchema>

export const UserResponseSchema = Type.Object({ user: AdminUserSchema })

export const CreateAdminBodySchema = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 320 }),
    password: Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: 1024 }),
    role: RoleSchema,
    name: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
)
export type CreateAdminBody = Static<typeof CreateAdminBodySchema>

/** A super admin gives another admin a role (not in the spec: Settings → Admin Access). */
export const AdminRoleBodySchema = Type.Object({ role: RoleSchema }, { additionalProperties: false })

/** A super admin sets another admin's password (not in the spec); that admin's sessions end. */
export const AdminPasswordBodySchema = Type.Object(
  { password: Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: 1024 }) },
  { additionalProperties: false },
)

export const AdminStatusBodySchema = Type.Object({ is_active: Type.Boolean() }, { additionalProperties: false })

export const ProfileUpdateBodySchema = Type.Object({ name: Type.String({ maxLength: 200 }) }, { additionalProperties: false })

/** Both fields are checked by the server so a missing one gets the spec's message (admin-area §5). */
export const ChangePasswordBodySchema = Type.Object(
  { currentPassword: Type.Optional(Type.String({ maxLength: 1024 })), newPassword: Type.Optional(Type.String({ maxLength: 1024 })) },
  { additionalProperties: false },
)

/**
 * Why the server ended a session before its time (not a timeout, not a logout): the next request
 * with that session's cookie answers 401 `{ error, reason }` so the console can say why.
 */
export const SESSION_END_REASONS = [
  'deactivated',
  'deleted',
  'password_reset',
  'password_changed',
  'password_reset_link',
  'signed_out_elsewhere',
  'signed_out_by_admin',
] as const
export type SessionEndReason = (typeof SESSION_END_REASONS)[number]

export const SESSION_END_MESSAGES: Record<SessionEndReason, string> = {
  deactivated: 'Your account has been deactivated. Ask a super admin to restore access.',
  deleted: 'Your account has been removed. Ask a super admin if you need access again.',
  password_reset: 'Your password was reset by an administrator. Sign in with the new password you were given.',
  password_changed: 'Your password was changed in another session. Sign in with your new password.',
  password_reset_link: 'Your password was reset with a link sent by e-mail. Sign in with your new password.',
  signed_out_elsewhere: 'You were signed out from another session of your account. Sign in again to continue.',
  signed_out_by_admin: 'A super admin signed you out of every session. Sign in again to continue.',
}

export const isSessionEndReason = (value: unknown): value is SessionEndReason =>
  typeof value === 'string' && (SESSION_END_REASONS as readonly string[]).includes(value)

/** The 401 answered to a request whose session the server ended for a reason. */
export const SessionEndedErrorSchema = Type.Object({ error: Type.String(), reason: Type.Enum([...SESSION_END_REASONS]) })
export type SessionEndedError = Static<typeof SessionEndedErrorSchema>
