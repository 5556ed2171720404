/**
 * Home (/) and the alternative landing page (/home-v1): public-site §2 Home, Founders section,
 * Latest-blogs teaser, Closing banner, Alternative landing page; §4 carousels, video modals, FAQ
 * accordion, 'Coming Soon' dialog, founder bios one open at a time; QUALITY X2 (axe, both themes).
 * Home's blocks below the fold hydrate when the browser is idle (sections/home/deferred.tsx):
 * the journeys wait for <html data-home-hydrated> before they use them.
 * The machine is offline and the site's CSP may refuse YouTube's frame: the video modals must then
 * fall back to their 'Watch on YouTube' link, and YouTube is never asked for before a click.
 */
import { type Locator, type Page } from '@playwright/test'
import { test, expect } from './test.ts'
import { HOME_SECTIONS } from '../shared/pages/defaults/home.ts'
import { setProtection, staffApi } from './api.ts'
import type { Section } from '../shared/api/pages.ts'
import { serious as seriousViolations } from './page-checks.ts'

/** What the browser logs when the CSP refuses YouTube's frame (modules/core/security.ts frame-src). */
const CSP_FRAME_REFUSED = /Framing 'https:\/\/www\.youtube-nocookie\.com\/' violates the following Content Security Policy/

/** The films' links as an editor sets them: the seeded home page has none, and then no play button (issue 16). */
const FILMS: Record<string, string> = {
  'mirror-of-earth': 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'looked-at-earth': 'https://youtu.be/9bZkp7q19f0',
}

async function setFilms(baseURL: string, set: boolean) {
  const api = await staffApi(baseURL)
  const { pages } = (await (await api.get('/api/cms/pages')).json()) as { pages: Array<{ id: number; page_name: string; content_json: string; meta_title: string; meta_description: string }> }
  const home = pages.find((p) => p.page_name === 'Home')!
  const sections = (JSON.parse(home.content_json) as Section[]).map((s) =>
    s.id in FILMS ? { ...s, metadata: { ...s.metadata, videoUrl: set ? FILMS[s.id] : '' } } : s,
  )
  const res = await api.put(`/api/cms/pages/${home.id}`, {
    data: { content_json: JSON.stringify(sections), meta_title: home.meta_title, meta_description: home.meta_description },
  })
  expect(res.ok(), await res.text()).toBe(true)
  await api.dispose()
}

test.beforeAll(async ({ baseURL }) => {
  await setProtection(baseURL!, false)
  await setFilms(baseURL!, true)
})
test.afterAll(async ({ baseURL }) => setFilms(baseURL!, false))

test.beforeEach(async ({ context, baseURL }) => {
  // A stored consent choice: the cookie banner (another journey's subject) stays out of the way.
  await context.addCookies([{ name: 'yerth_consent', value: 'v1:analytics=0&marketing=0', url: baseURL! }])
})

/** Console errors and uncaught exceptions; requests to YouTube. */
function watch(page: Page) {
  const errors: string[] = []
  const youtube: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' && !CSP_FRAME_REFUSED.test(m.text())) errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('request', (r) => {
    if (/youtube|ytimg/.test(r.url())) youtube.push(r.url())
  })
  return { errors, youtube }
}

async function openHome(page: Page) {
  await page.goto('/')
  await page.waitForSelector('html[data-home-hydrated]')
}

const activeSlide = (carousel: Locator) => carousel.locator('[aria-roledescription="slide"]:not([inert])')

