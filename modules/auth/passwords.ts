/**
 * Password hashing: argon2id with the parameters of ARCHITECTURE §4 (OWASP's m=19 MiB, t=2, p=1).
 * Used for admin passwords here and, through `app.passwords`, for the site access password.
 * Every hash and check goes through one WorkLimit: as many at once as the machine has cores, a
 * short line behind them, and a 429 beyond it, so a flood of sign-ins (or gate passwords) can use
 * neither all the memory nor more than the CPU.
 */
import argon2 from 'argon2'
import { randomBytes } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { WorkLimit } from '../core/work-limit.ts'

const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

export const PASSWORD_WORK_RUNNING = Math.max(1, Math.min(4, availableParallelism()))
export const PASSWORD_WORK_WAITING = PASSWORD_WORK_RUNNING * 8
export const PASSWORD_BUSY_MESSAGE = 'Too many passwords are being checked right now. Please try again in a moment.'

/** Shared by every password check of the process (exported for tests). */
export const passwordWork = new WorkLimit(PASSWORD_WORK_RUNNING, PASSWORD_WORK_WAITING, PASSWORD_BUSY_MESSAGE)

export interface Passwords {
  hash(plain: string): Promise<string>
  /** False for a wrong password and for a malformed hash (never throws for those). */
  verify(hash: string, plain: string): Promise<boolean>
}

export const hashPassword = (plain: string): Promise<string> => passwordWork.run(() => argon2.hash(plain, OPTIONS))

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  return passwordWork.run(async () => {
    try {
      return await argon2.verify(hash, plain)
    } catch {
      return false
    }
  })
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
  dummyHash ??= argon2.hash(generatePassword(), OPTIONS)
  await verifyPassword(await dummyHash, plain)
  return false
}
