/**
 * Server-side data of the content screens: the services the routes' loaders read (each route
 * declares its loader, src/routes/) and the helpers they share, read from the services the
 * modules decorate (docs/CONTRACTS.md "Journal"). When a module is not
 * registered its screens still render, with their empty states. The result travels to the browser
 * in the page data (PageData.route), so hydration does not fetch it again.
 */
import type { BlogDetail, BlogListResponse, BlogSummary, Category, PostState } from '../shared/api/journal.ts'
import type { MediaKitItem, PublicPressHighlight } from '../shared/api/media-kit.ts'
import { parseListQuery, serviceQuery } from './src/lib/journal.ts'
import type { PageBlog } from './src/lib/route-data.tsx'
import { NO_SOCIAL_CARD, type PublicPage } from '../shared/api/pages.ts'
import type { ServedItem } from '../shared/content-types/served.ts'
import { itemPath } from '../shared/content-types/paths.ts'
import { SERVED_TYPES, servedTypeOf } from '../shared/content-types/index.ts'
import { PRESS_HIGHLIGHTS } from '../shared/content-types/press-highlights.ts'
import { KIT_LIMITS, MEDIA_KIT } from '../shared/content-types/media-kit.ts'
import type { ServedContentType } from '../shared/content-types/served.ts'
import type { ContentField } from '../shared/content-types/fields.ts'
import { blockByType } from '../shared/blocks/catalogue.ts'
import type { BlockNeed } from '../shared/blocks/fields.ts'
import { DEFAULT_SECTIONS } from '../shared/pages/defaults/index.ts'
import { defaultMetaTitle, managedPageByKey } from '../shared/pages/managed.ts'
import { LATEST_BLOGS_LIMIT } from './src/sections/limits.ts'
import type { PageExtras, ServedCard } from './src/sections/types.ts'
import type { ImageFacts } from './src/document.ts'
import { PRESS_LIMIT } from './src/sections/media/api.ts'

type ListQueryArgs = ReturnType<typeof serviceQuery>
type ServedPublicItem = ServedItem & { lapsed: boolean }

/** app.pages, as web-public uses it. */
export interface PagesService {
  /** Visible sections and SEO fields of a published managed page; null when unpublished. */
  publicPage(key: string): Promise<PublicPage | null>
  /** Staff preview of an unpublished page (optional). */
  pageForPreview?(key: string): Promise<PublicPage | null>
  sitemapEntries?(): Promise<Array<{ path: string; updated_at: string | Date | null; canonical?: string }>>
}

/** app.media, as web-public uses it: the size of an uploaded image (a page's social card). */
export interface MediaService {
  describe?(url: string): Promise<ImageFacts | null>
}

/** app.redirects, as web-public uses it: whether an address moved (its key: the path as the router reads it). */
export interface RedirectRules {
  has(key: string): boolean
}

/** app.contentTypes (modules/content-types), as web-public uses it: the types served from their fields. */
export interface ContentTypesService {
  listPublic(type: string, limit?: number): Promise<{ items: ServedPublicItem[]; past: ServedPublicItem[] }>
  findPublic(type: string, slug: string): Promise<ServedPublicItem | null>
  findForPreview?(type: string, slug: string): Promise<(ServedPublicItem & { visible: boolean }) | null>
  sitemapEntries?(type: string): Promise<Array<{ slug: string; updated_at: string | Date | null }>>
  /** A page of a paged type's search (the vlog list), its categories and a field's distinct values. */
  listPaged?(type: string, q: PagedQueryArgs): Promise<{ items: ServedPublicItem[]; total: number; limit: number; offset: number; any_published?: boolean }>
  categories?(type: string): Promise<Category[]>
  facet?(type: string, field: string): Promise<string[]>
  /** Other public items sharing the declared field's value (`site.related`: a post's related posts). */
  related?(type: string, item: { id: number; [field: string]: unknown }, limit?: number): Promise<ServedPublicItem[]>
}

/** What a paged list is asked (modules/content-types ContentTypesService.listPaged). */
export interface PagedQueryArgs {
  search?: string
  filters?: Record<string, string | undefined>
  sort?: 'latest' | 'oldest'
  limit?: number
  offset?: number
  exclude?: number
}

export interface JournalServices {
  contentTypes?: ContentTypesService
  pages?: PagesService
  media?: MediaService
  redirects?: RedirectRules
}