async function drag(page: Page, target: Locator, dx: number) {
  await target.scrollIntoViewIfNeeded()
  const box = (await target.boundingBox())!
  const x = box.x + box.width / 2
  const y = box.y + Math.min(box.height / 2, 200)
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + dx, y + 4, { steps: 8 })
  await page.mouse.up()
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`both pages render in the frame at ${viewport.width}px without console errors`, async ({ page, request }) => {
    await page.setViewportSize(viewport)
    const seen = watch(page)

    await page.goto('/')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yerth - Where Hypermobility Comes to Life')
    const hero = page.locator('[data-section="hero"]')
    await expect(hero.getByRole('link', { name: 'Explore Our Vision' })).toHaveAttribute('href', '/about')
    await expect(hero.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact')
    // The blocks in their stored order, each marked with its type (latest posts draws nothing while no post is published).
    const latest = (await (await request.get('/api/public/blogs?limit=3&status=published')).json()) as { blogs: unknown[] }
    const drawn = await page.locator('.managed-page--home [data-section]').evaluateAll((els) => els.map((e) => [e.getAttribute('data-section'), e.getAttribute('data-block')]))
    expect(drawn).toEqual(HOME_SECTIONS.filter((s) => s.id !== 'latest-blogs' || latest.blogs.length > 0).map((s) => [s.id, s.type]))
    for (const [name, href] of [
      ['Get Early Access', '/contact'],
      ['Read About Us', '/about'],
      ['Subscribe & Be the First to See', '/contact'],
      ['Explore Careers', '/careers'],
    ]) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    await expect(page.getByText('50+', { exact: true })).toBeVisible()
    await expect(page.getByText('Years combined experience')).toBeVisible()
    await expect(page.getByText('Core pillars')).toBeVisible()

    // Latest blogs: up to 3 cards, or no section at all when no post is published.
    const teaser = page.getByRole('region', { name: 'Latest from the Journal' })
    if (latest.blogs.length === 0) await expect(teaser).toHaveCount(0)
    else await expect(teaser.locator('.lb-link')).toHaveCount(Math.min(3, latest.blogs.length))

    await page.waitForSelector('html[data-home-hydrated]')
    await expect(page.locator('iframe')).toHaveCount(0)

    await page.goto('/home-v1')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to the Hypermobility Era')
    await expect(page.getByRole('main').getByRole('link', { name: 'Discover Our Story' })).toHaveAttribute('href', '/about')
    await expect(page.getByRole('main').getByRole('link', { name: 'Get in Touch' }).first()).toHaveAttribute('href', '/contact')
    const padding = await page.locator('.hv1').evaluate((el) => parseFloat(getComputedStyle(el).paddingTop))
    expect(padding).toBeGreaterThan(0)
    await page.waitForLoadState('networkidle')

    expect(seen.errors).toEqual([])
    expect(seen.youtube).toEqual([])
  })
}

test('the nature carousel wraps through three slides by arrows, dots, keys and swipes', async ({ page }) => {
  const seen = watch(page)
  await openHome(page)
  const carousel = page.getByRole('region', { name: 'What if bikes could think like Nature?' })
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
  await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(3)
  const slide = activeSlide(carousel)
  await expect(slide).toHaveAttribute('aria-label', '1 of 3: Earth Adapts')
  await expect(slide.getByRole('heading', { name: 'Earth Adapts' })).toBeVisible()
  await expect(slide.getByRole('listitem')).toHaveCount(3)
  await expect(slide.getByText('01', { exact: true })).toBeVisible()

  await carousel.getByRole('button', { name: 'Previous slide' }).click()
  await expect(slide).toHaveAttribute('aria-label', '3 of 3: Earth Flows')
  await carousel.getByRole('button', { name: 'Next slide' }).click()
  await expect(slide).toHaveAttribute('aria-label', '1 of 3: Earth Adapts')
  await carousel.getByRole('button', { name: 'Slide 2: Earth Heals' }).click()
  await expect(slide).toHaveAttribute('aria-label', '2 of 3: Earth Heals')
  await expect(carousel.getByRole('button', { name: 'Slide 2: Earth Heals' })).toHaveAttribute('aria-current', 'true')
  await expect(carousel.locator('[aria-live="polite"]')).toHaveText('Slide 2 of 3: Earth Heals')

  // Keyboard: the arrow keys while focus is inside the carousel.
  await carousel.getByRole('button', { name: 'Next slide' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(slide).toHaveAttribute('aria-label', '3 of 3: Earth Flows')
  await page.keyboard.press('ArrowRight')
  await expect(slide).toHaveAttribute('aria-label', '1 of 3: Earth Adapts')
  await page.keyboard.press('ArrowLeft')
  await expect(slide).toHaveAttribute('aria-label', '3 of 3: Earth Flows')

  // Swipes: more than 50 px to the left = next, to the right = previous; a short drag does nothing.
  const viewport = carousel.locator('.ui-carousel-viewport')
  await drag(page, viewport, -120)
  await expect(slide).toHaveAttribute('aria-label', '1 of 3: Earth Adapts')
  await drag(page, viewport, 120)
  await expect(slide).toHaveAttribute('aria-label', '3 of 3: Earth Flows')
  await drag(page, viewport, -40)
  await expect(slide).toHaveAttribute('aria-label', '3 of 3: Earth Flows')
  expect(seen.errors).toEqual([])
})

test("phones: dots and touch swipes, no arrows; What We're Building counts 0N / 03", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openHome(page)
  const nature = page.getByRole('region', { name: 'What if bikes could think like Nature?' })
  await expect(nature.getByRole('button', { name: 'Next slide' })).toBeHidden()
  await expect(nature.getByRole('button', { name: 'Slide 3: Earth Flows' })).toBeVisible()
  // A touch swipe (pointer events as a finger makes them).
  const viewport = nature.locator('.ui-carousel-viewport')
  await viewport.scrollIntoViewIfNeeded()
  const touch = async (dx: number) =>
    viewport.evaluate((el, dx) => {
      const { left, top, width } = el.getBoundingClientRect()
      const x = left + width / 2
      const y = top + 100
      const init = { pointerId: 7, pointerType: 'touch', isPrimary: true, bubbles: true, cancelable: true }
      el.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: x, clientY: y }))
      for (let i = 1; i <= 5; i++) el.dispatchEvent(new PointerEvent('pointermove', { ...init, clientX: x + (dx * i) / 5, clientY: y + i }))
      el.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: x + dx, clientY: y + 5 }))
    }, dx)
  await touch(-90)
  await expect(activeSlide(nature)).toHaveAttribute('aria-label', '2 of 3: Earth Heals')
  await touch(90)
  await touch(90)
  await expect(activeSlide(nature)).toHaveAttribute('aria-label', '3 of 3: Earth Flows')

  const building = page.getByRole('region', { name: "What We're Building" })
  const slide = activeSlide(building)
  await expect(slide).toHaveAttribute('aria-label', '1 of 3: Sensory Intelligence')
  await expect(slide.getByText('01 / 03')).toBeVisible()
  await building.getByRole('button', { name: 'Slide 2: Bio-Inspired Design' }).click()
  await expect(slide.getByText('02 / 03')).toBeVisible()
  await building.getByRole('button', { name: 'Slide 3: Earth-Toned Interface' }).click()
  await expect(slide.getByText('03 / 03')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Read About Us' })).toHaveAttribute('href', '/about')
})

