/**
 * Console blog API (admin-area §2 Blog Manager, §5, §7): list, read, create, update, delete, and
 * the categories (listed with how many posts use each; renaming one renames it in its posts; one in
 * use cannot be deleted). Reads need console:read (any staff), changes content:write (editor and up).
 * Every change is audited and announced on the 'blogs' topic (render caches listen to it).
 */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Kysely } from 'kysely'
import { MAX_CONTENT_BYTES } from '../../shared/rich-text.ts'
import { notFound } from '../core/errors.ts'
import { emptyDateIsNull } from '../content/index.ts'
import { createBlog, editBlog, type Editor } from './editor.ts'
import { blogCategories, findById, findVisibleBySlug, listCms } from './queries.ts'
import { addressMoved, mayMoveAddress } from '../redirects/moved.ts'

const blogPath = (slug: string) => `/journal/blogs/${encodeURIComponent(slug)}`
import {
  BlogBodySchema,
  CategoryBodySchema,
  CMS_LIMIT,
  CmsBlogListResponseSchema,
  CmsBlogResponseSchema,
  CmsCategoriesResponseSchema,
  CmsCategoryResponseSchema,
  CmsListQuerySchema,
  IdParamsSchema,
  SuccessSchema,
} from './schemas.ts'
import { BLOGS_TOPIC, toCms, withoutNul } from './service.ts'
import type { BlogsTables } from './tables.ts'

export const CMS_BLOG_NOT_FOUND = 'Blog not found'

/**
 * Room for an 800 KB post plus JSON escaping and the other fields, so an oversized post gets the
 * spec's "too large" 400 from the handler rather than the parser's 413. Only editors get this far:
 * the permission check runs before the body is read.
 */
export const BLOG_BODY_LIMIT = MAX_CONTENT_BYTES * 4

