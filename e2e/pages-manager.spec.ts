/**
 * Issue 7 journeys, Website Pages Manager (admin-area §2, §4, §8): an editor selects Home, retitles
 * the hero, hides a section and moves another, sees it in the live preview, saves ("Page saved
 * successfully!") and a visitor's / shows it; a refused save shows the server's reason and is never
 * called saved; switching pages with unsaved changes asks first and the changes come back; a viewer
 * looks but cannot edit. Screenshots: e2e/screenshots.shots.ts.
 */
import { type Locator, type Page } from '@playwright/test'
import { test, expect } from './test.ts'
import type { Page as CmsPage } from '../shared/api/pages.ts'
import { DEFAULT_SECTIONS } from '../shared/pages/defaults/index.ts'
import { defaultMetaTitle, MANAGED_PAGES } from '../shared/pages/managed.ts'
import { endSessionOf, setProtection, signIn, staffApi } from './api.ts'
import { serious, recordDialogs } from './page-checks.ts'

const run = Date.now().toString(36)
const EDITOR = { email: `pages-editor-${run}@yerth.com`, password: 'editor-pass-1', name: 'Pia Pages' }
const VIEWER = { email: `pages-viewer-${run}@yerth.com`, password: 'viewer-pass-1', name: 'Vera Viewer' }
const SAVED = 'Page saved successfully!'
const LEAVE_QUESTION = 'You have unsaved changes. Leave this page without saving them?'

// Wide enough for the live preview beside the sections (narrower windows show it behind a Sections / Preview switch).
test.use({ viewport: { width: 1440, height: 900 } })

/** Puts the pages these journeys change back to their default sections and SEO fields (before: a known start; after: for the journeys that follow). */
async function resetPages(baseURL: string) {
  const owner = await staffApi(baseURL)
  const listed = await owner.get('/api/cms/pages')
  expect(listed.ok(), await listed.text()).toBe(true)
  const { pages } = (await listed.json()) as { pages: CmsPage[] }
  for (const managed of MANAGED_PAGES.filter((m) => ['home', 'about', 'contact'].includes(m.key))) {
    const stored = pages.find((p) => p.page_name === managed.name)
    if (!stored) continue
    const res = await owner.put(`/api/cms/pages/${stored.id}`, {
      data: { content_json: JSON.stringify(DEFAULT_SECTIONS[managed.key]), meta_title: defaultMetaTitle(managed.name), meta_description: '', meta_keywords: '', canonical_url: '' },
    })
    expect(res.ok(), await res.text()).toBe(true)
  }
  await owner.dispose()
}

test.beforeAll(async ({ baseURL }) => {
  await setProtection(baseURL!, false)
  const owner = await staffApi(baseURL!)
  for (const [who, role] of [[EDITOR, 'editor'], [VIEWER, 'viewer']] as const) {
    const res = await owner.post('/api/cms/admins', { data: { ...who, role } })
    expect(res.status(), await res.text()).toBe(201)
  }
  await owner.dispose()
  // The console creates any missing managed page on load; the journeys then start from the defaults.
  await resetPages(baseURL!)
})

test.afterAll(async ({ baseURL }) => resetPages(baseURL!))

const pageList = (page: Page) => page.getByRole('navigation', { name: 'Pages', exact: true })
const editorOf = (page: Page, name: string) => page.getByRole('form', { name, exact: true })
const sectionCard = (editor: Locator, id: string) => editor.locator(`[data-section-id="${id}"]`)

/** Opens a section's fields (its header button) unless they are open already. */
async function openSection(card: Locator) {
  const toggle = card.locator('.section-card-toggle')
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  return card
}

/** The ids of the sections the document draws, in order (the public site marks each with data-section). */
const drawnOrder = (root: Locator) => root.locator('[data-section]').evaluateAll((els) => els.map((el) => el.getAttribute('data-section')))

