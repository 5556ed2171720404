/**
 * What a redirect may lead to (issue 29), for the server (on save, and for rows already stored) and
 * the console (as the editor types): a page of this site, written as a path, or an absolute http(s)
 * address. The text is read with the WHATWG URL rules a browser applies to a Location header, so the
 * stored value is the address a browser will follow:
 * - a path is stored percent-encoded (`/zażółć` → `/za%C5%BC%C3%B3%C5%82%C4%87`); the editor sees it
 *   decoded again (displayRedirectTarget);
 * - a path that a browser would resolve to another site (`//evil.example`, `/\evil.example/`) is not
 *   a page of this site and is refused, with the way to say what was meant;
 * - control characters (line breaks, tabs, NUL) are refused, never silently dropped.
 */
import { parseHttpUrl } from './http-url.ts'

export const REDIRECT_TARGET_MESSAGES = {
  shape: 'Enter a page of this site starting with /, or a full http(s):// address.',
  control: 'Remove the line breaks, tabs and other invisible characters from the new address.',
  elsewhere: 'This address leads to another site. To send visitors there, enter the full address starting with https://.',
} as const

export type RedirectTargetReading = { ok: true; value: string; local: boolean } | { ok: false; message: string }

/** A stand-in origin: only whether a path stays on it matters. */
const SITE = 'http://site.invalid'
/** C0 and C1 controls and DEL: they end a header line, or are dropped by one reader and not another. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** The stored form of a redirect target, or why it cannot be one (in a person's words). */
export function readRedirectTarget(text: string): RedirectTargetReading {
  const typed = text.trim()
  if (CONTROL.test(typed)) return { ok: false, message: REDIRECT_TARGET_MESSAGES.control }
  if (typed === '' || LONE_SURROGATE.test(typed)) return { ok: false, message: REDIRECT_TARGET_MESSAGES.shape }
  if (typed.startsWith('/') || typed.startsWith('\\')) {
    let url: URL
    try {
      url = new URL(typed, SITE)
    } catch {
      return { ok: false, message: REDIRECT_TARGET_MESSAGES.shape }
    }
    const value = url.pathname + url.search + url.hash
    // `/.//evil` keeps the origin here but reads as `//evil` (another host) once it is a Location.
    if (url.origin !== SITE || value.startsWith('//') || typed.startsWith('\\')) return { ok: false, message: REDIRECT_TARGET_MESSAGES.elsewhere }
    return { ok: true, value, local: true }
  }
  // `https:/x` parses (as https://x/), but is not what anyone means by a full address.
  const url = /^https?:\/\//i.test(typed) ? parseHttpUrl(typed, { noSpaces: true }) : null
  if (!url) return { ok: false, message: REDIRECT_TARGET_MESSAGES.shape }
  return { ok: true, value: url.href, local: false }
}

/** Bidirectional controls: shown decoded they could make a target read as something else. */
const BIDI = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/

/** A stored target as the editor typed it: runs of percent-encoded non-ASCII letters decoded; the rest (%20, %2F, %3F…) kept. */
export function displayRedirectTarget(stored: string): string {
  return stored.replace(/(?:%[89A-Fa-f][0-9A-Fa-f])+/g, (run) => {
    let decoded: string
    try {
      decoded = decodeURIComponent(run)
    } catch {
      return run
    }
    return CONTROL.test(decoded) || BIDI.test(decoded) ? run : decoded
  })
}
