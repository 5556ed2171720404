/**
 * The path of an address as the site's routers read it. The public site keys its pages by it
 * (web-public/page-route.ts) and the redirects module keys its rules by it (modules/redirects), so
 * both agree on which spellings are the same address.
 */

/** RFC 3986 unreserved characters: their percent-encoded forms are the same address. */
const UNRESERVED = /[A-Za-z0-9\-._~]/

/**
 * The path as a router reads it: dot segments resolved (also `%2e`), unreserved characters decoded,
 * other escapes in upper-case hex, repeated slashes collapsed. The trailing slash is left to
 * matchRoute (which ignores it, like the API router).
 */
export function normalisePath(path: string): string {
  let resolved: string
  try {
    // Prefixed, not resolved against a base: `//journal` must stay a path, not become a host.
    resolved = new URL(`http://h${path.startsWith('/') ? '' : '/'}${path}`).pathname
  } catch {
    return path
  }
  return resolved
    .replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
      const char = String.fromCharCode(parseInt(hex, 16))
      return UNRESERVED.test(char) ? char : escape.toUpperCase()
    })
    .replace(/\/{2,}/g, '/')
}
