/**
 * A modal dialog on the native <dialog> element: the rest of the page is inert while it is open,
 * Tab stays inside, Escape closes it, and focus returns to the control that opened it.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { Icon } from './Icon.tsx'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

interface DialogProps {
  open: boolean
  title: string
  description?: ReactNode
  onClose: () => void
  children: ReactNode
  /** 'wide': a large editing panel (full screen on phones). */
  size?: 'default' | 'wide'
  /** Where focus goes when the dialog closes, instead of back to the control that opened it. */
  returnFocus?: () => void
}

export function Dialog({ open, title, description, onClose, children, size = 'default', returnFocus }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const titleId = useId()
  const descriptionId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
      const first = dialog.querySelector<HTMLElement>('[data-autofocus], input:not([disabled]):not([type="file"]):not([tabindex="-1"]), select, textarea')
      first?.focus()
    } else if (!open && dialog.open) {
      dialog.close()
      if (returnFocus) returnFocus()
      else opener.current?.focus()
    }
    // Only `open` drives this effect; returnFocus is read at the moment the dialog closes.
  }, [open])

  // Unmounted while open (its parent stopped rendering it): close it the same way, focus included.
  const focusBack = useRef(returnFocus)
  focusBack.current = returnFocus
  useEffect(() => {
    const dialog = ref.current
    return () => {
      if (!dialog?.open) return
      dialog.close()
      if (focusBack.current) focusBack.current()
      else opener.current?.focus()
    }
  }, [])

  function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !ref.current) return
    // A dialog opened from inside this one handles its own Tab (React events bubble through portals and nesting).
    if ((event.target as HTMLElement).closest('dialog') !== ref.current) return
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null && el.closest('dialog') === ref.current)
    if (items.length === 0) return
    const first = items[0]
    const last = items[items.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <dialog
      ref={ref}
      className={size === 'wide' ? 'dialog dialog-wide' : 'dialog'}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault()
        // Escape in a dialog opened from inside this one closes only that one.
        if (event.target === ref.current) onClose()
      }}
      onKeyDown={keepFocusInside}
    >
      <div className="dialog-header">
        <div>
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="dialog-description">
              {description}
            </p>
          )}
        </div>
        <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      {children}
    </dialog>
  )
}
