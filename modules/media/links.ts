/**
 * Link checks of the media kit and press fields: what may be stored as a file URL, an image or an
 * external link. Refused rather than rewritten (docs/decisions/0008-input-and-answers.md); only
 * surrounding spaces are trimmed.
 */
import { isHttpUrl as httpUrl } from '../../shared/http-url.ts'

/** Characters no stored link holds: spaces, quotes, angle brackets, backslashes, backticks, controls. */
const UNSAFE = /[\s"'<>\\`\u0000-\u001f\u007f]/

/** An absolute http(s) URL with a host and without credentials (`https://user:pw@host` is refused). */
export function isHttpUrl(value: string): boolean {
  if (!value || UNSAFE.test(value)) return false
  return httpUrl(value, { noCredentials: true })
}

/** A path on this site: one leading slash (not `//host`), no dot segments, nothing unsafe. */
export function isSitePath(value: string): boolean {
  if (!/^\/(?!\/)/.test(value) || UNSAFE.test(value)) return false
  const path = value.split(/[?#]/)[0]
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return false
  }
  return !decoded.split('/').some((segment) => segment === '..' || segment === '.') && !decoded.includes('\\')
}

export const isLink = (value: string) => isHttpUrl(value) || isSitePath(value)
