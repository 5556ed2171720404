/**
 * 'Yerth Official Access' password dialog (public-site §2, §5, §8): a native modal <dialog>
 * (focus is trapped and Escape closes), a required password field with a show/hide toggle, Cancel
 * and Access. The server checks the password and sets the gate cookie; that cookie is the authority.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { SITE_ACCESS_GRANTED, STORAGE_KEYS } from '../../../shared/brand.ts'
import { GATE_PASSWORD_MAX } from '../../../shared/form-limits.ts'
import { postJson, refusalOf } from '../lib/api.ts'
import { AlertIcon, CloseIcon } from './Icons.tsx'
import { EyeIcon, EyeOffIcon, LockIcon } from './gate-icons.tsx'

interface Props {
  open: boolean
  onClose: () => void
  onGranted: () => Promise<void>
}

export function AccessDialog({ open, onClose, onGranted }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const [password, setPassword] = useState('')
  const [visible, setVisible] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const id = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      setError(null)
      setPassword('')
      setVisible(false)
      dialog.showModal()
      input.current?.focus()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    if (busy) return
    setBusy(true)
    setError(null)
    const res = await postJson('/api/public/verify-password', { password }).catch(() => null)
    if (!res?.ok) {
      // A wrong password is a 401; a throttled visitor is told when to try again, a lost connection says so.
      const wrong = res?.status === 401 || res?.status === 403
      setError(wrong ? 'Invalid password. Please try again.' : (await refusalOf(res, 'Invalid password. Please try again.')).summary)
      setBusy(false)
      input.current?.focus()
      return
    }
    try {
      window.sessionStorage.setItem(STORAGE_KEYS.siteAccess, SITE_ACCESS_GRANTED)
    } catch {
      // Session storage can be unavailable; the server's cookie still grants access.
    }
    await onGranted()
    setBusy(false)
  }

  const errorId = `${id}-error`
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      onClose={onClose}
      onClick={(e) => {
        // A click on the backdrop (the dialog box itself, outside its panel) closes it.
        if (e.target === e.currentTarget) onClose()
      }}
    >
      <form className="dialog-panel" onSubmit={submit}>
        <button type="button" className="icon-btn dialog-close" aria-label="Close" onClick={onClose}>
          <CloseIcon size={20} />
        </button>
        <span className="dialog-icon" aria-hidden="true">
          <LockIcon size={24} />
        </span>
        <h2 id={`${id}-title`} className="dialog-title">
          Yerth Official Access
        </h2>
        <p id={`${id}-desc`} className="dialog-text">
          Enter the access password you were given to preview the site.
        </p>

        {/* Lets password managers file the password under a stable name; never shown or sent. */}
        <input type="text" name="username" autoComplete="username" value="Yerth site access" readOnly hidden />
        <div className="field">
          <label htmlFor={`${id}-password`}>Access password</label>
          <div className="password-field">
            <input
              ref={input}
              id={`${id}-password`}
              name="password"
              type={visible ? 'text' : 'password'}
              required
              autoComplete="current-password"
              maxLength={GATE_PASSWORD_MAX}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <button
              type="button"
              className="icon-btn password-toggle"
              aria-label={visible ? 'Hide password' : 'Show password'}
              onClick={() => setVisible((v) => !v)}
            >
              {visible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
            </button>
          </div>
        </div>

        {error && (
          <p id={errorId} className="form-error" role="alert">
            <AlertIcon size={16} />
            {error}
          </p>
        )}

        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy && <span className="spinner" aria-hidden="true" />}
            Access
          </button>
        </div>
      </form>
    </dialog>
  )
}
