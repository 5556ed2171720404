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

test('the theme is applied before first paint (no flash): the head script sets the class by the first frame, with no bundle', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  // The bundle never arrives: only the inline script in <head> can set the class.
  const held: string[] = []
  await page.route('**/*', (route) => {
    if (route.request().resourceType() !== 'script') return route.continue()
    held.push(route.request().url())
    return route.abort()
  })
  await page.addInitScript(() => {
    localStorage.setItem('yerth-theme', 'dark')
    // Runs before any of the page's scripts; the first animation frame callback runs just before the
    // first frame is painted, so it sees the class that frame is painted with.
    requestAnimationFrame(() => {
      ;(window as unknown as { firstFrameClass?: string }).firstFrameClass = document.documentElement.className
    })
  })
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await expect.poll(() => page.evaluate(() => (window as unknown as { firstFrameClass?: string }).firstFrameClass ?? null), { message: 'the class at the first frame' }).toMatch(/\bdark\b/)
  expect(held.length, 'the bundle was held back').toBeGreaterThan(0)
})
