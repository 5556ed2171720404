/**
 * The demo command (demo.ts) on a fresh database: what it promises is there and public where it
 * should be, a second run changes nothing, and a used site is refused unless forced. Runs the small
 * set (the full one is checked as data: 30 posts, 8 vlogs...); the CLI runs the full set.
 */
import demoPress from './served/press-highlights.ts'
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { apiModules } from '../../fastify.config.ts'
import { createTestApp } from '../core/testing.ts'
import { staff } from '../auth/testing.ts'
import type { AuthDb } from '../auth/queries.ts'
import { setTwoFactorRequirement } from '../auth/two-factor-queries.ts'
import { detect } from '../media/file-type.ts'
import { youtubeId } from '../../shared/journal.ts'
import { pdfOf } from './art.ts'
import { BLOG_CATEGORIES, VLOG_CATEGORIES, demoPlan, stateOf } from './content.ts'
import { DEMO_EDITOR_EMAIL, DemoRefusal, runDemo } from './demo.ts'

const now = new Date()
const plan = demoPlan(now, 'small')

async function counts(app: FastifyInstance) {
  const db = app.db as Kysely<any>
  const count = async (table: string) => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
  return {
    posts: await count('blogs'),
    blogCategories: await count('blog_categories'),
    vlogs: await count('vlogs'),
    kit: await count('media_kit_items'),
    press: await count('press_highlights'),
    enquiries: await count('enquiries'),
    subscribers: await count('newsletter_subscriptions'),
    analyticsDays: await count('analytics_daily'),
    images: await count('images'),
    outbox: await count('mail_outbox'),
    audit: await count('audit_log'),
    revisions: await count('revisions'),
  }
}

t.test('the full demo is the promised set', async (t) => {
  const full = demoPlan(now, 'full')
  t.equal(full.posts.length, 30, '30 posts')
  t.same(new Set(full.posts.map((p) => p.category)), new Set(BLOG_CATEGORIES), 'in 4 categories')
  t.equal(BLOG_CATEGORIES.length, 4)
  t.ok(full.posts.filter((p) => stateOf(p, now) === 'scheduled').length >= 3, 'some scheduled')
  t.ok(full.posts.filter((p) => stateOf(p, now) === 'draft').length >= 3, 'some drafts')
  t.equal(new Set(full.posts.map((p) => p.slug)).size, 30, 'slugs are unique')
  t.ok(full.posts.every((p) => /<h2>/.test(p.content) && /<p>/.test(p.content)), 'bodies have headings and paragraphs')
  t.equal(full.vlogs.length, 8, '8 vlogs')
  t.ok(full.vlogs.every((v) => v.title.includes('(demo video)') && youtubeId(v.youtube_url)?.length === 11), 'marked demo, with YouTube-style ids')
  t.equal(full.kit.length, 4)
  t.ok(demoPress(now).length >= 4, 'press highlights (a served type: modules/demo/served/press-highlights.ts)')
  t.equal(full.analytics.days, 90)
  const pdf = pdfOf(['Hello (demo)', 'Second line'])
  t.equal(detect(pdf), 'pdf', 'the hand-written PDF is a PDF to the media kit')
  t.match(pdf.toString('latin1'), /startxref\n\d+\n%%EOF\n$/)
})

