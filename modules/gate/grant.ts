/**
 * The gate grant: a signed cookie holding the access-password version and an expiry. A grant made
 * before the password changed names an old version and is refused.
 */
export const GATE_COOKIE = 'yerth_gate'
/** A grant lasts for the browser session (no Max-Age) and at most this long on the server side. */
export const GRANT_LIFETIME_MS = 12 * 60 * 60 * 1000

export function encodeGrant(version: string, now = Date.now()): string {
  return `${version}.${now + GRANT_LIFETIME_MS}`
}

export function grantIsValid(value: string | null, version: string, now = Date.now()): boolean {
  if (!value) return false
  const dot = value.lastIndexOf('.')
  if (dot <= 0) return false
  const expires = Number(value.slice(dot + 1))
  return value.slice(0, dot) === version && Number.isFinite(expires) && expires > now
}
