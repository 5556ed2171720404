/**
 * What a staff password must not be, beyond the spec's minimum length (admin-area §9: 6): one of the
 * most common passwords, or the account's own e-mail address or the part of it before "@" (compared
 * without regard to case). Every place that sets a staff password asks here: creating an admin,
 * changing one's own, a super admin resetting another's, accepting an invitation, a reset link,
 * `npm run admin` and the first start from ADMIN_PASSWORD. Generated passwords never come near these
 * rules.
 *
 * "Common" is the ranked password list of @zxcvbn-ts/language-common (the dictionary the console's
 * strength feedback also reads, shared/password-strength.ts): its 5,000 most common entries of at
 * least 6 printable ASCII characters, lower-cased. The package is loaded when a password is first
 * checked, not at boot (on-first-use.ts).
 */
import type * as LanguageCommon from '@zxcvbn-ts/language-common'
import { MIN_PASSWORD_LENGTH } from '../../shared/api/auth.ts'
import { onFirstUse } from '../core/on-first-use.ts'

/** How many of the most common passwords are refused. */
export const COMMON_COUNT = 5000
const PRINTABLE = /^[\x20-\x7e]+$/

let common: Set<string> | undefined
const languageCommon = onFirstUse<typeof LanguageCommon>('@zxcvbn-ts/language-common', (module) => {
  common = new Set()
  for (const entry of module.dictionary['passwords-common'] as string[]) {
    if (entry.length < MIN_PASSWORD_LENGTH || !PRINTABLE.test(entry)) continue
    common.add(entry.toLowerCase())
    if (common.size === COMMON_COUNT) break
  }
})
/** The refused passwords (built on first use). */
export const commonPasswords = (): Set<string> => (languageCommon(), common!)

export const PASSWORD_MESSAGES = {
  tooShort: `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
  common: 'This is one of the most common passwords. Choose one that is harder to guess.',
  email: 'The password must not be the e-mail address (or its part before "@").',
} as const

/** Whether `password` is one of the most common passwords (case-insensitive). */
export const isCommonPassword = (password: string) => commonPasswords().has(password.toLowerCase())

/** Why `password` may not be used for the account of `email`, in a person's words; null when it may. Length is the caller's check (each form words it). */
export function passwordRefusal(password: string, email: string): string | null {
  const typed = password.trim().toLowerCase()
  const address = email.trim().toLowerCase()
  const local = address.split('@')[0]
  if (typed === address || (local && typed === local)) return PASSWORD_MESSAGES.email
  if (isCommonPassword(password) || isCommonPassword(password.trim())) return PASSWORD_MESSAGES.common
  return null
}
