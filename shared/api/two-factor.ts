/**
 * Two-factor sign-in (TOTP, RFC 6238) for staff: request and response shapes shared by the server
 * (modules/auth/two-factor-routes.ts) and the console (Profile, Admin Access, the login screen).
 */
import { Type, type Static } from 'typebox'
import { AdminUserSchema } from './auth.ts'

/** Who must use two-factor sign-in (a super admin decides; Settings → Admin Access). */
export const TWO_FACTOR_REQUIREMENTS = ['nobody', 'admins', 'all_staff'] as const
export type TwoFactorRequirement = (typeof TWO_FACTOR_REQUIREMENTS)[number]
export const TWO_FACTOR_REQUIREMENT_LABELS: Record<TwoFactorRequirement, string> = {
  nobody: 'Optional for everyone',
  admins: 'Required for admins and super admins',
  all_staff: 'Required for every staff account',
}

/** How many recovery codes enrolment hands out. */
export const RECOVERY_CODE_COUNT = 10

/**
 * What POST /api/auth/login answers with a right password: the session (`user`), or, for an account
 * with two-factor sign-in, `two_factor_required` (send a code to /api/auth/login/2fa), or, for an
 * account that must use it and has not set it up, `two_factor_setup_required` (enrol first through
 * /api/auth/2fa/setup and /api/auth/2fa/enable). Both pending steps last 5 minutes.
 */
export const LoginResponseSchema = Type.Object({
  user: Type.Optional(AdminUserSchema),
  two_factor_required: Type.Optional(Type.Boolean()),
  two_factor_setup_required: Type.Optional(Type.Boolean()),
})
export type LoginResponse = Static<typeof LoginResponseSchema>

/** The second sign-in step: a code from the authenticator app, or one of the recovery codes. */
export const LoginSecondStepBodySchema = Type.Object(
  { code: Type.Optional(Type.String({ maxLength: 20 })), recovery_code: Type.Optional(Type.String({ maxLength: 40 })) },
  { additionalProperties: false },
)
export type LoginSecondStepBody = Static<typeof LoginSecondStepBodySchema>

export const TwoFactorCodeBodySchema = Type.Object({ code: Type.String({ maxLength: 20 }) }, { additionalProperties: false })
export type TwoFactorCodeBody = Static<typeof TwoFactorCodeBodySchema>

const Password = Type.String({ maxLength: 200 })

/** Turning it on from My Profile also needs the password (the sign-in's setup step has just checked it). */
export const TwoFactorEnableBodySchema = Type.Object({ code: Type.String({ maxLength: 20 }), password: Type.Optional(Password) }, { additionalProperties: false })
export type TwoFactorEnableBody = Static<typeof TwoFactorEnableBodySchema>

/** Turning it off needs the password and a current code (or a recovery code). */
export const TwoFactorDisableBodySchema = Type.Object({ code: Type.String({ maxLength: 20 }), password: Password }, { additionalProperties: false })
export type TwoFactorDisableBody = Static<typeof TwoFactorDisableBodySchema>

/** New recovery codes need the password or a current code from the authenticator app. */
export const RegenerateRecoveryCodesBodySchema = Type.Object(
  { password: Type.Optional(Password), code: Type.Optional(Type.String({ maxLength: 20 })) },
  { additionalProperties: false },
)
export type RegenerateRecoveryCodesBody = Static<typeof RegenerateRecoveryCodesBodySchema>

export const TwoFactorSetupSchema = Type.Object({
  /** The shared secret in base32, for typing into an app that cannot scan. */
  secret: Type.String(),
  otpauth_uri: Type.String(),
  /** The otpauth URI as a QR code, an SVG document drawn on the server. */
  qr_svg: Type.String(),
})
export type TwoFactorSetup = Static<typeof TwoFactorSetupSchema>

/** Shown once, when two-factor sign-in is turned on; `user` is set when enabling also signed the person in. */
export const RecoveryCodesSchema = Type.Object({ recovery_codes: Type.Array(Type.String()), user: Type.Optional(AdminUserSchema) })
export type RecoveryCodes = Static<typeof RecoveryCodesSchema>

export const TwoFactorStatusSchema = Type.Object({
  enabled: Type.Boolean(),
  /** Whether the requirement setting covers this account (then it cannot be turned off). */
  required: Type.Boolean(),
  recovery_codes_left: Type.Integer(),
})
export type TwoFactorStatus = Static<typeof TwoFactorStatusSchema>

export const TwoFactorRequirementBodySchema = Type.Object({ required_for: Type.Enum([...TWO_FACTOR_REQUIREMENTS]) }, { additionalProperties: false })

/** The requirement setting and which accounts have two-factor sign-in on (for Admin Access). */
export const TwoFactorOverviewSchema = Type.Object({
  required_for: Type.Enum([...TWO_FACTOR_REQUIREMENTS]),
  enrolled_admin_ids: Type.Array(Type.Integer()),
})
export type TwoFactorOverview = Static<typeof TwoFactorOverviewSchema>
