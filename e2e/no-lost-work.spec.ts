/**
 * Issue 6 "No lost work in the console": a session that ends mid-post is renewed in place and the
 * post saves intact; unsaved copies survive a reload (Restore / Discard); leaving with changes asks
 * first; Ctrl+S saves; deactivating asks first and the deactivated person is told why; a throttled
 * sign-in says how long to wait. Issue 16: Ctrl+S pressed the instant after the last key, with the
 * session gone, still signs in again in place and saves every character; Save keeps the form open
 * (a new post becomes that post); questions are the console's own dialogs, never the browser's.
 * Screenshots: e2e/screenshots.shots.ts.
 */
import { request, type Browser } from '@playwright/test'
import { test, expect } from './test.ts'
import { endSessionOf, setProtection, signIn, staffApi } from './api.ts'
import { keptCopies, openNewPost, writePost } from './blog-editor.ts'
import { E2E } from './fixtures.ts'
import { serious, recordDialogs, settled } from './page-checks.ts'

const run = Date.now().toString(36)
const EDITOR = { email: `nolost-editor-${run}@yerth.com`, password: 'editor-pass-1', name: 'Nora Nolost' }
const LEAVER = { email: `nolost-leaver-${run}@yerth.com`, password: 'leaver-pass-1', name: 'Dana Departing' }
const BLOG_CATEGORY = `Field notes ${run}`
const VLOG_CATEGORY = `Test rides ${run}`
const DEACTIVATED = 'Your account has been deactivated. Ask a super admin to restore access.'
const LEAVE_QUESTION = 'You have unsaved changes. Leave this page without saving them?'

test.beforeAll(async ({ baseURL }) => {
  await setProtection(baseURL!, false)
  const owner = await staffApi(baseURL!)
  for (const who of [EDITOR, LEAVER]) {
    const res = await owner.post('/api/cms/admins', { data: { ...who, role: 'editor' } })
    expect(res.status(), await res.text()).toBe(201)
  }
  expect((await owner.post('/api/cms/blog-categories', { data: { name: BLOG_CATEGORY } })).status()).toBe(201)
  expect((await owner.post('/api/cms/vlog-categories', { data: { name: VLOG_CATEGORY } })).status()).toBe(201)
  await owner.dispose()
})

/** The post with this (unique) title, read back through the console API. */
async function findBlog(baseURL: string, who: { email: string; password: string }, title: string) {
  const api = await staffApi(baseURL, who.email, who.password)
  const list = await (await api.get(`/api/cms/blogs?search=${encodeURIComponent(title)}&limit=10&offset=0`)).json()
  const found = list.blogs.length === 1 ? await (await api.get(`/api/cms/blogs/${list.blogs[0].id}`)).json() : null
  await api.dispose()
  return found?.blog ?? null
}

