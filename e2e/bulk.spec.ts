/**
 * Issue 18 "Bulk actions": an editor selects posts in the Blog Manager and publishes them with one
 * action, and they are published on the site; a refused bulk action changes nothing and names the
 * post that stopped it; a bulk delete asks first, naming the count; Form Enquiries are marked read
 * together; viewers get no checkboxes. Uses newsletter sign-ups for enquiries (the contact form's
 * per-IP budget is shared by every journey of a run).
 */
import { request, type Page } from '@playwright/test'
import { test, expect } from './test.ts'
import { setProtection, signIn, staffApi } from './api.ts'

const run = Date.now().toString(36)
const EDITOR = { email: `bulk-editor-${run}@yerth.com`, password: 'editor-pass-1', name: 'Bea Bulk' }
const VIEWER = { email: `bulk-viewer-${run}@yerth.com`, password: 'viewer-pass-1', name: 'Val Viewer' }
const CATEGORY = `Bulk ${run}`
const TITLES = [`Bulk one ${run}`, `Bulk two ${run}`, `Bulk three ${run}`]
const slugOf = (title: string) => title.toLowerCase().replace(/\s+/g, '-')

test.beforeAll(async ({ baseURL }) => {
  await setProtection(baseURL!, false)
  const owner = await staffApi(baseURL!)
  for (const [who, role] of [[EDITOR, 'editor'], [VIEWER, 'viewer']] as const) {
    expect((await owner.post('/api/cms/admins', { data: { ...who, role } })).status()).toBe(201)
  }
  expect((await owner.post('/api/cms/blog-categories', { data: { name: CATEGORY } })).status()).toBe(201)
  for (const title of TITLES) {
    const res = await owner.post('/api/cms/blogs', { data: { title, category: CATEGORY, content: `<p>${title} body.</p>` } })
    expect(res.status(), await res.text()).toBe(201)
  }
  await owner.dispose()
})

/**
 * Types a search and waits for the list the server answers for it: rows picked before that answer
 * would be dropped from the selection when it arrives (the list shows only what it answered).
 */
async function searchFor(page: Page, text: string) {
  const answered = page.waitForResponse((r) => r.url().includes('/api/cms/') && new URL(r.url()).searchParams.get('search') === text)
  await page.getByLabel('Search by title').fill(text)
  await answered
}

test('select posts, publish them in one action, and they are on the site', async ({ page, baseURL }) => {
  await signIn(page, EDITOR)
  await page.goto('/admin/blogs')
  await searchFor(page, `Bulk one ${run}`)
  const table = page.getByRole('table', { name: 'Blog posts' })
  await expect(table.getByRole('row')).toHaveCount(2)
  await searchFor(page, run)
  await expect(table.getByRole('row')).toHaveCount(4)

  // Before anything is selected there is no bar; one checkbox by keyboard brings it.
  const bar = page.getByRole('toolbar', { name: 'Bulk actions on the selected blog posts' })
  await expect(bar).toHaveCount(0)
  await table.getByRole('checkbox', { name: `Select ${TITLES[0]}` }).focus()
  await page.keyboard.press('Space')
  await expect(bar).toContainText('1 selected')
  // The header's box takes the whole page.
  await table.getByRole('checkbox', { name: 'Select all on this page' }).check()
  await expect(bar).toContainText('3 selected')
  for (const title of TITLES) await expect(table.getByRole('checkbox', { name: `Select ${title}` })).toBeChecked()

  await bar.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: '3 blog posts published.' })).toBeVisible()
  await expect(bar).toHaveCount(0)
  for (const title of TITLES) {
    await expect(table.getByRole('row').filter({ hasText: title })).toContainText('Published')
    await expect(table.getByRole('checkbox', { name: `Select ${title}` })).not.toBeChecked()
  }

  const visitor = await request.newContext({ baseURL })
  for (const title of TITLES) {
    const res = await visitor.get(`/journal/blogs/${slugOf(title)}`)
    expect(res.status(), title).toBe(200)
    expect(await res.text()).toContain(title)
  }
  await visitor.dispose()
  await page.goto(`/journal/blogs/${slugOf(TITLES[1])}`)
  await expect(page.getByRole('heading', { level: 1, name: TITLES[1] })).toBeVisible()
})

