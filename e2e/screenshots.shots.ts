/**
 * Screenshots of the console screens for a person to look at (not tests: they assert next to
 * nothing). Not run by `npx playwright test` (its config matches *.spec.ts only). Run them with:
 *
 *   CI=true E2E_WORKERS=1 npx playwright test -c e2e/screenshots.config.ts
 *
 * They write PNGs to /tmp/shots (1280 and 390 px, light and dark): blog categories, form enquiries,
 * the media manager, the pages manager, and the no-lost-work prompts (restore, sign in again, wait).
 */
import { request } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import { test, expect } from './test.ts'
import { endSessionOf, setProtection, signIn, staffApi } from './api.ts'
import { keptCopies, openNewPost, writePost } from './blog-editor.ts'
import { recordDialogs, serious } from './page-checks.ts'

const run = Date.now().toString(36)
const EDITOR = { email: `shots-editor-${run}@yerth.com`, password: 'editor-pass-1', name: 'Sol Shots' }
const BLOG_CATEGORY = `Field notes ${run}`
const DEACTIVATED = 'Your account has been deactivated. Ask a super admin to restore access.'

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ baseURL }) => {
  await setProtection(baseURL!, false)
  const owner = await staffApi(baseURL!)
  const res = await owner.post('/api/cms/admins', { data: { ...EDITOR, role: 'editor' } })
  expect(res.status(), await res.text()).toBe(201)
  expect((await owner.post('/api/cms/blog-categories', { data: { name: BLOG_CATEGORY } })).status()).toBe(201)
  expect((await owner.post('/api/cms/blog-categories', { data: { name: `Batteries ${run}` } })).status()).toBe(201)
  await owner.dispose()
})

async function submit(baseURL: string, path: '/api/public/contact' | '/api/public/newsletter', data: Record<string, string>) {
  const visitor = await request.newContext({ baseURL })
  const res = await visitor.post(path, { data })
  expect(res.status(), await res.text()).toBeLessThan(300)
  await visitor.dispose()
}

test.describe('blog categories', () => {
  for (const width of [1280, 390]) {
    for (const theme of ['light', 'dark'] as const) {
      test(`blog categories at ${width} px, ${theme}`, async ({ browser }) => {
        mkdirSync('/tmp/shots', { recursive: true })
        const context = await browser.newContext({ viewport: { width, height: width > 500 ? 800 : 844 } })
        await context.addInitScript((t) => localStorage.setItem('yerth-theme', t), theme)
        const page = await context.newPage()
        await signIn(page, EDITOR)
        await page.goto('/admin/blogs')
        await expect(page.getByRole('table', { name: 'Blog posts' })).toBeVisible()
        await page.waitForTimeout(300)
        await page.screenshot({ path: `/tmp/shots/blog-categories-${width}-${theme}.png` })
        await context.close()
      })
    }
  }
})

test.describe('form enquiries', () => {

  test.beforeAll(async ({ baseURL }) => {
    const people = [
      { name: 'Priya Natarajan', subject: 'media', message: 'I am writing a piece on electric micro-mobility for City Weekly and would love a quote.' },
      { name: 'Tom Becker', subject: 'investment', message: 'Our fund invests in clean transport. Is there a deck we could read?' },
      { name: 'Lena Okafor', subject: 'careers', message: 'Are you hiring embedded engineers in Berlin?' },
      { name: 'Marco Rossi', subject: 'general', message: 'When can I test ride the new model?' },
    ]
    for (const [i, p] of people.entries()) {
      await submit(baseURL!, '/api/public/contact', { ...p, email: `${p.name.split(' ')[0].toLowerCase()}-${run}@example.com`, source_page: i % 2 ? 'coming_soon' : 'contact' })
    }
    for (const source of ['hyperbuilt', 'events']) await submit(baseURL!, '/api/public/newsletter', { email: `${source}-${run}@example.com`, source_page: source })
  })

  for (const width of [1280, 390]) {
    for (const theme of ['light', 'dark'] as const) {
      test(`form enquiries at ${width} px, ${theme}`, async ({ browser }) => {
        mkdirSync('/tmp/shots', { recursive: true })
        const context = await browser.newContext({ viewport: { width, height: width > 500 ? 800 : 844 } })
        await context.addInitScript((t) => localStorage.setItem('yerth-theme', t), theme)
        const page = await context.newPage()
        page.on('dialog', (d) => void d.dismiss())
        await signIn(page)
        await page.goto('/admin/enquiries')
        await expect(page.getByRole('table', { name: 'Enquiries' })).toBeVisible()
        await page.waitForTimeout(400)
        await page.screenshot({ path: `/tmp/shots/enquiries-${width}-${theme}.png`, fullPage: width < 500 })
        await page.getByRole('search', { name: 'Find enquiries' }).evaluate((el) => el.scrollIntoView({ block: 'start' }))
        await page.evaluate(() => window.scrollBy(0, -80))
        await page.screenshot({ path: `/tmp/shots/enquiries-list-${width}-${theme}.png` })
        const unsent = page.getByRole('button', { name: 'Show unsent mails' })
        if (await unsent.count()) {
          await unsent.click()
          await page.getByRole('region', { name: 'Unsent mails' }).scrollIntoViewIfNeeded()
          await page.waitForTimeout(300)
          await page.screenshot({ path: `/tmp/shots/enquiries-outbox-${width}-${theme}.png` })
          await page.getByRole('button', { name: 'Hide unsent mails' }).click()
        }
        await page.getByRole('table', { name: 'Enquiries' }).getByRole('button', { name: /^View enquiry from Priya/ }).click()
        await page.waitForTimeout(300)
        await page.screenshot({ path: `/tmp/shots/enquiry-detail-${width}-${theme}.png` })
        await page.keyboard.press('Escape')
        await page.getByRole('button', { name: 'Personal data' }).click()
        const tool = page.getByRole('dialog', { name: 'Personal data' })
        await tool.getByLabel('E-mail address').fill(`priya-${run}@example.com`)
        await tool.getByRole('button', { name: 'Look up' }).click()
        await expect(tool.getByText(/^Stored: /)).toBeVisible()
        await page.waitForTimeout(300)
        await page.screenshot({ path: `/tmp/shots/personal-data-${width}-${theme}.png` })
        await context.close()
      })
    }
  }
})

