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
