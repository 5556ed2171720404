/**
 * Redirects journeys (issue 18; /admin/redirects). An editor opens Redirects from the sidebar, sees
 * the empty state, adds a redirect from /old-story to /about (a slip is said at the field as they
 * type) and sees it listed; a visitor opening /old-story lands on /about by a 301. A redirect the
 * server refuses (from /about, a page the site serves itself) shows the server's own message next
 * to the From field and is not listed. A delete asks the spec's question, and the old address is
 * then not found again. A viewer sees the list without Add, Edit or Delete. axe finds nothing
 * serious on the list or the dialog in either theme. A published post whose slug changes keeps its
 * old address working: the browser is sent on by a 301, and the console lists that redirect.
 * As the editor types, a loop is said next to To before Add, and a target that is a hidden page (or
 * nothing at all) gets a warning that does not stop the save (issue 29).
 */
import { type APIRequestContext, type Page } from '@playwright/test'
import { test, expect } from './test.ts'
import type { Redirect, RedirectListResponse } from '../shared/api/redirects.ts'
import { createStaff, setProtection, signIn, staffApi } from './api.ts'
import { recordDialogs, serious } from './page-checks.ts'
import { shoot } from './shots.ts'

const run = Date.now().toString(36)
const EDITOR = { email: `redirects-editor-${run}@yerth.com`, password: 'editor-pass-1', name: 'Remy Redirects' }
const VIEWER = { email: `redirects-viewer-${run}@yerth.com`, password: 'viewer-pass-1', name: 'Vera Viewer' }
const EMPTY_HELP = 'When an address changes, add a redirect so old links keep working.'

/** Every redirect the server holds (all pages of the list). */
async function allRedirects(api: APIRequestContext): Promise<Redirect[]> {
  const found: Redirect[] = []
  for (let page = 1; ; page++) {
    const res = await api.get(`/api/cms/redirects?page=${page}`)
    expect(res.ok(), await res.text()).toBe(true)
    const body = (await res.json()) as RedirectListResponse
    found.push(...body.redirects)
    if (body.redirects.length === 0 || found.length >= body.total) return found
  }
}

/** Deletes every redirect (each worker has its own database; the journeys start from none). */
async function removeAllRedirects(baseURL: string) {
  const owner = await staffApi(baseURL)
  for (const redirect of await allRedirects(owner)) {
    const res = await owner.delete(`/api/cms/redirects/${redirect.id}`)
    expect([204, 404], await res.text()).toContain(res.status())
  }
  await owner.dispose()
}

async function createRedirect(baseURL: string, body: { from_path: string; to: string; status: 301 | 302 }): Promise<Redirect> {
  const owner = await staffApi(baseURL)
  const res = await owner.post('/api/cms/redirects', { data: body })
  expect(res.status(), await res.text()).toBe(201)
  const { redirect } = (await res.json()) as { redirect: Redirect }
  await owner.dispose()
  return redirect
}

test.beforeAll(async ({ baseURL }) => {
  await setProtection(baseURL!, false)
  const owner = await staffApi(baseURL!)
  await createStaff(owner, [[EDITOR, 'editor'], [VIEWER, 'viewer']])
  await owner.dispose()
  await removeAllRedirects(baseURL!)
})

test.afterAll(async ({ baseURL }) => removeAllRedirects(baseURL!))

const redirectsTable = (page: Page) => page.getByRole('table', { name: 'Redirects' })
const rowOf = (page: Page, from: string) => redirectsTable(page).getByRole('row').filter({ has: page.getByText(from, { exact: true }) })

async function openRedirects(page: Page) {
  await page.goto('/admin/redirects')
  await expect(page.getByRole('heading', { level: 1, name: 'Redirects' })).toBeVisible()
}

