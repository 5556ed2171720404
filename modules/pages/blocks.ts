/**
 * The server's half of the block library (shared/blocks): a TypeBox schema generated from each block
 * declaration, never written beside it, and a check of a page's sections against them whose every
 * refusal is data: `{section, item?, field, message}` (section and item count from 0, field is the
 * declared name), in a person's words, for the console to show next to the field.
 *
 * What TypeBox cannot say with a keyword is a format registered here once: a link (a page of this
 * site, an https address, a #place on the page or a mailto: address), a YouTube link a video block
 * can play, an image address (a site path
 * or an http(s) URL) and a calendar date. The catalogue is served as GET /api/cms/pages/blocks.
 */
import { Type, type TSchema } from 'typebox'
import { Compile } from 'typebox/compile'
import { Format } from 'typebox/format'
import { SECTION_ID_PATTERN, type BlockCatalogueEntry, type Section } from '../../shared/api/pages.ts'
import { BLOCKS } from '../../shared/blocks/catalogue.ts'
import { FIELD_KIND_INFO, isSectionKey, optionValues, pickProblem, type BlockSpec, type FieldSpec } from '../../shared/blocks/fields.ts'
import { ICON_NAMES } from '../../shared/blocks/icons.ts'
import { richTextHtmlMax } from '../../shared/blocks/rich-text.ts'
import { RICH_TEXT_PROBLEMS } from './rich-text.ts'
import { FIELD_PROBLEMS, NUMBER_PATTERN, isBlockDate, isImageAddress, isLink, isVideoLink } from '../../shared/blocks/checks.ts'

Format.Set('block-link', (value) => isLink(value))
Format.Set('block-video', (value) => isVideoLink(value))
Format.Set('block-image', (value) => isImageAddress(value))
Format.Set('block-date', (value) => value === '' || isBlockDate(value))

const NUMBER = NUMBER_PATTERN

/** The TypeBox schema of one field's stored value (always a string: fields.ts). */
export function fieldSchema(field: FieldSpec): TSchema {
  const max = field.max ?? FIELD_KIND_INFO[field.kind].max
  const text = { maxLength: max, ...(field.required ? { minLength: 1 } : {}) }
  switch (field.kind) {
    case 'shortText':
    case 'longText':
      return Type.String(text)
    case 'richText':
      // The words are counted after cleaning (rich-text.ts); here only the HTML's own bound.
      return Type.String({ maxLength: richTextHtmlMax(max), ...(field.required ? { minLength: 1 } : {}) })
    case 'link':
      return Type.String({ ...text, format: 'block-link' })
    case 'video':
      return Type.String({ ...text, format: 'block-video' })
    case 'image':
      return Type.String({ ...text, format: 'block-image' })
    case 'date':
      return Type.String({ ...text, format: 'block-date' })
    case 'number':
      return field.required ? Type.String({ ...text, pattern: NUMBER }) : Type.Union([Type.Literal(''), Type.String({ ...text, pattern: NUMBER })])
    case 'boolean':
      return Type.Union([Type.Literal('true'), Type.Literal('false'), ...(field.required ? [] : [Type.Literal('')])])
    case 'icon':
      return Type.Union([...ICON_NAMES.map((name) => Type.Literal(name)), ...(field.required ? [] : [Type.Literal('')])])
    case 'select':
      return Type.Union([...optionValues(field.options).map((o) => Type.Literal(o)), ...(field.required ? [] : [Type.Literal('')])])
  }
}

/** A field that is not required may be left out of the stored section; a required one may not. */
const property = (field: FieldSpec) => (field.required ? fieldSchema(field) : Type.Optional(fieldSchema(field)))

/** The TypeBox schema of a stored block of this type: the section's own keys, its metadata fields and its items. */
export function blockSchema(spec: BlockSpec): TSchema {
  const metadataFields = spec.fields.filter((f) => !isSectionKey(f.name))
  const metadata: Record<string, TSchema> = Object.fromEntries(metadataFields.map((f) => [f.name, property(f)]))
  if (spec.items) {
    const item = Type.Object(Object.fromEntries(spec.items.fields.map((f) => [f.name, property(f)])), { additionalProperties: false })
    const bounds = { ...(spec.items.min ? { minItems: spec.items.min } : {}), maxItems: spec.items.max ?? 40 }
    metadata.items = spec.items.min ? Type.Array(item, bounds) : Type.Optional(Type.Array(item, bounds))
  }
  const own = (name: 'title' | 'content') => {
    const field = spec.fields.find((f) => f.name === name)
    return field ? fieldSchema(field) : Type.String({ maxLength: FIELD_KIND_INFO.shortText.max })
  }
  const metadataRequired = metadataFields.some((f) => f.required) || Boolean(spec.items?.min)
  const metadataSchema = Type.Object(metadata, { additionalProperties: false })
  return Type.Object(
    {
      id: Type.String({ pattern: SECTION_ID_PATTERN.source }),
      type: Type.Literal(spec.type),
      title: own('title'),
      content: own('content'),
      visible: Type.Boolean(),
      metadata: metadataRequired ? metadataSchema : Type.Optional(metadataSchema),
      // A synced section: the saved section it shows (modules/pages/saved-sections.ts).
      synced: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
    },
    { additionalProperties: false },
  )
}

const compiled = new WeakMap<BlockSpec, ReturnType<typeof Compile>>()
function validatorOf(spec: BlockSpec) {
  let validator = compiled.get(spec)
  if (!validator) {
    validator = Compile(blockSchema(spec))
    compiled.set(spec, validator)
  }
  return validator
}

export interface BlockProblem {
  section: number
  item?: number
  field: string
  message: string
}

