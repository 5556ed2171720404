/**
 * The Form Enquiries screen's own checks (issue 8, web-admin): it draws what the server answers
 * (stat cards, list, detail, outbox) and axe finds nothing serious in either theme. The journeys of
 * the enquiries themselves (forms, status changes, export, erasure) are in the enquiries spec.
 * Submits one contact enquiry and one newsletter sign-up only: the public forms have a per-IP budget
 * that every journey of a run shares. Screenshots: e2e/screenshots.shots.ts.
 */
import { request } from '@playwright/test'
import { test, expect } from './test.ts'
import { setProtection, signIn, staffApi } from './api.ts'
import { serious } from './page-checks.ts'

const run = Date.now().toString(36)
const VIEWER = { email: `enq-viewer-${run}@yerth.com`, password: 'viewer-pass-1', name: 'Vik Viewer' }

async function submit(baseURL: string, path: '/api/public/contact' | '/api/public/newsletter', data: Record<string, string>) {
  const visitor = await request.newContext({ baseURL })
  const res = await visitor.post(path, { data })
  expect(res.status(), await res.text()).toBeLessThan(300)
  await visitor.dispose()
}

test.beforeAll(async ({ baseURL }) => {
  await setProtection(baseURL!, false)
  const owner = await staffApi(baseURL!)
  expect((await owner.post('/api/cms/admins', { data: { ...VIEWER, role: 'viewer' } })).status()).toBe(201)
  await owner.dispose()
  await submit(baseURL!, '/api/public/contact', {
    name: `Ada Rider ${run}`,
    email: `ada-${run}@example.com`,
    mobile: '+44 20 7946 0000',
    subject: 'partnership',
    message: 'We run a fleet of delivery bikes in Leeds.\nCould we talk about a pilot?',
    source_page: 'contact',
  })
  await submit(baseURL!, '/api/public/newsletter', { email: `news-${run}@example.com`, source_page: 'footer' })
})

test('the screen shows the counts, the list and an enquiry in full; Mark Read updates it in place', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin/enquiries-manager')
  await expect(page.getByRole('heading', { level: 1, name: 'Form Enquiries' })).toBeVisible()
  const table = page.getByRole('table', { name: 'Enquiries' })
  const row = table.getByRole('row').filter({ hasText: `Ada Rider ${run}` })
  await expect(row).toContainText('Unread')
  await expect(page.getByRole('button', { name: /Unread enquiries: show only these/ })).toBeVisible()
  const exportLink = page.getByRole('link', { name: /Export CSV/ })
  await expect(exportLink).toHaveAttribute('href', '/api/cms/enquiries/export.csv')

  // The search goes to the server and the export follows it.
  await page.getByLabel('Search enquiries by name, e-mail, subject or message').fill(`ada-${run}`)
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(exportLink).toHaveAttribute('href', `/api/cms/enquiries/export.csv?search=ada-${run}`)

  await row.getByRole('button', { name: `View enquiry from Ada Rider ${run}` }).click()
  const detail = page.getByRole('dialog')
  await expect(detail.getByText('Could we talk about a pilot?')).toBeVisible()
  await expect(detail.getByRole('link', { name: `ada-${run}@example.com` })).toHaveAttribute('href', `mailto:ada-${run}@example.com`)
  await detail.getByRole('button', { name: 'Mark Read' }).click()
  await expect(detail.getByRole('button', { name: 'Mark Read' })).toHaveCount(0)
  await expect(detail.getByRole('button', { name: 'Mark Replied' })).toBeFocused()
  await expect(detail.locator('.enquiry-status')).toHaveText('Read')
  await detail.getByRole('button', { name: 'Close' }).click()
  await expect(row).toContainText('Read')
})

