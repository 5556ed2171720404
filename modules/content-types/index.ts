/**
 * content-types: the engine that serves every content type declared from its fields alone
 * (shared/content-types/served.ts; issue 30). For each type of the registry's SERVED_TYPES it
 * registers, with nothing written per type:
 * - the console and public routes, their schemas and OpenAPI entries (routes.ts);
 * - versions, history and the Trash (modules/revisions), and bulk actions (modules/core/bulk.ts);
 * - where the type uses library images (the media library's usage, modules/media/library.ts);
 * - app.contentTypes, which the public site reads for its list and detail pages and the sitemap;
 * - for a type that asks (`site.paged.cached`), public answers kept in the process, dropped on the
 *   type's change topic (`now`: the clock they are measured by).
 * Owns no table of its own: each type's migration makes its table (migrations/).
 * Depends on: core, auth (permissions, audit, request.admin), revisions, media (image checks and
 * usage), content (slugs, publishing, sanitiser), redirects when registered (a moved slug).
 *
 *   values.ts      a save's checks, from the fields
 *   store.ts       the queries of one type
 *   indexed.ts     a public list read from an index table kept by triggers (`site.paged.index`: posts)
 *   cache.ts       public answers kept in the process (`site.paged.cached`)
 *   categories.ts  the category routes of a type that keeps categories
 *   calendar.ts    iCalendar files of dated types
 *   routes.ts      the routes of one type
 */
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import type { Snapshot } from '../../shared/api/revisions.ts'
import { SERVED_TYPES, servedTypeOf } from '../../shared/content-types/index.ts'
import { hasItemPages, hasPublishing, hasSlug, itemPath, titleField, type ServedContentType } from '../../shared/content-types/served.ts'
import type { AnyDb } from '../core/db.ts'
import { imageReference, matchesOf, provideImageUsage } from '../media/library.ts'
import { declaredFacts, type VersionedContent } from '../revisions/index.ts'
import { servedRoutes } from './routes.ts'
import { ServedStore, type PagedList, type PagedQuery, type PublicItem } from './store.ts'
import { bodyOf, servedValues, type ServedBody } from './values.ts'

export { ServedStore, type PublicItem, type CmsItem, type PagedList, type PagedQuery } from './store.ts'
export { servedValues } from './values.ts'

/** What the public site reads of served types (web-public/loaders.ts ContentTypesService). */
export class ContentTypesService {
  private stores = new Map<string, ServedStore>()

  constructor(private db: AnyDb) {}

  add(store: ServedStore) {
    this.stores.set(store.type.type, store)
  }

  store(type: string): ServedStore | undefined {
    return this.stores.get(type)
  }

  async listPublic(type: string, limit = 100): Promise<{ items: PublicItem[]; past: PublicItem[] }> {
    const store = this.stores.get(type)
    return store ? store.listPublic(this.db, Math.min(store.type.served.site.limit ?? 100, Math.max(1, limit))) : { items: [], past: [] }
  }

  async findPublic(type: string, slug: string): Promise<PublicItem | null> {
    return (await this.stores.get(type)?.findPublic(this.db, slug)) ?? null
  }

  /** Any item by slug, for staff previewing a draft or scheduled one (`visible`: what visitors see too). */
  async findForPreview(type: string, slug: string): Promise<(PublicItem & { visible: boolean }) | null> {
    return (await this.stores.get(type)?.findBySlug(this.db, slug)) ?? null
  }

  async sitemapEntries(type: string): Promise<Array<{ slug: string; updated_at: string }>> {
    return (await this.stores.get(type)?.sitemap(this.db)) ?? []
  }

  /**
   * A page of a paged type's public list (`site.paged`; the journal's vlog list). Values out of range
   * are clamped, not refused: the public site passes what a visitor's address holds.
   */
  async listPaged(type: string, q: Partial<PagedQuery> & { filters?: PagedQuery['filters'] }): Promise<PagedList> {
    const store = this.stores.get(type)
    const paged = store?.type.served.site.paged
    const clamp = (n: number | undefined, min: number, max: number, fallback: number) => (n === undefined || !Number.isFinite(n) ? fallback : Math.min(max, Math.max(min, Math.trunc(n))))
    const limit = clamp(q.limit, 1, paged?.max ?? 1, paged?.default ?? 1)
    const offset = clamp(q.offset, 0, paged?.maxOffset ?? 0, 0)
    if (!store || !paged) return { items: [], total: 0, limit, offset, any_published: false }
    return store.listPaged(this.db, { search: q.search?.trim() || undefined, filters: q.filters ?? {}, exclude: q.exclude, sort: q.sort === 'oldest' ? 'oldest' : 'latest', limit, offset })
  }

