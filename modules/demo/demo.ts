/**
 * `npm run demo` (bin/demo.ts): fills a site with demo content through the app's own routes, so the
 * sanitiser, slugs, revisions, media library entries, audit log and caches are the real ones.
 * Owns no table and is not a plugin: it drives an app built by buildApp (or a test app).
 *
 * - Who writes: an editor account of its own, demo-content@<brand domain>, with a random password
 *   nobody sees, signed in through POST /api/auth/login and deactivated (signed out) at the end, so the
 *   audit log and the revisions say which content the demo made.
 * - Idempotent: every demo item has a fixed slug (posts, vlogs, served types), title (media kit) or address
 *   (@demo.example enquiries and sign-ups); only the missing ones are made. Analytics are generated
 *   only while there are none. A second run finds everything and changes nothing (no sign-in either).
 * - Refuses a used site: posts, vlogs, media-kit items, press highlights, enquiries or sign-ups the
 *   demo did not make, or pages edited or added, stop it (DemoRefusal) unless `force`.
 * - Direct database access, where no API fits: the survey reads slugs, titles and addresses read-only;
 *   the demo editor is created like `npm run admin` does (auth's queries); analytics come from the
 *   existing generator (modules/analytics/generate.ts), as `npm run analytics:generate` does.
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { BRAND } from '../../shared/brand.ts'
import { generatePassword, hashPassword } from '../auth/passwords.ts'
import { findAdminByEmail, insertAdmin, insertAudit, setAdminActive, updateAdminPassword, type AuthDb } from '../auth/queries.ts'
import { removeTwoFactor } from '../auth/two-factor-queries.ts'
import { Secret, TOTP } from 'otpauth'
import { generateAnalytics } from '../analytics/generate.ts'
import type { AnalyticsTables } from '../analytics/tables.ts'
import { illustrationSvg, logoSvg, pdfOf, pngOf, webpOf } from './art.ts'
import { BLOG_CATEGORIES, DEMO_EMAIL_DOMAIN, VLOG_CATEGORIES, demoPlan, type DemoKitItem, type DemoPlan, type DemoSize } from './content.ts'
import { SERVED_TYPES } from '../../shared/content-types/served-types.ts'
import { servedDemo, type ServedDemoItem } from './served.ts'

export const DEMO_EDITOR_EMAIL = `demo-content@${BRAND.domain}`

const SINGULAR: Record<string, string> = {
  ...Object.fromEntries(SERVED_TYPES.map((t) => [t.plural.toLowerCase(), t.noun])),
  // Said in full where the type's noun is short for it ("post").
  'blog posts': 'blog post', vlogs: 'vlog', 'media kit items': 'media kit item',
  'edited or added pages': 'edited or added page', enquiries: 'enquiry', 'newsletter sign-ups': 'newsletter sign-up',
}

/** The database holds content the demo did not make; the message says what and how to go on. */
export class DemoRefusal extends Error {
  constructor(public readonly found: Record<string, number>) {
    const list = Object.entries(found).filter(([, n]) => n > 0).map(([what, n]) => `${n} ${n === 1 ? SINGULAR[what] ?? what : what}`).join(', ')
    super(
      `This database already holds content the demo did not create (${list}). ` +
        'The demo is meant for an empty site. Run it with --force to add the demo content anyway ' +
        '(it never changes or deletes anything that is there).',
    )
    this.name = 'DemoRefusal'
  }
}

export interface DemoOptions {
  force?: boolean
  /** `small` makes a few of each (tests); the default is the full set. */
  size?: DemoSize
  now?: Date
  log?: (line: string) => void
}

export interface DemoReport {
  created: { categories: number; posts: number; vlogs: number; kit: number; enquiries: number; subscribers: number; analyticsDays: number }
  /** Items of the types served from their fields, by the type's plural ('events'). */
  served: Record<string, number>
  /** The coming-soon gate was switched off (first fill of an empty site only). */
  gateOpened: boolean
}

interface Survey {
  /** What the demo did not make, by kind. */
  foreign: Record<string, number>
  /** Everything on the site, demo or not, was nothing: a fresh database. */
  empty: boolean
  postSlugs: Set<string>
  vlogSlugs: Set<string>
  kitTitles: Set<string>
  contactEmails: Set<string>
  subscriberEmails: Set<string>
  analyticsDays: number
  /** The demo's slugs already there, by served type. */
  servedSlugs: Map<string, Set<string>>
}

