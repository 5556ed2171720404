/**
 * What a page may hold, checked and cleaned on every save (pure functions, no database).
 * content_json must be a JSON list of sections, each a block of the catalogue (shared/blocks) with
 * the fields its declaration gives (modules/pages/blocks.ts checks them), within PAGE_LIMITS. A
 * refused save is one 400 naming every problem as data: `details: [{section, item?, field, message}]`
 * (section and item count from 0, field is the declared name), in a person's words, for the console
 * to show next to the field; `error` repeats the first as one sentence for a developer.
 *
 * A block's text is plain text, stored exactly as typed: the public site draws it as text (React
 * escapes it), never as HTML, so `Use the <b> tag` reads as those words. A rich-text field (issue 31)
 * holds the limited HTML of shared/blocks/rich-text.ts: refused in words when it carries code or a
 * link a link field refuses, else sanitised and stored in its canonical form (rich-text.ts). Control characters are
 * refused, as core refuses them in every request field. The SEO fields, which no one types markup
 * into on purpose, have their markup stripped (plainText: sanitize-html with no allowed tag,
 * repeated until nothing changes). Links and images are checked by their declared kind (links.ts),
 * after trimming.
 */
import type sanitizeHtml from 'sanitize-html'
import { PAGE_LIMITS, SECTION_ID_PATTERN, type Section } from '../../shared/api/pages.ts'
import { BLOCKS } from '../../shared/blocks/catalogue.ts'
import { isSectionKey, storedRichText, type BlockSpec, type FieldSpec, type StoredBlock } from '../../shared/blocks/fields.ts'
import { HttpError, badRequest } from '../core/errors.ts'
import { findBadText, textProblem } from '../core/validation.ts'
import { checkBlocks, type BlockProblem } from './blocks.ts'
import { cleanRichText, richTextProblem } from './rich-text.ts'
import { FIELD_PROBLEMS, isHttpUrl, isImageAddress } from '../../shared/blocks/checks.ts'
import { htmlSanitizer } from '../content/sanitize.ts'

export { isAnchor, isHttpUrl, isLink, isMailto, isSitePath } from '../../shared/blocks/checks.ts'

const STRIP_MARKUP: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
  // The text inside these goes with them (a script's source is not copy).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'embed', 'svg', 'math', 'title'],
}
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" }

/**
 * `text` without markup. Text without '<' cannot hold a tag and is kept exactly as typed; otherwise
 * sanitize-html drops every tag (and the content of script-like elements) and the entities it writes
 * are read back to characters, until a pass changes nothing more.
 */
export function plainText(text: string): string {
  let current = text
  for (let pass = 0; pass < 8 && current.includes('<'); pass++) {
    const next = htmlSanitizer()(current, STRIP_MARKUP).replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e])
    if (next === current) break
    current = next
  }
  return current
}

// ---- sections

const TEXT_MESSAGES: Record<string, string> = {
  'must not contain control characters': 'Remove the invisible control characters from this text (they often come with pasted text).',
  'must be valid Unicode text': "This text holds characters that can't be stored. Retype it.",
}
const tooLong = (max: number) => `Use at most ${max} characters.`

/** Most refusals a save reports at once (the first is also the developer's sentence in `error`). */
const MAX_DETAILS = 50

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The declared field of `name` (an item field when `inItem`). */
const fieldOf = (spec: BlockSpec, name: string, inItem: boolean): FieldSpec | undefined => (inItem ? spec.items?.fields : spec.fields)?.find((f) => f.name === name)

/**
 * Applies `fn` to every declared string value of a stored block (its own title/content, metadata
 * fields, item fields), in place. Undeclared values are left alone (the check refuses them).
 */
function eachValue(section: Record<string, unknown>, spec: BlockSpec, fn: (value: string, field: FieldSpec) => string) {
  for (const name of ['title', 'content'] as const) {
    const field = fieldOf(spec, name, false)
    if (field && typeof section[name] === 'string') section[name] = fn(section[name] as string, field)
  }
  const metadata = section.metadata
  if (!isPlainObject(metadata)) return
  for (const [name, value] of Object.entries(metadata)) {
    const field = name === 'items' ? undefined : fieldOf(spec, name, false)
    if (field && typeof value === 'string') metadata[name] = fn(value, field)
  }
  if (!Array.isArray(metadata.items)) return
  for (const item of metadata.items) {
    if (!isPlainObject(item)) continue
    for (const [name, value] of Object.entries(item)) {
      const field = fieldOf(spec, name, true)
      if (field && typeof value === 'string') item[name] = fn(value, field)
    }
  }
}

