/**
 * Asks before leaving while a form holds unsaved changes (stores/unsavedWork.ts): the browser's own
 * "Leave site?" prompt when the tab is closed or reloaded (beforeunload), and the console's own question
 * for navigation inside the console (browser back and forward, links), through the data router's blocker.
 * Not when the console signs out: that navigation must go through (drafts keep the work).
 */
import { useEffect } from 'react'
import { createPortal } from 'react-dom'
import { useBlocker } from 'react-router-dom'
import { useAuth } from '../../stores/auth.ts'
import { hasUnsavedWork, useUnsavedWorkStore } from '../../stores/unsavedWork.ts'
import { ConfirmDialog } from '../ConfirmDialog.tsx'

export const LEAVE_QUESTION = 'You have unsaved changes. Leave this page without saving them?'

/** Location state of a navigation that stays inside the open form (a settings tab): never asked. */
export const WITHIN_FORM = { withinForm: true } as const
const isWithinForm = (state: unknown) => (state as { withinForm?: unknown } | null)?.withinForm === true

export function LeaveGuard() {
  const unsaved = useUnsavedWorkStore((s) => s.forms.length > 0)
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedWork() &&
      useAuth.getState().user !== null &&
      !isWithinForm(nextLocation.state) &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  )

  useEffect(() => {
    if (!unsaved) return
    const warn = (event: BeforeUnloadEvent) => {
      // Saved a moment ago (e.g. a reload offered right after a save): nothing to warn about.
      if (!hasUnsavedWork()) return
      event.preventDefault()
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [unsaved])

  if (blocker.state !== 'blocked') return null
  return createPortal(
    <ConfirmDialog
      question={{ title: LEAVE_QUESTION, confirm: 'Leave without saving', cancel: 'Stay on this page', danger: true }}
      onAnswer={(leave) => (leave ? blocker.proceed() : blocker.reset())}
    />,
    document.body,
  )
}
