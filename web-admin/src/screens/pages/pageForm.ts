/**
 * The page form (admin-area §3 Page and Section, §4 Page, §8 Page save; issue 7): the sections read
 * from `content_json`, the editing steps (add, remove, move, re-type, metadata and items), the PUT
 * and preview bodies, and what a save reply means. Pure, so the rules are tested without a browser.
 */
import {
  NEW_SECTION,
  PAGE_LIMITS,
  SECTION_ID_PATTERN,
  SECTION_TYPES,
  type Page,
  type PagePreviewBody,
  type PageUpdateBody,
  type Section,
  type SectionItem,
  type SectionMetadata,
  type SectionType,
} from '../../../../shared/api/pages.ts'
import { readRefusal } from '../../../../shared/refusal.ts'
import type { ApiResponse } from '../../api/client.ts'
import { SIGN_IN_TO_SAVE } from '../../lib/signIn.ts'

/** What the editor holds for one page; nothing reaches the server before Save Changes. */
export interface PageForm {
  sections: Section[]
  meta_title: string
  meta_description: string
  meta_keywords: string
  canonical_url: string
}

export type SeoValues = Omit<PageForm, 'sections'>

export const PAGE_SAVED = 'Page saved successfully!'
export const PAGE_SAVE_FAILED = 'Failed to save page'
export const SELECT_PROMPT = 'Select a Page to Edit'
export const removeQuestion = (title: string) => `Remove the section “${title}”? It leaves the page when you save.`

const isType = (value: unknown): value is SectionType => (SECTION_TYPES as readonly unknown[]).includes(value)
const text = (value: unknown) => (typeof value === 'string' ? value : '')

function itemOf(value: unknown): SectionItem | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const item: SectionItem = {}
  for (const [key, field] of Object.entries(value)) if (typeof field === 'string') item[key] = field
  return item
}

function metadataOf(value: unknown): SectionMetadata | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined
  const metadata: SectionMetadata = {}
  for (const [key, field] of Object.entries(value)) {
    if (typeof field === 'string') metadata[key] = field
    else if (Array.isArray(field)) metadata[key] = field.map(itemOf).filter((i): i is SectionItem => i !== null)
  }
  return metadata
}

/** One stored section in the shape the editor works on (missing fields filled, unknown types read as text). */
export function sectionOf(value: unknown, index: number): Section {
  const raw = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
  const section: Section = {
    id: typeof raw.id === 'string' && raw.id ? raw.id : `section-${index + 1}`,
    type: isType(raw.type) ? raw.type : 'text',
    title: text(raw.title),
    content: text(raw.content),
    visible: raw.visible !== false,
  }
  const metadata = metadataOf(raw.metadata)
  return metadata ? { ...section, metadata } : section
}

/** The sections of a stored `content_json`; `broken` when the text is not a JSON list. */
export function readSections(contentJson: string): { sections: Section[]; broken: boolean } {
  try {
    const parsed: unknown = JSON.parse(contentJson || '[]')
    if (!Array.isArray(parsed)) return { sections: [], broken: true }
    return { sections: parsed.map(sectionOf), broken: false }
  } catch {
    return { sections: [], broken: true }
  }
}

export function pageFormOf(page: Page): PageForm {
  return {
    sections: readSections(page.content_json).sections,
    meta_title: page.meta_title ?? '',
    meta_description: page.meta_description ?? '',
    meta_keywords: page.meta_keywords ?? '',
    canonical_url: page.canonical_url ?? '',
  }
}

/** The sections as stored: an empty link or subtitle (fields the editor offers on every button and banner) is left out. */
export function storedSections(sections: Section[]): Section[] {
  return sections.map((section) => {
    if (!section.metadata) return section
    const metadata: SectionMetadata = { ...section.metadata }
    for (const key of ['link', 'subtitle'] as const) if (metadata[key] === '') delete metadata[key]
    if (Object.keys(metadata).length > 0) return { ...section, metadata }
    const bare: Section = { ...section }
    delete bare.metadata
    return bare
  })
}

export function contentJsonOf(form: PageForm): string {
  return JSON.stringify(storedSections(form.sections))
}

/** PUT /api/cms/pages/:id (admin-area §7). */
export function pageUpdateBody(form: PageForm): PageUpdateBody {
  return {
    content_json: contentJsonOf(form),
    meta_title: form.meta_title.trim(),
    meta_description: form.meta_description.trim(),
    meta_keywords: form.meta_keywords.trim(),
    canonical_url: form.canonical_url.trim(),
  }
}

/** POST /api/cms/pages/preview: the unsaved values as the public site would draw them. */
export function previewBody(pageName: string, form: PageForm, theme: 'light' | 'dark'): PagePreviewBody {
  return { page_name: pageName, ...pageUpdateBody(form), theme }
}

