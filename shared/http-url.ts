/**
 * THE check for an absolute web address (http or https with a host), for the server and both
 * bundles. Callers that need more say so with the rules; each rule only refuses more.
 */
export interface HttpUrlRules {
  /** The host has a dot: refuses `https://localhost` and intranet names (public profile links). */
  dottedHost?: boolean
  /** Nothing before the host: refuses `https://user:password@host`. */
  noCredentials?: boolean
  /** No white space anywhere in the text (which `new URL` would otherwise trim or encode). */
  noSpaces?: boolean
}

/** The parsed address when `value` is an absolute http(s) URL with a host that keeps `rules`, else null. */
export function parseHttpUrl(value: string, rules: HttpUrlRules = {}): URL | null {
  if (rules.noSpaces && /\s/.test(value)) return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.hostname === '' || (rules.dottedHost && !url.hostname.includes('.'))) return null
  if (rules.noCredentials && (url.username !== '' || url.password !== '')) return null
  return url
}

/** Whether `value` is an absolute http(s) URL with a host that keeps `rules`. */
export const isHttpUrl = (value: string, rules?: HttpUrlRules): boolean => parseHttpUrl(value, rules) !== null
