/**
 * Stand-ins for the blogs and vlogs modules, for web-public's tests and local previews: fastify
 * plugins named 'blogs' and 'vlogs' that decorate in-memory services with the contract's methods
 * (docs/CONTRACTS.md "Journal") and answer the public routes the pages fetch in the browser.
 */
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import type { BlogDetail, BlogSummary, Category, PostStatus, SortOrder, Vlog } from '../shared/api/journal.ts'
import { excerptOf, readingTime, youtubeId, youtubeThumbnail } from '../shared/journal.ts'

export interface FakeBlog {
  title: string
  slug: string
  category: string
  author_name: string
  content: string
  featured_image?: string | null
  status?: PostStatus
  /** ISO; a future date makes a published post scheduled. */
  publish_date?: string | null
  created_at?: string
  tags?: string
  meta_title?: string
  meta_description?: string
  meta_keywords?: string
}

export interface FakeVlog {
  title: string
  youtube_url: string
  category: string
  author_name: string
  description?: string
  thumbnail?: string
  status?: PostStatus
  publish_date?: string | null
  created_at?: string
}

interface Query {
  search?: string
  category?: string
  author?: string
  sort?: SortOrder
  limit?: number
  offset?: number
  exclude?: number
}

const byDate = (sort: SortOrder | undefined) => (a: { display_date: string }, b: { display_date: string }) =>
  sort === 'oldest' ? a.display_date.localeCompare(b.display_date) : b.display_date.localeCompare(a.display_date)

function page<T>(rows: T[], q: Query) {
  const limit = Math.min(Math.max(Number(q.limit) || 12, 1), 50)
  const offset = Math.max(Number(q.offset) || 0, 0)
  return { rows: rows.slice(offset, offset + limit), total: rows.length, limit, offset }
}

const matches = (text: string, search?: string) => !search || text.toLowerCase().includes(search.toLowerCase())

export function fakeBlogsService(input: FakeBlog[], now = () => Date.now()) {
  const all = input.map((b, i) => {
    const created = b.created_at ?? new Date(Date.UTC(2026, 0, 1 + i)).toISOString()
    const publish = b.publish_date === undefined ? created : b.publish_date
    const detail: BlogDetail & { status: PostStatus; updated_at: string } = {
      id: i + 1,
      slug: b.slug,
      title: b.title,
      category: b.category,
      author_name: b.author_name,
      featured_image: b.featured_image ?? null,
      display_date: publish ?? created,
      publish_date: publish,
      created_at: created,
      tags: b.tags ?? '',
      excerpt: excerptOf(b.content),
      reading_time: readingTime(b.content),
      content: b.content,
      meta_title: b.meta_title ?? '',
      meta_description: b.meta_description ?? '',
      meta_keywords: b.meta_keywords ?? '',
      status: b.status ?? 'published',
      updated_at: created,
    }
    return detail
  })
  const visible = () => all.filter((b) => b.status === 'published' && (!b.publish_date || Date.parse(b.publish_date) <= now()))
  const summary = (b: BlogDetail): BlogSummary => {
    const { content: _c, meta_title: _t, meta_description: _d, meta_keywords: _k, ...rest } = b
    delete (rest as { status?: unknown }).status
    delete (rest as { updated_at?: unknown }).updated_at
    return rest
  }
  return {
    async listPublic(q: Query) {
      const rows = visible()
        .filter((b) => matches(`${b.title} ${b.content}`, q.search))
        .filter((b) => !q.category || b.category === q.category)
        .filter((b) => !q.author || b.author_name === q.author)
        .filter((b) => !q.exclude || b.id !== Number(q.exclude))
        .sort(byDate(q.sort))
        .map(summary)
      const p = page(rows, q)
      return { blogs: p.rows, total: p.total, limit: p.limit, offset: p.offset }
    },
    async findPublic(slug: string) {
      const b = visible().find((x) => x.slug === slug)
      if (!b) return null
      const { status: _s, ...detail } = b
      return detail
    },
    async findForPreview(slug: string) {
      const b = all.find((x) => x.slug === slug)
      if (!b) return null
      const state = b.status === 'draft' ? 'draft' : b.publish_date && Date.parse(b.publish_date) > now() ? 'scheduled' : 'published'
      return { ...b, state } as BlogDetail & { status: PostStatus; state: 'draft' | 'published' | 'scheduled' }
    },
    async related(blog: { id: number; category: string }, limit = 3) {
      return visible()
        .filter((b) => b.id !== blog.id && b.category === blog.category)
        .sort(byDate('latest'))
        .slice(0, limit)
        .map(summary)
    },
    async categories(): Promise<Category[]> {
      return [...new Set(all.map((b) => b.category))].sort().map((name, i) => ({ id: i + 1, name }))
    },
    async authors() {
      return [...new Set(visible().map((b) => b.author_name))].sort()
    },
    async countPublished() {
      return visible().length
    },
    async sitemapEntries() {
      return visible().map((b) => ({ slug: b.slug, updated_at: b.updated_at }))
    },
  }
}

