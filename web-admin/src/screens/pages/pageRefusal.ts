/**
 * A refused page save as the editor shows it (issue 17: errors come back as data). The server answers
 * 400 `{error, details: [{section, item?, field, message}]}`: section and item count from 0 and
 * `field` is the declared field name, so each message is put next to its field without reading any
 * prose. A detail without a section concerns the page itself (`meta_title`, `slug`...). Pure.
 */
import type { Section } from '../../../../shared/api/pages.ts'
import { readRefusal } from '../../../../shared/refusal.ts'
import type { ApiResponse } from '../../api/client.ts'
import { SIGN_IN_TO_SAVE } from '../../lib/signIn.ts'
import { PAGE_SAVE_FAILED } from './pageForm.ts'

/** One detail of a refusal as the server sends it. */
export interface RefusalDetail {
  section?: number
  item?: number
  field: string
  message: string
}

/**
 * Where a message goes inside a section: the field's name (`title`, `link`), `items` for the list
 * itself, `items.<index>.<name>` for a field of one entry. The same string is the field's data-path.
 */
export const fieldPath = (field: string, item?: number) => (item === undefined ? field : `items.${item}.${field}`)

export interface PageRefusal {
  /** The outcome line beside Save. */
  summary: string
  /** Section id → field path → message. */
  sections: Record<string, Record<string, string>>
  /** The page's own fields (SEO Settings, slug) → message. */
  page: Record<string, string>
  /** The first place to show: a section's field, or a page field. */
  first: { section: string; path: string } | { page: string } | null
}

/** What SEO Settings calls the page's own fields, for the outcome line. */
export const PAGE_FIELD_LABELS: Record<string, string> = {
  meta_title: 'SEO Settings, Meta title',
  meta_description: 'SEO Settings, Meta description',
  meta_keywords: 'SEO Settings, Meta keywords',
  canonical_url: 'SEO Settings, Canonical URL',
  slug: 'Address',
  page_name: 'Page name',
}

function detailsOf(data: unknown): RefusalDetail[] {
  const details = (data && typeof data === 'object' ? (data as { details?: unknown }).details : undefined) ?? []
  if (!Array.isArray(details)) return []
  return details.filter(
    (d): d is RefusalDetail =>
      !!d &&
      typeof d === 'object' &&
      typeof (d as RefusalDetail).field === 'string' &&
      typeof (d as RefusalDetail).message === 'string' &&
      ((d as RefusalDetail).section === undefined || Number.isInteger((d as RefusalDetail).section)) &&
      ((d as RefusalDetail).item === undefined || Number.isInteger((d as RefusalDetail).item)),
  )
}


/**
 * The refusal put on the sections that were sent (by their ids: the person may have moved them since)
 * and on the page's fields. A 401 (the person declined to sign in again) says how to save.
 */
export function pageRefusal(response: ApiResponse<unknown>, sent: readonly Section[], nameOf: (section: Section) => string = (s) => s.title || s.id): PageRefusal {
  if (response.status === 401) return { summary: SIGN_IN_TO_SAVE, sections: {}, page: {}, first: null }
  const sections: PageRefusal['sections'] = {}
  const page: PageRefusal['page'] = {}
  let first: PageRefusal['first'] = null
  let firstSection: number | null = null
  const elsewhere: string[] = []
  for (const detail of detailsOf(response.ok ? null : response.data)) {
    const section = detail.section === undefined ? undefined : sent[detail.section]
    if (!section) {
      if (detail.field in page) continue
      page[detail.field] = detail.message
      elsewhere.push(PAGE_FIELD_LABELS[detail.field] ? `${PAGE_FIELD_LABELS[detail.field]}: ${detail.message}` : detail.message)
      first ??= { page: detail.field }
      continue
    }
    const path = fieldPath(detail.field, detail.item)
    const messages = (sections[section.id] ??= {})
    if (!(path in messages)) messages[path] = detail.message
    if (firstSection === null) {
      firstSection = detail.section!
      // A section's field comes first: the editor shows it in place, SEO Settings can wait.
      first = { section: section.id, path }
    }
  }
  const sectionLine = firstSection === null ? null : `Not saved: check section ${firstSection + 1} (“${nameOf(sent[firstSection])}”).`
  const summary = sectionLine
    ? [sectionLine, ...elsewhere].join(' ')
    : elsewhere.length > 0
      ? `Not saved: ${elsewhere.join(' ')}`
      : readRefusal(response.status, response.ok ? null : response.data, { fallback: PAGE_SAVE_FAILED }).summary
  return { summary, sections, page, first }
}
