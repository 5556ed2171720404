/**
 * What a page may hold, checked and cleaned on every save (pure functions, no database).
 * content_json must be a JSON list of sections shaped exactly like Section
 * (shared/api/pages.ts) within PAGE_LIMITS; every problem is a 400 that names the section and the
 * field, e.g. `content_json: section 3 ("hero"): metadata.link must be a site path or an http(s) URL`.
 * Positions count from 1, as the console lists them. Each refusal also carries `details`:
 * `{field: 'content_json.sections.<index from 0>.<path in the section>', message}` in a person's words
 * (e.g. `content_json.sections.2.metadata.items.0.image`), so the console shows it at that field.
 *
 * Text is plain text: the public site draws it as text, never as HTML. So markup is stripped
 * (sanitize-html with no allowed tag, repeated until nothing changes, so a second save keeps what
 * the first stored) and control characters are refused, as core refuses them in every request
 * field. Links and media (metadata.link, any metadata or item field named link, url, href, src,
 * image, video (or ending so), poster, profile, linkedin, twitter and the like (URL_FIELD), and an
 * image section's content) must be a site path or an absolute
 * http(s) URL: never javascript:, data:, protocol-relative `//host` or anything with spaces or
 * control characters in it. Empty is allowed (no link, no image).
 */
import sanitizeHtml from 'sanitize-html'
import { PAGE_LIMITS, SECTION_ID_PATTERN, SECTION_TYPES, type Section, type SectionItem, type SectionMetadata, type SectionType } from '../../shared/api/pages.ts'
import { badRequest } from '../core/errors.ts'
import { textProblem } from '../core/validation.ts'
import { isHttpUrl as httpUrl } from '../../shared/http-url.ts'

const SECTION_KEYS = ['id', 'type', 'title', 'content', 'visible', 'metadata'] as const
const REQUIRED_KEYS = ['id', 'type', 'title', 'content', 'visible'] as const
/** Names of metadata keys and item fields: identifiers (no `__proto__`, no spaces, no markup). */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/
/** Field names whose values are links or media addresses (the public site's sections read these as such). */
const URL_FIELD =
  /^(?:link|url|href|src|image|video|poster|file|profile|website|external|linkedin|twitter|instagram|facebook|youtube|tiktok)$|(?:Url|URL|Link|Image|Video|Href|Src)$|_(?:url|link|image|video|href|src)$/

const STRIP_MARKUP: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
  // The text inside these goes with them (a script's source is not copy).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'embed', 'svg', 'math', 'title'],
}
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" }

/** Whether a metadata or item field of this name holds a link or media address. */
export const isUrlField = (name: string) => URL_FIELD.test(name)

/**
 * `text` without markup. Text without '<' cannot hold a tag and is kept exactly as typed; otherwise
 * sanitize-html drops every tag (and the content of script-like elements) and the entities it writes
 * are read back to characters, until a pass changes nothing more.
 */
export function plainText(text: string): string {
  let current = text
  for (let pass = 0; pass < 8 && current.includes('<'); pass++) {
    const next = sanitizeHtml(current, STRIP_MARKUP).replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e])
    if (next === current) break
    current = next
  }
  return current
}

const UNSAFE_IN_URL = /[\s\u0000-\u001f\u007f\\<>"`]/

/** A site path (`/contact`, `/media/images/x.webp`, `/about#team`): one leading slash, nothing that escapes the site. */
export function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !UNSAFE_IN_URL.test(value)
}

/** An absolute http(s) URL with a host and no credentials, written out in full. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^/]/i.test(value) || UNSAFE_IN_URL.test(value)) return false
  return httpUrl(value, { noCredentials: true })
}

/** `#team`: a place on the same page (the careers hero's scroll target, say). */
export const isAnchor = (value: string) => /^#[A-Za-z][A-Za-z0-9_-]{0,63}$/.test(value)