test('a refused bulk action changes nothing and names the post; delete asks, naming the count', async ({ page, baseURL }) => {
  const owner = await staffApi(baseURL!)
  const titles = [`Keep ${run}`, `Vanish ${run}`]
  const ids: number[] = []
  for (const title of titles) {
    const res = await owner.post('/api/cms/blogs', { data: { title, category: CATEGORY, content: '<p>Soon.</p>' } })
    ids.push((await res.json()).blog.id)
  }
  await signIn(page, EDITOR)
  await page.goto('/admin/blogs')
  await searchFor(page, `${run}`)
  const table = page.getByRole('table', { name: 'Blog posts' })
  for (const title of titles) await table.getByRole('checkbox', { name: `Select ${title}` }).check()
  const bar = page.getByRole('toolbar', { name: 'Bulk actions on the selected blog posts' })
  await expect(bar).toContainText('2 selected')

  // Someone deletes one of them meanwhile.
  expect((await owner.delete(`/api/cms/blogs/${ids[1]}`)).ok()).toBe(true)
  await bar.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByRole('status')).toContainText(`Nothing was changed: 1 of the 2 blog posts could not be published. “${titles[1]}”: Blog not found.`)
  await expect(table.getByRole('row').filter({ hasText: titles[0] })).toContainText('Draft')
  await expect(table.getByRole('row').filter({ hasText: titles[1] })).toHaveCount(0)
  await expect(bar).toContainText('1 selected')

  await bar.getByRole('button', { name: 'Delete' }).click()
  const ask = page.getByRole('dialog', { name: 'Delete this blog post?' })
  await expect(ask).toContainText('It goes to the Trash, where it can be restored for 30 days.')
  await ask.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('status').filter({ hasText: '1 blog post moved to the Trash.' })).toBeVisible()
  await expect(table.getByRole('row').filter({ hasText: titles[0] })).toHaveCount(0)
  const trash = await (await owner.get('/api/cms/trash?type=blogs')).json()
  expect(trash.items.map((i: { item_id: number }) => i.item_id)).toEqual(expect.arrayContaining(ids))
  await owner.dispose()
})

test('move posts to a category with the picker', async ({ page, baseURL }) => {
  const owner = await staffApi(baseURL!)
  const target = `Moved ${run}`
  expect((await owner.post('/api/cms/blog-categories', { data: { name: target } })).status()).toBe(201)
  await owner.dispose()
  await signIn(page, EDITOR)
  await page.goto('/admin/blogs')
  await searchFor(page, `Bulk t`)
  const table = page.getByRole('table', { name: 'Blog posts' })
  await expect(table.getByRole('row')).toHaveCount(3)
  await table.getByRole('checkbox', { name: 'Select all on this page' }).check()
  await page.getByRole('toolbar', { name: /Bulk actions/ }).getByRole('button', { name: 'Move to category…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Move to category' })
  await dialog.getByLabel('Category').selectOption(target)
  await dialog.getByRole('button', { name: 'Move 2 blog posts' }).click()
  await expect(page.getByRole('status').filter({ hasText: `2 blog posts moved to “${target}”.` })).toBeVisible()
  for (const title of [TITLES[1], TITLES[2]]) await expect(table.getByRole('row').filter({ hasText: title })).toContainText(target)
})

test('enquiries are marked read together; viewers see no checkboxes', async ({ page, baseURL, browser }) => {
  const emails = [`bulk-a-${run}@example.com`, `bulk-b-${run}@example.com`]
  const visitor = await request.newContext({ baseURL })
  for (const email of emails) {
    const res = await visitor.post('/api/public/newsletter', { data: { email, source_page: 'footer' } })
    expect(res.status(), await res.text()).toBeLessThan(300)
  }
  await visitor.dispose()

  await signIn(page, EDITOR)
  await page.goto('/admin/enquiries')
  await page.getByLabel('Search enquiries by name, e-mail, subject or message').fill(`bulk-`)
  const table = page.getByRole('table', { name: 'Enquiries' })
  await expect(table.getByRole('row')).toHaveCount(3)
  for (const email of emails) await expect(table.getByRole('row').filter({ hasText: email })).toContainText('Unread')
  await table.getByRole('checkbox', { name: 'Select all on this page' }).check()
  const bar = page.getByRole('toolbar', { name: 'Bulk actions on the selected enquiries' })
  await expect(bar).toContainText('2 selected')
  await bar.getByRole('button', { name: 'Mark read' }).click()
  await expect(page.getByRole('status').filter({ hasText: '2 enquiries marked as read.' })).toBeVisible()
  for (const email of emails) await expect(table.getByRole('row').filter({ hasText: email })).toContainText('Read')
  await expect(table.getByRole('row').filter({ hasText: 'Unread' })).toHaveCount(0)

  // A viewer reads the Blog Manager without checkboxes or a bar.
  const context = await browser.newContext()
  const viewerPage = await context.newPage()
  await signIn(viewerPage, VIEWER)
  await viewerPage.goto('/admin/blogs')
  await expect(viewerPage.getByRole('table', { name: 'Blog posts' })).toBeVisible()
  await expect(viewerPage.getByRole('checkbox')).toHaveCount(0)
  await context.close()
})