test('a session that ends mid-post: the editor signs in again in place and the post saves intact', async ({ page, baseURL }) => {
  const dialogs = recordDialogs(page)
  await signIn(page, EDITOR)
  await page.goto('/admin/blogs')
  const word = `ibex${run}`
  const title = `Mountain passes on battery ${run}`
  const form = await writePost(page, title, word, BLOG_CATEGORY)

  await endSessionOf(page, baseURL!)
  await form.getByRole('button', { name: 'Create Post' }).click()

  const reauth = page.getByRole('dialog', { name: 'Your session has ended' })
  await expect(reauth).toBeVisible()
  await expect(reauth).toContainText('Sign in again to save.')
  await expect(page).toHaveURL(/\/admin\/blogs$/)
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue(title)
  await expect(reauth.getByLabel('Email')).toHaveValue(EDITOR.email)
  await expect(reauth.getByLabel('Password', { exact: true })).toBeFocused()
  expect(await serious(page)).toEqual([])

  await reauth.getByLabel('Password', { exact: true }).fill('not-my-password')
  await reauth.getByRole('button', { name: 'Sign in again' }).click()
  await expect(reauth.getByText('Invalid email or password')).toBeVisible()
  await expect(form).toBeVisible()

  await reauth.getByLabel('Password', { exact: true }).fill(EDITOR.password)
  await reauth.getByRole('button', { name: 'Sign in again' }).click()
  await expect(reauth).toBeHidden()
  // Saved in place: the form stays open as the post it became.
  const saved = page.getByRole('dialog', { name: 'Edit Blog Post' })
  await expect(saved.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible()
  await expect(page.getByText(`“${title}” created and saved as a draft.`)).toBeAttached()
  await expect(page).toHaveURL(/\/admin\/blogs$/)
  expect(dialogs, 'no alert on the way').toEqual([])
  expect(await keptCopies(page), 'the copy is dropped once saved').toEqual([])

  const blog = await findBlog(baseURL!, EDITOR, title)
  expect(blog).toBeTruthy()
  expect(blog.title).toBe(title)
  expect(blog.category).toBe(BLOG_CATEGORY)
  expect(blog.content).toContain(`Range anxiety fades on the ${word} loop.`)
  expect(blog.content).toMatch(/<strong>Forty kilometres<\/strong> on one charge\./)
})

test('a reload keeps an unsaved post: Restore brings it back, Discard drops it', async ({ page }) => {
  // Four loads of the Blog Manager and two full axe checks.
  test.slow()
  recordDialogs(page)
  await signIn(page, EDITOR)
  await page.goto('/admin/blogs')
  const title = `Unsent postcard ${run}`
  const form = await writePost(page, title, `lynx${run}`, BLOG_CATEGORY)
  await expect.poll(async () => (await keptCopies(page)).length, { message: 'a copy is written as the person types' }).toBe(1)
  await expect.poll(async () => (await keptCopies(page))[0]?.values.content ?? '').toContain('<strong>Forty kilometres</strong>')
  expect(form).toBeTruthy()

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Unsaved changes kept in this browser' })).toBeVisible()
  expect(await serious(page)).toEqual([])
  const restoreForm = await openNewPost(page)
  const prompt = page.getByRole('dialog', { name: 'Restore unsaved changes?' })
  await expect(prompt).toBeVisible()
  await expect(prompt).toContainText('Your changes to a new post were not saved, but this browser kept a copy.')
  await expect(prompt).toContainText(/Copy made today at/)
  expect(await serious(page)).toEqual([])
  await prompt.getByRole('button', { name: 'Restore' }).click()
  await expect(prompt).toBeHidden()
  await expect(restoreForm.getByLabel('Title', { exact: true })).toHaveValue(title)
  await expect(restoreForm.getByLabel('Category', { exact: true })).toHaveValue(BLOG_CATEGORY)
  await expect(restoreForm.getByRole('textbox', { name: 'Content' })).toContainText(`Range anxiety fades on the lynx${run} loop.`)
  await expect(restoreForm.getByRole('textbox', { name: 'Content' }).locator('strong')).toHaveText('Forty kilometres')

  // The managers list the copy too: Continue editing puts it back without asking.
  await page.reload()
  await page.getByRole('button', { name: `Continue editing ${title}` }).click()
  const continued = page.getByRole('dialog', { name: 'New Blog Post' })
  await expect(continued.getByLabel('Title', { exact: true })).toHaveValue(title)
  await expect(page.getByRole('dialog', { name: 'Restore unsaved changes?' })).toHaveCount(0)

  await page.reload()
  const discardForm = await openNewPost(page)
  await page.getByRole('dialog', { name: 'Restore unsaved changes?' }).getByRole('button', { name: 'Discard' }).click()
  await expect(discardForm.getByLabel('Title', { exact: true })).toHaveValue('')
  expect(await keptCopies(page)).toEqual([])
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Unsaved changes kept in this browser' })).toHaveCount(0)
  await openNewPost(page)
  await expect(page.getByRole('dialog', { name: 'New Blog Post' })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Restore unsaved changes?' })).toHaveCount(0)
})

test('leaving with unsaved changes asks first, in the console and when the tab closes', async ({ page }) => {
  const dialogs = recordDialogs(page)
  await signIn(page, EDITOR)
  await page.getByRole('link', { name: 'Blog Manager' }).click()
  await expect(page).toHaveURL(/\/admin\/blogs$/)
  const form = await openNewPost(page)
  await form.getByLabel('Title', { exact: true }).fill(`Half a thought ${run}`)

  // Browser back inside the console: the console asks, and staying keeps the form as it was.
  await page.evaluate(() => history.back())
  const leaving = page.getByRole('dialog', { name: LEAVE_QUESTION })
  await expect(leaving).toBeVisible()
  expect(await serious(page)).toEqual([])
  await leaving.getByRole('button', { name: 'Stay on this page' }).click()
  await expect(leaving).toBeHidden()
  await expect(page).toHaveURL(/\/admin\/blogs$/)
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue(`Half a thought ${run}`)

  // Closing the form with changes asks its own question; Keep editing keeps it open.
  await form.getByRole('button', { name: 'Close', exact: true }).last().click()
  const discard = page.getByRole('dialog', { name: 'Discard your unsaved changes?' })
  await expect(discard).toBeVisible()
  await discard.getByRole('button', { name: 'Keep editing' }).click()
  await expect(form).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(discard).toBeVisible()
  await discard.getByRole('button', { name: 'Keep editing' }).click()
  expect(dialogs, 'no browser confirm inside the console').toEqual([])

  // Closing the tab: the browser's own prompt (beforeunload) is registered.
  await page.close({ runBeforeUnload: true })
  await expect.poll(() => dialogs.some((d) => d.startsWith('beforeunload'))).toBe(true)
})

test('confirming the leave question goes; nothing is asked without changes', async ({ page }) => {
  const dialogs = recordDialogs(page)
  await signIn(page, EDITOR)
  await page.getByRole('link', { name: 'Vlog Manager' }).click()
  await page.getByRole('button', { name: 'Add Vlog' }).first().click()
  const form = page.getByRole('dialog', { name: 'Add Vlog' })
  await page.evaluate(() => history.back())
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  expect(dialogs, 'an untouched form does not ask').toEqual([])

  await page.getByRole('link', { name: 'Vlog Manager' }).click()
  await page.getByRole('button', { name: 'Add Vlog' }).first().click()
  await form.getByLabel('Title', { exact: true }).fill(`Leaving anyway ${run}`)
  await page.evaluate(() => history.back())
  await page.getByRole('dialog', { name: LEAVE_QUESTION }).getByRole('button', { name: 'Leave without saving' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  expect(dialogs).toEqual([])
})

test('Ctrl+S saves a post and a vlog', async ({ page, baseURL }) => {
  const dialogs = recordDialogs(page)
  await signIn(page, EDITOR)
  await page.goto('/admin/blogs')
  const word = `marten${run}`
  const title = `Saved from the keyboard ${run}`
  await writePost(page, title, word, BLOG_CATEGORY)
  await page.keyboard.press('Control+s')
  const post = page.getByRole('dialog', { name: 'Edit Blog Post' })
  await expect(post.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible()
  await expect(post.getByRole('textbox', { name: 'Content' }), 'still editing, the cursor where it was').toBeFocused()
  expect((await findBlog(baseURL!, EDITOR, title))?.content).toContain('<strong>Forty kilometres</strong>')
  await post.getByRole('button', { name: 'Close', exact: true }).last().click()
  await expect(post).toBeHidden()
  await expect(page.getByText(`“${title}” created and saved as a draft.`)).toBeVisible()

  await page.goto('/admin/vlogs')
  await page.getByRole('button', { name: 'Add Vlog' }).first().click()
  const vlog = page.getByRole('dialog', { name: 'Add Vlog' })
  const vlogTitle = `Keyboard vlog ${run}`
  await vlog.getByLabel('Title', { exact: true }).fill(vlogTitle)
  await vlog.getByLabel('YouTube URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
  await vlog.getByLabel('Category', { exact: true }).selectOption(VLOG_CATEGORY)
  await vlog.getByLabel('Description', { exact: true }).click()
  await page.keyboard.press('Meta+s')
  await expect(page.getByRole('dialog', { name: 'Edit Vlog' }).getByRole('status').filter({ hasText: /^Saved / })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Edit Vlog' })).toBeHidden()
  await expect(page.getByText(`“${vlogTitle}” added and saved as a draft.`)).toBeVisible()
  expect(dialogs).toEqual([])
})

test('Ctrl+S the instant after the last key, session gone: signed in again in place, every character saved, the copy kept meanwhile', async ({ page, baseURL }) => {
  const dialogs = recordDialogs(page)
  await signIn(page, EDITOR)
  await page.goto('/admin/blogs')
  const form = await openNewPost(page)
  const title = `No gap ${run}`
  await form.getByLabel('Title', { exact: true }).fill(title)
  await form.getByLabel('Category', { exact: true }).selectOption(BLOG_CATEGORY)
  await expect.poll(async () => (await keptCopies(page)).length).toBe(1)
  await endSessionOf(page, baseURL!)
  // Only the content changes from here: the form's last reported state has no body text at all.
  await form.getByRole('textbox', { name: 'Content' }).click()
  const words = `Every last keystroke counts ${run}`
  await page.keyboard.type(words, { delay: 0 })
  await page.keyboard.press('Control+s')

  const reauth = page.getByRole('dialog', { name: 'Your session has ended' })
  await expect(reauth).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/blogs$/)
  await expect.poll(async () => (await keptCopies(page))[0]?.values.content ?? '', { message: 'the copy in the browser holds the last keys' }).toContain(words)

  await reauth.getByLabel('Password', { exact: true }).fill(EDITOR.password)
  await reauth.getByRole('button', { name: 'Sign in again' }).click()
  await expect(page.getByRole('dialog', { name: 'Edit Blog Post' }).getByRole('status').filter({ hasText: /^Saved / })).toBeVisible()
  expect((await findBlog(baseURL!, EDITOR, title))?.content).toBe(`<p>${words}</p>`)
  expect(await keptCopies(page), 'the copy is dropped once saved').toEqual([])
  expect(dialogs).toEqual([])
})

test('Save keeps the form open: a new post becomes that post, a second save updates it, Close asks only with changes', async ({ page, baseURL }) => {
  const dialogs = recordDialogs(page)
  await signIn(page, EDITOR)
  await page.goto('/admin/blogs')
  const title = `Stays open ${run}`
  const form = await writePost(page, title, `otter${run}`, BLOG_CATEGORY)
  await form.getByRole('button', { name: 'Create Post' }).click()
  const post = page.getByRole('dialog', { name: 'Edit Blog Post' })
  await expect(post.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible()
  await expect(post.getByRole('button', { name: 'Save Changes' })).toBeVisible()
  const first = await findBlog(baseURL!, EDITOR, title)
  expect(first).toBeTruthy()

  await post.getByRole('textbox', { name: 'Content' }).click()
  await page.keyboard.press('Control+End')
  await page.keyboard.type(' Then the second save.')
  await expect(post.getByText('Unsaved changes')).toBeVisible()
  await post.getByRole('button', { name: 'Save Changes' }).click()
  await expect(post.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible()
  const second = await findBlog(baseURL!, EDITOR, title)
  expect(second.id, 'the same post: no second one created').toBe(first.id)
  expect(second.content).toContain('Then the second save.')

  // Nothing unsaved: Close closes without a question.
  await post.getByRole('button', { name: 'Close', exact: true }).last().click()
  await expect(post).toBeHidden()
  await expect(page.getByRole('dialog', { name: 'Discard your unsaved changes?' })).toHaveCount(0)
  expect(dialogs).toEqual([])
})

test('pasting HTML runs nothing: no CSP report, no handler, the text arrives', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  page.on('pageerror', (e) => errors.push(e.message))
  await signIn(page, EDITOR)
  await page.goto('/admin/blogs')
  const form = await openNewPost(page)
  const content = form.getByRole('textbox', { name: 'Content' })
  await content.click()
  await page.evaluate(() => {
    const w = window as unknown as { violations: string[]; ran: boolean }
    w.violations = []
    w.ran = false
    document.addEventListener('securitypolicyviolation', (e) => w.violations.push(`${e.violatedDirective}: ${e.sample}`))
    const data = new DataTransfer()
    data.setData('text/html', '<meta charset="utf-8"><p>Before <img src=x onerror="window.ran=true"> <b onclick="window.ran=true">bold</b> after</p><script>window.ran=true</script>')
    document.querySelector('.rte-content')!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  })
  await expect(content).toContainText('Before bold after')
  await expect(content.locator('img, b, strong')).toHaveCount(0)
  await settled(page)
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([])
  expect(await page.evaluate(() => (window as unknown as { ran: boolean }).ran)).toBe(false)
  expect(errors.filter((e) => /Content Security Policy|inline event handler/i.test(e))).toEqual([])
})

test('a refused field is said at the field, in words for people', async ({ page }) => {
  await signIn(page, EDITOR)
  await page.goto('/admin/blogs')
  const form = await writePost(page, `Field words ${run}`, `heron${run}`, BLOG_CATEGORY)
  // The slug is typed past what the server takes (the field itself caps typing, so the request is shaped here).
  await page.route('**/api/cms/blogs', async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    const body = route.request().postDataJSON()
    await route.continue({ postData: JSON.stringify({ ...body, meta_title: 'x'.repeat(400) }) })
  })
  await form.getByRole('button', { name: 'Create Post' }).click()
  const field = form.getByLabel('Meta title', { exact: false })
  await expect(form.getByRole('alert').first()).toBeVisible()
  await expect(form.getByRole('alert').first()).not.toContainText('body.')
  await expect(form.getByText('The meta title can be at most 300 characters.')).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toBeFocused()
})

test('deactivating asks first, and the deactivated admin is told why they were signed out', async ({ page, browser }) => {
  const dialogs = recordDialogs(page)
  const leaver = await signedInPage(browser, LEAVER)
  await leaver.goto('/admin/blogs')
  await expect(leaver.getByRole('heading', { name: 'Blog Manager' })).toBeVisible()

  await signIn(page, { email: E2E.adminEmail, password: E2E.adminPassword })
  await page.goto('/admin/settings?tab=admins')
  const row = page.getByRole('row').filter({ hasText: LEAVER.email })
  await row.getByRole('button', { name: `Deactivate ${LEAVER.name}` }).click()
  const question = page.getByRole('dialog', { name: `Deactivate ${LEAVER.name}? They will be signed out at once.` })
  await question.getByRole('button', { name: 'Cancel' }).click()
  await expect(row.getByText('Active', { exact: true })).toBeVisible()

  await row.getByRole('button', { name: `Deactivate ${LEAVER.name}` }).click()
  await question.getByRole('button', { name: 'Deactivate' }).click()
  expect(dialogs, 'asked in the console, not by the browser').toEqual([])
  await expect(page.getByText(`${LEAVER.name} is now inactive.`)).toBeVisible()
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible()

  // Their next step in the console signs them out, with the reason.
  await leaver.getByRole('link', { name: 'Vlog Manager' }).click()
  await expect(leaver).toHaveURL(/\/admin\/login$/)
  await expect(leaver.getByText(DEACTIVATED)).toBeVisible()
  await leaver.reload()
  await expect(leaver.getByText(DEACTIVATED), 'still said after a reload').toBeVisible()
  expect(await serious(leaver)).toEqual([])
  await leaver.context().close()
})

test('a throttled sign-in says how long to wait and counts down', async ({ page, baseURL }) => {
  const email = `throttled-${run}@yerth.com`
  const api = await request.newContext({ baseURL })
  for (let i = 0; i < 5; i++) expect((await api.post('/api/auth/login', { data: { email, password: 'guess' } })).status()).toBe(401)
  const sixth = await api.post('/api/auth/login', { data: { email, password: 'guess' } })
  expect(sixth.status()).toBe(429)
  expect(Number(sixth.headers()['retry-after'])).toBeGreaterThan(60)
  await api.dispose()

  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('guess')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText(/^Too many sign-in attempts\. Please wait 1[45] minutes and try again\.$/)
  const wait = page.getByRole('button', { name: /^Try again in 1[45]:\d\d$/ })
  await expect(wait).toBeDisabled()
  expect(await serious(page)).toEqual([])
  const before = await wait.textContent()
  await expect.poll(() => wait.textContent(), { timeout: 5000 }).not.toBe(before)
})

async function signedInPage(browser: Browser, who: { email: string; password: string }) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, who)
  return page
}

