/** Staff journeys: sign-in, settings reaching the public site, roles (admin-area §2, §5, §6, §8). */
import { test, expect, type Page } from '@playwright/test'
import { putSettings, setProtection, staffApi } from './api.ts'
import { E2E } from './fixtures.ts'

test.beforeAll(async ({ baseURL }) => setProtection(baseURL!, false))

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Collects alert/confirm texts; confirms are answered with `confirmAnswer`. */
function watchDialogs(page: Page, confirmAnswer = false) {
  const seen: string[] = []
  page.on('dialog', async (d) => {
    seen.push(d.message())
    if (d.type() === 'confirm') await (confirmAnswer ? d.accept() : d.dismiss())
    else await d.accept()
  })
  return seen
}

test('a failed sign-in says exactly "Invalid email or password"', async ({ page }) => {
  await signIn(page, E2E.adminEmail, 'not-the-password')
  await expect(page.getByText('Invalid email or password')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login$/)
})

test('not signed in: console routes lead to the sign-in page', async ({ page }) => {
  await page.goto('/admin/settings')
  await expect(page).toHaveURL(/\/admin\/login$/)
})

test('admin signs in, changes the contact e-mail, and the public footer shows it', async ({ page, baseURL }) => {
  const dialogs = watchDialogs(page)
  await signIn(page, E2E.adminEmail, E2E.adminPassword)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  const sidebar = page.getByRole('navigation', { name: /console|admin|sidebar/i }).first()
  for (const entry of ['Dashboard', 'Blog Manager', 'Vlog Manager', 'Media Manager', 'Website Pages', 'Form Enquiries', 'Website Analytics', 'Settings']) {
    await expect(sidebar.getByRole('link', { name: entry })).toBeVisible()
  }
  await expect(page.getByText(E2E.adminEmail).first()).toBeVisible()
  await expect(page.getByText('Super Admin').first()).toBeVisible()

  await sidebar.getByRole('link', { name: 'Settings' }).click()
  await expect(page).toHaveURL(/\/admin\/settings/)
  const email = page.getByLabel('Contact email')
  await expect(email).toHaveValue(/@/)
  await email.fill('press@yerth.com')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect.poll(() => dialogs.join('\n')).toContain(
    'Settings saved successfully! Password protection is now disabled. The full website is publicly accessible.',
  )
  await expect.poll(() => dialogs.join('\n')).toContain('Password protection settings have changed. Would you like to refresh the page to see the changes?')

  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'press@yerth.com' })).toHaveAttribute('href', 'mailto:press@yerth.com')
  // Other journeys read the default contact address: put it back.
  const api = await staffApi(baseURL!)
  await putSettings(api, { contact_email: 'contact@yerth.com' })
  await api.dispose()
})

