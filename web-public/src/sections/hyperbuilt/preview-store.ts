/**
 * The HyperBuilt preview modal's state, shared by the sections that open it (the hero's Watch
 * Preview button, the subscribe form) and the one that draws it (preview-modal). Changed only by
 * visitors' actions in the browser; the server always renders the closed, not-subscribed state.
 */
import { useSyncExternalStore } from 'react'

export interface PreviewState {
  open: boolean
  /** Set by a successful subscription: the modal then says 'Successfully Subscribed!'. */
  subscribed: boolean
}

const INITIAL: PreviewState = { open: false, subscribed: false }
let state: PreviewState = INITIAL
const listeners = new Set<() => void>()

function set(next: PreviewState) {
  state = next
  listeners.forEach((l) => l())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const usePreview = () => useSyncExternalStore(subscribe, () => state, () => INITIAL)

export const openPreview = () => set({ ...state, open: true })
export const closePreview = () => set({ ...state, open: false })
/** A subscription succeeded: open the modal with the success text. */
export const subscribed = () => set({ open: true, subscribed: true })
