/**
 * The pages service: the seven managed pages seeded at boot, the console's list/create/update
 * (validated by validate.ts), and what visitors get of a page (visible sections only), cached in
 * memory until any instance publishes the 'pages' topic.
 */
import type { Page, PageCreateBody, PagePreviewBody, PageUpdateBody, PublicPage, Section, SocialCardBody } from '../../shared/api/pages.ts'
import { DEFAULT_SECTIONS } from '../../shared/pages/defaults/index.ts'
import { MANAGED_PAGES, PAGE_SLUG_MAX, defaultMetaTitle, isPageSlug, managedPageByKey, managedPageByName } from '../../shared/pages/managed.ts'
import type { ChangeBus } from '../core/changes.ts'
import { HttpError, badRequest, conflict, notFound } from '../core/errors.ts'
import {
  deleteCustomPage,
  findPageById,
  findPageByName,
  findPageBySlug,
  findPublicPage,
  insertMissingPages,
  insertPage,
  listPages,
  publishedPages,
  secondsUntilNextScheduled,
  updatePage,
  type PageChanges,
  type PageRow,
  type PagesDb,
} from './queries.ts'
import { cleanSections, cleanSeo, seededSections } from './validate.ts'
import { SECTIONS_TOPIC, SavedSections } from './saved-sections.ts'
import { isUniqueViolation, parsePublishDate } from '../content/index.ts'

export const PAGES_TOPIC = 'pages'

export const PAGE_MESSAGES = {
  notFound: 'Page not found',
  exists: (name: string) => `A page named "${name}" already exists`,
  unmanaged: `page_name must be one of: ${MANAGED_PAGES.map((p) => p.name).join(', ')}`,
  slugShape: `Use lowercase letters, digits and single hyphens, up to ${PAGE_SLUG_MAX} characters (for example spring-launch).`,
  slugTaken: (path: string) => `Another page already answers at ${path}. Choose another address.`,
  slugShadows: (path: string) => `${path} is an address the site already uses. Choose another address.`,
  slugRedirected: (path: string) => `${path} sends visitors elsewhere (see Redirects). Delete that redirect first, or choose another address.`,
  nameTaken: (name: string) => `A page named "${name}" already exists. Choose another name.`,
  managedName: (name: string) => `"${name}" is one of the site's own pages. Choose another name.`,
  keepManaged: 'The seven pages of the site cannot be deleted. Unpublish the page to hide it instead.',
  managedAddress: 'The seven pages of the site keep their addresses. Only a page you created can move.',
  publishAt: 'Enter the date and time to publish, such as 2026-12-24 09:00, or leave it empty to publish at once.',
} as const

/** A body's publish_at as stored: null for none ('' too), else the instant (a 400 next to the field when it is not a real date). */
function publishAtOf(value: string | null | undefined): string | null {
  if (!value) return null
  try {
    return parsePublishDate(value, PAGE_MESSAGES.publishAt)
  } catch {
    throw fieldRefusal(400, 'publish_at', PAGE_MESSAGES.publishAt)
  }
}
const sameInstant = (a: Date | string | null, b: Date | string | null) => (a === null || b === null ? a === b : new Date(a).getTime() === new Date(b).getTime())

/** A refusal of one field of the page (the console shows it next to that field). */
const fieldRefusal = (status: number, field: string, message: string) => new HttpError(status, message, {}, [{ field, message }])

/** Whether the site may serve a page an editor created at this path (nothing of its own answers there). */
export type AddressCheck = (path: string) => boolean

const iso = (d: Date | string) => new Date(d).toISOString()

/** Where a page sits in the console's list: the managed order, anything else after it. */
const order = (name: string) => {
  const i = MANAGED_PAGES.findIndex((p) => p.name === name)
  return i === -1 ? MANAGED_PAGES.length : i
}

/** Where a page answers: a managed page's fixed path, or /<slug>. */
function addressOf(row: Pick<PageRow, 'page_name' | 'slug'>): { slug: string; path: string; managed: boolean } {
  const managed = managedPageByName(row.page_name)
  if (managed && row.slug === null) return { slug: managed.path.slice(1), path: managed.path, managed: true }
  return { slug: row.slug ?? '', path: `/${row.slug ?? ''}`, managed: false }
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
    social_image: row.social_image,
    social_title: row.social_title,
    social_description: row.social_description,
    is_published: row.is_published,
    publish_at: row.publish_at ? iso(row.publish_at) : null,
    updated_at: iso(row.updated_at),
    version: row.version,
    ...addressOf(row),
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
    social_image: row.social_image,
    social_title: row.social_title,
    social_description: row.social_description,
  }
}

