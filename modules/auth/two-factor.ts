/**
 * Two-factor sign-in (TOTP, RFC 6238) without the routes: secrets, codes, recovery codes and the
 * pending sign-in step. TOTP comes from `otpauth`, the QR code from `qrcode`; nothing is hand-made.
 *
 * - Secrets are kept AES-256-GCM encrypted (`v2.`) under a key derived (HKDF-SHA256) from the shared
 *   secret 'two-factor' (core_secrets), not from the session secret, so a restore that starts a new
 *   session secret keeps them readable (docs/decisions/0002-backups-hold-no-live-credential.md).
 *   Each is bound to its admin's id (a row copied to another admin does not decrypt). `v1.` secrets,
 *   sealed under the session secret before, are still opened and re-sealed as `v2.` at start.
 * - Recovery codes have 80 random bits; only their SHA-256 is kept.
 * - The pending step (a right password, no session yet) is a signed HttpOnly cookie scoped to
 *   /api/auth holding a random token; the server keeps its SHA-256 (auth_pending_steps) with the
 *   admin, what it allows (`verify` a code, or `setup` enrolment), its end (5 minutes) and a
 *   fingerprint of the password hash (a password changed meanwhile voids it). A finished second step
 *   deletes it, so the cookie works once.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { Secret, TOTP } from 'otpauth'
import type QRCode from 'qrcode'
import type { Role } from '../../shared/api/auth.ts'
import { RECOVERY_CODE_COUNT, type TwoFactorRequirement } from '../../shared/api/two-factor.ts'
import { onFirstUse } from '../core/on-first-use.ts'
import { newToken, tokenHash } from './account-links.ts'
import type { AuthDb } from './queries.ts'
import { findPendingStep, savePendingStep, takePendingStep } from './two-factor-queries.ts'

/** Drawn at enrolment only: loaded then. */
const qrCode = onFirstUse<typeof QRCode>('qrcode')

export const TOTP_ISSUER = 'Yerth'
const PERIOD = 30
const DIGITS = 6
/** Codes of the step before and after now are accepted too (clock drift). */
const WINDOW = 1

export const PENDING_COOKIE = 'yerth_2fa'
export const PENDING_MINUTES = 5
export type PendingPurpose = 'verify' | 'setup'
export interface PendingStep {
  adminId: number
  purpose: PendingPurpose
}

/** Whether the requirement setting covers an account of `role`. */
export const twoFactorRequired = (requirement: TwoFactorRequirement, role: Role) =>
  requirement === 'all_staff' || (requirement === 'admins' && (role === 'admin' || role === 'super_admin'))

// ---- secrets

export interface SecretBox {
  seal(adminId: number, base32: string): string
  open(adminId: number, sealed: string): string | null
}

/** The name of the shared secret (core_secrets) the TOTP secrets are sealed under. */
export const TWO_FACTOR_KEY_NAME = 'two-factor'

/** Whether a sealed secret is of the older kind (under the session secret) and should be sealed again. */
export const isLegacySeal = (sealed: string) => sealed.startsWith('v1.')

const deriveKey = (material: string, info: string) => Buffer.from(hkdfSync('sha256', material, 'yerth-auth', info, 32))

function openWith(key: Buffer, adminId: number, body: string): string | null {
  try {
    const raw = Buffer.from(body, 'base64url')
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12))
    decipher.setAAD(Buffer.from(`admin:${adminId}`))
    decipher.setAuthTag(raw.subarray(12, 28))
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

/**
 * AES-256-GCM under a key derived from the 'two-factor' secret: `v2.` + base64url(iv | tag | ciphertext).
 * With `legacySessionSecret`, `v1.` secrets (sealed under the session secret) are opened too.
 */
export function secretBox(twoFactorKey: string, legacySessionSecret?: string): SecretBox {
  const key = deriveKey(twoFactorKey, 'two-factor secret v2')
  const legacy = legacySessionSecret ? deriveKey(legacySessionSecret, 'two-factor secret v1') : null
  return {
    seal(adminId, base32) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      cipher.setAAD(Buffer.from(`admin:${adminId}`))
      const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()])
      return `v2.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`
    },
    open(adminId, sealed) {
      if (sealed.startsWith('v2.')) return openWith(key, adminId, sealed.slice(3))
      if (legacy && isLegacySeal(sealed)) return openWith(legacy, adminId, sealed.slice(3))
      return null
    },
  }
}

// ---- TOTP

export const newSecret = () => new Secret({ size: 20 }).base32

const totpOf = (base32: string, label: string) =>
  new TOTP({ issuer: TOTP_ISSUER, label, secret: Secret.fromBase32(base32), algorithm: 'SHA1', digits: DIGITS, period: PERIOD })

export const otpauthUri = (base32: string, email: string) => totpOf(base32, email).toString()

