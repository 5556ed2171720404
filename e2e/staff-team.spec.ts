/**
 * Staff accounts a team can run (issue 19): a super admin invites someone (no SMTP here, so the link
 * is shown once), the invitee opens it in a browser of their own, chooses a password and signs in;
 * "Forgot password?" answers the same for any address (the mail itself is checked in tap); My
 * Profile lists the account's sessions and "Sign out other sessions" ends another browser's session.
 */
import { request } from '@playwright/test'
import { test, expect } from './test.ts'
import { createStaff, setProtection, signIn, staffApi } from './api.ts'
import { recordDialogs } from './page-checks.ts'
import { shoot } from './shots.ts'

const run = Date.now().toString(36)
const INVITEE = { email: `invitee-${run}@yerth.com`, name: 'Ivy Invitee', password: 'ivy chose this 26' }
const TRAVELLER = { email: `traveller-${run}@yerth.com`, password: 'two-browsers-pass', name: 'Theo Traveller' }

test.beforeAll(async ({ baseURL }) => {
  await setProtection(baseURL!, false)
  const owner = await staffApi(baseURL!)
  await createStaff(owner, [[TRAVELLER, 'editor']])
  await owner.dispose()
})

test('a super admin invites someone, who sets a password from the link and signs in', async ({ page, browser, baseURL }) => {
  await signIn(page)
  await page.goto('/admin/settings')
  await page.getByRole('tab', { name: 'Admin Access' }).click()
  await page.getByRole('button', { name: 'Invite', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Invite a staff member' })
  await dialog.getByLabel('Name').fill(INVITEE.name)
  await dialog.getByLabel('Email').fill(INVITEE.email)
  await dialog.getByLabel('Role').selectOption('editor')
  await dialog.getByRole('button', { name: 'Send invitation' }).click()
  const link = (await dialog.getByTestId('invitation-link').textContent())!.trim()
  expect(link).toMatch(/\/admin\/invite\?token=[A-Za-z0-9_-]{43}$/)
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByRole('region', { name: 'Invitations waiting' })).toContainText(INVITEE.email)

  const invitee = await browser.newContext({ baseURL })
  const fresh = await invitee.newPage()
  await fresh.goto(link)
  await expect(fresh.getByRole('heading', { name: 'Set your password' })).toBeVisible()
  await expect(fresh.getByText(`Welcome to the Yerth console, ${INVITEE.name}`)).toBeVisible()
  // Strength in words as they type (zxcvbn, loaded on the first keystroke); it only advises.
  const newPassword = fresh.getByLabel('New password', { exact: true })
  const strength = fresh.locator('.password-strength-words[aria-live="polite"]')
  await expect(strength).toBeEmpty()
  await newPassword.fill('Invitee2026')
  await expect(strength).toHaveText('Strength: weak — names and e-mail addresses are easy to guess.')
  await newPassword.fill('password')
  await expect(strength).toHaveText('Strength: weak — this is one of the most common passwords.')
  await shoot(fresh, 'password-strength-invite')
  await fresh.getByLabel('Repeat the password', { exact: true }).fill('password')
  await fresh.getByRole('button', { name: 'Set my password' }).click()
  await expect(newPassword).toHaveAccessibleDescription(/This is one of the most common passwords\. Choose one that is harder to guess\./)
  await newPassword.fill(INVITEE.password)
  await expect(strength).toHaveText('Strength: strong')
  await fresh.getByLabel('Repeat the password', { exact: true }).fill(INVITEE.password)
  await fresh.getByRole('button', { name: 'Set my password' }).click()

  await expect(fresh).toHaveURL(/\/admin\/login$/)
  await expect(fresh.getByRole('status').filter({ hasText: 'Your password is set' })).toBeVisible()
  await expect(fresh.getByLabel('Email')).toHaveValue(INVITEE.email)
  await fresh.getByLabel('Password', { exact: true }).fill(INVITEE.password)
  await fresh.getByRole('button', { name: 'Sign in' }).click()
  await expect(fresh).toHaveURL(/\/admin\/dashboard$/)

  // The link worked once.
  const again = await invitee.newPage()
  await again.goto(link)
  await expect(again.getByRole('alert')).toContainText('This invitation link cannot be used')
  await invitee.close()

  await page.reload()
  await expect(page.getByRole('region', { name: 'Admin users' })).toContainText(INVITEE.email)
  await expect(page.getByRole('region', { name: 'Invitations waiting' })).toHaveCount(0)
})

test('forgot password: the same answer for any address', async ({ page, baseURL }) => {
  await page.goto('/admin/login')
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible()
  await page.getByLabel('Email').fill(`no-such-person-${run}@yerth.com`)
  await page.getByRole('button', { name: 'Send me a reset link' }).click()
  const answer = page.getByRole('status').filter({ hasText: 'If this address belongs to a staff account' })
  await expect(answer).toBeVisible()
  const shownForUnknown = await answer.textContent()

  await page.reload()
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  await page.getByLabel('Email').fill(TRAVELLER.email)
  await page.getByRole('button', { name: 'Send me a reset link' }).click()
  await expect(answer).toBeVisible()
  expect(await answer.textContent()).toBe(shownForUnknown)

  const api = await request.newContext({ baseURL })
  const known = await api.post('/api/auth/password-reset', { data: { email: TRAVELLER.email } })
  const unknown = await api.post('/api/auth/password-reset', { data: { email: `another-nobody-${run}@yerth.com` } })
  expect([known.status(), unknown.status()]).toEqual([200, 200])
  expect(await known.text()).toBe(await unknown.text())
  await api.dispose()
})

test('My Profile lists the sessions; "Sign out other sessions" ends the other browser\'s', async ({ page, browser, baseURL }) => {
  const other = await browser.newContext({ baseURL })
  const otherPage = await other.newPage()
  await signIn(otherPage, TRAVELLER)

  await signIn(page, TRAVELLER)
  await page.goto('/admin/settings?tab=profile')
  const list = page.getByRole('list', { name: 'Active sessions' })
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await expect(list.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1)
  await expect(list).toContainText('Chrome on Linux')

  const dialogs = recordDialogs(page)
  await page.getByRole('button', { name: 'Sign out other sessions' }).click()
  await page.getByRole('dialog', { name: 'Sign out every other session of your account? This one stays signed in.' }).getByRole('button', { name: 'Sign out the others' }).click()
  await expect(page.getByText('Signed out 1 other session.')).toBeVisible()
  await expect(list.getByRole('listitem')).toHaveCount(1)
  expect(dialogs, 'asked in the console, not by the browser').toEqual([])

  expect((await otherPage.request.get('/api/auth/me')).status()).toBe(401)
  await otherPage.reload()
  await expect(otherPage).toHaveURL(/\/admin\/login$/)
  await expect(otherPage.getByText('You were signed out from another session')).toBeVisible()
  await other.close()

  // Each session has its own Sign out; this device's own signs you out (issue 29).
  await list.getByRole('button', { name: 'Sign out this device' }).click()
  await page.getByRole('dialog', { name: 'Sign out of this browser?' }).getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)
  expect(dialogs).toEqual([])
})