test('an editor adds a redirect from /old-story to /about; a visitor opening /old-story lands on /about', async ({ page, browser, baseURL }) => {
  const dialogs = recordDialogs(page, { messageOnly: true })
  await signIn(page, EDITOR)
  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Redirects' }).click()
  await expect(page).toHaveURL(/\/admin\/redirects$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Redirects' })).toBeVisible()
  await expect(page.getByText('No redirects yet.')).toBeVisible()
  await expect(page.getByText(EMPTY_HELP)).toBeVisible()

  await page.getByRole('button', { name: 'Add Redirect' }).first().click()
  const form = page.getByRole('dialog', { name: 'Add Redirect' })
  await expect(form).toBeVisible()
  const from = form.getByLabel('From', { exact: true })
  const to = form.getByLabel('To', { exact: true })
  await expect(from).toBeFocused()
  await expect(form.getByRole('radio', { name: 'Permanent (301)' })).toBeChecked()

  // A slip is said at its field as it is typed, and goes once it is fixed.
  await from.fill('old-story')
  await expect(from).toHaveAttribute('aria-invalid', 'true')
  await expect(from).toHaveAccessibleDescription(/Start the old address with \//)
  await from.fill('/old-story')
  await expect(from).not.toHaveAttribute('aria-invalid', 'true')
  await to.fill('/about')
  await expect(to).not.toHaveAttribute('aria-invalid', 'true')

  await form.getByRole('button', { name: 'Add Redirect' }).click()
  await expect(form).toBeHidden()
  await expect(page.getByText('Redirect from /old-story to /about added.')).toBeVisible()

  const row = rowOf(page, '/old-story')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('/about')
  await expect(row).toContainText('Permanent (301)')
  await expect(row).toContainText('Never')
  await expect(row.getByRole('button', { name: 'Edit redirect from /old-story' })).toBeVisible()
  await expect(row.getByRole('button', { name: 'Delete redirect from /old-story' })).toBeVisible()
  // Still listed after a reload: it was stored, not only drawn.
  await page.reload()
  await expect(rowOf(page, '/old-story')).toHaveCount(1)

  const visitor = await browser.newPage()
  const response = await visitor.goto('/old-story')
  await expect(visitor).toHaveURL(`${baseURL}/about`)
  expect(response?.ok(), 'the About page answers').toBe(true)
  const hop = response?.request().redirectedFrom()
  expect(hop?.url(), 'the browser was sent on from the old address').toBe(`${baseURL}/old-story`)
  expect((await hop?.response())?.status(), 'a permanent redirect').toBe(301)
  await visitor.close()

  expect(dialogs, 'no native dialogs').toEqual([])
})

test("a refused redirect (from /about, which the site serves) shows the server's message next to From", async ({ page, baseURL }) => {
  // What the server says about this address, asked directly: the console must show exactly that.
  const owner = await staffApi(baseURL!)
  const direct = await owner.post('/api/cms/redirects', { data: { from_path: '/about', to: '/contact', status: 301 } })
  expect(direct.ok(), 'the server refuses a redirect from a page it serves').toBe(false)
  const refusal = (await direct.json()) as { error: string; details?: Array<{ field: string; message: string }> }
  await owner.dispose()
  const message = refusal.details?.find((d) => d.field === 'from_path')?.message
  expect(message, 'the refusal names the From field').toBeTruthy()

  await signIn(page, EDITOR)
  await openRedirects(page)
  await page.getByRole('button', { name: 'Add Redirect' }).first().click()
  const form = page.getByRole('dialog', { name: 'Add Redirect' })
  const from = form.getByLabel('From', { exact: true })
  await from.fill('/about')
  await form.getByLabel('To', { exact: true }).fill('/contact')
  await form.getByRole('button', { name: 'Add Redirect' }).click()

  await expect(from).toHaveAttribute('aria-invalid', 'true')
  await expect(from).toHaveAccessibleDescription(new RegExp(message!.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')))
  await expect(form.locator('.field-invalid .field-error')).toHaveText(message!)
  await expect(form.getByRole('alert')).toBeVisible()
  await expect(from).toBeFocused()
  await expect(form).toBeVisible()

  // Editing the field takes the server's message away; closing with changes asks first.
  await from.fill('/about-us-old')
  await expect(from).not.toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByRole('alert')).toHaveCount(0)
  await form.getByRole('button', { name: 'Cancel' }).click()
  const discard = page.getByRole('dialog', { name: 'Discard your unsaved changes?' })
  await discard.getByRole('button', { name: 'Discard changes' }).click()
  await expect(form).toBeHidden()
  await expect(rowOf(page, '/about')).toHaveCount(0)
  await expect(rowOf(page, '/about-us-old')).toHaveCount(0)
})

test('deleting a redirect asks first; the old address is then not found', async ({ page, browser, baseURL }) => {
  const from = `/gone-${run}`
  await createRedirect(baseURL!, { from_path: from, to: '/contact', status: 302 })
  await signIn(page, EDITOR)
  await openRedirects(page)
  const row = rowOf(page, from)
  await expect(row).toContainText('Temporary (302)')

  await row.getByRole('button', { name: `Delete redirect from ${from}` }).click()
  const question = page.getByRole('dialog', { name: `Delete the redirect from ${from}?` })
  await expect(question).toContainText(`Visitors who follow old links to ${from} will see the page-not-found page.`)
  await question.getByRole('button', { name: 'Cancel' }).click()
  await expect(row).toHaveCount(1)

  await row.getByRole('button', { name: `Delete redirect from ${from}` }).click()
  await question.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText(`Redirect from ${from} deleted.`)).toBeVisible()
  await expect(rowOf(page, from)).toHaveCount(0)

  const visitor = await browser.newPage()
  expect((await visitor.goto(from))?.status()).toBe(404)
  await visitor.close()
})

test('a viewer sees the redirects without Add, Edit or Delete', async ({ page, baseURL }) => {
  const from = `/viewer-sees-${run}`
  await createRedirect(baseURL!, { from_path: from, to: 'https://example.com/elsewhere', status: 301 })
  await signIn(page, VIEWER)
  await openRedirects(page)
  await expect(page.getByText('View only.')).toBeVisible()
  const row = rowOf(page, from)
  await expect(row).toHaveCount(1)
  // Another site's address is marked and opens in a new tab.
  await expect(row).toContainText('External')
  const link = row.getByRole('link', { name: /example\.com\/elsewhere/ })
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(page.getByRole('button', { name: 'Add Redirect' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Edit redirect from / })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Delete redirect from / })).toHaveCount(0)
  await expect(row).toContainText('View only')
})

