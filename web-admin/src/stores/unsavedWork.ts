/**
 * Which open forms hold changes that are not saved on the server. The console asks before leaving
 * (LeaveGuard), and a 401 asks the person to sign in again in place instead of signing out
 * (stores/auth.ts), while anything is registered here.
 *
 * A form whose fields report changes late (the rich-text editor waits 200 ms after the last key)
 * also registers a live check, asked whenever the question is put: a save pressed right after typing,
 * and the 401 it meets, then see the form as changed although React has not re-rendered yet.
 */
import { useEffect, useId, useRef } from 'react'
import { create } from 'zustand'

interface UnsavedWorkState {
  /** Ids of the forms with unsaved changes. */
  forms: readonly string[]
}

export const useUnsavedWorkStore = create<UnsavedWorkState>()(() => ({ forms: [] }))

/** The live checks of the mounted forms that have one. */
const liveChecks = new Map<string, () => boolean>()

/** True while any open form has unsaved changes (live checks included). */
export const hasUnsavedWork = () => useUnsavedWorkStore.getState().forms.length > 0 || [...liveChecks.values()].some((isDirty) => isDirty())

/**
 * Registers the calling form's unsaved changes while `dirty` is true (and it is mounted).
 * `isDirtyNow`, when given, answers from the form's live state (it may report pending changes first).
 */
export function useUnsavedChanges(dirty: boolean, isDirtyNow?: () => boolean) {
  const id = useId()
  const check = useRef(isDirtyNow)
  check.current = isDirtyNow
  const hasCheck = isDirtyNow !== undefined
  useEffect(() => {
    if (!dirty) return
    useUnsavedWorkStore.setState((s) => ({ forms: [...s.forms, id] }))
    return () => useUnsavedWorkStore.setState((s) => ({ forms: s.forms.filter((f) => f !== id) }))
  }, [dirty, id])
  useEffect(() => {
    if (!hasCheck) return
    liveChecks.set(id, () => check.current?.() ?? false)
    return () => {
      liveChecks.delete(id)
    }
  }, [hasCheck, id])
}
