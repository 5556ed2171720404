/**
 * The visitor's consent choice (docs/decisions/0015-consent-and-tracking.md), kept in one first-party
 * cookie and nowhere else, so the server can read it too (modules/core/security.ts widens the CSP for
 * the consented trackers): `yerth_consent=v1:analytics=1&marketing=0`, path=/, SameSite=Lax, 180 days.
 * Part of the frame's chunk, so it stays tiny: the banner, the settings screen and the tracker
 * loader are chunks of their own.
 */
import { TRACKING_ID_PATTERNS, type PublicSettings } from '../../../shared/settings-keys.ts'

export const CONSENT_COOKIE = 'yerth_consent'
/** A new version of the choice (new categories, new trackers) asks everyone again. */
const VERSION = 'v1'
export const CONSENT_MAX_AGE_DAYS = 180
/** Sent on window when a choice is saved. */
export const CONSENT_EVENT = 'yerth:consent'

export interface ConsentChoice {
  analytics: boolean
  marketing: boolean
}

export const formatConsent = (c: ConsentChoice) => `${VERSION}:analytics=${c.analytics ? 1 : 0}&marketing=${c.marketing ? 1 : 0}`

/** The choice in a cookie value; null when absent or of another version (then the banner asks). */
export function parseConsent(value: string | null | undefined): ConsentChoice | null {
  if (!value?.startsWith(`${VERSION}:`)) return null
  const pairs = value.slice(VERSION.length + 1).split('&')
  return { analytics: pairs.includes('analytics=1'), marketing: pairs.includes('marketing=1') }
}

/** A choice made while the browser refuses cookies: kept for this page only, so the banner can go. */
let unstored: ConsentChoice | null = null

/** The stored choice (browser only). */
export function readConsent(): ConsentChoice | null {
  const match = document.cookie.match(/(?:^|;\s*)yerth_consent=([^;]*)/)
  return parseConsent(match?.[1]) ?? unstored
}

let atLoad: ConsentChoice | null | undefined
/** The choice this document was served with: what its CSP allows and what it loads (read once per page load). */
export function consentAtLoad(): ConsentChoice | null {
  if (atLoad === undefined) atLoad = readConsent()
  return atLoad
}

/** The tracking ids of the settings that are well formed (others count as not configured). */
export function trackingIds(s: PublicSettings) {
  const ok = (key: keyof typeof TRACKING_ID_PATTERNS) => {
    const v = s[key]?.trim() ?? ''
    return TRACKING_ID_PATTERNS[key].pattern.test(v) ? v : ''
  }
  return { ga: ok('google_analytics_id'), gtm: ok('google_tag_manager_id'), pixel: ok('meta_pixel_id') }
}

/** Which trackers a choice runs with these settings, as a key: equal keys load the same scripts. */
export function activeTrackers(c: ConsentChoice | null, s: PublicSettings): string {
  const ids = trackingIds(s)
  return [c?.analytics && ids.ga, c?.analytics && ids.gtm, c?.marketing && ids.pixel].map((v) => v || '').join('|')
}

/**
 * Stores a choice. When the trackers it runs differ from those this document loaded, the page
 * reloads to apply it (its CSP was decided by the server with the old cookie, and a loaded script
 * cannot be unloaded) and true is returned; otherwise the page is told (CONSENT_EVENT).
 */
export function saveConsent(c: ConsentChoice, s: PublicSettings): boolean {
  const before = consentAtLoad()
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${CONSENT_COOKIE}=${formatConsent(c)}; Path=/; Max-Age=${CONSENT_MAX_AGE_DAYS * 86400}; SameSite=Lax${secure}`
  // Cookies blocked: nothing the server could read, so nothing to reload for.
  const stored = document.cookie.includes(`${CONSENT_COOKIE}=${formatConsent(c)}`)
  if (!stored) unstored = c
  if (stored && activeTrackers(c, s) !== activeTrackers(before, s)) {
    window.location.reload()
    return true
  }
  window.dispatchEvent(new Event(CONSENT_EVENT))
  return false
}
