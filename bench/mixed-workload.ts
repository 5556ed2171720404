/**
 * QUALITY P7's "realistic mixed workload": what a few minutes of ordinary staff and visitor work
 * put through the server before its memory is measured. Everything goes over HTTP to the running
 * server, as browsers send it: sign-ins (good and bad), image uploads (photographs, big PNGs) and
 * media-kit file uploads, console saves (posts created and edited), visitors' page views and
 * page-view beacons, contact forms, and a thousand malformed requests. Returns what it did.
 * A server that keeps what it handled (image buffers, unbounded caches, allocator arenas) shows it
 * in the RSS measured after this, which a fresh process does not.
 */
import sharp from 'sharp'
import { COLLECT_PATH } from '../shared/analytics.ts'
import { PUBLIC_PATHS } from '../shared/routes/index.ts'

export interface WorkloadCounts {
  signIns: number
  images: number
  files: number
  saves: number
  pageViews: number
  malformed: number
  statuses: Record<string, number>
}

/** A photograph-like picture: smooth colour fields with grain (compresses like a photo, not like a flat fill). */
async function picture(seed: number, width: number, height: number, format: 'jpeg' | 'png'): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  let noise = seed * 2654435761
  for (let i = 0; i < pixels.length; i += 3) {
    noise = (noise * 1103515245 + 12345) & 0x7fffffff
    const grain = (noise >> 16) % 32
    const x = (i / 3) % width
    const y = Math.floor(i / 3 / width)
    pixels[i] = 30 + ((x / 9 + seed * 17 + grain) % 140)
    pixels[i + 1] = 70 + ((y / 5 + Math.sin(x / 70 + seed) * 40 + grain) % 120)
    pixels[i + 2] = 50 + (((x + y) / 13 + grain) % 100)
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } })
  return format === 'jpeg' ? image.jpeg({ quality: 85 }).toBuffer() : image.png({ compressionLevel: 3 }).toBuffer()
}

export async function mixedWorkload(base: string, email: string, password: string): Promise<WorkloadCounts> {
  const counts: WorkloadCounts = { signIns: 0, images: 0, files: 0, saves: 0, pageViews: 0, malformed: 0, statuses: {} }
  const tally = (status: number) => (counts.statuses[status] = (counts.statuses[status] ?? 0) + 1)
  const send = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${base}${path}`, init)
    await res.arrayBuffer()
    tally(res.status)
    return res
  }
  const json = (body: unknown, cookie = '') => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  })

  // Sign-ins: the staff member, a few mistyped passwords, and unknown accounts.
  let cookie = ''
  for (let i = 0; i < 6; i++) {
    const res = await send('/api/auth/login', json({ email, password }))
    counts.signIns++
    cookie = (res.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ') || cookie
  }
  for (let i = 0; i < 4; i++) {
    await send('/api/auth/login', json({ email: `someone${i}@example.com`, password: 'not-the-password' }))
    counts.signIns++
  }
  if (!cookie) throw new Error('mixed workload: the bench admin could not sign in')

  // Image uploads as the console sends them (a data URL in JSON): photographs and large PNGs.
  const shapes: Array<[number, number, 'jpeg' | 'png']> = [
    [2400, 1600, 'jpeg'],
    [1600, 900, 'jpeg'],
    [1200, 1200, 'png'],
    [3000, 2000, 'jpeg'],
  ]
  for (let i = 0; i < 16; i++) {
    const [w, h, format] = shapes[i % shapes.length]
    const bytes = await picture(i + 1, w, h, format)
    if (bytes.length > 2_900_000) continue // the upload route's body limit is 4 MB of base64
    const image = `data:image/${format};base64,${bytes.toString('base64')}`
    await send('/api/upload-image', json({ image, filename: `photo-${i}.${format === 'jpeg' ? 'jpg' : 'png'}` }, cookie))
    counts.images++
  }

  // Media-kit files (multipart): a few PDFs of several megabytes.
  for (let i = 0; i < 3; i++) {
    const pdf = Buffer.concat([Buffer.from(`%PDF-1.7\n% bench file ${i}\n`), Buffer.alloc(4 * 1024 * 1024 + i * 1024, 0x20 + i), Buffer.from('\n%%EOF\n')])
    const form = new FormData()
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), `kit-${i}.pdf`)
    await send('/api/cms/media-kit/upload', { method: 'POST', headers: { cookie }, body: form })
    counts.files++
  }

  // Console saves: drafts created, then edited twice each.
  const paragraph = '<p>Range is a design problem as much as a battery problem. We measured it on the coast road. </p>'
  for (let i = 0; i < 12; i++) {
    const res = await fetch(`${base}/api/cms/blogs`, json({ title: `Workshop notes ${i}`, category: 'Engineering', author_name: 'Bench', content: paragraph.repeat(30), status: 'draft' }, cookie))
    tally(res.status)
    counts.saves++
    const created = (await res.json().catch(() => null)) as { blog?: { id?: number }; id?: number } | null
    const id = created?.blog?.id ?? created?.id
    if (!id) continue
    for (let edit = 0; edit < 2; edit++) {
      await send(`/api/cms/blogs/${id}`, { ...json({ title: `Workshop notes ${i}, take ${edit + 2}`, category: 'Engineering', author_name: 'Bench', content: paragraph.repeat(31 + edit), status: 'draft' }, cookie), method: 'PUT' })
      counts.saves++
    }
  }

  // Visitors: every public page a few times, with their beacons, and some contact forms.
  for (let round = 0; round < 4; round++) {
    for (const path of PUBLIC_PATHS) {
      await send(path, { headers: { 'accept-encoding': 'br', 'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Bench/${round}` } })
      counts.pageViews++
      await send(COLLECT_PATH, { method: 'POST', headers: { 'content-type': 'text/plain', 'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Bench/${round}` }, body: JSON.stringify({ path }) })
    }
  }
  for (let i = 0; i < 10; i++) {
    await send('/api/public/contact', json({ name: `Visitor ${i}`, email: `visitor${i}@example.com`, subject: 'general', message: 'Hello from the bench.', source_page: 'contact' }))
  }

  // Malformed requests: wrong types, junk JSON, control characters, overlong fields, unknown routes.
  const junk: Array<() => Promise<unknown>> = [
    () => send('/api/public/contact', json({ name: 42, email: [], message: null })),
    () => send('/api/public/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name": "unterminated' }),
    () => send('/api/public/newsletter', json({ email: 'x'.repeat(5000), source_page: '\u0000' })),
    () => send('/api/public/blogs?page=-1&limit=abc&search=%00'),
    () => send('/journal/blogs/%E0%A4%A'),
    () => send('/api/auth/login', json({ email: 'a@b', password: 'x'.repeat(10_000) })),
    () => send('/api/cms/blogs', json({ title: '' }, cookie)),
    () => send(`/no-such-page-${'z'.repeat(200)}`),
  ]
  for (let i = 0; i < 1000; i++) {
    await junk[i % junk.length]()
    counts.malformed++
  }
  return counts
}
