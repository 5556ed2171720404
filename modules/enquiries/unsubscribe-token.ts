/**
 * Unsubscribe tokens: `{subscription id}.{expiry day}.{HMAC-SHA-256}` in base64url. The MAC covers
 * the id, the subscription's token generation (moved on every re-subscription), the expiry and the
 * address, under the installation's 'unsubscribe' secret. Numbers are parsed in their one canonical
 * form only (no leading zero, no sign), so a token has exactly one spelling.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { TokenSubject } from './queries.ts'

/**
 * How long a link keeps working (docs/decisions/0034-newsletter-unsubscribe-and-mail-addresses.md): people unsubscribe from
 * mails months old; the law asks for 30–60 days; a year covers the first with room to spare while a
 * leaked link does not work forever.
 */
export const UNSUBSCRIBE_TOKEN_DAYS = 365

const DAY_MS = 86_400_000
const TOKEN = /^([1-9]\d{0,9})\.([1-9]\d{0,6})\.([A-Za-z0-9_-]{43})$/
const MAX_ID = 2147483647

export interface ParsedToken {
  id: number
  /** Days since 1970-01-01 (UTC); the token works through the end of this day. */
  expiresDay: number
  mac: string
}

const today = (now: Date) => Math.floor(now.getTime() / DAY_MS)

function mac(secret: string, sub: TokenSubject, expiresDay: number): string {
  return createHmac('sha256', secret)
    .update(`unsubscribe:v2:${sub.id}:${sub.token_generation}:${expiresDay}:${sub.email.toLowerCase()}`)
    .digest('base64url')
}

export function signUnsubscribeToken(secret: string, sub: TokenSubject, now = new Date()): string {
  const expiresDay = today(now) + UNSUBSCRIBE_TOKEN_DAYS
  return `${sub.id}.${expiresDay}.${mac(secret, sub, expiresDay)}`
}

/** The parts of a well-formed token, or null. */
export function parseUnsubscribeToken(token: string): ParsedToken | null {
  const match = TOKEN.exec(token)
  if (!match) return null
  const id = Number(match[1])
  if (id > MAX_ID) return null
  return { id, expiresDay: Number(match[2]), mac: match[3] }
}

/** Whether `token` was signed for this subscription as it is now, and has not expired. */
export function tokenFits(secret: string, token: ParsedToken, sub: TokenSubject, now = new Date()): boolean {
  if (token.expiresDay < today(now)) return false
  const expected = Buffer.from(mac(secret, sub, token.expiresDay))
  const given = Buffer.from(token.mac)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
