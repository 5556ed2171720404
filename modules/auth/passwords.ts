/**
 * Password hashing: argon2id with the parameters of ARCHITECTURE §4 (OWASP's m=19 MiB, t=2, p=1).
 * Used for admin passwords here and, through `app.passwords`, for the site access password.
 */
import argon2 from 'argon2'
import { randomBytes } from 'node:crypto'

const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

export interface Passwords {
  hash(plain: string): Promise<string>
  /** False for a wrong password and for a malformed hash (never throws for those). */
  verify(hash: string, plain: string): Promise<boolean>
}

export const hashPassword = (plain: string): Promise<string> => argon2.hash(plain, OPTIONS)

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain)
  } catch {
    return false
  }
}

export const passwords: Passwords = { hash: hashPassword, verify: verifyPassword }

/** A strong random password for generated accounts: 24 URL-safe characters (144 bits). */
export const generatePassword = () => randomBytes(18).toString('base64url')

let dummyHash: Promise<string> | null = null

/**
 * Spends the same time as a real check, for sign-ins with an unknown email, so response timing
 * does not tell which emails have accounts.
 */
export async function verifyAgainstNothing(plain: string): Promise<false> {
  dummyHash ??= hashPassword(generatePassword())
  await verifyPassword(await dummyHash, plain)
  return false
}
