/** Staff API calls the journeys use to set the stage (signed in as the e2e owner). */
import { expect, request, type APIRequestContext, type Page } from '@playwright/test'
import { E2E } from './fixtures.ts'

export async function staffApi(baseURL: string, email: string = E2E.adminEmail, password: string = E2E.adminPassword): Promise<APIRequestContext> {
  const ctx = await request.newContext({ baseURL })
  const res = await ctx.post('/api/auth/login', { data: { email, password } })
  if (!res.ok()) throw new Error(`login as ${email} failed: ${res.status()} ${await res.text()}`)
  return ctx
}

export async function putSettings(api: APIRequestContext, values: Record<string, string>) {
  const res = await api.put('/api/cms/settings', { data: values })
  if (!res.ok()) throw new Error(`settings update failed: ${res.status()} ${await res.text()}`)
}

export async function setProtection(baseURL: string, enabled: boolean) {
  const api = await staffApi(baseURL)
  await putSettings(api, { password_protection_enabled: enabled ? '1' : '0' })
  await api.dispose()
}

/** Fills in and sends the console's login form, and does not wait for the answer (a refused sign-in stays on the form). */
export async function submitSignIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(who.email)
  await page.getByLabel('Password', { exact: true }).fill(who.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Signs in through the console's login screen (the e2e owner by default) and waits for the Dashboard. */
export async function signIn(page: Page, who: { email: string; password: string } = { email: E2E.adminEmail, password: E2E.adminPassword }) {
  await submitSignIn(page, who)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
}

/** Ends the page's staff session from outside the browser (a logout with its cookie), and checks it is over. */
export async function endSessionOf(page: Page, baseURL: string) {
  const sid = (await page.context().cookies()).find((c) => c.name === 'yerth_sid')
  expect(sid, 'the page holds a session cookie').toBeTruthy()
  const other = await request.newContext({ baseURL, extraHTTPHeaders: { cookie: `yerth_sid=${sid!.value}` } })
  expect((await other.post('/api/auth/logout')).ok()).toBe(true)
  expect((await other.get('/api/auth/me')).status()).toBe(401)
  await other.dispose()
}

type StaffRole = 'viewer' | 'editor' | 'admin' | 'super_admin'

/** Creates staff accounts through the owner's API (each spec's own people, e.g. an editor and a viewer). */
export async function createStaff(api: APIRequestContext, accounts: ReadonlyArray<readonly [{ email: string; password: string; name: string }, StaffRole]>) {
  for (const [who, role] of accounts) {
    const res = await api.post('/api/cms/admins', { data: { ...who, role } })
    expect(res.status(), await res.text()).toBe(201)
  }
}