const isAddress = (field: FieldSpec) => field.kind === 'link' || field.kind === 'video' || field.kind === 'image'

/** Control characters and broken Unicode anywhere in a section, as refusals of the field that holds them. */
function badTextProblems(section: Record<string, unknown>, index: number): BlockProblem[] {
  const found = findBadText(section)
  if (!found) return []
  const parts = found.path.split('/').slice(1)
  const inItems = parts[0] === 'metadata' && parts[1] === 'items' && parts.length >= 4
  const field = inItems ? parts[3] : parts[0] === 'metadata' ? (parts[1] ?? 'metadata') : (parts[0] ?? 'type')
  return [{ section: index, ...(inItems ? { item: Number(parts[2]) } : {}), field, message: TEXT_MESSAGES[found.problem] ?? 'This text cannot be stored.' }]
}

/**
 * Every problem of a page's sections (an empty list: all well), each `{section, item?, field,
 * message}` for the console to show at that field: the block's declaration (modules/pages/blocks.ts),
 * ids used twice, and text that cannot be stored.
 */
export function sectionProblems(sections: unknown[], blocks: readonly BlockSpec[] = BLOCKS): BlockProblem[] {
  const problems: BlockProblem[] = []
  const seen = new Map<string, number>()
  sections.forEach((raw, index) => {
    if (!isPlainObject(raw)) {
      problems.push({ section: index, field: 'type', message: 'This section cannot be read. Remove it and add it again.' })
      return
    }
    problems.push(...badTextProblems(raw, index))
    if (typeof raw.id === 'string') {
      const first = seen.get(raw.id)
      if (first !== undefined) problems.push({ section: index, field: 'id', message: `Section ${first + 1} already uses this id.` })
      else seen.set(raw.id, index)
    }
  })
  const declared = checkBlocks(sections.map((s) => (isPlainObject(s) ? s : {})), blocks).filter((p) => isPlainObject(sections[p.section]))
  const already = new Set(problems.map((p) => `${p.section}|${p.item ?? ''}|${p.field}`))
  return [...problems, ...declared.filter((p) => !already.has(`${p.section}|${p.item ?? ''}|${p.field}`))].sort((a, b) => a.section - b.section || (a.item ?? -1) - (b.item ?? -1))
}

/** The 400 of a refused page: the first problem as the developer's sentence, every problem as details. */
function refusal(sections: unknown[], problems: BlockProblem[]): HttpError {
  const first = problems[0]
  const raw = isPlainObject(sections[first.section]) ? (sections[first.section] as { id?: unknown }).id : undefined
  // Only an id of the allowed shape is repeated back (a hostile one is not echoed).
  const id = typeof raw === 'string' && SECTION_ID_PATTERN.test(raw) ? raw : null
  const where = `content_json: section ${first.section + 1}${id ? ` (${JSON.stringify(id)})` : ''}${first.item !== undefined ? `, item ${first.item + 1}` : ''}`
  return new HttpError(400, `${where}: ${first.field}: ${first.message}`, {}, problems.slice(0, MAX_DETAILS))
}

/** The sections of `contentJson`, checked against the block catalogue and cleaned; throws a 400 whose details name every problem. */
export function cleanSections(contentJson: string, blocks: readonly BlockSpec[] = BLOCKS): Section[] {
  const unreadable = 'The sections of this page cannot be read. Reload the page and make the changes again.'
  if (contentJson.length > PAGE_LIMITS.contentJson) {
    throw badRequest(`content_json must be at most ${PAGE_LIMITS.contentJson} characters long`, 'content_json', 'This page holds too much text to save. Shorten or remove some sections.')
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(contentJson)
  } catch {
    throw badRequest('content_json must be valid JSON: a list of sections', 'content_json', unreadable)
  }
  if (!Array.isArray(parsed)) throw badRequest('content_json must be a JSON list of sections', 'content_json', unreadable)
  if (parsed.length > PAGE_LIMITS.sections) throw badRequest(`content_json must hold at most ${PAGE_LIMITS.sections} sections`, 'content_json', `A page holds at most ${PAGE_LIMITS.sections} sections.`)
  const specOf = (section: unknown) => {
    const type = isPlainObject(section) ? section.type : undefined
    return typeof type === 'string' ? blocks.find((b) => b.type === type) : undefined
  }
  // Addresses are checked as typed less the spaces around them, as the console shows them.
  for (const section of parsed) {
    const spec = specOf(section)
    if (spec) eachValue(section as Record<string, unknown>, spec, (value, field) => (isAddress(field) ? value.trim() : value))
  }
  const problems = sectionProblems(parsed, blocks)
  if (!problems.length) problems.push(...richTextProblems(parsed as Array<Record<string, unknown>>, specOf))
  if (problems.length) throw refusal(parsed, problems)
  // Rich text is stored as the profile's canonical HTML; other text stays as typed (drawn as text).
  for (const section of parsed) {
    const spec = specOf(section)
    if (spec) eachValue(section as Record<string, unknown>, spec, (value, field) => (field.kind === 'richText' ? cleanRichText(field, value) : value))
  }
  return parsed as Section[]
}

