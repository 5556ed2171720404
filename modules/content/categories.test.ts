/**
 * content/categories.ts alone, over tables of the test's own: name normalisation, create (unique
 * regardless of case, extra columns), lists with usage counts, rename (items follow, in one
 * transaction), delete only when unused, and the messages.
 */
import t from 'tap'
import { sql } from 'kysely'
import { createTestDatabase } from '../core/testing.ts'
import { Categories, categoryMessages, categoryName, type CategoryRule } from './index.ts'

const messages = categoryMessages('thing', 'things')

t.test('categoryMessages and categoryName', async (t) => {
  t.equal(messages.inUse(1), 'Used by 1 thing: move it to another category before deleting this one.')
  t.equal(messages.inUse(3), 'Used by 3 things: move them to another category before deleting this one.')
  t.equal(categoryName({ messages }, '  Road   Trips  '), 'Road   Trips', 'trimmed only')
  t.equal(categoryName({ messages, collapseSpaces: true }, '  Road \t  Trips  '), 'Road Trips', 'inner runs of white space collapsed')
  for (const blank of [undefined, '', '   ', '\n\t']) {
    t.throws(() => categoryName({ messages }, blank), { statusCode: 400, message: 'Category name is required' }, JSON.stringify(blank))
  }
})

t.test('a content type’s categories', async (t) => {
  const database = await createTestDatabase()
  t.teardown(() => database.close())
  const { db } = database
  await sql`create table thing_categories (id serial primary key, name text not null, created_by integer)`.execute(db)
  await sql`create unique index thing_categories_name_lower on thing_categories (lower(name))`.execute(db)
  await sql`create table things (id serial primary key, category text not null)`.execute(db)
  const rule: CategoryRule = { categories: 'thing_categories', items: 'things', messages }
  const categories = new Categories(db, rule)
  const addThings = (...names: string[]) => db.insertInto('things').values(names.map((category) => ({ category }))).execute()

  const travel = await categories.create('  Travel ', { created_by: 7 })
  t.match(travel, { id: Number, name: 'Travel' })
  t.equal((await db.selectFrom('thing_categories').select('created_by').where('id', '=', travel.id).executeTakeFirstOrThrow()).created_by, 7, 'extra columns are written')
  await t.rejects(categories.create('TRAVEL'), { statusCode: 409, message: messages.taken }, 'unique regardless of case')
  await t.rejects(categories.create(' '), { statusCode: 400, message: messages.required })
  const food = await categories.create('food')
  const empty = await categories.create('Empty')

  t.same(await categories.list(), [{ id: empty.id, name: 'Empty' }, { id: food.id, name: 'food' }, { id: travel.id, name: 'Travel' }], 'by name, any case')
  t.same(await categories.findByName('tRaVeL'), { id: travel.id, name: 'Travel' })
  t.equal(await categories.findByName('nothing'), undefined)

  await addThings('Travel', 'travel', 'TRAVEL', 'food', 'Unlisted')
  t.same(await categories.listWithUsage(), [
    { id: empty.id, name: 'Empty', used_by: 0 },
    { id: food.id, name: 'food', used_by: 1 },
    { id: travel.id, name: 'Travel', used_by: 3 },
  ], 'items of any case count')
  t.equal(await categories.usage('TRAVEL'), 3)

  const renamed = await categories.rename(travel.id, ' Journeys ')
  t.same(renamed, { category: { id: travel.id, name: 'Journeys', used_by: 3 }, from: 'Travel' })
  t.same((await db.selectFrom('things').select('category').orderBy('id').execute()).map((r) => r.category), ['Journeys', 'Journeys', 'Journeys', 'food', 'Unlisted'], 'the items follow')
  t.same(await categories.rename(travel.id, 'Journeys'), { category: { id: travel.id, name: 'Journeys', used_by: 3 }, from: 'Journeys' }, 'the same name: from equals the name')
  t.same((await categories.rename(travel.id, 'journeys')).from, 'Journeys', 'its own name in another case is no clash')
  await t.rejects(categories.rename(travel.id, 'FOOD'), { statusCode: 409, message: messages.taken }, 'another category has the name')
  await t.rejects(categories.rename(9999, 'Whatever'), { statusCode: 404, message: messages.notFound })
  await t.rejects(categories.rename(travel.id, '  '), { statusCode: 400, message: messages.required })

  await t.rejects(categories.remove(travel.id), { statusCode: 409, message: messages.inUse(3) }, 'in use: nothing deleted')
  await t.rejects(categories.remove(food.id), { statusCode: 409, message: messages.inUse(1) })
  t.equal(await categories.remove(empty.id), 'Empty')
  await t.rejects(categories.remove(empty.id), { statusCode: 404, message: messages.notFound }, 'gone')
  t.same((await categories.list()).map((c) => c.name), ['food', 'journeys'])

  const collapsing = new Categories(db, { ...rule, collapseSpaces: true })
  t.equal((await collapsing.create(' Road   Trips ')).name, 'Road Trips')
})
