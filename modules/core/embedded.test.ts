import t from 'tap'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { connectPglite } from './db.ts'
import { migrateToLatest } from './migrate.ts'

// The embedded default (no DATABASE_URL): PGlite persisted on disk, migrated once, data kept
// across a restart. CI's other tests use real PostgreSQL, so this path is tested here explicitly.
t.test('embedded database persists under the data folder across restarts', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'yerth-embedded-'))
  t.teardown(() => rmSync(root, { recursive: true, force: true }))
  const dataDir = join(root, 'nested', 'pglite')

  const first = await connectPglite(dataDir)
  const applied = await migrateToLatest(first.db)
  t.ok(applied.includes('2026-11-21-01-core'), 'migrations ran on first start')
  await first.db.insertInto('core_secrets').values({ name: 'probe', value: 'kept' }).execute()
  await first.close()

  const second = await connectPglite(dataDir)
  t.same(await migrateToLatest(second.db), [], 'nothing left to migrate on restart')
  const row = await second.db.selectFrom('core_secrets').select('value').where('name', '=', 'probe').executeTakeFirst()
  t.equal(row?.value, 'kept')
  const count = await second.db.selectFrom('core_secrets').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()
  t.equal(typeof count.n, 'number', 'counts come back as numbers')
  await second.close()
})

// Loading pg_trgm into PGlite slows Node's own per-request work for the whole process (QUALITY P1;
// core/db.ts withoutTrigrams), so the embedded database runs without it, and a database an earlier
// version made with it is converted on open: the title-fragment search still finds the same posts.
t.test('the embedded database loads no extension; one made with pg_trgm is opened without it', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'yerth-embedded-'))
  t.teardown(() => rmSync(root, { recursive: true, force: true }))
  const dataDir = join(root, 'pglite')
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const old = new PGlite({ dataDir, extensions: { pg_trgm } })
  await old.exec(`create extension pg_trgm; create table titles (title text); create index blogs_list_title_trigrams on titles using gin (title gin_trgm_ops); insert into titles values ('Hypermobility explained')`)
  await old.close()

  const db = await connectPglite(dataDir)
  t.teardown(() => db.close())
  const pglite = db.pglite!
  t.same((await pglite.query(`select name from pg_available_extensions where name = 'pg_trgm'`)).rows, [], 'pg_trgm is not loaded')
  t.same((await pglite.query(`select extname from pg_extension where extname = 'pg_trgm'`)).rows, [], 'the old database no longer has it')
  t.same((await pglite.query(`select indexname from pg_indexes where indexname = 'blogs_list_title_trigrams'`)).rows, [], 'nor its index')
  await pglite.exec(`insert into titles values ('The Quietwheel Almanac')`)
  t.same((await pglite.query(`select title from titles where title ilike '%mobility%'`)).rows, [{ title: 'Hypermobility explained' }], 'fragments are found without the index')
})