/** `mailto:careers@yerth.com` (with an optional ?subject=...): the careers page's application link. */
export const isMailto = (value: string) => /^mailto:[^\s@<>"`\\]+@[^\s@<>"`\\]+$/i.test(value) && value.length <= 320

export const isLink = (value: string) => value === '' || isSitePath(value) || isHttpUrl(value) || isAnchor(value) || isMailto(value)

// ---- sections

/** Where a value sits: the developer's name in `error` and its path inside the section for `details`. */
interface At {
  label: string
  path: string
}
const at = (parent: At | null, label: string, key: string | number): At => ({ label: parent ? `${parent.label}${typeof key === 'number' ? `[${key + 1}]` : `.${label}`}` : label, path: parent ? `${parent.path}.${key}` : String(key) })

/** Refuses the save: `what` completes the developer's sentence, `message` is for the person at the field. */
type Fail = (what: string, where: At | null, message: string) => never

const TEXT_MESSAGES: Record<string, string> = {
  'must not contain control characters': 'Remove the invisible control characters from this text (they often come with pasted text).',
  'must be valid Unicode text': "This text holds characters that can't be stored. Retype it.",
}
const LINK_MESSAGE = 'Enter a page of this site such as /contact, a full address starting with https://, a #section or a mailto: address.'
const MEDIA_MESSAGE = 'Enter an image or video address: a path on this site such as /media/images/photo.webp, or a full address starting with https://.'
const tooLong = (max: number) => `Use at most ${max} characters.`

function checkText(value: string, where: At, max: number, fail: Fail): string {
  const problem = textProblem(value)
  if (problem) fail(`${where.label} ${problem}`, where, TEXT_MESSAGES[problem] ?? 'This text cannot be stored.')
  if (value.length > max) fail(`${where.label} must be at most ${max} characters long`, where, tooLong(max))
  return plainText(value)
}

/** Media (images, videos) come from a site path or an http(s) URL; links may also be #anchors and mailto:. */
const isMedia = (value: string) => value === '' || isSitePath(value) || isHttpUrl(value)
const MEDIA_FIELD = /^(?:image|video|src)$|(?:Image|Video|Src)$|_(?:image|video|src)$/

function checkLink(value: string, where: At, fail: Fail, media: boolean): string {
  const problem = textProblem(value)
  if (problem) fail(`${where.label} ${problem}`, where, TEXT_MESSAGES[problem] ?? 'This address cannot be stored.')
  if (value.length > PAGE_LIMITS.url) fail(`${where.label} must be at most ${PAGE_LIMITS.url} characters long`, where, tooLong(PAGE_LIMITS.url))
  const trimmed = value.trim()
  if (media ? !isMedia(trimmed) : !isLink(trimmed)) {
    fail(
      media ? `${where.label} must be a site path or an http(s) URL` : `${where.label} must be a site path, an http(s) URL, a #section or a mailto: address`,
      where,
      media ? MEDIA_MESSAGE : LINK_MESSAGE,
    )
  }
  return trimmed
}

