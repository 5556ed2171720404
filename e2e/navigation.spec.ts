/**
 * The Navigation screen (issue 31): an editor puts a new page under the Journal dropdown, publishes
 * the menu, and visitors open the page from the header at 1280 px and 390 px; unpublished, the page
 * leaves the public header and the editor sees the item flagged. A javascript: link is refused at
 * its field. axe holds on the screen and on the menus.
 */
import { test, expect } from './test.ts'
import { DEFAULT_NAVIGATION } from '../shared/navigation.ts'
import { createStaff, setProtection, signIn, staffApi } from './api.ts'
import { serious } from './page-checks.ts'

const run = Date.now().toString(36)
const EDITOR = { email: `nav-editor-${run}@yerth.com`, password: 'editor-pass-1', name: 'Nia Navigation' }
const SLUG = `spring-launch-${run}`

test.use({ viewport: { width: 1280, height: 900 } })

test.beforeAll(async ({ baseURL }) => {
  await setProtection(baseURL!, false)
  const owner = await staffApi(baseURL!)
  await createStaff(owner, [[EDITOR, 'editor']])
  const made = await owner.post('/api/cms/pages', {
    data: { page_name: `Spring Launch ${run}`, slug: SLUG, content_json: JSON.stringify([{ id: 'main', type: 'text', title: 'Spring Launch', content: 'Ride into spring.', visible: true }]), is_published: true },
  })
  expect(made.ok(), await made.text()).toBe(true)
  await owner.dispose()
})

test.afterAll(async ({ baseURL }) => {
  // The menus go back to the starting navigation for the other journeys of this worker.
  const owner = await staffApi(baseURL!)
  const state = await (await owner.get('/api/cms/navigation')).json()
  await owner.post('/api/cms/navigation/publish', { data: { draft: DEFAULT_NAVIGATION, version: state.version } })
  await owner.dispose()
})

test('an editor adds a page under a dropdown and publishes; visitors open it from the menu; unpublished, it leaves the header', async ({ page, browser }) => {
  test.slow()
  await signIn(page, EDITOR)
  await page.goto('/admin/navigation')
  const form = page.getByRole('form', { name: 'Navigation' })
  await expect(form.getByRole('heading', { name: 'Header menu' })).toBeVisible()
  expect(await serious(page, ['iframe']), 'axe on Navigation (the preview is the public page, checked on its own below)').toEqual([])

  await form.getByRole('button', { name: 'Add menu item' }).click()
  const header = form.locator('section', { has: page.getByRole('heading', { name: 'Header menu' }) })
  const added = header.locator('.navigation-top > .navigation-item').last()
  await added.getByLabel('Label').fill('Spring Launch')
  const link = added.getByLabel('Links to')
  await link.fill('javascript:alert(1)')
  await form.getByRole('button', { name: 'Publish' }).click()
  await expect(added.getByText('Link to a page of this site, such as /about, or a full web address starting with https://.')).toBeVisible()
  await link.fill(`/${SLUG}`)
  // Up beside Journal by keyboard (the handle's arrow keys), then under it.
  for (let i = 0; i < 4; i++) {
    await form.getByRole('button', { name: 'Reorder Spring Launch' }).focus()
    await page.keyboard.press('ArrowUp')
  }
  const moved = header.locator('.navigation-top > .navigation-item').nth(3)
  await expect(moved.getByLabel('Label')).toHaveValue('Spring Launch')
  await moved.getByRole('button', { name: 'Put Spring Launch under the item above' }).click()
  const journal = header.locator('.navigation-top > .navigation-item').nth(2)
  await expect(journal.locator('.navigation-sublist > .navigation-item').last().getByLabel('Label')).toHaveValue('Spring Launch')
  // The live preview draws the draft in the real frame before anything is published.
  const preview = page.frameLocator('iframe[title^="Live preview of Home"]')
  await expect(preview.locator(`.desktop-nav a[href="/${SLUG}"]`)).toHaveCount(1)
  await form.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Navigation published' })).toBeVisible()

  // A visitor at 1280 px: the Journal dropdown holds it, and it opens the page.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const visitor = await desk.newPage()
  await visitor.goto('/')
  const nav = visitor.getByRole('navigation', { name: 'Main', exact: true })
  // A mouse over Journal opens its dropdown (Header.tsx).
  await nav.getByRole('link', { name: 'Journal', exact: true }).hover()
  await nav.getByRole('link', { name: 'Spring Launch' }).click()
  await expect(visitor).toHaveURL(new RegExp(`/${SLUG}$`))
  await expect(visitor.getByRole('heading', { name: 'Spring Launch', level: 1 })).toBeVisible()
  expect(await serious(visitor), 'axe on the page with its menus').toEqual([])
  await desk.close()

  // At 390 px: the mobile menu's Journal group.
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await phone.goto('/')
  await phone.getByRole('button', { name: 'Open menu' }).click()
  const mobile = phone.getByRole('navigation', { name: 'Main menu' })
  await mobile.getByRole('button', { name: 'Expand Journal' }).click()
  await expect(mobile.getByRole('link', { name: 'Spring Launch' })).toBeVisible()
  await mobile.getByRole('link', { name: 'Spring Launch' }).click()
  await expect(phone).toHaveURL(new RegExp(`/${SLUG}$`))
  await phone.close()

  // Unpublished in the Pages Manager: it asks first, naming the menu item.
  await page.goto(`/admin/pages?page=${SLUG}`)
  const editor = page.getByRole('form', { name: `Spring Launch ${run}`, exact: true })
  await editor.getByRole('switch', { name: 'Published' }).click()
  const ask = page.getByRole('dialog', { name: `Hide “Spring Launch ${run}” from visitors?` })
  await expect(ask).toContainText('“Spring Launch” (header menu)')
  await ask.getByRole('button', { name: 'Hide the page' }).click()
  await editor.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Page saved successfully!' })).toBeVisible()
  const later = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await later.goto('/')
  await expect(later.getByRole('navigation', { name: 'Main', exact: true }).locator(`a[href="/${SLUG}"]`)).toHaveCount(0)
  await later.close()
  await page.goto('/admin/navigation')
  await expect(form.getByText('Hidden from visitors: nothing is published at this address').first()).toBeVisible()
})
