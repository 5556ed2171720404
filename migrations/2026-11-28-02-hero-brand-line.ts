/**
 * pages: the hero's brand line becomes a field of its own (issue 29 §5, "fields that need hidden
 * knowledge"). Until now a hero's headline written "Brand - headline" drew the part before " - " as
 * the brand line; now the brand line is `metadata.brand` and the headline is the content alone.
 * Every stored hero is split the way the old public site drew it, in the pages themselves, in their
 * kept versions (revisions) and in the Trash, so restoring an old version draws what it drew then.
 * A hero that already has a brand line, or whose headline holds no " - ", is left as it is; a page
 * whose blocks cannot be read is left alone. Frozen in time.
 */
import { sql, type Kysely } from 'kysely'

/** The old public site's rule (Hero.tsx before this step): the first " - " after at least one character. */
function splitHero(section: any): boolean {
  if (!section || typeof section !== 'object' || section.type !== 'hero' || typeof section.content !== 'string') return false
  const metadata = section.metadata && typeof section.metadata === 'object' && !Array.isArray(section.metadata) ? section.metadata : {}
  if (typeof metadata.brand === 'string') return false
  const tagline = section.content.trim()
  const cut = tagline.indexOf(' - ')
  if (cut <= 0) return false
  section.metadata = { ...metadata, brand: tagline.slice(0, cut) }
  section.content = tagline.slice(cut + 3)
  return true
}

/** A page's blocks with every hero split; null when nothing changes or they cannot be read. */
export function splitHeroes(contentJson: string): string | null {
  let sections: unknown
  try {
    sections = JSON.parse(contentJson)
  } catch {
    return null
  }
  if (!Array.isArray(sections)) return null
  let changed = false
  for (const section of sections) changed = splitHero(section) || changed
  return changed ? JSON.stringify(sections) : null
}

export async function up(db: Kysely<any>): Promise<void> {
  const pages: Array<{ id: number; content_json: string }> = await db.selectFrom('pages').select(['id', 'content_json']).where('content_json', 'like', '%"hero"%').execute()
  for (const row of pages) {
    const split = splitHeroes(row.content_json)
    if (split !== null) await db.updateTable('pages').set({ content_json: split }).where('id', '=', row.id).execute()
  }
  for (const table of ['revisions', 'trash'] as const) {
    const kept: Array<{ id: number; content_json: string }> = await db
      .selectFrom(table)
      .select(['id', sql<string>`snapshot->>'content_json'`.as('content_json')])
      .where('content_type', '=', 'pages')
      .where(sql<string>`snapshot->>'content_json'`, 'like', '%"hero"%')
      .execute()
    for (const row of kept) {
      const split = splitHeroes(row.content_json)
      if (split !== null) await db.updateTable(table).set({ snapshot: sql`jsonb_set(snapshot, '{content_json}', to_jsonb(${split}::text))` }).where('id', '=', row.id).execute()
    }
  }
}

/** The brand line goes back into the headline as "Brand - headline", as the old public site read it. */
export async function down(db: Kysely<any>): Promise<void> {
  const pages: Array<{ id: number; content_json: string }> = await db.selectFrom('pages').select(['id', 'content_json']).where('content_json', 'like', '%"hero"%').execute()
  for (const row of pages) {
    let sections: any
    try {
      sections = JSON.parse(row.content_json)
    } catch {
      continue
    }
    if (!Array.isArray(sections)) continue
    let changed = false
    for (const s of sections) {
      if (s?.type !== 'hero' || typeof s.metadata?.brand !== 'string') continue
      const { brand, ...rest } = s.metadata
      if (brand.trim()) s.content = `${brand.trim()} - ${s.content}`
      s.metadata = rest
      changed = true
    }
    if (changed) await db.updateTable('pages').set({ content_json: JSON.stringify(sections) }).where('id', '=', row.id).execute()
  }
}
