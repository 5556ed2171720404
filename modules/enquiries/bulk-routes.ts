/**
 * POST /api/cms/enquiries/bulk `{ids, action: read|replied|archived}` (issue 18 "Bulk actions";
 * enquiries:write): several enquiries marked at once, as PUT /api/cms/enquiries/:id/status marks
 * one: an unknown id is refused with the same words, each enquiry whose status moves is audited as
 * enquiry_status_changed {from, to}, one already so is left as it is. One transaction for all of
 * them, and any refused enquiry refuses the whole request (modules/core/bulk.ts).
 */
import type { FastifyInstance } from 'fastify'
import { sql, type Kysely } from 'kysely'
import { ENQUIRY_BULK_ACTIONS } from '../../shared/api/bulk.ts'
import { bulkRoute } from '../core/bulk.ts'
import { notFound } from '../core/errors.ts'
import { ENQUIRY_MESSAGES } from './service.ts'
import type { EnquiriesTables } from './tables.ts'

export async function bulkRoutes(app: FastifyInstance) {
  bulkRoute(app, {
    url: '/api/cms/enquiries/bulk',
    permission: 'enquiries:write',
    actions: ENQUIRY_BULK_ACTIONS,
    noun: { one: 'enquiry', many: 'enquiries' },
    done: { read: 'marked as read', replied: 'marked as replied', archived: 'archived' },
    targetType: 'enquiry',
    async item(trx, id, { action: status }) {
      const db = trx as Kysely<EnquiriesTables>
      const current = await db.selectFrom('enquiries').select('status').where('id', '=', id).forUpdate().executeTakeFirst()
      if (!current) throw notFound(ENQUIRY_MESSAGES.notFound)
      if (current.status === status) return null
      await db.updateTable('enquiries').set({ status, updated_at: sql<Date>`now()` }).where('id', '=', id).execute()
      return { action: 'enquiry_status_changed', details: { from: current.status, to: status } }
    },
  })
}