export function fakeVlogsService(input: FakeVlog[], now = () => Date.now()) {
  const all = input.map((v, i) => {
    const created = v.created_at ?? new Date(Date.UTC(2026, 1, 1 + i)).toISOString()
    const publish = v.publish_date === undefined ? created : v.publish_date
    const id = youtubeId(v.youtube_url) ?? ''
    const vlog: Vlog & { status: PostStatus } = {
      id: i + 1,
      slug: v.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      title: v.title,
      description: v.description ?? '',
      category: v.category,
      author_name: v.author_name,
      youtube_url: v.youtube_url,
      video_id: id,
      thumbnail: v.thumbnail || (id ? youtubeThumbnail(id) : ''),
      display_date: publish ?? created,
      publish_date: publish,
      created_at: created,
      status: v.status ?? 'published',
    }
    return vlog
  })
  const visible = () => all.filter((v) => v.status === 'published' && (!v.publish_date || Date.parse(v.publish_date) <= now()))
  return {
    async listPublic(q: Query) {
      const rows = visible()
        .filter((v) => matches(`${v.title} ${v.description}`, q.search))
        .filter((v) => !q.category || v.category === q.category)
        .filter((v) => !q.author || v.author_name === q.author)
        .sort(byDate(q.sort))
        .map(({ status: _s, ...v }) => v)
      const p = page(rows, q)
      return { vlogs: p.rows, total: p.total, limit: p.limit, offset: p.offset, any_published: visible().length > 0 }
    },
    async categories(): Promise<Category[]> {
      return [...new Set(all.map((v) => v.category))].sort().map((name, i) => ({ id: i + 1, name }))
    },
    async authors() {
      return [...new Set(visible().map((v) => v.author_name))].sort()
    },
    async countPublished() {
      return visible().length
    },
  }
}

type BlogsFake = ReturnType<typeof fakeBlogsService>
type VlogsFake = ReturnType<typeof fakeVlogsService>

/** A plugin named 'blogs' decorating app.blogs, with the public routes the blog pages fetch. */
export const fakeBlogsPlugin = (service: BlogsFake) =>
  fp(
    async (app: FastifyInstance) => {
      app.decorate('blogs' as never, service as never)
      app.get('/api/public/blogs', async (request) => service.listPublic(request.query as Query))
      app.get('/api/public/blogs/:slug', async (request, reply) => {
        const blog = await service.findPublic((request.params as { slug: string }).slug)
        return blog ? { blog } : reply.code(404).send({ error: 'Blog not found' })
      })
      app.get('/api/public/blog-categories', async () => ({ categories: await service.categories() }))
      app.get('/api/public/blog-authors', async () => ({ authors: await service.authors() }))
    },
    { name: 'blogs' },
  )

/** A plugin named 'vlogs' decorating app.vlogs, with the public routes the vlog page fetches. */
export const fakeVlogsPlugin = (service: VlogsFake) =>
  fp(
    async (app: FastifyInstance) => {
      app.decorate('vlogs' as never, service as never)
      app.get('/api/public/vlogs', async (request) => service.listPublic(request.query as Query))
      app.get('/api/public/vlog-categories', async () => ({ categories: await service.categories() }))
      app.get('/api/public/vlog-authors', async () => ({ authors: await service.authors() }))
    },
    { name: 'vlogs' },
  )