/** A string field of metadata or of an item: a link when its name says so, else plain text. */
function checkField(name: string, value: unknown, where: At, max: number, fail: Fail): string {
  if (typeof value !== 'string') fail(`${where.label} must be text`, where, 'Enter text here.')
  return isUrlField(name) ? checkLink(value as string, where, fail, MEDIA_FIELD.test(name)) : checkText(value as string, where, max, fail)
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function checkName(name: string, where: At, fail: Fail) {
  if (!FIELD_NAME.test(name)) {
    fail(`${where.label} has a field named ${JSON.stringify(name.slice(0, 40))}: names are letters, digits and _, starting with a letter`, where, 'This entry holds a field this page cannot store.')
  }
}

function checkItems(value: unknown, where: At, fail: Fail): SectionItem[] {
  if (!Array.isArray(value)) fail(`${where.label} must be a list of entries`, where, 'This list cannot be read.')
  const items = value as unknown[]
  if (items.length > PAGE_LIMITS.items) fail(`${where.label} must hold at most ${PAGE_LIMITS.items} entries`, where, `Use at most ${PAGE_LIMITS.items} entries.`)
  return items.map((item, i) => {
    const entry = at(where, '', i)
    if (!isPlainObject(item)) fail(`${entry.label} must be an object of text fields`, entry, 'This entry cannot be read.')
    const entries = Object.entries(item as Record<string, unknown>)
    if (entries.length > PAGE_LIMITS.itemFields) fail(`${entry.label} must have at most ${PAGE_LIMITS.itemFields} fields`, entry, `An entry holds at most ${PAGE_LIMITS.itemFields} fields.`)
    const clean: SectionItem = {}
    for (const [name, v] of entries) {
      checkName(name, entry, fail)
      clean[name] = checkField(name, v, at(entry, name, name), PAGE_LIMITS.itemField, fail)
    }
    return clean
  })
}

function checkMetadata(value: unknown, fail: Fail): SectionMetadata {
  const where: At = { label: 'metadata', path: 'metadata' }
  if (!isPlainObject(value)) fail('metadata must be an object', where, "This section's details cannot be read.")
  const entries = Object.entries(value as Record<string, unknown>)
  if (entries.length > PAGE_LIMITS.metadataFields) fail(`metadata must have at most ${PAGE_LIMITS.metadataFields} fields`, where, `A section holds at most ${PAGE_LIMITS.metadataFields} details.`)
  const clean: SectionMetadata = {}
  for (const [name, v] of entries) {
    checkName(name, where, fail)
    clean[name] = name === 'items' ? checkItems(v, at(where, name, name), fail) : checkField(name, v, at(where, name, name), PAGE_LIMITS.metadataField, fail)
  }
  return clean
}

const field = (name: string): At => ({ label: name, path: name })

function checkSection(raw: unknown, position: number, seen: Map<string, number>): Section {
  const id = isPlainObject(raw) && typeof raw.id === 'string' && SECTION_ID_PATTERN.test(raw.id) ? raw.id : null
  const label = `content_json: section ${position}${id ? ` (${JSON.stringify(id)})` : ''}`
  const base = `content_json.sections.${position - 1}`
  const fail: Fail = (what, where, message) => {
    throw badRequest(`${label}: ${what}`, where ? `${base}.${where.path}` : base, message)
  }
  if (!isPlainObject(raw)) throw badRequest(`${label} must be an object`, base, 'This section cannot be read. Remove it and add it again.')
  const unknown = Object.keys(raw).filter((k) => !(SECTION_KEYS as readonly string[]).includes(k))
  if (unknown.length) {
    fail(`unknown field ${unknown.map((k) => JSON.stringify(k.slice(0, 40))).join(', ')} (a section has ${SECTION_KEYS.join(', ')})`, null, 'This section holds a field this page cannot store.')
  }
  const missing = REQUIRED_KEYS.filter((k) => !Object.hasOwn(raw, k))
  if (missing.length) fail(`${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} required`, field(missing[0]), 'This field is required.')

  if (typeof raw.id !== 'string') fail('id must be text', field('id'), "This section's id is not valid.")
  if (!id) fail(`id must be 1 to ${PAGE_LIMITS.sectionId} letters, digits, - or _ (starting with a letter or digit)`, field('id'), "This section's id is not valid.")
  const first = seen.get(id!)
  if (first !== undefined) fail(`id ${JSON.stringify(id)} is already used by section ${first}`, field('id'), `Section ${first} already uses this id.`)
  seen.set(id!, position)

  if (typeof raw.type !== 'string' || !(SECTION_TYPES as readonly string[]).includes(raw.type)) fail(`type must be one of: ${SECTION_TYPES.join(', ')}`, field('type'), 'Choose one of the offered section types.')
  const type = raw.type as SectionType
  if (typeof raw.title !== 'string') fail('title must be text', field('title'), 'Enter text here.')
  if (typeof raw.content !== 'string') fail('content must be text', field('content'), 'Enter text here.')
  if (typeof raw.visible !== 'boolean') fail('visible must be true or false', field('visible'), 'Choose whether visitors see this section.')

  const section: Section = {
    id: id!,
    type,
    title: checkText(raw.title as string, field('title'), PAGE_LIMITS.title, fail),
    content:
      type === 'image'
        ? checkLink(raw.content as string, { label: 'content (the image URL)', path: 'content' }, fail, true)
        : checkText(raw.content as string, field('content'), PAGE_LIMITS.content, fail),
    visible: raw.visible as boolean,
  }
  if (raw.metadata !== undefined) section.metadata = checkMetadata(raw.metadata, fail)
  return section
}

/** The sections of `contentJson`, checked and cleaned; throws a 400 naming the first problem. */
export function cleanSections(contentJson: string): Section[] {
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
  const seen = new Map<string, number>()
  return parsed.map((raw, i) => checkSection(raw, i + 1, seen))
}

/** The JSON text to store for `contentJson`: its cleaned sections, written out once. */
export const cleanContentJson = (contentJson: string): string => JSON.stringify(cleanSections(contentJson))

// ---- the page's own fields

export interface SeoFields {
  meta_title: string
  meta_description: string
  meta_keywords: string
  canonical_url: string
}

/** The SEO fields trimmed and checked: plain text within PAGE_LIMITS; canonical_url empty or an absolute http(s) URL. */
export function cleanSeo(input: SeoFields): SeoFields {
  const text = (field: 'meta_title' | 'meta_description' | 'meta_keywords', max: number) => {
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
  return {
    meta_title: text('meta_title', PAGE_LIMITS.metaTitle),
    meta_description: text('meta_description', PAGE_LIMITS.metaDescription),
    meta_keywords: text('meta_keywords', PAGE_LIMITS.metaKeywords),
    canonical_url,
  }
}