t.test('an empty site gets the demo; a second run changes nothing', async (t) => {
  const app = await createTestApp(apiModules)
  t.teardown(() => app.close())
  t.ok((await app.settings.protection()).enabled, 'a fresh site starts behind the gate')
  // A site that requires two-factor sign-in of all staff: the demo editor sets it up like anyone.
  await setTwoFactorRequirement(app.db as AuthDb, 'all_staff')

  const report = await runDemo(app, { size: 'small', now })
  const enrolled = await (app.db as Kysely<any>).selectFrom('audit_log').select('action').where('action', '=', 'two_factor_enabled').where('admin_email', '=', DEMO_EDITOR_EMAIL).execute()
  t.equal(enrolled.length, 1, 'the demo editor set up two-factor sign-in as required')
  const published = plan.posts.filter((p) => stateOf(p, now) === 'published')
  const scheduled = plan.posts.find((p) => stateOf(p, now) === 'scheduled')!
  const draft = plan.posts.find((p) => stateOf(p, now) === 'draft')!
  t.same(report.created, {
    categories: BLOG_CATEGORIES.length + VLOG_CATEGORIES.length,
    posts: plan.posts.length,
    vlogs: plan.vlogs.length,
    kit: plan.kit.length,
    enquiries: plan.enquiries.length,
    subscribers: plan.subscribers.length,
    analyticsDays: 90,
  })
  t.ok(report.gateOpened, 'the gate is opened on a fresh site')
  const after = await counts(app)
  t.match(after, {
    posts: plan.posts.length,
    blogCategories: 4,
    vlogs: plan.vlogs.length,
    kit: plan.kit.length,
    press: 2, // a small demo makes the first two of each served type
    enquiries: plan.enquiries.length + plan.subscribers.length, // a sign-up is also an enquiry (newsletter)
    subscribers: plan.subscribers.length,
    analyticsDays: 90,
    outbox: 0, // the forms' mails about made-up people are erased
  })
  t.ok(after.images >= plan.posts.length, 'illustrations are in the media library')
  t.ok(after.revisions >= plan.posts.length, 'posts were saved with revisions')

  const list = await app.inject({ url: '/api/public/blogs?limit=50' })
  t.equal(list.statusCode, 200)
  t.same(new Set(list.json().blogs.map((b: { slug: string }) => b.slug)), new Set(published.map((p) => p.slug)), 'the public list shows the published posts')
  t.ok(list.json().blogs.every((b: { featured_image: string | null }) => b.featured_image?.startsWith('/media/images/')), 'each with its image')
  t.equal((await app.inject({ url: `/api/public/blogs/${published[0].slug}` })).statusCode, 200)
  t.equal((await app.inject({ url: `/api/public/blogs/${scheduled.slug}` })).statusCode, 404, 'a scheduled post is not public yet')
  t.equal((await app.inject({ url: `/api/public/blogs/${draft.slug}` })).statusCode, 404, 'a draft is not public')
  const post = (await app.inject({ url: `/api/public/blogs/${published[0].slug}` })).json().blog
  t.match(post.content, /<h2>.+<\/h2>/, 'the body keeps its headings through the sanitiser')
  t.equal((await app.inject({ url: '/api/public/vlogs' })).json().vlogs.length, plan.vlogs.length)
  const kit = (await app.inject({ url: '/api/public/media-kit' })).json().items as Array<{ file_url: string; file_type: string }>
  t.equal(kit.length, plan.kit.length)
  const pdf = await app.inject({ url: kit.find((i) => i.file_type === 'PDF')!.file_url })
  t.equal(pdf.statusCode, 200)
  t.equal(pdf.headers['content-type'], 'application/pdf', 'the kit PDF downloads')
  t.equal((await app.inject({ url: '/api/public/press-highlights' })).json().highlights.length, 2, 'both are published and due')
  t.equal(report.served['press highlights'], 2)
  const editor = await (app.db as Kysely<any>).selectFrom('admins').select('is_active').where('email', '=', DEMO_EDITOR_EMAIL).executeTakeFirstOrThrow()
  t.equal(editor.is_active, false, 'the demo editor is deactivated afterwards')

  const again = await runDemo(app, { size: 'small', now })
  t.same(again.created, { categories: 0, posts: 0, vlogs: 0, kit: 0, enquiries: 0, subscribers: 0, analyticsDays: 0 }, 'the second run adds nothing')
  t.notOk(again.gateOpened)
  t.same(await counts(app), after, 'and changes nothing (not even the audit log)')

})

t.test('a used site is refused unless --force', async (t) => {
  const app = await createTestApp(apiModules)
  t.teardown(() => app.close())
  const { cookie } = await staff(app, 'editor')
  const own = await app.inject({ method: 'POST', url: '/api/cms/blogs', headers: { 'content-type': 'application/json', cookie }, payload: { title: 'Our real launch post', category: 'News', content: '<p>Real.</p>', status: 'published' } })
  t.equal(own.statusCode, 201)
  const about = (await app.pages.list()).find((p) => p.slug === 'about')!
  const edited = await app.inject({ method: 'PUT', url: `/api/cms/pages/${about.id}`, headers: { 'content-type': 'application/json', cookie }, payload: { content_json: about.content_json, meta_title: 'About the real Yerth', meta_description: about.meta_description, version: about.version } })
  t.equal(edited.statusCode, 200, 'a page edited')
  const before = await counts(app)

  const refused = await runDemo(app, { size: 'small', now }).catch((err) => err)
  t.ok(refused instanceof DemoRefusal, 'refused')
  t.match(refused.message, /\(1 blog post, 1 edited or added page\)/)
  t.match(refused.message, /--force/)
  t.same(await counts(app), before, 'nothing was written')

  const forced = await runDemo(app, { size: 'small', now, force: true })
  t.equal(forced.created.posts, plan.posts.length, '--force adds the demo')
  t.notOk(forced.gateOpened, 'and leaves the gate of a used site as it was')
  t.equal((await counts(app)).posts, before.posts + plan.posts.length, 'next to the real post')
})
