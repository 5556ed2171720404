/**
 * Everything that keeps a form's unsaved work, for every collection form (collections/CollectionFormDialog.tsx):
 * - a copy in the browser (lib/drafts/draftStore.ts), written 500 ms after the last change and at
 *   once when the page is hidden or left or the form goes away (signed out, navigated);
 * - "Restore unsaved changes?" when the form opens and such a copy exists (RestoreDraftDialog);
 * - the form's unsaved state registered for LeaveGuard and the in-place sign-in (stores/unsavedWork.ts);
 * - Ctrl+S / Cmd+S to save.
 * The form calls `saved()` after the server accepted the save (the form may stay open and change
 * again) and `discarded()` when the person threw the changes away; both drop the copy. `keep()`
 * writes the copy at once (a save is about to be sent: if the session has ended, the copy is there).
 * A form without a `kind` keeps no copy in the browser but still registers its unsaved state and Ctrl+S.
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { readDraft, removeDraft, sameValues, writeDraft, type Draft, type DraftKind, type DraftSlot } from '../../lib/drafts/draftStore.ts'
import { useSaveShortcut } from '../../lib/useSaveShortcut.ts'
import { useAuth } from '../../stores/auth.ts'
import { useUnsavedChanges } from '../../stores/unsavedWork.ts'
import { RestoreDraftDialog } from './RestoreDraftDialog.tsx'

/** How long after the last change the copy is written. */
export const DRAFT_DELAY_MS = 500

export interface FormDraftOptions<T> {
  /** null: no copy in the browser. */
  kind: DraftKind | null
  /** null: a new item. */
  itemId: number | null
  /** The form's values; null while an existing item loads. */
  values: T | null
  /** True once the values differ from what the server holds. */
  dirty: boolean
  /** The same question answered from the form's live state (fields that report changes late). */
  isDirtyNow?: () => boolean
  /** The freshest values, read when the copy is written (the editor reports its HTML with a delay). */
  read?: () => T | null
  /** A short name for lists of copies (the title). */
  label: (values: T) => string
  /** What the prompt calls the item: "this new post", "this post". */
  subject: string
  /** Put a copy back without asking (the person already chose to continue it). */
  restoreAtOnce?: boolean
  /** Puts restored values into the form (which is then dirty). */
  onRestore: (values: T) => void
  formRef: RefObject<HTMLFormElement | null>
}

export interface FormDraft {
  /** The restore question, when there is one to ask (render it anywhere). */
  prompt: ReactNode
  /** The server accepted the save: the copy is dropped (later changes are copied again). */
  saved: () => void
  /** Writes the copy now, if the form has unsaved changes. */
  keep: () => void
  /** The person threw the changes away: the copy is dropped. */
  discarded: () => void
}

export function useFormDraft<T>(options: FormDraftOptions<T>): FormDraft {
  const { values, dirty } = options
  const latest = useRef(options)
  latest.current = options
  // The copy stays with the user who typed it, even when the session has ended under the form.
  const userId = useAuth((s) => s.user?.id ?? null)
  const owner = useRef(userId)
  if (userId !== null) owner.current = userId

  const [offer, setOffer] = useState<Draft<T> | null>(null)
  const offering = useRef(false)
  offering.current = offer !== null
  /** The stored copy has been looked at (and offered, restored or dropped). */
  const checked = useRef(false)
  /** Discarded: nothing more is written. */
  const finished = useRef(false)
  const timer = useRef<number | undefined>(undefined)

  const slot = (): DraftSlot | null => {
    const kind = latest.current.kind
    return owner.current === null || kind === null ? null : { userId: owner.current, kind, itemId: latest.current.itemId }
  }

  // Never in the middle of a question: the copy on offer must not be overwritten before the answer.
  const flush = useRef(() => {
    window.clearTimeout(timer.current)
    const o = latest.current
    const where = slot()
    if (finished.current || !checked.current || offering.current || !where || !(o.isDirtyNow?.() ?? o.dirty)) return
    const current = o.read?.() ?? o.values
    if (current) writeDraft(where, current, o.label(current))
  }).current

  useUnsavedChanges(dirty, options.isDirtyNow)
  useSaveShortcut(options.formRef)

  // A copy from earlier, once the form's own values are there.
  const loaded = values !== null
  useEffect(() => {
    if (!loaded || checked.current) return
    checked.current = true
    const where = slot()
    const draft = where && readDraft<T>(where)
    if (!where || !draft) return
    const current = latest.current.values
    if (current && sameValues(draft.values, current)) return removeDraft(where)
    if (latest.current.restoreAtOnce) latest.current.onRestore(draft.values)
    else setOffer(draft)
    // Runs when the values first arrive; the rest is read through refs.
  }, [loaded])

  // As the person types.
  useEffect(() => {
    if (!dirty || offer) return
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(flush, DRAFT_DELAY_MS)
  }, [values, dirty, offer, flush])

  // At once when the page is hidden or left, or the form goes away.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush()
    }
    window.addEventListener('pagehide', flush)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      window.removeEventListener('pagehide', flush)
      document.removeEventListener('visibilitychange', onVisibility)
      flush()
    }
  }, [flush])

  function remove() {
    window.clearTimeout(timer.current)
    const where = slot()
    if (where) removeDraft(where)
  }

  const prompt =
    offer &&
    createPortal(
      <RestoreDraftDialog
        savedAt={offer.savedAt}
        subject={options.subject}
        onRestore={() => {
          setOffer(null)
          latest.current.onRestore(offer.values)
        }}
        onDiscard={() => {
          setOffer(null)
          const where = slot()
          if (where) removeDraft(where)
        }}
        onLater={() => setOffer(null)}
      />,
      document.body,
    )

  return {
    prompt,
    saved: remove,
    keep: flush,
    discarded: () => {
      finished.current = true
      remove()
    },
  }
}
