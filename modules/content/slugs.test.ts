/**
 * content/slugs.ts alone: checking a requested slug, numbering and cutting a derived one, the random
 * fallback, keeping a slug on an edit, retrying a derived slug on conflict (and giving up), 409 for a
 * taken explicit one, and slugsLike over a table of the test's own.
 */
import t from 'tap'
import { sql } from 'kysely'
import { createTestDatabase } from '../core/testing.ts'
import { derivedFrom, deriveSlug, firstFreeSlug, RANDOM_FROM, requestedSlug, saveWithSlug, SLUG_ATTEMPTS, slugsLike, type SlugRule } from './index.ts'

const RANDOM: SlugRule = { constraint: 'things_slug_unique', invalid: 'bad slug', taken: 'slug taken', fallback: 'thing', randomSuffix: true }
const NUMBERED: SlugRule = { ...RANDOM, randomSuffix: false, maxLength: 80, lowercase: true }

/** A unique violation as pg and PGlite raise it. */
const violation = (constraint = 'things_slug_unique') => Object.assign(new Error(`duplicate key value violates unique constraint "${constraint}"`), { code: '23505', constraint })
const none = async () => []

t.test('requestedSlug: not sent, blank, trimmed, checked', async (t) => {
  t.equal(requestedSlug(RANDOM, undefined), undefined)
  t.equal(requestedSlug(RANDOM, '   '), '', 'blank: derive one')
  t.equal(requestedSlug(RANDOM, ' my-slug-2 '), 'my-slug-2')
  for (const bad of ['Upper', 'two--hyphens', '-lead', 'trail-', 'spa ce', 'ünï', 'a_b', '../x']) {
    t.throws(() => requestedSlug(RANDOM, bad), { statusCode: 400, message: 'bad slug' }, bad)
  }
  t.equal(requestedSlug(RANDOM, 'x'.repeat(150)), 'x'.repeat(150), 'no length limit without maxLength')
  t.equal(requestedSlug(NUMBERED, ' My-Slug '), 'my-slug', 'lower-cased when the rule says so')
  t.equal(requestedSlug(NUMBERED, 'x'.repeat(80)), 'x'.repeat(80))
  t.throws(() => requestedSlug(NUMBERED, 'x'.repeat(81)), { statusCode: 400, message: 'bad slug' }, 'longer than maxLength')
})

t.test('firstFreeSlug and derivedFrom', async (t) => {
  t.equal(firstFreeSlug('a', new Set()), 'a')
  t.equal(firstFreeSlug('a', new Set(['a'])), 'a-2')
  t.equal(firstFreeSlug('a', new Set(['a', 'a-2', 'a-3', 'a-5'])), 'a-4', 'the first gap')
  t.equal(firstFreeSlug('a', new Set(['a-2'])), 'a', 'the base when it is free')
  const long = 'x'.repeat(80)
  t.equal(firstFreeSlug(long, new Set([long])), `${long}-2`, 'not cut without maxLength')
  t.equal(firstFreeSlug(long, new Set([long]), 80), `${'x'.repeat(78)}-2`, 'cut to leave room for the suffix')
  t.equal(firstFreeSlug('ab-cdef', new Set(['ab-cdef']), 5), 'ab-2', 'a hyphen left at the cut is dropped')

  t.ok(derivedFrom(RANDOM, 'hello-world', 'Hello World'))
  t.ok(derivedFrom(RANDOM, 'hello-world-12', 'Hello, world!'))
  t.notOk(derivedFrom(RANDOM, 'hello-world-x', 'Hello World'))
  t.notOk(derivedFrom(RANDOM, 'hello', 'Hello World'))
  t.notOk(derivedFrom(RANDOM, 'thing-a1b2c3', '!!!'), 'a random slug is never "derived": the title gives nothing')
  t.ok(derivedFrom(NUMBERED, 'thing-2', '日本'), 'a numbered fallback is')
})

t.test('deriveSlug: numbered, random for untitled and late attempts', async (t) => {
  const taken = async (base: string) => [base, `${base}-2`]
  t.equal(await deriveSlug(RANDOM, 'Crème brûlée & Earth', 0, none), 'creme-brulee-and-earth')
  t.equal(await deriveSlug(RANDOM, 'Hello', 0, taken), 'hello-3')
  t.match(await deriveSlug(RANDOM, '日本語', 0, taken), /^thing-[0-9a-f]{6}$/, 'untitled: fallback with a random suffix')
  t.equal(await deriveSlug(RANDOM, 'Hello', RANDOM_FROM - 1, taken), 'hello-3')
  t.match(await deriveSlug(RANDOM, 'Hello', RANDOM_FROM, taken), /^hello-[0-9a-f]{6}$/, 'random from RANDOM_FROM conflicts on')
  t.equal(await deriveSlug(NUMBERED, '日本', 0, taken), 'thing-3', 'numbered rule: the fallback is numbered')
  t.equal(await deriveSlug(NUMBERED, 'Hello', 7, taken), 'hello-3', 'numbered rule: never random')
})

