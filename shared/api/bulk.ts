/**
 * Bulk actions on the console's lists (issue 18): one request applies one action to up to
 * BULK_MAX_IDS items, in one transaction, audited per item. Plain types and constants only (no
 * TypeBox), so the console's bundle may import them; the server's schema is modules/core/bulk.ts.
 *
 *   POST /api/cms/blogs/bulk, /api/cms/vlogs/bulk            {ids, action: publish|unpublish|delete|category, category?}
 *   POST /api/cms/press-highlights/bulk                      {ids, action: publish|unpublish|delete}
 *   POST /api/cms/media-kit/bulk                             {ids, action: delete}
 *   POST /api/cms/enquiries/bulk                             {ids, action: read|replied|archived}
 *   POST /api/cms/trash/bulk                                 {ids (Trash entries), action: restore}
 *
 * 200 `{done: ids}` (every item, including those already as asked); a refused item refuses the
 * whole request: 4xx `{error, failed: [{id, error}]}` and nothing is applied.
 */

/** How many items one request may name. */
export const BULK_MAX_IDS = 100

export const POST_BULK_ACTIONS = ['publish', 'unpublish', 'delete', 'category'] as const
export const PRESS_BULK_ACTIONS = ['publish', 'unpublish', 'delete'] as const
export const MEDIA_KIT_BULK_ACTIONS = ['delete'] as const
export const ENQUIRY_BULK_ACTIONS = ['read', 'replied', 'archived'] as const
export const TRASH_BULK_ACTIONS = ['restore'] as const

export type PostBulkAction = (typeof POST_BULK_ACTIONS)[number]
export type PressBulkAction = (typeof PRESS_BULK_ACTIONS)[number]
export type MediaKitBulkAction = (typeof MEDIA_KIT_BULK_ACTIONS)[number]
export type EnquiryBulkAction = (typeof ENQUIRY_BULK_ACTIONS)[number]
export type TrashBulkAction = (typeof TRASH_BULK_ACTIONS)[number]

export interface BulkBody<A extends string = string> {
  ids: number[]
  action: A
  /** The category to move the items to (action 'category' only), by name. */
  category?: string
}

export interface BulkDone {
  done: number[]
}

/** One item that stopped the request, and why in a person's words. */
export interface BulkFailure {
  id: number
  error: string
}

/** A refused bulk request: nothing was applied. */
export interface BulkRefusal {
  error: string
  failed: BulkFailure[]
}
