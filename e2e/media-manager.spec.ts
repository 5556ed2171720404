/**
 * Issue 8 journeys of the Media Manager (/admin/media): an editor uploads a media-kit file (or gives
 * its address), edits and deletes the item; writes, publishes, edits and deletes a press highlight
 * with the rich-text editor; forms close only after the server accepted them; deletes ask the
 * spec's questions; a viewer only reads; unsaved forms survive a reload (kept in the browser, as the
 * blog and vlog forms are); axe finds nothing serious in either theme. Screenshots of
 * both tabs and both forms: e2e/screenshots.shots.ts.
 */
import { type Page } from '@playwright/test'
import { test, expect } from './test.ts'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createStaff, setProtection, signIn, staffApi } from './api.ts'
import { serious, recordDialogs } from './page-checks.ts'

const run = Date.now().toString(36)
const EDITOR = { email: `media-editor-${run}@yerth.com`, password: 'editor-pass-1', name: 'Mira Media' }
const VIEWER = { email: `media-viewer-${run}@yerth.com`, password: 'viewer-pass-1', name: 'Vera Viewer' }

/** A small real PDF (the server checks the bytes, not the name). */
function pdfFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'yerth-e2e-media-'))
  const file = join(dir, `press-kit-${run}.pdf`)
  const body = `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`
  writeFileSync(file, body)
  return file
}

test.beforeAll(async ({ baseURL }) => {
  await setProtection(baseURL!, false)
  const owner = await staffApi(baseURL!)
  await createStaff(owner, [[EDITOR, 'editor'], [VIEWER, 'viewer']])
  await owner.dispose()
})

/** Save keeps the form open on the saved item (issue 16): closing it is its own action. */
async function closeSavedForm(page: Page) {
  const saved = page.getByRole('dialog', { name: /^Edit / })
  await expect(saved).toBeVisible()
  await saved.getByRole('button', { name: 'Close', exact: true }).last().click()
  await expect(saved).toBeHidden()
}

