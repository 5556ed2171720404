/**
 * The blogs service other parts use (app.blogs): everything the public may see, plus the staff
 * preview. Only published posts that are due (publish_date empty or past) ever come out of the
 * public methods; drafts and scheduled posts only through findForPreview. Lists, categories,
 * authors and the count are served through PublicCache (cache.ts): dropped on every change on any
 * instance and the moment the next scheduled post becomes due.
 */
import type { BlogDetail, BlogListResponse, BlogSummary, Category, PostState, PostStatus, SortOrder } from '../../shared/api/journal.ts'
import { SLUG_PATTERN } from '../../shared/journal.ts'
import type { ChangeBus } from '../core/changes.ts'
import { PublicCache } from './cache.ts'
import {
  blogCategories,
  countVisible,
  findBySlug,
  findVisibleBySlug,
  listPublic,
  secondsUntilNextDue,
  visibleAuthors,
  visibleSlugs,
  type BlogsDb,
  type CmsRow,
  type DetailRow,
  type SummaryRow,
  countScheduledUntil,
} from './queries.ts'
import { PUBLIC_LIMIT, PUBLIC_MAX_OFFSET } from './schemas.ts'
import { searchPlan } from './search.ts'

export interface PublicListOptions {
  search?: string
  category?: string
  author?: string
  sort?: SortOrder
  limit?: number
  offset?: number
  exclude?: number
}

const iso = (d: Date) => d.toISOString()
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, Math.trunc(n)))
/** PostgreSQL text cannot hold NUL; a query parameter with one would fail in the driver. */
export const withoutNul = (s: string) => (s.includes('\0') ? s.replace(/\0/g, '') : s)
const given = (s: string | undefined) => {
  const v = s === undefined ? '' : withoutNul(s).trim()
  return v === '' ? undefined : v
}

export function toSummary(r: SummaryRow): BlogSummary {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    category: r.category,
    author_name: r.author_name,
    featured_image: r.featured_image,
    display_date: iso(r.display_date),
    publish_date: r.publish_date ? iso(r.publish_date) : null,
    created_at: iso(r.created_at),
    tags: r.tags,
    excerpt: r.excerpt,
    reading_time: r.reading_time,
  }
}

export function toDetail(r: DetailRow): BlogDetail {
  return {
    ...toSummary(r),
    content: r.content,
    meta_title: r.meta_title,
    meta_description: r.meta_description,
    meta_keywords: r.meta_keywords,
    updated_at: iso(r.updated_at),
  }
}

export function toCms(r: CmsRow) {
  return { ...toDetail(r), status: r.status, state: r.state, version: r.version }
}

/** The change-bus topic every blog or category change is announced on. */
export const BLOGS_TOPIC = 'blogs'

export class BlogsService {
  private cache: PublicCache

  constructor(
    private db: BlogsDb,
    changes: Pick<ChangeBus, 'subscribe'>,
    now?: () => Date,
  ) {
    this.cache = new PublicCache(() => secondsUntilNextDue(db), now)
    changes.subscribe(BLOGS_TOPIC, () => this.cache.clear())
  }

  /** The public list (public-site §2 Blog list, teaser, related): filters, sort, paging, total. */
  async listPublic(q: PublicListOptions = {}): Promise<BlogListResponse> {
    const limit = clamp(q.limit ?? PUBLIC_LIMIT.default, 1, PUBLIC_LIMIT.max)
    const offset = clamp(q.offset ?? 0, 0, PUBLIC_MAX_OFFSET)
    const args = {
      search: given(q.search),
      category: given(q.category),
      author: given(q.author),
      exclude: q.exclude,
      sort: q.sort === 'oldest' ? ('oldest' as const) : ('latest' as const),
      limit,
      offset,
    }
    const list = await this.cache.get(`list:${JSON.stringify(args)}`, () => this.readList(args))
    // Callers get their own copy: the cached answer is shared by every visitor.
    return { ...list, blogs: list.blogs.map((b) => ({ ...b })) }
  }

  private async readList(q: { search?: string; category?: string; author?: string; exclude?: number; sort: SortOrder; limit: number; offset: number }): Promise<BlogListResponse> {
    // One statement: the text search, else (nothing through the index) the text as a fragment of a title.
    const result = await listPublic(this.db, { ...q, search: (q.search && searchPlan(q.search)) || undefined })
    return { blogs: result.rows.map(toSummary), total: result.total, limit: q.limit, offset: q.offset }
  }

  /** A published, due post by slug; null otherwise (drafts and scheduled posts included). */
  async findPublic(slug: string): Promise<BlogDetail | null> {
    if (!SLUG_PATTERN.test(slug)) return null
    const row = await findVisibleBySlug(this.db, slug)
    return row ? toDetail(row) : null
  }

  /** Any post by slug, whatever its status: for signed-in staff previewing a draft or scheduled post. */
  async findForPreview(slug: string): Promise<(BlogDetail & { status: PostStatus; state: PostState }) | null> {
    if (!SLUG_PATTERN.test(slug)) return null
    const row = await findBySlug(this.db, slug)
    return row ? { ...toDetail(row), status: row.status, state: row.state } : null
  }

  /** Up to `limit` other visible posts of the same category, latest first (public-site §2, §7). */
  async related(blog: { id: number; category: string }, limit = 3): Promise<BlogSummary[]> {
    if (!blog.category) return []
    return (await this.listPublic({ category: blog.category, exclude: blog.id, limit })).blogs
  }

  async categories(): Promise<Category[]> {
    return (await this.cache.get('categories', () => blogCategories(this.db).list())).map((c) => ({ ...c }))
  }

  /** Distinct author names of visible posts (public-site §9). */
  async authors(): Promise<string[]> {
    return [...(await this.cache.get('authors', () => visibleAuthors(this.db)))]
  }

  /** Published posts that go live between now and `until` (the Dashboard's "scheduled in the next 7 days"). */
  countScheduledUntil(until: Date): Promise<number> {
    return countScheduledUntil(this.db, until)
  }

  /** Published posts the public can see now (scheduled ones are not counted until due). */
  async countPublished(): Promise<number> {
    return this.cache.get('count', () => countVisible(this.db))
  }

  /** Hits and misses of the public cache (lists, categories, authors, count) since start. */
  cacheStats(): { hits: number; misses: number } {
    return this.cache.stats()
  }

  async sitemapEntries(): Promise<Array<{ slug: string; updated_at: string }>> {
    return (await visibleSlugs(this.db)).map((r) => ({ slug: r.slug, updated_at: iso(r.updated_at) }))
  }
}
