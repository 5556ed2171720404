/**
 * The section editor's rules, drawn from the block catalogue (GET /api/cms/pages/blocks; issue 17):
 * where a declared field's value lives in a stored section, placing and duplicating blocks with ids of
 * their own, changing a section's type without losing what the new type can hold, new entries of a
 * list, and the checks a field gets as the editor types. Nothing here guesses from a field's name:
 * every rule reads the field's declared kind. Pure, so it is tested without a browser.
 */
import { SECTION_ID_PATTERN, type BlockCatalogueEntry, type BlockFieldDescription, type Section, type SectionItem, type SectionMetadata } from '../../../../shared/api/pages.ts'
import { isSectionKey, optionValues, pickProblem } from '../../../../shared/blocks/fields.ts'
import { FIELD_PROBLEMS, NUMBER_PATTERN, isBlockDate, isImageAddress, isLink, isVideoLink, richTextProblem } from '../../../../shared/blocks/checks.ts'
import { plainOfRichText } from '../../../../shared/blocks/rich-text.ts'

/**
 * One field as the catalogue describes it. `alt` names the short-text field holding an image's
 * description (shared/blocks/fields.ts FieldSpec.alt); declared here too until the API type carries it.
 */
export type FieldDescription = BlockFieldDescription
export type ItemsDescription = NonNullable<BlockCatalogueEntry['items']>
export type Catalogue = readonly BlockCatalogueEntry[]

/**
 * A note to editors stored with seeded content ("Placeholder founder: replace…"). The site never draws
 * it, so the editor shows it as a note with a Remove button, never as a field (issue 16).
 */
export const EDITOR_NOTE_FIELD = 'defaultCopy'

export const blockOf = (catalogue: Catalogue, type: string): BlockCatalogueEntry | undefined => catalogue.find((b) => b.type === type)

const fieldsOf = (entry: BlockCatalogueEntry) => entry.fields as readonly FieldDescription[]
export const itemFieldsOf = (entry: BlockCatalogueEntry) => (entry.items?.fields ?? []) as readonly FieldDescription[]

// ---------- Where a field's value is ----------

/** A declared field's value: `title` and `content` are the section's own keys, any other name a metadata key. */
export function fieldValue(section: Section, name: string): string {
  if (isSectionKey(name)) return section[name]
  const value = section.metadata?.[name]
  return typeof value === 'string' ? value : ''
}

export function withField(section: Section, name: string, value: string): Section {
  if (isSectionKey(name)) return { ...section, [name]: value }
  return { ...section, metadata: { ...section.metadata, [name]: value } }
}

/** A section's repeated entries (`metadata.items`). */
export function sectionItems(section: Section): SectionItem[] {
  const items = section.metadata?.items
  return Array.isArray(items) ? items : []
}

export function withItems(section: Section, items: SectionItem[]): Section {
  return { ...section, metadata: { ...section.metadata, items } }
}

/** Removes one metadata key (an editor's note, a value the block no longer declares). */
export function withoutMetadata(section: Section, key: string): Section {
  const metadata: SectionMetadata = { ...section.metadata }
  delete metadata[key]
  return { ...section, metadata }
}

/** String metadata the section holds but its block does not declare: shown with a Remove button (the server refuses them). */
export function undeclaredValues(section: Section, entry: BlockCatalogueEntry): Array<[string, string]> {
  const declared = new Set(fieldsOf(entry).map((f) => f.name))
  return Object.entries(section.metadata ?? {}).flatMap(([key, value]) =>
    typeof value === 'string' && key !== 'items' && key !== EDITOR_NOTE_FIELD && !declared.has(key) ? [[key, value] as [string, string]] : [],
  )
}

