/**
 * Issue 8: categories of the Blog and Vlog Managers can be renamed and deleted. Each category says
 * how many posts use it; renaming renames it in its posts; one in use is not deleted (the manager
 * says how many use it, without asking); an unused one is deleted after a confirmation.
 * Screenshots of the panel: e2e/screenshots.shots.ts.
 */
import { test, expect } from './test.ts'
import { setProtection, signIn, staffApi } from './api.ts'
import { serious } from './page-checks.ts'

const run = Date.now().toString(36)
const EDITOR = { email: `cat-editor-${run}@yerth.com`, password: 'editor-pass-1', name: 'Cato Editor' }
const USED = `Batteries ${run}`
const SPARE = `Spare ${run}`

test.beforeAll(async ({ baseURL }) => {
  await setProtection(baseURL!, false)
  const owner = await staffApi(baseURL!)
  expect((await owner.post('/api/cms/admins', { data: { ...EDITOR, role: 'editor' } })).status()).toBe(201)
  for (const name of [USED, SPARE]) expect((await owner.post('/api/cms/blog-categories', { data: { name } })).status()).toBe(201)
  for (const title of [`Cell chemistry ${run}`, `Charging at home ${run}`]) {
    const res = await owner.post('/api/cms/blogs', { data: { title, category: USED, content: '<p>Notes.</p>' } })
    expect(res.status(), await res.text()).toBe(201)
  }
  await owner.dispose()
})

test('blog categories: usage counts, rename follows into the posts, delete only when unused', async ({ page, baseURL }) => {
  const dialogs: string[] = []
  page.on('dialog', async (d) => {
    dialogs.push(d.message())
    await d.accept()
  })
  await signIn(page, EDITOR)
  await page.goto('/admin/blogs')
  const panel = page.getByRole('region', { name: /Blog categories/ })
  const used = panel.getByRole('listitem').filter({ hasText: USED })
  await expect(used).toContainText('used by 2 posts')
  await expect(panel.getByRole('listitem').filter({ hasText: SPARE })).toContainText('not used yet')

  // In use: not deleted, and the manager says why without asking.
  await panel.getByRole('button', { name: `Delete category ${USED}` }).click()
  await expect(page.getByText(`“${USED}” is used by 2 posts. Move them to another category before deleting it.`)).toBeVisible()
  expect(dialogs).toEqual([])

  // Rename: the dialog offers the current name; the posts follow.
  const renamed = `Cells and batteries ${run}`
  await panel.getByRole('button', { name: `Rename category ${USED}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Rename Category' })
  await expect(dialog.getByLabel('Category name')).toHaveValue(USED)
  await expect(dialog).toContainText('in the 2 posts that use it')
  await dialog.getByLabel('Category name').fill(SPARE.toUpperCase())
  await dialog.getByRole('button', { name: 'Save Name' }).click()
  await expect(dialog.getByText('A category with this name already exists')).toBeVisible()
  await dialog.getByLabel('Category name').fill(renamed)
  await dialog.getByRole('button', { name: 'Save Name' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(`Category “${USED}” renamed to “${renamed}”.`)).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: `Cell chemistry ${run}` })).toContainText(renamed)
  const api = await staffApi(baseURL!, EDITOR.email, EDITOR.password)
  const listed = await (await api.get(`/api/cms/blogs?search=${encodeURIComponent(`Charging at home ${run}`)}&limit=5&offset=0`)).json()
  expect(listed.blogs[0].category).toBe(renamed)
  await api.dispose()

  // Unused: deleted after the console's own question (no browser dialog).
  await panel.getByRole('button', { name: `Delete category ${SPARE}` }).click()
  const question = page.getByRole('dialog', { name: `Are you sure you want to delete the category “${SPARE}”?` })
  await question.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText(`Category “${SPARE}” deleted.`)).toBeVisible()
  expect(dialogs).toEqual([])
  await expect(panel.getByRole('listitem').filter({ hasText: SPARE })).toHaveCount(0)
  expect(await serious(page)).toEqual([])
})

test('vlog categories are managed the same way', async ({ page, baseURL }) => {
  page.on('dialog', (d) => void d.accept())
  const api = await staffApi(baseURL!, EDITOR.email, EDITOR.password)
  const name = `Road tests ${run}`
  expect((await api.post('/api/cms/vlog-categories', { data: { name } })).status()).toBe(201)
  await api.dispose()
  await signIn(page, EDITOR)
  await page.goto('/admin/vlogs')
  const panel = page.getByRole('region', { name: /Vlog categories/ })
  await panel.getByRole('button', { name: `Rename category ${name}` }).click()
  await page.getByRole('dialog', { name: 'Rename Category' }).getByLabel('Category name').fill(`${name} II`)
  await page.getByRole('dialog', { name: 'Rename Category' }).getByRole('button', { name: 'Save Name' }).click()
  await expect(panel.getByRole('listitem').filter({ hasText: `${name} II` })).toContainText('not used yet')
  await panel.getByRole('button', { name: `Delete category ${name} II` }).click()
  await page.getByRole('dialog', { name: /Are you sure you want to delete the category/ }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText(`Category “${name} II” deleted.`)).toBeVisible()
})

test('axe: the category panel in the dark theme', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' })
  const page = await context.newPage()
  await signIn(page, EDITOR)
  await page.goto('/admin/blogs')
  await expect(page.getByRole('region', { name: /Blog categories/ }).getByRole('listitem').first()).toBeVisible()
  expect(await serious(page)).toEqual([])
  await context.close()
})

