/**
 * "Type your password again" before a change to your own account's security (change password, two-
 * factor sign-in on or off, new recovery codes): one budget per account for all of them, so wrong
 * guesses cannot be spread across routes. The refusal names the field it concerns.
 */
import type { FastifyInstance } from 'fastify'
import { badRequest, tooManyRequests } from '../core/errors.ts'
import { verifyPassword } from './passwords.ts'

/** Wrong passwords allowed per admin per window, so a hijacked session cannot guess its way to the password. */
export const PASSWORD_CHECK_LIMIT = 5
export const PASSWORD_CHECK_WINDOW_SECONDS = 15 * 60
export const ENTER_PASSWORD = 'Enter your password to confirm it is you.'
export const WRONG_PASSWORD = 'That password is not right.'

/** Refuses (400 at `field`, or 429 once the budget is spent) unless `typed` is the account's password. */
export async function confirmPassword(app: FastifyInstance, admin: { id: number; password_hash: string }, typed: string | undefined, field = 'password', wrong = WRONG_PASSWORD) {
  if (!typed) throw badRequest(ENTER_PASSWORD, field)
  const key = `password-check:${admin.id}`
  const attempt = await app.throttle.hit(key, PASSWORD_CHECK_WINDOW_SECONDS)
  if (attempt.count > PASSWORD_CHECK_LIMIT) throw tooManyRequests(attempt.retryAfter)
  if (!(await verifyPassword(admin.password_hash, typed))) throw badRequest(wrong, field)
  await app.throttle.clear(key)
}
