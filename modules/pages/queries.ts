/** Queries of the pages module's own table. `db` is always the first parameter. */
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely'
import type { PagesTable, PagesTables } from './tables.ts'

export type PagesDb = Kysely<PagesTables>
export type PageRow = Selectable<PagesTable>
export type NewPage = Insertable<PagesTable>
export type PageChanges = Omit<Updateable<PagesTable>, 'id' | 'page_name' | 'created_at' | 'updated_at'>

export const listPages = (db: PagesDb): Promise<PageRow[]> => db.selectFrom('pages').selectAll().orderBy('id').execute()

export const findPageById = (db: PagesDb, id: number): Promise<PageRow | undefined> =>
  db.selectFrom('pages').selectAll().where('id', '=', id).executeTakeFirst()

export const findPageByName = (db: PagesDb, pageName: string): Promise<PageRow | undefined> =>
  db.selectFrom('pages').selectAll().where('page_name', '=', pageName).executeTakeFirst()

export const findPageBySlug = (db: PagesDb, slug: string): Promise<PageRow | undefined> =>
  db.selectFrom('pages').selectAll().where('slug', '=', slug).executeTakeFirst()

/** Inserts a page an editor created; undefined when its name or slug is taken (one statement, no race). */
export async function insertPage(db: PagesDb, page: NewPage): Promise<PageRow | undefined> {
  return db.insertInto('pages').values(page).onConflict((oc) => oc.doNothing()).returningAll().executeTakeFirst()
}

/** Deletes a page an editor created (never a managed one: they have no slug). */
export async function deleteCustomPage(db: PagesDb, id: number): Promise<PageRow | undefined> {
  return db.deleteFrom('pages').where('id', '=', id).where('slug', 'is not', null).returningAll().executeTakeFirst()
}

/**
 * Inserts the pages whose names are not taken yet and returns the rows it inserted. One statement,
 * `on conflict do nothing`: safe when several instances seed at once, and an existing (perhaps
 * edited) page is never overwritten.
 */
export async function insertMissingPages(db: PagesDb, pages: NewPage[]): Promise<PageRow[]> {
  if (!pages.length) return []
  return db
    .insertInto('pages')
    .values(pages)
    .onConflict((oc) => oc.column('page_name').doNothing())
    .returningAll()
    .execute()
}

export async function updatePage(db: PagesDb, id: number, values: PageChanges): Promise<PageRow | undefined> {
  return db
    .updateTable('pages')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()
}

/** Names, slugs and last changes of the published pages (the sitemap). */
export const publishedPages = (db: PagesDb) => db.selectFrom('pages').select(['page_name', 'slug', 'updated_at', 'canonical_url']).where('is_published', '=', true).execute()