/** A body's social card (issue 31): each field it leaves out keeps `current`'s value ('' on a new page). */
function socialCardOf(body: SocialCardBody, current?: Pick<PageRow, 'social_image' | 'social_title' | 'social_description'>) {
  return {
    social_image: body.social_image ?? current?.social_image ?? '',
    social_title: body.social_title ?? current?.social_title ?? '',
    social_description: body.social_description ?? current?.social_description ?? '',
  }
}

export class PagesService {
  /** Public pages by key (null: unpublished); replaced, not cleared, on a change so a load in flight cannot refill it. */
  private publicCache = new Map<string, Promise<PublicPage | null>>()
  /**
   * Slugs of the published pages editors created, read once per change: an address that is none of
   * them answers null without a query and without a cache entry (junk addresses cannot fill memory).
   */
  private publishedSlugSet: Promise<Set<string>> | null = null
  /** The library of reusable sections (saved-sections.ts): the pages' synced sections show them. */
  readonly sections: SavedSections
  /** When the next scheduled page goes live (this instance's clock, ms): the caches above are dropped then. */
  private cachedUntil = Infinity

  constructor(
    private db: PagesDb,
    private changes: ChangeBus,
    /** Whether a path is free for a page an editor creates (the router's say, modules/pages/index.ts). */
    private addressFree: AddressCheck = () => true,
    /** Whether a path is redirected (modules/redirects): a page there would never be seen. */
    private redirected: AddressCheck = () => false,
    /** Where a redirected path leads (modules/redirects): a page may move back to an address that leads to it. */
    private redirectTarget: (path: string) => string | undefined = () => undefined,
    /** The app's clock (ms), only to know when to ask the database again; tests pass one they move. */
    private now: () => number = Date.now,
  ) {
    changes.subscribe(PAGES_TOPIC, () => {
      this.publicCache = new Map()
      this.publishedSlugSet = null
      this.cachedUntil = Infinity
    })
    // A saved section changed: every page that shows it synced is drawn again.
    changes.subscribe(SECTIONS_TOPIC, () => (this.publicCache = new Map()))
    this.sections = new SavedSections(db as never, changes)
  }

  /** A page as visitors get it: each synced section as its saved section is now. */
  private async expanded(page: PublicPage): Promise<PublicPage> {
    return { ...page, sections: await this.sections.expand(page.sections) }
  }