for (const scheme of ['light', 'dark'] as const) {
  test(`axe: the list and the dialog, ${scheme} theme`, async ({ browser, baseURL }) => {
    await createRedirect(baseURL!, { from_path: `/axe-${scheme}-${run}`, to: 'https://example.com/axe', status: 302 })
    const context = await browser.newContext({ colorScheme: scheme })
    const page = await context.newPage()
    recordDialogs(page, { messageOnly: true })
    await signIn(page, EDITOR)
    await openRedirects(page)
    await expect(redirectsTable(page)).toBeVisible()
    expect(await serious(page), 'list').toEqual([])
    await page.getByRole('button', { name: 'Add Redirect' }).first().click()
    const form = page.getByRole('dialog', { name: 'Add Redirect' })
    await form.getByLabel('From', { exact: true }).fill('no-slash')
    await expect(form.getByLabel('From', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    expect(await serious(page), 'dialog').toEqual([])
    await context.close()
  })
}

test("a post's new slug keeps its old address working: the browser is sent on by a 301", async ({ page, baseURL }) => {
  const owner = await staffApi(baseURL!)
  const slug = `solar-roads-${run}`
  const created = await owner.post('/api/cms/blogs', { data: { title: `Solar roads ${run}`, slug, category: 'News', content: '<p>Roads that charge.</p>', status: 'published' } })
  expect(created.status(), await created.text()).toBe(201)
  const { blog } = (await created.json()) as { blog: { id: number } }
  const renamed = await owner.put(`/api/cms/blogs/${blog.id}`, { data: { slug: `${slug}-2` } })
  expect(renamed.status(), await renamed.text()).toBe(200)
  await owner.dispose()

  const response = await page.goto(`/journal/blogs/${slug}`)
  await expect(page).toHaveURL(`${baseURL}/journal/blogs/${slug}-2`)
  await expect(page.getByRole('heading', { level: 1, name: `Solar roads ${run}` })).toBeVisible()
  expect((await response?.request().redirectedFrom()?.response())?.status(), 'a permanent redirect').toBe(301)

  // The console lists the redirect the slug change made.
  await signIn(page, EDITOR)
  await openRedirects(page)
  await expect(rowOf(page, `/journal/blogs/${slug}`)).toContainText(`/journal/blogs/${slug}-2`)
})

test('a page an editor created moves to a new address (its old one leads there), then is hidden into another page', async ({ page, browser, baseURL }) => {
  const owner = await staffApi(baseURL!)
  const slug = `open-day-${run}`
  const created = await owner.post('/api/cms/pages', {
    data: { page_name: `Open Day ${run}`, slug, content_json: JSON.stringify([{ id: 'welcome', type: 'text', title: 'Come and ride', content: 'Saturday, all day.', visible: true }]), is_published: true },
  })
  expect(created.status(), await created.text()).toBe(201)
  await owner.dispose()

  await signIn(page, EDITOR)
  await page.goto(`/admin/pages?page=${slug}`)
  await expect(page.getByRole('heading', { level: 2, name: `Open Day ${run}` })).toBeVisible()
  await page.getByRole('button', { name: 'Change address' }).click()
  const move = page.getByRole('dialog', { name: `Change the address of “Open Day ${run}”` })
  await expect(move).toContainText('sent on to the new address')
  const address = move.getByLabel('New address')
  await address.fill('Open Day')
  await expect(address).toHaveAttribute('aria-invalid', 'true')
  await address.fill(`${slug}-2027`)
  await move.getByRole('button', { name: 'Move page' }).click()
  await expect(move).toBeHidden()
  await expect(page.getByText(`Moved to /${slug}-2027. /${slug} now leads there.`)).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`\\?page=${slug}-2027$`))

  const visitor = await page.context().newPage()
  const response = await visitor.goto(`/${slug}`)
  await expect(visitor).toHaveURL(`${baseURL}/${slug}-2027`)
  await expect(visitor.getByRole('heading', { name: 'Come and ride' })).toBeVisible()
  expect((await response?.request().redirectedFrom()?.response())?.status(), 'a permanent redirect').toBe(301)

  // Hidden "into" the About page: its address then leads there.
  await page.getByRole('switch', { name: 'Published' }).click()
  await page.getByRole('button', { name: 'Save Changes' }).click()
  const forward = page.getByRole('dialog', { name: 'Send its visitors somewhere else?' })
  await expect(forward).toBeVisible()
  await forward.getByLabel('Send visitors to').selectOption('/about')
  await forward.getByRole('button', { name: 'Send visitors there' }).click()
  await expect(forward).toBeHidden()
  await expect(page.getByText(`Visitors of /${slug}-2027 now go to /about.`)).toBeVisible()
  await visitor.goto(`/${slug}-2027`)
  await expect(visitor).toHaveURL(`${baseURL}/about`)

  // Published again: the page has its address back.
  await page.getByRole('switch', { name: 'Published' }).click()
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Page saved successfully!')).toBeVisible()
  await visitor.close()
  // A browser that saw the 301 may keep it for its five minutes (docs/decisions/0040-redirects.md): a new visitor.
  const newcomer = await browser.newPage()
  await newcomer.goto(`/${slug}-2027`)
  await expect(newcomer).toHaveURL(`${baseURL}/${slug}-2027`)
  await expect(newcomer.getByRole('heading', { name: 'Come and ride' })).toBeVisible()
  await newcomer.close()
})

