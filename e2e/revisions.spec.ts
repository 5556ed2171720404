/**
 * Revisions, conflicts and the Trash in the console (issue 18). An editor changes a post twice, opens
 * History, sees the diff of the first version against the post now, restores it, and the public page
 * shows it again. A save based on an old version (someone else saved meanwhile, as a second session)
 * shows the conflict dialog with what differs, and "Keep mine" saves. A deleted post is in the Trash,
 * and Restore brings it back; several come back at once with "Restore selected", and a viewer is
 * told why there is nothing to press. A page's History does not call its unchanged name and address "Empty",
 * and restoring a version from when it was hidden keeps it live unless the editor asks (issue 29).
 */
import type { APIRequestContext, Page } from '@playwright/test'
import type { CmsBlog } from '../shared/api/journal.ts'
import { createStaff, setProtection, signIn, staffApi } from './api.ts'
import { shoot } from './shots.ts'
import { expect, test } from './test.ts'

const run = Date.now().toString(36)
const EDITOR = { email: `revisions-editor-${run}@yerth.com`, password: 'editor-pass-1', name: 'Rita Revisions' }
const VIEWER = { email: `revisions-viewer-${run}@yerth.com`, password: 'viewer-pass-1', name: 'Vic Viewer' }
const CATEGORY = `History ${run}`

let owner: APIRequestContext

test.beforeAll(async ({ baseURL }) => {
  await setProtection(baseURL!, false)
  owner = await staffApi(baseURL!)
  await createStaff(owner, [[EDITOR, 'editor'], [VIEWER, 'viewer']])
  expect((await owner.post('/api/cms/blog-categories', { data: { name: CATEGORY } })).status()).toBe(201)
})

test.afterAll(async () => owner?.dispose())

async function createPost(title: string, content: string): Promise<CmsBlog> {
  const res = await owner.post('/api/cms/blogs', { data: { title, category: CATEGORY, content, status: 'published' } })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { blog: CmsBlog }).blog
}

async function openPost(page: Page, title: string) {
  await page.goto('/admin/blogs')
  await page.getByRole('searchbox').fill(title)
  await page.getByRole('button', { name: `Edit ${title}` }).click()
  const form = page.getByRole('dialog', { name: 'Edit Blog Post' })
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue(title)
  return form
}

/** The line beside the form's buttons: "Saved today at …", "Unsaved changes", "Restored the version of …". */
const saveState = (form: ReturnType<Page['getByRole']>) => form.locator('.form-save-state')

async function retitle(page: Page, form: ReturnType<Page['getByRole']>, title: string) {
  await form.getByLabel('Title', { exact: true }).fill(title)
  await form.getByRole('button', { name: 'Save Changes' }).click()
  await expect(saveState(form)).toHaveText(/^Saved /)
}

test('an editor changes a post twice, sees the first version in History, restores it, and the public page shows it', async ({ page }) => {
  const first = `Quiet power ${run}`
  const post = await createPost(first, '<p>Range anxiety fades on the forest loop.</p>')
  await signIn(page, EDITOR)
  const form = await openPost(page, first)
  await retitle(page, form, `Loud power ${run}`)
  await form.getByRole('textbox', { name: 'Content' }).click()
  await page.keyboard.press('End')
  await page.keyboard.type(' Forty kilometres on one charge.')
  await retitle(page, form, `Louder power ${run}`)

  await form.getByRole('button', { name: 'History' }).click()
  const history = page.getByRole('dialog', { name: /^History of/ })
  const versions = history.getByRole('navigation', { name: 'Versions' }).getByRole('listitem')
  await expect(versions).toHaveCount(3)
  await expect(versions.first()).toContainText(EDITOR.name)
  await expect(versions.first()).toContainText('Current')
  await versions.last().getByRole('button').click()

  const title = history.getByRole('region', { name: 'Title', exact: true })
  await expect(title.locator('del')).toHaveText('Quiet')
  await expect(title.locator('ins')).toHaveText('Louder')
  const content = history.getByRole('region', { name: 'Content' })
  await expect(content.locator('ins')).toContainText('Forty kilometres on one charge.')

  await history.getByRole('button', { name: 'Restore this version' }).click()
  const confirm = page.getByRole('dialog', { name: /^Restore the version of/ })
  await confirm.getByRole('button', { name: 'Restore this version' }).click()
  await expect(history).toBeHidden()
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue(first)
  await expect(saveState(form)).toContainText('Restored the version of')

  // The restore is a new version on top, so it can be undone too.
  await form.getByRole('button', { name: 'History' }).click()
  await expect(versions).toHaveCount(4)
  await expect(versions.first()).toContainText('Restored the version of')
  await history.getByRole('button', { name: 'Close' }).last().click()

  const site = await page.context().newPage()
  await site.goto(`/journal/blogs/${post.slug}`)
  await expect(site.getByRole('heading', { level: 1 })).toHaveText(first)
  await expect(site.getByText('Forty kilometres on one charge.')).toHaveCount(0)
  await site.close()
})