/** The name a section goes by in the list: its title, else its first filled text field, else the block's label. */
export function sectionLabel(section: Section, entry: BlockCatalogueEntry | undefined): string {
  if (section.title.trim()) return section.title.trim()
  for (const field of entry ? fieldsOf(entry) : []) {
    const value = wordsOf(field, fieldValue(section, field.name)).trim().split('\n')[0]
    if ((field.kind === 'shortText' || field.kind === 'longText' || field.kind === 'richText') && value) return value.length > 80 ? `${value.slice(0, 79)}…` : value
  }
  return entry?.label ?? section.id
}

/** The name an entry goes by: its first filled short text (else its first filled text), else "Slide 3". */
export function itemLabel(item: SectionItem, index: number, items: ItemsDescription): string {
  const fields = items.fields as readonly FieldDescription[]
  const pick = (kind: FieldDescription['kind']) => fields.find((f) => f.kind === kind && f.name !== EDITOR_NOTE_FIELD && item[f.name]?.trim())
  const field = pick('shortText') ?? pick('longText') ?? pick('richText')
  const value = field ? wordsOf(field, item[field.name]).trim().split('\n')[0] : ''
  if (value) return value.length > 80 ? `${value.slice(0, 79)}…` : value
  return `${items.label} ${index + 1}`
}

// ---------- Ids ----------

/** `base-N` with the first N that no section uses, `base` cut to what a section id may hold. */
export function uniqueSectionId(base: string, sections: readonly Section[]): string {
  const taken = new Set(sections.map((s) => s.id))
  const clean =
    base
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/^[^A-Za-z0-9]+/, '')
      .slice(0, 56) || 'section'
  for (let n = 1; ; n++) {
    const id = `${clean}-${n}`
    if (!taken.has(id) && SECTION_ID_PATTERN.test(id)) return id
  }
}

/** A copy of the block's defaults, ready for this page: its own id (`hero-2`), visible. */
export function placeBlock(entry: BlockCatalogueEntry, sections: readonly Section[]): Section {
  return { ...structuredClone(entry.defaults), type: entry.type, visible: true, id: uniqueSectionId(entry.type, sections) }
}

/** A copy of a section with an id of its own (`hero-copy-1`), to go right after it. */
export function duplicateSection(section: Section, sections: readonly Section[]): Section {
  const base = section.id.replace(/-copy(?:-\d+)?$/, '')
  return { ...structuredClone(section), id: uniqueSectionId(`${base}-copy`, sections) }
}

/** A section copied to another page (issue 31): its own id there if free, else a numbered one (`hero-1`). */
export function sectionForPage(section: Section, sections: readonly Section[]): Section {
  const id = sections.some((s) => s.id === section.id) ? uniqueSectionId(section.id.replace(/-\d+$/, ''), sections) : section.id
  return { ...structuredClone(section), id }
}

// ---------- Changing a section's type ----------

export interface Retyped {
  section: Section
  /** What the new type cannot hold and the change would drop (field labels, "2 slides"): asked about first. */
  dropped: string[]
}

const filled = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) && value.length > 0)

/**
 * The section as a block of `to`: its id, title, content and visibility kept; its metadata kept where
 * `to` declares the field; the new type's default for each declared field it lacks (so a required
 * link starts valid); entries kept with the fields `to`'s entries declare. `dropped` names every
 * filled value that would go.
 */
