/**
 * About (/about) and Careers (/careers), public-site §2, §4 and §9: both pages in the frame with
 * their designed sections, at desktop and mobile widths, without console errors; About's two
 * independent Read More / Read Less toggles, the 3Es swipe row and the links to /contact and
 * /careers; Careers' hero button that scrolls to #join-our-movement, the application's mailto and
 * social links, and the perks: a grid on desktop (no rotation) and on phones a carousel that
 * advances every 4 s and wraps, with previous/next, dots, swipe and arrow keys, and pauses on hover,
 * on focus, on request and with reduced motion. axe on both pages in both themes.
 */
import { type Locator } from '@playwright/test'
import { test, expect } from './test.ts'
import type { PagesResponse, Section } from '../shared/api/pages.ts'
import { setProtection, staffApi } from './api.ts'
import { collectErrors, hydrated, serious } from './page-checks.ts'

const DESKTOP = { width: 1440, height: 900 }
const MOBILE = { width: 390, height: 844 }

test.beforeAll(async ({ baseURL }) => setProtection(baseURL!, false))

for (const size of [DESKTOP, MOBILE]) {
  test(`about and careers render in the frame without console errors (${size.width}px)`, async ({ page }) => {
    await page.setViewportSize(size)
    const errors = collectErrors(page)
    for (const [path, sections] of [
      ['/about', ['hero', 'human-tech', 'three-es', 'what-we-stand-for', 'values', 'visionaries', 'collaboration', 'why-motors', 'ready-to-shape', 'explore-careers']],
      ['/careers', ['hero', 'why-build', 'founders-quote', 'cultivating', 'perks', 'culture', 'join-our-movement']],
    ] as const) {
      const res = await page.goto(path)
      expect(res?.status(), path).toBe(200)
      await expect(page.locator('header').first()).toBeVisible()
      await expect(page.locator('footer').first()).toBeAttached()
      await expect(page.locator('main h1')).toHaveCount(1)
      await expect(page.locator('main [data-section="hero"] h1')).toBeVisible()
      for (const id of sections) await expect(page.locator(`main [data-section="${id}"]`), `${path} ${id}`).toBeAttached()
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight)) // lazy images load too
      await page.waitForLoadState('networkidle')
      expect(errors, path).toEqual([])
    }
  })
}

test('about: the content of §2 and §9, and its links', async ({ page }) => {
  await page.goto('/about')
  const main = page.locator('main')
  await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
  await expect(main.getByRole('heading', { name: 'The Future is Human + Tech' })).toBeVisible()
  for (const e of ['Empathy', 'Ecosystems', 'Evolution']) await expect(main.getByRole('heading', { name: e, exact: true })).toBeVisible()
  for (const v of ['Tech with Empathy', 'Purpose-Driven Performance', 'Sustainability by Default', 'Design for Humans']) {
    await expect(main.getByRole('heading', { name: v })).toBeVisible()
  }
  const founders = page.locator('[data-section="visionaries"] article')
  await expect(founders).toHaveCount(2)
  await expect(founders.filter({ hasText: 'Founder & Director' })).toHaveCount(2)
  await expect(founders.filter({ hasText: '30+ years' })).toHaveCount(1)
  await expect(founders.filter({ hasText: '25+ years' })).toHaveCount(1)
  for (const link of await founders.getByRole('link').all()) await expect(link).toHaveAttribute('target', '_blank')
  await expect(page.locator('[data-section="collaboration"]')).toContainText('20+')
  await expect(page.locator('[data-section="collaboration"]')).toContainText('years in electronics and IT')
  await expect(page.locator('[data-section="why-motors"] li')).toHaveCount(6)
  await expect(page.locator('[data-section="what-we-stand-for"]')).toContainText('90% carbon footprint reduction')

  // The closing banner and Explore Careers are two blocks (invite-banner, invite-button), each
  // drawing itself; they share the row `invite`, which lays them out as one card.
  const invite = page.locator('main .block-row--invite')
  await expect(invite.locator(':scope > [data-block="invite-banner"][data-section="ready-to-shape"]')).toBeVisible()
  await expect(invite.getByRole('heading', { name: 'Ready to Shape the Future?' })).toBeVisible()
  const careers = invite.locator(':scope > [data-block="invite-button"][data-section="explore-careers"]').getByRole('link', { name: 'Explore Careers' })
  await expect(careers).toHaveAttribute('href', '/careers')
  await hydrated(page, '[data-section="human-tech"] button')
  await careers.click()
  await expect(page).toHaveURL(/\/careers$/)
  await expect(page.locator('main [data-section="join-our-movement"]')).toBeAttached()
})

