/**
 * Security headers (CSP without inline scripts except by hash; tracker hosts only with consent) and
 * the CSRF guard: a state-changing request from another site is refused, and JSON APIs accept only
 * JSON bodies (else 415).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import helmet from 'helmet'
import { createHash } from 'node:crypto'
import type { AppConfig } from './config.ts'
import { forbidden } from './errors.ts'
import { TRACKING_ID_PATTERNS } from '../../shared/settings-keys.ts'

/** Inline scripts the pages may run, allowed by their SHA-256 hash. */
export class ScriptHashes {
  private hashes = new Set<string>()
  /** Moves when a hash is added, so prebuilt policies know they are stale. */
  version = 0
  allow(scriptSource: string): string {
    const hash = `'sha256-${createHash('sha256').update(scriptSource).digest('base64')}'`
    if (!this.hashes.has(hash)) {
      this.hashes.add(hash)
      this.version++
    }
    return hash
  }
  directive(): string[] {
    return ["'self'", ...this.hashes]
  }
}

/**
 * The consent cookie the public site writes when a visitor chooses (web-public/src/consent/cookie.ts):
 * `yerth_consent=v1:analytics=1&marketing=0`. Only its two flags are read here.
 */
export const CONSENT_COOKIE = 'yerth_consent'
const CONSENT_PREFIX = `${CONSENT_COOKIE}=v1:`

/** Consent categories as bits: the CSP variant of a request is the bits it consented to AND that are configured. */
export const TRACKING = { analytics: 1, marketing: 2 } as const

/**
 * What each category adds to the policy (docs/decisions/0015-consent-and-tracking.md): Google Analytics
 * and Tag Manager (analytics), the Meta Pixel (marketing).
 */
const TRACKER_SOURCES: Record<keyof typeof TRACKING, Partial<Record<string, string[]>>> = {
  analytics: {
    'script-src': ['https://www.googletagmanager.com'],
    'img-src': ['https://www.google-analytics.com', 'https://www.googletagmanager.com'],
    'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
  },
  marketing: {
    'script-src': ['https://connect.facebook.net'],
    'img-src': ['https://www.facebook.com'],
    'connect-src': ['https://www.facebook.com'],
  },
}

/** The categories a request consented to (bits of TRACKING), read from its Cookie header without parsing the rest. */
export function consentedCategories(cookieHeader: string | undefined): number {
  if (!cookieHeader) return 0
  let at = cookieHeader.indexOf(CONSENT_PREFIX)
  // Not the tail of another cookie's name (`xyerth_consent=`): it starts the header or follows `;` / `; `.
  while (at > 0 && cookieHeader.charCodeAt(at - 1) !== 59 && cookieHeader.charCodeAt(at - 1) !== 32) {
    at = cookieHeader.indexOf(CONSENT_PREFIX, at + 1)
  }
  if (at < 0) return 0
  const start = at + CONSENT_PREFIX.length
  const semi = cookieHeader.indexOf(';', start)
  const value = cookieHeader.slice(start, semi < 0 ? undefined : semi)
  let bits = 0
  for (const pair of value.split('&')) {
    if (pair === 'analytics=1') bits |= TRACKING.analytics
    else if (pair === 'marketing=1') bits |= TRACKING.marketing
  }
  return bits
}

/** The tracking ids of the site settings (the public keys of app.settings.publicSettings()). */
export interface TrackingIds {
  google_analytics_id?: string
  google_tag_manager_id?: string
  meta_pixel_id?: string
}

/** The categories whose tracker has a well-formed id configured (bits of TRACKING). */
export function configuredCategories(ids: TrackingIds | null | undefined): number {
  if (!ids) return 0
  const valid = (key: keyof TrackingIds) => {
    const value = ids[key]?.trim()
    return Boolean(value && TRACKING_ID_PATTERNS[key].pattern.test(value))
  }
  return (valid('google_analytics_id') || valid('google_tag_manager_id') ? TRACKING.analytics : 0) | (valid('meta_pixel_id') ? TRACKING.marketing : 0)
}

/**
 * The Content-Security-Policy header, as four prebuilt strings: the base policy, and the base with
 * the hosts of analytics, of marketing, or of both. A request gets the base unless it carries the
 * consent cookie for a category whose tracker id is configured. The strings are rebuilt only when a
 * script hash is added (plugins allow theirs while registering); the configured categories are read
 * once from the settings and again after any change (app.changes), so a request costs a look at its
 * Cookie header and picking one string.
 */
export class ContentSecurityPolicy {
  private variants: string[] = []
  private builtFor = -1
  private configured = -1
  private loading: Promise<number> | null = null
  private generation = 0

  constructor(
    private scripts: ScriptHashes,
    /** Late-bound: the settings module registers after core (see installSecurityHeaders). */
    private trackingIds: () => Promise<TrackingIds | null | undefined> | TrackingIds | null | undefined,
  ) {}