test('at 1280×800 every column and the open action fit; a row opens its enquiry by click and by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page)
  await page.goto('/admin/enquiries')
  const table = page.getByRole('table', { name: 'Enquiries' })
  await expect(table).toBeVisible()
  const viewport = page.viewportSize()!
  for (const header of ['From', 'Subject', 'Type', 'Status', 'Received', 'Actions']) {
    const box = (await table.getByRole('columnheader', { name: header }).boundingBox())!
    expect(box.x + box.width, `${header} ends inside the viewport`).toBeLessThanOrEqual(viewport.width)
  }
  const frame = (await page.getByRole('region', { name: 'Enquiries' }).first().boundingBox())!
  const tableBox = (await table.boundingBox())!
  expect(tableBox.width, 'the table fits its card: nothing to scroll sideways').toBeLessThanOrEqual(frame.width + 1)
  const row = table.getByRole('row').filter({ hasText: `Ada Rider ${run}` })
  const view = (await row.getByRole('button', { name: `View enquiry from Ada Rider ${run}` }).boundingBox())!
  expect(view.x + view.width).toBeLessThanOrEqual(viewport.width)
  await expect(row.getByText('Could we talk about a pilot?', { exact: false })).toHaveCSS('text-overflow', 'ellipsis')

  // A click anywhere on the row (here on its Received date) opens the enquiry.
  const rowBox = (await row.boundingBox())!
  const date = (await row.locator('time').boundingBox())!
  await row.click({ position: { x: date.x - rowBox.x + 4, y: date.y - rowBox.y + 4 } })
  const detail = page.getByRole('dialog')
  await expect(detail.getByText('Could we talk about a pilot?')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(detail).toBeHidden()

  // The row's open button takes focus with Tab; Enter and Space open the enquiry.
  const open = row.getByRole('button', { name: `Ada Rider ${run}`, exact: true })
  await open.focus()
  await page.keyboard.press('Enter')
  await expect(detail.getByText('Could we talk about a pilot?')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(open).toBeFocused()
  await page.keyboard.press('Space')
  await expect(detail.getByText('Could we talk about a pilot?')).toBeVisible()
})

test('a viewer is told why Form Enquiries is closed: no list, no export, no personal-data tool (issue 16)', async ({ page }) => {
  await signIn(page, VIEWER)
  const refused: string[] = []
  page.on('response', (r) => {
    if (r.status() === 403) refused.push(r.url())
  })
  await page.goto('/admin/enquiries')
  await expect(page.getByRole('heading', { name: 'Form Enquiries' })).toBeVisible()
  await expect(page.getByText('reading and exporting them needs the editor, admin or super admin role', { exact: false })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Enquiries' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /Export CSV/ })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Personal data' })).toHaveCount(0)
  expect(refused, 'the screen asks for nothing it would be refused').toEqual([])
})

for (const scheme of ['light', 'dark'] as const) {
  test(`axe: list, detail, outbox and personal data, ${scheme} theme`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: scheme })
    const page = await context.newPage()
    await signIn(page)
    await page.goto('/admin/enquiries')
    await expect(page.getByRole('table', { name: 'Enquiries' })).toBeVisible()
    expect(await serious(page, [], { colorsOnly: scheme === 'dark' }), 'list').toEqual([])
    const unsent = page.getByRole('button', { name: 'Show unsent mails' })
    if (await unsent.count()) {
      await unsent.click()
      await expect(page.getByRole('button', { name: 'Hide unsent mails' })).toBeVisible()
      expect(await serious(page, [], { colorsOnly: scheme === 'dark' }), 'outbox').toEqual([])
    }
    await page.getByRole('table', { name: 'Enquiries' }).getByRole('button', { name: /^View enquiry/ }).first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await serious(page, [], { colorsOnly: scheme === 'dark' }), 'detail').toEqual([])
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Personal data' }).click()
    const tool = page.getByRole('dialog', { name: 'Personal data' })
    await tool.getByLabel('E-mail address').fill(`news-${run}@example.com`)
    await tool.getByRole('button', { name: 'Look up' }).click()
    await expect(tool.getByText(/^Stored: /)).toBeVisible()
    expect(await serious(page, [], { colorsOnly: scheme === 'dark' }), 'personal data').toEqual([])
    await context.close()
  })
}

test('the Dashboard counts the unread enquiries and opens Form Enquiries showing only those', async ({ page }) => {
  await signIn(page)
  const attention = page.getByRole('region', { name: 'Needs attention' })
  const link = attention.getByRole('link', { name: /unread enquir.*Read them in Form Enquiries/ })
  await expect(link).toBeVisible()
  await link.click()
  await expect(page).toHaveURL(/\/admin\/enquiries\?status=unread$/)
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('unread')
  const rows = page.getByRole('table', { name: 'Enquiries' }).getByRole('row')
  await expect(rows.nth(1)).toContainText('Unread')
  for (const text of await rows.allInnerTexts()) expect(text).not.toMatch(/\b(Read|Replied|Archived)\s*$/m)
})
