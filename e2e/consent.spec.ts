/**
 * Cookie consent (docs/decisions/0015-consent-and-tracking.md): the banner on a first visit, trackers
 * and their CSP hosts only after consent and only for configured ids, /cookie-settings, and the
 * policy pages (Privacy Policy, Terms of Service, Feedback) in the frame, accessible in both themes.
 * The machine is offline: the trackers' hosts are answered by the test with an empty script, so a
 * request reaching them proves the CSP let the tag load (a refused one never leaves the browser).
 */
import { type Page, type Response } from '@playwright/test'
import { test, expect } from './test.ts'
import AxeBuilder from '@axe-core/playwright'
import { putSettings, setProtection, staffApi } from './api.ts'

const IDS = { google_analytics_id: 'G-E2ETEST42', google_tag_manager_id: 'GTM-E2E42X', meta_pixel_id: '424242424242' }
const NO_IDS = { google_analytics_id: '', google_tag_manager_id: '', meta_pixel_id: '' }
const TRACKER_HOSTS = /https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net|[\w.]*google-analytics\.com|[\w.]*analytics\.google\.com|www\.facebook\.com)/
const SCRIPTS = {
  ga: `https://www.googletagmanager.com/gtag/js?id=${IDS.google_analytics_id}`,
  gtm: `https://www.googletagmanager.com/gtm.js?id=${IDS.google_tag_manager_id}`,
  pixel: 'https://connect.facebook.net/en_US/fbevents.js',
}
const BANNER = 'Your privacy, your choice'
const PAGES = ['/cookie-settings', '/privacy-policy', '/terms-of-service', '/feedback']

async function setIds(baseURL: string, ids: Record<string, string>) {
  const api = await staffApi(baseURL)
  await putSettings(api, ids)
  await api.dispose()
}

/** Console errors and uncaught exceptions of a page; tracker requests answered offline with an empty script. */
async function watch(page: Page) {
  const errors: string[] = []
  const trackerRequests: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(e.message))
  await page.route(TRACKER_HOSTS, (route) => {
    trackerRequests.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: '' })
  })
  return { errors, trackerRequests }
}

const csp = (res: Response | null) => res?.headers()['content-security-policy'] ?? ''
const trackerTags = (page: Page) => page.locator('script[src*="googletagmanager.com"], script[src*="facebook.net"]')
const banner = (page: Page) => page.getByRole('region', { name: BANNER })