  /** The policy for the categories in `bits` (0: the base policy). */
  header(bits: number): string {
    if (this.builtFor !== this.scripts.version) {
      this.variants = [0, 1, 2, 3].map((b) => this.build(b))
      this.builtFor = this.scripts.version
    }
    return this.variants[bits & 3]
  }

  private build(bits: number): string {
    const extra = (name: string) => [
      ...(bits & TRACKING.analytics ? (TRACKER_SOURCES.analytics[name] ?? []) : []),
      ...(bits & TRACKING.marketing ? (TRACKER_SOURCES.marketing[name] ?? []) : []),
    ]
    // Helmet's format (directives joined by `;`), in the order of the policy before consent existed.
    const directives: Array<[string, string[]]> = [
      ['default-src', ["'self'"]],
      ['script-src', this.scripts.directive()],
      ['style-src', ["'self'", "'unsafe-inline'"]],
      // Editors insert images by URL (admin-area §5) and vlogs without a stored thumbnail show the
      // video's own from YouTube, so https images are allowed; scripts are not. The only other
      // frame is the video modals' player (home page), from YouTube's no-cookie host, loaded on a click.
      ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
      ['font-src', ["'self'", 'data:']],
      ['connect-src', ["'self'"]],
      ['media-src', ["'self'"]],
      ['frame-src', ["'self'", 'https://www.youtube-nocookie.com']],
      ['object-src', ["'none'"]],
      ['base-uri', ["'self'"]],
      ['form-action', ["'self'"]],
      ['frame-ancestors', ["'self'"]],
    ]
    return directives.map(([name, values]) => `${name} ${[...values, ...extra(name)].join(' ')}`).join(';')
  }

  /** The configured categories when known now, else -1 (then ask `configuredCategories()`). */
  configuredNow(): number {
    return this.configured
  }

  /** The configured categories, read from the settings once per change. A failed read counts as none (not kept). */
  configuredCategories(): Promise<number> {
    if (this.configured >= 0) return Promise.resolve(this.configured)
    if (!this.loading) {
      const generation = this.generation
      const pending: Promise<number> = Promise.resolve()
        .then(() => this.trackingIds())
        .then(
          (ids) => {
            const bits = configuredCategories(ids)
            if (generation === this.generation) this.configured = bits
            return bits
          },
          () => 0,
        )
        .finally(() => {
          if (this.loading === pending) this.loading = null
        })
      this.loading = pending
    }
    return this.loading
  }

  /** Forgets the configured categories (the settings may have changed). */
  invalidate(): void {
    this.generation++
    this.configured = -1
    this.loading = null
  }
}

const CSP_HEADER = 'Content-Security-Policy'

/** Hosts the site embeds in a frame (the video modals' YouTube player); they may use what a video needs. */
const VIDEO_FRAME = '"https://www.youtube-nocookie.com"'

/**
 * Permissions-Policy: every powerful feature the site does not use is switched off for the page and
 * anything it embeds (a compromised script or a third-party frame cannot ask for the camera). Kept:
 * what the video player needs (autoplay, fullscreen, picture-in-picture, encrypted media) for the
 * site and YouTube's frame, and the share button's clipboard for the site itself (Web Share is the
 * site's own by default). Only names Chromium knows: an unknown one (web-share, bluetooth,
 * ambient-light-sensor, interest-cohort on Linux Chromium) costs a console warning on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  `autoplay=(self ${VIDEO_FRAME})`,
  'browsing-topics=()',
  'camera=()',
  'clipboard-read=()',
  'clipboard-write=(self)',
  'display-capture=()',
  `encrypted-media=(self ${VIDEO_FRAME})`,
  `fullscreen=(self ${VIDEO_FRAME})`,
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  `picture-in-picture=(self ${VIDEO_FRAME})`,
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ')

/**
 * The headers helmet sets, read once at boot: helmet's middlewares write constants (nonces are not
 * used; CSP is ours), so running them for every request only repeats the same setHeader calls.
 * Captured as [name, value] pairs and set on Fastify's reply (written with the status line in one
 * go) rather than on the raw response one by one (about a tenth of a cached page's cost, issue 16).
 */
export function helmetHeaders(): Record<string, string> {
  const middleware = helmet({
    contentSecurityPolicy: false,
    hsts: false, // HSTS is sent only over https (below)
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })
  const headers: Record<string, string> = {}
  const capture = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  }
  let ran = false
  middleware({} as never, capture as never, (err?: unknown) => {
    if (err) throw err
    ran = true
  })
  // helmet calls back synchronously; if a future version does not, fail at boot rather than send fewer headers.
  if (!ran) throw new Error('helmet did not run synchronously; security headers cannot be precomputed')
  return headers
}

/** The part of app.settings (modules/settings) the policy reads. */
interface SettingsReader {
  publicSettings(): Promise<TrackingIds>
}

