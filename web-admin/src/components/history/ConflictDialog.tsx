/**
 * "Someone else saved this": a save based on an older version was refused (409, issue 18 "Two
 * editors, one post"). Says who saved and when, shows what differs between their saved content and
 * the editor's (DiffView.tsx), and offers three ways on, none of which loses the typed text:
 * Keep mine (save again over theirs), Take theirs (load what they saved; mine stays in this browser
 * as a copy), and Copy mine (to the clipboard, with the text shown selectable as a fallback).
 * Closing decides nothing: the editor keeps the unsaved text.
 */
import { useState } from 'react'
import { createPortal } from 'react-dom'
import type { Conflict, Snapshot } from '../../api/revisions.ts'
import { formatDateTime, timeAgo } from '../../lib/dates.ts'
import { Dialog } from '../Dialog.tsx'
import { Icon } from '../Icon.tsx'
import { snapshotText, type Differ } from './diffModel.ts'
import { SnapshotDiff } from './DiffView.tsx'
import './history.css'

export const CONFLICT_TITLE = 'Someone else saved this while you were editing'

interface ConflictDialogProps {
  conflict: Conflict
  /** What the editor tried to save. */
  mine: Snapshot
  differ: Differ
  /** "post", "page". */
  noun: string
  busy?: boolean
  onKeepMine: () => void
  onTakeTheirs: () => void
  onClose: () => void
}

export function ConflictDialog({ conflict, mine, differ, noun, busy = false, onKeepMine, onTakeTheirs, onClose }: ConflictDialogProps) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null)
  const [showText, setShowText] = useState(false)
  const who = conflict.saved_by?.name?.trim() || 'Someone else'
  const at = conflict.saved_at ? Date.parse(conflict.saved_at) : NaN
  const when = Number.isNaN(at) ? '' : ` ${timeAgo(at)} (${formatDateTime(conflict.saved_at)})`
  const text = snapshotText(differ, mine)

  async function copy() {
    setShowText(true)
    try {
      await navigator.clipboard.writeText(text)
      setCopied('yes')
    } catch {
      setCopied('failed')
    }
  }

  return createPortal(
    <Dialog open size="wide" title={CONFLICT_TITLE} description={`${who} saved this ${noun}${when}, after you opened it. Your changes are not saved yet; choose how to go on.`} onClose={onClose}>
      <div className="dialog-body conflict-body">
        <div className="conflict-who">
          <span className="conflict-icon" aria-hidden="true">
            <Icon name="users" size={20} />
          </span>
          <p>
            <strong>{who}</strong> saved version {conflict.version}
            {when && <span className="muted">{when}</span>}.
            <span className="conflict-help">Below, what they saved is on the left and your unsaved version on the right.</span>
          </p>
        </div>
        <div className="history-legend" aria-hidden="true">
          <span>
            <del className="diff-removed">struck</del> only in their version
          </span>
          <span>
            <ins className="diff-added">marked</ins> only in yours
          </span>
        </div>
        <SnapshotDiff differ={differ} before={conflict.current} after={mine} beforeLabel={`Saved by ${who}`} afterLabel="Yours (not saved)" />
        {showText && (
          <div className="conflict-copy">
            <label htmlFor="conflict-mine-text" className="conflict-copy-label">
              Your version as text {copied === 'yes' ? '(copied to the clipboard)' : copied === 'failed' ? '(select it and copy it yourself)' : ''}
            </label>
            <textarea id="conflict-mine-text" className="conflict-copy-text" readOnly value={text} rows={8} onFocus={(e) => e.currentTarget.select()} />
          </div>
        )}
      </div>
      <div className="dialog-footer conflict-footer">
        <button type="button" className="button button-ghost dialog-footer-start" onClick={() => void copy()}>
          <Icon name={copied === 'yes' ? 'check' : 'share'} size={18} />
          {copied === 'yes' ? 'Copied' : 'Copy mine'}
        </button>
        <button type="button" className="button button-secondary" onClick={onTakeTheirs} disabled={busy} title="Load what they saved; your version is kept (in this browser, or as an autosave in History)">
          Take theirs
        </button>
        <button type="button" className="button button-primary" onClick={onKeepMine} disabled={busy} data-autofocus>
          {busy ? <span className="spinner spinner-sm" aria-hidden="true" /> : <Icon name="check" size={18} />}
          Keep mine
        </button>
      </div>
    </Dialog>,
    document.body,
  )
}