test('as the editor types: a loop is refused next to To before Add, a hidden page is a warning that does not stop the save (issue 29)', async ({ page, baseURL }) => {
  test.slow()
  await createRedirect(baseURL!, { from_path: `/spring-sale-${run}`, to: `/summer-sale-${run}`, status: 301 })
  const owner = await staffApi(baseURL!)
  const hidden = await owner.post('/api/cms/pages', { data: { page_name: `Autumn tour ${run}`, slug: `autumn-tour-${run}`, content_json: '[]', meta_title: '', meta_description: '', is_published: false } })
  expect(hidden.status(), await hidden.text()).toBe(201)
  await owner.dispose()

  await signIn(page, EDITOR)
  await openRedirects(page)
  await page.getByRole('button', { name: 'Add Redirect' }).first().click()
  const form = page.getByRole('dialog', { name: 'Add Redirect' })
  const to = form.getByLabel('To', { exact: true })
  await form.getByLabel('From', { exact: true }).fill(`/summer-sale-${run}`)
  await to.fill(`/spring-sale-${run}`)
  // Said before Add, in the words the save refuses with.
  await expect(to).toHaveAttribute('aria-invalid', 'true')
  await expect(form.locator('.field-error')).toHaveText(`This would send visitors round in a loop: /spring-sale-${run} already leads back to /summer-sale-${run}.`)
  await shoot(page, 'redirect-loop')

  await to.fill(`/autumn-tour-${run}`)
  const warning = form.locator('.field-warning')
  await expect(warning).toHaveText(`The page “Autumn tour ${run}” at /autumn-tour-${run} is hidden from visitors, so they would see “Page not found” until it is published.`)
  await expect(to).not.toHaveAttribute('aria-invalid', 'true')
  await expect(to).toHaveAccessibleDescription(/is hidden from visitors/)
  await shoot(page, 'redirect-hidden-target')
  await to.fill(`/nowhere-${run}`)
  await expect(warning).toContainText(`Nothing on this site answers at /nowhere-${run} yet`)
  await to.fill(`/autumn-tour-${run}`)
  await expect(warning).toContainText('is hidden from visitors')

  // A warning, not a refusal: Add saves it.
  await form.getByRole('button', { name: 'Add Redirect' }).click()
  await expect(form).toBeHidden()
  await expect(rowOf(page, `/summer-sale-${run}`)).toContainText(`/autumn-tour-${run}`)
})
