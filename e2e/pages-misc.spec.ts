/**
 * HyperBuilt (/hyperbuilt and its two sub-paths), the Journal landing (/journal), Media (/media),
 * Contact (/contact), Strategic Partners (/partners) and Events (/events): public-site §2, §3, §4,
 * §8 and §9. Every route in the frame without console errors at desktop and mobile widths; the
 * HyperBuilt preview modal (Watch Preview, close icon, backdrop, Escape, its button, keyboard) and
 * its newsletter (empty submit does nothing, failure only logged, success opens the modal with the
 * success text); the contact form's states and messages; the media kit and press lists (skeletons,
 * empty states, download tracking then the file in a new tab, press links); the partners and
 * events signups. The forms' failure states are produced with page.route (the real endpoints answer
 * the success paths: e2e/enquiries.spec.ts); the media lists are real items made through the console's
 * API. axe on every route, both themes.
 */
import { NETWORK_FAILURE } from '../shared/refusal.ts'
import { type Page, type Route } from '@playwright/test'
import { test, expect } from './test.ts'
import { putSettings, setProtection, staffApi } from './api.ts'
import { collectErrors, hydrated, serious } from './page-checks.ts'

/** Every event of this worker's site to the Trash (the console's own bulk delete). */
async function trashAllEvents(baseURL: string) {
  const api = await staffApi(baseURL)
  const { items } = await (await api.get('/api/cms/events?limit=200')).json()
  if (items.length) expect((await api.post('/api/cms/events/bulk', { data: { ids: items.map((i: { id: number }) => i.id), action: 'delete' } })).ok()).toBe(true)
  await api.dispose()
}

const DESKTOP = { width: 1440, height: 900 }
const MOBILE = { width: 390, height: 844 }

test.beforeAll(async ({ baseURL }) => setProtection(baseURL!, false))
// The cookie banner (the consent journeys test it) is answered, so it covers nothing here.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'yerth_consent', value: 'v1:analytics=0&marketing=0', url: baseURL! }])
})

const json = (route: Route, status: number, body: unknown) => route.fulfill({ status, json: body })

const ROUTES = [
  { path: '/hyperbuilt', h1: 'HyperBuilt', sections: ['hero', 'reality-series', 'podcast-series', 'subscribe'] },
  { path: '/hyperbuilt/reality', h1: 'HyperBuilt', sections: ['hero', 'reality-series', 'podcast-series', 'subscribe'] },
  { path: '/hyperbuilt/podcast', h1: 'HyperBuilt', sections: ['hero', 'reality-series', 'podcast-series', 'subscribe'] },
  { path: '/journal', h1: 'Ideas in motion.', sections: ['hero', 'blogs-door', 'vlogs-door', 'story-cta', 'contact-button'] },
  { path: '/media', h1: 'Media & Press', sections: ['hero', 'media-kit', 'founders', 'press', 'guidelines', 'inquiry'] },
  { path: '/contact', h1: 'Get in Touch', sections: ['hero', 'details', 'response-note', 'form', 'careers-link', 'about-link'] },
  { path: '/partners', h1: 'Build Hypermobility with us', sections: [] },
  { path: '/events', h1: 'Meet Hypermobility in person', sections: [] },
] as const

for (const size of [DESKTOP, MOBILE]) {
  test(`every route renders in the frame without console errors (${size.width}px)`, async ({ page }) => {
    await page.setViewportSize(size)
    const errors = collectErrors(page)
    for (const { path, h1, sections } of ROUTES) {
      const res = await page.goto(path)
      expect(res?.status(), path).toBe(200)
      await expect(page.locator('header').first()).toBeVisible()
      await expect(page.locator('footer').first()).toBeAttached()
      await expect(page.locator('main h1'), path).toHaveCount(1)
      await expect(page.locator('main h1'), path).toHaveText(h1)
      for (const id of sections) await expect(page.locator(`main [data-section="${id}"]`), `${path} ${id}`).toHaveCount(1)
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight)) // lazy images load too
      await page.waitForLoadState('networkidle')
      await expect(page.locator('main [aria-busy="true"]'), `${path}: lists loaded`).toHaveCount(0)
      expect(errors, path).toEqual([])
    }
  })
}

