/** Queries of the redirects module's own table. `db` is always the first parameter. */
import { sql, type Kysely, type Selectable } from 'kysely'
import { containsPattern } from '../content/like.ts'
import type { RedirectsTable, RedirectsTables } from './tables.ts'

export type RedirectsDb = Kysely<RedirectsTables>
export type RedirectRow = Selectable<RedirectsTable>

/** Every rule, for the in-memory table (the table is small: one row per moved address). */
export const allRules = (db: RedirectsDb) => db.selectFrom('redirects').select(['id', 'from_path', 'to_target', 'status']).execute()

export const findRedirect = (db: RedirectsDb, id: number) => db.selectFrom('redirects').selectAll().where('id', '=', id).executeTakeFirst()

/**
 * A page of the list, newest first; `search` matches either address as a fragment, any case, as
 * typed or as stored (`encoded`: the search's letters percent-encoded, as targets are kept).
 */
export async function listRedirects(db: RedirectsDb, search: string, encoded: string, limit: number, offset: number): Promise<{ rows: RedirectRow[]; total: number }> {
  let query = db.selectFrom('redirects')
  if (search) {
    const patterns = [...new Set([search, encoded])].map(containsPattern)
    query = query.where((eb) => eb.or(patterns.flatMap((pattern) => [eb('from_path', 'ilike', pattern), eb('to_target', 'ilike', pattern)])))
  }
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}

/** Inserts a rule; undefined when its address already has one (one statement, no race). */
export const insertRedirect = (db: RedirectsDb, values: { from_path: string; to_target: string; status: number }) =>
  db.insertInto('redirects').values(values).onConflict((oc) => oc.column('from_path').doNothing()).returningAll().executeTakeFirst()

export const updateRedirect = (db: RedirectsDb, id: number, values: { from_path: string; to_target: string; status: number }) =>
  db.updateTable('redirects').set({ ...values, updated_at: sql<Date>`now()` }).where('id', '=', id).returningAll().executeTakeFirst()

export const deleteRedirect = (db: RedirectsDb, id: number) => db.deleteFrom('redirects').where('id', '=', id).returningAll().executeTakeFirst()

/** The rule of an address, made or replaced (a public address that moved leads to its new one). */
export const putRedirect = (db: RedirectsDb, values: { from_path: string; to_target: string; status: number }) =>
  db
    .insertInto('redirects')
    .values(values)
    .onConflict((oc) => oc.column('from_path').doUpdateSet({ to_target: values.to_target, status: values.status, updated_at: sql<Date>`now()` }))
    .returningAll()
    .executeTakeFirstOrThrow()

/** Removes the rule of an address (it serves a page again). */
export const deleteRedirectFrom = (db: RedirectsDb, fromPath: string) => db.deleteFrom('redirects').where('from_path', '=', fromPath).execute()

/** Adds counted visits to a rule (batched by the service). */
export const addHits = (db: RedirectsDb, id: number, hits: number, at: Date) =>
  db.updateTable('redirects').set((eb) => ({ hits: eb('hits', '+', hits), last_hit_at: at })).where('id', '=', id).execute()

/** Puts a rule's target in the form this version stores (a row an older version wrote). */
export const setTarget = (db: RedirectsDb, id: number, to: string) => db.updateTable('redirects').set({ to_target: to }).where('id', '=', id).execute()
