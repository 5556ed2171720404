/**
 * content/publishing.ts alone, over a table of the test's own: which items are visible, scheduled or
 * drafts by the database's clock (publish dates are written relative to the database's now(), so no
 * test clock is involved), the console's filters, "scheduled until", the publish-date range and the
 * empty-date hook.
 */
import t from 'tap'
import { sql, type Kysely } from 'kysely'
import type { FastifyRequest } from 'fastify'
import { createTestDatabase } from '../core/testing.ts'
import { emptyDateIsNull, publishDateWithin, publishing, type StateFilter } from './index.ts'

interface Items {
  items: { id: number; status: string; publish_date: Date | null }
}

t.test('visible, scheduled, state and the console filters', async (t) => {
  const database = await createTestDatabase()
  t.teardown(() => database.close())
  const db = database.db as Kysely<Items>
  await sql`create table items (id integer primary key, status text not null, publish_date timestamptz)`.execute(db)
  await sql`insert into items values
    (1, 'draft', null),
    (2, 'draft', now() - interval '1 day'),
    (3, 'draft', now() + interval '1 day'),
    (4, 'published', null),
    (5, 'published', now() - interval '1 day'),
    (6, 'published', now() + interval '1 day'),
    (7, 'published', now() + interval '30 days')`.execute(db)
  const p = publishing('items')
  const ids = async (where: ReturnType<typeof p.filter>) => {
    let q = db.selectFrom('items').select('id').orderBy('id')
    if (where) q = q.where(where)
    return (await q.execute()).map((r) => r.id)
  }

  t.same(await ids(p.visible), [4, 5], 'published with no date or a past one')
  t.same(await ids(p.scheduled), [6, 7], 'published with a date ahead')
  const states = await db.selectFrom('items').select(['id', p.state.as('state')]).orderBy('id').execute()
  t.same(
    states.map((r) => r.state),
    ['draft', 'draft', 'draft', 'published', 'published', 'scheduled', 'scheduled'],
    'a draft stays a draft whatever its date',
  )
  const expected: Record<StateFilter, number[]> = { all: [1, 2, 3, 4, 5, 6, 7], draft: [1, 2, 3], published: [4, 5], scheduled: [6, 7] }
  for (const [filter, want] of Object.entries(expected) as Array<[StateFilter, number[]]>) t.same(await ids(p.filter(filter)), want, filter)
  t.equal(p.filter('all'), undefined, "'all' adds no condition")

  const week = await db.selectFrom('items').select('id').where(p.scheduledUntil(new Date(Date.now() + 7 * 86_400_000))).execute()
  t.same(week.map((r) => r.id), [6], 'scheduled in the next 7 days')

  // Qualified by the table's name: joins with another table holding the same columns stay unambiguous.
  await sql`create table others (id integer primary key, status text, publish_date timestamptz)`.execute(db)
  await sql`insert into others values (4, 'draft', null)`.execute(db)
  const joined = await sql<{ id: number }>`select items.id from items join others on others.id = items.id where ${p.visible}`.execute(db)
  t.same(joined.rows.map((r) => r.id), [4])
})

t.test('publishDateWithin', async (t) => {
  t.equal(publishDateWithin('2026-12-01T09:00:00+02:00', 'range'), '2026-12-01T07:00:00.000Z', 'stored as ISO in UTC')
  t.equal(publishDateWithin('1900-01-01T00:00:00Z', 'range'), '1900-01-01T00:00:00.000Z')
  t.equal(publishDateWithin('9999-12-31T23:59:59Z', 'range'), '9999-12-31T23:59:59.000Z')
  for (const bad of ['1899-12-31T23:59:59Z', '+010000-01-01T00:00:00Z', 'not a date']) {
    t.throws(() => publishDateWithin(bad, 'range'), { statusCode: 400, message: 'range' }, bad)
  }
})

t.test('emptyDateIsNull', async (t) => {
  const run = async (body: unknown) => {
    const request = { body } as FastifyRequest
    await emptyDateIsNull(request)
    return request.body
  }
  t.same(await run({ publish_date: '', title: 'x' }), { publish_date: null, title: 'x' })
  t.same(await run({ publish_date: '2026-01-01T00:00:00Z' }), { publish_date: '2026-01-01T00:00:00Z' })
  t.same(await run({ title: 'x' }), { title: 'x' }, 'absent stays absent')
  t.equal(await run(null), null)
  t.same(await run(['']), [''])
})
