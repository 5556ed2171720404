/**
 * A collection manager's list of unsaved copies kept in this browser for the signed-in user
 * (lib/drafts): after a reload, a closed tab or a new sign-in, the work is one click away.
 * "Continue editing" opens the form with the copy put back; the bin discards it after asking.
 */
import { useEffect, useState } from 'react'
import { DRAFTS_CHANGED, listDrafts, removeDraft, type DraftKind, type KeptDraft } from '../../lib/drafts/draftStore.ts'
import { formatMoment } from '../../lib/dates.ts'
import { DISCARD_QUESTION } from '../../lib/dialogs.ts'
import { useAuth } from '../../stores/auth.ts'
import { useConfirm } from '../ConfirmDialog.tsx'
import { Icon } from '../Icon.tsx'

interface KeptDraftsProps {
  kind: DraftKind
  /** "post", "vlog" */
  noun: string
  onContinue: (itemId: number | null) => void
}

export function KeptDrafts({ kind, noun, onContinue }: KeptDraftsProps) {
  const userId = useAuth((s) => s.user?.id ?? null)
  const [drafts, setDrafts] = useState<KeptDraft[]>([])
  const { confirm, dialog } = useConfirm()

  async function discard(draft: KeptDraft, name: string) {
    if (userId === null) return
    if (await confirm({ title: DISCARD_QUESTION, description: `The copy of “${name}” kept in this browser will be deleted.`, confirm: 'Discard', icon: 'trash', danger: true })) {
      removeDraft({ userId, kind, itemId: draft.itemId })
    }
  }

  useEffect(() => {
    if (userId === null) return setDrafts([])
    const read = () => setDrafts(listDrafts(userId, kind))
    read()
    window.addEventListener(DRAFTS_CHANGED, read)
    // Another tab of the same console.
    window.addEventListener('storage', read)
    return () => {
      window.removeEventListener(DRAFTS_CHANGED, read)
      window.removeEventListener('storage', read)
    }
  }, [userId, kind])

  if (userId === null || drafts.length === 0) return null
  return (
    <section className="card kept-drafts" aria-labelledby={`kept-${kind}-title`}>
      <div className="kept-drafts-head">
        <span className="kept-drafts-icon" aria-hidden="true">
          <Icon name="restore" size={18} />
        </span>
        <div>
          <h2 id={`kept-${kind}-title`} className="kept-drafts-title">
            Unsaved changes kept in this browser
          </h2>
          <p className="kept-drafts-text">They were never saved to the site. Continue where you left off, or discard them.</p>
        </div>
      </div>
      <ul className="kept-drafts-list">
        {drafts.map((draft) => {
          const name = draft.label || (draft.itemId === null ? `Untitled new ${noun}` : `Untitled ${noun}`)
          return (
            <li key={draft.itemId ?? 'new'} className="kept-draft">
              <span className="kept-draft-text">
                <span className="kept-draft-name">{name}</span>
                <span className="kept-draft-meta">
                  {draft.itemId === null ? `New ${noun}` : `Changes to a saved ${noun}`} · {formatMoment(draft.savedAt)}
                </span>
              </span>
              <span className="kept-draft-actions">
                <button type="button" className="button button-secondary button-sm" onClick={() => onContinue(draft.itemId)}>
                  Continue editing<span className="visually-hidden"> {name}</span>
                </button>
                <button
                  type="button"
                  className="icon-button icon-button-danger"
                  aria-label={`Discard unsaved changes to ${name}`}
                  title="Discard"
                  onClick={() => void discard(draft, name)}
                >
                  <Icon name="trash" size={18} />
                </button>
              </span>
            </li>
          )
        })}
      </ul>
      {dialog}
    </section>
  )
}
