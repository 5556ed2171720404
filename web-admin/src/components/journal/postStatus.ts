/** What the managers of dated content share about an item's status: the list filter, its state and what a save did. */
import type { PostState } from '../../../../shared/api/journal.ts'
import type { ListFilter } from '../../collections/types.ts'

export const POST_STATUS_FILTER: ListFilter = {
  key: 'status',
  label: 'Status',
  options: [
    { value: 'all', label: 'All statuses' },
    { value: 'published', label: 'Published' },
    { value: 'scheduled', label: 'Scheduled' },
    { value: 'draft', label: 'Draft' },
  ],
}

/** "published", "scheduled", "saved as a draft": what a save did. */
export const savedAs = (state: PostState) => (state === 'scheduled' ? 'scheduled' : state === 'published' ? 'published' : 'saved as a draft')

/** Draft, Published, or Scheduled (published with a date still ahead): press highlights and the served content types. */
export function publishState(item: { status: string; publish_date: string | null }, now = Date.now()): PostState {
  if (item.status === 'draft') return 'draft'
  return item.publish_date && Date.parse(item.publish_date) > now ? 'scheduled' : 'published'
}