test('an editor retitles, hides and moves sections with a live preview; visitors see the saved page', async ({ page, browser }) => {
  test.slow()
  recordDialogs(page)
  await signIn(page, EDITOR)
  await page.goto('/admin/pages')
  await expect(page.getByRole('heading', { name: 'Select a Page to Edit' })).toBeVisible()
  const list = pageList(page)
  await expect(list.getByRole('link')).toHaveCount(7)
  for (const name of ['Home', 'About Us', 'Yerth Journal', 'HyperBuilt', 'Media', 'Careers', 'Contact Us']) await expect(list.getByRole('link', { name: new RegExp(name) })).toBeVisible()
  await expect(list.getByRole('link', { name: /Home/ })).toContainText('Published')

  await list.getByRole('link', { name: /Home/ }).click()
  await expect(page).toHaveURL(/\/admin\/pages\?page=home$/)
  const editor = editorOf(page, 'Home')
  await expect(editor.getByRole('button', { name: 'Add Section' }).first()).toBeVisible()
  await expect(editor.getByRole('button', { name: 'SEO Settings' })).toBeVisible()
  const preview = page.frameLocator('iframe[title^="Live preview of Home"]')
  await expect(preview.locator('[data-section="hero"]')).toBeVisible()
  const before = await drawnOrder(preview.locator('body'))
  expect(before.slice(0, 5)).toEqual(['hero', 'nature-carousel', 'hypermobility-statement', 'discover-future', 'early-access'])

  // The hero's headline is its banner title.
  const headline = `Quiet power for every street ${run}`
  const hero = await openSection(sectionCard(editor, 'hero'))
  await hero.getByLabel('Banner title').fill(headline)
  await expect(page.getByText('Unsaved changes').first()).toBeVisible()

  // Hide the statement; move the early-access band above discover-future (focus stays on the moved card).
  const statement = sectionCard(editor, 'hypermobility-statement')
  await statement.getByRole('button', { name: /^Hide / }).click()
  await expect(statement).toHaveClass(/is-hidden/)
  await expect(statement.getByRole('button', { name: /^Show / })).toBeVisible()
  const early = sectionCard(editor, 'early-access')
  await early.getByRole('button', { name: /^Move .* up$/ }).click()
  await expect(early.getByRole('button', { name: /^Move .* up$/ })).toBeFocused()
  await expect(editor.locator('.section-card').nth(3)).toHaveAttribute('data-section-id', 'early-access')

  // The preview follows the unsaved page.
  await expect(preview.locator('[data-section="hero"]')).toContainText(headline)
  await expect(preview.locator('[data-section="hypermobility-statement"]')).toHaveCount(0)
  await expect.poll(async () => (await drawnOrder(preview.locator('body'))).slice(0, 4)).toEqual(['hero', 'nature-carousel', 'early-access', 'discover-future'])

  // Nothing reaches visitors before Save Changes.
  const visitor = await browser.newPage()
  await visitor.goto('/')
  await expect(visitor.locator('h1')).not.toContainText(headline)
  await expect(visitor.locator('[data-section="hypermobility-statement"]')).toHaveCount(1)

  await editor.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible()
  await expect(editor.getByRole('status').filter({ hasText: SAVED })).toBeVisible()
  await expect(page.getByText('Unsaved changes')).toHaveCount(0)

  await visitor.goto('/')
  await expect(visitor.locator('h1')).toContainText(headline)
  await expect(visitor.locator('[data-section="hypermobility-statement"]')).toHaveCount(0)
  expect((await drawnOrder(visitor.locator('body'))).slice(0, 4)).toEqual(['hero', 'nature-carousel', 'early-access', 'discover-future'])
  await visitor.close()

  // After a reload the saved page is what the editor shows, with no copy to restore.
  await page.reload()
  await expect(sectionCard(editorOf(page, 'Home'), 'hypermobility-statement')).toHaveClass(/is-hidden/)
  await expect(page.getByRole('dialog', { name: 'Restore unsaved changes?' })).toHaveCount(0)

  // Both themes pass axe; the preview follows the console's theme.
  await openSection(sectionCard(editorOf(page, 'Home'), 'hero'))
  await expect(page.locator('.live-preview-state')).toHaveText('Up to date')
  expect(await serious(page, ['iframe']), 'axe on the pages manager (light)').toEqual([])
  await page.getByRole('button', { name: 'Switch to dark theme' }).click()
  await expect(page.frameLocator('iframe[title^="Live preview of Home"]').locator('html')).toHaveClass(/dark/)
  await expect(page.locator('.live-preview-state')).toHaveText('Up to date')
  expect(await serious(page, ['iframe']), 'axe on the pages manager (dark)').toEqual([])
})

test('a refused save shows the server’s reason and is not called saved', async ({ page }) => {
  const dialogs = recordDialogs(page)
  await signIn(page, EDITOR)
  await page.goto('/admin/pages?page=contact')
  const editor = editorOf(page, 'Contact Us')
  await editor.getByRole('button', { name: 'Add Section' }).first().click()
  const added = editor.locator('.section-card').last()
  await expect(added.getByLabel('Title', { exact: true })).toBeFocused()
  await expect(added.getByLabel('Title', { exact: true })).toHaveValue('New Section')
  await expect(added.getByLabel('Content', { exact: true })).toHaveValue('Enter content here...')
  await added.getByLabel('Type', { exact: true }).selectOption('button')
  await added.getByLabel('Button text').fill('Write to us')
  await added.getByLabel('Button link').fill('javascript:alert(1)')
  await page.keyboard.press('Control+s')
  // Issue 16: said at the field in a person's words, the field focused; no alert, no validator text.
  const link = added.getByLabel('Button link')
  await expect(added.getByText('Enter a page of this site such as /contact, a full address starting with https://, a #section or a mailto: address.')).toBeVisible()
  await expect(link).toHaveAttribute('aria-invalid', 'true')
  await expect(link).toBeFocused()
  await expect(editor.getByRole('status').filter({ hasText: /^Not saved: check section \d+ \(“New Section”\)\.$/ })).toBeVisible()
  await expect(editor).not.toContainText('metadata.link')
  expect(dialogs).toEqual([])
  await expect(page.getByText('Unsaved changes').first()).toBeVisible()

  // Fixed, the same changes save.
  await added.getByLabel('Button link').fill('/contact')
  await editor.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible()
})

