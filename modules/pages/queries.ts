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

/** Published and due, by the database's clock (every instance agrees): what visitors may see. */
const due = sql<boolean>`(publish_at is null or publish_at <= now())`

/** Names, slugs and last changes of the pages visitors see (the sitemap, the addresses served): published and due. */
export const publishedPages = (db: PagesDb) =>
  db.selectFrom('pages').select(['page_name', 'slug', 'updated_at', 'canonical_url']).where('is_published', '=', true).where(due).execute()

/** A page by managed name or slug, with whether visitors may see it now (published and due). */
export const findPublicPage = (db: PagesDb, by: { name: string } | { slug: string }) =>
  db
    .selectFrom('pages')
    .selectAll()
    .select(sql<boolean>`(is_published and ${due})`.as('visible'))
    .where('name' in by ? 'page_name' : 'slug', '=', 'name' in by ? by.name : by.slug)
    .executeTakeFirst()

/** Seconds until the next scheduled page goes live, by the database's clock; null when none is scheduled. */
export async function secondsUntilNextScheduled(db: PagesDb): Promise<number | null> {
  const row = await db
    .selectFrom('pages')
    .select(sql<string | null>`extract(epoch from min(publish_at) - now())`.as('seconds'))
    .where('is_published', '=', true)
    .where('publish_at', '>', sql<Date>`now()`)
    .executeTakeFirst()
  return row?.seconds == null ? null : Number(row.seconds)
}