test.describe('HyperBuilt', () => {
  test('one screen on three paths, HyperBuilt active in the navigation; the two series are Coming Soon', async ({ page }) => {
    for (const path of ['/hyperbuilt', '/hyperbuilt/reality', '/hyperbuilt/podcast']) {
      await page.goto(path)
      const nav = page.getByRole('navigation', { name: 'Main', exact: true })
      await expect(nav.getByRole('link', { name: 'HyperBuilt', exact: true }), path).toHaveClass(/active/)
      const main = page.locator('main')
      await expect(main.getByRole('heading', { name: 'Reality Series', exact: true })).toBeVisible()
      await expect(main.getByRole('heading', { name: 'Podcasts', exact: true })).toBeVisible()
      await expect(main.locator('.hb-badge', { hasText: 'Coming Soon' })).toHaveCount(2)
      await expect(main.locator('#subscribe')).toContainText('Join 10,000+ subscribers')
      await expect(main.locator('dialog.hb-modal')).toBeAttached()
    }
  })

  test('Subscribe to Updates jumps to #subscribe', async ({ page }) => {
    await page.goto('/hyperbuilt')
    const link = page.locator('main').getByRole('link', { name: 'Subscribe to Updates' })
    await expect(link).toHaveAttribute('href', '#subscribe')
    await hydrated(page, '[data-section="hero"] a[href="#subscribe"]')
    await link.click()
    await expect(page.locator('#subscribe')).toBeInViewport()
  })

  test('the preview modal: Coming Soon, closed by Escape, the backdrop, the close icon and its button; focus comes back', async ({ page }) => {
    await page.goto('/hyperbuilt')
    await hydrated(page, '[data-section="hero"] button')
    const watch = page.locator('main').getByRole('button', { name: 'Watch Preview' })
    const dialog = page.getByRole('dialog', { name: 'Coming Soon' })
    await expect(dialog).toBeHidden()

    // Keyboard: Enter opens it, focus moves in, Escape closes it and focus returns.
    await watch.focus()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: "Can't Wait!" })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(watch).toBeFocused()

    await watch.click()
    await expect(dialog).toBeVisible()
    await page.mouse.click(8, 8) // the backdrop
    await expect(dialog).toBeHidden()

    await watch.click()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()

    await watch.click()
    await dialog.getByRole('button', { name: "Can't Wait!" }).click()
    await expect(dialog).toBeHidden()
  })

  test('the newsletter: an empty submit does nothing; a failure is logged and said in a short line (issue 16); success opens the modal with the success text', async ({ page }) => {
    const bodies: unknown[] = []
    let answer = 500
    await page.route('**/api/public/newsletter', async (route) => {
      bodies.push(route.request().postDataJSON())
      await json(route, answer, answer < 300 ? { ok: true } : { error: 'Something broke' })
    })
    const errors = collectErrors(page)
    await page.goto('/hyperbuilt')
    await hydrated(page, '#subscribe form')
    const form = page.locator('#subscribe')
    const email = form.getByRole('textbox', { name: 'Email address' })
    const submit = form.getByRole('button', { name: 'Subscribe' })

    // The browser's check answers the empty submit with an `invalid` event on the field: once it has
    // fired the submit is over, and nothing was sent.
    await email.evaluate((el) => el.addEventListener('invalid', () => ((window as unknown as { refused?: boolean }).refused = true), { once: true }))
    await submit.click()
    await expect.poll(() => page.evaluate(() => (window as unknown as { refused?: boolean }).refused), { message: 'the empty submit was refused' }).toBe(true)
    expect(bodies, 'an empty e-mail sends nothing').toEqual([])
    await expect(page.getByRole('dialog')).toBeHidden()

    await email.fill('rider@example.com')
    await submit.click()
    await expect.poll(() => errors.some((e) => e.includes('Newsletter signup failed (hyperbuilt)'))).toBe(true)
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(form.getByRole('alert')).toHaveText('Failed to subscribe. Please try again.')
    await expect(email).toHaveValue('rider@example.com')
    expect(bodies, 'only the filled-in submit was ever sent').toEqual([{ email: 'rider@example.com', source_page: 'hyperbuilt' }])

    answer = 201
    await submit.click()
    const dialog = page.getByRole('dialog', { name: 'Successfully Subscribed!' })
    await expect(dialog).toBeVisible()
    await expect(email).toHaveValue('')
    expect(bodies.at(-1)).toEqual({ email: 'rider@example.com', source_page: 'hyperbuilt' })
    await dialog.getByRole('button', { name: 'Got it!' }).click()
    await expect(dialog).toBeHidden()
    await expect(email).toBeFocused()

    // After subscribing, Watch Preview shows the subscribed state too.
    await page.locator('main').getByRole('button', { name: 'Watch Preview' }).click()
    await expect(page.getByRole('dialog', { name: 'Successfully Subscribed!' })).toBeVisible()
    await page.keyboard.press('Escape')
  })
})

