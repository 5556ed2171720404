/**
 * POST /api/cms/blogs/bulk `{ids, action: publish|unpublish|category|delete, category?}` (issue 18
 * "Bulk actions"; content:write): several posts changed at once, each exactly as PUT or DELETE
 * /api/cms/blogs/:id changes one: the same checks (editBlog), a new revision of every changed post
 * and the Trash for a deleted one (modules/revisions), the same audit entries (blog_updated,
 * blog_deleted), the 'blogs' topic once after the commit. All in one transaction: one refused post
 * refuses them all (modules/core/bulk.ts). A post already as asked is left alone.
 * Move to category names one of the blog categories (any case; stored as the category is named).
 */
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { PostBulkAction } from '../../shared/api/bulk.ts'
import { BLOGS } from '../../shared/content-types/blogs.ts'
import { bulkRoute, declaredBulk } from '../core/bulk.ts'
import { badRequest, notFound } from '../core/errors.ts'
import { CMS_BLOG_NOT_FOUND } from './cms-routes.ts'
import { editBlog } from './editor.ts'
import { blogCategories, findById, type BlogsDb } from './queries.ts'
import { CATEGORY_MAX } from './schemas.ts'
import { BLOGS_TOPIC } from './service.ts'

export const BULK_CATEGORY_MESSAGES = {
  required: 'Choose the category to move the posts to.',
  unknown: (name: string) => `There is no blog category “${name}”. Add it first, or choose another.`,
  notForAction: 'A category is only sent with the action “category”.',
} as const

export async function bulkRoutes(app: FastifyInstance) {
  const db = app.db as BlogsDb
  bulkRoute<PostBulkAction, string | undefined>(app, {
    ...declaredBulk(BLOGS),
    extra: { category: Type.Optional(Type.String({ maxLength: CATEGORY_MAX })) },
    done: { publish: 'published', unpublish: 'unpublished', category: 'moved', delete: 'deleted' },
    topic: BLOGS_TOPIC,
    prepare: async ({ action, category }) => {
      if (action !== 'category') {
        if (category !== undefined) throw badRequest(BULK_CATEGORY_MESSAGES.notForAction, 'category')
        return undefined
      }
      const name = typeof category === 'string' ? category.trim() : ''
      if (!name) throw badRequest(BULK_CATEGORY_MESSAGES.required, 'category')
      const known = await blogCategories(db).findByName(name)
      if (!known) throw badRequest(BULK_CATEGORY_MESSAGES.unknown(name), 'category')
      return known.name
    },
    async item(trx, id, { action, author, prepared: category }) {
      const tx = trx as BlogsDb
      if (action === 'delete') {
        const title = await app.revisions.trash(tx, 'blogs', id, author)
        if (title === undefined) throw notFound(CMS_BLOG_NOT_FOUND)
        return { action: 'blog_deleted', details: { title, trash: true } }
      }
      const current = await findById(tx, id)
      if (!current) throw notFound(CMS_BLOG_NOT_FOUND)
      const change = action === 'category' ? { category } : { status: action === 'publish' ? ('published' as const) : ('draft' as const) }
      if (action === 'category' ? current.category === category : current.status === change.status) return null
      const row = await editBlog(tx, id, change, author)
      if (!row) throw notFound(CMS_BLOG_NOT_FOUND)
      await app.revisions.saved(tx, 'blogs', id, author)
      return { action: 'blog_updated', details: { title: row.title, status: row.status, ...(action === 'category' && { category }) } }
    },
  })
}
