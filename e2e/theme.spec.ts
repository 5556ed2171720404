/** Theme (public-site §4): stored choice, else the system preference, applied before first paint. */
import { test, expect } from './test.ts'
import { setProtection } from './api.ts'

test.beforeAll(async ({ baseURL }) => setProtection(baseURL!, false))

test('the theme toggle persists across a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/')
  const html = page.locator('html')
  await expect(html).not.toHaveClass(/\bdark\b/)
  await page.getByRole('button', { name: 'Switch to dark mode' }).first().click()
  await expect(html).toHaveClass(/\bdark\b/)
  expect(await page.evaluate(() => localStorage.getItem('yerth-theme'))).toBe('dark')

  await page.reload()
  await expect(html).toHaveClass(/\bdark\b/)
  await page.getByRole('button', { name: 'Switch to light mode' }).first().click()
  await expect(html).not.toHaveClass(/\bdark\b/)
  await page.reload()
  await expect(html).not.toHaveClass(/\bdark\b/)
})

test('without a stored choice the system preference wins; an invalid stored value is ignored', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/')
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await page.evaluate(() => localStorage.setItem('yerth-theme', 'purple'))
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
})

test('the theme is applied before first paint (no flash): the class is set by the head script', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.addInitScript(() => localStorage.setItem('yerth-theme', 'dark'))
  const classes: string[] = []
  page.on('domcontentloaded', async () => classes.push(await page.evaluate(() => document.documentElement.className)))
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  expect(classes[0] ?? '').toMatch(/\bdark\b/)
})