/**
 * The security headers of every answer, computed at boot: helmet's (helmetHeaders), the
 * Permissions-Policy, and Strict-Transport-Security only on an answer sent over https
 * (request.protocol honours TRUST_PROXY), since a browser ignores it over http and a plain-http
 * install (make run on a laptop) must not be told to insist on https; subdomains only when the
 * operator says every subdomain serves https (HSTS_INCLUDE_SUBDOMAINS). Content-Security-Policy is
 * ours (ContentSecurityPolicy): one of four prebuilt strings per answer, chosen by the request's
 * consent cookie and the tracking ids in the settings. The settings module registers after core, so
 * it is looked up when first needed (a late-bound `app.settings`); without it no tracker is ever
 * allowed. `trackingIds` replaces that lookup (tests). Returns the headers of an answer to a request
 * without a consent cookie over `protocol`, flat, for core's prepared answers (prepared-answers.ts).
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  config: AppConfig,
  scripts: ScriptHashes,
  trackingIds?: () => Promise<TrackingIds | null | undefined> | TrackingIds | null | undefined,
): Promise<(protocol: string) => readonly string[]> {
  const constant: Record<string, string> = { ...helmetHeaders(), 'permissions-policy': PERMISSIONS_POLICY }
  const names = Object.keys(constant)
  const hsts = `max-age=31536000${config.hstsIncludeSubdomains ? '; includeSubDomains' : ''}`
  const sendsHsts = config.env === 'production'
  const overHttps = (protocol: string | undefined) => sendsHsts && protocol === 'https'
  const setConstant = (request: FastifyRequest, reply: FastifyReply) => {
    for (const name of names) reply.header(name, constant[name])
    if (overHttps(request.protocol)) reply.header('strict-transport-security', hsts)
  }
  const flatConstant = names.flatMap((name) => [name, constant[name]])
  // Vite's dev server injects inline modules for hot reload; CSP is enforced on built bundles.
  if (config.devServer) {
    app.addHook('onRequest', function securityHeadersForDev(request, reply, done) {
      setConstant(request, reply)
      done()
    })
    const withHsts = [...flatConstant, 'strict-transport-security', hsts]
    return (protocol) => (overHttps(protocol) ? withHsts : flatConstant)
  }
  const lateSettings = () => (app.hasDecorator('settings') ? (app as unknown as { settings: SettingsReader }).settings.publicSettings() : null)
  const policy = new ContentSecurityPolicy(scripts, trackingIds ?? lateSettings)
  // Any change may be a settings change; the next consenting request reads the ids again.
  app.changes.subscribeAll(() => policy.invalidate())

  app.addHook('onRequest', function securityHeaders(request, reply, done) {
    setConstant(request, reply)
    const wanted = consentedCategories(request.headers.cookie)
    const known = wanted ? policy.configuredNow() : 0
    if (known >= 0) {
      reply.header(CSP_HEADER, policy.header(wanted & known))
      return done()
    }
    policy.configuredCategories().then((bits) => {
      reply.header(CSP_HEADER, policy.header(wanted & bits))
      done()
    }, done)
  })

  // What a visitor without a consent cookie gets, flat (prepared-answers.ts); rebuilt when the
  // script hashes change (modules allow theirs while they register).
  let builtFor = ''
  let plain: string[] = []
  let withHsts: string[] = []
  return (protocol) => {
    const base = policy.header(0)
    if (base !== builtFor) {
      plain = [...flatConstant, CSP_HEADER, base]
      withHsts = [...plain, 'strict-transport-security', hsts]
      builtFor = base
    }
    return overHttps(protocol) ? withHsts : plain
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * The origin a state-changing request must come from: the one the operator configured
 * (PUBLIC_ORIGIN); when none was (the localhost default), the request's own, so that the console
 * still works for someone reaching the server as http://127.0.0.1:3000 or by a LAN name.
 */
function expectedOrigin(request: FastifyRequest, config: AppConfig): string {
  return config.publicOriginConfigured ? config.publicOrigin : `${request.protocol}://${request.host}`
}

export function installCsrfGuard(app: FastifyInstance, config: AppConfig) {
  // Only JSON bodies are parsed: a cross-site <form> can send text/plain or urlencoded bodies
  // without a preflight, so refusing them (415) closes that door. Multipart routes opt in locally.
  app.removeContentTypeParser(['text/plain'])

  // A callback hook: it runs on every request, and reads (GET, HEAD) leave at once.
  app.addHook('onRequest', function csrfGuard(request, _reply, done) {
    if (SAFE_METHODS.has(request.method)) return done()
    // The matched route's own policy (route-policy.ts), never the URL's text.
    if (request.routeOptions.config?.crossSite === 'allow') return done()
    const site = request.headers['sec-fetch-site']
    if (site === 'cross-site') return done(forbidden('Cross-site request refused'))
    const origin = request.headers.origin
    if (origin !== undefined && origin !== expectedOrigin(request, config)) {
      return done(forbidden('Cross-origin request refused'))
    }
    done()
  })
}
