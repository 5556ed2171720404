/**
 * Analytics and the Dashboard (issue 9): on a fresh database the screens show their empty states;
 * then two visitors browse the public site (one from LinkedIn on a desktop, through an in-app
 * navigation and a reload, one on a phone) and the Dashboard and Website Analytics show exactly
 * their visits. Staff browsing the site, and headless Chromium (every other journey: a bot to the
 * server), are not counted.
 */
import { type APIRequestContext, type Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { setProtection, signIn, staffApi } from './api.ts'
import { hydrated } from './page-checks.ts'
import { COLLECT_PATH } from '../shared/analytics.ts'

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

test.describe.configure({ mode: 'serial' })

let api: APIRequestContext
test.beforeAll(async ({ baseURL }) => {
  await setProtection(baseURL!, false)
  api = await staffApi(baseURL!)
})
test.afterAll(async () => api.dispose())

const report = async () => (await api.get('/api/cms/analytics?range=7')).json()
const cardValue = (page: Page, label: string) => page.locator('.stat-card', { hasText: label }).locator('.stat-card-value')
const panel = (page: Page, title: string) => page.getByRole('region', { name: title })

test('a fresh database: nothing counted yet, the four empty states', async ({ page }) => {
  // The journeys before this one drove headless Chromium: the server counts none of it.
  expect((await (await api.get('/api/cms/analytics?range=365')).json()).pageViews).toBe(0)
  await signIn(page)
  await expect(cardValue(page, 'Total Visitors')).toHaveText('0')
  await page.goto('/admin/analytics')
  for (const text of [
    'No page data available for the selected period',
    'No referrer data available for the selected period',
    'No device data available for the selected period',
    'No daily visitor data available',
  ]) {
    await expect(page.getByText(text)).toBeVisible()
  }
  await expect(cardValue(page, 'Page Views')).toHaveText('0')
})

test('visits to public pages show up in the Dashboard and Website Analytics with the right counts', async ({ browser, page }) => {
  // A desktop visitor arrives from LinkedIn, moves to About inside the app, then loads the Journal.
  const desktop = await browser.newContext({ userAgent: DESKTOP_UA })
  const reader = await desktop.newPage()
  await reader.goto('/', { referer: 'https://www.linkedin.com/feed/' })
  await hydrated(reader, 'header a[href="/about"]')
  await reader.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'About Us', exact: true }).click()
  await expect(reader).toHaveURL(/\/about$/)
  await reader.goto('/journal')
  // A phone visitor opens the Media page and leaves (a bounce).
  const phone = await browser.newContext({ userAgent: PHONE_UA, viewport: { width: 390, height: 844 }, isMobile: true })
  await (await phone.newPage()).goto('/media')

  await expect.poll(async () => (await report()).pageViews, { timeout: 15_000 }).toBe(4)
  const r = await report()
  expect(r).toMatchObject({ totalVisitors: 2, uniqueVisitors: 2, pageViews: 4, bounceRate: 50 })
  expect(r.topPages.map((p: { page: string }) => p.page).sort()).toEqual(['/', '/about', '/journal', '/media'])

  await signIn(page)
  await expect(cardValue(page, 'Total Visitors')).toHaveText('2')
  await page.getByRole('link', { name: /Website Analytics/ }).first().click()
  await expect(page).toHaveURL(/\/admin\/analytics/)
  await expect(cardValue(page, 'Total Visitors')).toHaveText('2')
  await expect(cardValue(page, 'Unique Visitors')).toHaveText('2')
  await expect(cardValue(page, 'Page Views')).toHaveText('4')
  await expect(cardValue(page, 'Bounce Rate')).toHaveText('50.0%')
  const pages = panel(page, 'Top Pages')
  for (const path of ['/', '/about', '/journal', '/media']) await expect(pages.getByRole('row', { name: new RegExp(`^${path.replace('/', '\\/')} 1 25\\.0%`) })).toBeVisible()
  await expect(panel(page, 'Traffic Sources').getByRole('row', { name: /linkedin\.com 1 50\.0%/ })).toBeVisible()
  await expect(panel(page, 'Traffic Sources').getByRole('row', { name: /Direct 1 50\.0%/ })).toBeVisible()
  await expect(panel(page, 'Device Types').getByRole('row', { name: /Desktop 1 50\.0%/ })).toBeVisible()
  await expect(panel(page, 'Device Types').getByRole('row', { name: /Mobile 1 50\.0%/ })).toBeVisible()
  // The range stays in the address; the 365-day report counts the same visits.
  await page.getByRole('button', { name: '365 days' }).click()
  await expect(page).toHaveURL(/range=365/)
  await page.reload()
  await expect(page.getByRole('button', { name: '365 days' })).toHaveAttribute('aria-pressed', 'true')
  await expect(cardValue(page, 'Page Views')).toHaveText('4')

  // Staff browsing their own site are not counted, even with a browser's user agent: the staff view's
  // beacon is answered (so the server has decided about it), then a visitor's later view is counted,
  // and the staff view is not among the counts (views are written in the order they arrive).
  await signIn(reader)
  const staffBeacon = reader.waitForResponse((r) => r.url().endsWith(COLLECT_PATH) && (r.request().postData() ?? '').includes('"/careers"'))
  await reader.goto('/careers')
  expect((await staffBeacon).status()).toBe(202)
  await (await phone.newPage()).goto('/about')
  await expect.poll(async () => (await report()).pageViews, { timeout: 15_000 }).toBeGreaterThanOrEqual(5)
  const after = await report()
  expect(after.pageViews, 'the phone visitor\'s later view, and not the staff one').toBe(5)
  expect(after.topPages.map((p: { page: string }) => p.page)).not.toContain('/careers')
  await desktop.close()
  await phone.close()
})