t.test('saveWithSlug on a create', async (t) => {
  await t.test('a derived slug, retried after each conflict with the slugs taken by then', async (t) => {
    const held = new Set<string>(['news'])
    const tried: string[] = []
    const slug = await saveWithSlug(RANDOM, { requested: undefined, title: 'News', taken: async () => [...held] }, async (slug) => {
      tried.push(slug)
      // Two concurrent saves take the slug this one picked, one after the other.
      if (tried.length <= 2) {
        held.add(slug)
        throw violation()
      }
      return slug
    })
    t.same(tried, ['news-2', 'news-3', 'news-4'])
    t.equal(slug, 'news-4')
  })

  await t.test('a blank request derives too', async (t) => {
    t.equal(await saveWithSlug(RANDOM, { requested: '', title: 'Hello', taken: none }, async (slug) => slug), 'hello')
  })

  /** Saves that always fail with `err`: what saveWithSlug answers, and how many times it tried. */
  const failing = async (requested: string | undefined, err: Error) => {
    let tries = 0
    const outcome = await saveWithSlug(RANDOM, { requested, title: 'Hello', taken: none }, async () => {
      tries++
      throw err
    }).catch((e: unknown) => e)
    return { outcome, tries }
  }

  await t.test('gives up after SLUG_ATTEMPTS and rethrows the conflict', async (t) => {
    const err = violation()
    const { outcome, tries } = await failing(undefined, err)
    t.equal(outcome, err, 'the last conflict itself')
    t.equal(tries, SLUG_ATTEMPTS)
  })

  await t.test('an explicit slug is tried once; its conflict is a 409', async (t) => {
    const { outcome, tries } = await failing('mine', violation())
    t.match(outcome, { statusCode: 409, message: 'slug taken' })
    t.equal(tries, 1)
  })

  await t.test('other errors pass through untouched, not retried', async (t) => {
    for (const err of [violation('things_other_unique'), new Error('boom')]) {
      for (const requested of [undefined, 'mine']) {
        const { outcome, tries } = await failing(requested, err)
        t.equal(outcome, err, `${err.message} (${requested ?? 'derived'})`)
        t.equal(tries, 1)
      }
    }
  })
})

t.test('saveWithSlug on an edit', async (t) => {
  const edit = (requested: string | undefined, current: string, title = 'Hello World') =>
    saveWithSlug(RANDOM, { requested, title, current, taken: async (base) => [base] }, async (slug) => slug)
  t.equal(await edit(undefined, 'anything'), undefined, 'no slug sent: it stays')
  t.equal(await edit('anything', 'anything'), undefined, 'its own slug sent back: it stays')
  t.equal(await edit('other', 'anything'), 'other', 'a new explicit slug')
  t.equal(await edit('', 'hello-world-3'), undefined, 'blank, but already derived from the title: it stays')
  t.equal(await edit('', 'old-title'), 'hello-world-2', 'blank: derived again from the (new) title')
  t.match(await edit('', 'thing-a1b2c3', '???'), /^thing-[0-9a-f]{6}$/, 'blank for an untitled item: a new random slug')
})

t.test('slugsLike: the base and its suffixed forms in the given table, but the item itself', async (t) => {
  const database = await createTestDatabase()
  t.teardown(() => database.close())
  const { db } = database
  await sql`create table things (id integer primary key, slug text not null constraint things_slug_unique unique)`.execute(db)
  await sql`insert into things values (1, 'a'), (2, 'a-2'), (3, 'a-b'), (4, 'ab'), (5, 'b'), (6, 'a-10')`.execute(db)
  t.same((await slugsLike(db, 'things', 'a')).sort(), ['a', 'a-10', 'a-2', 'a-b'])
  t.same((await slugsLike(db, 'things', 'a', 2)).sort(), ['a', 'a-10', 'a-b'], 'without the item being edited')
  t.same(await slugsLike(db, 'things', 'c'), [])

  // Derived against the table's slugs; and PostgreSQL's own unique violation is the rule's conflict.
  const insert = (title: string) =>
    saveWithSlug(RANDOM, { requested: undefined, title, taken: (base) => slugsLike(db, 'things', base) }, async (slug) => {
      const id = Number((await sql<{ n: number }>`select coalesce(max(id), 0) + 1 as n from things`.execute(db)).rows[0].n)
      await sql`insert into things values (${id}, ${slug})`.execute(db)
      return slug
    })
  t.equal(await insert('A'), 'a-3')
  await t.rejects(
    saveWithSlug(RANDOM, { requested: 'b', title: 'x', taken: none }, async (slug) => sql`insert into things values (100, ${slug})`.execute(db)),
    { statusCode: 409, message: 'slug taken' },
    "PostgreSQL's own violation of the rule's constraint is recognised",
  )
})
