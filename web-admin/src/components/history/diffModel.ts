/**
 * What changed between two snapshots of an item, as people read it (issue 18 History and conflicts):
 * one row per field with its label from the form's config, a word-level diff of text (rich text read
 * as plain text: paragraphs, list bullets and images kept readable), and for pages the list of blocks
 * (added, removed, moved, edited, with the labels of the block catalogue and the fields that changed
 * inside). Pure: tested without a browser (diffModel.test.ts). The `diff` library stays in the
 * console's History chunk; the public bundle never imports this.
 */
import { diffArrays, diffWordsWithSpace } from 'diff'
import type { BlockCatalogueEntry, Section, SectionItem } from '../../../../shared/api/pages.ts'
import type { Snapshot } from '../../api/revisions.ts'
import type { FieldSpec, FormSpec } from '../../collections/types.ts'
import { formatDateTime } from '../../lib/dates.ts'
import { EDITOR_NOTE_FIELD, blockOf, fieldValue, itemLabel, sectionItems, sectionLabel, type Catalogue } from '../../screens/pages/blockForm.ts'
import { readSections } from '../../screens/pages/pageForm.ts'

// ---------- Words ----------

export type SegmentKind = 'same' | 'added' | 'removed'
export interface Segment {
  kind: SegmentKind
  text: string
}

/** Past this many characters on either side, text is compared by lines (word diffs of whole books are slow and unreadable). */
export const WORD_DIFF_LIMIT = 30_000

/** `before` → `after` as runs of kept, removed and added text (whitespace kept, so both sides read as written). */
export function wordDiff(before: string, after: string): Segment[] {
  if (before === after) return before ? [{ kind: 'same', text: before }] : []
  const big = before.length > WORD_DIFF_LIMIT || after.length > WORD_DIFF_LIMIT
  const changes = big ? lineChanges(before, after) : diffWordsWithSpace(before, after)
  const segments: Segment[] = []
  for (const change of changes) {
    const kind: SegmentKind = change.added ? 'added' : change.removed ? 'removed' : 'same'
    const last = segments[segments.length - 1]
    if (last && last.kind === kind) last.text += change.value
    else if (change.value) segments.push({ kind, text: change.value })
  }
  return segments
}

function lineChanges(before: string, after: string) {
  return diffArrays(before.split(/(?<=\n)/), after.split(/(?<=\n)/)).map((c) => ({ value: c.value.join(''), added: c.added, removed: c.removed }))
}

/** The left column (the older text, removals marked) and the right one (the newer, additions marked). */
export const beforeSide = (segments: readonly Segment[]) => segments.filter((s) => s.kind !== 'added')
export const afterSide = (segments: readonly Segment[]) => segments.filter((s) => s.kind !== 'removed')

/** How many words a diff adds and removes ("+12 −3"). */
export function wordCounts(segments: readonly Segment[]): { added: number; removed: number } {
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length
  let added = 0
  let removed = 0
  for (const s of segments) {
    if (s.kind === 'added') added += words(s.text)
    else if (s.kind === 'removed') removed += words(s.text)
  }
  return { added, removed }
}

// ---------- Rich text as text ----------

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', mdash: '—', ndash: '–', hellip: '…', rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“', copy: '©' }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

const attr = (tag: string, name: string) => {
  const found = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)
  return found ? decodeEntities(found[2] ?? found[3] ?? found[4] ?? '') : ''
}

/**
 * The rich-text editor's HTML as a person reads it: one paragraph per line with a blank line
 * between blocks, "• " before list items, headings as their text, images as "[Image: alt]" and
 * links as their text. Not a sanitiser: the text is only ever drawn as text.
 */
