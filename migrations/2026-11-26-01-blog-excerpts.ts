/**
 * blogs: stored excerpts written again with their blocks kept apart (issue 16): a heading and the
 * paragraph after it no longer run into one sentence ("Thermal design from nature. Lungs inspired…").
 *
 * Unlike most migrations this one uses the app's helper (shared/journal.ts excerptOf): the excerpt
 * is a derived value that must equal what a save computes today. On a new database there are no
 * posts, so a later change to the helper cannot change what this did. Posts are read 500 at a time;
 * only the excerpt changes (updated_at stays: the post itself was not edited).
 */
import { type Kysely } from 'kysely'
import { excerptOf } from '../shared/journal.ts'

const BATCH = 500

export async function up(db: Kysely<any>): Promise<void> {
  let after = 0
  for (;;) {
    const rows: Array<{ id: number; content: string; excerpt: string }> = await db
      .selectFrom('blogs')
      .select(['id', 'content', 'excerpt'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute()
    if (!rows.length) return
    for (const row of rows) {
      const excerpt = excerptOf(row.content)
      if (excerpt !== row.excerpt) await db.updateTable('blogs').set({ excerpt }).where('id', '=', row.id).execute()
    }
    after = rows[rows.length - 1].id
  }
}

/** The old excerpts are not kept; the new ones read correctly with older code too. */
export async function down(): Promise<void> {}
