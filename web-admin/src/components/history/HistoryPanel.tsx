/**
 * History of one item (issue 18), opened from its editor: the saved versions newest first (who, when
 * in words and as a date, the one-line summary, autosaves marked), paginated; choosing one shows what
 * differs from the content in the editor now, side by side (DiffView.tsx). "Restore this version"
 * asks first (RestoreDialog.tsx: the published state stays as it is unless chosen otherwise); with
 * unsaved changes in the editor it says they are kept as a copy in this browser
 * (components/drafts) before anything is replaced, or lets the person cancel. The restore is a new
 * version on the server, so it can itself be undone here. On phones the list and the diff take turns.
 */
import { useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { errorMessage } from '../../api/client.ts'
import { readConflict, revisionsApi, type Revision, type RevisionSummary, type RevisionType, type Snapshot } from '../../api/revisions.ts'
import { formatDateTime, timeAgo } from '../../lib/dates.ts'
import { useMediaQuery } from '../../lib/useMediaQuery.ts'
import { useNow } from '../../lib/useNow.ts'
import { Dialog } from '../Dialog.tsx'
import { Icon } from '../Icon.tsx'
import { Loader } from '../Loader.tsx'
import { StatusText, type Status } from '../StatusText.tsx'
import type { Differ } from './diffModel.ts'
import { SnapshotDiff } from './DiffView.tsx'
import { RestoreDialog, type RestoreQuestion } from './RestoreDialog.tsx'
import { publishingDiffers, publishingWords } from './restorePublishing.ts'
import type { RestorePublishing } from '../../../../shared/api/revisions.ts'
import './history.css'

export const HISTORY_PAGE_SIZE = 20
const COMPACT = '(max-width: 760px)'

export interface Restored {
  /** The item's version after the restore. */
  version: number
  /** The content it now holds. */
  snapshot: Snapshot
  revision: Revision
  /** The editor's unsaved content when the restore replaced it (null: there was none). */
  unsaved: Snapshot | null
}

interface HistoryPanelProps {
  type: RevisionType
  itemId: number
  /** The item's name, in the title: "Quiet power". */
  name: string
  differ: Differ
  /** The content in the editor now, as a snapshot (read once, when the panel opens). */
  current: () => Snapshot
  /** Whether the editor holds unsaved changes. */
  isDirty: () => boolean
  /** The version the editor is based on (0: unknown). */
  version: number
  mayRestore: boolean
  /** Before a restore over unsaved changes: keep them as a copy in this browser (where the editor keeps one). */
  keepUnsaved: () => void
  /** Where unsaved changes are kept when a restore replaces them: a copy in this browser, or an autosave in History. */
  keptIn: 'browser' | 'history'
  onRestored: (restored: Restored) => void
  onClose: () => void
}

const authorName = (r: RevisionSummary) => r.author?.name?.trim() || 'Someone'

type ListState = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; revisions: RevisionSummary[]; total: number }
type DetailState = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; revision: Revision }

