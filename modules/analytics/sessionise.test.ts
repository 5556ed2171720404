/**
 * Sessionisation, bounce and duration arithmetic on hand-made sequences with known answers (pure:
 * planBatch, no database). The database round trip of the same rules is in analytics.test.ts.
 */
import t from 'tap'
import { planBatch, VISIT_TIMEOUT_MS, type KnownVisit, type View } from './sessionise.ts'

const T0 = Date.parse('2026-03-10T10:00:00Z')
const at = (seconds: number) => new Date(T0 + seconds * 1000)
const v = (visitorId: string, seconds: number, path = '/', over: Partial<View> = {}): View => ({ visitorId, at: at(seconds), path, source: 'Direct', device: 'desktop', ...over })

t.test('one visitor, three views within the timeout: one visit of 300 s, not a bounce', async (t) => {
  const plan = planBatch([v('a', 0, '/'), v('a', 60, '/about'), v('a', 300, '/journal')], new Map())
  t.equal(plan.newVisits.length, 1)
  t.match(plan.newVisits[0], { views: 3, entryPath: '/', startedAt: at(0), lastSeenAt: at(300) })
  t.same(plan.daily.get('2026-03-10'), { page_views: 3, visits: 1, visitors: 1, bounces: 0, duration_ms: 300_000 })
  t.same([...plan.pages.get('2026-03-10')!], [['/', 1], ['/about', 1], ['/journal', 1]])
  t.equal(plan.pageViews.length, 3)
})

t.test('a single view is a bounce of 0 s; bounce rate and average over mixed visits', async (t) => {
  // a: 3 views over 300 s; b: 1 view; c: 2 views 90 s apart. Visits 3, bounces 1, duration 390 s.
  const plan = planBatch([v('a', 0), v('b', 10), v('a', 100), v('c', 20), v('c', 110), v('a', 300)], new Map())
  const d = plan.daily.get('2026-03-10')!
  t.same(d, { page_views: 6, visits: 3, visitors: 3, bounces: 1, duration_ms: 390_000 })
  t.equal(Math.round((d.bounces / d.visits) * 1000) / 10, 33.3, 'bounce rate 33.3%')
  t.equal(Math.round(d.duration_ms / d.visits / 1000), 130, 'average visit 130 s')
})

t.test('30 minutes exactly continues the visit; one millisecond more starts another', async (t) => {
  const gap = VISIT_TIMEOUT_MS / 1000
  const plan = planBatch([v('a', 0), v('a', gap), v('a', 2 * gap + 0.001)], new Map())
  t.equal(plan.newVisits.length, 2)
  t.same(
    plan.newVisits.map((n) => n.views),
    [2, 1],
  )
  t.same(plan.daily.get('2026-03-10'), { page_views: 3, visits: 2, visitors: 1, bounces: 1, duration_ms: gap * 1000 }, 'the same visitor counts once that day')
})

t.test('views out of order are sorted first; the visit keeps its source, device and entry page', async (t) => {
  const plan = planBatch([v('a', 120, '/b', { source: 'later.example' }), v('a', 0, '/a', { source: 'news.example', device: 'mobile' })], new Map())
  t.equal(plan.newVisits.length, 1)
  t.match(plan.newVisits[0], { entryPath: '/a', source: 'news.example', device: 'mobile', views: 2 })
  t.same([...plan.sources.get('2026-03-10')!], [['news.example', 1]])
  t.same([...plan.devices.get('2026-03-10')!], [['mobile', 1]])
})

t.test('a stored visit is continued across batches: its bounce undone, its duration extended', async (t) => {
  const known: KnownVisit = { id: 7, visitorId: 'a', day: '2026-03-10', startedAt: at(0), lastSeenAt: at(0), views: 1 }
  const plan = planBatch([v('a', 200, '/next')], new Map([['a', known]]))
  t.equal(plan.newVisits.length, 0)
  t.same(plan.continued, [{ id: 7, lastSeenAt: at(200), views: 2 }])
  t.same(plan.daily.get('2026-03-10'), { page_views: 1, visits: 0, visitors: 0, bounces: -1, duration_ms: 200_000 })
  t.same(plan.pageViews, [{ visit: { id: 7 }, at: at(200), path: '/next' }])
})

t.test('a late view (before the stored last one) joins that visit without changing its length', async (t) => {
  const known: KnownVisit = { id: 9, visitorId: 'a', day: '2026-03-10', startedAt: at(0), lastSeenAt: at(600), views: 3 }
  const plan = planBatch([v('a', 300)], new Map([['a', known]]))
  t.same(plan.continued, [{ id: 9, lastSeenAt: at(600), views: 4 }])
  t.same(plan.daily.get('2026-03-10'), { page_views: 1, visits: 0, visitors: 0, bounces: 0, duration_ms: 0 })
})

t.test('a visitor whose stored visit timed out starts a new one but is not counted again that day', async (t) => {
  const known: KnownVisit = { id: 3, visitorId: 'a', day: '2026-03-10', startedAt: at(0), lastSeenAt: at(0), views: 1 }
  const plan = planBatch([v('a', 3600)], new Map([['a', known]]))
  t.equal(plan.newVisits.length, 1)
  t.same(plan.daily.get('2026-03-10'), { page_views: 1, visits: 1, visitors: 0, bounces: 1, duration_ms: 0 })
})

t.test('visits belong to the day they started, views to the day they happened', async (t) => {
  const late = Date.parse('2026-03-10T23:50:00Z')
  const views: View[] = [
    { visitorId: 'a', at: new Date(late), path: '/', source: 'Direct', device: 'desktop' },
    { visitorId: 'a', at: new Date(late + 20 * 60_000), path: '/about', source: 'Direct', device: 'desktop' },
  ]
  const plan = planBatch(views, new Map())
  t.same(plan.daily.get('2026-03-10'), { page_views: 1, visits: 1, visitors: 1, bounces: 0, duration_ms: 20 * 60_000 })
  t.same(plan.daily.get('2026-03-11'), { page_views: 1, visits: 0, visitors: 0, bounces: 0, duration_ms: 0 })
})
