/**
 * What a page may hold, checked and cleaned on every save (pure functions, no database).
 * content_json must be a JSON list of sections shaped exactly like Section
 * (shared/api/pages.ts) within PAGE_LIMITS; every problem is a 400 that names the section and the
 * field, e.g. `content_json: section 3 ("hero"): metadata.link must be a site path or an http(s) URL`.
 * Positions count from 1, as the console lists them.
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
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !url.username && !url.password
  } catch {
    return false
  }
}

/** `#team`: a place on the same page (the careers hero's scroll target, say). */
export const isAnchor = (value: string) => /^#[A-Za-z][A-Za-z0-9_-]{0,63}$/.test(value)

/** `mailto:careers@yerth.com` (with an optional ?subject=...): the careers page's application link. */
export const isMailto = (value: string) => /^mailto:[^\s@<>"`\\]+@[^\s@<>"`\\]+$/i.test(value) && value.length <= 320

export const isLink = (value: string) => value === '' || isSitePath(value) || isHttpUrl(value) || isAnchor(value) || isMailto(value)

// ---- sections

type Fail = (what: string) => never

function checkText(value: string, field: string, max: number, fail: Fail): string {
  const problem = textProblem(value)
  if (problem) fail(`${field} ${problem}`)
  if (value.length > max) fail(`${field} must be at most ${max} characters long`)
  return plainText(value)
}

/** Media (images, videos) come from a site path or an http(s) URL; links may also be #anchors and mailto:. */
const isMedia = (value: string) => value === '' || isSitePath(value) || isHttpUrl(value)
const MEDIA_FIELD = /^(?:image|video|src)$|(?:Image|Video|Src)$|_(?:image|video|src)$/

function checkLink(value: string, field: string, fail: Fail, media: boolean): string {
  const problem = textProblem(value)
  if (problem) fail(`${field} ${problem}`)
  if (value.length > PAGE_LIMITS.url) fail(`${field} must be at most ${PAGE_LIMITS.url} characters long`)
  const trimmed = value.trim()
  if (media ? !isMedia(trimmed) : !isLink(trimmed)) {
    fail(media ? `${field} must be a site path or an http(s) URL` : `${field} must be a site path, an http(s) URL, a #section or a mailto: address`)
  }
  return trimmed
}

