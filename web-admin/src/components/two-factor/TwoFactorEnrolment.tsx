/**
 * Setting up two-factor sign-in: the QR code (drawn by the server as SVG, shown as an image so it
 * can carry nothing but a picture), the secret as text for apps that cannot scan, and the first code
 * to confirm. Used by My Profile and by the login screen when an account must set it up first.
 * `onEnabled` receives the recovery codes (and, from the login screen, the signed-in user).
 * `askPassword` (My Profile) asks for the account's password too, since a signed-in browser left
 * open is not proof that its owner is the one turning it on.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { RecoveryCodes, TwoFactorSetup } from '../../../../shared/api/two-factor.ts'
import { readRefusal } from '../../../../shared/refusal.ts'
import { errorMessage } from '../../api/client.ts'
import { PasswordInput } from '../PasswordInput.tsx'
import { twoFactorApi } from '../../api/two-factor.ts'
import { Field } from '../Field.tsx'
import './two-factor.css'

const SETUP_FAILED = 'Could not start the setup. Please try again.'
const ENABLE_FAILED = 'Could not turn on two-factor sign-in. Please try again.'

interface EnrolmentProps {
  onEnabled: (result: RecoveryCodes) => void
  onCancel?: () => void
  onExpired?: (message: string) => void
  askPassword?: boolean
}

export function TwoFactorEnrolment({ onEnabled, onCancel, onExpired, askPassword = false }: EnrolmentProps) {
  const [password, setPassword] = useState('')
  const [passwordError, setPasswordError] = useState<string | null>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const codeRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    let live = true
    twoFactorApi.setup().then(
      (response) => {
        if (!live) return
        if (response.ok) return setSetup(response.data)
        const message = errorMessage(response, SETUP_FAILED)
        if (response.status === 401 && onExpired) return onExpired(message)
        setLoadError(message)
      },
      () => live && setLoadError(SETUP_FAILED),
    )
    return () => {
      live = false
    }
  }, [onExpired])

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (askPassword && !password) {
      setPasswordError('Enter your password to confirm it is you.')
      return passwordRef.current?.focus()
    }
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) {
      setCodeError('Enter the 6-digit code your authenticator app shows')
      return codeRef.current?.focus()
    }
    setBusy(true)
    setCodeError(null)
    setPasswordError(null)
    try {
      const response = await twoFactorApi.enable(code.replace(/\s/g, ''), askPassword ? password : undefined)
      if (response.ok) return onEnabled(response.data)
      const message = errorMessage(response, ENABLE_FAILED)
      if (response.status === 401 && onExpired) return onExpired(message)
      // A refusal about the password is said at the password; anything else at the code.
      const refusal = readRefusal(response.status, response.data, { retryAfter: response.headers?.get('retry-after'), fallback: ENABLE_FAILED })
      if (refusal.fields.password) {
        setPasswordError(refusal.fields.password)
        return passwordRef.current?.focus()
      }
      setCodeError(refusal.fields.code ?? message)
      codeRef.current?.focus()
    } catch {
      setCodeError(ENABLE_FAILED)
    } finally {
      setBusy(false)
    }
  }

  if (loadError) return <p className="form-error" role="alert">{loadError}</p>
  if (!setup) return <p className="two-factor-loading">Preparing your authenticator setup…</p>

  const qr = `data:image/svg+xml;base64,${btoa(setup.qr_svg)}`
  return (
    <form className="two-factor-enrol" onSubmit={confirm} noValidate>
      <ol className="two-factor-steps">
        <li>Open an authenticator app (Google Authenticator, 1Password, Authy…) and scan this code.</li>
        <li>
          Or type this key into the app:{' '}
          <code className="two-factor-secret" data-testid="two-factor-secret">
            {setup.secret}
          </code>
        </li>
        <li>Enter the 6-digit code the app shows to finish.</li>
      </ol>
      <img className="two-factor-qr" src={qr} width={200} height={200} alt="QR code to scan with your authenticator app" />
      {askPassword && (
        <Field label="Your password" required hint="To confirm it is you." error={passwordError}>
          {(control) => (
            <PasswordInput
              {...control}
              ref={passwordRef}
              name="current_password"
              autoComplete="current-password"
              maxLength={200}
              value={password}
              onChange={(e) => {
                setPassword(e.target.value)
                setPasswordError(null)
              }}
            />
          )}
        </Field>
      )}
      <Field label="Code from the app" required error={codeError}>
        {(control) => (
          <input
            {...control}
            ref={codeRef}
            className="input two-factor-code-input"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code}
            onChange={(e) => {
              setCode(e.target.value)
              setCodeError(null)
            }}
          />
        )}
      </Field>
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy && <span className="spinner spinner-sm" aria-hidden="true" />}
          {busy ? 'Checking…' : 'Turn on two-factor sign-in'}
        </button>
        {onCancel && (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  )
}