export function retype(section: Section, from: BlockCatalogueEntry | undefined, to: BlockCatalogueEntry): Retyped {
  const fromLabel = (key: string) => (from ? fieldsOf(from).find((f) => f.name === key)?.label : undefined) ?? key
  const declared = new Set(fieldsOf(to).filter((f) => !isSectionKey(f.name)).map((f) => f.name))
  const defaults = to.defaults.metadata ?? {}
  const metadata: SectionMetadata = {}
  const dropped: string[] = []
  for (const [key, value] of Object.entries(section.metadata ?? {})) {
    if (key === 'items') continue
    if (declared.has(key)) metadata[key] = value
    else if (filled(value) && key !== EDITOR_NOTE_FIELD) dropped.push(fromLabel(key))
  }
  for (const key of declared) if (!(key in metadata) && typeof defaults[key] === 'string') metadata[key] = defaults[key]

  const items = sectionItems(section)
  if (to.items) {
    const itemFields = new Set(to.items.fields.map((f) => f.name))
    const lost = new Set<string>()
    const kept = items.map((item) => {
      const entry: SectionItem = {}
      for (const [key, value] of Object.entries(item)) {
        if (itemFields.has(key)) entry[key] = value
        else if (filled(value) && key !== EDITOR_NOTE_FIELD) lost.add(key)
      }
      return entry
    })
    if (lost.size > 0) dropped.push(...[...lost].map((key) => `${from?.items?.fields.find((f) => f.name === key)?.label ?? key} of each entry`))
    const fallback = Array.isArray(defaults.items) ? structuredClone(defaults.items) : []
    metadata.items = kept.length > 0 ? kept : to.items.min ? fallback : []
    if ((metadata.items as SectionItem[]).length === 0) delete metadata.items
  } else if (items.length > 0) {
    dropped.push(`${items.length} ${(from?.items?.label ?? 'entry').toLowerCase()}${items.length === 1 ? '' : 's'}`)
  }

  const next: Section = { id: section.id, type: to.type, title: section.title, content: section.content, visible: section.visible }
  const retyped = Object.keys(metadata).length > 0 ? { ...next, metadata } : next
  return { section: from ? wordsWhereNoRichText(retyped, from, to) : retyped, dropped }
}

/**
 * A rich-text value kept by a field that is not rich text in the new type keeps its words (as plain
 * paragraphs), not its tags. Plain words need nothing the other way: rich text reads them as paragraphs.
 */
function wordsWhereNoRichText(section: Section, from: BlockCatalogueEntry, to: BlockCatalogueEntry): Section {
  const wasRich = (name: string, inItem: boolean) => (inItem ? from.items?.fields : from.fields)?.some((f) => f.name === name && f.kind === 'richText')
  const isRich = (name: string, inItem: boolean) => (inItem ? to.items?.fields : to.fields)?.some((f) => f.name === name && f.kind === 'richText')
  const words = (name: string, value: string, inItem = false) => (wasRich(name, inItem) && !isRich(name, inItem) ? plainOfRichText(value) : value)
  const out: Section = { ...section, title: words('title', section.title), content: words('content', section.content) }
  if (section.metadata) {
    out.metadata = Object.fromEntries(
      Object.entries(section.metadata).map(([key, value]) => [
        key,
        typeof value === 'string' ? words(key, value) : Array.isArray(value) ? value.map((item) => Object.fromEntries(Object.entries(item).map(([k, v]) => [k, words(k, v, true)]))) : value,
      ]),
    ) as SectionMetadata
  }
  return out
}

// ---------- Entries ----------

/** A new entry: every declared field, empty, except a choice, a yes/no or an icon that must hold a value. */
export function newItemOf(items: ItemsDescription, existing: readonly SectionItem[] = []): SectionItem {
  const item: SectionItem = {}
  for (const field of items.fields as readonly FieldDescription[]) {
    if (field.name === EDITOR_NOTE_FIELD) continue
    item[field.name] = field.required ? startValue(field, existing.find((i) => i[field.name])?.[field.name]) : ''
  }
  return item
}

/** What a required field starts with: a valid value where one is needed (a neighbour's icon, the first option, no). */
function startValue(field: FieldDescription, neighbour: string | undefined): string {
  if (field.kind === 'select') return field.options?.[0]?.value ?? ''
  if (field.kind === 'boolean') return 'false'
  if (field.kind === 'icon') return neighbour ?? 'spark'
  return ''
}

// ---------- Checks as the editor types (the server checks again and has the last word) ----------