/** A typed code as the app shows it ("123 456" and "123456" alike), or null when it cannot be one. */
export function normaliseCode(code: string): string | null {
  const digits = code.replace(/[\s-]/g, '')
  return new RegExp(`^\\d{${DIGITS}}$`).test(digits) ? digits : null
}

/** The time step a code belongs to (null when it matches none in the window). Reuse is checked by the caller. */
export function matchingStep(base32: string, code: string, timestamp = Date.now()): number | null {
  const token = normaliseCode(code)
  if (!token) return null
  const delta = totpOf(base32, 'check').validate({ token, timestamp, window: WINDOW })
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp }) + delta
}

/** The QR code of `uri` as SVG, checked to be nothing but the drawing (the console shows it as an image). */
export async function qrSvg(uri: string): Promise<string> {
  const svg = await qrCode().toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  const tags = [...svg.matchAll(/<\/?\s*([a-zA-Z:-]+)/g)].map((m) => m[1].toLowerCase())
  if (!svg.trimStart().startsWith('<svg') || tags.some((t) => t !== 'svg' && t !== 'path') || /\son\w+\s*=|javascript:|<!|href/i.test(svg)) {
    throw new Error('qrcode produced unexpected SVG')
  }
  return svg
}

// ---- recovery codes

const CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789' // 32 letters: no l, o, 0, 1

/** Ten codes like `k7wq-m2xa-9fde-tp4n` (80 random bits each). */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 16 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')
    return chars.match(/.{4}/g)!.join('-')
  })
}

/** What is kept of a recovery code: SHA-256 of it lowercased without spaces or dashes. */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(code.toLowerCase().replace(/[^a-z0-9]/g, '')).digest('hex')

// ---- the pending sign-in step

const fingerprint = (passwordHash: string) => createHash('sha256').update(passwordHash).digest('hex').slice(0, 16)

function cookieOptions(request: FastifyRequest, secureSetting: boolean | 'auto') {
  return {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: secureSetting === true || (secureSetting === 'auto' && request.protocol === 'https'),
  }
}

/** The token of the request's pending-step cookie, if it is genuinely ours (signed). */
function pendingToken(request: FastifyRequest): string | null {
  const raw = request.cookies[PENDING_COOKIE]
  if (!raw) return null
  const unsigned = request.unsignCookie(raw)
  return unsigned.valid && unsigned.value && /^[A-Za-z0-9_-]{43}$/.test(unsigned.value) ? unsigned.value : null
}

/** Starts a pending step for `admin` (kept on the server) and sets its cookie. */
export async function startPendingStep(
  db: AuthDb,
  request: FastifyRequest,
  reply: FastifyReply,
  admin: { id: number; password_hash: string },
  purpose: PendingPurpose,
  secureSetting: boolean | 'auto',
  now = new Date(),
) {
  const token = newToken()
  await savePendingStep(db, {
    token_hash: tokenHash(token),
    admin_id: admin.id,
    purpose,
    password_print: fingerprint(admin.password_hash),
    expires_at: new Date(now.getTime() + PENDING_MINUTES * 60_000),
  }, now)
  reply.setCookie(PENDING_COOKIE, token, { ...cookieOptions(request, secureSetting), signed: true, maxAge: PENDING_MINUTES * 60 })
}

/** Ends the request's pending step, if any: its row is deleted and its cookie cleared. */
export async function endPendingStep(db: AuthDb, request: FastifyRequest, reply: FastifyReply, secureSetting: boolean | 'auto') {
  const token = pendingToken(request)
  if (token) await takePendingStep(db, tokenHash(token))
  if (request.cookies[PENDING_COOKIE] !== undefined) reply.clearCookie(PENDING_COOKIE, cookieOptions(request, secureSetting))
}

/**
 * The request's pending step, if its cookie is genuine, its row is there and unexpired, and it still
 * matches the account's password; null otherwise. Reading does not use it up: see `usePendingStep`.
 */
export async function readPendingStep(db: AuthDb, request: FastifyRequest, now = new Date()): Promise<PendingStep | null> {
  const token = pendingToken(request)
  if (!token) return null
  const row = await findPendingStep(db, tokenHash(token), now)
  if (!row || fingerprint(row.password_hash) !== row.password_print) return null
  return { adminId: row.admin_id, purpose: row.purpose }
}

/**
 * Uses the request's pending step up (deletes its row) and clears its cookie. False when another
 * request used it first: the caller must then not sign anyone in.
 */
export async function usePendingStep(db: AuthDb, request: FastifyRequest, reply: FastifyReply, secureSetting: boolean | 'auto'): Promise<boolean> {
  const token = pendingToken(request)
  const used = token !== null && (await takePendingStep(db, tokenHash(token)))
  reply.clearCookie(PENDING_COOKIE, cookieOptions(request, secureSetting))
  return used
}