test.describe('media manager', () => {

  test.beforeAll(async ({ baseURL }) => {
    const api = await staffApi(baseURL!, EDITOR.email, EDITOR.password)
    const kit = [
      { title: 'Brand logos', description: 'Primary and secondary marks in colour, black and white.', file_type: 'ZIP', file_url: 'https://cdn.example.com/yerth-logos.zip', file_size: '18.4 MB', item_count: '24 files' },
      { title: 'Fact sheet 2026', description: 'Company facts, figures and the leadership team on one page.', file_type: 'PDF', file_url: 'https://cdn.example.com/fact-sheet.pdf', file_size: '1.2 MB', item_count: '2 pages' },
      { title: 'Product photography', description: 'High-resolution photos of the Hypermobility range.', file_type: 'JPG', file_url: 'https://cdn.example.com/photos.jpg', file_size: '42 MB', item_count: '36 photos' },
      { title: 'Press release template', description: '', file_type: 'DOC', file_url: 'https://cdn.example.com/release.docx', file_size: '84 KB', item_count: '' },
    ]
    for (const item of kit) await api.post('/api/cms/media-kit', { data: item })
    const press = [
      { title: 'Yerth named one of the most exciting mobility start-ups', external_url: 'https://news.example.com/yerth', status: 'published', publish_date: '2026-10-02T09:00:00Z' },
      { title: 'Quiet power: inside the Hypermobility workshop', status: 'published', publish_date: '2026-09-14T09:00:00Z' },
      { title: 'Interview: designing vehicles for people, not traffic', status: 'draft' },
    ]
    for (const h of press) await api.post('/api/cms/press-highlights', { data: { ...h, content: `<p>${h.title}.</p>` } })
    await api.dispose()
  })

  for (const width of [1280, 390]) {
    for (const theme of ['light', 'dark'] as const) {
      test(`media manager at ${width} px, ${theme}`, async ({ browser }) => {
        mkdirSync('/tmp/shots', { recursive: true })
        const context = await browser.newContext({ viewport: { width, height: width > 500 ? 800 : 844 } })
        await context.addInitScript((t) => localStorage.setItem('yerth-theme', t), theme)
        const page = await context.newPage()
        recordDialogs(page, { messageOnly: true })
        await signIn(page, EDITOR)
        await page.goto('/admin/media')
        await expect(page.getByRole('table', { name: 'Media kit items' })).toBeVisible()
        await page.waitForTimeout(300)
        await page.screenshot({ path: `/tmp/shots/media-kit-${width}-${theme}.png`, fullPage: width < 500 })
        await page.getByRole('button', { name: 'Edit Fact sheet 2026' }).first().click()
        await page.waitForTimeout(300)
        await page.screenshot({ path: `/tmp/shots/media-kit-form-${width}-${theme}.png` })
        await page.getByRole('dialog', { name: 'Edit Media Kit Item' }).getByRole('button', { name: 'Close', exact: true }).last().click()
        await page.getByRole('tab', { name: 'Press Highlights' }).click()
        await expect(page.getByRole('table', { name: 'Press highlights' })).toBeVisible()
        await page.waitForTimeout(300)
        await page.screenshot({ path: `/tmp/shots/press-${width}-${theme}.png`, fullPage: width < 500 })
        await page.getByRole('button', { name: 'Add Press Highlight' }).first().click()
        await expect(page.getByRole('textbox', { name: 'Content' })).toBeVisible()
        await page.waitForTimeout(300)
        await page.screenshot({ path: `/tmp/shots/press-form-${width}-${theme}.png` })
        await context.close()
      })
    }
  }
})

