/**
 * pages: the Media page's founder entries keep only the fields that section draws (issue 16).
 * Frozen in time.
 *
 * They were seeded with the whole founder shape of Home and About Us (badge, bios, quote, posts,
 * twitter, an editors' note), so the Pages Manager offered a dozen fields that changed nothing on
 * /media. Portrait, name, role, profile link and id stay; the other keys are removed from the
 * entries of the `founders` section of the Media page. Pages are few: read and written whole.
 */
import { type Kysely } from 'kysely'

const KEPT = new Set(['id', 'name', 'title', 'image', 'linkedin', 'profile'])

export async function up(db: Kysely<any>): Promise<void> {
  const rows: Array<{ id: number; content_json: string }> = await db.selectFrom('pages').select(['id', 'content_json']).where('page_name', '=', 'Media').execute()
  for (const row of rows) {
    let sections: unknown
    try {
      sections = JSON.parse(row.content_json)
    } catch {
      continue
    }
    if (!Array.isArray(sections)) continue
    let changed = false
    for (const section of sections) {
      if (section?.id !== 'founders' || !Array.isArray(section.metadata?.items)) continue
      section.metadata.items = section.metadata.items.map((item: Record<string, string>) => {
        const kept = Object.fromEntries(Object.entries(item ?? {}).filter(([k]) => KEPT.has(k)))
        if (Object.keys(kept).length !== Object.keys(item ?? {}).length) changed = true
        return kept
      })
    }
    if (changed) await db.updateTable('pages').set({ content_json: JSON.stringify(sections) }).where('id', '=', row.id).execute()
  }
}

/** The removed fields were never shown on /media; they are not brought back. */
export async function down(): Promise<void> {}