/** A string field of metadata or of an item: a link when its name says so, else plain text. */
function checkField(name: string, value: unknown, field: string, max: number, fail: Fail): string {
  if (typeof value !== 'string') fail(`${field} must be text`)
  return isUrlField(name) ? checkLink(value as string, field, fail, MEDIA_FIELD.test(name)) : checkText(value as string, field, max, fail)
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function checkName(name: string, where: string, fail: Fail) {
  if (!FIELD_NAME.test(name)) fail(`${where} has a field named ${JSON.stringify(name.slice(0, 40))}: names are letters, digits and _, starting with a letter`)
}

function checkItems(value: unknown, fail: Fail): SectionItem[] {
  if (!Array.isArray(value)) fail('metadata.items must be a list of entries')
  const items = value as unknown[]
  if (items.length > PAGE_LIMITS.items) fail(`metadata.items must hold at most ${PAGE_LIMITS.items} entries`)
  return items.map((item, i) => {
    const where = `metadata.items[${i + 1}]`
    if (!isPlainObject(item)) fail(`${where} must be an object of text fields`)
    const entries = Object.entries(item as Record<string, unknown>)
    if (entries.length > PAGE_LIMITS.itemFields) fail(`${where} must have at most ${PAGE_LIMITS.itemFields} fields`)
    const clean: SectionItem = {}
    for (const [name, v] of entries) {
      checkName(name, where, fail)
      clean[name] = checkField(name, v, `${where}.${name}`, PAGE_LIMITS.itemField, fail)
    }
    return clean
  })
}

function checkMetadata(value: unknown, fail: Fail): SectionMetadata {
  if (!isPlainObject(value)) fail('metadata must be an object')
  const entries = Object.entries(value as Record<string, unknown>)
  if (entries.length > PAGE_LIMITS.metadataFields) fail(`metadata must have at most ${PAGE_LIMITS.metadataFields} fields`)
  const clean: SectionMetadata = {}
  for (const [name, v] of entries) {
    checkName(name, 'metadata', fail)
    clean[name] = name === 'items' ? checkItems(v, fail) : checkField(name, v, `metadata.${name}`, PAGE_LIMITS.metadataField, fail)
  }
  return clean
}

function checkSection(raw: unknown, position: number, seen: Map<string, number>): Section {
  const id = isPlainObject(raw) && typeof raw.id === 'string' && SECTION_ID_PATTERN.test(raw.id) ? raw.id : null
  const label = `content_json: section ${position}${id ? ` (${JSON.stringify(id)})` : ''}`
  const fail: Fail = (what) => {
    throw badRequest(`${label}: ${what}`)
  }
  if (!isPlainObject(raw)) throw badRequest(`${label} must be an object`)
  const unknown = Object.keys(raw).filter((k) => !(SECTION_KEYS as readonly string[]).includes(k))
  if (unknown.length) fail(`unknown field ${unknown.map((k) => JSON.stringify(k.slice(0, 40))).join(', ')} (a section has ${SECTION_KEYS.join(', ')})`)
  const missing = REQUIRED_KEYS.filter((k) => !Object.hasOwn(raw, k))
  if (missing.length) fail(`${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} required`)

  if (typeof raw.id !== 'string') fail('id must be text')
  if (!id) fail(`id must be 1 to ${PAGE_LIMITS.sectionId} letters, digits, - or _ (starting with a letter or digit)`)
  const first = seen.get(id!)
  if (first !== undefined) fail(`id ${JSON.stringify(id)} is already used by section ${first}`)
  seen.set(id!, position)

  if (typeof raw.type !== 'string' || !(SECTION_TYPES as readonly string[]).includes(raw.type)) fail(`type must be one of: ${SECTION_TYPES.join(', ')}`)
  const type = raw.type as SectionType
  if (typeof raw.title !== 'string') fail('title must be text')
  if (typeof raw.content !== 'string') fail('content must be text')
  if (typeof raw.visible !== 'boolean') fail('visible must be true or false')

  const section: Section = {
    id: id!,
    type,
    title: checkText(raw.title as string, 'title', PAGE_LIMITS.title, fail),
    content: type === 'image' ? checkLink(raw.content as string, 'content (the image URL)', fail, true) : checkText(raw.content as string, 'content', PAGE_LIMITS.content, fail),
    visible: raw.visible as boolean,
  }
  if (raw.metadata !== undefined) section.metadata = checkMetadata(raw.metadata, fail)
  return section
}

/** The sections of `contentJson`, checked and cleaned; throws a 400 naming the first problem. */
export function cleanSections(contentJson: string): Section[] {
  if (contentJson.length > PAGE_LIMITS.contentJson) throw badRequest(`content_json must be at most ${PAGE_LIMITS.contentJson} characters long`)
  let parsed: unknown
  try {
    parsed = JSON.parse(contentJson)
  } catch {
    throw badRequest('content_json must be valid JSON: a list of sections')
  }
  if (!Array.isArray(parsed)) throw badRequest('content_json must be a JSON list of sections')
  if (parsed.length > PAGE_LIMITS.sections) throw badRequest(`content_json must hold at most ${PAGE_LIMITS.sections} sections`)
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
    if (problem) throw badRequest(`${field} ${problem}`)
    if (value.length > max) throw badRequest(`${field} must be at most ${max} characters long`)
    return plainText(value).trim()
  }
  const canonical_url = input.canonical_url.trim()
  if (canonical_url.length > PAGE_LIMITS.url) throw badRequest(`canonical_url must be at most ${PAGE_LIMITS.url} characters long`)
  if (canonical_url !== '' && !isHttpUrl(canonical_url)) throw badRequest('canonical_url must be empty or an absolute http(s) URL')
  return {
    meta_title: text('meta_title', PAGE_LIMITS.metaTitle),
    meta_description: text('meta_description', PAGE_LIMITS.metaDescription),
    meta_keywords: text('meta_keywords', PAGE_LIMITS.metaKeywords),
    canonical_url,
  }
}
