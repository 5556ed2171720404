/**
 * The pages service: the seven managed pages seeded at boot, the console's list/create/update
 * (validated by validate.ts), and what visitors get of a page (visible sections only), cached in
 * memory until any instance publishes the 'pages' topic.
 */
import type { Page, PageCreateBody, PagePreviewBody, PageUpdateBody, PublicPage, Section } from '../../shared/api/pages.ts'
import { DEFAULT_SECTIONS } from '../../shared/pages/defaults/index.ts'
import { MANAGED_PAGES, defaultMetaTitle, managedPageByKey, managedPageByName } from '../../shared/pages/managed.ts'
import type { ChangeBus } from '../core/changes.ts'
import { badRequest, conflict, notFound } from '../core/errors.ts'
import { findPageById, findPageByName, insertMissingPages, listPages, publishedPages, updatePage, type PageChanges, type PageRow, type PagesDb } from './queries.ts'
import { cleanContentJson, cleanSections, cleanSeo } from './validate.ts'

export const PAGES_TOPIC = 'pages'

export const PAGE_MESSAGES = {
  notFound: 'Page not found',
  exists: (name: string) => `A page named "${name}" already exists`,
  unmanaged: `page_name must be one of: ${MANAGED_PAGES.map((p) => p.name).join(', ')}`,
} as const

const iso = (d: Date | string) => new Date(d).toISOString()

/** Where a page sits in the console's list: the managed order, anything else after it. */
const order = (name: string) => {
  const i = MANAGED_PAGES.findIndex((p) => p.name === name)
  return i === -1 ? MANAGED_PAGES.length : i
}

export function toPage(row: PageRow): Page {
  return {
    id: row.id,
    page_name: row.page_name,
    content_json: row.content_json,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    meta_keywords: row.meta_keywords,
    canonical_url: row.canonical_url,
    is_published: row.is_published,
    updated_at: iso(row.updated_at),
  }
}

/** The stored sections; a row that is somehow not a list reads as no sections rather than failing the page. */
function storedSections(contentJson: string): Section[] {
  try {
    const parsed: unknown = JSON.parse(contentJson)
    return Array.isArray(parsed) ? (parsed as Section[]) : []
  } catch {
    return []
  }
}

/** A page as visitors get it: visible sections in stored order; an empty meta title falls back to the default. */
export function toPublicPage(row: PageRow, key: string): PublicPage {
  return {
    key,
    page_name: row.page_name,
    sections: storedSections(row.content_json).filter((s) => s?.visible === true),
    meta_title: row.meta_title || defaultMetaTitle(row.page_name),
    meta_description: row.meta_description,
    meta_keywords: row.meta_keywords,
    canonical_url: row.canonical_url,
  }
}

export class PagesService {
  /** Public pages by key (null: unpublished); replaced, not cleared, on a change so a load in flight cannot refill it. */
  private publicCache = new Map<string, Promise<PublicPage | null>>()

  constructor(
    private db: PagesDb,
    private changes: ChangeBus,
  ) {
    changes.subscribe(PAGES_TOPIC, () => {
      this.publicCache = new Map()
    })
  }

  /**
   * Creates the managed pages that do not exist yet, with their default sections, published.
   * Idempotent and safe from several instances at once; never touches an existing page.
   * Returns the names it created.
   */
  async seed(): Promise<string[]> {
    const inserted = await insertMissingPages(
      this.db,
      MANAGED_PAGES.map((p) => ({
        page_name: p.name,
        content_json: JSON.stringify(DEFAULT_SECTIONS[p.key]),
        meta_title: defaultMetaTitle(p.name),
        is_published: true,
      })),
    )
    if (inserted.length) await this.changes.publish(PAGES_TOPIC)
    return inserted.map((r) => r.page_name)
  }

  // ---- visitors

  /** A published managed page as visitors see it; null when the key is unknown or the page unpublished. Cached. */
  publicPage(key: string): Promise<PublicPage | null> {
    const managed = managedPageByKey(key)
    if (!managed) return Promise.resolve(null)
    const cache = this.publicCache
    let pending = cache.get(key)
    if (!pending) {
      pending = findPageByName(this.db, managed.name).then((row) => (row?.is_published ? toPublicPage(row, key) : null))
      cache.set(key, pending)
      // A failed read is not remembered: the next visitor asks the database again.
      pending.catch(() => {
        if (cache.get(key) === pending) cache.delete(key)
      })
    }
    return pending
  }