test('media kit: upload a file, edit and delete the item; the form stays open until the server accepts it', async ({ page, baseURL }) => {
  const dialogs = recordDialogs(page, { messageOnly: true })
  await signIn(page, EDITOR)
  await page.goto('/admin/media-manager')
  await expect(page.getByRole('heading', { level: 1, name: 'Media Manager' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Media Kit' })).toHaveAttribute('aria-selected', 'true')

  await page.getByRole('button', { name: 'Add Media Kit Item' }).first().click()
  const form = page.getByRole('dialog', { name: 'Add Media Kit Item' })
  await form.getByRole('button', { name: 'Add Item' }).click()
  await expect(form.locator('.save-error')).toHaveText('Please fill in all required fields (Title, File Type, File URL)')
  await expect(form).toBeVisible()

  const title = `Press kit ${run}`
  await form.getByLabel('Title', { exact: true }).fill(title)
  await form.getByLabel('File URL').fill('not an address')
  await form.getByLabel('File type').selectOption('ZIP')
  await form.getByRole('button', { name: 'Add Item' }).click()
  await expect(form.getByText(/^Enter a valid file address/).first()).toBeVisible() // at the field (and in the banner when nothing else is missing)
  await expect(form).toBeVisible()

  // The upload fills the address, the type and the size.
  await form.getByLabel('File URL').fill('')
  await form.locator('input[type=file]').setInputFiles(pdfFile())
  await expect(form.getByLabel('File URL')).toHaveValue(/^\/media\/files\/[0-9a-f]+\.pdf$/)
  await expect(form.getByLabel('File type')).toHaveValue('PDF')
  await expect(form.getByLabel('File size')).not.toHaveValue('')
  await expect(form.getByText(`press-kit-${run}.pdf`, { exact: true })).toBeVisible()
  await form.getByLabel('Item count').fill('3 files')
  await form.getByLabel('Description').fill('Logos, photos and the fact sheet.')
  await form.getByRole('button', { name: 'Add Item' }).click()
  await expect(form).toBeHidden()
  await closeSavedForm(page)
  await expect(page.getByText(`“${title}” added to the media kit.`)).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row).toContainText('PDF')
  await expect(row).toContainText('3 files')

  // A visitor's download is counted, and the count shows in the list.
  const api = await staffApi(baseURL!, EDITOR.email, EDITOR.password)
  const listed = await (await api.get(`/api/cms/media-kit?search=${encodeURIComponent(title)}`)).json()
  expect(listed.items).toHaveLength(1)
  const fileUrl: string = listed.items[0].file_url
  expect((await api.post(`/api/public/media-kit/${listed.items[0].id}/download`)).status()).toBe(200)
  expect((await api.get(fileUrl)).status()).toBe(200)
  await api.dispose()
  await page.reload()
  await expect(page.getByRole('row').filter({ hasText: title }).locator('td[data-label="Downloads"]')).toHaveText('1')

  // Edit: a refused save keeps the form; a good one closes it.
  await page.getByRole('button', { name: `Edit ${title}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Media Kit Item' })
  await expect(edit.getByLabel('Title', { exact: true })).toHaveValue(title)
  const renamed = `${title} (2026)`
  await edit.getByLabel('Title', { exact: true }).fill(renamed)
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await closeSavedForm(page)
  await expect(edit).toBeHidden()
  await expect(page.getByText(`“${renamed}” saved.`)).toBeVisible()

  // Search on the server.
  await page.getByLabel('Search media kit items by title or description').fill(`nothing-like-this-${run}`)
  await expect(page.getByText(`No media kit items match “nothing-like-this-${run}”.`)).toBeVisible()
  await page.getByLabel('Search media kit items by title or description').fill(run)
  await expect(page.getByRole('row').filter({ hasText: renamed })).toBeVisible()

  dialogs.length = 0
  await page.getByRole('button', { name: `Delete ${renamed}` }).click()
  await page.getByRole('dialog', { name: 'Are you sure you want to delete this media kit item?' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText(`Media kit item “${renamed}” deleted.`)).toBeVisible()
  expect(dialogs, 'asked in the console, not by the browser').toEqual([])
  await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(0)
})

test('media kit form: the required-fields banner goes once an upload fills the fields; a refused file is said once', async ({ page }) => {
  const dialogs = recordDialogs(page, { messageOnly: true })
  await signIn(page, EDITOR)
  await page.goto('/admin/media-manager')
  await page.getByRole('button', { name: 'Add Media Kit Item' }).first().click()
  const form = page.getByRole('dialog', { name: 'Add Media Kit Item' })
  await form.getByLabel('Title', { exact: true }).fill(`Banner check ${run}`)
  await form.getByRole('button', { name: 'Add Item' }).click()
  const banner = form.locator('.save-error')
  await expect(banner).toHaveText('Please fill in all required fields (Title, File Type, File URL)')
  expect(dialogs, 'said in the form, not in a browser alert').toEqual([])

  // A file of a type the kit does not take: refused in the browser, said once (not again in a live region).
  const dir = mkdtempSync(join(tmpdir(), 'yerth-e2e-media-'))
  const notes = join(dir, 'notes.txt')
  writeFileSync(notes, 'plain words')
  await form.locator('input[type=file]').setInputFiles(notes)
  await expect(form.getByRole('alert').filter({ hasText: 'The file must be a ZIP, PDF, PNG, JPG or DOC file' })).toBeVisible()
  await expect(form.getByText('The file must be a ZIP, PDF, PNG, JPG or DOC file')).toHaveCount(1)
  // A file whose bytes are not what its name says: refused by the server, said once too.
  const fake = join(dir, 'fake.pdf')
  writeFileSync(fake, Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(64)]))
  await form.locator('input[type=file]').setInputFiles(fake)
  const refusal = form.locator('.upload-error')
  await expect(refusal).toContainText("The file's contents do not match its name")
  const said = (await refusal.textContent())!.trim()
  await expect(form.getByText(said, { exact: true })).toHaveCount(1)
  await expect(banner).toBeVisible()

  // The upload fills the file address and type: nothing required is missing, so the banner goes.
  await form.locator('input[type=file]').setInputFiles(pdfFile())
  await expect(form.getByLabel('File type')).toHaveValue('PDF')
  await expect(banner).toHaveCount(0)
  await expect(form.locator('.upload-error')).toHaveCount(0)

  // With a field still missing the banner stays.
  await form.getByRole('button', { name: 'Remove the file' }).click()
  await form.getByLabel('Title', { exact: true }).fill('')
  await form.getByRole('button', { name: 'Add Item' }).click()
  await expect(banner).toBeVisible()
  await form.locator('input[type=file]').setInputFiles(pdfFile())
  await expect(form.getByLabel('File type')).toHaveValue('PDF')
  await expect(banner).toBeVisible()
  await form.getByLabel('Title', { exact: true }).fill('Filled at last')
  await expect(banner).toHaveCount(0)
})

test('press highlights: the Scheduled filter lists published highlights with a date still ahead', async ({ page, baseURL }) => {
  const api = await staffApi(baseURL!, EDITOR.email, EDITOR.password)
  const later = new Date(Date.now() + 5 * 86_400_000).toISOString()
  const made: number[] = []
  for (const [title, extra] of [
    [`Scheduled story ${run}`, { status: 'published', publish_date: later }],
    [`Live story ${run}`, { status: 'published' }],
    [`Draft story ${run}`, { status: 'draft' }],
  ] as const) {
    const res = await api.post('/api/cms/press-highlights', { data: { title, content: '<p>Story.</p>', ...extra } })
    expect(res.status(), await res.text()).toBe(201)
    made.push((await res.json()).highlight.id)
  }
  await signIn(page, EDITOR)
  await page.goto('/admin/media?tab=press')
  await page.getByLabel('Search press highlights by title').fill(run)
  const rows = page.getByRole('row').filter({ hasText: `story ${run}` })
  await expect(rows).toHaveCount(3)
  await page.getByLabel('Status').selectOption('scheduled')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(`Scheduled story ${run}`)
  await expect(rows.first().getByText('Scheduled', { exact: true })).toBeVisible()
  await page.getByLabel('Status').selectOption('published')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(`Live story ${run}`)
  // What the screenshots these replaced were for: the scheduled story, its badge and nothing else, on a
  // desktop and on a phone, with nothing pushed past the screen's right edge.
  await page.getByLabel('Status').selectOption('scheduled')
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText(`Scheduled story ${run}`)
    await expect(rows.first().getByText('Scheduled', { exact: true })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0)
  }
  for (const id of made) await api.delete(`/api/cms/press-highlights/${id}`)
  await api.dispose()
})

test('press highlights: write, publish, edit and delete; a taken slug is said on the slug field', async ({ page, baseURL }) => {
  const dialogs = recordDialogs(page, { messageOnly: true })
  const api = await staffApi(baseURL!, EDITOR.email, EDITOR.password)
  const taken = await api.post('/api/cms/press-highlights', { data: { title: 'Slug holder', slug: `taken-${run}`, content: '<p>Holds the slug.</p>' } })
  expect(taken.status(), await taken.text()).toBe(201)

  await signIn(page, EDITOR)
  await page.goto('/admin/media')
  await page.getByRole('tab', { name: 'Press Highlights' }).click()
  await expect(page).toHaveURL(/\/admin\/media\?tab=press$/)
  await page.getByRole('button', { name: 'Add Press Highlight' }).first().click()
  const form = page.getByRole('dialog', { name: 'Add Press Highlight' })
  await form.getByRole('button', { name: 'Add Highlight' }).click()
  await expect(form.locator('.save-error')).toHaveText('Please fill in all required fields (Title, Content)')

  const title = `Yerth in the Financial Daily ${run}`
  await form.getByLabel('Title', { exact: true }).fill(title)
  await expect(form.getByLabel('Slug')).toHaveValue(new RegExp(`^yerth-in-the-financial-daily-${run}$`))
  await form.getByRole('textbox', { name: 'Content' }).click()
  await page.keyboard.type('A feature on quiet electric mobility.')
  await form.getByLabel('External URL').fill('ftp://example.com/article')
  await form.getByRole('button', { name: 'Add Highlight' }).click()
  await expect(form.getByText(/^Enter a valid web address/).first()).toBeVisible() // at the field
  await expect(form).toBeVisible()
  await form.getByLabel('External URL').fill('https://news.example.com/yerth-feature')

  // The server refuses a slug another highlight has: the form stays open and says so on the field.
  await form.getByLabel('Slug').fill(`taken-${run}`)
  await form.getByRole('button', { name: 'Add Highlight' }).click()
  await expect(form.getByText('Another press highlight already uses this slug. Choose another.').first()).toBeVisible()
  await expect(form).toBeVisible()
  await form.getByRole('button', { name: 'Use the title' }).click()

  await form.getByRole('radio', { name: 'Published' }).check()
  await form.getByRole('button', { name: 'Add Highlight' }).click()
  await expect(form).toBeHidden()
  await closeSavedForm(page)
  await expect(page.getByText(`“${title}” added and published.`)).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row.getByText('Published', { exact: true })).toBeVisible()
  await expect(row).toContainText('news.example.com')

  await page.getByLabel('Status').selectOption('draft')
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0)
  await page.getByLabel('Status').selectOption('all')

  await page.getByRole('button', { name: `Edit ${title}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Press Highlight' })
  await expect(edit.getByRole('textbox', { name: 'Content' })).toContainText('A feature on quiet electric mobility.')
  await edit.getByRole('radio', { name: 'Draft' }).check()
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await closeSavedForm(page)
  await expect(edit).toBeHidden()
  await expect(page.getByText(`“${title}” saved as a draft.`)).toBeVisible()

  dialogs.length = 0
  await page.getByRole('button', { name: `Delete ${title}` }).click()
  await page.getByRole('dialog', { name: 'Are you sure you want to delete this press highlight?' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText(`Press highlight “${title}” deleted.`)).toBeVisible()
  expect(dialogs, 'asked in the console, not by the browser').toEqual([])
  await api.delete(`/api/cms/press-highlights/${(await taken.json()).highlight.id}`)
  await api.dispose()
})

test('a reload keeps an unsaved press highlight and an unsaved media kit item: Restore brings each back', async ({ page }) => {
  await signIn(page, EDITOR)
  await page.goto('/admin/media?tab=press')
  await page.getByRole('button', { name: 'Add Press Highlight' }).first().click()
  const form = page.getByRole('dialog', { name: 'Add Press Highlight' })
  const title = `Kept through a reload ${run}`
  await form.getByLabel('Title', { exact: true }).fill(title)
  await form.getByRole('textbox', { name: 'Content' }).click()
  await page.keyboard.type(`Quiet power, written ${run}.`)
  const kept = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('yerth-admin-draft:')).length)
  await expect.poll(kept, { message: 'a copy is written as the person types' }).toBe(1)

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Unsaved changes kept in this browser' })).toBeVisible()
  await page.getByRole('button', { name: 'Add Press Highlight' }).first().click()
  const prompt = page.getByRole('dialog', { name: 'Restore unsaved changes?' })
  await expect(prompt).toContainText('Your changes to a new press highlight were not saved, but this browser kept a copy.')
  await prompt.getByRole('button', { name: 'Restore' }).click()
  const restored = page.getByRole('dialog', { name: 'Add Press Highlight' })
  await expect(restored.getByLabel('Title', { exact: true })).toHaveValue(title)
  await expect(restored.getByRole('textbox', { name: 'Content' })).toContainText(`Quiet power, written ${run}.`)

  await page.goto('/admin/media')
  await page.getByRole('button', { name: 'Add Media Kit Item' }).first().click()
  await page.getByRole('dialog', { name: 'Add Media Kit Item' }).getByLabel('Title', { exact: true }).fill(`Brand book ${run}`)
  await expect.poll(kept).toBe(2)
  await page.reload()
  await page.getByRole('button', { name: 'Add Media Kit Item' }).first().click()
  const kitPrompt = page.getByRole('dialog', { name: 'Restore unsaved changes?' })
  await expect(kitPrompt).toContainText('Your changes to a new media kit item were not saved, but this browser kept a copy.')
  await kitPrompt.getByRole('button', { name: 'Restore' }).click()
  await expect(page.getByRole('dialog', { name: 'Add Media Kit Item' }).getByLabel('Title', { exact: true })).toHaveValue(`Brand book ${run}`)
})

test('closing a form with changes asks first; the viewer reads without controls', async ({ page, browser }) => {
  const dialogs: string[] = []
  page.on('dialog', async (d) => {
    dialogs.push(d.message())
    await d.dismiss()
  })
  await signIn(page, EDITOR)
  await page.goto('/admin/media')
  await page.getByRole('button', { name: 'Add Media Kit Item' }).first().click()
  const form = page.getByRole('dialog', { name: 'Add Media Kit Item' })
  await form.getByLabel('Title', { exact: true }).fill('Half done')
  await form.getByRole('button', { name: 'Close', exact: true }).last().click()
  await page.getByRole('dialog', { name: 'Discard your unsaved changes?' }).getByRole('button', { name: 'Keep editing' }).click()
  expect(dialogs).toEqual([])
  await expect(form).toBeVisible()

  const viewerContext = await browser.newContext()
  const viewer = await viewerContext.newPage()
  await signIn(viewer, VIEWER)
  await viewer.goto('/admin/media')
  await expect(viewer.getByText('View only.')).toBeVisible()
  await expect(viewer.getByRole('button', { name: 'Add Media Kit Item' })).toHaveCount(0)
  await viewer.getByRole('tab', { name: 'Press Highlights' }).click()
  await expect(viewer.getByRole('button', { name: 'Add Press Highlight' })).toHaveCount(0)
  await viewerContext.close()
})

for (const scheme of ['light', 'dark'] as const) {
  test(`axe: both tabs and both forms, ${scheme} theme`, async ({ browser, baseURL }) => {
    // Four screens checked by axe in a context of its own.
    test.slow()
    const api = await staffApi(baseURL!, EDITOR.email, EDITOR.password)
    await api.post('/api/cms/media-kit', { data: { title: `Axe kit ${scheme} ${run}`, file_type: 'ZIP', file_url: 'https://cdn.example.com/kit.zip', file_size: '12 MB' } })
    await api.dispose()
    const context = await browser.newContext({ colorScheme: scheme })
    const page = await context.newPage()
    recordDialogs(page, { messageOnly: true })
    await signIn(page, EDITOR)
    await page.goto('/admin/media')
    await expect(page.getByRole('table', { name: 'Media kit items' })).toBeVisible()
    expect(await serious(page), 'media kit tab').toEqual([])
    await page.getByRole('button', { name: 'Add Media Kit Item' }).first().click()
    await expect(page.getByRole('dialog', { name: 'Add Media Kit Item' })).toBeVisible()
    expect(await serious(page), 'media kit form').toEqual([])
    await page.getByRole('dialog', { name: 'Add Media Kit Item' }).getByRole('button', { name: 'Close', exact: true }).last().click()
    await page.getByRole('tab', { name: 'Press Highlights' }).click()
    await expect(page.getByRole('tabpanel', { name: 'Press Highlights' })).toBeVisible()
    expect(await serious(page), 'press tab').toEqual([])
    await page.getByRole('button', { name: 'Add Press Highlight' }).first().click()
    await expect(page.getByRole('dialog', { name: 'Add Press Highlight' }).getByRole('textbox', { name: 'Content' })).toBeVisible()
    expect(await serious(page), 'press form').toEqual([])
    await context.close()
  })
}

