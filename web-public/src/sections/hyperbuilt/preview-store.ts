/**
 * The preview dialog's state, shared by the blocks that open it (the show hero's Watch Preview
 * button, the preview button, the subscribe form) and the block that draws it (preview-dialog).
 * Blocks never read each other's sections: a preview dialog on the page says so here when it
 * mounts, and the others ask. Changed only in the browser (visitors' actions, dialogs mounting);
 * the server renders the closed, not-subscribed state and assumes the page has its dialog.
 */
import { useLayoutEffect, useState, useSyncExternalStore } from 'react'

export interface PreviewState {
  open: boolean
  /** Set by a successful subscription: the dialog then says 'Successfully Subscribed!'. */
  subscribed: boolean
}

const INITIAL: PreviewState = { open: false, subscribed: false }
let state: PreviewState = INITIAL
/** The preview dialogs mounted on the page, in mounting order: the first one is the one that opens. */
let dialogs: readonly symbol[] = []
const listeners = new Set<() => void>()

const notify = () => listeners.forEach((l) => l())

function set(next: PreviewState) {
  state = next
  notify()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const usePreview = () => useSyncExternalStore(subscribe, () => state, () => INITIAL)

/** Whether the page has a preview dialog to open; `onServer` is the answer before hydration. */
export const useHasPreviewDialog = (onServer: boolean) => useSyncExternalStore(subscribe, () => dialogs.length > 0, () => onServer)

/**
 * A preview dialog block says it is on the page while it is mounted; true for the one that opens
 * (the first mounted, should an editor place two).
 */
export function usePreviewDialog(): boolean {
  const [key] = useState(() => Symbol('preview-dialog'))
  useLayoutEffect(() => {
    dialogs = [...dialogs, key]
    notify()
    return () => {
      dialogs = dialogs.filter((k) => k !== key)
      notify()
    }
  }, [key])
  return useSyncExternalStore(subscribe, () => dialogs[0] === key, () => false)
}

export const openPreview = () => set({ ...state, open: true })
export const closePreview = () => set({ ...state, open: false })
/** A subscription succeeded: open the dialog with the success text. */
export const subscribed = () => set({ open: true, subscribed: true })