  /**
   * Up to `limit` other public items sharing the declared field's value with `item`, newest first
   * (`site.related`: a post's related posts, of its category; public-site §2, §7).
   */
  async related(type: string, item: { id: number; [field: string]: unknown }, limit?: number): Promise<PublicItem[]> {
    const store = this.stores.get(type)
    const related = store?.type.served.site.related
    const paged = store?.type.served.site.paged
    const value = related ? String(item[related.field] ?? '') : ''
    const filter = paged?.filters?.find((f) => f.field === related?.field)
    if (!store || !related || !paged?.exclude || !filter || !value) return []
    return (await this.listPaged(type, { filters: { [filter.param]: value }, exclude: item.id, limit: limit ?? related.limit })).items
  }

  /** Hits and misses of a type's public cache since start (`site.paged.cached`). */
  cacheStats(type: string): { hits: number; misses: number } {
    return this.stores.get(type)?.cacheStats() ?? { hits: 0, misses: 0 }
  }

  /** A type's categories, for its public list's filter. */
  async categories(type: string): Promise<Array<{ id: number; name: string }>> {
    return (await this.stores.get(type)?.publicCategories(this.db)) ?? []
  }

  /** A field's distinct values among a type's public items (a filter's choices). */
  async facet(type: string, field: string): Promise<string[]> {
    return (await this.stores.get(type)?.facet(this.db, field)) ?? []
  }

  /** How many of a type's items visitors can see now, and how many go live by `until` (the Dashboard). */
  async countPublished(type: string): Promise<number> {
    return (await this.stores.get(type)?.countPublic(this.db)) ?? 0
  }

  async countScheduledUntil(type: string, until: Date): Promise<number> {
    return (await this.stores.get(type)?.countScheduledUntil(this.db, until)) ?? 0
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    contentTypes: ContentTypesService
  }
}

const isConflict = (err: unknown) => (err as { statusCode?: number }).statusCode === 409

/** A served type as a versioned content type: a snapshot is its PUT body, a restore a save of it through the same checks. */
function versionsOf(store: ServedStore): VersionedContent {
  const t = store.type
  const snapshotOf = (item: Record<string, unknown>): ServedBody => {
    const body: ServedBody = {
      ...(hasSlug(t) && { slug: String(item.slug) }),
      ...(hasPublishing(t) && { status: item.status as 'draft', publish_date: (item.publish_date as string | null) ?? null }),
    }
    return { ...body, ...bodyOf(t, item) }
  }
  return {
    ...declaredFacts(t.type as never),
    topic: t.type,
    async read(db: AnyDb, id: number) {
      const item = await store.find(db, id)
      return item ? { snapshot: snapshotOf(item) as Snapshot, title: String(item[titleField(t).name]) } : undefined
    },
    async write(db, id, snapshot, author) {
      const body = snapshot as ServedBody
      await store.update(db, id, await store.resolve(db, servedValues(t, body, { author: author.name })), body.slug, author.id)
    },
    async remove(db, id) {
      await store.remove(db, id)
    },
    async reinsert(db, id, snapshot, author) {
      const body = snapshot as ServedBody
      const values = await store.resolve(db, servedValues(t, body, { author: author.name }))
      try {
        await store.create(db, values, body.slug, author.id, id)
      } catch (err) {
        // Its address was given to another item meanwhile: it comes back under a slug of its title.
        if (!isConflict(err) || !hasSlug(t)) throw err
        await store.create(db, values, '', author.id, id)
      }
    },
  }
}

export interface ContentTypesOptions {
  /** The clock public caches measure their lifetime by (tests move one by hand). */
  now?: () => Date
}

const contentTypesPlugin: FastifyPluginAsync<ContentTypesOptions> = async (app, opts) => {
  const service = new ContentTypesService(app.db)
  app.decorate('contentTypes', service)
  for (const t of SERVED_TYPES) {
    const store = new ServedStore(t)
    store.useCache(app.db, (drop) => app.changes.subscribe(t.type, drop), opts.now)
    service.add(store)
    app.revisions.define(versionsOf(store))
    await app.register(servedRoutes(store))
    provideImageUsage(app, t.type, async (urls) => {
      const refers = imageReference(urls)
      if (!refers) return []
      const rows = await store.usingImages(app.db, refers)
      const title = titleField(t).name
      return matchesOf(urls, t.type, rows, (r) => ({
        id: r.id as number,
        title: String(r[title]),
        path: hasItemPages(t) ? itemPath(t, String(r.slug)) : t.served.site.path,
        texts: Object.entries(r)
          .filter(([k]) => k !== 'id' && k !== 'slug' && k !== title)
          .map(([, v]) => String(v ?? '')),
      }))
    })
  }
}

export const contentTypes = fp(contentTypesPlugin, { name: 'content-types', dependencies: ['core', 'auth', 'revisions', 'media'], fastify: '5.x' })

export type { ServedContentType }
export { servedTypeOf }