// ---------- Editing steps (each returns a new list) ----------

/** A new section (admin-area §4) with the first free id "section-N". */
export function newSection(existing: Section[]): Section {
  const taken = new Set(existing.map((s) => s.id))
  let n = existing.length + 1
  while (taken.has(`section-${n}`)) n++
  return { id: `section-${n}`, ...NEW_SECTION }
}

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list]
  const next = [...list]
  const [moved] = next.splice(from, 1)
  next.splice(to, 0, moved)
  return next
}

export function replaceAt<T>(list: readonly T[], index: number, value: T): T[] {
  return list.map((item, i) => (i === index ? value : item))
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index)
}

/** Sets one metadata field of a section (creating the metadata when needed). */
export function withMetadata(section: Section, key: string, value: string | SectionItem[]): Section {
  return { ...section, metadata: { ...section.metadata, [key]: value } }
}

/**
 * A new entry for a list of items: the fields its siblings have, empty (a title and text when there
 * are none). When the siblings carry ids ("founder-2"), the new one gets the next free id of that form.
 */
export function newItem(items: readonly SectionItem[]): SectionItem {
  const keys = [...new Set(items.flatMap((item) => Object.keys(item)))].filter((k) => k !== EDITOR_NOTE_FIELD)
  const item: SectionItem = Object.fromEntries((keys.length > 0 ? keys : ['title', 'text']).map((k) => [k, '']))
  if ('id' in item) {
    const ids = new Set(items.map((i) => i.id).filter(Boolean))
    const base = (items.find((i) => i.id)?.id ?? 'item').replace(/-?\d+$/, '') || 'item'
    let n = items.length + 1
    while (ids.has(`${base}-${n}`)) n++
    item.id = `${base}-${n}`
  }
  return item
}

/**
 * A note to editors stored with the seeded content ("Placeholder founder: replace the name…"). The
 * site never draws it, so it is shown as a note with a Remove button, never as a field (issue 16:
 * every field an editor sees changes what its label says).
 */
export const EDITOR_NOTE_FIELD = 'defaultCopy'

/** Fields of an entry the editor does not offer as fields: its id (the site may key or anchor on it) and the editors' note. */
export const HIDDEN_ITEM_FIELDS: readonly string[] = ['id', EDITOR_NOTE_FIELD]

// ---------- What the editor shows for a field ----------

/** Metadata fields the editor draws in the section's own row, by type. */
export const PRIMARY_METADATA: Record<SectionType, string | null> = { text: null, image: null, button: 'link', banner: 'subtitle' }

/** The section's string metadata fields beyond its type's own, in stored order. */
export function extraTextFields(section: Section): string[] {
  const primary = PRIMARY_METADATA[section.type]
  return Object.entries(section.metadata ?? {})
    .filter(([key, value]) => typeof value === 'string' && key !== primary && key !== EDITOR_NOTE_FIELD)
    .map(([key]) => key)
}

/** The section's lists of items (`items`, and any other list a designed section keeps). */
export function itemLists(section: Section): string[] {
  return Object.entries(section.metadata ?? {})
    .filter(([, value]) => Array.isArray(value))
    .map(([key]) => key)
}

const ACRONYMS = new Set(['cta', 'url', 'id', 'faq', 'seo', 'ev', 'cv'])

/** "shortBio" → "Short bio", "cta_text" → "CTA text", "image2" → "Image 2". */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([0-9])([A-Za-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase())
  if (words.length === 0) return key
  return words.map((w, i) => (ACRONYMS.has(w) ? w.toUpperCase() : i === 0 ? w[0].toUpperCase() + w.slice(1) : w)).join(' ')
}

export type FieldKind = 'image' | 'url' | 'long' | 'short'

/** How a string field is edited: an image (URL with a preview), a link, a paragraph or a line. */
export function fieldKind(key: string, value: string): FieldKind {
  if (/(image|photo|picture|logo|avatar|thumbnail|poster|icon|background|src)$/i.test(key) || /^(image|photo)/i.test(key)) return 'image'
  if (/(url|link|href|video)$/i.test(key) || /^(linkedin|twitter|x|instagram|youtube|facebook|website)$/i.test(key)) return 'url'
  if (value.includes('\n') || value.length > 90) return 'long'
  if (/^(text|content|body|copy|intro|message)$/i.test(key) || /(bio|description|quote|answer|paragraph|summary|bullets|list|features|points|details)$/i.test(key)) return 'long'
  return 'short'
}