test('a save over someone else’s newer save shows what changed, and “Keep mine” saves', async ({ page }) => {
  const title = `Two editors ${run}`
  const post = await createPost(title, '<p>Both of us open this post.</p>')
  await signIn(page, EDITOR)
  const form = await openPost(page, title)

  // A second session saves first.
  const res = await owner.put(`/api/cms/blogs/${post.id}`, { data: { title: `${title} (theirs)`, slug: post.slug, category: CATEGORY, content: '<p>Both of us open this post. They added this.</p>', status: 'published' } })
  expect(res.status(), await res.text()).toBe(200)

  await form.getByLabel('Title', { exact: true }).fill(`${title} (mine)`)
  await form.getByRole('button', { name: 'Save Changes' }).click()
  const conflict = page.getByRole('dialog', { name: 'Someone else saved this while you were editing' })
  await expect(conflict).toBeVisible()
  await expect(conflict.getByRole('region', { name: 'Title', exact: true }).locator('del')).toContainText('theirs')
  await expect(conflict.getByRole('region', { name: 'Title', exact: true }).locator('ins')).toContainText('mine')
  await expect(conflict.getByRole('region', { name: 'Content' }).locator('del')).toContainText('They added this.')

  await conflict.getByRole('button', { name: 'Keep mine' }).click()
  await expect(conflict).toBeHidden()
  await expect(saveState(form)).toHaveText(/^Saved /)
  const saved = ((await (await owner.get(`/api/cms/blogs/${post.id}`)).json()) as { blog: CmsBlog }).blog
  expect(saved.title).toBe(`${title} (mine)`)
})

test('a deleted post waits in the Trash, and Restore brings it back', async ({ page }) => {
  const title = `Binned ${run}`
  const post = await createPost(title, '<p>Back soon.</p>')
  expect((await owner.delete(`/api/cms/blogs/${post.id}`)).ok()).toBe(true)
  expect((await owner.get(`/api/cms/blogs/${post.id}`)).status()).toBe(404)

  await signIn(page, EDITOR)
  await page.goto('/admin/dashboard')
  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Trash' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible()
  await page.getByRole('searchbox').fill(title)
  const row = page.getByRole('table', { name: 'Trash' }).getByRole('row').filter({ hasText: title })
  await expect(row).toContainText('Blog post')
  await row.getByRole('button', { name: `Restore ${title}` }).click()
  await expect(page.getByRole('status').filter({ hasText: `“${title}” is back in the Blog Manager.` })).toBeVisible()
  await expect(row).toHaveCount(0)
  expect((await owner.get(`/api/cms/blogs/${post.id}`)).status()).toBe(200)
})