test('about: Explore Careers and the closing banner can each be hidden or moved', async ({ page, baseURL }) => {
  const api = await staffApi(baseURL!)
  const { pages } = (await (await api.get('/api/cms/pages')).json()) as PagesResponse
  const about = pages.find((p) => p.page_name === 'About Us')!
  const original = about.content_json
  const put = async (sections: Section[]) => {
    const res = await api.put(`/api/cms/pages/${about.id}`, {
      data: { content_json: JSON.stringify(sections), meta_title: about.meta_title, meta_description: about.meta_description },
    })
    expect(res.ok(), await res.text()).toBe(true)
  }
  const save = (hide: string) => put((JSON.parse(original) as Section[]).map((s) => (s.id === hide ? { ...s, visible: false } : s)))
  try {
    await save('explore-careers')
    await page.goto('/about')
    await expect(page.locator('[data-section="ready-to-shape"]')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Explore Careers' })).toHaveCount(0)

    await save('ready-to-shape')
    await page.goto('/about')
    await expect(page.locator('[data-section="ready-to-shape"]')).toHaveCount(0)
    await expect(page.locator('[data-section="explore-careers"]').getByRole('link', { name: 'Explore Careers' })).toHaveAttribute('href', '/careers')

    // Moved before the banner, the button is drawn above it.
    const sections = JSON.parse(original) as Section[]
    const at = sections.findIndex((s) => s.id === 'explore-careers')
    const [button] = sections.splice(at, 1)
    sections.splice(sections.findIndex((s) => s.id === 'ready-to-shape'), 0, button!)
    await put(sections)
    await page.goto('/about')
    const order = await page.locator('main [data-section]').evaluateAll((els) => els.map((el) => el.getAttribute('data-section')))
    expect(order.slice(-2)).toEqual(['explore-careers', 'ready-to-shape'])
  } finally {
    const res = await api.put(`/api/cms/pages/${about.id}`, {
      data: { content_json: original, meta_title: about.meta_title, meta_description: about.meta_description },
    })
    await api.dispose()
    expect(res.ok()).toBe(true)
  }
})

test('about: the two Read More / Read Less toggles are independent, by mouse and keyboard', async ({ page }) => {
  await page.goto('/about')
  const human = page.locator('[data-section="human-tech"]')
  const stand = page.locator('[data-section="what-we-stand-for"]')
  const humanMore = human.getByText('Every Yerth vehicle starts with a person')
  const standMore = stand.getByText('It also means honesty.')
  await expect(humanMore).toBeHidden()
  await expect(standMore).toBeHidden()
  await hydrated(page, '[data-section="human-tech"] button')

  await human.getByRole('button', { name: 'Read More' }).click()
  await expect(humanMore).toBeVisible()
  await expect(human.getByRole('button', { name: 'Read Less' })).toHaveAttribute('aria-expanded', 'true')
  await expect(standMore).toBeHidden()
  await expect(stand.getByRole('button', { name: 'Read More' })).toHaveAttribute('aria-expanded', 'false')

  await stand.getByRole('button', { name: 'Read More' }).focus()
  await page.keyboard.press('Enter')
  await expect(standMore).toBeVisible()
  await expect(humanMore).toBeVisible()

  await human.getByRole('button', { name: 'Read Less' }).click()
  await expect(humanMore).toBeHidden()
  await expect(standMore).toBeVisible()
  await stand.getByRole('button', { name: 'Read Less' }).focus()
  await page.keyboard.press('Space')
  await expect(standMore).toBeHidden()
})

test('about: the 3Es are cards on desktop and a focusable swipe row on phones', async ({ page }) => {
  await page.goto('/about')
  const row = page.locator('[data-section="three-es"] ul')
  await expect(row.locator('> li')).toHaveCount(3)
  const scrolls = () => row.evaluate((el) => el.scrollWidth > el.clientWidth + 1)
  expect(await scrolls()).toBe(false)
  await expect(row).not.toHaveAttribute('tabindex')

  await page.setViewportSize(MOBILE)
  await expect.poll(scrolls).toBe(true)
  await expect(row).toHaveCSS('scroll-snap-type', /x mandatory/)
  await expect(row).toHaveAttribute('tabindex', '0')
  await row.focus()
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
})

test('careers: the hero button scrolls to #join-our-movement; the application links', async ({ page }) => {
  await page.setViewportSize(MOBILE)
  await page.goto('/careers')
  const join = page.locator('#join-our-movement')
  await expect(join).toHaveAttribute('data-section', 'join-our-movement')
  await expect(join).not.toBeInViewport()
  await hydrated(page, '[data-section="hero"] a[href="#join-our-movement"]')
  await page.getByRole('link', { name: 'Join Our Movement' }).click()
  await expect(join).toBeInViewport()
  await expect(join).toBeFocused()
  await expect(join.getByRole('heading', { name: 'Who Thrives Here' })).toBeInViewport()
  await expect(page).toHaveURL(/\/careers$/)

  await expect(join.locator('.careers-bullets li')).toHaveCount(5)
  await expect(join.getByRole('link', { name: 'careers@yerth.com' })).toHaveAttribute('href', /^mailto:careers@yerth\.com(\?|$)/)
  const socials = join.getByRole('link', { name: /^Yerth on / })
  await expect(socials).toHaveCount(3)
  for (const link of await socials.all()) {
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('href', /^https:\/\//)
  }
})

test('careers: with reduced motion the hero button jumps straight to the section', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/careers')
  await hydrated(page, '[data-section="hero"] a[href="#join-our-movement"]')
  await page.getByRole('link', { name: 'Join Our Movement' }).click()
  // No smooth scroll: at its place at once (checked without waiting).
  expect(await page.locator('#join-our-movement').evaluate((el) => Math.abs(el.getBoundingClientRect().top) < window.innerHeight)).toBe(true)
})

/** The perks carousel's current slide (1-based), read from its dots. */
async function currentPerk(perks: Locator): Promise<number> {
  const dots = perks.locator('.careers-dot')
  const n = await dots.count()
  for (let i = 0; i < n; i++) if ((await dots.nth(i).getAttribute('aria-current')) === 'true') return i + 1
  return 0
}

test('careers: perks are a grid on desktop and never rotate there', async ({ page }) => {
  await page.clock.install()
  await page.setViewportSize(DESKTOP)
  await page.goto('/careers')
  const perks = page.locator('[data-section="perks"]')
  await hydrated(page, '[data-section="hero"] a[href="#join-our-movement"]')
  const cards = perks.locator('.careers-card')
  await expect(cards).toHaveCount(6)
  for (const card of await cards.all()) await expect(card).toBeVisible()
  await expect(perks.getByRole('button', { name: 'Next perk' })).toBeHidden()
  await expect(perks.locator('.careers-carousel')).not.toHaveAttribute('role', 'region')
  await page.clock.runFor(12_000)
  expect(await currentPerk(perks)).toBe(1)
  for (const card of await cards.all()) await expect(card).toBeVisible()
})

test('careers: on phones the perks carousel advances every 4 s, wraps, and obeys its controls', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' }) // the journeys run with reduced motion (playwright.config.ts)
  await page.clock.install()
  await page.setViewportSize(MOBILE)
  await page.goto('/careers')
  const perks = page.locator('[data-section="perks"]')
  await hydrated(page, '[data-section="perks"] .careers-dot')
  // From now on time stands still unless the test moves it (a slow machine cannot advance the carousel).
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + 1_000)
  const carousel = perks.locator('.careers-carousel')
  await expect(carousel).toHaveAttribute('role', 'region')
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
  await expect(carousel).toHaveAttribute('aria-label', 'Perks & Benefits')
  await carousel.scrollIntoViewIfNeeded()
  // Pointer and focus away from the carousel: its 4 s timer (re)starts at this paused instant.
  const away = async () => {
    await page.mouse.move(5, 5)
    await perks.locator('h2').click()
  }
  await perks.getByRole('button', { name: /^Perk 1:/ }).click()
  await away()
  expect(await currentPerk(perks)).toBe(1)
  await expect(perks.getByRole('group', { name: '1 of 6' })).toBeVisible()

  await page.clock.runFor(3_900)
  expect(await currentPerk(perks)).toBe(1)
  await page.clock.runFor(200)
  await expect.poll(() => currentPerk(perks)).toBe(2)
  await page.clock.runFor(4_000)
  await expect.poll(() => currentPerk(perks)).toBe(3)
  await expect(perks.getByRole('group', { name: '3 of 6' })).toBeInViewport()

  // Dots, next (wrapping to the first), previous (wrapping to the last).
  await perks.getByRole('button', { name: /^Perk 6:/ }).click()
  await expect.poll(() => currentPerk(perks)).toBe(6)
  await perks.getByRole('button', { name: 'Next perk' }).click()
  await expect.poll(() => currentPerk(perks)).toBe(1)
  await perks.getByRole('button', { name: 'Previous perk' }).click()
  await expect.poll(() => currentPerk(perks)).toBe(6)

  // Focus (the button just pressed) and hover pause it.
  await page.clock.runFor(9_000)
  expect(await currentPerk(perks)).toBe(6)

  // Arrow keys while focus is inside.
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => currentPerk(perks)).toBe(1)
  await page.keyboard.press('ArrowLeft')
  await expect.poll(() => currentPerk(perks)).toBe(6)

  // Swipe more than 50 px: left = next, right = previous; less does nothing.
  const box = (await perks.locator('.careers-carousel-viewport').boundingBox())!
  const y = box.y + box.height / 2
  const swipe = async (from: number, to: number) => {
    await page.mouse.move(from, y)
    await page.mouse.down()
    await page.mouse.move(to, y, { steps: 5 })
    await page.mouse.up()
  }
  await swipe(box.x + 300, box.x + 100)
  await expect.poll(() => currentPerk(perks)).toBe(1)
  await swipe(box.x + 100, box.x + 300)
  await expect.poll(() => currentPerk(perks)).toBe(6)
  await swipe(box.x + 200, box.x + 170)
  await expect.poll(() => currentPerk(perks)).toBe(6)

  // Away from the carousel (pointer and focus), it rotates again.
  await away()
  await page.clock.runFor(4_000)
  await expect.poll(() => currentPerk(perks)).toBe(1)

  // The pause button stops it until pressed again.
  await perks.getByRole('button', { name: 'Pause automatic rotation' }).click()
  await away()
  await page.clock.runFor(9_000)
  expect(await currentPerk(perks)).toBe(1)
  await perks.getByRole('button', { name: 'Start automatic rotation' }).click()
  await away()
  await page.clock.runFor(4_000)
  await expect.poll(() => currentPerk(perks)).toBe(2)
})

test('careers: on phones with reduced motion the perks carousel does not rotate', async ({ page }) => {
  await page.clock.install()
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.setViewportSize(MOBILE)
  await page.goto('/careers')
  const perks = page.locator('[data-section="perks"]')
  await hydrated(page, '[data-section="perks"] .careers-dot')
  await page.mouse.move(5, 5)
  await page.clock.runFor(12_000)
  expect(await currentPerk(perks)).toBe(1)
  await expect(perks.getByRole('button', { name: /automatic rotation/ })).toHaveCount(0)
  await perks.getByRole('button', { name: 'Next perk' }).click()
  await expect.poll(() => currentPerk(perks)).toBe(2)
})

for (const scheme of ['light', 'dark'] as const) {
  test(`axe: about and careers have no serious or critical violation (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme })
    // At the desktop width with every public route: e2e/public-routes.spec.ts; here the mobile layouts.
    for (const size of [MOBILE]) {
      await page.setViewportSize(size)
      for (const path of ['/about', '/careers']) {
        await page.goto(path)
        await page.waitForLoadState('networkidle')
        expect(await serious(page, [], { colorsOnly: scheme === 'dark' }), `${path} ${size.width}px (${scheme})`).toEqual([])
      }
    }
  })
}