test('founder bios open one at a time, with the quote, articles and social links', async ({ page }) => {
  await openHome(page)
  const founders = page.getByRole('region', { name: 'Meet the Founders' })
  await expect(founders.getByRole('article')).toHaveCount(2)
  const arjun = founders.getByRole('button', { name: /about Arjun Rao/ })
  const maya = founders.getByRole('button', { name: /about Maya Lindqvist/ })
  await expect(arjun).toHaveAttribute('aria-expanded', 'false')
  await expect(founders.getByText('Nature never over-engineers', { exact: false })).toBeHidden()

  await arjun.click()
  await expect(arjun).toHaveAttribute('aria-expanded', 'true')
  await expect(arjun).toContainText('Read Less')
  await expect(founders.getByText('Nature never over-engineers', { exact: false })).toBeVisible()

  await maya.click()
  await expect(maya).toHaveAttribute('aria-expanded', 'true')
  await expect(arjun).toHaveAttribute('aria-expanded', 'false')
  await expect(founders.getByText('Nature never over-engineers', { exact: false })).toBeHidden()
  await expect(founders.getByText('Technology should disappear', { exact: false })).toBeVisible()
  await maya.click()
  await expect(maya).toHaveAttribute('aria-expanded', 'false')
  await expect(maya).toContainText('Read More')

  await expect(founders.getByRole('link', { name: 'Why bikes should think like nature' })).toHaveAttribute('href', '/journal/blogs')
  for (const name of [/Arjun Rao on LinkedIn/, /Arjun Rao on X/]) {
    const link = founders.getByRole('link', { name })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('href', /^https:\/\//)
  }
})

test('video modals: closed by default, the player only after a click, a graceful YouTube fallback', async ({ page }) => {
  // Every iframe the page ever gets, with its address (the CSP may remove a refused one at once).
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __frames: string[] }).__frames = [])
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) if (n instanceof Element) for (const f of [n, ...n.querySelectorAll('iframe')]) if (f instanceof HTMLIFrameElement) seen.push(f.src)
    }).observe(document, { childList: true, subtree: true })
  })
  const seen = watch(page)
  await openHome(page)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { __frames: string[] }).__frames)).toEqual([])
  expect(seen.youtube).toEqual([])

  // Foundation Elements: the play button opens it; Escape closes it and focus comes back.
  const mirror = page.locator('[data-section="mirror-of-earth"]')
  await expect(mirror.getByRole('link', { name: /Watch on YouTube/ })).toHaveAttribute('target', '_blank')
  const play = mirror.getByRole('button', { name: 'Play Foundation Elements' }).first()
  await play.click()
  const foundation = page.getByRole('dialog', { name: 'Foundation Elements' })
  await expect(foundation).toBeVisible()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __frames: string[] }).__frames))
    .toEqual([expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?(?=.*autoplay=1)(?=.*mute=0)/)])
  // Offline, and perhaps refused by the CSP: the designed fallback with the external link.
  await expect(foundation.getByText('Foundation Elements plays on YouTube')).toBeVisible({ timeout: 15_000 })
  const watchLink = foundation.getByRole('link', { name: /Watch on YouTube/ })
  await expect(watchLink).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=/)
  await expect(watchLink).toHaveAttribute('target', '_blank')
  const box = (await foundation.locator('.ui-video-frame').boundingBox())!
  expect(box.width / box.height).toBeCloseTo(16 / 9, 1)
  await page.keyboard.press('Escape')
  await expect(foundation).toBeHidden()
  await expect(play).toBeFocused()

  // Anthem: closed by its close icon, and by a click on the backdrop.
  const anthemPlay = page.getByRole('button', { name: 'Play the Anthem' })
  await anthemPlay.click()
  const anthem = page.getByRole('dialog', { name: 'Anthem' })
  await expect(anthem).toBeVisible()
  await anthem.getByRole('button', { name: 'Close Anthem' }).click()
  await expect(anthem).toBeHidden()
  await anthemPlay.click()
  await expect(anthem).toBeVisible()
  await page.mouse.click(8, 8)
  await expect(anthem).toBeHidden()

  expect(seen.errors).toEqual([])
})

