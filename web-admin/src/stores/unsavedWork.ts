/**
 * Which open forms hold changes that are not saved on the server. The console asks before leaving
 * (LeaveGuard), and a 401 asks the person to sign in again in place instead of signing out
 * (stores/auth.ts), while anything is registered here.
 */
import { useEffect, useId } from 'react'
import { create } from 'zustand'

interface UnsavedWorkState {
  /** Ids of the forms with unsaved changes. */
  forms: readonly string[]
}

export const useUnsavedWorkStore = create<UnsavedWorkState>()(() => ({ forms: [] }))

/** True while any open form has unsaved changes. */
export const hasUnsavedWork = () => useUnsavedWorkStore.getState().forms.length > 0

/** Registers the calling form's unsaved changes while `dirty` is true (and it is mounted). */
export function useUnsavedChanges(dirty: boolean) {
  const id = useId()
  useEffect(() => {
    if (!dirty) return
    useUnsavedWorkStore.setState((s) => ({ forms: [...s.forms, id] }))
    return () => useUnsavedWorkStore.setState((s) => ({ forms: s.forms.filter((f) => f !== id) }))
  }, [dirty, id])
}