/** Each rich-text value's refusal (rich-text.ts), at its section, item and field. */
function richTextProblems(sections: Array<Record<string, unknown>>, specOf: (s: unknown) => BlockSpec | undefined): BlockProblem[] {
  const problems: BlockProblem[] = []
  sections.forEach((section, index) => {
    const spec = specOf(section)
    if (!spec) return
    const check = (fields: readonly FieldSpec[], values: Record<string, unknown>, item?: number) => {
      for (const field of fields) {
        const value = values[field.name]
        if (field.kind !== 'richText' || typeof value !== 'string') continue
        const message = richTextProblem(field, value)
        if (message) problems.push({ section: index, ...(item !== undefined ? { item } : {}), field: field.name, message })
      }
    }
    check(spec.fields.filter((f) => isSectionKey(f.name)), section)
    const metadata = isPlainObject(section.metadata) ? section.metadata : {}
    check(spec.fields.filter((f) => !isSectionKey(f.name)), metadata)
    if (spec.items && Array.isArray(metadata.items)) metadata.items.forEach((entry, item) => isPlainObject(entry) && check(spec.items!.fields, entry, item))
  })
  return problems
}

/** Sections written in code (the seeded pages) with their rich text as a save stores it: the defaults are plain words. */
export function seededSections(sections: Section[], blocks: readonly BlockSpec[] = BLOCKS): Section[] {
  return sections.map((section) => {
    const spec = blocks.find((b) => b.type === section.type)
    return spec ? (storedRichText(structuredClone(section) as StoredBlock, spec) as Section) : section
  })
}

/** The JSON text to store for `contentJson`: its cleaned sections, written out once. */
export const cleanContentJson = (contentJson: string): string => JSON.stringify(cleanSections(contentJson))

// ---- the page's own fields

export interface SeoFields {
  meta_title: string
  meta_description: string
  meta_keywords: string
  canonical_url: string
  /** The social card (issue 31): '' for the defaults. */
  social_image: string
  social_title: string
  social_description: string
}

/**
 * The SEO fields trimmed and checked: plain text within PAGE_LIMITS; canonical_url empty or an
 * absolute http(s) URL; social_image empty, a path of this site or an http(s) URL, as an image
 * field of a block is (it becomes the og:image of every share of the page).
 */
export function cleanSeo(input: SeoFields): SeoFields {
  const text = (field: 'meta_title' | 'meta_description' | 'meta_keywords' | 'social_title' | 'social_description', max: number) => {
    const value = input[field].trim()
    const problem = textProblem(value)
    if (problem) throw badRequest(`${field} ${problem}`, field, TEXT_MESSAGES[problem])
    if (value.length > max) throw badRequest(`${field} must be at most ${max} characters long`, field, tooLong(max))
    return plainText(value).trim()
  }
  const canonical_url = input.canonical_url.trim()
  if (canonical_url.length > PAGE_LIMITS.url) throw badRequest(`canonical_url must be at most ${PAGE_LIMITS.url} characters long`, 'canonical_url', tooLong(PAGE_LIMITS.url))
  if (canonical_url !== '' && !isHttpUrl(canonical_url)) {
    throw badRequest('canonical_url must be empty or an absolute http(s) URL', 'canonical_url', 'Enter a full address starting with https://, or leave it empty.')
  }
  const social_image = input.social_image.trim()
  if (social_image.length > PAGE_LIMITS.url) throw badRequest(`social_image must be at most ${PAGE_LIMITS.url} characters long`, 'social_image', tooLong(PAGE_LIMITS.url))
  if (!isImageAddress(social_image)) throw badRequest('social_image must be empty, a path of this site or an absolute http(s) URL', 'social_image', FIELD_PROBLEMS.image)
  return {
    meta_title: text('meta_title', PAGE_LIMITS.metaTitle),
    meta_description: text('meta_description', PAGE_LIMITS.metaDescription),
    meta_keywords: text('meta_keywords', PAGE_LIMITS.metaKeywords),
    canonical_url,
    social_image,
    social_title: text('social_title', PAGE_LIMITS.socialTitle),
    social_description: text('social_description', PAGE_LIMITS.socialDescription),
  }
}