const isDemoAddress = (email: string) => email.toLowerCase().endsWith(`@${DEMO_EMAIL_DOMAIN}`)

/** Reads (only) what is there and sorts it into demo and not demo, by the full plan's names. */
async function survey(app: FastifyInstance, full: DemoPlan, served: Awaited<ReturnType<typeof servedDemo>>): Promise<Survey> {
  const db = app.db as Kysely<any>
  const column = async (table: string, col: string) => (await db.selectFrom(table).select(col).execute()).map((r) => String(r[col]))
  const split = (values: string[], isDemo: (v: string) => boolean) => {
    const demo = new Set(values.filter(isDemo))
    return { demo, foreign: values.length - values.filter(isDemo).length }
  }
  const inSet = (names: string[]) => (v: string) => names.includes(v)
  const posts = split(await column('blogs', 'slug'), inSet(full.posts.map((p) => p.slug)))
  const vlogs = split(await column('vlogs', 'slug'), inSet(full.vlogs.map((v) => v.slug)))
  const kit = split(await column('media_kit_items', 'title'), inSet(full.kit.map((k) => k.title)))
  const enquiryRows = await db.selectFrom('enquiries').select(['email', 'form_type']).execute()
  const subscribers = split(await column('newsletter_subscriptions', 'email'), isDemoAddress)
  const pages = (await app.pages.list()).filter((p) => !p.managed || p.version > 1).length
  const analyticsDays = Number((await (db as unknown as Kysely<AnalyticsTables>).selectFrom('analytics_daily').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
  const servedSplits = await Promise.all(served.map(async ({ type, items }) => ({ type, ...split(await column(type.table, 'slug'), inSet(items.map((i) => i.slug))) })))
  const foreign: Record<string, number> = {
    'blog posts': posts.foreign,
    vlogs: vlogs.foreign,
    'media kit items': kit.foreign,
    'edited or added pages': pages,
    enquiries: enquiryRows.filter((r) => !isDemoAddress(r.email)).length,
    'newsletter sign-ups': subscribers.foreign,
    ...Object.fromEntries(servedSplits.map((s) => [s.type.plural.toLowerCase(), s.foreign])),
  }
  const demoCount = posts.demo.size + vlogs.demo.size + kit.demo.size + subscribers.demo.size + enquiryRows.length + servedSplits.reduce((n, s) => n + s.demo.size, 0)
  return {
    foreign,
    empty: demoCount === 0 && Object.values(foreign).every((n) => n === 0),
    postSlugs: posts.demo,
    vlogSlugs: vlogs.demo,
    kitTitles: kit.demo,
    contactEmails: new Set(enquiryRows.filter((r) => r.form_type !== 'newsletter' && isDemoAddress(r.email)).map((r) => r.email.toLowerCase())),
    subscriberEmails: subscribers.demo,
    analyticsDays,
    servedSlugs: new Map(servedSplits.map((s) => [s.type.type, s.demo])),
  }
}

/** A signed-in session of the demo editor: `close()` signs out and deactivates the account. */
async function demoEditor(app: FastifyInstance) {
  const db = app.db as AuthDb
  const password = generatePassword()
  const passwordHash = await hashPassword(password)
  let admin = await findAdminByEmail(db, DEMO_EDITOR_EMAIL)
  if (admin) {
    await updateAdminPassword(db, admin.id, passwordHash)
    await setAdminActive(db, admin.id, true)
  } else {
    admin = await insertAdmin(db, { email: DEMO_EDITOR_EMAIL, name: 'Demo Content', role: 'editor', passwordHash })
    if (!admin) throw new Error(`could not create the demo editor ${DEMO_EDITOR_EMAIL}`)
    await insertAudit(db, { adminId: null, adminEmail: null, action: 'admin_created', targetType: 'admin', targetId: admin.id, details: { email: DEMO_EDITOR_EMAIL, role: 'editor', via: 'demo' } })
  }
  // A key from an earlier run is gone with its password: start without one.
  await removeTwoFactor(db, admin.id)
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', headers: jsonHeaders(), payload: { email: DEMO_EDITOR_EMAIL, password } })
  if (login.statusCode !== 200) throw new Error(`demo: signing in as ${DEMO_EDITOR_EMAIL} answered ${login.statusCode} ${login.body}`)
  let cookie = cookiesFrom(login)
  // A site that requires two-factor sign-in for all staff: the demo editor sets it up like anyone
  // (the key lives only for this run; the account is deactivated at the end).
  if ((login.json() as { two_factor_setup_required?: boolean }).two_factor_setup_required) {
    const setup = await app.inject({ method: 'POST', url: '/api/auth/2fa/setup', headers: jsonHeaders(cookie), payload: {} })
    const { secret } = setup.json() as { secret: string }
    const code = TOTP.generate({ secret: Secret.fromBase32(secret) })
    const enabled = await app.inject({ method: 'POST', url: '/api/auth/2fa/enable', headers: jsonHeaders(cookie), payload: { code } })
    if (enabled.statusCode !== 200) throw new Error(`demo: setting up two-factor sign-in for ${DEMO_EDITOR_EMAIL} answered ${enabled.statusCode} ${enabled.body}`)
    cookie = cookiesFrom(enabled)
  }
  const id = admin.id
  return {
    cookie,
    close: async () => {
      await app.inject({ method: 'POST', url: '/api/auth/logout', headers: jsonHeaders(cookie), payload: {} })
      await setAdminActive(db, id, false)
    },
  }
}

/** A same-origin JSON request as the console sends it. */
const jsonHeaders = (cookie?: string): Record<string, string> => ({ 'content-type': 'application/json', ...(cookie ? { cookie } : {}) })
const cookiesFrom = (res: { cookies: Array<{ name: string; value: string }> }) => res.cookies.map((c) => `${c.name}=${c.value}`).join('; ')

type Call = { method: 'POST' | 'PUT'; url: string; payload: unknown; remoteAddress?: string; expect?: number[] }

export async function runDemo(app: FastifyInstance, opts: DemoOptions = {}): Promise<DemoReport> {
  const now = opts.now ?? new Date()
  const log = opts.log ?? (() => {})
  const plan = demoPlan(now, opts.size ?? 'full')
  const allServed = await servedDemo(now)
  const found = await survey(app, demoPlan(now, 'full'), allServed)
  // A small demo makes the first two of each served type.
  const servedPlan = allServed.map(({ type, items }) => ({ type, items: opts.size === 'small' ? items.slice(0, 2) : items }))
  if (!opts.force && Object.values(found.foreign).some((n) => n > 0)) throw new DemoRefusal(found.foreign)

  const missing = {
    posts: plan.posts.filter((p) => !found.postSlugs.has(p.slug)),
    vlogs: plan.vlogs.filter((v) => !found.vlogSlugs.has(v.slug)),
    kit: plan.kit.filter((k) => !found.kitTitles.has(k.title)),
    enquiries: plan.enquiries.filter((e) => !found.contactEmails.has(e.email)),
    subscribers: plan.subscribers.filter((s) => !found.subscriberEmails.has(s.email)),
    served: servedPlan.flatMap(({ type, items }) => items.filter((i) => !found.servedSlugs.get(type.type)?.has(i.slug)).map((item) => ({ type, item }))),
  }
  const report: DemoReport = {
    created: { categories: 0, posts: 0, vlogs: 0, kit: 0, enquiries: 0, subscribers: 0, analyticsDays: 0 },
    served: Object.fromEntries(servedPlan.map(({ type }) => [type.plural.toLowerCase(), 0])),
    gateOpened: false,
  }
  const anyContentMissing = Object.values(missing).some((list) => list.length > 0)

  if (anyContentMissing) {
    const editor = await demoEditor(app)
    const call = async ({ method, url, payload, remoteAddress, expect = [200, 201] }: Call) => {
      const res = await app.inject({ method, url, headers: jsonHeaders(editor.cookie), payload: payload as object, remoteAddress })
      if (!expect.includes(res.statusCode)) throw new Error(`demo: ${method} ${url} answered ${res.statusCode} ${res.body}`)
      return { status: res.statusCode, body: res.json() as Record<string, any> }
    }
    const image = async (svg: string, filename: string, alt: string) => {
      const data = `data:image/webp;base64,${(await webpOf(svg)).toString('base64')}`
      return String((await call({ method: 'POST', url: '/api/upload-image', payload: { image: data, filename, alt } })).body.url)
    }
    try {
      if (missing.posts.length) {
        for (const name of BLOG_CATEGORIES) {
          if ((await call({ method: 'POST', url: '/api/cms/blog-categories', payload: { name }, expect: [201, 409] })).status === 201) report.created.categories++
        }
      }
      for (const post of missing.posts) {
        const { art, ...body } = post
        const featured_image = await image(illustrationSvg(art), `${post.slug}.webp`, `Illustration: ${post.title}`)
        await call({ method: 'POST', url: '/api/cms/blogs', payload: { ...body, featured_image } })
        report.created.posts++
        log(`post ${report.created.posts}/${missing.posts.length}: ${post.title}`)
      }
      if (missing.vlogs.length) {
        for (const name of VLOG_CATEGORIES) {
          if ((await call({ method: 'POST', url: '/api/cms/vlog-categories', payload: { name }, expect: [201, 409] })).status === 201) report.created.categories++
        }
      }
      for (const vlog of missing.vlogs) {
        const { art, ...body } = vlog
        const thumbnail = await image(illustrationSvg(art, 1280, 720), `${vlog.slug}.webp`, `Thumbnail: ${vlog.title}`)
        await call({ method: 'POST', url: '/api/cms/vlogs', payload: { ...body, thumbnail, status: 'published' } })
        report.created.vlogs++
      }
      for (const item of missing.kit) {
        const file = await uploadKitFile(app, editor.cookie, item)
        await call({ method: 'POST', url: '/api/cms/media-kit', payload: { title: item.title, description: item.description, item_count: item.item_count, file_type: file.file_type, file_url: file.url, file_size: file.file_size } })
        report.created.kit++
      }
      for (const { type, item } of missing.served) {
        const { art, ...body }: ServedDemoItem = item
        const imageField = type.served.fields.find((f) => f.kind === 'image')
        if (art !== undefined && imageField) body[imageField.name] = await image(illustrationSvg(art), `${item.slug}.webp`, String(body[imageField.alt ?? ''] ?? `Illustration: ${String(body[type.served.fields[0].name] ?? item.slug)}`))
        await call({ method: 'POST', url: `/api/cms/${type.type}`, payload: body })
        report.served[type.plural.toLowerCase()]++
      }
      // The public forms, as visitors send them (one address each, under the per-IP budget). The
      // mails they queue (notification, welcome) are about made-up people: erased at once, so a
      // later SMTP_URL never sends them.
      let visitor = 0
      for (const enquiry of missing.enquiries) {
        const { status, ...body } = enquiry
        const res = await call({ method: 'POST', url: '/api/public/contact', payload: body, remoteAddress: `198.51.100.${++visitor}` })
        if (status !== 'unread') await call({ method: 'PUT', url: `/api/cms/enquiries/${res.body.id}/status`, payload: { status } })
        await app.mail.eraseAddress(enquiry.email)
        report.created.enquiries++
      }
      for (const subscriber of missing.subscribers) {
        await call({ method: 'POST', url: '/api/public/newsletter', payload: subscriber, remoteAddress: `198.51.100.${++visitor}` })
        await app.mail.eraseAddress(subscriber.email)
        report.created.subscribers++
      }
    } finally {
      await editor.close()
    }
  }

  if (found.analyticsDays === 0) {
    const db = app.db as Kysely<AnalyticsTables>
    log(`analytics: ${plan.analytics.views.toLocaleString('en')} page views over ${plan.analytics.days} days`)
    const result = await generateAnalytics(db, { views: plan.analytics.views, days: plan.analytics.days, end: now, seed: 2026 })
    await app.analytics.rebuild(result.from, result.to)
    report.created.analyticsDays = Number((await db.selectFrom('analytics_daily').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
  }

  // A fresh site starts behind the coming-soon gate; the demo is there to be seen.
  if (found.empty && (await app.settings.protection()).enabled) {
    await app.settings.update({ password_protection_enabled: '0' }, null)
    report.gateOpened = true
  }
  return report
}

/** POST /api/cms/media-kit/upload with a multipart body built by hand (the file made by art.ts). */
async function uploadKitFile(app: FastifyInstance, cookie: string, item: DemoKitItem): Promise<{ url: string; file_type: string; file_size: string }> {
  const bytes = item.file.kind === 'pdf' ? pdfOf(item.file.lines ?? [item.title]) : await pngOf(item.file.name.includes('logo') ? logoSvg() : illustrationSvg(300))
  const mime = item.file.kind === 'pdf' ? 'application/pdf' : 'image/png'
  const boundary = `----yerth-demo-${Date.now().toString(36)}`
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${item.file.name}"\r\nContent-Type: ${mime}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const res = await app.inject({ method: 'POST', url: '/api/cms/media-kit/upload', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie }, payload })
  if (res.statusCode !== 201) throw new Error(`demo: uploading ${item.file.name} answered ${res.statusCode} ${res.body}`)
  return res.json()
}
