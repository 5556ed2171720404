/**
 * A modal dialog on the native <dialog> element: showModal() gives the top layer, the inert page
 * behind and the focus trap. Controlled: `open` shows it, and every way of closing it asks
 * `onClose` (the close icon, Escape, a click on the backdrop), so the caller's state stays the
 * truth. Focus moves into the dialog when it opens (to `initialFocus`, else the first focusable
 * element, as showModal does) and back to whatever had it when it closes.
 *
 *   <Dialog open={open} onClose={() => setOpen(false)} labelledBy={titleId}>
 *     <h2 id={titleId}>Coming Soon</h2> ...
 *   </Dialog>
 *
 * Renders on the server closed (no `open` attribute), so it can sit in any page. Style hooks
 * (dialog.css): .ui-dialog (the box and its ::backdrop), .ui-dialog-panel (pass `panelClassName`),
 * .ui-dialog-close.
 */
import { useEffect, useRef, type ReactNode, type RefObject } from 'react'
import './dialog.css'

export interface DialogProps {
  open: boolean
  onClose: () => void
  children: ReactNode
  /** id of the dialog's visible title (or give `label`). */
  labelledBy?: string
  label?: string
  describedBy?: string
  /** Extra class of the <dialog> (size variants). */
  className?: string
  panelClassName?: string
  /** Where focus goes on opening; default: the first focusable element (the close icon). */
  initialFocus?: RefObject<HTMLElement | null>
  /** Accessible name of the close icon; null draws none. */
  closeLabel?: string | null
}

export function Dialog({ open, onClose, children, labelledBy, label, describedBy, className, panelClassName, initialFocus, closeLabel = 'Close' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const returnFocus = useRef<HTMLElement | null>(null)
  const pressedBackdrop = useRef(false)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
      initialFocus?.current?.focus()
    } else if (!open && dialog.open) {
      dialog.close()
      returnFocus.current?.focus()
      returnFocus.current = null
    }
  }, [open, initialFocus])

  // Unmounted while open (the page navigated away): give focus back all the same.
  useEffect(
    () => () => {
      if (ref.current?.open) ref.current.close()
      returnFocus.current?.focus()
    },
    [],
  )

  return (
    <dialog
      ref={ref}
      className={`ui-dialog${className ? ` ${className}` : ''}`}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      aria-describedby={describedBy}
      onCancel={(e) => {
        // Escape: the caller closes it (keeps `open` the truth).
        e.preventDefault()
        onClose()
      }}
      onPointerDown={(e) => {
        pressedBackdrop.current = e.target === e.currentTarget
      }}
      onClick={(e) => {
        // A click on the backdrop lands on the <dialog> itself (the panel fills its box). A press
        // that started inside the panel (selecting text) and ended outside is not one.
        if (e.target === e.currentTarget && pressedBackdrop.current) onClose()
        pressedBackdrop.current = false
      }}
    >
      <div className={`ui-dialog-panel${panelClassName ? ` ${panelClassName}` : ''}`}>
        {closeLabel !== null && (
          <button type="button" className="ui-dialog-close" aria-label={closeLabel} onClick={onClose}>
            <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        )}
        {children}
      </div>
    </dialog>
  )
}
