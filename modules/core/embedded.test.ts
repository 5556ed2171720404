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