export async function cmsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const db = app.db as Kysely<BlogsTables>
  const categories = blogCategories(db)
  const editorOf = (admin: { id: number; name: string } | null): Editor => ({ id: admin!.id, name: admin!.name })

  // A post's save is announced by the revisions service once committed; a category change here.
  const audited = (request: Parameters<typeof app.audit.record>[0], action: string, id: number, details: Record<string, unknown>, targetType = 'blog') =>
    app.audit.record(request, action, { targetType, targetId: id, details })
  async function changed(request: Parameters<typeof app.audit.record>[0], action: string, id: number, details: Record<string, unknown>, targetType = 'blog') {
    await audited(request, action, id, details, targetType)
    await app.changes.publish(BLOGS_TOPIC)
  }

  app.get(
    '/api/cms/blogs',
    {
      schema: { summary: 'List blog posts (drafts included)', querystring: CmsListQuerySchema, response: { 200: CmsBlogListResponseSchema } },
      config: { permission: 'console:read' },
    },
    async (request) => {
      const q = request.query
      const { rows, total } = await listCms(db, {
        search: q.search ? withoutNul(q.search).trim() || undefined : undefined,
        state: q.status ?? 'all',
        limit: q.limit ?? CMS_LIMIT.default,
        offset: q.offset ?? 0,
      })
      return { blogs: rows.map(toCms), total }
    },
  )

  app.get(
    '/api/cms/blogs/:id',
    { schema: { summary: 'Get one blog post', params: IdParamsSchema, response: { 200: CmsBlogResponseSchema } }, config: { permission: 'console:read' } },
    async (request) => {
      const row = await findById(db, request.params.id)
      if (!row) throw notFound(CMS_BLOG_NOT_FOUND)
      return { blog: toCms(row) }
    },
  )

  app.post(
    '/api/cms/blogs',
    {
      schema: { summary: 'Create a blog post', body: BlogBodySchema, response: { 201: CmsBlogResponseSchema } },
      config: { permission: 'content:write' },
      preValidation: emptyDateIsNull,
      bodyLimit: BLOG_BODY_LIMIT,
    },
    async (request, reply) => {
      const editor = editorOf(request.admin)
      const row = await app.revisions.create('blogs', editor, (trx) => createBlog(trx as typeof db, request.body, editor), (r) => r.id)
      await audited(request, 'blog_created', row.id, { title: row.title, status: row.status })
      return reply.code(201).send({ blog: toCms(row) })
    },
  )

  app.put(
    '/api/cms/blogs/:id',
    {
      schema: { summary: 'Update a blog post', params: IdParamsSchema, body: BlogBodySchema, response: { 200: CmsBlogResponseSchema } },
      config: { permission: 'content:write' },
      preValidation: emptyDateIsNull,
      bodyLimit: BLOG_BODY_LIMIT,
    },
    async (request) => {
      // The address visitors know, if they can read the post now: a new slug leaves it leading there.
      const before = mayMoveAddress(app, request.body.slug) ? await findById(db, request.params.id) : undefined
      const publicBefore = before && (await findVisibleBySlug(db, before.slug)) ? before.slug : null
      const editor = editorOf(request.admin)
      const { id } = request.params
      const row = await app.revisions.save('blogs', id, editor, request.body.version, (trx) => editBlog(trx as typeof db, id, request.body, editor))
      if (!row) throw notFound(CMS_BLOG_NOT_FOUND)
      await audited(request, 'blog_updated', row.id, { title: row.title, status: row.status })
      if (publicBefore && publicBefore !== row.slug) await addressMoved(app, request, blogPath(publicBefore), blogPath(row.slug))
      return { blog: toCms(row) }
    },
  )

  app.delete(
    '/api/cms/blogs/:id',
    { schema: { summary: 'Move a blog post to the Trash', params: IdParamsSchema, response: { 200: SuccessSchema } }, config: { permission: 'content:write' } },
    async (request) => {
      // To the Trash (30 days), where it can be restored or purged.
      const title = await app.revisions.trash(undefined, 'blogs', request.params.id, editorOf(request.admin))
      if (title === undefined) throw notFound(CMS_BLOG_NOT_FOUND)
      await audited(request, 'blog_deleted', request.params.id, { title, trash: true })
      return { success: true }
    },
  )

  app.get(
    '/api/cms/blog-categories',
    { schema: { summary: 'List blog categories with their use', response: { 200: CmsCategoriesResponseSchema } }, config: { permission: 'console:read' } },
    async () => ({ categories: await categories.listWithUsage() }),
  )

  app.post(
    '/api/cms/blog-categories',
    { schema: { summary: 'Create a blog category', body: CategoryBodySchema, response: { 201: CmsCategoryResponseSchema } }, config: { permission: 'content:write' } },
    async (request, reply) => {
      const category = await categories.create(request.body.name)
      await changed(request, 'blog_category_created', category.id, { name: category.name }, 'blog_category')
      return reply.code(201).send({ category: { ...category, used_by: 0 } })
    },
  )

  app.put(
    '/api/cms/blog-categories/:id',
    { schema: { summary: 'Rename a blog category', params: IdParamsSchema, body: CategoryBodySchema, response: { 200: CmsCategoryResponseSchema } }, config: { permission: 'content:write' } },
    async (request) => {
      const { category, from } = await categories.rename(request.params.id, request.body.name)
      if (from !== category.name) {
        await changed(request, 'blog_category_renamed', request.params.id, { from, to: category.name, posts: category.used_by }, 'blog_category')
      }
      return { category }
    },
  )

  app.delete(
    '/api/cms/blog-categories/:id',
    { schema: { summary: 'Delete a blog category', params: IdParamsSchema, response: { 200: SuccessSchema } }, config: { permission: 'content:write' } },
    async (request) => {
      const name = await categories.remove(request.params.id)
      await changed(request, 'blog_category_deleted', request.params.id, { name }, 'blog_category')
      return { success: true }
    },
  )
}