/** A managed page when the pages module is not registered: its default sections and SEO fields (null: not a managed page). */
export function defaultPublicPage(key: string): PublicPage | null {
  const managed = managedPageByKey(key)
  if (!managed) return null
  return {
    key,
    page_name: managed.name,
    sections: DEFAULT_SECTIONS[managed.key].filter((s) => s.visible),
    meta_title: defaultMetaTitle(managed.name),
    meta_description: '',
    meta_keywords: '',
    canonical_url: '',
    ...NO_SOCIAL_CARD,
  }
}

/** Size and type of an uploaded image for the social card; null when unknown (another host, no media module). */
export async function describeImage(services: JournalServices, url: string | null | undefined): Promise<ImageFacts | null> {
  if (!url || !services.media?.describe) return null
  return services.media.describe(url).catch(() => null)
}

/** What each block need (shared/blocks/fields.ts BlockNeed) loads; undefined leaves it to the browser. */
/** The cards of the content lists on `page` (their `contentType`), the facts in words (a select's label, a date in full). */
async function servedCards(services: JournalServices, page: PublicPage): Promise<Record<string, ServedCard[]>> {
  const types = new Set(page.sections.filter((s) => s.visible && s.type === 'content-list').map((s) => String((s.metadata as Record<string, unknown> | undefined)?.contentType ?? '')))
  const out: Record<string, ServedCard[]> = {}
  for (const name of types) {
    const type = servedTypeOf(name)
    if (!type || !services.contentTypes) continue
    const { items } = await services.contentTypes.listPublic(name)
    const title = type.served.fields[0].name
    out[name] = items.map((item) => ({
      id: item.id,
      href: itemPath(type, item.slug),
      title: String(item[title] ?? ''),
      facts: (type.served.site.card ?? []).map((f) => factOf(type.served.fields.find((x) => x.name === f), item[f])).filter(Boolean),
      summary: String(item[type.served.site.description] ?? ''),
    }))
  }
  return out
}

