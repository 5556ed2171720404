/**
 * pages: sections become blocks (issue 17), and pages editors create get a slug. Frozen in time.
 *
 * Until now a designed section of a managed page was drawn by the component registered for its id on
 * that page, whatever its stored type; from now on every section is drawn by its block type. Each
 * page's converter (./blocks/<page>.ts, frozen with this migration) turns the sections with a
 * designed id into their block type, keeping every text, link, image and item; any other section
 * (one an editor added: text, image, button or banner) is kept as it is. Pages are few: read and
 * written whole. A page whose content_json cannot be read is left alone.
 *
 * `slug`: the address of a page an editor creates (/<slug>); null for the seven managed pages, whose
 * addresses are fixed. Unique where set.
 */
import { sql, type Kysely } from 'kysely'
import * as about from './blocks/about.ts'
import * as careers from './blocks/careers.ts'
import * as contact from './blocks/contact.ts'
import * as home from './blocks/home.ts'
import * as hyperbuilt from './blocks/hyperbuilt.ts'
import * as journal from './blocks/journal.ts'
import * as media from './blocks/media.ts'

/** One page's converter; `upgradePage` when a section's new shape depends on its neighbours (HyperBuilt). */
type Converter = { upgrade(section: any): any; upgradePage?(sections: any[]): any[] }

/** The managed pages by their stored name, as they were named when this migration shipped. */
const CONVERTERS: Record<string, Converter> = {
  Home: home,
  'About Us': about,
  'Yerth Journal': journal,
  HyperBuilt: hyperbuilt,
  Media: media,
  Careers: careers,
  'Contact Us': contact,
}

/** The sections of one stored page in the block shape; null when nothing changes (or it cannot be read). */
export function upgradePage(pageName: string, contentJson: string): string | null {
  const converter = Object.hasOwn(CONVERTERS, pageName) ? CONVERTERS[pageName] : undefined
  if (!converter) return null
  let sections: unknown
  try {
    sections = JSON.parse(contentJson)
  } catch {
    return null
  }
  if (!Array.isArray(sections)) return null
  const copy = structuredClone(sections)
  const upgraded = converter.upgradePage ? converter.upgradePage(copy) : copy.map((s) => (s && typeof s === 'object' ? converter.upgrade(s) : s))
  const text = JSON.stringify(upgraded)
  return text === JSON.stringify(sections) ? null : text
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pages').addColumn('slug', 'text').execute()
  await db.schema.createIndex('pages_slug_unique').on('pages').column('slug').unique().execute()
  await db.schema
    .alterTable('pages')
    .addCheckConstraint('pages_slug_shape', sql`slug is null or (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 80)`)
    .execute()
  const rows: Array<{ id: number; page_name: string; content_json: string }> = await db.selectFrom('pages').select(['id', 'page_name', 'content_json']).execute()
  for (const row of rows) {
    const upgraded = upgradePage(row.page_name, row.content_json)
    if (upgraded !== null) await db.updateTable('pages').set({ content_json: upgraded }).where('id', '=', row.id).execute()
  }
}

/** Block types are not turned back into ids (the old renderer drew by id, so the old code still draws them); pages with a slug go. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('pages').where('slug', 'is not', null).execute()
  await db.schema.alterTable('pages').dropConstraint('pages_slug_shape').execute()
  await db.schema.dropIndex('pages_slug_unique').execute()
  await db.schema.alterTable('pages').dropColumn('slug').execute()
}
