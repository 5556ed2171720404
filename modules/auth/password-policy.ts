/**
 * What a staff password must not be, beyond the spec's minimum length (admin-area §9: 6): one of the
 * most common passwords (common-passwords.ts), or the account's own e-mail address or the part of it
 * before "@" (compared without regard to case). Every place that sets a staff password asks here:
 * creating an admin, changing one's own, a super admin resetting another's, `npm run admin` and the
 * first start from ADMIN_PASSWORD. Generated passwords never come near these rules.
 */
import { MIN_PASSWORD_LENGTH } from '../../shared/api/auth.ts'
import { COMMON_PASSWORDS } from './common-passwords.ts'

const common = new Set(COMMON_PASSWORDS.split('\n').filter(Boolean))

export const PASSWORD_MESSAGES = {
  tooShort: `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
  common: 'This is one of the most common passwords. Choose one that is harder to guess.',
  email: 'The password must not be the e-mail address (or its part before "@").',
} as const

/** Whether `password` is on the list of common passwords (case-insensitive). */
export const isCommonPassword = (password: string) => common.has(password.toLowerCase())

/** Why `password` may not be used for the account of `email`, in a person's words; null when it may. Length is the caller's check (each form words it). */
export function passwordRefusal(password: string, email: string): string | null {
  const typed = password.trim().toLowerCase()
  const address = email.trim().toLowerCase()
  const local = address.split('@')[0]
  if (typed === address || (local && typed === local)) return PASSWORD_MESSAGES.email
  if (isCommonPassword(password) || isCommonPassword(password.trim())) return PASSWORD_MESSAGES.common
  return null
}
