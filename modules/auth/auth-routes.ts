/**
 * Sign-in, sign-out and "who am I" (admin-area §7 Authentication). A failed sign-in always says
 * "Invalid email or password", whether the email is unknown, the password wrong or the account
 * disabled, and takes the same time either way. For an account with two-factor sign-in a right
 * password is not yet a session: it starts the pending step that two-factor-routes.ts completes.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Kysely } from 'kysely'
import { Type } from 'typebox'
import { LoginBodySchema, UserResponseSchema, type AdminUser } from '../../shared/api/auth.ts'
import { LoginResponseSchema } from '../../shared/api/two-factor.ts'
import { tooManyRequests, unauthorized } from '../core/errors.ts'
import { toAdminUser, toSessionAdmin } from './admin-user.ts'
import { verifyAgainstNothing, verifyPassword } from './passwords.ts'
import { findAdminByEmail, findAdminById, type AdminRow } from './queries.ts'
import type { AuthTables } from './tables.ts'
import { endPendingStep, startPendingStep, twoFactorRequired } from './two-factor.ts'
import { findTwoFactor, twoFactorRequirement } from './two-factor-queries.ts'

export const LOGIN_FAILED = 'Invalid email or password'
export const LOGIN_LIMIT = 5
export const LOGIN_WINDOW_SECONDS = 15 * 60
/** Failed sign-ins from one IP across all accounts per window: stops one address trying many e-mails. */
export const LOGIN_IP_LIMIT = 20
export const LOGIN_THROTTLED = 'Too many failed sign-in attempts. Please try again later.'

const SuccessSchema = Type.Object({ success: Type.Boolean() })
const tags = ['auth']

/**
 * Signs the request in as `admin` (a new session), then audits `login` after whatever `beforeLogin`
 * records (e.g. the second step that let them in). Answers the user as the console shows it.
 */
export async function completeSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  admin: AdminRow,
  beforeLogin?: () => Promise<unknown>,
): Promise<AdminUser> {
  await app.authSessions.start(request, reply, admin.id)
  request.admin = toSessionAdmin(admin)
  await beforeLogin?.()
  await app.audit.record(request, 'login')
  return toAdminUser(admin, app.config.ownerEmails)
}

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const db = app.db as Kysely<AuthTables>
  const owners = app.config.ownerEmails

  app.get('/api/auth/me', { schema: { summary: 'The signed-in admin', tags, response: { 200: UserResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    const admin = request.admin && (await findAdminById(db, request.admin.id))
    if (!admin) throw unauthorized()
    return { user: toAdminUser(admin, owners) }
  })

  const loginSchema = {
    summary: 'Sign in with e-mail and password (then a second step for accounts with two-factor sign-in)',
    tags,
    body: LoginBodySchema,
    response: { 200: LoginResponseSchema },
  }
  app.post('/api/auth/login', { schema: loginSchema }, async (request, reply) => {
    const email = request.body.email.trim().toLowerCase()
    const throttleKey = `login:${email}:${request.ip}`
    const ipKey = `login-ip:${request.ip}`
    // Both counted before the (costly) check, so a burst of parallel guesses cannot slip past a
    // limit: per account and IP, and per IP across accounts. A success clears the first and takes
    // its own attempt back from the second, so only failures use up an address's budget.
    const [attempt, fromIp] = await Promise.all([
      app.throttle.hit(throttleKey, LOGIN_WINDOW_SECONDS),
      app.throttle.hit(ipKey, LOGIN_WINDOW_SECONDS),
    ])
    if (attempt.count > LOGIN_LIMIT || fromIp.count > LOGIN_IP_LIMIT) {
      const retryAfter = Math.max(attempt.count > LOGIN_LIMIT ? attempt.retryAfter : 0, fromIp.count > LOGIN_IP_LIMIT ? fromIp.retryAfter : 0)
      throw tooManyRequests(retryAfter, LOGIN_THROTTLED)
    }

    const admin = await findAdminByEmail(db, email)
    const passwordOk = admin ? await verifyPassword(admin.password_hash, request.body.password) : await verifyAgainstNothing(request.body.password)
    if (!admin || !passwordOk || !admin.is_active) {
      const reason = !admin ? 'unknown_email' : !passwordOk ? 'wrong_password' : 'inactive'
      // The typed e-mail is kept only when it names an account: what someone types into an unknown
      // one may be a password, or a message meant for whoever reads Recent Activity.
      await app.audit.record(request, 'login_failed', { actorEmail: admin?.email, details: { reason } })
      throw unauthorized(LOGIN_FAILED)
    }

    await Promise.all([app.throttle.clear(throttleKey), app.throttle.refund(ipKey)])
    const [enrolment, requirement] = await Promise.all([findTwoFactor(db, admin.id), twoFactorRequirement(db)])
    if (enrolment?.enabled_at) {
      await startPendingStep(db, request, reply, admin, 'verify', app.config.cookieSecure)
      return { two_factor_required: true }
    }
    if (twoFactorRequired(requirement, admin.role)) {
      await startPendingStep(db, request, reply, admin, 'setup', app.config.cookieSecure)
      return { two_factor_setup_required: true }
    }
    await endPendingStep(db, request, reply, app.config.cookieSecure)
    return { user: await completeSignIn(app, request, reply, admin) }
  })

  app.post(
    '/api/auth/logout',
    {
      schema: { summary: 'Sign out (ends the session)', tags, response: { 200: SuccessSchema } },
      // The session ends here, before the body is read, so an unreadable body cannot keep anyone signed in.
      onRequest: async (request) => {
        if (request.admin) await app.audit.record(request, 'logout')
        await app.authSessions.end(request)
      },
    },
    async () => ({ success: true }),
  )
}