test('journal landing: two large cards to the blogs and the vlogs, and a call to action to /contact and /about', async ({ page }) => {
  await page.goto('/journal')
  const main = page.locator('main')
  await expect(main.getByRole('link', { name: 'Blogs', exact: true })).toHaveAttribute('href', '/journal/blogs')
  await expect(main.getByRole('link', { name: 'Vlogs', exact: true })).toHaveAttribute('href', '/journal/vlogs')
  await expect(main.getByRole('heading', { name: 'Have a story we should tell?' })).toBeVisible()
  await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
  await expect(main.getByRole('link', { name: 'About Yerth' })).toHaveAttribute('href', '/about')
  await hydrated(page, '.j-door-link')
  await main.locator('.j-door').first().click() // the whole card is the link
  await expect(page).toHaveURL(/\/journal\/blogs$/)
})

test.describe('Contact', () => {
  test('details from the settings with the fallbacks, the 24-hour note and the links', async ({ page, baseURL }) => {
    await page.goto('/contact')
    const details = page.locator('[data-section="details"]')
    await expect(details.getByRole('link', { name: 'contact@yerth.com' })).toHaveAttribute('href', 'mailto:contact@yerth.com')
    await expect(details).toContainText('Coming Soon')
    await expect(details).toContainText('Address coming soon')
    await expect(page.locator('[data-section="response-note"]')).toContainText('24 hours')
    await expect(page.locator('main').getByRole('link', { name: /Explore Careers/ })).toHaveAttribute('href', '/careers')
    await expect(page.locator('main').getByRole('link', { name: /About Yerth/ })).toHaveAttribute('href', '/about')

    const api = await staffApi(baseURL!)
    try {
      await putSettings(api, { contact_email: 'hello@yerth.com', company_phone: '+44 20 7946 0958', company_address: '1 Green Lane\nLondon' })
      await page.goto('/contact')
      await expect(details.getByRole('link', { name: 'hello@yerth.com' })).toHaveAttribute('href', 'mailto:hello@yerth.com')
      await expect(details.getByRole('link', { name: '+44 20 7946 0958' })).toHaveAttribute('href', 'tel:+442079460958')
      await expect(details.locator('address')).toHaveText('1 Green LaneLondon')
    } finally {
      await putSettings(api, { contact_email: '', company_phone: '', company_address: '' })
      await api.dispose()
    }
  })

  test('the form: fields, subjects, honeypot; error messages above the button; success and Send Another Message', async ({ page }) => {
    let reply: (route: Route) => Promise<void> = (route) => json(route, 400, { error: 'Please enter a valid email address' })
    const bodies: Record<string, unknown>[] = []
    await page.route('**/api/public/contact', async (route) => {
      bodies.push(route.request().postDataJSON())
      await reply(route)
    })
    await page.goto('/contact')
    await hydrated(page, '.ct-form')
    const form = page.locator('.ct-form')
    await expect(form.getByLabel('Full Name *')).toHaveAttribute('required', '')
    await expect(form.getByLabel('Email Address *')).toHaveAttribute('type', 'email')
    await expect(form.getByLabel('Email Address *')).toHaveAttribute('required', '')
    await expect(form.getByLabel(/Mobile/)).not.toHaveAttribute('required', '')
    await expect(form.getByLabel('Subject *')).toHaveAttribute('required', '')
    await expect(form.getByLabel('Message *')).toHaveAttribute('required', '')
    const options = await form.getByLabel('Subject *').locator('option:not([disabled])').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))
    expect(options).toEqual(['general', 'partnership', 'media', 'careers', 'investment', 'other'])
    const trap = form.locator('input[name="website"]')
    await expect(trap).toHaveAttribute('tabindex', '-1')
    await expect(trap).toHaveAttribute('autocomplete', 'off')
    await expect(form.locator('[aria-hidden="true"]:has(input[name="website"])')).toHaveCount(1)
    await expect(trap).not.toBeInViewport()

    const fill = async () => {
      await form.getByLabel('Full Name *').fill('Ada Rider')
      await form.getByLabel('Email Address *').fill('ada@example.com')
      await form.getByLabel('Subject *').selectOption('partnership')
      await form.getByLabel('Message *').fill('Let us build something together.')
    }
    await fill()
    const send = form.getByRole('button', { name: 'Send Message' })

    // The server's error text, above the button.
    await send.click()
    const error = form.getByRole('alert')
    await expect(error).toHaveText('Please enter a valid email address')
    expect(await error.evaluate((el) => el.compareDocumentPosition(document.querySelector('.ct-form button[type="submit"]')!) & Node.DOCUMENT_POSITION_FOLLOWING)).toBeTruthy()

    // No error field: the generic message.
    reply = (route) => route.fulfill({ status: 500, body: 'oops' })
    await send.click()
    await expect(error).toHaveText('Failed to submit form')

    // A network failure: said plainly, not the browser's "Failed to fetch" (issue 16).
    reply = (route) => route.abort('failed')
    await send.click()
    await expect(error).toHaveText(NETWORK_FAILURE)
    await expect(form.getByLabel('Full Name *')).toHaveValue('Ada Rider')

    // Success: 'Sending...' (disabled) while it runs, then the thank-you panel.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    reply = async (route) => {
      await held
      await json(route, 201, { ok: true })
    }
    await send.click()
    const busy = form.getByRole('button', { name: 'Sending...' })
    await expect(busy).toBeDisabled()
    release()
    const thanks = page.locator('.ct-success')
    await expect(thanks).toContainText('Thank You!')
    expect(bodies.at(-1)).toEqual({
      name: 'Ada Rider',
      email: 'ada@example.com',
      mobile: '',
      subject: 'partnership',
      message: 'Let us build something together.',
      source_page: 'contact',
    })
    await thanks.getByRole('button', { name: 'Send Another Message' }).click()
    await expect(form.getByLabel('Full Name *')).toHaveValue('')
    await expect(form.getByLabel('Full Name *')).toBeFocused()
    await expect(form.getByLabel('Message *')).toHaveValue('')
    await expect(form.getByRole('alert')).toHaveCount(0)
  })
})

