/** Checks the journeys make of a page: axe's serious findings, console errors, hydration, the page settled. */
import type { Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'

/**
 * The axe rules whose verdict depends on colours. A theme changes only colours (the markup and the
 * layout are the same), so a screen checked in full in one theme needs only these in the other
 * (`colorsOnly`): axe's other rules would repeat the first run's work for the same answer.
 */
export const COLOR_RULES = ['color-contrast', 'link-in-text-block'] as const

/**
 * axe's serious and critical violations, as "rule: targets" lines. Contrast is measured on the
 * final frame, not halfway through a fade-in. `exclude`: selectors left out (e.g. the console's
 * preview iframe, which is the public page the public journeys check). `colorsOnly`: COLOR_RULES
 * only, for the second theme of a screen already checked in full.
 */
export async function serious(page: Page, exclude: string[] = [], options: { colorsOnly?: boolean } = {}): Promise<string[]> {
  // What mounts after hydration (the consent banner, lazily loaded sections) arrives first, and is drawn.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {})
  await settled(page)
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  )
  let builder = new AxeBuilder({ page })
  if (options.colorsOnly) builder = builder.withRules([...COLOR_RULES])
  for (const selector of exclude) builder = builder.exclude(selector)
  const result = await builder.analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/**
 * Resolves once the page has drawn two more frames and run the tasks queued before them: what the
 * page was doing (a render after data arrived, an effect, the dialogs an effect opens: alert then
 * confirm in one task) is over. A wait for the page's own progress, not for a time; journeys use it
 * before checking that something did NOT happen (no second dialog, no policy violation).
 */
export async function settled(page: Page): Promise<void> {
  // A hidden page draws no frames: there, the queued tasks are all there is to wait for.
  await page.evaluate(
    () => new Promise<void>((done) => (document.visibilityState === 'visible' ? requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done))) : setTimeout(done))),
  )
}

/** Console errors and uncaught exceptions of the page from now on (the array fills as they come). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text())
  })
  page.on('pageerror', (err) => errors.push(err.message))
  return errors
}

/** Waits until React has hydrated the element (its props are attached), so clicks reach handlers. */
export async function hydrated(page: Page, selector: string) {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel)
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactProps'))
  }, selector)
}

/**
 * Records every native dialog (alert, confirm) the page opens and answers it: a confirm gets
 * `confirm()`, anything else is accepted. Each entry is "type: message", or the message alone with
 * `messageOnly`. The console asks its own questions now; journeys use this to prove no native one appears.
 */
export function recordDialogs(page: Page, { confirm = () => true, messageOnly = false }: { confirm?: () => boolean; messageOnly?: boolean } = {}): string[] {
  const seen: string[] = []
  page.on('dialog', async (d) => {
    seen.push(messageOnly ? d.message() : `${d.type()}: ${d.message()}`)
    if (d.type() === 'confirm' && !confirm()) await d.dismiss()
    else await d.accept()
  })
  return seen
}