/** A field's value in words for a card: a choice by its label, a date in full, text as it is. */
function factOf(field: ContentField | undefined, value: unknown): string {
  if (!field || value === null || value === undefined || value === '') return ''
  if (field.kind === 'select') return field.options?.find((o) => o.value === value)?.label ?? String(value)
  if (field.kind === 'date') return `${field.label}: ${new Date(`${String(value)}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}`
  return String(value)
}

const NEED_LOADERS: { [N in BlockNeed]: (services: JournalServices, page: PublicPage) => Promise<PageExtras[NeedKey[N]] | undefined> } = {
  // Home's teaser (public-site §2: hidden when no posts come back).
  latestPosts: async ({ contentTypes }) => (contentTypes?.listPaged ? (await blogPage(contentTypes, { ...serviceQuery(parseListQuery(new URLSearchParams())), limit: LATEST_BLOGS_LIMIT })).blogs : undefined),
  // The media kit cards and the 3 newest press highlights (public-site §2 Media). Without the media
  // module or the content-types engine they are empty (their empty states); a list that fails to
  // load is left to the browser, which asks the public API again (and only logs a failure, §8).
  mediaKit: async ({ contentTypes }) =>
    contentTypes
      ? contentTypes
          .listPublic(MEDIA_KIT.type, KIT_LIMITS.publicList)
          .then(({ items }) => items.map(({ lapsed: _lapsed, ...i }) => i as unknown as MediaKitItem))
          .catch(() => undefined)
      : [],
  press: async ({ contentTypes }) =>
    contentTypes
      ? contentTypes
          .listPublic(PRESS_HIGHLIGHTS.type, PRESS_LIMIT)
          .then(({ items }) => items.map(({ lapsed: _lapsed, ...h }) => h as unknown as PublicPressHighlight))
          .catch(() => undefined)
      : [],
  servedList: servedCards,
}
const NEED_KEYS = { latestPosts: 'latestBlogs', mediaKit: 'mediaKit', press: 'press', servedList: 'served' } as const
type NeedKey = typeof NEED_KEYS

/** The data the page's visible blocks need beyond their own content (their declarations' `needs`), rendered on the server. */
export async function loadExtras(services: JournalServices, page: PublicPage): Promise<PageExtras> {
  const needs = new Set<BlockNeed>()
  for (const s of page.sections) if (s.visible) for (const need of blockByType(s.type)?.needs ?? []) needs.add(need)
  const loaded = await Promise.all([...needs].map(async (need) => [NEED_KEYS[need], await NEED_LOADERS[need](services, page)] as const))
  return Object.fromEntries(loaded.filter(([, value]) => value !== undefined)) as PageExtras
}

/** Visitors see published pages; staff also open an unpublished one, marked as a preview. */
export async function loadPage(services: JournalServices, key: string, staff: boolean): Promise<(PublicPage & { preview?: true }) | null> {
  const { pages } = services
  if (!pages) return withServedLists(defaultPublicPage(key))
  const page = await pages.publicPage(key)
  if (page || !staff || !pages.pageForPreview) return withServedLists(page)
  const preview = await pages.pageForPreview(key)
  return preview ? withServedLists({ ...preview, preview: true as const }) : null
}

/**
 * The page with the lists served types ask for on it (`site.listedOn`: the open roles on /careers):
 * a `content-list` section each, before the first block of the declared type, marked `auto` so it
 * draws nothing while the list is empty. Not stored: the page's own sections are unchanged.
 */
function withServedLists<P extends PublicPage>(page: P | null): P | null {
  if (!page) return page
  const lists = (SERVED_TYPES as readonly ServedContentType[]).filter((t) => t.served.site.listedOn?.page === page.key)
  if (!lists.length) return page
  const sections = [...page.sections]
  for (const t of lists) {
    const on = t.served.site.listedOn!
    const at = on.before ? sections.findIndex((s) => s.type === on.before) : -1
    const section = { id: `${t.type}-list`, type: 'content-list', title: on.heading, content: on.intro, visible: true, metadata: { eyebrow: on.eyebrow, contentType: t.type, cardLink: on.cardLink, auto: 'true' } }
    sections.splice(at < 0 ? sections.length : at, 0, section)
  }
  return { ...page, sections }
}

/**
 * Blog posts are a served type (shared/content-types/blogs.ts) whose screens are the journal's own:
 * what they read of the engine, in the shapes of shared/api/journal.ts.
 */
const BLOGS = 'blogs'

/** One page of the posts' list (the journal's list, the home teaser). */
export async function blogPage(contentTypes: ContentTypesService, q: ListQueryArgs): Promise<BlogListResponse> {
  const { items, total, limit, offset } = await contentTypes.listPaged!(BLOGS, { search: q.search, filters: { category: q.category, author: q.author }, sort: q.sort, limit: q.limit, offset: q.offset })
  return { blogs: items.map(pickSummary), total, limit, offset }
}

/** Up to `limit` other posts of the post's category, newest first (public-site §2 Blog detail). */
export async function relatedBlogs(contentTypes: ContentTypesService, blog: BlogDetail, limit: number): Promise<BlogSummary[]> {
  return contentTypes.related ? (await contentTypes.related(BLOGS, { id: blog.id, category: blog.category }, limit)).map(pickSummary) : []
}

/** The posts' categories and authors (the list's filters). */
export const blogCategories = (contentTypes: ContentTypesService): Promise<Category[]> => contentTypes.categories?.(BLOGS) ?? Promise.resolve([])
export const blogAuthors = (contentTypes: ContentTypesService): Promise<string[]> => contentTypes.facet?.(BLOGS, 'author_name') ?? Promise.resolve([])
export const blogSitemap = (contentTypes: ContentTypesService | undefined) => contentTypes?.sitemapEntries?.(BLOGS) ?? Promise.resolve([])

/** Visitors see published, due posts only; staff also open drafts and scheduled posts, marked as a preview. */
export async function findBlog(contentTypes: ContentTypesService, slug: string, staff: boolean): Promise<PageBlog | null> {
  if (!staff || !contentTypes.findForPreview) {
    const found = await contentTypes.findPublic(BLOGS, slug)
    return found && pickDetail(found)
  }
  const found = await contentTypes.findForPreview(BLOGS, slug)
  if (!found) return null
  const shown: PostState = found.visible ? 'published' : found.status === 'draft' ? 'draft' : 'scheduled'
  // Keep to the public shape: console-only fields (status, visibility) stay on the server.
  const publicBlog = pickDetail(found)
  return shown === 'published' ? publicBlog : { ...publicBlog, preview: { state: shown } }
}

const SUMMARY_KEYS = [
  'id', 'slug', 'title', 'category', 'author_name', 'featured_image', 'display_date', 'publish_date', 'created_at', 'tags', 'excerpt', 'reading_time',
] as const satisfies ReadonlyArray<keyof BlogSummary>
const DETAIL_KEYS = [...SUMMARY_KEYS, 'content', 'meta_title', 'meta_description', 'meta_keywords', 'updated_at'] as const satisfies ReadonlyArray<keyof BlogDetail>

const pickSummary = (source: Record<string, unknown>): BlogSummary => Object.fromEntries(SUMMARY_KEYS.map((k) => [k, source[k]])) as unknown as BlogSummary
const pickDetail = (source: Record<string, unknown>): BlogDetail => Object.fromEntries(DETAIL_KEYS.map((k) => [k, source[k]])) as unknown as BlogDetail
