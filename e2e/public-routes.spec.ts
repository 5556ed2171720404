/**
 * Every public route of public-site §2 (issue 7), as a visitor opens it: a 200 page inside the
 * frame (header, main with one h1, footer), no console error, at desktop and mobile widths; and axe
 * finds no serious or critical violation on any of them, in either theme.
 */
import { test, expect } from './test.ts'
import { setProtection } from './api.ts'
import { PUBLIC_PATHS } from '../web-public/src/routes/index.ts'
import { collectErrors, serious } from './page-checks.ts'

const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const

test.beforeAll(async ({ baseURL }) => {
  await setProtection(baseURL!, false)
})

for (const size of WIDTHS) {
  test(`every public route renders in the frame without console errors (${size.name})`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: size.width, height: size.height })
    const errors = collectErrors(page)
    for (const path of PUBLIC_PATHS) {
      const res = await page.goto(path)
      expect(res?.status(), path).toBe(200)
      await expect(page.locator('header').first(), path).toBeVisible()
      await expect(page.locator('footer').first(), path).toBeAttached()
      await expect(page.locator('main h1'), path).toHaveCount(1)
      await page.waitForLoadState('networkidle')
      expect(errors, path).toEqual([])
    }
  })
}

for (const scheme of ['light', 'dark'] as const) {
  test(`axe: no serious or critical violation on any public route (${scheme})`, async ({ page }) => {
    test.setTimeout(180_000)
    await page.emulateMedia({ colorScheme: scheme })
    for (const path of PUBLIC_PATHS) {
      await page.goto(path)
      expect(await serious(page, [], { colorsOnly: scheme === 'dark' }), `${path} (${scheme})`).toEqual([])
    }
  })
}