  /** A managed page as visitors would see it, published or not (staff preview). Not cached. */
  async pageForPreview(key: string): Promise<PublicPage | null> {
    const managed = managedPageByKey(key)
    if (!managed) return null
    const row = await findPageByName(this.db, managed.name)
    return row ? toPublicPage(row, key) : null
  }

  /**
   * The console's live preview (web-public/preview.ts): a managed page as visitors would get it with
   * these unsaved values, checked and cleaned exactly as a save would (a value a save would refuse
   * throws the same 400). Reads and writes nothing.
   */
  previewPage(body: PagePreviewBody): { key: string; path: string; page: PublicPage } {
    const managed = managedPageByName(body.page_name)
    if (!managed) throw badRequest(PAGE_MESSAGES.unmanaged)
    const seo = cleanSeo({
      meta_title: body.meta_title ?? '',
      meta_description: body.meta_description ?? '',
      meta_keywords: body.meta_keywords ?? '',
      canonical_url: body.canonical_url ?? '',
    })
    const page: PublicPage = {
      key: managed.key,
      page_name: managed.name,
      sections: cleanSections(body.content_json).filter((s) => s.visible),
      ...seo,
      meta_title: seo.meta_title || defaultMetaTitle(managed.name),
    }
    return { key: managed.key, path: managed.path, page }
  }

  /** The public paths of the published managed pages and when each last changed (the sitemap). */
  async sitemapEntries(): Promise<Array<{ path: string; updated_at: string }>> {
    const rows = await publishedPages(this.db, MANAGED_PAGES.map((p) => p.name))
    const byName = new Map(rows.map((r) => [r.page_name, r.updated_at]))
    return MANAGED_PAGES.filter((p) => byName.has(p.name)).map((p) => ({ path: p.path, updated_at: iso(byName.get(p.name)!) }))
  }

  // ---- the console

  async list(): Promise<Page[]> {
    const rows = await listPages(this.db)
    return rows.sort((a, b) => order(a.page_name) - order(b.page_name) || a.id - b.id).map(toPage)
  }

  async get(id: number): Promise<Page> {
    const row = await findPageById(this.db, id)
    if (!row) throw notFound(PAGE_MESSAGES.notFound)
    return toPage(row)
  }

  /** Creates a missing managed page (the console's create-missing behaviour); 409 when it exists. */
  async create(body: PageCreateBody, adminId: number | null): Promise<Page> {
    const managed = managedPageByName(body.page_name)
    if (!managed) throw badRequest(PAGE_MESSAGES.unmanaged)
    const content_json = cleanContentJson(body.content_json)
    const seo = cleanSeo({
      meta_title: body.meta_title ?? defaultMetaTitle(managed.name),
      meta_description: body.meta_description ?? '',
      meta_keywords: body.meta_keywords ?? '',
      canonical_url: body.canonical_url ?? '',
    })
    const [row] = await insertMissingPages(this.db, [{ page_name: managed.name, content_json, ...seo, is_published: body.is_published ?? true, updated_by: adminId }])
    if (!row) throw conflict(PAGE_MESSAGES.exists(managed.name))
    await this.changes.publish(PAGES_TOPIC)
    return toPage(row)
  }

  /** Saves the page's sections and SEO fields; absent optional fields keep their value. Returns the fields that changed. */
  async update(id: number, body: PageUpdateBody, adminId: number | null): Promise<{ page: Page; changed: string[] }> {
    const current = await findPageById(this.db, id)
    if (!current) throw notFound(PAGE_MESSAGES.notFound)
    const values: PageChanges = {
      content_json: cleanContentJson(body.content_json),
      ...cleanSeo({
        meta_title: body.meta_title,
        meta_description: body.meta_description,
        meta_keywords: body.meta_keywords ?? current.meta_keywords,
        canonical_url: body.canonical_url ?? current.canonical_url,
      }),
      is_published: body.is_published ?? current.is_published,
    }
    const changed = Object.keys(values).filter((key) => values[key as keyof PageChanges] !== current[key as keyof PageRow])
    if (!changed.length) return { page: toPage(current), changed }
    const row = await updatePage(this.db, id, { ...values, updated_by: adminId })
    if (!row) throw notFound(PAGE_MESSAGES.notFound)
    await this.changes.publish(PAGES_TOPIC)
    return { page: toPage(row), changed }
  }
}
