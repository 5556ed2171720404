/** A post's state in the console: Draft, Published, or Scheduled (published with a future date) with its date. */
import type { PostState } from '../../../../shared/api/journal.ts'
import { formatDateTime, formatWhen } from '../../lib/dates.ts'

const LABELS: Record<PostState, string> = { draft: 'Draft', published: 'Published', scheduled: 'Scheduled' }

export function StateBadge({ state, publishDate }: { state: PostState; publishDate: string | null }) {
  return (
    <span className="state-cell">
      <span className={`state-badge state-${state}`}>{LABELS[state]}</span>
      {state === 'scheduled' && publishDate && (
        <span className="state-when" title={formatDateTime(publishDate)}>
          {formatWhen(publishDate)}
        </span>
      )}
    </span>
  )
}
