/** What the Blog and Vlog Managers share about a post's status: the list filter and what a save did. */
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