test.describe('Media', () => {
  // Real items through the console's API (the server renders them into /media); the lists are
  // emptied first and the items removed afterwards.
  const KIT = [
    { title: 'Brand Colour Palette', description: 'Swatches for print and screen.', file_type: 'PDF', file_size: '2 MB', item_count: '12', file_url: '/favicon.svg' },
    { title: 'Typography Guide', file_type: 'ZIP', file_url: '/favicon.svg' },
    { title: 'Logo Pack', description: 'Every lockup.', file_type: 'ZIP', file_size: '14 MB', item_count: '3 files', file_url: '/favicon.svg' },
  ]
  const PRESS = [
    { title: 'Yerth reimagines the bicycle', description: 'A look inside.', content: '<p>Inside the studio.</p>', external_url: 'https://news.example.com/yerth', status: 'published', publish_date: '2026-03-04T00:00:00Z' },
    { title: 'Hypermobility, explained', slug: 'hypermobility-explained', description: 'Our own story.', content: '<p>What Hypermobility means to us.</p>', status: 'published', publish_date: '2026-02-01T00:00:00Z' },
  ]
  const created: string[] = []
  let kitIds: number[] = []

  test.beforeAll(async ({ baseURL }) => {
    const api = await staffApi(baseURL!)
    // Exactly these on the page: what other journeys left is removed first.
    for (const item of (await (await api.get('/api/cms/media-kit?limit=100')).json()).items) await api.delete(`/api/cms/media-kit/${item.id}`)
    for (const item of (await (await api.get('/api/cms/press-highlights?limit=100')).json()).highlights) await api.delete(`/api/cms/press-highlights/${item.id}`)
    kitIds = []
    for (const item of KIT) {
      const res = await api.post('/api/cms/media-kit', { data: item })
      expect(res.status(), await res.text()).toBe(201)
      const { item: saved } = await res.json()
      kitIds.push(saved.id)
      created.push(`/api/cms/media-kit/${saved.id}`)
    }
    for (const highlight of PRESS) {
      const res = await api.post('/api/cms/press-highlights', { data: highlight })
      expect(res.status(), await res.text()).toBe(201)
      created.push(`/api/cms/press-highlights/${(await res.json()).highlight.id}`)
    }
    await api.dispose()
  })

  test.afterAll(async ({ baseURL }) => {
    const api = await staffApi(baseURL!)
    for (const url of created.splice(0)) await api.delete(url)
    await api.dispose()
  })

  /** /media reached by the navigation inside the app: the lists are fetched in the browser. */
  async function openMediaInApp(page: Page) {
    await page.goto('/contact')
    await hydrated(page, 'header a[href="/media"]')
    await page.locator('header a[href="/media"]').first().click()
    await expect(page).toHaveURL(/\/media$/)
  }

  test('the server renders the kit cards and press highlights; the press links follow the external-or-/press rule', async ({ page }) => {
    await page.goto('/media')
    const cards = page.locator('#media-kit .md-kit-card')
    await expect(cards).toHaveCount(3)
    await expect(cards.nth(0)).toHaveClass(/md-kit-card--palette/)
    await expect(cards.nth(1)).toHaveClass(/md-kit-card--typography/)
    await expect(cards.nth(2)).toHaveClass(/md-kit-card--logo/)
    await expect(cards.nth(0)).toContainText('PDF')
    await expect(cards.nth(0)).toContainText('2 MB')
    await expect(cards.nth(0)).toContainText('12 items')
    await expect(cards.nth(2)).toContainText('3 files')

    const press = page.locator('[data-section="press"]')
    const external = press.getByRole('link', { name: /Yerth reimagines the bicycle/ })
    await expect(external).toHaveAttribute('href', 'https://news.example.com/yerth')
    await expect(external).toHaveAttribute('target', '_blank')
    await expect(press).toContainText('March 4, 2026')
    const internal = press.getByRole('link', { name: /Hypermobility, explained/ })
    await expect(internal).toHaveAttribute('href', '/press/hypermobility-explained')
    await expect(internal).not.toHaveAttribute('target', /.+/)
    await hydrated(page, '[data-section="press"] a[href^="/press/"]')
    await internal.click()
    await expect(page).toHaveURL(/\/press\/hypermobility-explained$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hypermobility, explained')
    await expect(page.getByText('What Hypermobility means to us.')).toBeVisible()
  })

  test('skeletons while loading (4 and 3) after a navigation inside the app, then the lists', async ({ page }) => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    for (const pattern of ['**/api/public/media-kit', '**/api/public/press-highlights?limit=3']) {
      await page.route(pattern, async (route) => {
        await held
        await route.continue()
      })
    }
    await openMediaInApp(page)
    await expect(page.locator('#media-kit .md-skeleton')).toHaveCount(4)
    await expect(page.locator('[data-section="press"] .md-skeleton')).toHaveCount(3)
    release()
    await expect(page.locator('#media-kit .md-kit-card')).toHaveCount(3)
    await expect(page.locator('[data-section="press"]').getByRole('link', { name: /Hypermobility, explained/ })).toBeVisible()
  })

  test('Download counts the download and opens the file in a new tab; it opens even when counting fails', async ({ page, baseURL }) => {
    const count = async () => {
      const api = await staffApi(baseURL!)
      const { items } = await (await api.get('/api/cms/media-kit?limit=100')).json()
      await api.dispose()
      return items.find((i: { id: number }) => i.id === kitIds[2]).download_count as number
    }
    const before = await count()
    await page.goto('/media')
    await hydrated(page, '#media-kit .md-kit-button')
    let popup = page.context().waitForEvent('page')
    await page.getByRole('button', { name: 'Download Logo Pack' }).click()
    let tab = await popup
    await tab.waitForLoadState()
    expect(new URL(tab.url()).pathname).toBe('/favicon.svg')
    await tab.close()
    await expect.poll(count).toBe(before + 1)

    await page.route('**/api/public/media-kit/*/download', (route) => json(route, 500, { error: 'down' }))
    const errors = collectErrors(page)
    popup = page.context().waitForEvent('page')
    await page.getByRole('button', { name: 'Download Logo Pack' }).click()
    tab = await popup
    await tab.waitForLoadState()
    expect(new URL(tab.url()).pathname).toBe('/favicon.svg')
    await tab.close()
    await expect.poll(() => errors.some((e) => e.includes('Media kit download tracking failed'))).toBe(true)
    expect(await count()).toBe(before + 1)
  })

  test('when the lists cannot be fetched: the failures are logged and both lists show their empty state', async ({ page }) => {
    await page.route('**/api/public/media-kit', (route) => json(route, 404, { error: 'Not found' }))
    await page.route('**/api/public/press-highlights?limit=3', (route) => route.abort('failed'))
    const errors = collectErrors(page)
    await openMediaInApp(page)
    await expect(page.locator('#media-kit')).toContainText('Media kit coming soon')
    await expect(page.locator('[data-section="press"]')).toContainText('No press highlights yet')
    expect(errors.some((e) => e.includes('Loading the media kit failed'))).toBe(true)
    expect(errors.some((e) => e.includes('Loading the press highlights failed'))).toBe(true)
  })

  test('the hero buttons jump to the media kit and the inquiry banner by their section ids', async ({ page }) => {
    await page.goto('/media')
    const hero = page.locator('[data-block="media-hero"]')
    await expect(hero).toHaveAttribute('data-section', 'hero')
    await expect(hero.getByRole('link', { name: 'Browse the Media Kit' })).toHaveAttribute('href', '#media-kit')
    await expect(hero.getByRole('link', { name: 'Media Inquiries' })).toHaveAttribute('href', '#inquiry')
    await hydrated(page, '[data-section="hero"] a[href="#inquiry"]')
    await hero.getByRole('link', { name: 'Media Inquiries' }).click()
    await expect(page.locator('#inquiry')).toBeInViewport()
    await expect(page.locator('#inquiry')).toBeFocused()
    await expect(page.locator('#inquiry')).toHaveAttribute('data-block', 'press-inquiry')
    await page.evaluate(() => window.scrollTo(0, 0))
    await hero.getByRole('link', { name: 'Browse the Media Kit' }).click()
    await expect(page.locator('#media-kit')).toBeInViewport()
    await expect(page.locator('#media-kit')).toHaveAttribute('data-block', 'media-kit')
  })

  test('founder photos, guidelines and the media inquiry block', async ({ page }) => {
    await page.goto('/media')
    await expect(page.locator('[data-section="founders"]')).toHaveAttribute('data-block', 'founder-photos')
    await expect(page.locator('[data-section="guidelines"]')).toHaveAttribute('data-block', 'brand-guidelines')
    const founders = page.locator('[data-section="founders"] article')
    await expect(founders).toHaveCount(2)
    for (const card of await founders.all()) {
      await expect(card.getByRole('link', { name: /Professional profile/ })).toHaveAttribute('target', '_blank')
      await expect(card.getByRole('link', { name: /Download photo/ })).toHaveAttribute('download', '')
    }
    await expect(page.locator('[data-section="founders"]')).toContainText('Photo usage guidelines')
    const guidelines = page.locator('[data-section="guidelines"]')
    for (const name of ['Logo', 'Brand colour', 'Photography']) await expect(guidelines.getByRole('heading', { name, exact: true })).toBeVisible()
    await expect(guidelines).toContainText('#22A625')
    const inquiry = page.locator('#inquiry')
    await expect(inquiry).toContainText('4 hours during business hours')
    await expect(inquiry.getByRole('link', { name: 'Send a Media Inquiry' })).toHaveAttribute('href', '/contact')
    await expect(inquiry.getByRole('link', { name: 'Email Our Team' })).toHaveAttribute('href', 'mailto:contact@yerth.com')
  })
})

