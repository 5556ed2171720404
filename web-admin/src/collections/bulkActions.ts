/**
 * The bulk actions the console's lists offer (issue 18), each written once: the buttons of the bulk
 * bar (types.ts BulkAction) and the one call of each list (shared/api/bulk.ts). Collection configs
 * pick theirs (screens/blogs/blogCollection.tsx, vlogs, media kit, press); Form Enquiries has its own three.
 * Also the outcome lines the bar writes (pure, for tests).
 */
import type { BulkBody, BulkDone, BulkFailure } from '../../../shared/api/bulk.ts'
import { http } from '../api/client.ts'
import type { BulkAction, BulkSpec } from './types.ts'

/** POST {ids, action, category?} to a list's bulk address. */
export const bulkCall =
  (url: string): BulkSpec['run'] =>
  (ids, action, category) =>
    http.post<BulkDone>(url, { ids, action, ...(category !== undefined && { category }) } satisfies BulkBody)

export const PUBLISH: BulkAction = { key: 'publish', label: 'Publish', icon: 'globe', done: 'published' }
export const UNPUBLISH: BulkAction = { key: 'unpublish', label: 'Unpublish', icon: 'eyeOff', done: 'unpublished (now drafts)' }
export const MOVE_TO_CATEGORY: BulkAction = { key: 'category', label: 'Move to category…', icon: 'tag', done: 'moved to', category: true }

/** Delete, asked first naming the count: "Delete 3 blog posts?"; they go to the Trash for 30 days. */
export function deleteAction(noun: { one: string; many: string }): BulkAction {
  return {
    key: 'delete',
    label: 'Delete',
    icon: 'trash',
    done: 'moved to the Trash',
    danger: {
      question: (n) => `Delete ${n === 1 ? `this ${noun.one}` : `these ${n} ${noun.many}`}?`,
      description: (n) => `${n === 1 ? 'It goes' : 'They go'} to the Trash, where ${n === 1 ? 'it' : 'they'} can be restored for 30 days.`,
      confirm: 'Delete',
    },
  }
}

/** Form Enquiries: the statuses an enquiry can be given together. */
export const ENQUIRY_BULK: readonly BulkAction[] = [
  { key: 'read', label: 'Mark read', icon: 'eye', done: 'marked as read' },
  { key: 'replied', label: 'Mark replied', icon: 'check', done: 'marked as replied' },
  { key: 'archived', label: 'Archive', icon: 'arrowDown', done: 'archived' },
]

/** The Trash: several deleted items back where they were, with their ids and history. */
export const TRASH_BULK: readonly BulkAction[] = [{ key: 'restore', label: 'Restore selected', icon: 'restore', done: 'restored' }]

export const BULK_NETWORK_ERROR = 'Network error: nothing was changed. Please try again.'

/** "1 blog post", "3 blog posts". */
export const countOf = (n: number, noun: { one: string; many: string }) => `${n} ${n === 1 ? noun.one : noun.many}`

/** The outcome line of a bulk action that went through: "3 blog posts published.", "2 vlogs moved to “Rides”." */
export function bulkDoneText(action: Pick<BulkAction, 'done' | 'category'>, count: number, noun: { one: string; many: string }, category?: string): string {
  return `${countOf(count, noun)} ${action.done}${action.category && category ? ` “${category}”` : ''}.`
}

/**
 * The outcome line of a refused one: the server's sentence ("Nothing was changed: 1 of the 3 blog
 * posts could not be published.") and each row that stopped it, by name where the list shows it.
 */
export function bulkRefusalText(error: string, failed: readonly BulkFailure[], nameOf: (id: number) => string | undefined): string {
  if (!failed.length) return error
  const reasons = failed.map((f) => {
    const name = nameOf(f.id)
    return `${name ? `“${name}”` : `Item ${f.id}`}: ${f.error.replace(/\.$/, '')}`
  })
  return `${error} ${reasons.join('; ')}.`
}