test.describe('no lost work', () => {
  let throttledForShots = false

  for (const width of [1280, 390]) {
    for (const theme of ['light', 'dark'] as const) {
      test(`restore prompt, sign-in again and wait message at ${width} px, ${theme}`, async ({ browser, baseURL }) => {
        mkdirSync('/tmp/shots', { recursive: true })
        const context = await browser.newContext({ viewport: { width, height: width > 500 ? 800 : 844 } })
        await context.addInitScript((t) => localStorage.setItem('yerth-theme', t), theme)
        const page = await context.newPage()
        recordDialogs(page)
        await signIn(page, EDITOR)
        await page.goto('/admin/blogs')
        await writePost(page, `Screenshot draft ${run}`, `shot${run}`, BLOG_CATEGORY)
        await expect.poll(async () => (await keptCopies(page)).length).toBe(1)
        await page.reload()
        await expect(page.getByRole('heading', { name: 'Unsaved changes kept in this browser' })).toBeVisible()
        await expect(page.getByText('Loading blog posts…')).toHaveCount(0)
        await page.screenshot({ path: `/tmp/shots/kept-drafts-${width}-${theme}.png` })
        await openNewPost(page)
        await expect(page.getByRole('dialog', { name: 'Restore unsaved changes?' })).toBeVisible()
        await page.waitForTimeout(300)
        await page.screenshot({ path: `/tmp/shots/restore-${width}-${theme}.png` })
        expect(await serious(page)).toEqual([])
        await page.getByRole('button', { name: 'Restore' }).click()

        await endSessionOf(page, baseURL!)
        await page.getByRole('dialog', { name: 'New Blog Post' }).getByRole('button', { name: 'Create Post' }).click()
        await expect(page.getByRole('dialog', { name: 'Your session has ended' })).toBeVisible()
        await page.waitForTimeout(300)
        await page.screenshot({ path: `/tmp/shots/reauth-${width}-${theme}.png` })
        expect(await serious(page)).toEqual([])
        await page.getByRole('dialog', { name: 'Your session has ended' }).getByRole('button', { name: 'Cancel' }).click()
        await page.waitForTimeout(300)
        await page.screenshot({ path: `/tmp/shots/reauth-cancelled-${width}-${theme}.png` })

        // One throttled account for all four runs: every failed attempt also counts against the IP.
        const email = `shots-throttled-${run}@yerth.com`
        if (!throttledForShots) {
          const api = await request.newContext({ baseURL })
          for (let i = 0; i < 5; i++) await api.post('/api/auth/login', { data: { email, password: 'guess' } })
          await api.dispose()
          throttledForShots = true
        }
        const login = await context.newPage()
        await login.goto('/admin/login')
        await login.getByLabel('Email').fill(email)
        await login.getByLabel('Password', { exact: true }).fill('guess')
        await login.getByRole('button', { name: 'Sign in' }).click()
        await expect(login.getByRole('button', { name: /^Try again in/ })).toBeVisible()
        await login.screenshot({ path: `/tmp/shots/login-wait-${width}-${theme}.png` })
        expect(await serious(login)).toEqual([])

        // Signed out because the account was deactivated.
        const gone = { email: `shots-gone-${width}-${theme}-${run}@yerth.com`, password: 'gone-pass-1', name: 'Gale Gone' }
        const owner = await staffApi(baseURL!)
        const created = await (await owner.post('/api/cms/admins', { data: { ...gone, role: 'editor' } })).json()
        const goneContext = await browser.newContext({ viewport: { width, height: width > 500 ? 800 : 844 } })
        await goneContext.addInitScript((t) => localStorage.setItem('yerth-theme', t), theme)
        const gonePage = await goneContext.newPage()
        await signIn(gonePage, gone)
        await owner.put(`/api/cms/admins/${created.admin.id}/status`, { data: { is_active: false } })
        await owner.dispose()
        await gonePage.reload()
        await expect(gonePage.getByText(DEACTIVATED)).toBeVisible()
        await gonePage.screenshot({ path: `/tmp/shots/login-deactivated-${width}-${theme}.png` })
        await goneContext.close()
        await context.close()
      })
    }
  }
})


