/**
 * What the server makes of a page view before it is stored: the device type from the user agent,
 * the traffic source from the referrer (its host only; none or our own is "Direct"), the page's
 * path without query or fragment, and the UTC day. Pure functions; tested in classify.test.ts.
 */

export const DEVICES = ['desktop', 'mobile', 'tablet'] as const
export type Device = (typeof DEVICES)[number]

/** The source of visits that came with no referrer, or from our own pages. */
export const DIRECT = 'Direct'

/** The source of visits whose referrer is not a plain host name (an IP address, a made-up name), or one beyond an address's daily share (ip-day-budget.ts). */
export const OTHER = 'Other'

/** Longest host kept as a source; DNS allows 253, real referrers are far shorter. */
export const MAX_SOURCE_LENGTH = 100
/** Letters, digits and hyphens in dot-separated labels, a top-level label with a letter (so not an IP address). */
const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/

const TABLET = /iPad|Tablet|PlayBook|Silk\/|Kindle|Nexus (?:7|9|10)\b|SM-T\d|Android(?!.*Mobi)/i
const MOBILE = /Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|BB10|Opera Mini|IEMobile|webOS/i

/** desktop, mobile or tablet. iPads that present themselves as a Mac count as desktop (the server cannot tell). */
export function deviceOf(userAgent: string): Device {
  if (TABLET.test(userAgent)) return 'tablet'
  if (MOBILE.test(userAgent)) return 'mobile'
  return 'desktop'
}

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '').replace(/\.$/, '')

/**
 * The host a visit came from: `news.example.com` for https://www.news.example.com/a?b, DIRECT for no
 * referrer, an unreadable one, a non-web scheme, or one of `ownHosts` (navigation inside the site),
 * OTHER for a host that is not a plain name of at most MAX_SOURCE_LENGTH characters (an IP address,
 * a name without a dot other than localhost, odd characters).
 */
export function sourceOf(referrer: string | undefined, ownHosts: readonly string[]): string {
  if (!referrer) return DIRECT
  let url: URL
  try {
    url = new URL(referrer)
  } catch {
    return DIRECT
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return DIRECT
  const host = bareHost(url.hostname)
  if (!host || ownHosts.some((own) => bareHost(own) === host)) return DIRECT
  return host === 'localhost' || (host.length <= MAX_SOURCE_LENGTH && HOST_NAME.test(host)) ? host : OTHER
}

/** The host of a Host header or origin, without its port: what sourceOf compares a referrer with. */
export function hostOf(value: string | undefined): string | null {
  if (!value) return null
  try {
    return new URL(value.includes('://') ? value : `http://${value}`).hostname
  } catch {
    return null
  }
}

/** Paths that are never public pages: the console and the API. */
const NOT_A_PAGE = /^\/(?:admin|api)(?:\/|$)/i

/**
 * The page a view is counted for: the path up to any `?` or `#`, without a trailing slash (but `/`),
 * or null when it is not a public page's path (does not start with one `/`, the console, the API).
 */
export function pageOf(path: string): string | null {
  const end = path.search(/[?#]/)
  let page = end === -1 ? path : path.slice(0, end)
  if (!page.startsWith('/') || page.startsWith('//')) return null
  if (page.length > 1) page = page.replace(/\/+$/, '') || '/'
  if (NOT_A_PAGE.test(page)) return null
  return page
}

/** The UTC day of a moment, 'YYYY-MM-DD'. */
export const utcDay = (at: Date | number): string => new Date(at).toISOString().slice(0, 10)

/** The day `n` days after (negative: before) a 'YYYY-MM-DD' day. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00.000Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}
