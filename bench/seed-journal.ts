/**
 * The journal `make bench` measures (P3 Lighthouse, P1 pages): a handful of published posts as an
 * editor writes them, through the console's own API (so the sanitiser, excerpts and reading times
 * are the real ones), half of them with an uploaded photograph (stored by the media module, with
 * its WebP variants), the rest with the stock illustration. Used by bench/serve.ts on the first
 * start of a bench database; never by the app.
 */
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'

const CATEGORIES = ['Technology', 'Design', 'Sustainability', 'Engineering']
const AUTHORS = ['Ada Okafor', 'Ben Laurent', 'Chen Wei', 'Dana Ruiz']
const TOPICS = [
  'Charging in the city',
  'A chassis made to be repaired',
  'What silence does to a street',
  'Batteries with a second life',
  'Designing for the rain',
  'The quiet torque of a small motor',
  'Range is a design problem',
  'Light frames, long journeys',
  'Solar roofs and slow mornings',
  'Sensors that see the cyclist first',
  'Recycling lithium, honestly',
  'Prototype notes from the coast road',
  'Interfaces you can use with gloves on',
  'A grid that listens',
  'Craft at the scale of a city',
  'Hypermobility, explained',
]

const PARAGRAPH =
  'Electric mobility is not only a change of engine. It changes how a street sounds, how a city breathes and how ' +
  'far a family can travel without thinking about the next charge. Our engineers spent the season on the coast road, ' +
  'testing the prototype against wind, rain and the long climbs that empty a battery faster than any spreadsheet predicts. '

function postContent(i: number): string {
  const parts: string[] = []
  for (let s = 0; s < 4; s++) {
    parts.push(`<h2>Part ${s + 1}: notes from week ${i + s + 1}</h2>`)
    parts.push(`<p>${PARAGRAPH.repeat(2)}</p>`)
    parts.push(`<p><strong>What we learned.</strong> ${PARAGRAPH}</p>`)
    if (s === 1) parts.push('<ul><li>Range held within 4% of the model.</li><li>Regeneration recovered 18% on descents.</li><li>Cabin noise stayed under 60 dB.</li></ul>')
    if (s === 2) parts.push(`<blockquote><p>${PARAGRAPH.slice(0, 140)}</p></blockquote>`)
  }
  return parts.join('\n')
}

/** A photograph-like JPEG (smooth colour fields with grain), 1600 by 900. */
async function photo(seed: number): Promise<Buffer> {
  const width = 1600
  const height = 900
  const pixels = Buffer.alloc(width * height * 3)
  let noise = seed * 2654435761
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      noise = (noise * 1103515245 + 12345) & 0x7fffffff
      const grain = (noise >> 16) % 24
      const o = (y * width + x) * 3
      pixels[o] = 40 + ((x * (seed + 3)) / 16 + Math.sin(y / 90 + seed) * 40 + grain) % 120
      pixels[o + 1] = 90 + ((y / 7 + Math.cos(x / 140 + seed) * 50 + grain) % 110)
      pixels[o + 2] = 60 + (((x + y) / 11 + grain) % 90)
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer()
}

/** Publishes `count` posts as `email` (a super admin of the bench database); returns how many were created. */
export async function seedJournal(app: FastifyInstance, email: string, password: string, count = 12): Promise<number> {
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: { email, password } })
  if (login.statusCode !== 200) throw new Error(`bench seed: sign-in answered ${login.statusCode} ${login.body}`)
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
  const headers = { 'content-type': 'application/json', cookie }
  for (const name of CATEGORIES) {
    await app.inject({ method: 'POST', url: '/api/cms/blog-categories', headers, payload: { name } })
  }
  let created = 0
  for (let i = 0; i < count; i++) {
    const image = i % 2 === 0 ? (await app.media.storeImage(await photo(i + 1), null)).url : null
    const day = new Date(Date.UTC(2026, 9, 28 - i, 9, 0, 0)).toISOString()
    const res = await app.inject({
      method: 'POST',
      url: '/api/cms/blogs',
      headers,
      payload: {
        title: TOPICS[i % TOPICS.length],
        category: CATEGORIES[i % CATEGORIES.length],
        author_name: AUTHORS[i % AUTHORS.length],
        tags: 'electric, design, journey',
        featured_image: image,
        content: postContent(i),
        status: 'published',
        publish_date: day,
      },
    })
    if (res.statusCode !== 201) throw new Error(`bench seed: creating a post answered ${res.statusCode} ${res.body}`)
    created++
  }
  await seedMedia(app, headers)
  await seedServed(app, headers)
  return created
}