// The server's rules and words (shared/blocks/checks.ts), so a value reads the same before and after Save.
export { isLink, isImageAddress, isVideoLink }
export const LINK_PROBLEM = FIELD_PROBLEMS.link
export const IMAGE_PROBLEM = FIELD_PROBLEMS.image
export const VIDEO_PROBLEM = FIELD_PROBLEMS.video
export const NUMBER_PROBLEM = FIELD_PROBLEMS.number
export const DATE_PROBLEM = FIELD_PROBLEMS.date
const NUMBER = new RegExp(NUMBER_PATTERN)
const isDate = isBlockDate

/** What is wrong with a field's value as typed, in the server's words; null when it will be accepted. */
export function fieldProblem(field: FieldDescription, value: string): string | null {
  if (field.kind === 'richText') return richTextProblem(field, value)
  if (field.required && value.trim() === '' && field.kind !== 'boolean') return `${field.label} is required.`
  if (value.length > field.max) return `Use at most ${field.max} characters.`
  switch (field.kind) {
    case 'link':
      return isLink(value) ? null : LINK_PROBLEM
    case 'video':
      return isVideoLink(value) ? null : VIDEO_PROBLEM
    case 'image':
      return isImageAddress(value) ? null : IMAGE_PROBLEM
    case 'date':
      return value === '' || isDate(value) ? null : DATE_PROBLEM
    case 'number': {
      if (value === '') return null
      if (!NUMBER.test(value)) return NUMBER_PROBLEM
      const n = Number(value)
      if (field.min !== undefined && n < field.min) return `Enter ${field.min} or more.`
      if (field.maxValue !== undefined && n > field.maxValue) return `Enter ${field.maxValue} or less.`
      return null
    }
    case 'select':
      return value === '' || optionValues(field.options).includes(value) ? null : pickProblem(field.options)
    default:
      return null
  }
}

/** A field's value as a person reads it: rich text without its markup. */
const wordsOf = (field: FieldDescription, value: string) => (field.kind === 'richText' ? plainOfRichText(value) : value)

// ---------- The block picker ----------

/** Whether a block answers the picker's search: every word of it in the label, description or type. */
export function blockMatches(entry: BlockCatalogueEntry, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  const text = `${entry.label} ${entry.description} ${entry.type.replace(/-/g, ' ')}`.toLowerCase()
  return words.every((word) => text.includes(word))
}

/** What the picker's thumbnail of a block shows, read from its declaration and defaults. */
export interface BlockSketch {
  heading: string
  /** The first picture of the defaults, when it is an address the console can load. */
  image: string | null
  /** One mark per declared field of the block (up to six), by kind. */
  kinds: FieldDescription['kind'][]
  /** How many entries the defaults hold (drawn as small cards, up to four). */
  items: number
}

export function blockSketch(entry: BlockCatalogueEntry): BlockSketch {
  const defaults = entry.defaults
  const fields = fieldsOf(entry).filter((f) => f.name !== EDITOR_NOTE_FIELD)
  const firstText = fields.find((f) => (f.kind === 'shortText' || f.kind === 'longText') && fieldValue(defaults, f.name).trim())
  const heading = (firstText ? fieldValue(defaults, firstText.name) : entry.label).trim()
  const items = sectionItems(defaults)
  const pictures = [
    ...fields.filter((f) => f.kind === 'image').map((f) => fieldValue(defaults, f.name)),
    ...itemFieldsOf(entry)
      .filter((f) => f.kind === 'image')
      .flatMap((f) => items.map((i) => i[f.name] ?? '')),
  ]
  const image = pictures.find((p) => p !== '' && isImageAddress(p)) ?? null
  return { heading: heading.length > 70 ? `${heading.slice(0, 69)}…` : heading, image, kinds: fields.slice(0, 6).map((f) => f.kind), items: items.length }
}

/** A field drawn by the block form, bound to its value (TextInput, ImageUrlField, IconPicker). */
export interface BoundField {
  field: FieldDescription
  value: string
  onChange: (value: string) => void
  /** data-path: where a refused save's message for it is shown and focused. */
  path: string
  /** The server refused the save because of this field: its message. */
  error?: string
}
