/** QUALITY X2: axe finds no serious or critical violation on the screens built so far, both themes. */
import { test, expect } from './test.ts'
import { setProtection } from './api.ts'
import { E2E } from './fixtures.ts'
import { serious } from './page-checks.ts'

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme })
    // Every screen here is checked in full in the light theme; in the dark one, its colours.
    const colors = { colorsOnly: scheme === 'dark' }

    test('coming-soon page and its access dialog', async ({ page, baseURL }) => {
      await setProtection(baseURL!, true)
      try {
        await page.goto('/')
        expect(await serious(page, [], colors)).toEqual([])
        await page.getByRole('button', { name: 'Yerth Official Access' }).click()
        await page.getByLabel('Access password').fill('wrong-password')
        await page.getByRole('button', { name: 'Access', exact: true }).click()
        await expect(page.getByText('Invalid password. Please try again.')).toBeVisible()
        expect(await serious(page, [], colors)).toEqual([])
      } finally {
        await setProtection(baseURL!, false)
      }
    })

    test('public frame (404 page), desktop and mobile menu', async ({ page, baseURL }) => {
      await setProtection(baseURL!, false)
      await page.goto('/about')
      expect(await serious(page, [], colors)).toEqual([])
      await page.setViewportSize({ width: 390, height: 844 })
      await page.getByRole('button', { name: 'Open menu' }).click()
      expect(await serious(page, [], colors)).toEqual([])
    })

    test('journal pages', async ({ page, baseURL }) => {
      test.slow()
      await setProtection(baseURL!, false)
      for (const url of ['/journal', '/journal/blogs', '/journal/vlogs', '/journal/blogs/no-such-post']) {
        await page.goto(url)
        expect(await serious(page, [], colors), url).toEqual([])
      }
    })

    test('admin sign-in and every settings tab', async ({ page, baseURL }) => {
      // Twelve screens, each checked by axe in full: the longest journey of the file.
      test.slow()
      await setProtection(baseURL!, false)
      await page.goto('/admin/login')
      expect(await serious(page, [], colors)).toEqual([])
      await page.getByLabel('Email').fill(E2E.adminEmail)
      await page.getByLabel('Password', { exact: true }).fill(E2E.adminPassword)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page).toHaveURL(/\/admin\/dashboard$/)
      expect(await serious(page, [], colors)).toEqual([])
      await page.goto('/admin/settings')
      for (const tab of ['Company Info', 'Social Media', 'Marketing', 'Email Settings', 'Site Protection', 'My Profile', 'Admin Access']) {
        await page.getByRole('tab', { name: tab }).click()
        await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true')
        expect(await serious(page, [], colors), tab).toEqual([])
      }
      for (const screen of ['/admin/dashboard', '/admin/analytics', '/admin/blogs', '/admin/vlogs']) {
        await page.goto(screen)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await page.waitForLoadState('networkidle')
        expect(await serious(page, [], colors), screen).toEqual([])
      }
    })
  })
}
