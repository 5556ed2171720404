/**
 * Every public route of public-site §2 (issue 7), as a visitor opens it: a 200 page inside the
 * frame (header, main with one h1, footer), no console error, at desktop and mobile widths; and axe
 * finds no serious or critical violation on any of them, in both themes.
 */
import { test, expect } from './test.ts'
import { setProtection } from './api.ts'
import { PUBLIC_PATHS } from '../web-public/src/routes/index.ts'
import { collectErrors, serious } from './page-checks.ts'

/**
 * Two passes over every route, each checking the frame and axe on the same load: desktop in the
 * light theme with every axe rule, and mobile in the dark theme with the colour rules (a theme
 * changes only colours: page-checks.ts COLOR_RULES). Four passes (two widths, two themes) found
 * nothing more and cost a minute of the suite (docs/decisions/0048-test-suite-time.md).
 */
const PASSES = [
  { name: 'desktop, light', width: 1440, height: 900, scheme: 'light', colorsOnly: false },
  { name: 'mobile, dark', width: 390, height: 844, scheme: 'dark', colorsOnly: true },
] as const

test.beforeAll(async ({ baseURL }) => {
  await setProtection(baseURL!, false)
})

for (const pass of PASSES) {
  test(`every public route renders in the frame without console errors, and axe finds no serious or critical violation (${pass.name})`, async ({ page }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width: pass.width, height: pass.height })
    await page.emulateMedia({ colorScheme: pass.scheme })
    const errors = collectErrors(page)
    for (const path of PUBLIC_PATHS) {
      const res = await page.goto(path)
      expect(res?.status(), path).toBe(200)
      await expect(page.locator('header').first(), path).toBeVisible()
      await expect(page.locator('footer').first(), path).toBeAttached()
      await expect(page.locator('main h1'), path).toHaveCount(1)
      // serious() waits for the network to settle and the page to draw, then runs axe.
      expect(await serious(page, [], { colorsOnly: pass.colorsOnly }), `${path} (${pass.name})`).toEqual([])
      expect(errors, path).toEqual([])
    }
  })
}
