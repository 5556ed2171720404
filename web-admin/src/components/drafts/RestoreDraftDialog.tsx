/**
 * "Restore unsaved changes?": offered when a form opens and the browser holds a copy of changes
 * that were never saved (lib/drafts). Says when the copy was made; Restore puts it back into the
 * form, Discard drops it. Closing the question (× or Escape) decides nothing: the copy stays until
 * the form is changed. A copy autosaved to the server (issue 18: newer than this browser's, perhaps
 * from another device) is offered the same way, saying where it came from.
 */
import { formatMoment, timeAgo } from '../../lib/dates.ts'
import { Dialog } from '../Dialog.tsx'
import { Icon } from '../Icon.tsx'

export const RESTORE_TITLE = 'Restore unsaved changes?'

interface RestoreDraftDialogProps {
  savedAt: number
  /** What the copy belongs to: "this new post", "“Quiet power”". */
  subject: string
  /** Where the copy was kept: this browser (default) or the server's autosave. */
  source?: 'browser' | 'server'
  onRestore: () => void
  onDiscard: () => void
  onLater: () => void
}

export function RestoreDraftDialog({ savedAt, subject, source = 'browser', onRestore, onDiscard, onLater }: RestoreDraftDialogProps) {
  const when = formatMoment(savedAt)
  const server = source === 'server'
  const description = server
    ? `Your changes to ${subject} were not saved, but they were autosaved to the server (from this or another device).`
    : `Your changes to ${subject} were not saved, but this browser kept a copy.`
  return (
    <Dialog open title={RESTORE_TITLE} description={description} onClose={onLater}>
      <div className="dialog-body">
        <div className="draft-found">
          <span className="draft-found-icon" aria-hidden="true">
            <Icon name="restore" size={22} />
          </span>
          <p>
            <span className="draft-found-when">{server ? `Autosaved ${when}` : `Copy made ${when}`}</span>
            <span className="draft-found-ago">{timeAgo(savedAt)}</span>
          </p>
        </div>
        <p className="draft-found-help">
          Restore puts those changes back into the form; nothing is saved until you save. {server ? 'Discard leaves the content as it was last saved.' : 'Discard deletes the copy.'}
        </p>
      </div>
      <div className="dialog-footer">
        <button type="button" className="button button-secondary" onClick={onDiscard}>
          <Icon name="trash" size={18} />
          Discard
        </button>
        <button type="button" className="button button-primary" onClick={onRestore} data-autofocus>
          <Icon name="restore" size={18} />
          Restore
        </button>
      </div>
    </Dialog>
  )
}
