/**
 * Reusable sections (issue 31): a block saved once under a name (table saved_sections, migration
 * 2026-12-03-04), placed on pages as a synced section or as a copy.
 *
 * A page keeps a synced section as the block itself with `synced: <id>`: it stays a valid block of
 * its type (so every check, revision and diff of pages works on it), and:
 * - visitors always get the saved section as it is now (expand), so editing it once changes every
 *   page; the pages' cached copies are dropped on the 'sections' topic, on every instance;
 * - a page save refreshes the copy from the library (withSavedCopies); a synced section whose saved
 *   section was deleted is refused at its section, in words.
 * A saved section never holds a synced one (no cycles), and one in use is not deleted: the refusal
 * names the pages.
 */
import { sql, type Generated, type Kysely, type Selectable } from 'kysely'
import { SAVED_SECTION_LIMITS, type SavedSection, type SavedSectionBody, type Section } from '../../shared/api/pages.ts'
import { MANAGED_PAGES } from '../../shared/pages/managed.ts'
import type { ChangeBus } from '../core/changes.ts'
import { HttpError, notFound } from '../core/errors.ts'
import { textProblem } from '../core/validation.ts'
import { cleanSections } from './validate.ts'

export const SECTIONS_TOPIC = 'sections'

export interface SavedSectionsTable {
  id: Generated<number>
  name: string
  section_json: string
  version: Generated<number>
  created_at: Generated<Date>
  updated_at: Generated<Date>
  updated_by: number | null
}
type Db = Kysely<{ saved_sections: SavedSectionsTable; pages: { id: number; page_name: string; slug: string | null; content_json: string } }>
type Row = Selectable<SavedSectionsTable>

export const SAVED_SECTION_MESSAGES = {
  notFound: 'That saved section no longer exists.',
  name: 'Give the section a name, so you can find it in the library.',
  nameTooLong: `Use at most ${SAVED_SECTION_LIMITS.name} characters.`,
  nameTaken: (name: string) => `A saved section is already called “${name}”. Choose another name.`,
  nested: 'A saved section cannot show another saved section. Detach it on the page first, then save it.',
  full: `The library holds at most ${SAVED_SECTION_LIMITS.count} sections. Delete one you no longer use first.`,
  inUse: (pages: string[]) => `This section is shown on ${pages.length === 1 ? 'a page' : `${pages.length} pages`}: ${pages.join(', ')}. Detach it there or remove it from ${pages.length === 1 ? 'that page' : 'those pages'} first.`,
  gone: 'The saved section this showed was deleted. Detach it to keep it as a copy, or remove it.',
  stale: 'Someone changed this saved section since you opened it. Reload to see their version.',
} as const

const refusal = (status: number, field: string, message: string) => new HttpError(status, message, {}, [{ field, message }])

const pathOf = (page: { page_name: string; slug: string | null }) => (page.slug === null ? (MANAGED_PAGES.find((m) => m.name === page.page_name)?.path ?? '/') : `/${page.slug}`)

function readSection(json: string): Section | null {
  try {
    const value = JSON.parse(json) as Section
    return value && typeof value === 'object' && typeof value.type === 'string' ? value : null
  } catch {
    return null
  }
}

/** The ids of the saved sections a page's stored sections show. */
function syncedIds(contentJson: string): number[] {
  try {
    const list: unknown = JSON.parse(contentJson)
    return Array.isArray(list) ? list.flatMap((s) => (s && typeof s === 'object' && Number.isInteger((s as Section).synced) ? [(s as Section).synced!] : [])) : []
  } catch {
    return []
  }
}

export class SavedSections {
  private cache: Promise<Map<number, Section>> | null = null

  constructor(
    private db: Db,
    private changes: ChangeBus,
  ) {
    changes.subscribe(SECTIONS_TOPIC, () => (this.cache = null))
  }

  /** Every saved section by id (few: read once per change). */
  all(): Promise<Map<number, Section>> {
    if (!this.cache) {
      const pending = this.db
        .selectFrom('saved_sections')
        .select(['id', 'section_json'])
        .execute()
        .then((rows) => new Map(rows.flatMap((r) => (readSection(r.section_json) ? [[r.id, readSection(r.section_json)!] as const] : []))))
      this.cache = pending
      pending.catch(() => {
        if (this.cache === pending) this.cache = null
      })
    }
    return this.cache
  }

  /** The sections visitors get: each synced one as its saved section is now (the page's id and visibility kept); one whose saved section is gone is left out. */
  async expand(sections: Section[]): Promise<Section[]> {
    if (!sections.some((s) => s.synced !== undefined)) return sections
    const saved = await this.all()
    return sections.flatMap((s) => {
      if (s.synced === undefined) return [s]
      const source = saved.get(s.synced)
      return source ? [{ ...structuredClone(source), id: s.id, visible: s.visible, synced: s.synced }] : []
    })
  }

  /** A page's sections before they are stored: each synced copy refreshed from the library; a refusal at the section when its saved section is gone. */
  async withSavedCopies(sections: Section[], db: Db = this.db): Promise<Section[]> {
    if (!sections.some((s) => s.synced !== undefined)) return sections
    const rows = await db.selectFrom('saved_sections').select(['id', 'section_json']).execute()
    const saved = new Map(rows.map((r) => [r.id, readSection(r.section_json)]))
    const problems: Array<{ section: number; field: string; message: string }> = []
    const out = sections.map((s, index) => {
      if (s.synced === undefined) return s
      const source = saved.get(s.synced)
      if (!source) {
        problems.push({ section: index, field: 'synced', message: SAVED_SECTION_MESSAGES.gone })
        return s
      }
      return { ...structuredClone(source), id: s.id, visible: s.visible, synced: s.synced }
    })
    if (problems.length) throw new HttpError(400, `content_json: section ${problems[0].section + 1}: ${problems[0].message}`, {}, problems)
    return out
  }