/** The contact address the pages show: the contact_email setting (other journeys may change it), else the brand default. */
async function contactAddress(page: Page): Promise<string> {
  const res = await page.request.get('/api/cms/settings')
  const value = ((await res.json()) as { settings?: { contact_email?: string } }).settings?.contact_email?.trim()
  return value || 'contact@yerth.com'
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The document the next reload brings, with its headers. */
const nextDocument = (page: Page, path: string) =>
  page.waitForResponse((r) => r.request().resourceType() === 'document' && new URL(r.url()).pathname === path)

test.describe('consent', () => {
  test.beforeAll(async ({ baseURL }) => {
    await setProtection(baseURL!, false)
    await setIds(baseURL!, IDS)
  })
  test.afterAll(async ({ baseURL }) => setIds(baseURL!, NO_IDS))

  test('first visit: the banner asks; nothing loads and the CSP allows no tracker until Accept all', async ({ page }) => {
    const seen = await watch(page)
    const first = await page.goto('/about')
    await expect(banner(page)).toBeVisible()
    expect(csp(first)).not.toMatch(TRACKER_HOSTS)
    expect(csp(first)).toContain("script-src 'self'")
    await expect(trackerTags(page)).toHaveCount(0)
    await expect(banner(page).getByRole('link', { name: 'Cookie Settings' })).toHaveAttribute('href', '/cookie-settings')
    await expect(banner(page).getByRole('link', { name: 'Customise' })).toHaveAttribute('href', '/cookie-settings')

    // Fixed at the bottom, inside the viewport, and not covering the end of the page for good.
    const box = (await banner(page).boundingBox())!
    const viewport = page.viewportSize()!
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
    expect(box.y).toBeGreaterThan(viewport.height / 2)

    // Accept all reloads once: the new document's CSP allows exactly the configured trackers.
    const reloaded = nextDocument(page, '/about')
    await banner(page).getByRole('button', { name: 'Accept all' }).click()
    const res = await reloaded
    const policy = csp(res)
    expect(policy).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com[^;]*https:\/\/connect\.facebook\.net/)
    expect(policy).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/)
    expect(policy).toMatch(/connect-src [^;]*https:\/\/www\.facebook\.com/)
    await expect(page.locator(`script[src="${SCRIPTS.ga}"]`)).toHaveCount(1)
    await expect(page.locator(`script[src="${SCRIPTS.gtm}"]`)).toHaveCount(1)
    await expect(page.locator(`script[src="${SCRIPTS.pixel}"]`)).toHaveCount(1)
    await expect(banner(page)).toHaveCount(0)
    await expect.poll(() => seen.trackerRequests.sort()).toEqual(Object.values(SCRIPTS).sort())
    const cookies = await page.context().cookies()
    expect(cookies.find((c) => c.name === 'yerth_consent')).toMatchObject({ value: 'v1:analytics=1&marketing=1', path: '/', sameSite: 'Lax' })

    // The init calls were made by the bundle (the CSP has no inline scripts): the queues hold them.
    expect(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer.length)).toBeGreaterThanOrEqual(3)
    expect(await page.evaluate(() => typeof (window as unknown as { fbq?: unknown }).fbq)).toBe('function')

    // Later visits keep the choice: no banner, trackers again.
    await page.goto('/journal')
    await expect(page.locator(`script[src="${SCRIPTS.ga}"]`)).toHaveCount(1)
    expect(seen.errors).toEqual([])
  })

  test('Reject all: the banner goes, nothing loads now or later, the CSP stays the base one', async ({ page }) => {
    const seen = await watch(page)
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'Reject all' }).click()
    await expect(banner(page)).toHaveCount(0)
    const res = await page.reload()
    expect(csp(res)).not.toMatch(TRACKER_HOSTS)
    await page.waitForLoadState('networkidle')
    await expect(banner(page)).toHaveCount(0)
    await expect(trackerTags(page)).toHaveCount(0)
    expect(seen.trackerRequests).toEqual([])
    expect((await page.context().cookies()).find((c) => c.name === 'yerth_consent')?.value).toBe('v1:analytics=0&marketing=0')
    expect(seen.errors).toEqual([])
  })

  test('the banner works from the keyboard and gives focus back to the page', async ({ page }) => {
    await page.goto('/media')
    await expect(banner(page)).toBeVisible()
    const reject = banner(page).getByRole('button', { name: 'Reject all' })
    for (let i = 0; i < 12 && !(await reject.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
    await expect(reject).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(banner(page)).toHaveCount(0)
    await expect(page.locator('#main')).toBeFocused()
  })

  test('no banner on the coming-soon page, nor on /cookie-settings', async ({ page, baseURL }) => {
    await setProtection(baseURL!, true)
    try {
      await page.goto('/')
      await expect(page.getByText('Join the Movement').first()).toBeVisible()
      await page.waitForLoadState('networkidle')
      await expect(banner(page)).toHaveCount(0)
    } finally {
      await setProtection(baseURL!, false)
    }
    await page.goto('/cookie-settings')
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie Settings' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expect(banner(page)).toHaveCount(0)
    // Customise from the banner leads here, and the banner stays away.
    await page.goto('/about')
    await banner(page).getByRole('link', { name: 'Customise' }).click()
    await expect(page).toHaveURL(/\/cookie-settings$/)
    await expect(banner(page)).toHaveCount(0)
  })

  test('/cookie-settings: switches, save, withdraw', async ({ page }) => {
    const seen = await watch(page)
    await page.goto('/cookie-settings')
    await expect(page.getByText('No choice saved yet: only necessary storage is in use.')).toBeVisible()
    const necessary = page.getByRole('switch', { name: 'Necessary' })
    const analytics = page.getByRole('switch', { name: 'Analytics' })
    const marketing = page.getByRole('switch', { name: 'Marketing' })
    await expect(necessary).toHaveAttribute('aria-checked', 'true')
    await expect(necessary).toBeDisabled()
    await expect(analytics).toHaveAttribute('aria-checked', 'false')
    await expect(marketing).toHaveAttribute('aria-checked', 'false')
    await expect(page.getByText(`In use: ${IDS.google_analytics_id}`)).toBeVisible()
    await expect(page.getByText(`In use: ${IDS.meta_pixel_id}`)).toBeVisible()

    // Analytics only: Save reloads with the Google hosts allowed and the Google tags added.
    await analytics.focus()
    await page.keyboard.press('Space')
    await expect(analytics).toHaveAttribute('aria-checked', 'true')
    let reloaded = nextDocument(page, '/cookie-settings')
    await page.getByRole('button', { name: 'Save choices' }).click()
    let policy = csp(await reloaded)
    expect(policy).toContain('https://www.googletagmanager.com')
    expect(policy).not.toContain('facebook')
    await expect(page.getByText('Analytics on, marketing off.')).toBeVisible()
    await expect(page.getByRole('switch', { name: 'Analytics' })).toHaveAttribute('aria-checked', 'true')
    await expect(page.locator(`script[src="${SCRIPTS.ga}"]`)).toHaveCount(1)
    await expect(page.locator(`script[src="${SCRIPTS.pixel}"]`)).toHaveCount(0)

    // Saving the same choice again changes nothing: no reload, a confirmation.
    await page.getByRole('button', { name: 'Save choices' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Your choices are saved.' })).toBeVisible()

    // Withdraw: the page reloads without the trackers and their cookies on this domain are removed.
    await page.evaluate(() => {
      document.cookie = '_ga=GA1.1.123.456; Path=/'
      document.cookie = '_ga_E2ETEST42=GS1.1.1; Path=/'
    })
    reloaded = nextDocument(page, '/cookie-settings')
    await page.getByRole('button', { name: 'Reject all' }).click()
    policy = csp(await reloaded)
    expect(policy).not.toMatch(TRACKER_HOSTS)
    await expect(page.getByText('Analytics off, marketing off.')).toBeVisible()
    await expect(trackerTags(page)).toHaveCount(0)
    const names = (await page.context().cookies()).map((c) => c.name)
    expect(names).not.toContain('_ga')
    expect(names).not.toContain('_ga_E2ETEST42')
    expect(seen.errors).toEqual([])
  })

  test('with no ids configured, consent loads nothing and widens nothing', async ({ page, baseURL }) => {
    await setIds(baseURL!, NO_IDS)
    try {
      const seen = await watch(page)
      await page.goto('/')
      await banner(page).getByRole('button', { name: 'Accept all' }).click()
      // Nothing to start: no reload, the banner just goes.
      await expect(banner(page)).toHaveCount(0)
      const res = await page.reload()
      expect(csp(res)).not.toMatch(TRACKER_HOSTS)
      await page.waitForLoadState('networkidle')
      await expect(trackerTags(page)).toHaveCount(0)
      expect(seen.trackerRequests).toEqual([])
      await page.goto('/cookie-settings')
      await expect(page.getByText('Not in use on this site at the moment.')).toHaveCount(2)
    } finally {
      await setIds(baseURL!, IDS)
    }
  })
})

test.describe('policy pages', () => {
  test.beforeAll(async ({ baseURL }) => setProtection(baseURL!, false))

  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ]) {
    test(`each page renders in the frame without console errors at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height })
      const seen = await watch(page)
      for (const path of PAGES) {
        const res = await page.goto(path)
        expect(res?.status(), path).toBe(200)
        await expect(page.locator('header').first()).toBeVisible()
        await expect(page.getByRole('contentinfo')).toBeAttached()
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      }
      expect(seen.errors).toEqual([])
    })
  }

  test('the policies: last updated date, table of contents with in-page anchors, contact address', async ({ page }) => {
    const email = await contactAddress(page)
    for (const [path, first] of [
      ['/privacy-policy', 'Who we are'],
      ['/terms-of-service', 'About these terms'],
    ]) {
      await page.goto(path)
      await expect(page.getByText('Last updated: 23 November 2026')).toBeVisible()
      const toc = page.getByRole('navigation', { name: 'On this page' })
      const links = toc.getByRole('link')
      expect(await links.count()).toBeGreaterThan(10)
      for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
        expect(href).toMatch(/^#[a-z-]+$/)
        await expect(page.locator(href)).toHaveCount(1)
      }
      await toc.getByRole('link', { name: first }).click()
      await expect(page).toHaveURL(new RegExp(`${path}#`))
      await expect(page.locator(`main a[href^="mailto:${email}?"]`).first()).toBeVisible()
    }
  })

  test('feedback: a mailto with a subject to the contact address, and the contact form', async ({ page }) => {
    const email = await contactAddress(page)
    await page.goto('/feedback')
    const mail = page.getByRole('link', { name: 'Email your feedback' })
    await expect(mail).toHaveAttribute('href', new RegExp(`^mailto:${escapeRe(email)}\\?subject=Feedback%20on%20the%20Yerth%20website$`))
    await expect(page.getByRole('main').getByText(email, { exact: true })).toBeVisible()
    await page.getByRole('link', { name: 'Use the contact form' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.locator('form input[type=email], form textarea').first()).toBeAttached()
  })
})

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`axe, ${scheme} theme`, () => {
    test.use({ colorScheme: scheme })
    test.beforeAll(async ({ baseURL }) => setProtection(baseURL!, false))

    async function serious(page: Page) {
      await page.waitForFunction(() =>
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      )
      const result = await new AxeBuilder({ page }).analyze()
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    }

    test('the banner and the policy pages', async ({ page }) => {
      await page.goto('/feedback')
      await expect(banner(page)).toBeVisible()
      expect(await serious(page), 'banner').toEqual([])
      await banner(page).getByRole('button', { name: 'Reject all' }).click()
      for (const path of PAGES) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        expect(await serious(page), path).toEqual([])
      }
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto('/cookie-settings')
      expect(await serious(page), 'cookie-settings mobile').toEqual([])
    })
  })
}