export function HistoryPanel({ type, itemId, name, differ, current, isDirty, version, mayRestore, keepUnsaved, keptIn, onRestored, onClose }: HistoryPanelProps) {
  const [now] = useState(current)
  const [dirty] = useState(isDirty)
  const [page, setPage] = useState(1)
  const [list, setList] = useState<ListState>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const [selected, setSelected] = useState<number | null>(null)
  const [detail, setDetail] = useState<DetailState | null>(null)
  const [restoring, setRestoring] = useState(false)
  const [status, setStatus] = useState<Status | null>(null)
  const compact = useMediaQuery(COMPACT)
  const clock = useNow(60_000)
  const [question, setQuestion] = useState<{ question: RestoreQuestion; answer: (a: RestorePublishing | null) => void } | null>(null)
  const cache = useRef(new Map<number, Revision>())
  const detailRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    let live = true
    setList({ state: 'loading' })
    revisionsApi
      .list(type, itemId, page, HISTORY_PAGE_SIZE)
      .then((response) => {
        if (!live) return
        if (!response.ok) {
          console.error('Loading the history failed', response.status, response.data)
          return setList({ state: 'failed' })
        }
        const { revisions, total } = response.data
        setList({ state: 'ready', revisions, total })
        // On a wide screen, the newest version that is not the content now is shown at once.
        if (!compact && selected === null) {
          const first = revisions.find((r) => r.autosave || r.version !== version) ?? revisions[0]
          if (first) setSelected(first.id)
        }
      })
      .catch((err) => {
        console.error('Loading the history failed', err)
        if (live) setList({ state: 'failed' })
      })
    return () => {
      live = false
    }
    // The selection is read once per page load on purpose.
  }, [type, itemId, page, attempt])

  useEffect(() => {
    if (selected === null) return setDetail(null)
    const known = cache.current.get(selected)
    if (known) return setDetail({ state: 'ready', revision: known })
    let live = true
    setDetail({ state: 'loading' })
    revisionsApi
      .get(type, itemId, selected)
      .then((response) => {
        if (!live) return
        if (!response.ok) {
          console.error('Loading a version failed', response.status, response.data)
          return setDetail({ state: 'failed' })
        }
        cache.current.set(selected, response.data.revision)
        setDetail({ state: 'ready', revision: response.data.revision })
      })
      .catch((err) => {
        console.error('Loading a version failed', err)
        if (live) setDetail({ state: 'failed' })
      })
    return () => {
      live = false
    }
  }, [type, itemId, selected])

  function choose(id: number) {
    setSelected(id)
    setStatus(null)
    if (compact) requestAnimationFrame(() => detailRef.current?.querySelector<HTMLElement>('.history-back')?.focus())
  }

  /** The restore question; resolves with the publishing choice, or null when the person cancels. */
  const ask = (q: RestoreQuestion) =>
    new Promise<RestorePublishing | null>((resolve) =>
      setQuestion({
        question: q,
        answer: (a) => {
          setQuestion(null)
          resolve(a)
        },
      }),
    )

  async function restore(revision: Revision) {
    const when = formatDateTime(revision.created_at)
    const unsaved = isDirty() ? current() : null
    const kept = keptIn === 'browser' ? 'in this browser as a copy, offered when you next open this item' : 'as an autosave at the top of this History'
    const differs = publishingDiffers(type, revision.snapshot, now)
    const publishing = differs ? { now: publishingWords(type, now), version: publishingWords(type, revision.snapshot), noun: type === 'pages' ? 'page' : 'item' } : null
    const answer = await ask(
      unsaved
        ? {
            title: 'Restore over your unsaved changes?',
            description: `The version of ${when} replaces what is in the editor. Your unsaved changes are kept ${kept}, so nothing is lost.`,
            confirm: 'Keep my changes and restore',
            publishing,
          }
        : {
            title: `Restore the version of ${when}?`,
            description: 'It becomes the current content, saved as a new version. What is there now stays in History, so you can go back to it.',
            confirm: 'Restore this version',
            publishing,
          },
    )
    if (!answer) return
    setRestoring(true)
    setStatus(null)
    try {
      if (unsaved) keepUnsaved()
      const response = await revisionsApi.restore(type, itemId, revision.id, version > 0 ? version : undefined, answer)
      if (!response.ok) {
        const conflict = readConflict(response)
        const text = conflict
          ? `${conflict.saved_by?.name ?? 'Someone else'} saved this item since you opened it. Close History, reload the item, and restore again.`
          : errorMessage(response, 'The version could not be restored. Please try again.')
        return setStatus({ tone: 'error', text })
      }
      onRestored({ version: response.data.version, snapshot: response.data.snapshot, revision, unsaved })
    } catch (err) {
      console.error('Restoring a version failed', err)
      setStatus({ tone: 'error', text: 'Could not reach the server. Nothing was restored.' })
    } finally {
      setRestoring(false)
    }
  }

  const revisions = list.state === 'ready' ? list.revisions : []
  const total = list.state === 'ready' ? list.total : 0
  const pages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE))
  const showList = !compact || selected === null
  const showDetail = !compact || selected !== null
  const chosen = revisions.find((r) => r.id === selected)
  const afterLabel = dirty ? 'Now, with your unsaved changes' : 'Now'

  return createPortal(
    <Dialog open size="wide" title={`History of “${name}”`} description="Every save is kept. Choose a version to compare it with the content now; restore it if you need it back." onClose={onClose}>
      <div className="history" data-compact={compact ? '' : undefined}>
        {showList && (
          <nav className="history-list" aria-label="Versions">
            {list.state === 'loading' ? (
              <Loader label="Loading the history…" />
            ) : list.state === 'failed' ? (
              <div className="history-failed">
                <p>The history could not be loaded.</p>
                <button type="button" className="button button-secondary button-sm" onClick={() => setAttempt((n) => n + 1)}>
                  Try again
                </button>
              </div>
            ) : revisions.length === 0 ? (
              <p className="history-empty">No versions yet: the first save keeps one.</p>
            ) : (
              <ol className="history-versions">
                {revisions.map((r) => {
                  const isCurrent = !r.autosave && r.version === version && page === 1
                  return (
                    <li key={r.id}>
                      <button type="button" className="history-version" aria-current={r.id === selected ? 'true' : undefined} onClick={() => choose(r.id)}>
                        <span className="history-version-top">
                          <span className="history-version-author">{authorName(r)}</span>
                          <time className="history-version-ago" dateTime={r.created_at} title={formatDateTime(r.created_at)}>
                            {timeAgo(Date.parse(r.created_at), clock)}
                          </time>
                        </span>
                        <span className="history-version-date">{formatDateTime(r.created_at)}</span>
                        <span className="history-version-summary">{r.summary || 'Saved'}</span>
                        {(r.autosave || isCurrent) && (
                          <span className="history-version-marks">
                            {r.autosave && (
                              <span className="badge badge-soft badge-warning" title="Kept while typing; never published">
                                <Icon name="clock" size={12} />
                                Autosave
                              </span>
                            )}
                            {isCurrent && <span className="badge badge-soft badge-brand">Current</span>}
                          </span>
                        )}
                      </button>
                    </li>
                  )
                })}
              </ol>
            )}
            {pages > 1 && (
              <div className="history-pager">
                <button type="button" className="button button-secondary button-sm" onClick={() => setPage((p) => p - 1)} disabled={page <= 1}>
                  <Icon name="chevronLeft" size={16} />
                  Newer
                </button>
                <span className="history-pager-page">
                  {page} / {pages}
                </span>
                <button type="button" className="button button-secondary button-sm" onClick={() => setPage((p) => p + 1)} disabled={page >= pages}>
                  Older
                  <Icon name="chevronRight" size={16} />
                </button>
              </div>
            )}
          </nav>
        )}

        {showDetail && (
          <div className="history-detail" ref={detailRef}>
            {compact && (
              <button type="button" className="button button-ghost button-sm history-back" onClick={() => setSelected(null)}>
                <Icon name="arrowLeft" size={16} />
                All versions
              </button>
            )}
            {selected === null || !detail ? (
              <p className="history-pick">Choose a version to see how it differs from the content now.</p>
            ) : detail.state === 'loading' ? (
              <Loader label="Loading the version…" />
            ) : detail.state === 'failed' ? (
              <p className="history-failed">This version could not be loaded. Choose it again to retry.</p>
            ) : (
              <>
                <div className="history-detail-head">
                  <div>
                    <h3 className="history-detail-title">
                      {detail.revision.autosave ? 'Autosave' : 'Version'} of {formatDateTime(detail.revision.created_at)}
                    </h3>
                    <p className="history-detail-meta">
                      {authorName(chosen ?? detail.revision)} · {detail.revision.summary || 'Saved'}
                    </p>
                  </div>
                  {mayRestore && (
                    <button type="button" className="button button-primary" onClick={() => void restore(detail.revision)} disabled={restoring}>
                      {restoring ? <span className="spinner spinner-sm" aria-hidden="true" /> : <Icon name="restore" size={18} />}
                      Restore this version
                    </button>
                  )}
                </div>
                <StatusText status={status} className="history-status" />
                <div className="history-legend" aria-hidden="true">
                  <span>
                    <del className="diff-removed">struck</del> only in this version
                  </span>
                  <span>
                    <ins className="diff-added">marked</ins> only now
                  </span>
                </div>
                <SnapshotDiff differ={differ} before={detail.revision.snapshot} after={now} beforeLabel="This version" afterLabel={afterLabel} />
              </>
            )}
          </div>
        )}
      </div>
      <div className="dialog-footer">
        <button type="button" className="button button-secondary" onClick={onClose}>
          Close
        </button>
      </div>
      {question && <RestoreDialog question={question.question} onAnswer={question.answer} />}
    </Dialog>,
    document.body,
  )
}