for (const { path, title, launch, types, signup, idle, busy, source, links } of [
  {
    path: '/partners',
    title: 'Be the First to Know',
    launch: 'Q1 2026',
    types: ['Technology Partners', 'Global Expansion Partners', 'Strategic Alliances'],
    signup: 'Be the First to Know',
    idle: 'Subscribe',
    busy: 'Subscribing...',
    source: 'strategic_partners',
    links: [['Contact Us', '/contact'], ['About Yerth', '/about']],
  },
  {
    path: '/events',
    title: 'Join the VIP List',
    launch: '2026',
    types: ['Product Launch Events', 'Community Meetups', 'Industry Conferences'],
    signup: 'Join the VIP List',
    idle: 'Join Now',
    busy: 'Joining...',
    source: 'events',
    links: [['Contact Us', '/contact'], ['Read the Blogs', '/journal/blogs']],
  },
]) {
  test(`${path}: Coming Soon (${launch}), three types, the '${title}' signup and its states, the links`, async ({ page, baseURL }) => {
    // /events is the spec's Coming Soon page while no event is published (issue 30): another file on
    // this worker's site may have published some, so they go to the Trash first.
    if (path === '/events') await trashAllEvents(baseURL!)
    const bodies: unknown[] = []
    let reply: (route: Route) => Promise<void> = (route) => json(route, 500, { error: 'down' })
    await page.route('**/api/public/newsletter', async (route) => {
      bodies.push(route.request().postDataJSON())
      await reply(route)
    })
    await page.goto(path)
    const main = page.locator('main')
    await expect(main.locator('.launch-banner')).toContainText('Coming Soon')
    await expect(main.locator('.launch-banner')).toContainText(launch)
    for (const t of types) await expect(main.getByRole('heading', { name: t, exact: true })).toBeVisible()
    for (const [name, href] of links) await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)

    const section = main.locator('section', { has: page.getByRole('heading', { name: signup }) })
    await hydrated(page, '.launch-form')
    const email = section.getByRole('textbox', { name: 'Email address' })
    await email.fill('rider@example.com')
    await section.getByRole('button', { name: idle }).click()
    await expect(section.getByRole('alert')).toHaveText('Failed to subscribe. Please try again.')
    await expect(email).toHaveValue('rider@example.com')

    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    reply = async (route) => {
      await held
      await json(route, 201, { ok: true })
    }
    await section.getByRole('button', { name: idle }).click()
    await expect(section.getByRole('button', { name: busy })).toBeDisabled()
    release()
    await expect(section.getByRole('status')).toContainText('Thank you for subscribing!')
    await expect(section.getByRole('status')).toContainText("You'll receive our latest updates and insights.")
    await expect(section.locator('form')).toHaveCount(0)
    expect(bodies.at(-1)).toEqual({ email: 'rider@example.com', source_page: source })
  })
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`axe, ${scheme} theme`, () => {
    test.use({ colorScheme: scheme })

    // The pages themselves: e2e/public-routes.spec.ts (axe on every public route, both themes).
    test('the open preview modal and the contact form error', async ({ page }) => {
      await page.goto('/hyperbuilt')
      await hydrated(page, '[data-section="hero"] button')
      await page.locator('main').getByRole('button', { name: 'Watch Preview' }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      expect(await serious(page), 'preview modal').toEqual([])

      await page.route('**/api/public/contact', (route) => json(route, 400, { error: 'Please enter a valid email address' }))
      await page.goto('/contact')
      await hydrated(page, '.ct-form')
      const form = page.locator('.ct-form')
      await form.getByLabel('Full Name *').fill('Ada Rider')
      await form.getByLabel('Email Address *').fill('ada@example.com')
      await form.getByLabel('Subject *').selectOption('media')
      await form.getByLabel('Message *').fill('Hello')
      await form.getByRole('button', { name: 'Send Message' }).click()
      await expect(form.getByRole('alert')).toBeVisible()
      expect(await serious(page), 'contact error').toEqual([])
    })
  })
}
