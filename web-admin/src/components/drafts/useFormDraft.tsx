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
 *
 * With `server` (an existing item of a type that keeps revisions; issue 18), the unsaved work is also
 * autosaved to the server every 15 s while there are changes and when the page is hidden, so it
 * survives a lost laptop too; on opening, an autosave newer than this browser's copy is offered
 * instead, saying it came from the server. `park()` keeps the copy in the browser as it is now and
 * stops touching it (the form is about to show other content: a restored version, someone else's save).
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { putAutosave, revisionsApi, type Autosave, type RevisionType, type Snapshot } from '../../api/revisions.ts'
import { readDraft, removeDraft, sameValues, writeDraft, type Draft, type DraftKind, type DraftSlot } from '../../lib/drafts/draftStore.ts'
import { useSaveShortcut } from '../../lib/useSaveShortcut.ts'
import { useAuth } from '../../stores/auth.ts'
import { useUnsavedChanges } from '../../stores/unsavedWork.ts'
import { RestoreDraftDialog } from './RestoreDraftDialog.tsx'
import { autosaveSeen, markAutosaveSeen } from './serverAutosave.ts'

/** How long after the last change the copy is written. */
export const DRAFT_DELAY_MS = 500
/** How often unsaved changes are autosaved to the server. */
export const AUTOSAVE_INTERVAL_MS = 15_000
/** How long the form waits for the server's autosave before it offers the browser's copy alone. */
export const AUTOSAVE_LOOKUP_MS = 4_000

/** Where an existing item's unsaved work is autosaved on the server (api/revisions.ts). */
export interface ServerAutosave<T> {
  type: RevisionType
  /** The values as the item's snapshot (its PUT body). */
  snapshot: (values: T) => Snapshot
  /** A snapshot as the form's values. */
  values: (snapshot: Snapshot) => T
  /** The version of the item the form is based on. */
  version: () => number
}

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
  /** Also autosave to the server (existing items of the types that keep revisions); null: not. */
  server?: ServerAutosave<T> | null
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
  /** Keeps the copy as it stands now and leaves it (and the server's autosave) alone from here on (the form is about to show other content). */
  park: () => void
}

type Offer<T> = Draft<T> & { source: 'browser' | 'server'; serverSavedAt?: string }

