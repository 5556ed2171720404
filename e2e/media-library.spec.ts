/**
 * The media library (issue 18): an image uploaded for one blog post, with its alt text, is picked
 * from the library into a page's image block in the Pages Manager (the block's description fills
 * with the alt text), saved, and shown on the public page with that alt text. The Media Manager's
 * Library tab lists it as used in the post and the page, and refuses its delete naming them before
 * any question (issue 29); the alt text's words say a change reaches the next pick only.
 */
import sharp from 'sharp'
import { test, expect } from './test.ts'
import { createStaff, setProtection, signIn, staffApi } from './api.ts'
import { recordDialogs, serious } from './page-checks.ts'
import { shoot } from './shots.ts'

const run = Date.now().toString(36)
const EDITOR = { email: `library-editor-${run}@yerth.com`, password: 'editor-pass-1', name: 'Lina Library' }
const ALT = `A Yerth prototype at dawn on the coast road ${run}`
const POST = `Dawn rides ${run}`
const PAGE = `Coast ${run}`
const SLUG = `coast-${run}`

let imageUrl = ''

test.beforeAll(async ({ baseURL }) => {
  await setProtection(baseURL!, false)
  const owner = await staffApi(baseURL!)
  await createStaff(owner, [[EDITOR, 'editor']])
  await owner.dispose()

  // The editor uploads a picture for a post, with its alt text, and publishes the post.
  const editor = await staffApi(baseURL!, EDITOR.email, EDITOR.password)
  const png = await sharp({ create: { width: 1200, height: 750, channels: 3, background: '#3d6b4f' } }).png().toBuffer()
  const upload = await editor.post('/api/upload-image', { data: { image: `data:image/png;base64,${png.toString('base64')}`, filename: `dawn-${run}.png`, alt: ALT } })
  expect(upload.status(), await upload.text()).toBe(200)
  imageUrl = (await upload.json()).url
  const category = `Rides ${run}`
  expect((await editor.post('/api/cms/blog-categories', { data: { name: category } })).status()).toBe(201)
  const post = await editor.post('/api/cms/blogs', { data: { title: POST, category, content: '<p>Out before sunrise.</p>', featured_image: imageUrl, status: 'published' } })
  expect(post.status(), await post.text()).toBe(201)
  // A page of its own to place the picture on.
  const page = await editor.post('/api/cms/pages', {
    data: { page_name: PAGE, slug: SLUG, content_json: JSON.stringify([{ id: 'intro', type: 'text', title: `Along the coast ${run}`, content: 'Salt air.', visible: true }]), is_published: true },
  })
  expect(page.status(), await page.text()).toBe(201)
  await editor.dispose()
})

