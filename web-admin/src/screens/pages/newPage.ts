/**
 * A page an editor creates (issue 17: new pages without code): its name, its address (`/<slug>`),
 * search fields and whether visitors see it; it starts with one Text block, the spec's "main"
 * section of any other page (admin-area §9). POST /api/cms/pages checks again and refuses a slug
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
