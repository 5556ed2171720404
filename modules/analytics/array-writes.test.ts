/**
 * Ingestion writes its rows as one array per column (queries.ts, unnest): text that looks like
 * array syntax or NULL, quotes, backslashes and non-ASCII must come back exactly, on the embedded
 * database (the default of `make run`) as on PostgreSQL.
 */
import t from 'tap'
import { connectPglite } from '../core/db.ts'
import { migrateToLatest } from '../core/migrate.ts'
import { createTestDatabase } from '../core/testing.ts'
import { insertIncoming, latestVisits, takeIncoming, writeBatch, type AnalyticsDb } from './queries.ts'
import { planBatch, type View } from './sessionise.ts'

const HOSTILE = ['NULL', 'null', 'a,b', '{x}', '{"a","b"}', 'a"b', 'a\\b', '\\"', '}{,"\\', "it's", ' lead', 'trail ', '', 'é€😀', '/p?q=1&r={2}']

const engines = [
  { name: 'embedded (PGlite)', open: async () => { const h = await connectPglite(null); await migrateToLatest(h.db as never); return h } },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', open: () => createTestDatabase({ migrated: true }) }] : []),
]

for (const engine of engines) {
  t.test(`${engine.name}: hostile text round-trips through every array write`, async (t) => {
    const handle = await engine.open()
    t.teardown(() => handle.close())
    const db = handle.db as unknown as AnalyticsDb
    const at = new Date('2026-12-01T10:00:00Z')
    const views: View[] = HOSTILE.map((text, i) => ({ visitorId: `v${i}:${text}`, at: new Date(at.getTime() + i * 1000), path: text, source: text, device: 'desktop' }))
    await insertIncoming(db, views)
    const taken = await db.transaction().execute((tx) => takeIncoming(tx, 100))
    t.same(taken.map((v) => [v.visitorId, v.path, v.source]), views.map((v) => [v.visitorId, v.path, v.source]), 'the accepted rows, exactly')

    // New visits and their views, then the same visitors again (continued visits).
    await db.transaction().execute(async (tx) => writeBatch(tx, planBatch(taken, await latestVisits(tx, taken.map((v) => v.visitorId)))))
    const later = views.map((v) => ({ ...v, at: new Date(v.at.getTime() + 60_000) }))
    const known = await latestVisits(db, later.map((v) => v.visitorId))
    t.same([...known.keys()].sort(), views.map((v) => v.visitorId).sort(), 'every visitor found again by its id')
    await db.transaction().execute((tx) => writeBatch(tx, planBatch(later, known)))
    const visits = await db.selectFrom('analytics_visits').select(['visitor_id', 'entry_path', 'source', 'views']).orderBy('id').execute()
    t.same(visits.map((v) => [v.visitor_id, v.entry_path, v.source, v.views]), views.map((v) => [v.visitorId, v.path, v.source, 2]), 'one visit each, continued, text intact')
    const paths = await db.selectFrom('analytics_page_views').select('path').orderBy('id').execute()
    t.same(paths.map((p) => p.path), [...HOSTILE, ...HOSTILE], 'every page view, text intact')
  })
}