test('an image uploaded for a post is picked from the library into a page block and shows with its alt text', async ({ page, browser }) => {
  test.slow()
  recordDialogs(page)
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page, EDITOR)
  await page.goto(`/admin/pages?page=${SLUG}`)
  const editor = page.getByRole('form', { name: PAGE, exact: true })
  await expect(editor.locator('.section-card')).toHaveCount(1)

  // An Image block from the block picker.
  await editor.getByRole('button', { name: 'Add Section' }).first().click()
  const blocks = page.getByRole('dialog', { name: 'Add a section' })
  await blocks.getByRole('searchbox', { name: 'Search blocks' }).fill('Image')
  await blocks.getByRole('button', { name: 'Image', exact: true }).click()
  await expect(blocks).toBeHidden()
  const card = editor.locator('.section-card').last()
  await expect(card).toHaveAttribute('data-block-type', 'image')
  const toggle = card.locator('.section-card-toggle')
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()

  // Choose from the library: found by its alt text, selected, used.
  await card.getByRole('button', { name: /^Library/ }).click()
  const picker = page.getByRole('dialog', { name: 'Choose an image' })
  await expect(picker).toBeVisible()
  await picker.getByRole('searchbox').fill(run)
  const option = picker.getByRole('button', { name: new RegExp(ALT) })
  await expect(option).toHaveCount(1)
  await option.click()
  await expect(option).toHaveAttribute('aria-pressed', 'true')
  expect(await serious(page, ['iframe']), 'the picker').toEqual([])
  await picker.getByRole('button', { name: 'Use this image' }).click()
  await expect(picker).toBeHidden()

  // The address and the block's description (its alt text) are filled from the library.
  await expect(card.getByLabel('Image', { exact: true })).toHaveValue(imageUrl)
  await expect(card.getByLabel('Description (alt text)', { exact: true })).toHaveValue(ALT)
  await editor.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Page saved successfully!' })).toBeVisible()

  // Visitors see the picture with its alt text.
  const visitor = await browser.newPage()
  expect((await visitor.goto(`/${SLUG}`))?.status()).toBe(200)
  const picture = visitor.getByRole('img', { name: ALT })
  await expect(picture).toBeVisible()
  await expect(picture).toHaveAttribute('src', imageUrl)
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200)
  await visitor.close()

  // The Library tab: the image, its alt text, size, uploader and where it is used.
  await page.goto('/admin/media?tab=library')
  await expect(page.getByRole('tab', { name: 'Library' })).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('searchbox', { name: /Search images/ }).fill(ALT)
  const item = page.locator('.library-item').filter({ hasText: ALT })
  await expect(item).toHaveCount(1)
  await expect(item).toContainText('1200 × 750')
  await expect(item).toContainText(EDITOR.name)
  await expect(item).toContainText('Used in 2 places')
  await expect(item.getByRole('link', { name: POST })).toBeVisible()
  await expect(item.getByRole('link', { name: PAGE })).toHaveAttribute('href', `/${SLUG}`)
  expect(await serious(page), 'the Library tab').toEqual([])

  // In use: refused at once, naming the post and the page, never asked "cannot be undone?" first (issue 29).
  await item.getByRole('button', { name: /^Delete/ }).click()
  const refusal = page.getByRole('status').filter({ hasText: 'cannot be deleted: it is used in' })
  await expect(refusal).toContainText(POST)
  await expect(refusal).toContainText(PAGE)
  await expect(item).toContainText('In use, so it cannot be deleted')
  await expect(page.getByRole('dialog', { name: /^Delete “/ })).toHaveCount(0)
  await expect(item).toBeVisible()
  await shoot(page, 'library-delete-refused')
})

test('the Library tab edits alt text in place and uploads with alt text', async ({ page }) => {
  recordDialogs(page)
  await signIn(page, EDITOR)
  await page.goto('/admin/media?tab=library')
  await page.getByRole('button', { name: 'Upload Image' }).click()
  const dialog = page.getByRole('dialog', { name: 'Upload an image' })
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#b5523b' } }).png().toBuffer()
  await dialog.locator('input[type="file"]').setInputFiles({ name: `kiln-${run}.png`, mimeType: 'image/png', buffer: png })
  await expect(dialog.getByLabel('Alt text')).toHaveAccessibleDescription(/changing it here later does not change the places already using it/)
  await shoot(page, 'library-upload-alt')
  await dialog.getByLabel('Alt text').fill(`A kiln-red panel ${run}`)
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: 'Image uploaded to the library.' })).toBeVisible()
  // Found by its file name; its alt text edited in place (Enter saves).
  await page.getByRole('searchbox', { name: /Search images/ }).fill(`kiln-${run}`)
  const item = page.locator('.library-item')
  await expect(item).toHaveCount(1)
  await expect(item).toContainText(`A kiln-red panel ${run}`)
  await expect(item).toContainText('640 × 480')
  await expect(item).toContainText('Not used anywhere')

  await item.getByRole('button', { name: /^Edit alt/ }).click()
  // What a change reaches, said where it is made (docs/decisions/0050-editor-fixes-issue-29.md: alt text is copied when picked).
  await expect(item.getByRole('textbox')).toHaveAccessibleDescription('Used the next time the image is picked. Places already using it keep their own description.')
  await item.getByRole('textbox').fill(`A brick-red panel ${run}`)
  await item.getByRole('textbox').press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Alt text saved.' })).toBeVisible()
  await expect(item).toContainText(`A brick-red panel ${run}`)
  await expect(item.getByRole('button', { name: /^Edit alt/ })).toBeFocused()
  const renamed = item

  // Unused: deleted after the question.
  await renamed.getByRole('button', { name: /^Delete/ }).click()
  await page.getByRole('dialog', { name: /^Delete “/ }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('status').filter({ hasText: `Deleted “A brick-red panel ${run}”.` })).toBeVisible()
  await expect(renamed).toHaveCount(0)
})
