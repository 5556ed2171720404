/**
 * Bulk actions of the Media Manager's two lists (issue 18 "Bulk actions"; content:write), each item
 * changed exactly as its single-item route changes it, all in one transaction (modules/core/bulk.ts):
 * - POST /api/cms/press-highlights/bulk `{ids, action: publish|unpublish|delete}`: the status saved
 *   through updatePress's checks with a new revision, or the highlight moved to the Trash; audited
 *   as press_highlight_updated / press_highlight_deleted; the 'press' topic once after the commit.
 * - POST /api/cms/media-kit/bulk `{ids, action: delete}` (a kit item has no status): to the Trash,
 *   audited as media_kit_item_deleted; the 'media-kit' topic once after the commit.
 * One refused item refuses them all. A highlight already as asked is left alone.
 */
import type { FastifyInstance } from 'fastify'
import { MEDIA_KIT } from '../../shared/content-types/media-kit.ts'
import { PRESS_HIGHLIGHTS } from '../../shared/content-types/press-highlights.ts'
import { MEDIA_KIT_MESSAGES } from '../../shared/api/media-kit.ts'
import { bulkRoute, declaredBulk } from '../core/bulk.ts'
import { notFound } from '../core/errors.ts'
import { findKitItem, MEDIA_KIT_TOPIC } from './kit.ts'
import { findPress, PRESS_TOPIC, updatePress } from './press.ts'
import type { MediaDb } from './queries.ts'

export async function bulkRoutes(app: FastifyInstance) {
  bulkRoute(app, {
    ...declaredBulk(PRESS_HIGHLIGHTS),
    done: { publish: 'published', unpublish: 'unpublished', delete: 'deleted' },
    topic: PRESS_TOPIC,
    async item(trx, id, { action, author }) {
      const tx = trx as MediaDb
      const current = await findPress(tx, id)
      if (!current) throw notFound(MEDIA_KIT_MESSAGES.pressNotFound)
      if (action === 'delete') {
        const title = await app.revisions.trash(tx, 'press-highlights', id, author)
        if (title === undefined) throw notFound(MEDIA_KIT_MESSAGES.pressNotFound)
        return { action: 'press_highlight_deleted', details: { title, slug: current.slug, status: current.status, trash: true } }
      }
      const status = action === 'publish' ? 'published' : 'draft'
      if (current.status === status) return null
      // PUT's body is the whole highlight: its title and content again, through the same checks.
      const highlight = await updatePress(tx, id, { title: current.title, content: current.content, status }, author.id)
      if (!highlight) throw notFound(MEDIA_KIT_MESSAGES.pressNotFound)
      await app.revisions.saved(tx, 'press-highlights', id, author)
      return { action: 'press_highlight_updated', details: { title: highlight.title, slug: highlight.slug, status: highlight.status } }
    },
  })

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
