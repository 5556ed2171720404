/**
 * The visitor's forms (issue 16): on a phone every newsletter field is a full-height tap target;
 * refusals reach people in words next to the field (never validator text), a throttled sign-up is
 * told when to try again, and a lost connection says so. The refusals are the API's real shapes
 * (`{error, details}`, 429 + Retry-After) played back by page.route, since a throttle cannot be
 * reached cheaply in a shared run.
 */
import { type Page } from '@playwright/test'
import { test, expect } from './test.ts'
import { ENQUIRY_LIMITS } from '../shared/api/enquiries.ts'
import { NETWORK_FAILURE } from '../shared/refusal.ts'
import { setProtection } from './api.ts'
import { hydrated } from './page-checks.ts'

const SHOTS = process.env.SHOTS_DIR // set to keep screenshots of the error states (not committed)

test.beforeAll(async ({ baseURL }) => setProtection(baseURL!, false))
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'yerth_consent', value: 'v1:analytics=0&marketing=0', url: baseURL! }])
})

async function shot(page: Page, name: string) {
  if (!SHOTS) return
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await page.evaluate((s) => document.documentElement.setAttribute('data-theme', s), scheme)
    await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()!.width}-${scheme}.png` })
  }
}

const SIGNUPS = [
  { path: '/hyperbuilt', form: '#subscribe .newsletter-form' },
  { path: '/partners', form: '.launch-form' },
  { path: '/events', form: '.launch-form' },
  { path: '/about', form: 'footer .newsletter-form' },
]

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const { path, form } of SIGNUPS) {
    test(`the e-mail field of ${path}'s sign-up is a full tap target`, async ({ page }) => {
      await page.goto(path)
      const input = page.locator(`${form} input[type="email"]`)
      await input.scrollIntoViewIfNeeded()
      const box = (await input.boundingBox())!
      expect(box.height).toBeGreaterThanOrEqual(44)
      expect(box.width).toBeGreaterThan(150)
    })
  }
})

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 844 : 800 } })

    test('a throttled sign-up says when to try again, a lost connection says so', async ({ page }) => {
      await page.goto('/partners')
      await hydrated(page, '.launch-form button[type="submit"]')
      const form = page.locator('.launch-form')
      const input = form.locator('input[type="email"]')
      await page.route('**/api/public/newsletter', (route) =>
        route.fulfill({ status: 429, headers: { 'retry-after': '170' }, contentType: 'application/json', body: JSON.stringify({ error: 'Too many requests' }) }),
      )
      await input.fill('reader@example.com')
      await form.locator('button[type="submit"]').click()
      await expect(form.getByRole('alert')).toHaveText('Too many attempts. Please try again in 3 minutes.')
      await expect(input).toHaveAttribute('aria-invalid', 'true')
      await expect(input).toBeFocused()
      await shot(page, 'partners-throttled')

      await page.unroute('**/api/public/newsletter')
      await page.route('**/api/public/newsletter', (route) => route.abort('internetdisconnected'))
      await form.locator('button[type="submit"]').click()
      await expect(form.getByRole('alert')).toHaveText(NETWORK_FAILURE)
    })

    test('HyperBuilt shows a failed sign-up instead of nothing', async ({ page }) => {
      await page.goto('/hyperbuilt')
      await hydrated(page, '#subscribe button[type="submit"]')
      const form = page.locator('#subscribe .newsletter-form')
      await page.route('**/api/public/newsletter', (route) =>
        route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: 'body.email must match format "email"', details: [{ field: 'email', message: 'Enter a valid e-mail address.' }] }) }),
      )
      await form.locator('input[type="email"]').fill('reader@example.com')
      await form.locator('button[type="submit"]').click()
      await expect(form.getByRole('alert')).toHaveText('Enter a valid e-mail address.')
      await form.scrollIntoViewIfNeeded()
      await shot(page, 'hyperbuilt-refused')
    })

    test('the contact form puts each refusal next to its field and focuses the first', async ({ page }) => {
      await page.goto('/contact')
      await hydrated(page, '.ct-form button[type="submit"]')
      const form = page.locator('.ct-form')
      const name = form.getByLabel('Full Name *')
      const message = form.getByLabel('Message *')
      await expect(name).toHaveAttribute('maxlength', String(ENQUIRY_LIMITS.name))
      await expect(message).toHaveAttribute('maxlength', String(ENQUIRY_LIMITS.message))
      await expect(form.getByLabel('Email Address *')).toHaveAttribute('maxlength', String(ENQUIRY_LIMITS.email))
      await page.route('**/api/public/contact', (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            error: 'body.name must be at most 200 characters long',
            details: [
              { field: 'name', message: 'Use at most 200 characters.' },
              { field: 'message', message: 'Write a message.' },
            ],
          }),
        }),
      )
      await name.fill('Noor')
      await form.getByLabel('Email Address *').fill('noor@example.com')
      await form.getByLabel('Subject *').selectOption('general')
      await message.fill('Hello')
      await form.getByRole('button', { name: /Send/ }).click()
      await expect(form.getByRole('alert')).toHaveText('Please check the highlighted fields.')
      await expect(name).toHaveAttribute('aria-invalid', 'true')
      await expect(name).toHaveAccessibleDescription('Use at most 200 characters.')
      await expect(message).toHaveAccessibleDescription('Write a message.')
      await expect(name).toBeFocused()
      await expect(form).not.toContainText('body.')
      await shot(page, 'contact-refused')

      await page.unroute('**/api/public/contact')
      await page.route('**/api/public/contact', (route) => route.abort('internetdisconnected'))
      await form.getByRole('button', { name: /Send/ }).click()
      await expect(form.getByRole('alert')).toHaveText(NETWORK_FAILURE)
      await expect(form).not.toContainText('Failed to fetch')
    })
  })
}
