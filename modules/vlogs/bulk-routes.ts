/**
 * POST /api/cms/vlogs/bulk `{ids, action: publish|unpublish|category|delete, category?}` (issue 18
 * "Bulk actions"; content:write): several vlogs changed at once, each exactly as PUT or DELETE
 * /api/cms/vlogs/:id changes one: the service's own checks (app.vlogs.update in the transaction), a
 * new revision of every changed vlog and the Trash for a deleted one (modules/revisions), the same
 * audit entries (vlog_updated with the fields changed, vlog_deleted), the 'vlogs' topic once after
 * the commit. All in one transaction: one refused vlog refuses them all (modules/core/bulk.ts).
 * A vlog already as asked is left alone. Move to category names one of the vlog categories (any case).
 */
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { PostBulkAction } from '../../shared/api/bulk.ts'
import { VLOGS } from '../../shared/content-types/vlogs.ts'
import { bulkRoute, declaredBulk } from '../core/bulk.ts'
import { badRequest, notFound } from '../core/errors.ts'
import { vlogCategories, type VlogsDb } from './queries.ts'
import { VLOG_MESSAGES, VLOGS_TOPIC } from './service.ts'

export const BULK_CATEGORY_MESSAGES = {
  required: 'Choose the category to move the vlogs to.',
  unknown: (name: string) => `There is no vlog category “${name}”. Add it first, or choose another.`,
  notForAction: 'A category is only sent with the action “category”.',
} as const

export async function bulkRoutes(app: FastifyInstance) {
  const db = app.db as VlogsDb
  bulkRoute<PostBulkAction, string | undefined>(app, {
    ...declaredBulk(VLOGS),
    extra: { category: Type.Optional(Type.String({ maxLength: 100 })) },
    done: { publish: 'published', unpublish: 'unpublished', category: 'moved', delete: 'deleted' },
    topic: VLOGS_TOPIC,
    prepare: async ({ action, category }) => {
      if (action !== 'category') {
        if (category !== undefined) throw badRequest(BULK_CATEGORY_MESSAGES.notForAction, 'category')
        return undefined
      }
      const name = typeof category === 'string' ? category.trim().replace(/\s+/g, ' ') : ''
      if (!name) throw badRequest(BULK_CATEGORY_MESSAGES.required, 'category')
      const known = await vlogCategories(db).findByName(name)
      if (!known) throw badRequest(BULK_CATEGORY_MESSAGES.unknown(name), 'category')
      return known.name
    },
    async item(trx, id, { action, author, prepared: category }) {
      const tx = trx as VlogsDb
      if (action === 'delete') {
        const title = await app.revisions.trash(tx, 'vlogs', id, author)
        if (title === undefined) throw notFound(VLOG_MESSAGES.notFound)
        return { action: 'vlog_deleted', details: { title, trash: true } }
      }
      const change = action === 'category' ? { category } : { status: action === 'publish' ? ('published' as const) : ('draft' as const) }
      const { vlog, changed } = await app.vlogs.update(id, change, author, tx)
      if (!changed.length) return null
      await app.revisions.saved(tx, 'vlogs', id, author)
      return { action: 'vlog_updated', details: { title: vlog.title, fields: changed } }
    },
  })
}
