/**
 * Forgotten passwords (issue 19). "Forgot password?" on the sign-in page asks for a link by e-mail:
 * the answer is the same whether or not the address has an account (same status, same body, and no
 * sooner than RESET_ANSWER_MS, so the time tells nothing either), throttled per IP and per address
 * (429 with Retry-After). An active account gets a single-use link valid for 30 minutes, mailed
 * through the outbox in the same transaction as the link's row. Without SMTP nothing is created or
 * sent (no mail could reach anyone) and the answer is still the same; a super admin sets a new
 * password in Admin Access. Using the link sets the password (password policy as everywhere), uses up
 * every open link of the account and ends every session of it; the person then signs in. Audited:
 * password_reset_requested (known accounts only), password_reset_by_link.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Kysely } from 'kysely'
import { PasswordSetSchema, RESET_MINUTES, RESET_REQUESTED, ResetRequestBodySchema, ResetRequestedSchema, SetPasswordBodySchema } from '../../shared/api/staff-accounts.ts'
import { badRequest, notFound, tooManyRequests } from '../core/errors.ts'
import { claimReset, findUsableReset, insertPasswordReset } from './account-queries.ts'
import { newToken, passwordResetMail, resetLink, tokenHash } from './account-links.ts'
import { LINK_IP_LIMIT, LINK_THROTTLED, LINK_WINDOW_SECONDS } from './link-throttle.ts'
import { passwordRefusal } from './password-policy.ts'
import { hashPassword } from './passwords.ts'
import { findAdminByEmail, findAdminById, updateAdminPassword } from './queries.ts'
import type { AuthTables } from './tables.ts'

const tags = ['auth']

/** Requests per address, and per IP across addresses, in one window. */
export const RESET_ADDRESS_LIMIT = 3
export const RESET_IP_LIMIT = 10
export const RESET_WINDOW_SECONDS = 15 * 60
export const RESET_THROTTLED = 'Too many password-reset requests. Please try again later.'
/** Every answer to a reset request takes at least this long, whatever was (or was not) done. */
export const RESET_ANSWER_MS = 300

export const RESET_UNUSABLE = 'This password-reset link cannot be used: it has expired or was used already. Ask for a new one with "Forgot password?" on the sign-in page.'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function passwordResetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const db = app.db as Kysely<AuthTables>

  /** Mails a reset link to an active account with this address (nothing otherwise, or without SMTP). */
  async function mailLinkIfKnown(request: FastifyRequest, email: string) {
    const admin = await findAdminByEmail(db, email)
    if (!admin?.is_active || !app.mail.smtpConfigured) {
      if (admin) await app.audit.record(request, 'password_reset_requested', { actorEmail: admin.email, targetType: 'admin', targetId: admin.id, details: { mailed: false } })
      return
    }
    const token = newToken()
    const sender = (await app.settings.staffSettings()).sender_email
    await db.transaction().execute(async (trx) => {
      await insertPasswordReset(trx, admin.id, tokenHash(token), RESET_MINUTES)
      await app.mail.enqueue(trx, passwordResetMail(admin.email, resetLink(app.config.publicOrigin, token), sender))
    })
    await app.audit.record(request, 'password_reset_requested', { actorEmail: admin.email, targetType: 'admin', targetId: admin.id, details: { mailed: true } })
  }

  app.post(
    '/api/auth/password-reset',
    {
      schema: { summary: 'Ask for a password-reset link by e-mail (the same answer for any address)', tags, body: ResetRequestBodySchema, response: { 200: ResetRequestedSchema } },
    },
    async (request) => {
      const started = Date.now()
      const email = request.body.email.trim().toLowerCase()
      const [forAddress, fromIp] = await Promise.all([
        app.throttle.hit(`reset:${email}`, RESET_WINDOW_SECONDS),
        app.throttle.hit(`reset-ip:${request.ip}`, RESET_WINDOW_SECONDS),
      ])
      if (forAddress.count > RESET_ADDRESS_LIMIT || fromIp.count > RESET_IP_LIMIT) {
        const retryAfter = Math.max(forAddress.count > RESET_ADDRESS_LIMIT ? forAddress.retryAfter : 0, fromIp.count > RESET_IP_LIMIT ? fromIp.retryAfter : 0)
        throw tooManyRequests(retryAfter, RESET_THROTTLED)
      }
      try {
        await mailLinkIfKnown(request, email)
      } catch (err) {
        // Said to nobody: an error only for known addresses would tell which ones have accounts.
        request.log.error({ err }, 'password-reset request failed')
      }
      await sleep(Math.max(0, RESET_ANSWER_MS - (Date.now() - started)))
      return { success: true, message: RESET_REQUESTED }
    },
  )

  app.post(
    '/api/auth/password-reset/complete',
    { schema: { summary: 'Set a new password with a reset link (ends every session of the account)', tags, body: SetPasswordBodySchema, response: { 200: PasswordSetSchema } } },
    async (request) => {
      const ipKey = `link-ip:${request.ip}`
      const attempt = await app.throttle.hit(ipKey, LINK_WINDOW_SECONDS)
      if (attempt.count > LINK_IP_LIMIT) throw tooManyRequests(attempt.retryAfter, LINK_THROTTLED)
      const hash = tokenHash(request.body.token)
      const reset = await findUsableReset(db, hash)
      const admin = reset && (await findAdminById(db, reset.admin_id))
      if (!admin?.is_active) throw notFound(RESET_UNUSABLE)
      await app.throttle.refund(ipKey)
      const refusal = passwordRefusal(request.body.password, admin.email)
      if (refusal) throw badRequest(refusal, 'password')
      const passwordHash = await hashPassword(request.body.password)
      await db.transaction().execute(async (trx) => {
        if ((await claimReset(trx, hash)) !== admin.id) throw notFound(RESET_UNUSABLE)
        await updateAdminPassword(trx, admin.id, passwordHash)
      })
      // Whoever holds a session of this account (perhaps the reason for the reset) is out.
      await app.authSessions.endOtherSessions(admin.id, 'password_reset_link')
      await app.audit.record(request, 'password_reset_by_link', { actorEmail: admin.email, targetType: 'admin', targetId: admin.id, details: { email: admin.email } })
      return { success: true, email: admin.email }
    },
  )
}
