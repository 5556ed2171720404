/**
 * Events (issue 30), a content type that is only its declaration, its screens and its migration:
 * /events keeps the spec's 'Coming Soon' page while there are none; an editor writes one in the
 * derived console manager (refusals in words at the fields, the time typed in the event's own zone);
 * the list shows it upcoming and a past one apart; its page (reached inside the site) says when in
 * its zone, offers the calendar file and registration; its head carries Event JSON-LD; axe finds
 * nothing serious in either theme.
 */
import { test, expect } from './test.ts'
import { createStaff, setProtection, signIn, staffApi } from './api.ts'
import { serious } from './page-checks.ts'

const run = Date.now().toString(36)
const EDITOR = { email: `events-editor-${run}@yerth.com`, password: 'editor-pass-1', name: 'Eva Events' }
const DAY = 86_400_000

// The worker's site is shared with the files after this one (/events is Coming Soon without events,
// /careers has no open roles list without roles): what this file published goes to the Trash.
test.afterAll(async ({ baseURL }) => {
  const api = await staffApi(baseURL!)
  const { items } = await (await api.get('/api/cms/events?limit=200')).json()
  if (items.length) await api.post('/api/cms/events/bulk', { data: { ids: items.map((i: { id: number }) => i.id), action: 'delete' } })
  await api.dispose()
})

test.beforeAll(async ({ baseURL }) => {
  await setProtection(baseURL!, false)
  const owner = await staffApi(baseURL!)
  await createStaff(owner, [[EDITOR, 'editor']])
  await owner.dispose()
})

test('events: Coming Soon while there are none, written in the console, listed, and each with its own page', async ({ page, baseURL }) => {
  await page.goto('/events')
  await expect(page.getByText('Coming Soon', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Join the VIP List' })).toBeVisible()

  // A past event, made through the API.
  const api = await staffApi(baseURL!, EDITOR.email, EDITOR.password)
  const past = await api.post('/api/cms/events', {
    data: {
      title: `Prototype open day ${run}`,
      summary: 'Our workshop opened its doors for a day.',
      body: '<p>Thank you for coming.</p>',
      starts_at: new Date(Date.now() - 40 * DAY).toISOString(),
      ends_at: new Date(Date.now() - 40 * DAY + 3_600_000).toISOString(),
      time_zone: 'Europe/Lisbon',
      venue: 'Yerth Workshop, Setúbal',
      status: 'published',
    },
  })
  expect(past.status(), await past.text()).toBe(201)
  await api.dispose()

  await signIn(page, EDITOR)
  await page.getByRole('link', { name: 'Events' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible()
  await page.getByRole('button', { name: 'New Event' }).first().click()
  const form = page.getByRole('dialog', { name: 'New Event' })
  await form.getByRole('button', { name: 'Create Event' }).click()
  await expect(form.getByText('Please enter the title.').first()).toBeVisible()

  const title = `Aurora launch night ${run}`
  await page.screenshot({ path: 'reports/shots/events-console-form-refused.png' })
  await form.getByLabel('Title', { exact: true }).fill(title)
  await form.getByLabel('Summary').fill('The first public rides of the Aurora, on the riverside.')
  await form.getByRole('textbox', { name: 'Details' }).click()
  await page.keyboard.type('Doors open at seven.')
  const year = new Date().getUTCFullYear() + 1
  await form.getByLabel('Time zone').selectOption('Europe/Lisbon')
  await form.getByLabel('Start', { exact: true }).fill(`${year}-03-14T19:00`)
  await form.getByLabel('End', { exact: true }).fill(`${year}-03-14T18:00`)
  await form.getByRole('button', { name: 'Create Event' }).click()
  await expect(form.getByText('The end cannot be before the start.').first()).toBeVisible()
  await form.getByLabel('End', { exact: true }).fill(`${year}-03-14T22:00`)
  await form.getByLabel('Venue').fill('Yerth Studio, Lisbon')
  await form.getByLabel('Registration link').fill('https://tickets.example.com/aurora')
  await form.getByRole('radio', { name: 'Published' }).check()
  await form.getByRole('button', { name: 'Create Event' }).click()
  await expect(page.getByText(`“${title}” created and published.`)).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row.getByText('Published', { exact: true })).toBeVisible()
  await expect(row).toContainText(`${year}-03-14 19:00`)
  await page.screenshot({ path: 'reports/shots/events-console-list.png' })

  // The public list: upcoming first, the past one apart; its page reached inside the site.
  await page.goto('/events')
  await expect(page.getByRole('heading', { name: 'Upcoming events' })).toBeVisible()
  // Its head links the type's RSS feed, which holds the event.
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/events/rss.xml')
  expect(await (await page.request.get('/events/rss.xml')).text()).toContain(`<title>${title}</title>`)
  await expect(page.getByText('Coming Soon', { exact: true })).toHaveCount(0)
  const upcoming = page.locator('section', { has: page.getByRole('heading', { name: 'Upcoming events' }) })
  await expect(upcoming.getByRole('link', { name: title })).toBeVisible()
  await expect(upcoming).toContainText('19:00 – 22:00 (Lisbon time)')
  const pastSection = page.locator('section', { has: page.getByRole('heading', { name: 'Past events' }) })
  await expect(pastSection.getByRole('link', { name: `Prototype open day ${run}` })).toBeVisible()
  expect(await serious(page)).toEqual([])
  await page.screenshot({ path: 'reports/shots/events-list-desktop-light.png', fullPage: true })

  await upcoming.getByRole('link', { name: title }).click()
  await expect(page).toHaveURL(/\/events\/aurora-launch-night-/)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText('Doors open at seven.')).toBeVisible()
  await expect(page.getByRole('link', { name: /^Register/ })).toHaveAttribute('href', 'https://tickets.example.com/aurora')
  const ics = await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')
  const file = await page.request.get(ics!)
  expect(file.headers()['content-type']).toMatch(/^text\/calendar/)
  expect(await file.text()).toContain(`DTSTART:${year}0314T190000Z`)

  // Loaded directly: the server's head has the Event's JSON-LD.
  await page.reload()
  const structured = await page.locator('script[type="application/ld+json"]').allTextContents()
  const event = structured.map((s) => JSON.parse(s)).find((d) => d['@type'] === 'Event')
  expect(event).toMatchObject({ name: title, startDate: `${year}-03-14T19:00:00.000Z`, location: { '@type': 'Place', name: 'Yerth Studio, Lisbon' } })
  expect(await serious(page)).toEqual([])
  await page.screenshot({ path: 'reports/shots/events-detail-desktop-light.png', fullPage: true })

  // A phone in the dark theme: the list and the page.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/events')
  expect(await serious(page, [], { colorsOnly: true })).toEqual([])
  await page.screenshot({ path: 'reports/shots/events-list-mobile-dark.png', fullPage: true })
  await page.getByRole('link', { name: title }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  expect(await serious(page, [], { colorsOnly: true })).toEqual([])
  await page.screenshot({ path: 'reports/shots/events-detail-mobile-dark.png', fullPage: true })

  // An unknown event is a 404 page that leads back.
  const missing = await page.goto('/events/no-such-event')
  expect(missing!.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible()
})