test('a viewer sees the Access Restricted notice and cannot change settings', async ({ page, baseURL }) => {
  // The owner adds a viewer through the Add New Admin User modal.
  const dialogs = watchDialogs(page)
  await signIn(page, E2E.adminEmail, E2E.adminPassword)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await page.goto('/admin/settings?tab=admins')
  await page.getByRole('button', { name: 'Add Admin' }).click()
  const modal = page.getByRole('dialog', { name: 'Add New Admin User' })
  await modal.getByLabel('Name').fill('Vera Viewer')
  await modal.getByLabel('Email').fill('vera.viewer@yerth.com')
  await modal.getByLabel('Password').fill('viewer-pass-1')
  await modal.getByLabel('Role').selectOption('viewer')
  await modal.getByRole('button', { name: 'Create Admin' }).click()
  await expect(modal).toBeHidden()
  await expect.poll(() => dialogs.join('\n')).toContain('Admin user created successfully!')
  await expect(page.getByText('vera.viewer@yerth.com')).toBeVisible()
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)

  await signIn(page, 'vera.viewer@yerth.com', 'viewer-pass-1')
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await expect(page.getByText('Viewer').first()).toBeVisible()
  await page.goto('/admin/settings?tab=admins')
  await expect(
    page.getByText('Access Restricted: Only Super Admins can add, edit, or delete admin users. You can view the list but cannot make changes.'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add Admin' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /Delete / })).toHaveCount(0)

  await page.goto('/admin/settings')
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled()
  await expect(page.getByLabel('Contact email')).not.toBeEditable()

  // The server refuses too, whatever the page allows.
  const viewerApi = await staffApi(baseURL!, 'vera.viewer@yerth.com', 'viewer-pass-1')
  const res = await viewerApi.put('/api/cms/settings', { data: { contact_email: 'hijack@evil.example' } })
  expect(res.status()).toBe(403)
  expect((await res.json()).error).toBeTruthy()
  await viewerApi.dispose()
})

test('staff change their own password; the old one stops working', async ({ page, baseURL }) => {
  const owner = await staffApi(baseURL!)
  const created = await owner.post('/api/cms/admins', { data: { email: 'ed.editor@yerth.com', password: 'editor-pass-1', role: 'editor', name: 'Ed Editor' } })
  expect(created.status()).toBe(201)
  await owner.dispose()

  const dialogs = watchDialogs(page)
  await signIn(page, 'ed.editor@yerth.com', 'editor-pass-1')
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await page.goto('/admin/settings?tab=profile')
  await page.getByRole('button', { name: 'Change Password' }).click()
  const modal = page.getByRole('dialog', { name: 'Change Password' })
  await modal.getByLabel('Current password').fill('editor-pass-1')
  await modal.getByLabel('New password', { exact: true }).fill('abc')
  await modal.getByLabel('Confirm new password').fill('abd')
  await modal.getByRole('button', { name: 'Change Password' }).click()
  await expect(modal.getByText('New passwords do not match')).toBeVisible()
  await modal.getByLabel('Confirm new password').fill('abc')
  await modal.getByRole('button', { name: 'Change Password' }).click()
  await expect(modal.getByText('New password must be at least 6 characters long')).toBeVisible()
  await modal.getByLabel('New password', { exact: true }).fill('editor-pass-2')
  await modal.getByLabel('Confirm new password').fill('editor-pass-2')
  await modal.getByRole('button', { name: 'Change Password' }).click()
  await expect(modal).toBeHidden()
  await expect.poll(() => dialogs.join('\n')).toContain('Password changed successfully! Please use your new password for future logins.')

  const old = await page.request.post('/api/auth/login', { data: { email: 'ed.editor@yerth.com', password: 'editor-pass-1' } })
  expect(old.status()).toBe(401)
})

test('profile and admin-user messages of the error catalogue', async ({ page, baseURL }) => {
  const dialogs = watchDialogs(page, true)
  const owner = await staffApi(baseURL!)
  await owner.post('/api/cms/admins', { data: { email: 'temp.admin@yerth.com', password: 'temp-pass-1', role: 'admin', name: 'Tempo Admin' } })
  await owner.dispose()

  await signIn(page, E2E.adminEmail, E2E.adminPassword)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await page.goto('/admin/settings?tab=profile')
  const name = page.getByLabel('Name')
  await name.fill('   ')
  await page.getByRole('button', { name: 'Update Profile' }).click()
  await expect(page.getByText('Name is required').first()).toBeVisible()
  await name.fill('Olive Owner')
  await page.getByRole('button', { name: 'Update Profile' }).click()
  await expect.poll(() => dialogs.join('\n')).toContain('Profile updated successfully!')
  await expect(page.getByLabel('Name')).toHaveValue('Olive Owner')

  await page.goto('/admin/settings?tab=admins')
  await page.getByRole('button', { name: 'Add Admin' }).click()
  const modal = page.getByRole('dialog', { name: 'Add New Admin User' })
  await modal.getByLabel('Name').fill('Copy Cat')
  await modal.getByLabel('Email').fill('temp.admin@yerth.com')
  await modal.getByLabel('Password').fill('another-pass')
  await modal.getByRole('button', { name: 'Create Admin' }).click()
  await expect.poll(() => dialogs.join('\n')).toContain('An admin with this email already exists')
  await modal.getByRole('button', { name: 'Cancel' }).click()

  // The owner's own row and protected accounts offer no delete control.
  await expect(page.getByRole('button', { name: /Delete Olive Owner/ })).toHaveCount(0)
  await page.getByRole('button', { name: 'Delete Tempo Admin' }).click()
  await expect.poll(() => dialogs.join('\n')).toContain('Are you sure you want to delete this admin user?')
  await expect.poll(() => dialogs.join('\n')).toContain('Admin user deleted successfully!')
  await expect(page.getByText('temp.admin@yerth.com')).toHaveCount(0)
})
