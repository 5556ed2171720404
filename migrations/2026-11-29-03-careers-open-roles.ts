/**
 * pages: the Careers page lists the open roles (issue 30). A stored Careers page without a content
 * list gets the "Open Roles" block, as new sites are seeded with it, before its "Who Thrives Here"
 * block (the apply card), else at the end. A page whose blocks cannot be read is left alone. Frozen
 * in time: the block is written out here as it was seeded that day.
 */
import type { Kysely } from 'kysely'

const OPEN_ROLES = {
  id: 'open-roles',
  type: 'content-list',
  title: 'Open Roles',
  content: 'Every role below is open now. Read what it involves, then apply in two minutes: we read every application.',
  visible: true,
  metadata: {
    eyebrow: 'Open Roles',
    contentType: 'roles',
    empty: 'No roles are open right now. We still want to hear from people who care about the problem: write to us below.',
    cardLink: 'View role',
  },
}

export async function up(db: Kysely<any>): Promise<void> {
  const rows: Array<{ id: number; content_json: string }> = await db.selectFrom('pages').select(['id', 'content_json']).where('page_name', '=', 'Careers').execute()
  for (const row of rows) {
    let sections: any
    try {
      sections = JSON.parse(row.content_json)
    } catch {
      continue
    }
    if (!Array.isArray(sections) || sections.some((s) => s?.type === 'content-list' || s?.id === OPEN_ROLES.id)) continue
    const at = sections.findIndex((s) => s?.type === 'join-movement')
    sections.splice(at < 0 ? sections.length : at, 0, OPEN_ROLES)
    await db.updateTable('pages').set({ content_json: JSON.stringify(sections) }).where('id', '=', row.id).execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const rows: Array<{ id: number; content_json: string }> = await db.selectFrom('pages').select(['id', 'content_json']).where('page_name', '=', 'Careers').execute()
  for (const row of rows) {
    let sections: any
    try {
      sections = JSON.parse(row.content_json)
    } catch {
      continue
    }
    if (!Array.isArray(sections)) continue
    const kept = sections.filter((s) => s?.id !== OPEN_ROLES.id)
    if (kept.length !== sections.length) await db.updateTable('pages').set({ content_json: JSON.stringify(kept) }).where('id', '=', row.id).execute()
  }
}
