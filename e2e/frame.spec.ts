/** The shared frame (public-site §2 Shared frame, §4 newsletter form, §8 messages). */
import { test, expect } from './test.ts'
import { setProtection } from './api.ts'
import { hydrated } from './page-checks.ts'

test.beforeAll(async ({ baseURL }) => setProtection(baseURL!, false))

test('desktop: navigation items, active rule, hover dropdowns, footer links', async ({ page }) => {
  await page.goto('/journal/blogs')
  const nav = page.getByRole('navigation', { name: 'Main', exact: true })
  for (const item of ['Home', 'About Us', 'Journal', 'HyperBuilt', 'Media', 'Careers', 'Contact Us']) {
    await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible()
  }
  // Active when the path starts with the item's path (Home only on /).
  await expect(nav.getByRole('link', { name: 'Journal', exact: true })).toHaveClass(/active/)
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveClass(/active/)

  await nav.getByRole('link', { name: 'HyperBuilt', exact: true }).hover()
  await expect(nav.getByRole('link', { name: 'Reality Series' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Podcast Series' })).toBeVisible()

  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'Sitemap' })).toHaveAttribute('target', '_blank')
  await expect(footer.getByText('© 2025 Yerth. All rights reserved.')).toBeVisible()
  await expect(footer.getByRole('link', { name: /linkedin/i })).toHaveAttribute('href', /^https:\/\//)
})

test('mobile: the menu opens, one sub-menu at a time, with a Follow Us block', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/about')
  // A click before hydration reaches no handler (seen once on a loaded CI machine).
  await hydrated(page, 'header button[aria-label="Open menu"]')
  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await expect(menu).toBeVisible()
  await menu.getByRole('button', { name: 'Expand Journal' }).click()
  await expect(menu.getByRole('link', { name: 'Blogs' })).toBeVisible()
  await menu.getByRole('button', { name: 'Expand HyperBuilt' }).click()
  await expect(menu.getByRole('link', { name: 'Reality Series' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Blogs' })).toBeHidden()
  await expect(page.getByText('Follow Us', { exact: false })).toBeVisible()
  await expect(page.getByRole('button', { name: /Switch to (dark|light) mode/ }).first()).toBeVisible()
  await page.getByRole('button', { name: 'Close menu' }).click()
  await expect(menu).toBeHidden()
})

test('the footer newsletter shows the spec\'s failure message and keeps the form', async ({ page }) => {
  // A refused sign-up (the success path is in e2e/enquiries.spec.ts).
  await page.route('**/api/public/newsletter', (route) => route.fulfill({ status: 500, json: { error: 'down' } }))
  await page.goto('/contact')
  await hydrated(page, 'footer .newsletter-form') // a click before hydration would be the browser's own submit
  const footer = page.getByRole('contentinfo')
  const email = footer.getByRole('textbox')
  await email.fill('rider@example.com')
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  await expect(footer.getByText('Failed to subscribe. Please try again.')).toBeVisible()
  await expect(email).toHaveValue('rider@example.com')
})
