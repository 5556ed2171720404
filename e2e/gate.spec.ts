/** The site gate in a real browser (public-site §2 Site access gate, §4, §8; QUALITY R10). */
import { NETWORK_FAILURE } from '../shared/refusal.ts'
import { test, expect } from './test.ts'
import { setProtection } from './api.ts'
import { E2E } from './fixtures.ts'

test.describe('site gate', () => {
  test.beforeAll(async ({ baseURL }) => setProtection(baseURL!, true))
  test.afterAll(async ({ baseURL }) => setProtection(baseURL!, false))

  test('gate on: every route shows the coming-soon page; wrong then right password opens the site', async ({ page }) => {
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1, name: /Hypermobility is almost here/ })).toBeVisible()
    await expect(page).toHaveTitle('Coming Soon | Yerth')
    await expect(page.getByRole('heading', { name: 'Join the Movement' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Join the Revolution' })).toBeVisible()

    await page.getByRole('button', { name: 'Yerth Official Access' }).click()
    const dialog = page.getByRole('dialog', { name: 'Yerth Official Access' })
    await expect(dialog).toBeVisible()
    const field = dialog.getByLabel('Access password')
    await expect(field).toHaveAttribute('required', '')
    await field.fill('definitely-wrong')
    await expect(field).toHaveAttribute('type', 'password')
    await dialog.getByRole('button', { name: 'Show password' }).click()
    await expect(field).toHaveAttribute('type', 'text')
    await dialog.getByRole('button', { name: 'Access', exact: true }).click()
    await expect(dialog.getByText('Invalid password. Please try again.')).toBeVisible()

    await field.fill(E2E.accessPassword)
    await dialog.getByRole('button', { name: 'Access', exact: true }).click()
    await expect(dialog).toBeHidden()
    // The real route renders in place: the shared frame with its navigation.
    await expect(page.getByRole('navigation', { name: /main/i }).first()).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Born for Hypermobility' })).toBeVisible()
    expect(await page.evaluate(() => sessionStorage.getItem('yerth-site-access'))).toBe('granted')

    // The grant is a server-side cookie: a reload and another route stay open.
    await page.goto('/careers')
    await expect(page.locator('main h1')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0)
    expect((await page.request.get('/no-such-page')).status()).toBe(404)
    const settings = await page.request.get('/api/cms/settings')
    expect(settings.status()).toBe(200)
  })

  test('gate on: the admin routes and public APIs are closed to visitors', async ({ page, request }) => {
    await page.goto('/admin/login')
    await expect(page.getByRole('heading', { level: 1, name: /Hypermobility is almost here/ })).toBeVisible()
    const api = await request.get('/api/cms/settings')
    expect(api.status()).toBe(403)
    expect(await api.json()).toEqual({ error: 'This site is not open to the public yet' })
    const status = await request.get('/api/public/password-settings')
    expect(await status.json()).toEqual({ settings: { password_protection_enabled: '1' } })
  })

  test('a network failure while checking the password says so', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Yerth Official Access' }).click()
    const dialog = page.getByRole('dialog', { name: 'Yerth Official Access' })
    await page.route('**/api/public/verify-password', (route) => route.abort('failed'))
    await dialog.getByLabel('Access password').fill(E2E.accessPassword)
    await dialog.getByRole('button', { name: 'Access', exact: true }).click()
    await expect(dialog.getByRole('alert')).toHaveText(NETWORK_FAILURE)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
  })
})
