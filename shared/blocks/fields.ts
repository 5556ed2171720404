/**
 * The block library's vocabulary (issue 17: declare once, derive everything). A block type is
 * declared once (catalogue.ts) with its fields, each of a kind from the closed set below; the server's
 * validation (modules/pages/blocks.ts, TypeBox generated from the declaration), the catalogue API
 * (GET /api/cms/pages/blocks), the Pages Manager's form and the public component lookup all read the
 * declaration. Plain TypeScript: both bundles import it without a schema runtime.
 *
 * A block is stored as a section of content_json in the spec's shape (admin-area §3: id, type,
 * title, content, visible, metadata), so a body written to the spec keeps working: a field named
 * `title` or `content` is that key of the section; any other name is a key of `metadata`; repeated
 * items are `metadata.items`, each a flat object of its own fields. Every stored value is a string
 * (a number as its digits, a yes/no as "true"/"false", a date as YYYY-MM-DD); the kind says how it
 * is edited and checked.
 */
import { ICON_NAMES, type IconName } from './icons.ts'
import { parseRichText, serializeRichText, toRichTextHtml, withoutLists } from './rich-text.ts'

export const FIELD_KINDS = ['shortText', 'longText', 'richText', 'link', 'video', 'image', 'icon', 'select', 'number', 'boolean', 'date'] as const
export type FieldKind = (typeof FIELD_KINDS)[number]

/** What each kind is called in the console, and the longest value it takes unless a field says less. */
export const FIELD_KIND_INFO: Record<FieldKind, { label: string; max: number }> = {
  shortText: { label: 'Short text', max: 300 },
  longText: { label: 'Long text', max: 20_000 },
  // Counted as the words a visitor reads; the stored HTML may be longer (rich-text.ts richTextHtmlMax).
  richText: { label: 'Formatted text', max: 20_000 },
  link: { label: 'Link', max: 2_048 },
  video: { label: 'YouTube link', max: 2_048 },
  image: { label: 'Image', max: 2_048 },
  icon: { label: 'Icon', max: 64 },
  select: { label: 'Choice', max: 64 },
  number: { label: 'Number', max: 16 },
  boolean: { label: 'Yes/no', max: 5 },
  date: { label: 'Date', max: 10 },
}

/** One choice of a select field: `value` is stored and read by the block's component; `label` is all an editor sees. */
export interface SelectOption {
  value: string
  label: string
}

/** The stored values of a select field's choices. */
export const optionValues = (options: readonly SelectOption[] | undefined): string[] => (options ?? []).map((o) => o.value)

/** The refusal of a value that is not one of a select field's choices, in the words the editor picked from. */
export const pickProblem = (options: readonly SelectOption[] | undefined): string => `Pick one of: ${(options ?? []).map((o) => o.label).join(', ')}.`

export interface FieldSpec {
  /** `title`, `content`, or a metadata key (an item key inside items). */
  name: string
  label: string
  kind: FieldKind
  required?: boolean
  /** Longest text (characters); defaults to the kind's. */
  max?: number
  /** number: the smallest and largest value. */
  min?: number
  maxValue?: number
  /** select: what an editor picks from, each a stored value and the words the console shows for it. */
  options?: readonly SelectOption[]
  /**
   * select: the choice an empty value is drawn as, when the block has a look of its own for it (an
   * action band without a spacing draws as `open`). The console shows that choice and offers no
   * separate "None"; without it, "None" is a choice of its own (no kicker icon).
   */
  emptyMeans?: string
  /** One line under the field in the editor. */
  hint?: string
  /** richText: bulleted and numbered lists are offered too (paragraphs, breaks, bold, italic and links always are). */
  lists?: boolean
  /** image: the shortText field (same block or item) holding the picture's description (alt text); the editor draws it beside the image. */
  alt?: string
}

export interface ItemsSpec {
  /** What one item is called ("Slide", "Question"). */
  label: string
  fields: readonly FieldSpec[]
  min?: number
  max?: number
}

/** A section as content_json stores it (shared/api/pages.ts Section, with the block type as its type). */
export interface StoredBlock {
  id: string
  type: string
  title: string
  content: string
  visible: boolean
  metadata?: Record<string, string | Array<Record<string, string>>>
}

/**
 * The web-public chunk whose `index.ts` holds the block's component (web-public/src/sections/<chunk>/):
 * a page downloads the chunks of the blocks it shows, nothing else. `generic` is in the managed-page screen.
 */
export const BLOCK_CHUNKS = ['generic', 'home', 'about', 'journal', 'hyperbuilt', 'media', 'careers', 'contact'] as const
export type BlockChunk = (typeof BLOCK_CHUNKS)[number]

/** Data a block shows beyond its own content, which the server loads with the page (web-public/loaders.ts). */
export const BLOCK_NEEDS = ['latestPosts', 'mediaKit', 'press', 'servedList'] as const
export type BlockNeed = (typeof BLOCK_NEEDS)[number]