test('switching pages with unsaved changes asks first, and the changes can be restored', async ({ page }) => {
  recordDialogs(page)
  await signIn(page, EDITOR)
  await page.goto('/admin/pages?page=about')
  const about = editorOf(page, 'About Us')
  const first = about.locator('.section-card').first()
  await openSection(first)
  const title = first.getByLabel('Section name', { exact: true })
  const changed = `Born for the long road ${run}`
  await title.fill(changed)

  // Declined: still on About Us, nothing lost (the console's own question, issue 16).
  await pageList(page).getByRole('link', { name: /Careers/ }).click()
  await page.getByRole('dialog', { name: LEAVE_QUESTION }).getByRole('button', { name: 'Stay on this page' }).click()
  await expect(page).toHaveURL(/page=about$/)
  await expect(title).toHaveValue(changed)
  await expect(pageList(page).getByRole('link', { name: /About Us/ })).toContainText('unsaved changes')

  // Accepted: Careers opens; About Us keeps a copy in this browser and offers it back.
  await pageList(page).getByRole('link', { name: /Careers/ }).click()
  await page.getByRole('dialog', { name: LEAVE_QUESTION }).getByRole('button', { name: 'Leave without saving' }).click()
  await expect(editorOf(page, 'Careers')).toBeVisible()
  await pageList(page).getByRole('link', { name: /About Us/ }).click()
  const restore = page.getByRole('dialog', { name: 'Restore unsaved changes?' })
  await expect(restore).toBeVisible()
  await restore.getByRole('button', { name: 'Restore' }).click()
  const again = editorOf(page, 'About Us').locator('.section-card').first()
  await openSection(again)
  await expect(again.getByLabel('Section name', { exact: true })).toHaveValue(changed)

  // SEO Settings: its Save only closes it; the values go with Save Changes.
  await editorOf(page, 'About Us').getByRole('button', { name: 'SEO Settings' }).click()
  const seo = page.getByRole('dialog', { name: 'SEO Settings' })
  const description = 'Yerth builds electric vehicles that sense, adapt and flow like the living world: the people, values and partners behind Hypermobility, in one place.'
  await seo.getByLabel('Meta description').fill(description)
  await expect(seo.getByText(`${description.length} / 160`)).toBeVisible()
  await seo.getByLabel('Canonical URL').fill('not a url')
  await seo.getByRole('button', { name: 'Save' }).click()
  await expect(seo.getByText(/Enter a full address/)).toBeVisible()
  await seo.getByLabel('Canonical URL').fill('')
  await seo.getByRole('button', { name: 'Save' }).click()
  await expect(seo).toBeHidden()
  await page.keyboard.press('Control+s')
  await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible()
  await page.goto('/about')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description)
})

test('a session that ends while editing is renewed in place and the page saves intact', async ({ page, baseURL }) => {
  recordDialogs(page)
  await signIn(page, EDITOR)
  await page.goto('/admin/pages?page=contact')
  const editor = editorOf(page, 'Contact Us')
  const first = await openSection(editor.locator('.section-card').first())
  const title = `Talk to the team ${run}`
  await first.getByLabel('Section name', { exact: true }).fill(title)
  await endSessionOf(page, baseURL!)
  await editor.getByRole('button', { name: 'Save Changes' }).click()
  const reauth = page.getByRole('dialog', { name: 'Your session has ended' })
  await expect(reauth).toBeVisible()
  await expect(first.getByLabel('Section name', { exact: true })).toHaveValue(title)
  await reauth.getByLabel('Password', { exact: true }).fill(EDITOR.password)
  await reauth.getByRole('button', { name: 'Sign in again' }).click()
  await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/pages\?page=contact$/)
  await page.reload()
  await expect(editorOf(page, 'Contact Us').locator('.section-card').first()).toContainText(title)
})

test('a viewer can look at the pages but not change them', async ({ page }) => {
  await signIn(page, VIEWER)
  await page.goto('/admin/pages-manager?page=home')
  await expect(page.getByText('View only.')).toBeVisible()
  const editor = editorOf(page, 'Home')
  await expect(editor).toBeVisible()
  await expect(editor.getByRole('button', { name: 'Save Changes' })).toHaveCount(0)
  await expect(editor.getByRole('button', { name: 'Add Section' })).toHaveCount(0)
  await expect(editor.getByRole('button', { name: /^Hide / })).toHaveCount(0)
  const hero = await openSection(sectionCard(editor, 'hero'))
  await expect(hero.getByLabel('Section name', { exact: true })).toHaveAttribute('readonly', '')
  await expect(hero.getByLabel('Type', { exact: true })).toBeDisabled()
  await editor.getByRole('button', { name: 'SEO Settings' }).click()
  await expect(page.getByRole('dialog', { name: 'SEO Settings' }).getByLabel('Meta title')).toBeDisabled()
})
