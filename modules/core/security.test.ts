/**
 * The Content-Security-Policy and consent (docs/decisions/0015-consent-and-tracking.md): tracker hosts
 * are allowed only for a request carrying the consent cookie of their category, and only when that
 * tracker's id is configured; otherwise the policy is exactly the base one.
 */
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { auth } from '../auth/index.ts'
import { settings } from '../settings/index.ts'
import { createTestApp } from './testing.ts'
import { configuredCategories, consentedCategories, TRACKING } from './security.ts'
import { loadConfig } from './config.ts'
import { formatConsent } from '../../web-public/src/consent/cookie.ts'

/** An inline script a plugin allows; BASE is the policy helmet built for it before consent existed. */
const INLINE = 'console.log(1)'
const BASE =
  "default-src 'self';script-src 'self' 'sha256-CihokcEcBW4atb/CW/XWsvWwbTjqwQlE9nj9ii5ww5M=';style-src 'self' 'unsafe-inline';" +
  "img-src 'self' data: blob: https:;font-src 'self' data:;connect-src 'self';media-src 'self';frame-src 'self' https://www.youtube-nocookie.com;object-src 'none';" +
  "base-uri 'self';form-action 'self';frame-ancestors 'self'"

const GOOGLE = ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com']
const META = ['https://connect.facebook.net', 'https://www.facebook.com']

const ALL = formatConsent({ analytics: true, marketing: true })
const ANALYTICS = formatConsent({ analytics: true, marketing: false })
const MARKETING = formatConsent({ analytics: false, marketing: true })
const NONE = formatConsent({ analytics: false, marketing: false })

