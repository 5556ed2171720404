/**
 * Staff accounts a team can run (issue 19): invitations by e-mail, forgotten passwords and the
 * account's active sessions. Shared by the server (modules/auth) and the admin console.
 */
import { Type, type Static } from 'typebox'
import { MIN_PASSWORD_LENGTH } from '../roles.ts'
import { RoleSchema } from './auth.ts'

/** How long an invitation link works, and a password-reset link. */
export const INVITATION_HOURS = 48
export const RESET_MINUTES = 30

/** The console pages the links open (under the console's /admin). */
export const INVITE_PATH = '/admin/invite'
export const RESET_PATH = '/admin/reset-password'

/** A link's token as it travels: 43 base64url characters (32 random bytes). */
const TokenSchema = Type.String({ minLength: 1, maxLength: 200 })
const NewPasswordSchema = Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: 1024 })

// ---- invitations

export const InviteBodySchema = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 320 }),
    name: Type.String({ minLength: 1, maxLength: 200 }),
    role: RoleSchema,
  },
  { additionalProperties: false },
)
export type InviteBody = Static<typeof InviteBodySchema>

export const InvitationSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  role: RoleSchema,
  /** Who sent it (their e-mail), null when that admin is gone. */
  invited_by: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
  expires_at: Type.String(),
  expired: Type.Boolean(),
})
export type Invitation = Static<typeof InvitationSchema>

export const InvitationsResponseSchema = Type.Object({
  invitations: Type.Array(InvitationSchema),
  /** Whether invitations are e-mailed (SMTP_URL set); without it the link is shown once to copy. */
  smtp_configured: Type.Boolean(),
})
export type InvitationsResponse = Static<typeof InvitationsResponseSchema>

/** An invitation just sent (or sent again): mailed, or its link shown this once. */
export const InvitationSentSchema = Type.Object({
  invitation: InvitationSchema,
  mailed: Type.Boolean(),
  /** Only when not mailed: the link to pass on privately; it is never shown again. */
  link: Type.Optional(Type.String()),
})
export type InvitationSent = Static<typeof InvitationSentSchema>

export const TokenBodySchema = Type.Object({ token: TokenSchema }, { additionalProperties: false })

/** What the invitee sees on the "Set your password" page. */
export const InvitationLookupSchema = Type.Object({ email: Type.String(), name: Type.String(), role: RoleSchema, expires_at: Type.String() })
export type InvitationLookup = Static<typeof InvitationLookupSchema>

export const SetPasswordBodySchema = Type.Object({ token: TokenSchema, password: NewPasswordSchema }, { additionalProperties: false })
export type SetPasswordBody = Static<typeof SetPasswordBodySchema>

/** After a password was set with a link: sign in with it (the e-mail is given to fill in the form). */
export const PasswordSetSchema = Type.Object({ success: Type.Boolean(), email: Type.String() })
export type PasswordSet = Static<typeof PasswordSetSchema>

// ---- forgotten passwords

export const ResetRequestBodySchema = Type.Object({ email: Type.String({ minLength: 1, maxLength: 320 }) }, { additionalProperties: false })

/** The same answer whether or not the address has an account. */
export const RESET_REQUESTED = 'If this address belongs to a staff account, we have e-mailed it a link to set a new password. The link works once, for 30 minutes.'
export const ResetRequestedSchema = Type.Object({ success: Type.Boolean(), message: Type.String() })

// ---- sessions

export const ActiveSessionSchema = Type.Object({
  /** An opaque id (a hash of the session id, never the id itself). */
  id: Type.String(),
  /** The browser and system in plain words, e.g. "Firefox on Windows". */
  device: Type.String(),
  ip: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
  last_seen_at: Type.String(),
  current: Type.Boolean(),
})
export type ActiveSession = Static<typeof ActiveSessionSchema>

export const ActiveSessionsResponseSchema = Type.Object({ sessions: Type.Array(ActiveSessionSchema) })
export type ActiveSessionsResponse = Static<typeof ActiveSessionsResponseSchema>

export const SessionsEndedSchema = Type.Object({ ended: Type.Integer() })

/** One session in the address: its opaque id from the list (16 hex characters). */
export const SessionParamsSchema = Type.Object({ id: Type.String({ pattern: '^[0-9a-f]{16}$', maxLength: 16 }) })

/** Signing out one session: `signed_out` when it was this browser's own (then the console goes to sign-in). */
export const SessionSignedOutSchema = Type.Object({ ended: Type.Integer(), signed_out: Type.Boolean() })
export type SessionSignedOut = Static<typeof SessionSignedOutSchema>
export type SessionsEnded = Static<typeof SessionsEndedSchema>