/** What a person is told about a value of `field` that the schema refused with `keyword`. */
export function fieldMessage(field: FieldSpec | undefined, keyword: string, params: Record<string, unknown>): string {
  // A field the block does not declare (TypeBox says `additionalProperties`, and `boolean` for its value).
  if (!field) return 'This block has no such field; remove it.'
  if (keyword === 'minLength') return `${field.label} is required.`
  if (keyword === 'maxLength') return field.kind === 'richText' ? RICH_TEXT_PROBLEMS.tooMuchMarkup : `Use at most ${String(params.limit)} characters.`
  if (keyword === 'required') return `${field.label} is required.`
  switch (field.kind) {
    case 'link':
    case 'video':
    case 'image':
    case 'icon':
    case 'number':
    case 'boolean':
    case 'date':
      return FIELD_PROBLEMS[field.kind]
    case 'select':
      return pickProblem(field.options)
    default:
      return `Enter text for ${field.label.toLowerCase()}.`
  }
}

/**
 * Every problem of `sections` against the catalogue (an empty list: all well). A section whose type
 * the catalogue does not know is one problem on its `type`.
 */
export function checkBlocks(sections: unknown[], blocks: readonly BlockSpec[] = BLOCKS): BlockProblem[] {
  const problems: BlockProblem[] = []
  sections.forEach((section, index) => {
    const type = (section as { type?: unknown } | null)?.type
    const spec = typeof type === 'string' ? blocks.find((b) => b.type === type) : undefined
    if (!spec) {
      problems.push({ section: index, field: 'type', message: `Choose a block type from the list (${blocks.map((b) => b.label).join(', ')}).` })
      return
    }
    const seen = new Set<string>()
    for (const error of validatorOf(spec).Errors(section)) {
      const problem = locate(spec, index, error.instancePath, error.keyword, error.params as Record<string, unknown>)
      const key = `${problem.item ?? ''}|${problem.field}`
      // One message per field: a union's refusal names every branch it tried.
      if (!seen.has(key)) problems.push(problem)
      seen.add(key)
    }
  })
  return problems
}

/** `/metadata/items/2/image` → item 2, field image; `/title` → field title; a missing key names itself. */
function locate(spec: BlockSpec, section: number, path: string, keyword: string, params: Record<string, unknown>): BlockProblem {
  const parts = path.split('/').slice(1)
  if (parts[0] === 'metadata' && parts[1] === 'items' && !spec.items) return { section, field: 'items', message: fieldMessage(undefined, keyword, params) }
  const missing = keyword === 'required' ? String((params.requiredProperties as string[] | undefined)?.[0] ?? '') : ''
  const extra = keyword === 'additionalProperties' ? String((params.additionalProperties as string[] | undefined)?.[0] ?? '') : ''
  if (parts[0] === 'metadata' && parts[1] === 'items' && parts.length >= 3) {
    const item = Number(parts[2])
    const name = parts[3] || missing || extra
    const field = spec.items?.fields.find((f) => f.name === name)
    return { section, item, field: name || 'items', message: fieldMessage(field, keyword, params) }
  }
  if (parts[0] === 'metadata' && parts[1] === 'items') {
    const label = spec.items?.label.toLowerCase() ?? 'item'
    const message =
      keyword === 'minItems' ? `Add at least ${String(params.limit)} ${label}s.` : keyword === 'maxItems' ? `Use at most ${String(params.limit)} ${label}s.` : `The ${label}s cannot be stored.`
    return { section, field: 'items', message }
  }
  const name = (parts[0] === 'metadata' ? parts[1] : parts[0]) || missing || extra
  if (name === 'items' && keyword === 'required') return { section, field: 'items', message: `Add at least ${spec.items?.min ?? 1} ${spec.items?.label.toLowerCase() ?? 'item'}s.` }
  if (name === 'id') return { section, field: 'id', message: 'Give the block an id of letters, digits, - and _ (up to 64).' }
  if (name === 'visible') return { section, field: 'visible', message: 'Choose whether the block is shown.' }
  if (name === 'synced') return { section, field: 'synced', message: 'This synced section cannot be read. Detach it or remove it.' }
  const field = spec.fields.find((f) => f.name === name)
  return { section, field: name || 'metadata', message: fieldMessage(field, keyword, params) }
}

let described: BlockCatalogueEntry[] | undefined

/** The catalogue as GET /api/cms/pages/blocks answers it (described once: the declarations never change while running). */
export function catalogue(): BlockCatalogueEntry[] {
  described ??= describeCatalogue()
  return described
}

function describeCatalogue(): BlockCatalogueEntry[] {
  const describe = (f: FieldSpec) => ({
    name: f.name,
    label: f.label,
    kind: f.kind,
    required: Boolean(f.required),
    max: f.max ?? FIELD_KIND_INFO[f.kind].max,
    ...(f.options ? { options: f.options.map((o) => ({ ...o })) } : {}),
    ...(f.emptyMeans !== undefined ? { emptyMeans: f.emptyMeans } : {}),
    ...(f.hint ? { hint: f.hint } : {}),
    ...(f.min !== undefined ? { min: f.min } : {}),
    ...(f.maxValue !== undefined ? { maxValue: f.maxValue } : {}),
    ...(f.alt ? { alt: f.alt } : {}),
    ...(f.lists ? { lists: true } : {}),
  })
  return BLOCKS.map((b) => ({
    type: b.type,
    label: b.label,
    description: b.description,
    icon: b.icon,
    fields: b.fields.map(describe),
    ...(b.items ? { items: { label: b.items.label, fields: b.items.fields.map(describe), ...(b.items.min !== undefined ? { min: b.items.min } : {}), ...(b.items.max !== undefined ? { max: b.items.max } : {}) } } : {}),
    defaults: b.defaults as Section,
  }))
}
