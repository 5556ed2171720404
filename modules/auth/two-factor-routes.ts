/**
 * Two-factor sign-in routes (TOTP). The person's own: status, setup, enable, disable under
 * /api/auth/2fa; the sign-in's second step POST /api/auth/login/2fa; a super admin's: the
 * requirement setting and resetting another admin's two-factor sign-in under /api/cms.
 *
 * Setup and enable also serve the pending step `setup` (a right password from an account that must
 * use two-factor sign-in and has not set it up): enabling then signs the person in. The second step
 * has its own throttle, per account and per IP, counted before the code is checked (like the
 * password's); every outcome is audited (two_factor_passed, two_factor_failed, recovery_code_used).
 * From My Profile, turning it on or off also asks for the password (password-check.ts, its own
 * budget), and new recovery codes (the old ones die) need the password or a current code.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Kysely } from 'kysely'
import { Type } from 'typebox'
import {
  LoginSecondStepBodySchema,
  RecoveryCodesSchema,
  RegenerateRecoveryCodesBodySchema,
  TwoFactorDisableBodySchema,
  TwoFactorEnableBodySchema,
  TwoFactorOverviewSchema,
  TwoFactorRequirementBodySchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
} from '../../shared/api/two-factor.ts'
import { UserResponseSchema } from '../../shared/api/auth.ts'
import { badRequest, conflict, forbidden, HttpError, notFound, tooManyRequests, unauthorized } from '../core/errors.ts'
import { isOwner } from './admin-user.ts'
import { completeSignIn } from './auth-routes.ts'
import { findAdminById, type AdminRow } from './queries.ts'
import type { AuthTables } from './tables.ts'
import {
  endPendingStep,
  hashRecoveryCode,
  matchingStep,
  newRecoveryCodes,
  newSecret,
  normaliseCode,
  otpauthUri,
  qrSvg,
  readPendingStep,
  secretBox,
  twoFactorRequired,
  TWO_FACTOR_KEY_NAME,
  usePendingStep,
  type PendingPurpose,
} from './two-factor.ts'
import {
  countRecoveryCodesLeft,
  enableTwoFactor,
  enrolledAdminIds,
  findTwoFactor,
  legacySealedSecrets,
  redeemRecoveryCode,
  replaceSealedSecret,
  removeTwoFactor,
  replaceRecoveryCodes,
  setTwoFactorRequirement,
  startEnrolment,
  twoFactorRequirement,
  useTimeStep,
} from './two-factor-queries.ts'
import { IdParamsSchema } from '../../shared/api/params.ts'
import { confirmPassword } from './password-check.ts'
import { sharedSecret } from '../core/secrets.ts'

/** Wrong codes per account per window (the sign-in step and turning it off share it). */
export const CODE_LIMIT = 5
/** Wrong codes from one IP across accounts per window. */
export const CODE_IP_LIMIT = 20
export const CODE_WINDOW_SECONDS = 15 * 60
export const CODE_THROTTLED = 'Too many wrong codes. Please wait before trying again.'
export const PENDING_EXPIRED = 'Your sign-in has expired. Please enter your email and password again.'
export const WRONG_CODE = 'That code is not right. Check your authenticator app and try again.'
export const REUSED_CODE = 'That code has already been used. Wait for the next one in your authenticator app.'
export const WRONG_RECOVERY_CODE = 'That recovery code is not right, or it has already been used.'

const SuccessSchema = Type.Object({ success: Type.Boolean() })
const tags = ['auth']

/** The 401 of a pending step that is missing, expired or no longer valid: the console goes back to the password. */
const pendingExpired = () => new HttpError(401, PENDING_EXPIRED, {}, undefined, { pending_expired: true })