export function useFormDraft<T>(options: FormDraftOptions<T>): FormDraft {
  const { values, dirty } = options
  const latest = useRef(options)
  latest.current = options
  // The copy stays with the user who typed it, even when the session has ended under the form.
  const userId = useAuth((s) => s.user?.id ?? null)
  const owner = useRef(userId)
  if (userId !== null) owner.current = userId

  const [offer, setOffer] = useState<Offer<T> | null>(null)
  const offering = useRef(false)
  offering.current = offer !== null
  /** The stored copy has been looked at (and offered, restored or dropped). */
  const checked = useRef(false)
  /** Discarded: nothing more is written. */
  const finished = useRef(false)
  /** Parked: the copy in the browser stays as it is. */
  const parked = useRef(false)
  const timer = useRef<number | undefined>(undefined)
  /** What was last autosaved to the server (JSON), and when the server says it kept it. */
  const lastSent = useRef('')
  const serverSavedAt = useRef<string | null>(null)

  const slot = (): DraftSlot | null => {
    const kind = latest.current.kind
    return owner.current === null || kind === null ? null : { userId: owner.current, kind, itemId: latest.current.itemId }
  }

  // Never in the middle of a question: the copy on offer must not be overwritten before the answer.
  const flush = useRef(() => {
    window.clearTimeout(timer.current)
    const o = latest.current
    const where = slot()
    if (finished.current || parked.current || !checked.current || offering.current || !where || !(o.isDirtyNow?.() ?? o.dirty)) return
    const current = o.read?.() ?? o.values
    if (current) writeDraft(where, current, o.label(current))
  }).current

  /** Sends the unsaved work to the server when it changed since the last time (`exiting`: the page is going). */
  const autosave = useRef((exiting: boolean) => {
    const o = latest.current
    const server = o.server
    if (!server || o.itemId === null || finished.current || parked.current || !checked.current || offering.current || !(o.isDirtyNow?.() ?? o.dirty)) return
    const current = o.read?.() ?? o.values
    if (!current) return
    const snapshot = server.snapshot(current)
    const text = JSON.stringify(snapshot)
    if (text === lastSent.current) return
    lastSent.current = text
    void putAutosave(server.type, o.itemId, snapshot, server.version(), exiting).then((savedAt) => {
      if (savedAt) serverSavedAt.current = savedAt
      else if (lastSent.current === text) lastSent.current = ''
    })
  }).current

  /** The server's autosave need not be offered again (saved, discarded, restored). */
  const seenServer = () => {
    const o = latest.current
    if (o.server && o.itemId !== null && owner.current !== null && serverSavedAt.current) markAutosaveSeen({ userId: owner.current, type: o.server.type, itemId: o.itemId }, serverSavedAt.current)
  }

  useUnsavedChanges(dirty, options.isDirtyNow)
  useSaveShortcut(options.formRef)

  // A copy from earlier, once the form's own values are there: the browser's, or the server's autosave when newer.
  const loaded = values !== null
  useEffect(() => {
    if (!loaded || checked.current) return
    const where = slot()
    const local = where ? readDraft<T>(where) : null
    const o = latest.current
    const server = o.server
    const itemId = o.itemId

    const decide = (remote: Autosave | null) => {
      if (checked.current) return
      checked.current = true
      const current = latest.current.values
      if (remote && server && itemId !== null) {
        serverSavedAt.current = remote.saved_at
        const remoteAt = Date.parse(remote.saved_at)
        const seen = owner.current === null ? null : autosaveSeen({ userId: owner.current, type: server.type, itemId })
        const values = server.values(remote.snapshot)
        const differs = !current || JSON.stringify(server.snapshot(values)) !== JSON.stringify(server.snapshot(current))
        if (seen !== remote.saved_at && differs && (!local || remoteAt > local.savedAt)) {
          return setOffer({ savedAt: Number.isNaN(remoteAt) ? Date.now() : remoteAt, label: '', values, source: 'server', serverSavedAt: remote.saved_at })
        }
      }
      if (!where || !local) return
      if (current && sameValues(local.values, current)) return removeDraft(where)
      if (latest.current.restoreAtOnce) latest.current.onRestore(local.values)
      else setOffer({ ...local, source: 'browser' })
    }

    if (!server || itemId === null || o.restoreAtOnce) return decide(null)
    const timer = window.setTimeout(() => decide(null), AUTOSAVE_LOOKUP_MS)
    revisionsApi
      .autosave(server.type, itemId)
      .then((response) => decide(response.ok ? (response.data?.autosave ?? null) : null))
      .catch(() => decide(null))
      .finally(() => window.clearTimeout(timer))
    // Runs when the values first arrive; the rest is read through refs.
  }, [loaded])

  // As the person types.
  useEffect(() => {
    if (!dirty || offer) return
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(flush, DRAFT_DELAY_MS)
  }, [values, dirty, offer, flush])

  // To the server every 15 s while there are unsaved changes (only what changed since is sent).
  const hasServer = Boolean(options.server) && options.itemId !== null
  useEffect(() => {
    if (!hasServer) return
    const every = window.setInterval(() => autosave(false), AUTOSAVE_INTERVAL_MS)
    return () => window.clearInterval(every)
  }, [hasServer, autosave])

  // At once when the page is hidden or left, or the form goes away.
  useEffect(() => {
    const onHide = () => {
      flush()
      autosave(true)
    }
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onHide()
    }
    window.addEventListener('pagehide', onHide)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      window.removeEventListener('pagehide', onHide)
      document.removeEventListener('visibilitychange', onVisibility)
      flush()
      autosave(false)
    }
  }, [flush, autosave])

  function remove() {
    window.clearTimeout(timer.current)
    lastSent.current = ''
    seenServer()
    const where = slot()
    if (where && !parked.current) removeDraft(where)
  }

  const prompt =
    offer &&
    createPortal(
      <RestoreDraftDialog
        savedAt={offer.savedAt}
        subject={options.subject}
        source={offer.source}
        onRestore={() => {
          setOffer(null)
          if (offer.source === 'server') seenServer()
          latest.current.onRestore(offer.values)
        }}
        onDiscard={() => {
          setOffer(null)
          if (offer.source === 'server') {
            seenServer()
            // Gone on the server too, so another device does not offer it either.
            const o = latest.current
            if (o.server && o.itemId !== null) void revisionsApi.discardAutosave(o.server.type, o.itemId)
            return
          }
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
      remove()
      finished.current = true
    },
    park: () => {
      parked.current = false
      checked.current = true
      const o = latest.current
      const where = slot()
      const current = o.read?.() ?? o.values
      if (where && current && (o.isDirtyNow?.() ?? o.dirty)) writeDraft(where, current, o.label(current))
      parked.current = true
    },
  }
}
