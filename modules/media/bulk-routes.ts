/**
 * Bulk action of the Media Manager's kit list (issue 18 "Bulk actions"; content:write), each item
 * changed exactly as its single-item route changes it, all in one transaction (modules/core/bulk.ts):
 * POST /api/cms/media-kit/bulk `{ids, action: delete}` (a kit item has no status): to the Trash,
 * audited as media_kit_item_deleted; the 'media-kit' topic once after the commit. One refused item
 * refuses them all. (The press list's bulk route is the content-types engine's.)
 */
import type { FastifyInstance } from 'fastify'
import { MEDIA_KIT } from '../../shared/content-types/media-kit.ts'
import { MEDIA_KIT_MESSAGES } from '../../shared/api/media-kit.ts'
import { bulkRoute, declaredBulk } from '../core/bulk.ts'
import { notFound } from '../core/errors.ts'
import { findKitItem, MEDIA_KIT_TOPIC } from './kit.ts'
import type { MediaDb } from './queries.ts'

export async function bulkRoutes(app: FastifyInstance) {
  bulkRoute(app, {
    ...declaredBulk(MEDIA_KIT),
    done: { delete: 'deleted' },
    topic: MEDIA_KIT_TOPIC,
    async item(trx, id, { author }) {
      const tx = trx as MediaDb
      const current = await findKitItem(tx, id)
      if (!current) throw notFound(MEDIA_KIT_MESSAGES.kitNotFound)
      const title = await app.revisions.trash(tx, 'media-kit', id, author)
      if (title === undefined) throw notFound(MEDIA_KIT_MESSAGES.kitNotFound)
      return { action: 'media_kit_item_deleted', details: { title, file_type: current.file_type, file_url: current.file_url, trash: true } }
    },
  })
}
