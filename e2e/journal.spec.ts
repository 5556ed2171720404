/**
 * Issue 3 journeys: an editor writes a post with the toolbar, uploads an image and publishes; a
 * visitor finds it by search and opens it; a scheduled post stays hidden; a viewer cannot edit.
 * Issue 16: a post body that starts at h3 reads as h2 under the title; a list page past the last one
 * is a 404 that says so and leads back to page 1; the sitemap is at /sitemap.xml.
 */
import { test, expect } from './test.ts'
import sharp from 'sharp'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createStaff, setProtection, signIn, staffApi } from './api.ts'
import { serious } from './page-checks.ts'

const run = Date.now().toString(36)
const EDITOR = { email: `editor-${run}@yerth.com`, password: 'editor-pass-1', name: 'Edda Editor' }
const VIEWER = { email: `viewer-${run}@yerth.com`, password: 'viewer-pass-1', name: 'Vic Viewer' }
const CATEGORY = `Riders ${run}`

test.beforeAll(async ({ baseURL }) => {
  await setProtection(baseURL!, false)
  const owner = await staffApi(baseURL!)
  await createStaff(owner, [[EDITOR, 'editor'], [VIEWER, 'viewer']])
  expect((await owner.post('/api/cms/blog-categories', { data: { name: CATEGORY } })).status()).toBe(201)
  await owner.dispose()
})


test('an editor writes, illustrates and publishes a post; a visitor finds it by search', async ({ page, browser }) => {
  const dialogs: string[] = []
  page.on('dialog', async (d) => {
    dialogs.push(d.message())
    await d.accept()
  })
  const dir = mkdtempSync(join(tmpdir(), 'yerth-e2e-'))
  const photo = join(dir, 'trail.png')
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2f8f46' } }).png().toFile(photo)

  await signIn(page, EDITOR)
  await page.goto('/admin/blogs')
  await page.getByRole('button', { name: 'New Blog Post' }).first().click()
  const form = page.getByRole('dialog', { name: 'New Blog Post' })
  const title = `Quiet power on forest trails ${run}`
  await form.getByLabel('Title', { exact: true }).fill(title)
  await form.getByLabel('Category', { exact: true }).selectOption(CATEGORY)

  const editor = form.getByRole('textbox', { name: 'Content' })
  await editor.click()
  await form.getByLabel('Block style').selectOption({ label: 'Heading 2' })
  await page.keyboard.type('Why silence matters')
  await page.keyboard.press('Enter')
  await form.getByRole('button', { name: 'Bold' }).click()
  await page.keyboard.type('Regenerative braking')
  await form.getByRole('button', { name: 'Bold' }).click()
  await page.keyboard.type(` keeps the ride whisper-quiet for marmot${run}.`)
  await page.keyboard.press('Enter')
  await form.getByRole('button', { name: 'Bulleted list' }).click()
  await page.keyboard.type('Low hum')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Soft tyres')
  await expect(form.getByText(/KB \/ 800KB max/)).toBeVisible()

  const upload = form.locator('.image-upload').filter({ hasText: 'Featured image' })
  await upload.locator('input[type=file]').setInputFiles(photo)
  await expect(form.getByText('Image uploaded successfully!').first()).toBeAttached()
  expect(dialogs, 'the console speaks inline, not in browser dialogs').toEqual([])
  await form.getByRole('radio', { name: 'Published' }).check()
  await form.getByRole('button', { name: 'Create Post' }).click()
  // Save keeps the editor open on the saved post (issue 16); closing is its own action.
  const saved = page.getByRole('dialog', { name: /^Edit / })
  await expect(saved).toBeVisible()
  await saved.getByRole('button', { name: 'Close', exact: true }).last().click() // the footer's Close (the header's × is the first)
  await expect(saved).toBeHidden()
  await expect(page.getByRole('table', { name: 'Blog posts' }).getByText(title)).toBeVisible()

  // A visitor (no session) searches the journal and opens the post.
  const visitor = await browser.newPage()
  await visitor.goto('/journal/blogs')
  await visitor.getByLabel('Search articles').fill(`marmot${run}`)
  await visitor.getByLabel('Search articles').press('Enter')
  await expect(visitor).toHaveURL(new RegExp(`search=marmot${run}`))
  await expect(visitor.getByText('1 article found')).toBeVisible()
  const card = visitor.getByRole('link', { name: new RegExp(title) }).first()
  await expect(card).toBeVisible()
  await card.click()
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(visitor).toHaveTitle(`${title} | Yerth`)
  const article = visitor.locator('#blog-content')
  await expect(article.locator('h2')).toHaveText('Why silence matters')
  await expect(article.locator('strong')).toHaveText('Regenerative braking')
  await expect(article.locator('ul li')).toHaveCount(2)
  const hero = visitor.locator('img[src^="/media/images/"]').first()
  await expect(hero).toBeVisible()
  expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await visitor.close()
})