test('/home-v1: pillars, the Coming Soon dialog and the FAQ accordion', async ({ page }) => {
  const seen = watch(page)
  await page.goto('/home-v1')
  await page.waitForLoadState('networkidle')

  // The pillars' buttons do nothing (public-site §2): no navigation, no dialog.
  const pillars = page.getByRole('region', { name: 'Built on Three Core Pillars' })
  for (const name of ['Seamless', 'Intelligent', 'Sustainable']) await expect(pillars.getByRole('heading', { name })).toBeVisible()
  await expect(pillars.getByRole('button', { name: /Learn More/ })).toHaveCount(3)
  await pillars.getByRole('button', { name: /Learn More about Seamless/ }).click()
  await pillars.getByRole('button', { name: 'Discover the Future' }).click()
  await expect(page).toHaveURL(/\/home-v1$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // 'Explore Features' opens 'Coming Soon'; 'Got it', the close icon, the backdrop and Escape close it.
  const explore = page.getByRole('button', { name: /Explore Features/ })
  await expect(explore).toHaveCount(3)
  const dialog = page.getByRole('dialog', { name: 'Coming Soon' })
  await explore.first().click()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Got it' })).toBeFocused()
  await dialog.getByRole('button', { name: 'Got it' }).click()
  await expect(dialog).toBeHidden()
  await expect(explore.first()).toBeFocused()
  await explore.nth(1).click()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await explore.nth(2).click()
  await page.mouse.click(8, 8)
  await expect(dialog).toBeHidden()
  await explore.nth(2).click()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // FAQ: six questions, the first open; one open at a time; the open one closes on a click.
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' })
  const questions = faq.locator('.ui-acc-trigger')
  await expect(questions).toHaveCount(6)
  await expect(questions.nth(0)).toHaveText('What is Hypermobility?')
  await expect(questions.nth(5)).toHaveText('Is Yerth hiring?')
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true')
  await expect(faq.getByText('Hypermobility is our idea of movement')).toBeVisible()
  await questions.nth(1).click()
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true')
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false')
  await expect(faq.getByText('Hypermobility is our idea of movement')).toBeHidden()
  await questions.nth(1).click()
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false')
  // Keyboard: the buttons are in the tab order and Enter toggles.
  await questions.nth(5).focus()
  await page.keyboard.press('Enter')
  await expect(questions.nth(5)).toHaveAttribute('aria-expanded', 'true')
  await expect(faq.getByRole('link', { name: 'Careers page' })).toHaveAttribute('href', '/careers')
  // Its 'Get in Touch' is a button without a link.
  await expect(faq.getByRole('button', { name: 'Get in Touch' })).toBeVisible()
  await expect(faq.getByRole('link', { name: 'Get in Touch' })).toHaveCount(0)

  // The shared sections: founders, and the closing banner.
  await expect(page.getByRole('region', { name: 'The Minds Behind the Movement' }).getByRole('article')).toHaveCount(2)
  await expect(page.getByRole('heading', { name: 'Join the Hypermobility Movement' })).toBeVisible()
  expect(seen.errors).toEqual([])
})

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme })

    // The pages as they load: e2e/public-routes.spec.ts. Here the states only these journeys open.
    test('axe finds no serious or critical violation with a bio, a video modal or the Coming Soon dialog open', async ({ page }) => {
      await openHome(page)
      await page.getByRole('button', { name: /Read More about Arjun Rao/ }).click()
      await page.getByRole('button', { name: 'Play the Anthem' }).click()
      await expect(page.getByRole('dialog', { name: 'Anthem' }).getByText('Anthem plays on YouTube')).toBeVisible({ timeout: 15_000 })
      expect(await seriousViolations(page), '/ with a bio and a video modal open').toEqual([])

      await page.goto('/home-v1')
      await page.waitForLoadState('networkidle')
      await page.getByRole('button', { name: /Explore Features/ }).first().click()
      await expect(page.getByRole('dialog', { name: 'Coming Soon' })).toBeVisible()
      expect(await seriousViolations(page), '/home-v1 with the Coming Soon dialog').toEqual([])
    })
  })
}
