/**
 * pages: the paragraphs of blocks become rich text (issue 31, decision 0063). Frozen in time.
 *
 * The fields below were plain text, drawn with the older rule (a blank line starts a paragraph, a
 * newline is a line break); from here on they hold the limited HTML of shared/blocks/rich-text.ts.
 * Each value is written as that HTML with the same words and breaks: every character escaped, so a
 * value that looked like a tag (`<3 Yerth`) stays those words. The conversion is written out here,
 * not imported, so later changes to the model do not change what this migration did.
 * Pages are few: read and written whole. A value already converted is left alone (a rerun changes nothing).
 */
import { type Kysely } from 'kysely'

/** Block type → its rich-text fields (section keys or metadata keys) and item fields, as declared on 2026-12-03. */
const RICH_TEXT: Record<string, { fields?: string[]; items?: string[] }> = {
  'text': { fields: ['content'] },
  'feature-carousel': { fields: ['content'], items: ['description'] },
  'statement': { fields: ['content'] },
  'feature-pillars': { fields: ['content'], items: ['description'] },
  'video-feature': { fields: ['content'] },
  'project-carousel': { fields: ['content'], items: ['description'] },
  'headline': { fields: ['content'] },
  'series-teaser': { fields: ['content'], items: ['description'] },
  'founders': { fields: ['content'], items: ['fullBio'] },
  'latest-posts': { fields: ['content'] },
  'belief-quote': { fields: ['content'] },
  'pillar-cards': { fields: ['content'], items: ['description'] },
  'long-read': { fields: ['content'] },
  'value-cards': { fields: ['content'], items: ['description'] },
  'leaders': { fields: ['content'], items: ['bio'] },
  'partner': { fields: ['content'] },
  'reason-grid': { fields: ['content'], items: ['description'] },
  'door-card': { fields: ['content'] },
  'story-cta': { fields: ['content'] },
  'series-card': { fields: ['content'] },
  'subscribe': { fields: ['content'] },
  'preview-dialog': { fields: ['content'] },
  'media-kit': { fields: ['content'] },
  'founder-photos': { fields: ['content'] },
  'press-list': { fields: ['content'] },
  'brand-guidelines': { fields: ['content'] },
  'reason-list': { fields: ['content'], items: ['description'] },
  'founders-quote': { fields: ['content'] },
  'growth-cards': { fields: ['content'], items: ['description'] },
  'perk-grid': { fields: ['content'], items: ['description'] },
  'culture-cards': { fields: ['content'], items: ['description'] },
  'content-list': { fields: ['content'] },
  'join-movement': { fields: ['content', 'applyText'] },
  'contact-details': { fields: ['content'] },
  'reply-note': { fields: ['content'] },
  'contact-form': { fields: ['content'] },
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\u00a0/g, '&nbsp;')

/** Plain text in the older rule, as HTML paragraphs with line breaks ('' stays ''). */
export function plainToHtml(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${p.split(/\r?\n/).map(escape).join('<br>')}</p>`)
    .join('')
}

const converted = (value: string) => /^<(?:p|ul|ol)>/.test(value) && /<\/(?:p|ul|ol)>$/.test(value)

/** The sections of one page with their rich-text fields converted; null when nothing changed. */
export function convertSections(sections: unknown): unknown[] | null {
  if (!Array.isArray(sections)) return null
  let changed = false
  const convert = (holder: Record<string, unknown>, name: string) => {
    const value = holder[name]
    if (typeof value !== 'string' || !value || converted(value)) return
    holder[name] = plainToHtml(value)
    changed = true
  }
  for (const section of sections) {
    if (!section || typeof section !== 'object') continue
    const spec = RICH_TEXT[(section as { type?: string }).type ?? '']
    if (!spec) continue
    const metadata = (section as { metadata?: Record<string, unknown> }).metadata
    for (const name of spec.fields ?? []) {
      if (name === 'title' || name === 'content') convert(section as Record<string, unknown>, name)
      else if (metadata && typeof metadata === 'object') convert(metadata, name)
    }
    const items = metadata?.items
    if (Array.isArray(items)) for (const item of items) if (item && typeof item === 'object') for (const name of spec.items ?? []) convert(item, name)
  }
  return changed ? sections : null
}

export async function up(db: Kysely<any>): Promise<void> {
  const rows: Array<{ id: number; content_json: string }> = await db.selectFrom('pages').select(['id', 'content_json']).execute()
  for (const row of rows) {
    let sections: unknown
    try {
      sections = JSON.parse(row.content_json)
    } catch {
      continue // an unreadable row is set aside at read, as before; this migration does not guess
    }
    const next = convertSections(sections)
    if (next) await db.updateTable('pages').set({ content_json: JSON.stringify(next) }).where('id', '=', row.id).execute()
  }
}

/** Back to plain text is lossy (bold and links would go); the public site reads both, so nothing is undone. */
export async function down(): Promise<void> {}
