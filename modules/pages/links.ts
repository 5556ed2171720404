/**
 * What a page may link to (the block library's `link` and `image` kinds, modules/pages/blocks.ts):
 * a site path, an absolute http(s) URL, a #place on the page or a mailto: address; never
 * javascript:, data:, protocol-relative `//host` or anything with spaces or control characters.
 */
import { isHttpUrl as httpUrl } from '../../shared/http-url.ts'

const UNSAFE_IN_URL = /[\s\u0000-\u001f\u007f\\<>"`]/

/** A site path (`/contact`, `/media/images/x.webp`, `/about#team`): one leading slash, nothing that escapes the site. */
export function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !UNSAFE_IN_URL.test(value)
}

/** An absolute http(s) URL with a host and no credentials, written out in full. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^/]/i.test(value) || UNSAFE_IN_URL.test(value)) return false
  return httpUrl(value, { noCredentials: true })
}

/** `#team`: a place on the same page (the careers hero's scroll target, say). */
export const isAnchor = (value: string) => /^#[A-Za-z][A-Za-z0-9_-]{0,63}$/.test(value)

/** `mailto:careers@yerth.com` (with an optional ?subject=...): the careers page's application link. */
export const isMailto = (value: string) => /^mailto:[^\s@<>"`\\]+@[^\s@<>"`\\]+$/i.test(value) && value.length <= 320

export const isLink = (value: string) => value === '' || isSitePath(value) || isHttpUrl(value) || isAnchor(value) || isMailto(value)