/** An event (upcoming, a page at /events/<slug>) and an open role (listed on /careers, a page at /careers/<slug>): the served content types' pages P3 measures. */
async function seedServed(app: FastifyInstance, headers: Record<string, string>) {
  const start = new Date(Date.now() + 30 * 86_400_000)
  start.setUTCHours(18, 0, 0, 0)
  const calls = [
    {
      url: '/api/cms/events',
      payload: {
        title: 'Aurora launch night',
        summary: 'The first public rides of the Aurora, with the team that built it, on the riverside in Lisbon.',
        body: postContent(4),
        starts_at: start.toISOString(),
        ends_at: new Date(start.getTime() + 4 * 3_600_000).toISOString(),
        time_zone: 'Europe/Lisbon',
        venue: 'Yerth Studio, Lisbon',
        registration_url: 'https://tickets.example.com/aurora',
        status: 'published',
      },
    },
    {
      url: '/api/cms/roles',
      payload: {
        title: 'Battery Systems Engineer',
        summary: 'Design battery packs people can open, repair and keep for decades.',
        body: postContent(5),
        team: 'Engineering',
        employment_type: 'FULL_TIME',
        workplace: 'hybrid',
        location: 'Lisbon, Portugal',
        status: 'published',
      },
    },
  ]
  for (const { url, payload } of calls) {
    const res = await app.inject({ method: 'POST', url, headers, payload })
    if (res.statusCode !== 201) throw new Error(`bench seed: POST ${url} answered ${res.statusCode} ${res.body}`)
  }
}

/** /media's lists (four kit items, three press highlights, one of them with a page of its own at /press/<slug>). */
async function seedMedia(app: FastifyInstance, headers: Record<string, string>) {
  const kit = [
    { title: 'Brand Colour Palette', description: 'Swatches and values for print and screen.', file_type: 'PDF', file_size: '2 MB', item_count: '12 colours', file_url: '/favicon.svg' },
    { title: 'Typography Guide', description: 'Typefaces, sizes and spacing.', file_type: 'ZIP', file_size: '4 MB', file_url: '/favicon.svg' },
    { title: 'Logo Pack', description: 'Every lockup, light and dark.', file_type: 'ZIP', file_size: '14 MB', item_count: '3 files', file_url: '/favicon.svg' },
    { title: 'Fact Sheet 2026', description: 'Company facts on one page.', file_type: 'PDF', file_size: '1 MB', file_url: '/favicon.svg' },
  ]
  for (const item of kit) {
    const res = await app.inject({ method: 'POST', url: '/api/cms/media-kit', headers, payload: item })
    if (res.statusCode !== 201) throw new Error(`bench seed: creating a kit item answered ${res.statusCode} ${res.body}`)
  }
  const press = [
    { title: 'Yerth opens its design studio', slug: 'design-studio', description: 'Where Hypermobility takes shape.', content: postContent(1), status: 'published', publish_date: '2026-10-20T09:00:00Z' },
    { title: 'A new kind of vehicle for cities', description: 'A look at the first prototypes.', content: postContent(2), external_url: 'https://news.example.com/yerth', status: 'published', publish_date: '2026-10-10T09:00:00Z' },
    { title: 'Yerth joins the clean mobility alliance', description: 'Partners for renewable charging.', content: postContent(3), status: 'published', publish_date: '2026-09-30T09:00:00Z' },
  ]
  for (const highlight of press) {
    const res = await app.inject({ method: 'POST', url: '/api/cms/press-highlights', headers, payload: highlight })
    if (res.statusCode !== 201) throw new Error(`bench seed: creating a press highlight answered ${res.statusCode} ${res.body}`)
  }
}