  private async usage(db: Db = this.db): Promise<Map<number, Array<{ id: number; page_name: string; path: string }>>> {
    const pages = await db.selectFrom('pages').select(['id', 'page_name', 'slug', 'content_json']).where('content_json', 'like', '%"synced":%').execute()
    const used = new Map<number, Array<{ id: number; page_name: string; path: string }>>()
    for (const page of pages) {
      for (const id of new Set(syncedIds(page.content_json))) {
        const list = used.get(id) ?? []
        list.push({ id: page.id, page_name: page.page_name, path: pathOf(page) })
        used.set(id, list)
      }
    }
    return used
  }

  private toSaved(row: Row, used: Map<number, SavedSection['used_on']>): SavedSection {
    return { id: row.id, name: row.name, section: readSection(row.section_json) ?? ({ id: 'gone', type: 'text', title: '', content: '', visible: true } as Section), version: row.version, updated_at: new Date(row.updated_at).toISOString(), used_on: used.get(row.id) ?? [] }
  }

  async list(): Promise<SavedSection[]> {
    const [rows, used] = await Promise.all([this.db.selectFrom('saved_sections').selectAll().orderBy('name').execute(), this.usage()])
    return rows.map((r) => this.toSaved(r, used))
  }

  async get(id: number): Promise<SavedSection> {
    const row = await this.db.selectFrom('saved_sections').selectAll().where('id', '=', id).executeTakeFirst()
    if (!row) throw notFound(SAVED_SECTION_MESSAGES.notFound)
    return this.toSaved(row, await this.usage())
  }

  /** The name and block checked: a name in words, the block as a page save checks it, never a synced one. */
  private checked(body: SavedSectionBody): { name: string; section_json: string } {
    const name = body.name.trim()
    if (!name || textProblem(name)) throw refusal(400, 'name', SAVED_SECTION_MESSAGES.name)
    if (name.length > SAVED_SECTION_LIMITS.name) throw refusal(400, 'name', SAVED_SECTION_MESSAGES.nameTooLong)
    if (body.section && typeof body.section === 'object' && (body.section as Section).synced !== undefined) throw refusal(400, 'section', SAVED_SECTION_MESSAGES.nested)
    const [section] = cleanSections(JSON.stringify([body.section]))
    return { name, section_json: JSON.stringify(section) }
  }

  async create(body: SavedSectionBody, adminId: number | null): Promise<SavedSection> {
    const values = this.checked(body)
    const { count } = await this.db.selectFrom('saved_sections').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow()
    if (count >= SAVED_SECTION_LIMITS.count) throw refusal(409, 'name', SAVED_SECTION_MESSAGES.full)
    const row = await this.db.insertInto('saved_sections').values({ ...values, updated_by: adminId }).onConflict((oc) => oc.column('name').doNothing()).returningAll().executeTakeFirst()
    if (!row) throw refusal(409, 'name', SAVED_SECTION_MESSAGES.nameTaken(values.name))
    await this.changes.publish(SECTIONS_TOPIC)
    return this.toSaved(row, new Map())
  }

  /** Changes a saved section: every page that shows it synced shows the change (their caches are dropped on the topic). */
  async update(id: number, body: SavedSectionBody, adminId: number | null): Promise<SavedSection> {
    const values = this.checked(body)
    const current = await this.db.selectFrom('saved_sections').select(['version', 'name']).where('id', '=', id).executeTakeFirst()
    if (!current) throw notFound(SAVED_SECTION_MESSAGES.notFound)
    if (body.version !== undefined && body.version !== current.version) throw new HttpError(409, SAVED_SECTION_MESSAGES.stale)
    const row = await this.db
      .updateTable('saved_sections')
      .set({ ...values, version: sql<number>`version + 1`, updated_at: sql<Date>`now()`, updated_by: adminId })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst()
      .catch((err: unknown) => {
        if ((err as { code?: string }).code === '23505') throw refusal(409, 'name', SAVED_SECTION_MESSAGES.nameTaken(values.name))
        throw err
      })
    if (!row) throw notFound(SAVED_SECTION_MESSAGES.notFound)
    await this.changes.publish(SECTIONS_TOPIC)
    return this.toSaved(row, await this.usage())
  }

  /** Deletes a saved section no page shows; one in use is refused, naming the pages. */
  async remove(id: number): Promise<SavedSection> {
    const used = (await this.usage()).get(id) ?? []
    if (used.length) throw refusal(409, 'section', SAVED_SECTION_MESSAGES.inUse(used.map((p) => `“${p.page_name}” (${p.path})`)))
    const row = await this.db.deleteFrom('saved_sections').where('id', '=', id).returningAll().executeTakeFirst()
    if (!row) throw notFound(SAVED_SECTION_MESSAGES.notFound)
    await this.changes.publish(SECTIONS_TOPIC)
    return this.toSaved(row, new Map())
  }
}
