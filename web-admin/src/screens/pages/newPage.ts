/**
 * A page an editor creates (issue 17: new pages without code): its name, its address (`/<slug>`),
 * search fields and whether visitors see it; it starts with one Text block, the spec's "main"
 * section of any other page (admin-area §9), or, when it duplicates a page (issue 31), with that
 * page's saved sections, keywords and description. POST /api/cms/pages checks again and refuses a slug
 * that is taken or would shadow a route the site already has; this file only checks its shape. Pure.
 */
import type { BlockCatalogueEntry, PageCreateBody, Section } from '../../../../shared/api/pages.ts'
import { isPageSlug, MANAGED_PAGE_KEYS, PAGE_SLUG_MAX } from '../../../../shared/pages/managed.ts'
import type { PageRecord } from './pageEntries.ts'

export const SLUG_MAX = PAGE_SLUG_MAX
export const PAGE_NAME_MAX = 120
/** The server's rule for an address (shared/pages/managed.ts isPageSlug), said as the person types. */
export const SLUG_SHAPE = `Use lowercase letters, digits and single hyphens between them, up to ${PAGE_SLUG_MAX} characters (for example summer-event).`

export interface NewPageValues {
  page_name: string
  slug: string
  meta_title: string
  meta_description: string
  is_published: boolean
}

/** The body POST /api/cms/pages takes for a created page (the spec's body plus `slug`). */
export type NewPageBody = PageCreateBody & { slug: string }

/** "Summer Event 2026!" → "summer-event-2026": what the address starts as while the person types the name. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '')
}

/** What is wrong with an address as typed: its shape, or a page of the list that already has it. */
export function slugProblem(slug: string, pages: readonly PageRecord[]): string | null {
  if (slug === '') return 'Enter the address of the page.'
  if (!isPageSlug(slug)) return SLUG_SHAPE
  // `?page=home` names the Home page in the console, and Home lives at /, so no created page may be called so.
  if ((MANAGED_PAGE_KEYS as readonly string[]).includes(slug)) return `/${slug} belongs to one of the site's own pages. Choose another address.`
  const taken = pages.find((p) => p.slug === slug || p.path === `/${slug}`)
  if (taken) return `“${taken.page_name}” already lives at /${slug}. Choose another address.`
  return null
}

export function nameProblem(name: string, pages: readonly PageRecord[]): string | null {
  const trimmed = name.trim()
  if (!trimmed) return 'Enter a name for the page.'
  if (pages.some((p) => p.page_name.trim().toLowerCase() === trimmed.toLowerCase())) return `A page called “${trimmed}” exists already.`
  return null
}

/** The one section a new page starts with: the Text block's defaults (“New Section”), as the page's "main" section. */
export function firstSection(text: BlockCatalogueEntry | undefined): Section {
  const defaults: Section = text?.defaults ?? { id: 'main', type: 'text', title: 'New Section', content: 'Enter content here...', visible: true }
  return { ...structuredClone(defaults), id: 'main', visible: true }
}

export function newPageBody(values: NewPageValues, text: BlockCatalogueEntry | undefined): NewPageBody {
  return {
    page_name: values.page_name.trim(),
    slug: values.slug,
    content_json: JSON.stringify([firstSection(text)]),
    // Left out when empty: the server gives the page its default title, "{name} - {brand}".
    ...(values.meta_title.trim() ? { meta_title: values.meta_title.trim() } : {}),
    meta_description: values.meta_description.trim(),
    is_published: values.is_published,
  }
}

/** "About Us" → "About Us (copy)", then "About Us (copy 2)"…: the first name no page of the list has. */
export function copyName(name: string, pages: readonly PageRecord[]): string {
  const taken = new Set(pages.map((p) => p.page_name.trim().toLowerCase()))
  const base = name.trim().slice(0, PAGE_NAME_MAX - 10)
  for (let n = 1; ; n++) {
    const candidate = `${base} (copy${n === 1 ? '' : ` ${n}`})`
    if (!taken.has(candidate.toLowerCase())) return candidate
  }
}

/**
 * What "Duplicate" fills the dialog with: a free name and the address made from it, the source's
 * search description, hidden. The meta title is left to the default of the new name, so two pages
 * never share a title in search results.
 */
export function duplicateValues(source: PageRecord, pages: readonly PageRecord[]): NewPageValues {
  const page_name = copyName(source.page_name, pages)
  let slug = slugFromName(page_name)
  // "About Us (copy)" and "About-Us copy" make one address; count up until it is free too.
  for (let n = 2; slugProblem(slug, pages) !== null && n < 100; n++) slug = slugFromName(`${page_name} ${n}`)
  return { page_name, slug, meta_title: '', meta_description: source.meta_description, is_published: false }
}

/** The body of a duplicate: the source's saved sections and keywords under the new name and address. Its canonical URL is not copied: it would point search engines away from the copy. */
export function duplicateBody(values: NewPageValues, source: PageRecord): NewPageBody {
  return {
    ...newPageBody(values, undefined),
    content_json: source.content_json,
    ...(source.meta_keywords ? { meta_keywords: source.meta_keywords } : {}),
  }
}
