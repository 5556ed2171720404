/**
 * Staff accounts (issue 16): the sign-in countdown belongs to the e-mail it was given for, the
 * e-mail field has the focus on arrival, and a super admin changes another admin's role and sets
 * their password in Settings → Admin Access (refusals shown at the field).
 */
import { test, expect } from './test.ts'
import { setProtection, signIn, staffApi } from './api.ts'

const run = Date.now().toString(36)
const PERSON = { email: `staff-acc-${run}@yerth.com`, password: 'staff-pass-first', name: 'Stella Staff' }

test.beforeAll(async ({ baseURL }) => setProtection(baseURL!, false))

test('sign-in: e-mail focused on arrival; a lockout holds only for the e-mail it was given for', async ({ page }) => {
  await page.goto('/admin/login')
  await expect(page.getByLabel('Email')).toBeFocused()
  const locked = `nobody-${run}@yerth.com`
  const button = page.locator('form.login-form button[type="submit"]')
  await page.getByLabel('Email').fill(locked)
  for (let i = 1; i <= 6; i++) {
    await page.getByLabel('Password', { exact: true }).fill(`wrong-${i}`)
    await button.click()
    await expect(page.getByRole('alert')).toBeVisible()
  }
  await expect(button).toBeDisabled()
  await expect(button).toHaveText(/Try again in \d+:\d\d/)
  await expect(page.getByRole('alert')).toContainText('Too many sign-in attempts')

  await page.getByLabel('Email').fill(`someone-else-${run}@yerth.com`)
  await expect(button).toBeEnabled()
  await expect(button).toHaveText('Sign in')
  await expect(page.getByText('Too many sign-in attempts')).toHaveCount(0)

  await page.getByLabel('Email').fill(locked.toUpperCase())
  await expect(button).toBeDisabled()
  await expect(button).toHaveText(/Try again in \d+:\d\d/)
})

test('a super admin changes another admin\'s role and sets their password', async ({ page, baseURL }) => {
  const owner = await staffApi(baseURL!)
  const created = await owner.post('/api/cms/admins', { data: { ...PERSON, role: 'editor' } })
  expect(created.status()).toBe(201)
  const person = await staffApi(baseURL!, PERSON.email, PERSON.password)

  await signIn(page)
  await page.goto('/admin/settings')
  await page.getByRole('tab', { name: 'Admin Access' }).click()

  await page.getByRole('button', { name: `Change role of ${PERSON.name}` }).click()
  const roleDialog = page.getByRole('dialog', { name: `Change role of ${PERSON.name}` })
  await roleDialog.getByLabel('Role').selectOption('admin')
  await roleDialog.getByRole('button', { name: 'Save role' }).click()
  await expect(roleDialog).toBeHidden()
  await expect(page.getByText(`${PERSON.name} is now Admin.`)).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: PERSON.email })
  await expect(row.getByText('Admin', { exact: true })).toBeVisible()
  expect((await (await person.get('/api/auth/me')).json()).user.role).toBe('admin')

  await page.getByRole('button', { name: `Set a new password for ${PERSON.name}` }).click()
  const pwDialog = page.getByRole('dialog', { name: `Set a new password for ${PERSON.name}` })
  await pwDialog.getByLabel('New password').fill('password1')
  await pwDialog.getByRole('button', { name: 'Set password' }).click()
  await expect(pwDialog.getByText('This is one of the most common passwords. Choose one that is harder to guess.')).toBeVisible()
  await expect(pwDialog.getByLabel('New password')).toHaveAttribute('aria-invalid', 'true')

  await pwDialog.getByRole('button', { name: 'Generate a strong password' }).click()
  const generated = await pwDialog.getByLabel('New password').inputValue()
  expect(generated.length).toBeGreaterThanOrEqual(16)
  await pwDialog.getByRole('button', { name: 'Set password' }).click()
  await expect(pwDialog).toBeHidden()
  await expect(page.getByText(`${PERSON.name} has a new password and was signed out everywhere.`)).toBeVisible()

  expect((await person.get('/api/auth/me')).status()).toBe(401)
  expect((await person.post('/api/auth/login', { data: { email: PERSON.email, password: PERSON.password } })).status()).toBe(401)
  expect((await person.post('/api/auth/login', { data: { email: PERSON.email, password: generated } })).status()).toBe(200)
  await Promise.all([owner.dispose(), person.dispose()])
})