export interface BlockSpec {
  /** The stored `type`. */
  type: string
  label: string
  description: string
  icon: IconName
  chunk: BlockChunk
  /**
   * Blocks that sit side by side: consecutive visible blocks with the same `row` are drawn in one
   * row (SectionList), so two door cards share a line; reordering or hiding one still changes the page.
   */
  row?: string
  needs?: readonly BlockNeed[]
  fields: readonly FieldSpec[]
  items?: ItemsSpec
  /** A complete section as stored, ready to be placed on a page once it has an id of its own. */
  defaults: StoredBlock
}

/** Where a field of a block lives in its stored section. */
export const isSectionKey = (name: string): name is 'title' | 'content' => name === 'title' || name === 'content'

/** The names of a block's fields kept in `metadata` (`title` and `content` are the section's own keys). */
export type MetaFieldName<S extends Pick<BlockSpec, 'fields'>> = Exclude<S['fields'][number]['name'], 'title' | 'content'>

/** Any block that declares the fields `N`: for a part several blocks share (`meta<BlockWith<'eyebrow'>>(section, 'eyebrow')`). */
export type BlockWith<N extends string> = BlockSpec & { fields: readonly (FieldSpec & { name: N })[] }

/** One stored item of a block, by the names its declaration gives item fields (each a string, absent until set). */
export type ItemOf<S extends Pick<BlockSpec, 'items'>> = S['items'] extends { fields: readonly (infer F extends FieldSpec)[] } ? Partial<Record<F['name'], string>> : never

/**
 * A declaration, checked for the mistakes a typo makes (an unknown icon, a select without options, a
 * duplicate field). Its field names stay literal types, so a component reading its section through
 * `meta<typeof X_BLOCK>(section, name)` and `items<typeof X_BLOCK>(section)` (web-public/src/sections/content.tsx)
 * cannot name a field the block does not declare.
 */
export function defineBlock<const F extends readonly FieldSpec[], const I extends ItemsSpec | undefined = undefined>(
  spec: Omit<BlockSpec, 'fields' | 'items'> & { fields: F; items?: I },
): BlockSpec & { fields: F; items: I } {
  const problems: string[] = []
  if (!ICON_NAMES.includes(spec.icon)) problems.push(`icon "${spec.icon}" is not in the icon set`)
  const checkFields = (fields: readonly FieldSpec[], where: string) => {
    const seen = new Set<string>()
    for (const f of fields) {
      if (seen.has(f.name)) problems.push(`${where}field "${f.name}" is declared twice`)
      seen.add(f.name)
      if (f.name === 'items' || f.name === 'id' || f.name === 'type' || f.name === 'visible') problems.push(`${where}field name "${f.name}" is reserved`)
      if (f.kind === 'select' && !f.options?.length) problems.push(`${where}select "${f.name}" has no options`)
      if (f.options && new Set(optionValues(f.options)).size !== f.options.length) problems.push(`${where}select "${f.name}" offers a value twice`)
      if (f.emptyMeans !== undefined && !optionValues(f.options).includes(f.emptyMeans)) problems.push(`${where}select "${f.name}": emptyMeans "${f.emptyMeans}" is not one of its options`)
      if (f.lists !== undefined && f.kind !== 'richText') problems.push(`${where}field "${f.name}": lists are for rich text`)
      if (f.alt !== undefined && (f.kind !== 'image' || !fields.some((o) => o.name === f.alt && o.kind === 'shortText'))) problems.push(`${where}field "${f.name}": alt "${f.alt}" is not a short text field beside an image`)
    }
  }
  checkFields(spec.fields, '')
  if (spec.items) checkFields(spec.items.fields, 'item ')
  if (spec.defaults.type !== spec.type) problems.push(`defaults.type is "${spec.defaults.type}"`)
  if (problems.length) throw new Error(`block "${spec.type}": ${problems.join('; ')}`)
  storedRichText(spec.defaults, spec)
  return spec as BlockSpec & { fields: F; items: I }
}

/** A rich-text value in its stored form: canonical HTML, lists made paragraphs where the field has none. */
export function richTextValue(field: FieldSpec, value: string): string {
  return field.lists ? toRichTextHtml(value) : serializeRichText(withoutLists(parseRichText(value)))
}

/**
 * `block` with its rich-text values in their stored form (canonical HTML), in place. The defaults of
 * rich-text fields are written as plain words in the declarations and in the seeded pages (easier
 * to read and review); what a block brings to a page, the catalogue API and the console is HTML.
 */
export function storedRichText<B extends StoredBlock>(block: B, spec: Pick<BlockSpec, 'fields' | 'items'>): B {
  const convert = (fields: readonly FieldSpec[], values: Record<string, unknown>) => {
    for (const f of fields) if (f.kind === 'richText' && typeof values[f.name] === 'string') values[f.name] = richTextValue(f, values[f.name] as string)
  }
  convert(
    spec.fields.filter((f) => isSectionKey(f.name)),
    block as unknown as Record<string, unknown>,
  )
  if (block.metadata) convert(spec.fields.filter((f) => !isSectionKey(f.name)), block.metadata)
  const items = block.metadata?.items
  if (spec.items && Array.isArray(items)) for (const item of items) convert(spec.items.fields, item)
  return block
}