export async function twoFactorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const db = app.db as Kysely<AuthTables>
  const box = secretBox(await sharedSecret(db, TWO_FACTOR_KEY_NAME), app.cookieSecret)
  const secure = app.config.cookieSecure
  const owners = app.config.ownerEmails

  // Secrets sealed under the session secret (before the 'two-factor' key) are sealed again under it.
  for (const row of await legacySealedSecrets(db)) {
    const secret = box.open(row.admin_id, row.secret_enc)
    if (secret !== null) await replaceSealedSecret(db, row.admin_id, row.secret_enc, box.seal(row.admin_id, secret))
  }

  /** The account a setup/enable call is about: the signed-in admin, or the pending step `setup`. */
  async function enrollee(request: FastifyRequest): Promise<{ admin: AdminRow; via: 'session' | PendingPurpose }> {
    if (request.admin) {
      const admin = await findAdminById(db, request.admin.id)
      if (admin) return { admin, via: 'session' }
    }
    const pending = await readPendingStep(db, request)
    if (pending?.purpose !== 'setup') throw request.cookies.yerth_2fa ? pendingExpired() : unauthorized()
    const admin = await findAdminById(db, pending.adminId)
    if (!admin?.is_active) throw pendingExpired()
    return { admin, via: 'setup' }
  }

  /** Counts one code attempt for the account (and the IP); 429 when a budget is used up. */
  /** The signed-in admin's row and their switched-on enrolment; 409 when two-factor sign-in is off. */
  async function ownEnrolment(request: FastifyRequest) {
    const me = request.admin!
    const admin = await findAdminById(db, me.id)
    const enrolment = admin && (await findTwoFactor(db, me.id))
    if (!admin || !enrolment?.enabled_at) throw conflict('Two-factor sign-in is not on.')
    return { me, admin, enrolment }
  }

  async function countAttempt(request: FastifyRequest, adminId: number, perIp: boolean) {
    const [attempt, fromIp] = await Promise.all([
      app.throttle.hit(`2fa:${adminId}`, CODE_WINDOW_SECONDS),
      perIp ? app.throttle.hit(`2fa-ip:${request.ip}`, CODE_WINDOW_SECONDS) : Promise.resolve({ count: 0, retryAfter: 0 }),
    ])
    if (attempt.count > CODE_LIMIT || fromIp.count > CODE_IP_LIMIT) {
      const retryAfter = Math.max(attempt.count > CODE_LIMIT ? attempt.retryAfter : 0, fromIp.count > CODE_IP_LIMIT ? fromIp.retryAfter : 0)
      throw tooManyRequests(retryAfter, CODE_THROTTLED)
    }
  }
  const attemptSucceeded = (request: FastifyRequest, adminId: number, perIp: boolean) =>
    Promise.all([app.throttle.clear(`2fa:${adminId}`), perIp ? app.throttle.refund(`2fa-ip:${request.ip}`) : undefined])

  /**
   * Checks a code (or recovery code) of an account with two-factor sign-in on. Answers the method
   * used, or a failure reason; a right TOTP code's step is used up, a recovery code is spent.
   */
  async function checkSecondFactor(admin: AdminRow, sealed: string, code: string | undefined, recovery: string | undefined) {
    if (recovery !== undefined && recovery.trim()) {
      return (await redeemRecoveryCode(db, admin.id, hashRecoveryCode(recovery))) ? ('recovery_code' as const) : ('wrong_recovery_code' as const)
    }
    const secret = box.open(admin.id, sealed)
    if (!secret) {
      app.log.error({ adminId: admin.id }, 'two-factor secret cannot be decrypted (was SESSION_SECRET changed?)')
      return 'undecryptable' as const
    }
    const step = matchingStep(secret, code ?? '')
    if (step === null) return 'wrong_code' as const
    return (await useTimeStep(db, admin.id, step, { enable: false })) ? ('code' as const) : ('reused_code' as const)
  }

  /** The password check of My Profile's changes; a wrong one is audited like a wrong code. */
  async function passwordOrAudit(request: FastifyRequest, admin: AdminRow, typed: string | undefined, during: string) {
    try {
      await confirmPassword(app, admin, typed)
    } catch (err) {
      if (typed) await app.audit.record(request, 'two_factor_failed', { targetType: 'admin', targetId: admin.id, details: { reason: 'wrong_password', during } })
      throw err
    }
  }

  const failureMessage = (reason: string) => (reason === 'reused_code' ? REUSED_CODE : reason === 'wrong_recovery_code' ? WRONG_RECOVERY_CODE : WRONG_CODE)

  app.post(
    '/api/auth/login/2fa',
    {
      schema: {
        summary: 'Second sign-in step: a code from the authenticator app or a recovery code',
        tags,
        body: LoginSecondStepBodySchema,
        response: { 200: UserResponseSchema },
      },
    },
    async (request, reply) => {
      const pending = await readPendingStep(db, request)
      if (pending?.purpose !== 'verify') throw pendingExpired()
      const { code, recovery_code: recovery } = request.body
      const field = recovery !== undefined ? 'recovery_code' : 'code'
      if (!(recovery ?? code ?? '').trim()) throw badRequest(recovery !== undefined ? 'Enter one of your recovery codes' : 'Enter the 6-digit code from your authenticator app', field)

      await countAttempt(request, pending.adminId, true)
      const admin = await findAdminById(db, pending.adminId)
      const enrolment = admin?.is_active ? await findTwoFactor(db, admin.id) : undefined
      if (!admin || !enrolment?.enabled_at) {
        await endPendingStep(db, request, reply, secure)
        throw pendingExpired()
      }
      const outcome = await checkSecondFactor(admin, enrolment.secret_enc, code, recovery)
      if (outcome !== 'code' && outcome !== 'recovery_code') {
        await app.audit.record(request, 'two_factor_failed', { actorEmail: admin.email, targetType: 'admin', targetId: admin.id, details: { reason: outcome } })
        throw new HttpError(401, failureMessage(outcome), {}, [{ field, message: failureMessage(outcome) }])
      }
      await attemptSucceeded(request, admin.id, true)
      // The step works once: of two requests passing it at the same moment, only one signs in.
      if (!(await usePendingStep(db, request, reply, secure))) throw pendingExpired()
      const user = await completeSignIn(app, request, reply, admin, async () => {
        if (outcome === 'recovery_code') {
          await app.audit.record(request, 'recovery_code_used', { targetType: 'admin', targetId: admin.id, details: { left: await countRecoveryCodesLeft(db, admin.id) } })
        }
        await app.audit.record(request, 'two_factor_passed', { targetType: 'admin', targetId: admin.id, details: { method: outcome } })
      })
      return { user }
    },
  )

  app.get(
    '/api/auth/2fa',
    {
      schema: { summary: "The signed-in admin's two-factor sign-in: on or off, required or not, recovery codes left", tags, response: { 200: TwoFactorStatusSchema } },
      config: { permission: 'profile:self' },
    },
    async (request) => {
      const me = request.admin!
      const [enrolment, requirement] = await Promise.all([findTwoFactor(db, me.id), twoFactorRequirement(db)])
      const enabled = Boolean(enrolment?.enabled_at)
      return { enabled, required: twoFactorRequired(requirement, me.role), recovery_codes_left: enabled ? await countRecoveryCodesLeft(db, me.id) : 0 }
    },
  )

  app.post(
    '/api/auth/2fa/setup',
    { schema: { summary: 'Start enrolment: a new secret, its otpauth URI and QR code (SVG)', tags, response: { 200: TwoFactorSetupSchema } } },
    async (request) => {
      const { admin } = await enrollee(request)
      const secret = newSecret()
      if (!(await startEnrolment(db, admin.id, box.seal(admin.id, secret)))) {
        throw conflict('Two-factor sign-in is already on. Turn it off first to set up a new authenticator.')
      }
      const uri = otpauthUri(secret, admin.email)
      return { secret, otpauth_uri: uri, qr_svg: await qrSvg(uri) }
    },
  )

  app.post(
    '/api/auth/2fa/enable',
    {
      schema: {
        summary: 'Finish enrolment with a correct code (and, from My Profile, the password); answers the 10 recovery codes (shown once)',
        tags,
        body: TwoFactorEnableBodySchema,
        response: { 200: RecoveryCodesSchema },
      },
    },
    async (request, reply) => {
      const { admin, via } = await enrollee(request)
      const enrolment = await findTwoFactor(db, admin.id)
      if (!enrolment) throw conflict('Start the setup first: there is no authenticator to confirm yet.')
      if (enrolment.enabled_at) throw conflict('Two-factor sign-in is already on.')
      if (via === 'session') await passwordOrAudit(request, admin, request.body.password, 'enable')
      if (!normaliseCode(request.body.code)) throw badRequest('Enter the 6-digit code from your authenticator app', 'code')
      const secret = box.open(admin.id, enrolment.secret_enc)
      const step = secret === null ? null : matchingStep(secret, request.body.code)
      if (step === null) throw badRequest(WRONG_CODE, 'code')
      // During a sign-in the pending step is used up first: it works once, even for two requests at once.
      if (via === 'setup' && !(await usePendingStep(db, request, reply, secure))) throw pendingExpired()
      const codes = newRecoveryCodes()
      if (!(await enableTwoFactor(db, admin.id, step, codes.map(hashRecoveryCode)))) throw conflict('Two-factor sign-in is already on.')
      const details = { email: admin.email, ...(via === 'setup' ? { during: 'sign_in' } : {}) }
      if (via === 'session') {
        await app.audit.record(request, 'two_factor_enabled', { targetType: 'admin', targetId: admin.id, details })
        return { recovery_codes: codes }
      }
      // Required and now set up: the password was right and so is the code, so this is a sign-in.
      const user = await completeSignIn(app, request, reply, admin, () =>
        app.audit.record(request, 'two_factor_enabled', { targetType: 'admin', targetId: admin.id, details }),
      )
      return { recovery_codes: codes, user }
    },
  )

  app.post(
    '/api/auth/2fa/disable',
    {
      schema: {
        summary: 'Turn two-factor sign-in off with the password and a current code (or a recovery code)',
        tags,
        body: TwoFactorDisableBodySchema,
        response: { 200: SuccessSchema },
      },
      config: { permission: 'profile:self' },
    },
    async (request) => {
      const { me, admin, enrolment } = await ownEnrolment(request)
      if (twoFactorRequired(await twoFactorRequirement(db), me.role)) {
        throw forbidden('Two-factor sign-in is required for your account, so it cannot be turned off. A super admin can reset it.')
      }
      await passwordOrAudit(request, admin, request.body.password, 'disable')
      const typed = request.body.code
      if (!typed.trim()) throw badRequest('Enter the 6-digit code from your authenticator app', 'code')
      await countAttempt(request, me.id, false)
      const recovery = normaliseCode(typed) ? undefined : typed
      const outcome = await checkSecondFactor(admin, enrolment.secret_enc, typed, recovery)
      if (outcome !== 'code' && outcome !== 'recovery_code') {
        await app.audit.record(request, 'two_factor_failed', { targetType: 'admin', targetId: me.id, details: { reason: outcome, during: 'disable' } })
        throw badRequest(failureMessage(outcome), 'code')
      }
      await attemptSucceeded(request, me.id, false)
      await removeTwoFactor(db, me.id)
      await app.audit.record(request, 'two_factor_disabled', { targetType: 'admin', targetId: me.id, details: { email: admin.email, method: outcome } })
      return { success: true }
    },
  )

  app.post(
    '/api/auth/2fa/recovery-codes',
    {
      schema: {
        summary: 'New recovery codes (shown once; the old ones stop working), with the password or a current code',
        tags,
        body: RegenerateRecoveryCodesBodySchema,
        response: { 200: RecoveryCodesSchema },
      },
      config: { permission: 'profile:self' },
    },
    async (request) => {
      const { me, admin, enrolment } = await ownEnrolment(request)
      const { password, code } = request.body
      let method: 'password' | 'code'
      if (password) {
        await passwordOrAudit(request, admin, password, 'recovery_codes')
        method = 'password'
      } else {
        if (!code?.trim()) throw badRequest('Enter your password, or the 6-digit code from your authenticator app', 'password')
        if (!normaliseCode(code)) throw badRequest(WRONG_CODE, 'code')
        await countAttempt(request, me.id, false)
        const outcome = await checkSecondFactor(admin, enrolment.secret_enc, code, undefined)
        if (outcome !== 'code') {
          await app.audit.record(request, 'two_factor_failed', { targetType: 'admin', targetId: me.id, details: { reason: outcome, during: 'recovery_codes' } })
          throw badRequest(failureMessage(outcome), 'code')
        }
        await attemptSucceeded(request, me.id, false)
        method = 'code'
      }
      const codes = newRecoveryCodes()
      if (!(await replaceRecoveryCodes(db, me.id, codes.map(hashRecoveryCode)))) throw conflict('Two-factor sign-in is not on.')
      await app.audit.record(request, 'recovery_codes_regenerated', { targetType: 'admin', targetId: me.id, details: { method } })
      return { recovery_codes: codes }
    },
  )

  app.get(
    '/api/cms/two-factor',
    {
      schema: { summary: 'Who must use two-factor sign-in, and which admins have it on', tags, response: { 200: TwoFactorOverviewSchema } },
      config: { permission: 'admins:manage' },
    },
    async () => ({ required_for: await twoFactorRequirement(db), enrolled_admin_ids: await enrolledAdminIds(db) }),
  )

  app.put(
    '/api/cms/two-factor/requirement',
    {
      schema: {
        summary: 'Require two-factor sign-in for nobody, admins and up, or every staff account',
        tags,
        body: TwoFactorRequirementBodySchema,
        response: { 200: TwoFactorOverviewSchema },
      },
      config: { permission: 'admins:manage' },
    },
    async (request) => {
      const from = await twoFactorRequirement(db)
      const to = request.body.required_for
      if (from !== to) {
        await setTwoFactorRequirement(db, to)
        await app.audit.record(request, 'two_factor_requirement_changed', { details: { from, to } })
      }
      return { required_for: to, enrolled_admin_ids: await enrolledAdminIds(db) }
    },
  )

  app.delete(
    '/api/cms/admins/:id/two-factor',
    {
      schema: { summary: "Reset another admin's two-factor sign-in (they set it up again)", tags, params: IdParamsSchema, response: { 200: SuccessSchema } },
      config: { permission: 'admins:manage' },
    },
    async (request) => {
      const target = await findAdminById(db, request.params.id)
      if (!target) throw notFound('Admin user not found')
      if (target.id === request.admin!.id) throw forbidden('You cannot reset your own two-factor sign-in here: use My Profile')
      if (isOwner(target, owners)) throw forbidden('This owner account is protected: its two-factor sign-in cannot be reset by others')
      const wasOn = await removeTwoFactor(db, target.id)
      if (!wasOn) throw conflict('This admin does not use two-factor sign-in.')
      await app.audit.record(request, 'two_factor_reset', { targetType: 'admin', targetId: target.id, details: { email: target.email } })
      return { success: true }
    },
  )
}
