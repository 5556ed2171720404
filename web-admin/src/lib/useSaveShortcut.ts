import { useEffect, type RefObject } from 'react'

/**
 * Ctrl+S / Cmd+S saves the form (submits it) instead of opening the browser's "Save page" dialog,
 * while the form is mounted. Not while another dialog sits on top of the form's own (a restore
 * prompt, the sign-in, the editor's link dialog): the keys are then only kept from the browser.
 */
export function useSaveShortcut(formRef: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() !== 's' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return
      event.preventDefault()
      const form = formRef.current
      if (!form || event.repeat) return
      const host = form.closest('dialog') ?? form
      const active = document.activeElement
      if (active && active !== document.body && !host.contains(active)) return
      form.requestSubmit()
    }
    // Capture: before the editor (or any field) can act on the keys.
    document.addEventListener('keydown', onKeyDown, true)
    return () => document.removeEventListener('keydown', onKeyDown, true)
  }, [formRef])
}
