/**
 * Migration 2026-11-28-02-hero-brand-line (issue 29 §5): a hero written "Brand - headline" gets its
 * brand line as a field of its own, in the page, its kept versions and the Trash, so an old version
 * restored draws what it drew then; a hero without " - ", one already split and unreadable blocks
 * (in a kept version) are left alone; down puts the brand back into the headline.
 */
import t from 'tap'
import { sql } from 'kysely'
import { Migrator, type Migration } from 'kysely/migration'
import { migrations } from '../../migrations/index.ts'
import { splitHeroes } from '../../migrations/2026-11-28-02-hero-brand-line.ts'
import { createTestDatabase } from '../core/testing.ts'

const BEFORE = '2026-11-28-01-two-factor-pending-steps'
const STEP = '2026-11-28-02-hero-brand-line'
const hero = (content: string, metadata: Record<string, string> = {}) => ({ id: 'hero', type: 'hero', title: 'Opening', content, visible: true, metadata })
const text = { id: 'main', type: 'text', title: 'About - us', content: 'Yerth - not a hero', visible: true }

t.test('the rule: split at the first " - " after the first character, once', async (t) => {
  const split = JSON.parse(splitHeroes(JSON.stringify([hero('Yerth - Where Hypermobility - Comes to Life'), text]))!)
  t.same(split[0], hero('Where Hypermobility - Comes to Life', { brand: 'Yerth' }), 'the brand line is the part before the first " - "')
  t.same(split[1], text, 'other blocks keep their dashes')
  t.equal(splitHeroes(JSON.stringify([hero('No brand here')])), null, 'a headline without " - " is left as it is')
  t.equal(splitHeroes(JSON.stringify([hero(' - starts with the dash')])), null, 'nothing before the dash: no brand line')
  t.equal(splitHeroes(JSON.stringify([hero('Yerth - Ride', { brand: '' })])), null, 'a hero that has a brand line field is not split again')
  t.equal(splitHeroes('{not json'), null, 'unreadable blocks are left alone')
  t.equal(splitHeroes(JSON.stringify({ hero: 1 })), null, 'blocks that are not a list are left alone')
})

t.test('pages, kept versions and the Trash are split; down joins them again', async (t) => {
  const database = await createTestDatabase()
  t.teardown(() => database.close())
  const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations as Record<string, Migration> }, migrationTableSchema: database.schema })
  t.error((await migrator.migrateTo(BEFORE)).error, 'migrated to the step before')
  const db = database.db as any
  const old = JSON.stringify([hero('Yerth - Where Hypermobility Comes to Life'), text])
  const { id } = await db.insertInto('pages').values({ page_name: 'Launch', slug: 'launch', content_json: old, meta_title: 'Launch' }).returning('id').executeTakeFirstOrThrow()
  const plain = JSON.stringify([hero('Spring launch'), text])
  await db.insertInto('pages').values({ page_name: 'Plain', slug: 'plain', content_json: plain, meta_title: 'Plain' }).execute()
  const snapshot = (content: string) => sql`${JSON.stringify({ page_name: 'Launch', content_json: content, meta_title: 'Launch' })}::jsonb`
  await db.insertInto('revisions').values({ content_type: 'pages', item_id: id, version: 1, snapshot: snapshot(old), summary: 'Saved' }).execute()
  await db.insertInto('revisions').values({ content_type: 'blogs', item_id: id, version: 1, snapshot: sql`${JSON.stringify({ content_json: old })}::jsonb`, summary: 'Saved' }).execute()
  await db.insertInto('trash').values({ content_type: 'pages', item_id: 999, title: 'Old launch', snapshot: snapshot(old), version: 1 }).execute()

  t.error((await migrator.migrateTo(STEP)).error, 'the step runs')
  const expected = JSON.stringify([hero('Where Hypermobility Comes to Life', { brand: 'Yerth' }), text])
  const page = await db.selectFrom('pages').select('content_json').where('id', '=', id).executeTakeFirstOrThrow()
  t.equal(page.content_json, expected, 'the page')
  const revisions = await db.selectFrom('revisions').select(['content_type', sql`snapshot->>'content_json'`.as('content_json'), sql`snapshot->>'page_name'`.as('page_name')]).orderBy('id').execute()
  t.same(revisions[0], { content_type: 'pages', content_json: expected, page_name: 'Launch' }, "the page's kept version, the rest of its snapshot unchanged")
  t.equal(revisions[1].content_json, old, "another type's snapshot is not touched")
  const trashed = await db.selectFrom('trash').select(sql`snapshot->>'content_json'`.as('content_json')).executeTakeFirstOrThrow()
  t.equal(trashed.content_json, expected, 'the trashed page')
  const unsplit = await db.selectFrom('pages').select('content_json').where('slug', '=', 'plain').executeTakeFirstOrThrow()
  t.equal(unsplit.content_json, plain, 'a hero without " - " is left as it is')

  t.error((await migrator.migrateTo(BEFORE)).error, 'down runs')
  const back = await db.selectFrom('pages').select('content_json').where('id', '=', id).executeTakeFirstOrThrow()
  t.equal(back.content_json, old, 'down: the brand line is back in the headline')
})
