/**
 * Screenshots for a person to look at, taken inside a journey at the state it reached: at 1280 and
 * 390 px wide, light and dark. Only when SHOTS_DIR is set (make test takes none):
 *
 *   SHOTS_DIR=/tmp/shots E2E_WORKERS=1 npx playwright test e2e/revisions.spec.ts
 *
 * The theme is switched as the console switches it (the `dark` class and color-scheme on <html>),
 * so the open dialog stays open; the viewport is put back afterwards.
 */
import { mkdirSync } from 'node:fs'
import { test, type Page } from '@playwright/test'

export async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  // Four screenshots are slow on a busy machine: they get time of their own, not the journey's.
  test.info().setTimeout(test.info().timeout + 60_000)
  const before = page.viewportSize()
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 800 : 844 })
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => {
        document.documentElement.classList.toggle('dark', t === 'dark')
        document.documentElement.style.colorScheme = t
      }, theme)
      // The next frames drawn with the new size and colours (and the fonts loaded).
      await page.evaluate(() => document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))))
      await page.screenshot({ path: `${dir}/${name}-${width}-${theme}.png` })
    }
  }
  if (before) await page.setViewportSize(before)
  await page.evaluate(() => {
    document.documentElement.classList.remove('dark')
    document.documentElement.style.colorScheme = 'light'
  })
}