test.describe('pages manager', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`the page editor at 1280 px, ${theme}`, async ({ browser }) => {
      mkdirSync('/tmp/shots', { recursive: true })
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      await context.addInitScript((t) => localStorage.setItem('yerth-theme', t), theme)
      const page = await context.newPage()
      recordDialogs(page, { messageOnly: true })
      await signIn(page, EDITOR)
      await page.goto('/admin/pages')
      await expect(page.getByRole('navigation', { name: 'Pages', exact: true })).toBeVisible()
      await page.waitForTimeout(300)
      await page.screenshot({ path: `/tmp/shots/pages-editor-${theme}.png` })
      await context.close()
    })
  }
})

test.describe('block fields in words (issue 29)', () => {
  for (const width of [1280, 390]) {
    for (const theme of ['light', 'dark'] as const) {
      test(`the hero and an action band opened at ${width} px, ${theme}`, async ({ browser }) => {
        mkdirSync('/tmp/shots', { recursive: true })
        const context = await browser.newContext({ viewport: { width, height: 900 } })
        await context.addInitScript((t) => localStorage.setItem('yerth-theme', t), theme)
        const page = await context.newPage()
        recordDialogs(page, { messageOnly: true })
        await signIn(page, EDITOR)
        await page.goto('/admin/pages?page=home')
        await expect(page.locator('.section-card').first()).toBeVisible()
        await page.locator('.section-card-toggle').first().click()
        await expect(page.getByLabel('Brand line').first()).toBeVisible()
        await page.screenshot({ path: `/tmp/shots/hero-form-${width}-${theme}.png`, fullPage: true })
        const band = page.locator('.section-card', { hasText: 'Get Early Access' }).first()
        await band.locator('.section-card-toggle').click()
        await expect(band.getByLabel('Space above')).toBeVisible()
        await band.getByLabel('Space above').scrollIntoViewIfNeeded()
        await page.screenshot({ path: `/tmp/shots/action-band-form-${width}-${theme}.png` })
        await context.close()
      })
    }
  }
})

test.describe('blocks', () => {
  for (const width of [1280, 390]) {
    for (const theme of ['light', 'dark'] as const) {
      test(`the block picker and a block's form at ${width} px, ${theme}`, async ({ browser }) => {
        mkdirSync('/tmp/shots', { recursive: true })
        const context = await browser.newContext({ viewport: { width, height: 900 } })
        await context.addInitScript((t) => localStorage.setItem('yerth-theme', t), theme)
        const page = await context.newPage()
        recordDialogs(page, { messageOnly: true })
        await signIn(page, EDITOR)
        await page.goto('/admin/pages?page=about')
        await expect(page.locator('.section-card').first()).toBeVisible()
        await page.locator('.section-card-toggle').nth(2).click()
        await page.waitForTimeout(300)
        await page.screenshot({ path: `/tmp/shots/block-form-${width}-${theme}.png` })
        await page.getByRole('button', { name: 'Add Section' }).first().click()
        await expect(page.getByRole('dialog', { name: 'Add a section' })).toBeVisible()
        await page.waitForTimeout(300)
        await page.screenshot({ path: `/tmp/shots/block-picker-${width}-${theme}.png` })
        await page.keyboard.press('Escape')
        await page.getByRole('button', { name: 'New Page' }).click()
        await page.waitForTimeout(300)
        await page.screenshot({ path: `/tmp/shots/new-page-${width}-${theme}.png` })
        await context.close()
      })

      test(`public pages drawn by block at ${width} px, ${theme}`, async ({ browser }) => {
        mkdirSync('/tmp/shots', { recursive: true })
        const context = await browser.newContext({ viewport: { width, height: 900 } })
        await context.addInitScript((t) => {
          localStorage.setItem('yerth-theme', t)
        }, theme)
        const page = await context.newPage()
        for (const path of ['/contact', '/journal', '/hyperbuilt', '/about']) {
          await page.goto(path)
          const consent = page.getByRole('button', { name: /Reject/ })
          if (await consent.isVisible().catch(() => false)) await consent.click()
          await page.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += 600) {
              window.scrollTo(0, y)
              await new Promise((r) => setTimeout(r, 60))
            }
            window.scrollTo(0, 0)
          })
          await page.waitForTimeout(400)
          await page.screenshot({ path: `/tmp/shots/public${path.replace('/', '-')}-${width}-${theme}.png`, fullPage: true })
        }
        await context.close()
      })
    }
  }
})