  /** The content_json to store: checked and cleaned (validate.ts), synced sections refreshed from the library. */
  private async storedContent(contentJson: string, db: PagesDb): Promise<string> {
    return JSON.stringify(await this.sections.withSavedCopies(cleanSections(contentJson), db as never))
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
        content_json: JSON.stringify(seededSections(DEFAULT_SECTIONS[p.key])),
        meta_title: defaultMetaTitle(p.name),
        is_published: true,
      })),
    )
    if (inserted.length) await this.changes.publish(PAGES_TOPIC)
    return inserted.map((r) => r.page_name)
  }

  // ---- visitors

  /** A published page as visitors see it (a managed page by key, or one an editor created by slug); null when there is none or it is unpublished. Cached. */
  async publicPage(key: string): Promise<PublicPage | null> {
    const managed = managedPageByKey(key)
    if (!managed && !isPageSlug(key)) return null
    // Read first: it also learns when the next scheduled page goes live (and drops what that changes).
    const slugs = await this.slugSet()
    if (!managed && !slugs.has(key)) return null
    const cache = this.publicCache
    let pending = cache.get(key)
    if (!pending) {
      pending = findPublicPage(this.db, managed ? { name: managed.name } : { slug: key }).then((found) => (found?.visible ? this.expanded(toPublicPage(found, key)) : null))
      cache.set(key, pending)
      // A failed read is not remembered: the next visitor asks the database again.
      pending.catch(() => {
        if (cache.get(key) === pending) cache.delete(key)
      })
    }
    return pending
  }

  /** A page as visitors would see it, published or not (staff preview). Not cached. */
  async pageForPreview(key: string): Promise<PublicPage | null> {
    const row = await this.findByKey(key)?.()
    return row ? this.expanded(toPublicPage(row, key)) : null
  }

  /** The read of the page a public key names (a managed key or a slug); undefined when the key cannot name one. */
  private findByKey(key: string): (() => Promise<PageRow | undefined>) | undefined {
    const managed = managedPageByKey(key)
    if (managed) return () => findPageByName(this.db, managed.name)
    if (isPageSlug(key)) return () => findPageBySlug(this.db, key)
    return undefined
  }

  /**
   * The console's live preview (web-public/preview.ts): a managed page as visitors would get it with
   * these unsaved values, checked and cleaned exactly as a save would (a value a save would refuse
   * throws the same 400). Reads and writes nothing.
   */
  previewPage(body: PagePreviewBody): { key: string; path: string; page: PublicPage } {
    const managed = body.slug === undefined ? managedPageByName(body.page_name) : undefined
    if (!managed && !(body.slug !== undefined && isPageSlug(body.slug))) throw badRequest(body.slug === undefined ? PAGE_MESSAGES.unmanaged : PAGE_MESSAGES.slugShape, body.slug === undefined ? 'page_name' : 'slug')
    const key = managed?.key ?? body.slug!
    const pageName = managed?.name ?? body.page_name
    const seo = cleanSeo({
      meta_title: body.meta_title ?? '',
      meta_description: body.meta_description ?? '',
      meta_keywords: body.meta_keywords ?? '',
      canonical_url: body.canonical_url ?? '',
      ...socialCardOf(body),
    })
    const page: PublicPage = {
      key,
      page_name: pageName,
      sections: cleanSections(body.content_json).filter((s) => s.visible),
      ...seo,
      meta_title: seo.meta_title || defaultMetaTitle(pageName),
    }
    return { key, path: managed?.path ?? `/${key}`, page }
  }

  /** Slugs of the published pages editors created (analytics counts views of these). Read once per change. */
  async publishedSlugs(): Promise<string[]> {
    return [...(await this.slugSet())]
  }

  private slugSet(): Promise<Set<string>> {
    // A scheduled page went live: what visitors were told before that is dropped (this instance's clock
    // only says when to ask again; the database's decides what is due).
    if (this.now() >= this.cachedUntil) {
      this.publicCache = new Map()
      this.publishedSlugSet = null
      this.cachedUntil = Infinity
    }
    let pending = this.publishedSlugSet
    if (!pending) {
      const asked = this.now()
      pending = Promise.all([publishedPages(this.db), secondsUntilNextScheduled(this.db)]).then(([rows, seconds]) => {
        if (seconds !== null) this.cachedUntil = Math.min(this.cachedUntil, asked + Math.max(0, seconds) * 1000 + 1)
        return new Set(rows.flatMap((r) => (r.slug === null ? [] : [r.slug])))
      })
      this.publishedSlugSet = pending
      pending.catch(() => {
        if (this.publishedSlugSet === pending) this.publishedSlugSet = null
      })
    }
    return pending
  }

  /** The public paths of the published pages (the managed ones in their order, then the editors' by address) and when each last changed (the sitemap). */
  /** The published pages, with the canonical URL an editor set (the sitemap leaves out one that points elsewhere). */
  async sitemapEntries(): Promise<Array<{ path: string; updated_at: string; canonical: string }>> {
    const rows = await publishedPages(this.db)
    const byName = new Map(rows.filter((r) => r.slug === null).map((r) => [r.page_name, r]))
    const managed = MANAGED_PAGES.filter((p) => byName.has(p.name)).map((p) => {
      const row = byName.get(p.name)!
      return { path: p.path, updated_at: iso(row.updated_at), canonical: row.canonical_url.trim() }
    })
    const created = rows
      .filter((r) => r.slug !== null)
      .map((r) => ({ path: `/${r.slug}`, updated_at: iso(r.updated_at), canonical: r.canonical_url.trim() }))
      .sort((a, b) => a.path.localeCompare(b.path))
    return [...managed, ...created]
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

  /**
   * Creates a page: with a slug, a new page of blocks at /<slug> (refused when the slug is malformed,
   * taken, or an address the site already uses); without one, a missing managed page (the console's
   * create-missing behaviour). 409 when it exists.
   */
  async create(body: PageCreateBody, adminId: number | null, db: PagesDb = this.db): Promise<Page> {
    if (body.slug !== undefined) return this.createAt(body.slug, body, adminId, db)
    const managed = managedPageByName(body.page_name)
    if (!managed) throw badRequest(PAGE_MESSAGES.unmanaged)
    const content_json = await this.storedContent(body.content_json, db)
    const seo = cleanSeo({
      meta_title: body.meta_title ?? defaultMetaTitle(managed.name),
      meta_description: body.meta_description ?? '',
      meta_keywords: body.meta_keywords ?? '',
      canonical_url: body.canonical_url ?? '',
      ...socialCardOf(body),
    })
    const [row] = await insertMissingPages(db, [{ page_name: managed.name, content_json, ...seo, is_published: body.is_published ?? true, publish_at: publishAtOf(body.publish_at), updated_by: adminId }])
    if (!row) throw conflict(PAGE_MESSAGES.exists(managed.name))
    await this.changes.publishIn(db, PAGES_TOPIC)
    return toPage(row)
  }

  /** `db`: the save's transaction; `id`: a page put back from the Trash keeps its own. */
  async createAt(slug: string, body: PageCreateBody, adminId: number | null, db: PagesDb = this.db, id?: number): Promise<Page> {
    const name = body.page_name.trim()
    if (!isPageSlug(slug)) throw fieldRefusal(400, 'slug', PAGE_MESSAGES.slugShape)
    if (!name) throw fieldRefusal(400, 'page_name', 'Give the page a name.')
    if (managedPageByName(name)) throw fieldRefusal(409, 'page_name', PAGE_MESSAGES.managedName(name))
    const path = `/${slug}`
    if (!this.addressFree(path)) throw fieldRefusal(409, 'slug', PAGE_MESSAGES.slugShadows(path))
    if (this.redirected(path)) throw fieldRefusal(409, 'slug', PAGE_MESSAGES.slugRedirected(path))
    const content_json = await this.storedContent(body.content_json, db)
    const seo = cleanSeo({
      meta_title: body.meta_title ?? defaultMetaTitle(name),
      meta_description: body.meta_description ?? '',
      meta_keywords: body.meta_keywords ?? '',
      canonical_url: body.canonical_url ?? '',
      ...socialCardOf(body),
    })
    const row = await insertPage(db, { page_name: name, slug, content_json, ...seo, is_published: body.is_published ?? false, publish_at: publishAtOf(body.publish_at), updated_by: adminId, ...(id && { id }) })
    if (!row) {
      if (await findPageBySlug(db, slug)) throw fieldRefusal(409, 'slug', PAGE_MESSAGES.slugTaken(path))
      throw fieldRefusal(409, 'page_name', PAGE_MESSAGES.nameTaken(name))
    }
    await this.changes.publishIn(db, PAGES_TOPIC)
    return toPage(row)
  }

  /** Deletes a page an editor created (in `db`, the Trash's transaction); the seven managed pages stay (409). */
  async remove(id: number, db: PagesDb = this.db): Promise<Page> {
    const current = await findPageById(db, id)
    if (!current) throw notFound(PAGE_MESSAGES.notFound)
    if (current.slug === null) throw conflict(PAGE_MESSAGES.keepManaged)
    const row = await deleteCustomPage(db, id)
    if (!row) throw notFound(PAGE_MESSAGES.notFound)
    await this.changes.publishIn(db, PAGES_TOPIC)
    return toPage(row)
  }

  /**
   * A new address for a page an editor created, checked like a new page's (a managed page keeps its
   * own). An address redirected to this page is its old one: moving back takes it over again.
   */
  private movedTo(current: PageRow, slug: string): string {
    if (current.slug === null) throw fieldRefusal(400, 'slug', PAGE_MESSAGES.managedAddress)
    if (!isPageSlug(slug)) throw fieldRefusal(400, 'slug', PAGE_MESSAGES.slugShape)
    const path = `/${slug}`
    if (!this.addressFree(path)) throw fieldRefusal(409, 'slug', PAGE_MESSAGES.slugShadows(path))
    if (this.redirected(path) && this.redirectTarget(path) !== `/${current.slug}`) throw fieldRefusal(409, 'slug', PAGE_MESSAGES.slugRedirected(path))
    return slug
  }

  /** Saves the page's sections and SEO fields; absent optional fields keep their value. Returns the fields that changed. */
  async update(id: number, body: PageUpdateBody, adminId: number | null, db: PagesDb = this.db): Promise<{ page: Page; changed: string[] }> {
    const current = await findPageById(db, id)
    if (!current) throw notFound(PAGE_MESSAGES.notFound)
    const values: PageChanges = {
      content_json: await this.storedContent(body.content_json, db),
      ...cleanSeo({
        meta_title: body.meta_title,
        meta_description: body.meta_description,
        meta_keywords: body.meta_keywords ?? current.meta_keywords,
        canonical_url: body.canonical_url ?? current.canonical_url,
        ...socialCardOf(body, current),
      }),
      is_published: body.is_published ?? current.is_published,
      publish_at: body.publish_at === undefined ? current.publish_at : publishAtOf(body.publish_at),
    }
    if (body.slug !== undefined && body.slug !== current.slug) values.slug = this.movedTo(current, body.slug)
    const changed = Object.keys(values).filter((key) =>
      key === 'publish_at' ? !sameInstant(values.publish_at ?? null, current.publish_at) : values[key as keyof PageChanges] !== current[key as keyof PageRow],
    )
    if (!changed.length) return { page: toPage(current), changed }
    const row = await updatePage(db, id, { ...values, updated_by: adminId }).catch((err: unknown) => {
      if (values.slug && isUniqueViolation(err)) throw fieldRefusal(409, 'slug', PAGE_MESSAGES.slugTaken(`/${values.slug}`))
      throw err
    })
    if (!row) throw notFound(PAGE_MESSAGES.notFound)
    await this.changes.publishIn(db, PAGES_TOPIC)
    return { page: toPage(row), changed }
  }
}