/** The name an item goes by in its list: its name, title, question… else "Item N". */
export function itemName(item: SectionItem, index: number): string {
  for (const key of ['name', 'title', 'question', 'heading', 'label', 'headline']) {
    const value = item[key]?.trim()
    if (value) return value
  }
  const first = Object.values(item).find((v) => v.trim() && v.length <= 80 && !/^(https?:)?\//.test(v.trim()))
  return first?.trim() || `Item ${index + 1}`
}

export const sectionName = (section: Section) => section.title.trim() || section.id

/** An image address the preview can load: a site path, an http(s) URL or a data URL. */
export const looksLikeImageUrl = (value: string) => /^(\/(?!\/)|https?:\/\/|data:image\/)/i.test(value.trim())

/** Sections and metadata fields within the server's limits (the server checks again and names the problem). */
export function sectionProblems(sections: Section[]): string[] {
  const problems: string[] = []
  if (sections.length > PAGE_LIMITS.sections) problems.push(`A page holds at most ${PAGE_LIMITS.sections} sections.`)
  const seen = new Set<string>()
  sections.forEach((s, i) => {
    if (!SECTION_ID_PATTERN.test(s.id)) problems.push(`Section ${i + 1} has an id the site cannot use (“${s.id}”).`)
    if (seen.has(s.id)) problems.push(`Two sections share the id “${s.id}”.`)
    seen.add(s.id)
  })
  return problems
}

// ---------- Save replies ----------

/**
 * What a refused save says: the server's `{error}` (a 400 names the section and field), else
 * "Failed to save page". Unlike the original, a refused save is never reported as saved.
 */
export function pageSaveError(response: ApiResponse<unknown>): string {
  if (response.status === 401) return SIGN_IN_TO_SAVE
  const error = !response.ok && typeof response.data?.error === 'string' ? response.data.error.trim() : ''
  return error || PAGE_SAVE_FAILED
}

/** A refused save as the editor shows it: the status line, and messages per section id and field path. */
export interface PageRefusal {
  summary: string
  /** Section id → path inside the section (`title`, `metadata.items.1.image`; '' for the whole section) → message. */
  sections: Record<string, Record<string, string>>
}

/** The page's own fields as SEO Settings names them. */
const PAGE_FIELD_LABELS: Record<string, string> = {
  meta_title: 'SEO Settings, Meta title',
  meta_description: 'SEO Settings, Meta description',
  meta_keywords: 'SEO Settings, Meta keywords',
  canonical_url: 'SEO Settings, Canonical URL',
}

const SECTION_FIELD = /^content_json\.sections\.(\d+)(?:\.(.+))?$/

/**
 * The server's `details` (`content_json.sections.<index>.<path>`, shared/refusal.ts) put on the
 * sections that were sent; the summary is the refusal's own (never validator text), else
 * "Failed to save page". A 401 (the person declined to sign in again) says how to save.
 */
export function pageRefusal(response: ApiResponse<unknown>, sent: Section[]): PageRefusal {
  if (response.status === 401) return { summary: SIGN_IN_TO_SAVE, sections: {} }
  const refusal = readRefusal(response.status, response.data, { fallback: PAGE_SAVE_FAILED })
  const sections: PageRefusal['sections'] = {}
  const elsewhere: string[] = []
  let first: string | null = null
  for (const [field, message] of Object.entries(refusal.fields)) {
    const match = SECTION_FIELD.exec(field)
    const index = match ? Number(match[1]) : -1
    const section = sent[index]
    if (!section) {
      elsewhere.push(PAGE_FIELD_LABELS[field] ? `${PAGE_FIELD_LABELS[field]}: ${message}` : message)
      continue
    }
    first ??= `Not saved: check section ${index + 1} (“${sectionName(section)}”).`
    sections[section.id] = { ...sections[section.id], [match![2] ?? '']: message }
  }
  const summary = first ?? (elsewhere.length ? `Not saved: ${elsewhere[0]}` : refusal.summary)
  return { summary: first && elsewhere.length ? `${first} ${elsewhere.join(' ')}` : summary, sections }
}

/**
 * The section a refused save names, e.g. `content_json: section 3 ("hero"): metadata.link must be …`:
 * by its quoted id when present, else by its 1-based number.
 */
export function sectionNamedIn(message: string, sections: Section[]): number | null {
  const quoted = /section\s+(\d+)?\s*\(\s*"([^"]+)"\s*\)/i.exec(message)
  if (quoted) {
    const byId = sections.findIndex((s) => s.id === quoted[2])
    if (byId >= 0) return byId
  }
  const numbered = /section\s+(\d+)/i.exec(message)
  if (numbered) {
    const n = Number(numbered[1])
    if (n >= 1 && n <= sections.length) return n - 1
  }
  return null
}