export function htmlToText(html: string): string {
  if (!/[<&]/.test(html)) return html.trim()
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<img\b[^>]*>/gi, (tag) => {
      const alt = attr(tag, 'alt').trim()
      return alt ? ` [Image: ${alt}] ` : ' [Image] '
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>(\s*<p\b[^>]*>)?/gi, '\n• ')
    .replace(/(<\/p\s*>\s*)?<\/li\s*>/gi, '')
    .replace(/<hr\b[^>]*>/gi, '\n\n———\n\n')
    .replace(/<\/?(p|div|h[1-6]|ul|ol|blockquote|pre|figure|figcaption|table|tr|section|article)\b[^>]*>/gi, '\n\n')
    .replace(/<\/?(td|th)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
  return decodeEntities(text)
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

// ---------- Fields ----------

/** How a field's value is read: text, rich text (HTML), a date, an on/off value, an image address, a block list. */
export type DiffKind = 'text' | 'html' | 'date' | 'boolean' | 'image'

export interface DiffField {
  key: string
  label: string
  kind: DiffKind
  /** The words for each value (a status's label, "Published" / "Hidden"). */
  format?: (value: unknown) => string
}

export interface FieldChange {
  key: string
  label: string
  kind: DiffKind
  /** The values as read (text), for the side-by-side columns. */
  before: string
  after: string
  segments: Segment[]
  /** Image fields: the addresses, to draw the pictures. */
  images?: { before: string; after: string }
}

const STATUS_LABELS: Record<string, string> = { draft: 'Draft', published: 'Published', scheduled: 'Scheduled' }

/** "meta_title" → "Meta title": for keys no config names. */
export const humanize = (key: string) => {
  const words = key.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').trim().toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1).replace(/\burl\b/g, 'URL')
}

/** A value as the diff reads it. Equal readings are no change (an ISO date with or without milliseconds). */
export function readValue(field: DiffField, value: unknown): string {
  if (field.format) return field.format(value)
  if (value === null || value === undefined) return ''
  switch (field.kind) {
    case 'html':
      return htmlToText(String(value))
    case 'date': {
      const text = String(value)
      return text ? formatDateTime(text) : ''
    }
    case 'boolean':
      return value === true || value === 'true' ? 'Yes' : 'No'
    default:
      return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : JSON.stringify(value)
  }
}

/** The fields that differ between two snapshots, in the fields' order; keys no field names follow with humanized labels. */
export function fieldChanges(fields: readonly DiffField[], before: Snapshot, after: Snapshot, skip: ReadonlySet<string> = new Set()): FieldChange[] {
  const known = new Set(fields.map((f) => f.key))
  const extra = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((key) => !known.has(key) && !skip.has(key) && key !== 'version')
    .sort()
    .map((key): DiffField => ({ key, label: humanize(key), kind: 'text' }))
  const changes: FieldChange[] = []
  for (const field of [...fields.filter((f) => !skip.has(f.key)), ...extra]) {
    const a = readValue(field, before[field.key])
    const b = readValue(field, after[field.key])
    if (a === b) continue
    const change: FieldChange = { key: field.key, label: field.label, kind: field.kind, before: a, after: b, segments: field.kind === 'image' ? [] : wordDiff(a, b) }
    if (field.kind === 'image') change.images = { before: a, after: b }
    changes.push(change)
  }
  return changes
}

/**
 * The diff fields of a collection's form (collections/types.ts), labelled as the form labels them:
 * every field that edits a value, the publishing status and date, the three SEO fields; a key drawn
 * twice (an image and its address) counts once. `labels` names what custom fields edit.
 */
export function formDiffFields<F>(spec: Pick<FormSpec<unknown, F, unknown>, 'main' | 'side'>, labels: Readonly<Record<string, string>> = {}): DiffField[] {
  const specs: FieldSpec<F>[] = [...spec.main, ...spec.side.flatMap((group) => group.fields)]
  const fields: DiffField[] = []
  const add = (field: DiffField) => {
    if (!fields.some((f) => f.key === field.key)) fields.push(field)
  }
  for (const f of specs) {
    switch (f.kind) {
      case 'text':
      case 'textarea':
      case 'select':
      case 'category':
        add({ key: f.key, label: f.label, kind: 'text' })
        break
      case 'slug':
        add({ key: f.key, label: 'URL slug', kind: 'text' })
        break
      case 'richtext':
        add({ key: f.key, label: f.label, kind: 'html' })
        break
      case 'image':
        add({ key: f.key, label: f.label, kind: 'image' })
        break
      case 'publishing':
        add({ key: f.status, label: 'Status', kind: 'text', format: (v) => STATUS_LABELS[String(v ?? '')] ?? String(v ?? '') })
        add({ key: f.date, label: 'Publish date', kind: 'date' })
        break
      case 'seo':
        add({ key: 'meta_title', label: 'Meta title', kind: 'text' })
        add({ key: 'meta_description', label: 'Meta description', kind: 'text' })
        add({ key: 'meta_keywords', label: 'Meta keywords', kind: 'text' })
        break
      case 'custom':
        break
    }
  }
  for (const [key, label] of Object.entries(labels)) add({ key, label, kind: 'text' })
  return fields
}

// ---------- Pages ----------

/** The page's own fields (its name and address, SEO Settings, the Published switch); the sections are diffed as blocks. */
export const PAGE_FIELDS: readonly DiffField[] = [
  { key: 'page_name', label: 'Page name', kind: 'text' },
  { key: 'slug', label: 'Address', kind: 'text', format: (v) => (typeof v === 'string' && v ? `/${v}` : '') },
  { key: 'is_published', label: 'Published', kind: 'boolean', format: (v) => (v === false ? 'Hidden from visitors' : v === true ? 'Published' : '') },
  { key: 'meta_title', label: 'Meta title', kind: 'text' },
  { key: 'meta_description', label: 'Meta description', kind: 'text' },
  { key: 'meta_keywords', label: 'Meta keywords', kind: 'text' },
  { key: 'canonical_url', label: 'Canonical URL', kind: 'text' },
]

export interface BlockRow {
  id: string
  /** The section's name in the list (its title, else its first text, else the block's label). */
  label: string
  /** The block's label in the catalogue ("Hero"). */
  blockLabel: string
  state: 'added' | 'removed' | 'kept'
  /** 1-based positions: where it was and where it is (kept sections; the moved ones differ). */
  from?: number
  to?: number
  moved: boolean
  hidden: boolean
  /** Kept sections: the fields that changed inside. */
  changes: FieldChange[]
}

const blockLabelOf = (entry: BlockCatalogueEntry | undefined, type: string) => entry?.label ?? humanize(type)

/** The text fields of a block in the catalogue's order, then the section's other values (never the editors' note). */
function sectionFields(section: Section, entry: BlockCatalogueEntry | undefined): DiffField[] {
  const fields: DiffField[] = []
  const seen = new Set<string>()
  for (const f of entry?.fields ?? []) {
    seen.add(f.name)
    fields.push({ key: f.name, label: f.label, kind: f.kind === 'image' ? 'image' : f.kind === 'boolean' ? 'boolean' : 'text' })
  }
  for (const key of ['title', 'content', ...Object.keys(section.metadata ?? {})]) {
    if (seen.has(key) || key === 'items' || key === EDITOR_NOTE_FIELD) continue
    seen.add(key)
    fields.push({ key, label: humanize(key), kind: 'text' })
  }
  return fields
}

const sectionValues = (section: Section, fields: readonly DiffField[]): Snapshot => Object.fromEntries(fields.map((f) => [f.key, fieldValue(section, f.key)]))

/** What changed inside one kept section: its type, whether it shows, its fields, and its entries (by position). */
export function sectionChanges(before: Section, after: Section, catalogue: Catalogue): FieldChange[] {
  const entryBefore = blockOf(catalogue, before.type)
  const entryAfter = blockOf(catalogue, after.type)
  const changes: FieldChange[] = []
  if (before.type !== after.type) {
    const a = blockLabelOf(entryBefore, before.type)
    const b = blockLabelOf(entryAfter, after.type)
    changes.push({ key: 'type', label: 'Block type', kind: 'text', before: a, after: b, segments: wordDiff(a, b) })
  }
  if (before.visible !== after.visible) {
    const a = before.visible ? 'Shown' : 'Hidden'
    const b = after.visible ? 'Shown' : 'Hidden'
    changes.push({ key: 'visible', label: 'On the page', kind: 'text', before: a, after: b, segments: wordDiff(a, b) })
  }
  const fields = sectionFields(after, entryAfter)
  for (const f of sectionFields(before, entryBefore)) if (!fields.some((g) => g.key === f.key)) fields.push(f)
  changes.push(...fieldChanges(fields, sectionValues(before, fields), sectionValues(after, fields)))

  const itemsBefore = sectionItems(before)
  const itemsAfter = sectionItems(after)
  const items = entryAfter?.items ?? entryBefore?.items
  const itemFields: DiffField[] = (items?.fields ?? []).filter((f) => f.name !== EDITOR_NOTE_FIELD).map((f) => ({ key: f.name, label: f.label, kind: f.kind === 'image' ? 'image' : 'text' }))
  const description = items ?? { label: 'Entry', fields: [] }
  const nameOf = (item: SectionItem, index: number) => itemLabel(item, index, description)
  for (let i = 0; i < Math.max(itemsBefore.length, itemsAfter.length); i++) {
    const a = itemsBefore[i]
    const b = itemsAfter[i]
    if (a && b) {
      const known = new Set(itemFields.map((f) => f.key))
      const extra = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => !known.has(k) && k !== EDITOR_NOTE_FIELD).map((k): DiffField => ({ key: k, label: humanize(k), kind: 'text' }))
      for (const change of fieldChanges([...itemFields, ...extra], a, b)) changes.push({ ...change, key: `items.${i}.${change.key}`, label: `${description.label} ${i + 1} · ${change.label}` })
    } else {
      const item = (a ?? b) as SectionItem
      const name = nameOf(item, i)
      const before = a ? name : ''
      const after = b ? name : ''
      changes.push({ key: `items.${i}`, label: `${description.label} ${i + 1} ${a ? 'removed' : 'added'}`, kind: 'text', before, after, segments: wordDiff(before, after) })
    }
  }
  return changes
}

/**
 * Two lists of sections as one list in reading order: kept sections where they are now (marked moved
 * when their order among the kept ones changed, with what changed inside), removed ones where they
 * were, added ones where they are. Sections are matched by their id.
 */
export function blockDiff(before: readonly Section[], after: readonly Section[], catalogue: Catalogue): BlockRow[] {
  const beforeIds = before.map((s) => s.id)
  const afterIds = after.map((s) => s.id)
  const kept = new Set(beforeIds.filter((id) => afterIds.includes(id)))
  // Kept sections that stay in order relative to each other are not moved; the others are.
  const order = diffArrays(
    beforeIds.filter((id) => kept.has(id)),
    afterIds.filter((id) => kept.has(id)),
  )
  const moved = new Set(order.filter((c) => c.added).flatMap((c) => c.value))
  const rows: BlockRow[] = []
  const row = (section: Section, state: BlockRow['state'], changes: FieldChange[] = []): BlockRow => {
    const entry = blockOf(catalogue, section.type)
    return {
      id: section.id,
      label: sectionLabel(section, entry),
      blockLabel: blockLabelOf(entry, section.type),
      state,
      moved: state === 'kept' && moved.has(section.id),
      hidden: !section.visible,
      changes,
    }
  }
  for (const change of diffArrays(beforeIds, afterIds)) {
    for (const id of change.value) {
      if (change.removed) {
        if (kept.has(id)) continue
        const section = before.find((s) => s.id === id) as Section
        rows.push({ ...row(section, 'removed'), from: beforeIds.indexOf(id) + 1 })
        continue
      }
      const section = after.find((s) => s.id === id) as Section
      if (change.added && !kept.has(id)) {
        rows.push({ ...row(section, 'added'), to: afterIds.indexOf(id) + 1 })
        continue
      }
      const old = before.find((s) => s.id === id) as Section
      rows.push({ ...row(section, 'kept', sectionChanges(old, section, catalogue)), from: beforeIds.indexOf(id) + 1, to: afterIds.indexOf(id) + 1 })
    }
  }
  return rows
}

/** "2 sections edited, 1 added, 1 moved": a block diff in one line ('' when nothing changed). */
export function blockDiffSummary(rows: readonly BlockRow[]): string {
  const count = (test: (r: BlockRow) => boolean) => rows.filter(test).length
  const parts: string[] = []
  const edited = count((r) => r.state === 'kept' && r.changes.length > 0)
  const added = count((r) => r.state === 'added')
  const removed = count((r) => r.state === 'removed')
  const moved = count((r) => r.moved)
  if (edited) parts.push(`${edited} edited`)
  if (added) parts.push(`${added} added`)
  if (removed) parts.push(`${removed} removed`)
  if (moved) parts.push(`${moved} moved`)
  if (parts.length === 0) return ''
  const total = edited + added + removed + moved
  return `${total === 1 ? 'Section' : 'Sections'}: ${parts.join(', ')}`
}

export interface PageDiff {
  fields: FieldChange[]
  blocks: BlockRow[]
  /** The stored sections of one side could not be read. */
  broken: boolean
}

/**
 * Two page snapshots (content_json as JSON text): the page's fields and the block list. A field one
 * side does not carry is not compared: the editor's side is the save body, which never holds the
 * page's name or address (they change elsewhere), and "Empty" there would be untrue.
 */
export function pageDiff(before: Snapshot, after: Snapshot, catalogue: Catalogue): PageDiff {
  const a = readSections(typeof before.content_json === 'string' ? before.content_json : '[]')
  const b = readSections(typeof after.content_json === 'string' ? after.content_json : '[]')
  const unsaid = [...Object.keys(before), ...Object.keys(after)].filter((key) => before[key] === undefined || after[key] === undefined)
  return { fields: fieldChanges(PAGE_FIELDS, before, after, new Set(['content_json', ...unsaid])), blocks: blockDiff(a.sections, b.sections, catalogue), broken: a.broken || b.broken }
}

/** Whether a page diff holds any change. */
export const pageChanged = (diff: PageDiff) => diff.fields.length > 0 || diff.blocks.some((r) => r.state !== 'kept' || r.moved || r.changes.length > 0)

// ---------- Any item ----------

/** How an editor's snapshots are compared: by the fields of its form, or as a page of blocks. */
export type Differ = { kind: 'fields'; fields: readonly DiffField[] } | { kind: 'page'; catalogue: Catalogue }

/** Whether two snapshots differ as the diff reads them (markup-only and date-format changes are none). */
export function snapshotsDiffer(differ: Differ, before: Snapshot, after: Snapshot): boolean {
  return differ.kind === 'page' ? pageChanged(pageDiff(before, after, differ.catalogue)) : fieldChanges(differ.fields, before, after).length > 0
}

/**
 * A snapshot as plain text a person can copy out and paste anywhere: each field under its label
 * (rich text read as text), a page's sections in order with their fields. Empty fields are left out.
 */
export function snapshotText(differ: Differ, snapshot: Snapshot): string {
  const blocks: string[] = []
  const fields = differ.kind === 'page' ? PAGE_FIELDS : differ.fields
  const skip = new Set(differ.kind === 'page' ? ['content_json', 'is_published'] : [])
  for (const change of fieldChanges(fields, {}, snapshot, skip)) blocks.push(change.kind === 'html' || change.after.includes('\n') ? `${change.label}:\n${change.after}` : `${change.label}: ${change.after}`)
  if (differ.kind === 'page') {
    const { sections } = readSections(typeof snapshot.content_json === 'string' ? snapshot.content_json : '[]')
    sections.forEach((section, index) => {
      const entry = blockOf(differ.catalogue, section.type)
      const lines = [`${index + 1}. ${blockLabelOf(entry, section.type)}${section.visible ? '' : ' (hidden)'}`]
      const fieldsOf = sectionFields(section, entry)
      for (const f of fieldsOf) {
        const value = readValue(f, fieldValue(section, f.key))
        if (value) lines.push(`   ${f.label}: ${value.replace(/\n/g, '\n   ')}`)
      }
      const items = entry?.items
      sectionItems(section).forEach((item, i) => {
        const parts = Object.entries(item).filter(([k, v]) => k !== EDITOR_NOTE_FIELD && v.trim())
        if (parts.length === 0) return
        const label = (k: string) => items?.fields.find((f) => f.name === k)?.label ?? humanize(k)
        lines.push(`   ${items?.label ?? 'Entry'} ${i + 1}: ${parts.map(([k, v]) => `${label(k)}: ${v}`).join(' · ')}`)
      })
      blocks.push(lines.join('\n'))
    })
  }
  return blocks.join('\n\n')
}