test('a scheduled post stays hidden from visitors and shows as Scheduled in the console', async ({ page, baseURL, request }) => {
  const editorApi = await staffApi(baseURL!, EDITOR.email, EDITOR.password)
  const future = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString()
  const title = `Launch-day notes ${run}`
  const res = await editorApi.post('/api/cms/blogs', { data: { title, category: CATEGORY, content: `<p>Embargoed gazelle${run} details.</p>`, status: 'published', publish_date: future } })
  expect(res.status(), await res.text()).toBe(201)
  const { blog } = await res.json()
  await editorApi.dispose()

  const list = await request.get(`/api/public/blogs?search=gazelle${run}`)
  expect((await list.json()).total).toBe(0)
  expect((await request.get(`/api/public/blogs/${blog.slug}`)).status()).toBe(404)
  expect(await (await request.get('/journal/rss.xml')).text()).not.toContain(title)
  expect(await (await request.get('/api/public/sitemap.xml')).text()).not.toContain(blog.slug)
  const visitorPage = await request.get(`/journal/blogs/${blog.slug}`)
  expect(visitorPage.status()).toBe(404)

  await signIn(page, EDITOR)
  await page.goto('/admin/blogs')
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row.getByText('Scheduled')).toBeVisible()

  // Deleting asks the spec's question first and reports the outcome.
  const questions: string[] = []
  page.on('dialog', async (d) => {
    questions.push(d.message())
    await d.accept()
  })
  await row.getByRole('button', { name: `Delete ${title}` }).click()
  await page.getByRole('dialog', { name: 'Are you sure you want to delete this blog?' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText(`Blog post “${title}” deleted.`)).toBeVisible()
  expect(questions, 'asked in the console, not by the browser').toEqual([])
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0)
})

test('a viewer can read the managers but not edit', async ({ page, baseURL }) => {
  await signIn(page, VIEWER)
  await page.goto('/admin/blogs')
  await expect(page.getByRole('table', { name: 'Blog posts' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'New Blog Post' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0)
  await page.goto('/admin/vlogs')
  await expect(page.getByRole('button', { name: 'Add Vlog' })).toHaveCount(0)

  const viewerApi = await staffApi(baseURL!, VIEWER.email, VIEWER.password)
  const res = await viewerApi.post('/api/cms/blogs', { data: { title: 'Nope', category: CATEGORY, content: '<p>x</p>' } })
  expect(res.status()).toBe(403)
  await viewerApi.dispose()
})

test("a post body's headings follow the page outline, with no skipped level", async ({ page, baseURL }) => {
  const owner = await staffApi(baseURL!)
  const title = `Outline of a ride ${run}`
  const content = '<h3>Before the climb</h3><p>Quiet.</p><h5>Tyres</h5><p>Soft.</p><h3>At the top</h3><p>Wide views.</p>'
  const res = await owner.post('/api/cms/blogs', { data: { title, category: CATEGORY, content, status: 'published' } })
  expect(res.status(), await res.text()).toBe(201)
  const { blog } = await res.json()
  await owner.dispose()

  await page.goto(`/journal/blogs/${blog.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const body = page.locator('#blog-content')
  await expect(body.getByRole('heading', { level: 2 })).toHaveText(['Before the climb', 'At the top'])
  await expect(body.getByRole('heading', { level: 3 })).toHaveText(['Tyres'])
  // The whole page's outline, as a screen reader lists it: never more than one level deeper.
  const levels = await page.locator('main').evaluate((main) => [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1])))
  expect(levels[0]).toBe(1)
  levels.forEach((level, i) => expect(level, `heading ${i + 1} of ${levels.join(',')}`).toBeLessThanOrEqual((levels[i - 1] ?? 0) + 1))
  // The stored post keeps the editor's levels.
  const api = await page.request.get(`/api/public/blogs/${blog.slug}`)
  expect((await api.json()).blog.content).toContain('<h3>Before the climb</h3>')
})

test('a list page past the last one is a 404 that says so and leads back to page 1', async ({ page, request }) => {
  const total = (await (await request.get('/api/public/blogs?limit=1')).json()).total as number
  const pages = Math.max(1, Math.ceil(total / 12))
  for (const [path, whole] of [['/journal/blogs', 'the journal'], ['/journal/vlogs', 'the vlog list']] as const) {
    const res = await page.goto(`${path}?page=999`)
    expect(res?.status(), path).toBe(404)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Beyond the last page' })).toBeVisible()
    if (path === '/journal/blogs') await expect(page.getByText(`There is no page 999: ${whole} has ${pages === 1 ? '1 page' : `${pages} pages`}.`)).toBeVisible()
    else await expect(page.getByText(new RegExp(`^There is no page 999: ${whole} has \\d+ pages?\\.$`))).toBeVisible()
    await expect(page.getByText('New stories are on their way')).toHaveCount(0)
    expect(await serious(page), path).toEqual([])
    await page.getByRole('link', { name: 'Go to page 1' }).click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByRole('heading', { name: 'Beyond the last page' })).toHaveCount(0)
  }
})

test('the sitemap is at /sitemap.xml and robots.txt names it', async ({ request, baseURL }) => {
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/)
  expect(await sitemap.text()).toContain('/journal/blogs</loc>')
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${new URL(baseURL!).origin}/sitemap.xml`)
  expect(robots).not.toMatch(/^Allow: \/$/m)
})