test('a page’s History: name and address are not “Empty”, and a restore keeps the page live unless asked (issue 29)', async ({ page }) => {
  test.slow()
  const name = `Spring launch ${run}`
  const slug = `spring-launch-${run}`
  const created = await owner.post('/api/cms/pages', { data: { page_name: name, slug, content_json: '[]', meta_title: '', meta_description: '', is_published: false } })
  expect(created.status(), await created.text()).toBe(201)
  const { id } = ((await created.json()) as { page: { id: number } }).page
  const block = { id: 'b1', type: 'text', title: `Live now ${run}`, content: 'Come and ride.', visible: true }
  const live = await owner.put(`/api/cms/pages/${id}`, { data: { content_json: JSON.stringify([block]), meta_title: '', meta_description: '', is_published: true } })
  expect(live.status(), await live.text()).toBe(200)

  await signIn(page, EDITOR)
  await page.goto(`/admin/pages?page=${slug}`)
  const editor = page.getByRole('form', { name, exact: true })
  await editor.getByRole('button', { name: 'History' }).click()
  const history = page.getByRole('dialog', { name: /^History of/ })
  const versions = history.getByRole('navigation', { name: 'Versions' }).getByRole('listitem')
  await expect(versions).toHaveCount(2)
  await versions.last().getByRole('button').click()
  await expect(history.getByRole('region', { name: 'Published' })).toContainText('Hidden from visitors')
  await expect(history.getByRole('region', { name: 'Sections' })).toContainText('Added')
  await expect(history.getByRole('region', { name: 'Page name' })).toHaveCount(0)
  await expect(history.getByRole('region', { name: 'Slug' })).toHaveCount(0)
  await expect(history.locator('.diff-empty')).toHaveCount(0)
  await shoot(page, 'history-page-diff')

  await history.getByRole('button', { name: 'Restore this version' }).click()
  const confirm = page.getByRole('dialog', { name: /^Restore the version of/ })
  const keep = confirm.getByRole('radio', { name: 'Keep it as it is now: Published' })
  await expect(keep).toBeChecked()
  await expect(confirm.getByRole('radio', { name: 'Also restore its state then: Hidden from visitors' })).not.toBeChecked()
  await shoot(page, 'history-restore-question')
  await confirm.getByRole('button', { name: 'Restore this version' }).click()
  await expect(history).toBeHidden()
  await expect(editor.getByRole('switch', { name: 'Published' })).toBeChecked()
  const now = ((await (await owner.get('/api/cms/pages')).json()) as { pages: Array<{ id: number; is_published: boolean; content_json: string }> }).pages.find((p) => p.id === id)!
  expect([now.is_published, now.content_json]).toEqual([true, '[]'])
  const site = await page.context().newPage()
  expect((await site.goto(`/${slug}`))?.status(), 'the page is still on the site').toBe(200)
  await site.close()
})

test('several deleted posts come back at once with “Restore selected”; a viewer is told why they cannot (issue 29)', async ({ page, browser }) => {
  test.slow()
  const titles = [`Binned pair one ${run}`, `Binned pair two ${run}`]
  const posts = [await createPost(titles[0], '<p>One.</p>'), await createPost(titles[1], '<p>Two.</p>')]
  for (const post of posts) expect((await owner.delete(`/api/cms/blogs/${post.id}`)).ok()).toBe(true)

  await signIn(page, EDITOR)
  await page.goto('/admin/trash')
  await page.getByRole('searchbox').fill(`Binned pair`)
  const table = page.getByRole('table', { name: 'Trash' })
  await expect(table.getByRole('row').filter({ hasText: 'Binned pair' })).toHaveCount(2)
  for (const title of titles) await table.getByRole('checkbox', { name: `Select ${title}` }).check()
  const bar = page.getByRole('toolbar', { name: 'Bulk actions on the selected deleted items' })
  await expect(bar).toContainText('2 selected')
  await shoot(page, 'trash-selected')
  await bar.getByRole('button', { name: 'Restore selected' }).click()
  await expect(page.getByRole('status').filter({ hasText: '2 deleted items restored.' })).toBeVisible()
  await expect(table.getByRole('row').filter({ hasText: 'Binned pair' })).toHaveCount(0)
  for (const post of posts) expect((await owner.get(`/api/cms/blogs/${post.id}`)).status()).toBe(200)

  // A viewer: no checkboxes, no buttons, and why in words.
  expect((await owner.delete(`/api/cms/blogs/${posts[0].id}`)).ok()).toBe(true)
  const context = await browser.newContext()
  const viewer = await context.newPage()
  await signIn(viewer, VIEWER)
  await viewer.goto('/admin/trash')
  await expect(viewer.getByRole('note')).toContainText('You are signed in as a Viewer, a role that can look at the Trash but not change it: restoring items and deleting them for good need the Editor role or above')
  await viewer.getByRole('searchbox').fill(titles[0])
  await expect(viewer.getByRole('table', { name: 'Trash' }).getByRole('row').filter({ hasText: titles[0] })).toHaveCount(1)
  await expect(viewer.getByRole('checkbox')).toHaveCount(0)
  await expect(viewer.getByRole('button', { name: /Restore|forever/ })).toHaveCount(0)
  await shoot(viewer, 'trash-viewer')
  await context.close()
})
