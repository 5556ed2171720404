/**
 * Enquiries end to end (issue 8): a visitor sends the contact form and subscribes from the footer in
 * the browser; staff find both in Form Enquiries, mark the message read and then replied, export a
 * CSV whose contents are checked, and erase the subscriber's personal data on request.
 * Real endpoints throughout (no stubs). Uses one contact submission and one sign-up of the per-IP
 * budget every journey of a run shares.
 */
import { test, expect } from './test.ts'
import { readFileSync } from 'node:fs'
import { setProtection, signIn } from './api.ts'
import { collectErrors, hydrated } from './page-checks.ts'

const run = Date.now().toString(36)
const VISITOR = { name: `Noor Haddad ${run}`, email: `noor-${run}@example.com`, mobile: '+971 4 000 0000' }
const MESSAGE = `We would like to stock Yerth vehicles in Dubai, "soon"; how do we start?\nThanks, Noor`
const SUBSCRIBER = `reader-${run}@example.com`

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ baseURL }) => setProtection(baseURL!, false))
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'yerth_consent', value: 'v1:analytics=0&marketing=0', url: baseURL! }])
})


test('a visitor sends the contact form and subscribes from the footer', async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto('/contact')
  await hydrated(page, '.ct-form button[type="submit"]')
  const form = page.locator('.ct-form')
  await form.getByLabel('Full Name *').fill(VISITOR.name)
  await form.getByLabel('Email Address *').fill(VISITOR.email)
  await form.getByLabel(/Mobile/).fill(VISITOR.mobile)
  await form.getByLabel('Subject *').selectOption('partnership')
  await form.getByLabel('Message *').fill(MESSAGE)
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/public/contact') && r.request().method() === 'POST')
  await form.getByRole('button', { name: /Send/ }).click()
  expect((await sent).status()).toBe(201)
  const thanks = page.locator('.ct-success')
  await expect(thanks).toBeVisible()
  await thanks.getByRole('button').click()
  await expect(page.locator('.ct-form').getByLabel('Full Name *')).toHaveValue('')

  const footer = page.locator('footer .newsletter-form')
  await footer.getByLabel('Email address').fill(SUBSCRIBER)
  const subscribed = page.waitForResponse((r) => r.url().endsWith('/api/public/newsletter'))
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  expect((await subscribed).status()).toBe(200)
  await expect(page.locator('footer')).toContainText('Thank you for subscribing!')
  await expect(page.locator('footer')).toContainText("You'll receive our latest updates and insights.")
  expect(errors).toEqual([])
})

test('staff see both in Form Enquiries, mark the message read and replied, and export them as CSV', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin/enquiries')
  const table = page.getByRole('table', { name: 'Enquiries' })
  const contact = table.getByRole('row').filter({ hasText: VISITOR.name })
  const newsletter = table.getByRole('row').filter({ hasText: SUBSCRIBER })
  await expect(contact).toContainText('Unread')
  await expect(newsletter).toContainText('Unread')

  await contact.getByRole('button', { name: `View enquiry from ${VISITOR.name}` }).click()
  const detail = page.getByRole('dialog')
  await expect(detail).toContainText('We would like to stock Yerth vehicles in Dubai')
  await expect(detail).toContainText(VISITOR.mobile)
  await detail.getByRole('button', { name: 'Mark Read' }).click()
  await expect(detail.getByRole('button', { name: 'Mark Read' })).toHaveCount(0)
  await expect(contact).toContainText('Read')
  await detail.getByRole('button', { name: 'Mark Replied' }).click()
  await expect(contact).toContainText('Replied')
  await detail.getByRole('button', { name: 'Close' }).click()

  // Stored, not only drawn: a reload shows the same status.
  await page.reload()
  await expect(page.getByRole('table', { name: 'Enquiries' }).getByRole('row').filter({ hasText: VISITOR.name })).toContainText('Replied')

  // The export follows the search: only this run's two enquiries.
  await page.getByLabel('Search enquiries by name, e-mail, subject or message').fill(run)
  await expect(page.getByRole('table', { name: 'Enquiries' }).getByRole('row')).toHaveCount(3)
  const exportLink = page.getByRole('link', { name: /Export CSV/ })
  await expect(exportLink).toHaveAttribute('href', new RegExp(`search=${run}`))
  const download = page.waitForEvent('download')
  await exportLink.click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = readFileSync((await file.path())!, 'utf8')
  expect(csv.charCodeAt(0)).toBe(0xfeff)
  const lines = csv.slice(1).split('\r\n')
  expect(lines[0]).toBe('Name,Email,Phone,Subject,Message,Source Page,Type,Status,Date')
  const body = csv.slice(1)
  // Subject, source, type and status read as the console shows them; the message keeps its comma, quotes and line break inside one quoted cell; the phone's leading + is neutralised.
  expect(body).toContain(`\r\n${VISITOR.name},${VISITOR.email},'${VISITOR.mobile},Partnership,`)
  expect(body).toContain(`,"We would like to stock Yerth vehicles in Dubai, ""soon""; how do we start?\nThanks, Noor",Contact page,Contact,Replied,`)
  expect(body).toContain(`,${SUBSCRIBER},`)
  expect(body.trimEnd().split('\r\n')).toHaveLength(3)
})

test('staff erase the subscriber on request: nothing about the address is left', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin/enquiries')
  await page.getByRole('button', { name: 'Personal data' }).click()
  const tool = page.getByRole('dialog', { name: 'Personal data' })
  await tool.getByLabel('E-mail address').fill(SUBSCRIBER)
  await tool.getByRole('button', { name: 'Look up' }).click()
  await expect(tool).toContainText('Newsletter')
  await tool.getByRole('button', { name: 'Erase all' }).click()
  await page.getByRole('dialog', { name: /^Erase everything stored about / }).getByRole('button', { name: 'Erase all' }).click()
  await expect(tool).toContainText(`Erased for ${SUBSCRIBER}`)
  await tool.getByRole('button', { name: 'Look up' }).click()
  await expect(tool).toContainText('Nothing is stored about this address.')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('table', { name: 'Enquiries' }).getByRole('row').filter({ hasText: SUBSCRIBER })).toHaveCount(0)
})