/** The directives of a policy by name. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/)
      return [name, values]
    }),
  )
}

async function policyFor(app: FastifyInstance, cookie?: string): Promise<string> {
  const res = await app.inject({ url: '/healthz', headers: cookie ? { cookie } : {} })
  return String(res.headers['content-security-policy'])
}

t.test('consent cookie and configured ids as bits', async (t) => {
  t.equal(ALL, 'v1:analytics=1&marketing=1', 'the browser writes what the server reads')
  t.equal(consentedCategories(undefined), 0)
  t.equal(consentedCategories(''), 0)
  t.equal(consentedCategories(`yerth_consent=${ALL}`), TRACKING.analytics | TRACKING.marketing)
  t.equal(consentedCategories(`a=b; yerth_consent=${ANALYTICS}; c=d`), TRACKING.analytics)
  t.equal(consentedCategories(`a=b;yerth_consent=${MARKETING}`), TRACKING.marketing)
  t.equal(consentedCategories(`yerth_consent=${NONE}`), 0)
  t.equal(consentedCategories(`xyerth_consent=${ALL}`), 0, 'another cookie whose name ends the same')
  t.equal(consentedCategories(`xyerth_consent=${ALL}; yerth_consent=${MARKETING}`), TRACKING.marketing)
  t.equal(consentedCategories('yerth_consent=v0:analytics=1&marketing=1'), 0, 'an unknown version is no consent')
  t.equal(consentedCategories('yerth_consent=v1:analytics=11&marketing=yes'), 0)

  t.equal(configuredCategories(null), 0)
  t.equal(configuredCategories({ google_analytics_id: '', google_tag_manager_id: '', meta_pixel_id: '' }), 0)
  t.equal(configuredCategories({ google_analytics_id: 'G-ABC1234' }), TRACKING.analytics)
  t.equal(configuredCategories({ google_tag_manager_id: 'GTM-AB12CD' }), TRACKING.analytics)
  t.equal(configuredCategories({ meta_pixel_id: '123456789012345' }), TRACKING.marketing)
  t.equal(configuredCategories({ google_analytics_id: 'not-an-id', meta_pixel_id: 'abc' }), 0, 'malformed ids count as not configured')
})

t.test('the CSP by consent cookie and configured tracking ids', async (t) => {
  const probe = async (app: FastifyInstance) => {
    app.scriptHashes.allow(INLINE)
  }
  const app = await createTestApp([auth, settings, probe])
  t.teardown(() => app.close())

  await t.test('without the cookie the policy is the base one, whatever is configured', async (t) => {
    t.equal(await policyFor(app), BASE)
    t.equal(await policyFor(app, 'theme=dark; yerth_gate=x'), BASE)
  })

  await t.test('with the cookie but no ids configured: the base policy', async (t) => {
    const base = await policyFor(app)
    t.equal(await policyFor(app, `yerth_consent=${ALL}`), base)
  })

  await app.settings.update({ google_analytics_id: 'G-TEST1234', google_tag_manager_id: 'GTM-TEST12', meta_pixel_id: '' }, null)

  await t.test('analytics ids configured', async (t) => {
    const base = await policyFor(app)
    t.equal(base, BASE, 'no cookie: unchanged')
    for (const host of [...GOOGLE, ...META]) t.notMatch(base, host)
    t.equal(await policyFor(app, `yerth_consent=${NONE}`), base, 'a refusal is the base policy')
    t.equal(await policyFor(app, `yerth_consent=${MARKETING}`), base, 'marketing consent, but no pixel id')

    const analytics = directives(await policyFor(app, `theme=x; yerth_consent=${ANALYTICS}`))
    t.same(analytics['script-src'].slice(-1), ['https://www.googletagmanager.com'])
    t.same(analytics['connect-src'], ["'self'", 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'])
    t.same(analytics['img-src'], ["'self'", 'data:', 'blob:', 'https:', 'https://www.google-analytics.com', 'https://www.googletagmanager.com'])
    t.notMatch(JSON.stringify(analytics), /facebook/)
    t.same(analytics['default-src'], ["'self'"], 'nothing else widens')
    t.same(analytics['frame-src'], ["'self'", 'https://www.youtube-nocookie.com'])
    t.notMatch(analytics['script-src'].join(' '), 'unsafe-inline')
  })

  await app.settings.update({ google_analytics_id: '', google_tag_manager_id: '', meta_pixel_id: '1234567890' }, null)

  await t.test('only the pixel configured', async (t) => {
    const base = await policyFor(app)
    t.equal(await policyFor(app, `yerth_consent=${ANALYTICS}`), base, 'the Google ids were cleared: consent alone allows nothing')
    const all = await policyFor(app, `yerth_consent=${ALL}`)
    for (const host of GOOGLE) t.notMatch(all, host)
    const d = directives(all)
    t.same(d['script-src'].slice(-1), ['https://connect.facebook.net'])
    t.same(d['connect-src'], ["'self'", 'https://www.facebook.com'])
    t.same(d['img-src'].slice(-1), ['https://www.facebook.com'])
  })

  await app.settings.update({ google_analytics_id: 'G-TEST1234', meta_pixel_id: '1234567890' }, null)

  await t.test('everything configured and consented', async (t) => {
    const all = await policyFor(app, `yerth_consent=${ALL}`)
    for (const host of [...GOOGLE, ...META]) t.match(all, host)
    const d = directives(all)
    t.same(d['script-src'].slice(-2), ['https://www.googletagmanager.com', 'https://connect.facebook.net'])
    t.equal(await policyFor(app, `yerth_consent=${NONE}`), await policyFor(app))
  })

  await app.settings.update({ google_analytics_id: '', google_tag_manager_id: '', meta_pixel_id: '' }, null)

  await t.test('ids removed again: no tracker host for anyone', async (t) => {
    const all = await policyFor(app, `yerth_consent=${ALL}`)
    t.equal(all, await policyFor(app))
    for (const host of [...GOOGLE, ...META]) t.notMatch(all, host)
  })
})

t.test('without the settings module no tracker is ever allowed', async (t) => {
  const app = await createTestApp([])
  t.teardown(() => app.close())
  const all = await policyFor(app, `yerth_consent=${ALL}`)
  t.equal(all, await policyFor(app))
  t.equal(all, "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https:;font-src 'self' data:;connect-src 'self';media-src 'self';frame-src 'self' https://www.youtube-nocookie.com;object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'self'")
})

t.test('Strict-Transport-Security only over https, subdomains only when asked; Permissions-Policy everywhere', async (t) => {
  const behindProxy = { env: 'production' as const, trustProxy: true }
  const app = await createTestApp([], { config: behindProxy })
  t.teardown(() => app.close())
  const plain = await app.inject({ url: '/healthz' })
  t.equal(plain.headers['strict-transport-security'], undefined, 'plain http: no HSTS')
  const https = await app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } })
  t.equal(https.headers['strict-transport-security'], 'max-age=31536000', 'https (through a trusted proxy): HSTS, this host only')

  const untrusted = await createTestApp([], { config: { env: 'production', trustProxy: false } })
  t.teardown(() => untrusted.close())
  const claimed = await untrusted.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } })
  t.equal(claimed.headers['strict-transport-security'], undefined, 'a forwarded https from an untrusted client is not https')

  const subdomains = await createTestApp([], { config: { ...behindProxy, hstsIncludeSubdomains: true } })
  t.teardown(() => subdomains.close())
  const all = await subdomains.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } })
  t.equal(all.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains')
  t.equal(loadConfig({ HSTS_INCLUDE_SUBDOMAINS: 'true' }).hstsIncludeSubdomains, true)
  t.equal(loadConfig({}).hstsIncludeSubdomains, false)

  for (const res of [plain, https, await app.inject({ url: '/nowhere' })]) {
    const policy = String(res.headers['permissions-policy'])
    const features = Object.fromEntries(policy.split(', ').map((d) => d.split('=') as [string, string]))
    for (const denied of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics', 'display-capture', 'serial', 'hid']) {
      t.equal(features[denied], '()', `${denied} is off`)
    }
    t.equal(features.fullscreen, '(self "https://www.youtube-nocookie.com")', 'the video modal may go full screen')
    t.equal(features.autoplay, '(self "https://www.youtube-nocookie.com")', 'and start its video')
    t.equal(features['clipboard-write'], '(self)', 'copy link')
  }
})
