/**
 * Open roles (issue 30), the second type that is only its declaration, its screen and its
 * migration: the Careers page's "Open Roles" block lists the open ones (a role past its closing date
 * leaves the list); a role's page (reached inside the site) has its facts and JobPosting JSON-LD;
 * "Apply" opens the contact form with the subject Careers and the role filled in, and the
 * application is an enquiry; a closed role's page says so; axe finds nothing serious.
 */
import { test, expect } from './test.ts'
import { setProtection, signIn, staffApi } from './api.ts'
import { hydrated, serious } from './page-checks.ts'

const run = Date.now().toString(36)

// The worker's site is shared with the files after this one (/events is Coming Soon without events,
// /careers has no open roles list without roles): what this file published goes to the Trash.
test.afterAll(async ({ baseURL }) => {
  const api = await staffApi(baseURL!)
  const { items } = await (await api.get('/api/cms/roles?limit=200')).json()
  if (items.length) await api.post('/api/cms/roles/bulk', { data: { ids: items.map((i: { id: number }) => i.id), action: 'delete' } })
  await api.dispose()
})

test.beforeAll(async ({ baseURL }) => {
  await setProtection(baseURL!, false)
})

test('open roles: listed on Careers, a page each with JobPosting data, Apply fills in the contact form', async ({ page, baseURL }) => {
  const api = await staffApi(baseURL!)
  const role = async (title: string, closes_on: string | null) => {
    const res = await api.post('/api/cms/roles', {
      data: {
        title,
        summary: 'Design battery packs people can open and repair.',
        body: '<p>Our packs are built to be serviced.</p><h2>What you bring</h2><ul><li>Five years of pack design</li></ul>',
        team: 'Engineering',
        employment_type: 'FULL_TIME',
        workplace: 'hybrid',
        location: 'Lisbon, Portugal',
        closes_on,
        status: 'published',
      },
    })
    expect(res.status(), await res.text()).toBe(201)
    return (await res.json()).item as { slug: string }
  }
  const open = await role(`Battery Systems Engineer ${run}`, '2099-12-31')
  const closed = await role(`Manufacturing Intern ${run}`, '2020-01-31')

  await page.goto('/careers')
  const block = page.locator('[data-block="content-list"]')
  await expect(block.getByRole('heading', { name: 'Open Roles' })).toBeVisible()
  await expect(block.getByRole('link', { name: `Battery Systems Engineer ${run}` })).toBeVisible()
  await expect(block).toContainText('Full-time')
  await expect(block).toContainText('Hybrid')
  await expect(block.getByRole('link', { name: `Manufacturing Intern ${run}` })).toHaveCount(0)
  expect(await serious(page)).toEqual([])
  await block.scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'reports/shots/roles-careers-block.png' })

  await hydrated(page, `[data-block="content-list"] a[href="/careers/${open.slug}"]`)
  await block.getByRole('link', { name: `Battery Systems Engineer ${run}` }).click()
  await expect(page).toHaveURL(new RegExp(`/careers/${open.slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: `Battery Systems Engineer ${run}` })).toBeVisible()
  await expect(page.getByText('31 December 2099')).toBeVisible()
  await expect(page.getByText('Hybrid · Lisbon, Portugal')).toBeVisible()

  await page.reload()
  const posting = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((s) => JSON.parse(s)).find((d) => d['@type'] === 'JobPosting')
  expect(posting).toMatchObject({ title: `Battery Systems Engineer ${run}`, employmentType: 'FULL_TIME', validThrough: '2099-12-31T23:59:59Z', hiringOrganization: { name: 'Yerth' } })
  expect(await serious(page)).toEqual([])
  await page.screenshot({ path: 'reports/shots/roles-detail-desktop-light.png', fullPage: true })

  await page.getByRole('link', { name: 'Apply', exact: true }).click()
  await expect(page).toHaveURL(/\/contact\?subject=careers&role=/)
  const form = page.locator('.ct-form')
  await hydrated(page, '.ct-form button[type="submit"]')
  await expect(form.getByLabel('Subject *')).toHaveValue('careers')
  await expect(form.getByLabel('Message *')).toHaveValue(new RegExp(`apply for the role “Battery Systems Engineer ${run}”`))
  await form.getByLabel('Full Name *').fill('Ana Applicant')
  const email = `ana-${run}@example.com`
  await form.getByLabel('Email Address *').fill(email)
  await form.getByLabel('Message *').press('End')
  await form.getByLabel('Message *').pressSequentially('I have built packs for ten years.')
  await form.getByRole('button', { name: /Send/ }).click()
  await expect(page.getByRole('status').filter({ hasText: /thank/i }).first()).toBeVisible()
  const enquiries = await (await api.get(`/api/cms/enquiries?search=${encodeURIComponent(email)}`)).json()
  const stored = (enquiries.enquiries ?? enquiries.items ?? [])[0]
  expect(stored).toMatchObject({ email, subject: 'careers' })
  expect(stored.message).toContain(`Battery Systems Engineer ${run}`)

  // A closed role keeps its page, which says so and offers no Apply.
  await page.goto(`/careers/${closed.slug}`)
  await expect(page.getByText('Applications for this role closed on 31 January 2020.', { exact: false })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Apply', exact: true })).toHaveCount(0)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.reload()
  expect(await serious(page, [], { colorsOnly: true })).toEqual([])
  await page.screenshot({ path: 'reports/shots/roles-closed-mobile-dark.png', fullPage: true })

  // The console's derived manager lists both.
  await signIn(page)
  await page.goto('/admin/roles')
  await expect(page.getByRole('heading', { level: 1, name: 'Open Roles' })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: `Battery Systems Engineer ${run}` })).toContainText('Engineering')
  await api.dispose()
})
