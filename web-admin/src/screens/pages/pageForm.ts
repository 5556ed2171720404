/**
 * The page form (admin-area §3 Page and Section, §4 Page, §8 Page save; issues 7 and 17): the
 * sections read from `content_json`, the list steps (move, insert, remove), and the PUT and preview
 * bodies. What each field of a section is comes from the block catalogue (blockForm.ts), never from
 * here. Pure, so the rules are tested without a browser.
 */
import { PAGE_LIMITS, SECTION_ID_PATTERN, type Page, type PagePreviewBody, type PageUpdateBody, type Section, type SectionItem, type SectionMetadata } from '../../../../shared/api/pages.ts'

/** What the editor holds for one page; nothing reaches the server before Save Changes. */
export interface PageForm {
  sections: Section[]
  meta_title: string
  meta_description: string
  meta_keywords: string
  canonical_url: string
  /** The page's social card (issue 31). Optional: copies kept in the browser before it existed lack it ('' then). */
  social_image?: string
  social_title?: string
  social_description?: string
  /**
   * Shown to visitors. Optional because copies kept in the browser before it existed lack it
   * (PageEditor fills it from the saved page when such a copy is restored).
   */
  is_published?: boolean
  /** When a published page goes live (issue 31): an ISO instant, or null for at once. Optional as is_published is. */
  publish_at?: string | null
}

export type SeoValues = Pick<PageForm, 'meta_title' | 'meta_description' | 'meta_keywords' | 'canonical_url'> & Required<Pick<PageForm, 'social_image' | 'social_title' | 'social_description'>>

/** The SEO Settings window's fields, as a refused save names them. */
export const SEO_FIELD_NAMES = ['meta_title', 'meta_description', 'meta_keywords', 'canonical_url', 'social_image', 'social_title', 'social_description'] as const

/** What SEO Settings edits of a form. */
export function seoValuesOf(form: PageForm): SeoValues {
  return {
    meta_title: form.meta_title,
    meta_description: form.meta_description,
    meta_keywords: form.meta_keywords,
    canonical_url: form.canonical_url,
    social_image: form.social_image ?? '',
    social_title: form.social_title ?? '',
    social_description: form.social_description ?? '',
  }
}

export const PAGE_SAVED = 'Page saved successfully!'
export const PAGE_SAVE_FAILED = 'Failed to save page'
export const SELECT_PROMPT = 'Select a Page to Edit'
export const removeQuestion = (title: string) => `Remove the section “${title}”? It leaves the page when you save.`

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

/**
 * One stored section in the shape the editor works on: missing keys filled. The type is kept as
 * stored, even one the catalogue does not know (the editor shows that section read-only, never drops it).
 */
export function sectionOf(value: unknown, index: number): Section {
  const raw = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
  const section: Section = {
    id: typeof raw.id === 'string' && raw.id ? raw.id : `section-${index + 1}`,
    type: typeof raw.type === 'string' && raw.type ? raw.type : 'text',
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
    social_image: page.social_image ?? '',
    social_title: page.social_title ?? '',
    social_description: page.social_description ?? '',
    is_published: page.is_published,
    publish_at: page.publish_at ?? null,
  }
}

/** The sections as stored: values exactly as typed (the catalogue says what is valid); an empty metadata left out. */
export function storedSections(sections: Section[]): Section[] {
  return sections.map((section) => {
    if (!section.metadata || Object.keys(section.metadata).length > 0) return section
    const bare: Section = { ...section }
    delete bare.metadata
    return bare
  })
}

export function contentJsonOf(form: PageForm): string {
  return JSON.stringify(storedSections(form.sections))
}

/** PUT /api/cms/pages/:id (admin-area §7), with is_published (accepted beyond the spec) when the form holds it. */
export function pageUpdateBody(form: PageForm): PageUpdateBody {
  return {
    content_json: contentJsonOf(form),
    meta_title: form.meta_title.trim(),
    meta_description: form.meta_description.trim(),
    meta_keywords: form.meta_keywords.trim(),
    canonical_url: form.canonical_url.trim(),
    social_image: (form.social_image ?? '').trim(),
    social_title: (form.social_title ?? '').trim(),
    social_description: (form.social_description ?? '').trim(),
    ...(form.is_published === undefined ? {} : { is_published: form.is_published }),
    ...(form.publish_at === undefined ? {} : { publish_at: form.publish_at }),
  }
}

/**
 * POST /api/cms/pages/preview without the theme (LivePreview adds the console's): the unsaved values,
 * is_published left out (a preview draws the page either way). A page an editor created is named by its slug.
 */
export function previewFields(page: Pick<Page, 'page_name' | 'slug' | 'managed'>, form: PageForm): Omit<PagePreviewBody, 'theme'> {
  const { is_published: _published, publish_at: _at, ...body } = pageUpdateBody(form)
  return { page_name: page.page_name, ...(page.managed ? {} : { slug: page.slug }), ...body }
}

// ---------- List steps (each returns a new list) ----------

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list]
  const next = [...list]
  const [moved] = next.splice(from, 1)
  next.splice(to, 0, moved)
  return next
}

export function insertAt<T>(list: readonly T[], index: number, value: T): T[] {
  const next = [...list]
  next.splice(Math.max(0, Math.min(index, list.length)), 0, value)
  return next
}

export function replaceAt<T>(list: readonly T[], index: number, value: T): T[] {
  return list.map((item, i) => (i === index ? value : item))
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index)
}

/** Sections within the server's limits and with usable, distinct ids (the server checks again and names the problem). */
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
