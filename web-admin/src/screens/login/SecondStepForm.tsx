/**
 * The second sign-in step for an account with two-factor sign-in: the 6-digit code from the
 * authenticator app, or ("Use a recovery code") one of the recovery codes. A refusal is shown at
 * the field; too many wrong codes (429) say when to try again and the button counts down; an expired
 * step (5 minutes) sends the person back to the password with a message.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { AdminUser } from '../../../../shared/api/auth.ts'
import { errorMessage, retryAfterSeconds } from '../../api/client.ts'
import { twoFactorApi } from '../../api/two-factor.ts'
import { Field } from '../../components/Field.tsx'
import { Icon } from '../../components/Icon.tsx'
import { clockLabel, LOGIN_UNREACHABLE, waitPhrase } from '../../lib/signIn.ts'
import { useSecondsLeft } from '../../lib/useSecondsLeft.ts'

const CHECK_FAILED = 'That code could not be checked. Please try again.'

export function SecondStepForm({ onSignedIn, onExpired, onCancel }: { onSignedIn: (user: AdminUser) => void; onExpired: (message: string) => void; onCancel: () => void }) {
  const [useRecovery, setUseRecovery] = useState(false)
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [retryAt, setRetryAt] = useState<number | null>(null)
  const waitLeft = useSecondsLeft(retryAt)
  const inputRef = useRef<HTMLInputElement>(null)

  useEffect(() => inputRef.current?.focus(), [useRecovery])
  useEffect(() => {
    if (retryAt !== null && waitLeft === 0) {
      setRetryAt(null)
      setError(null)
    }
  }, [retryAt, waitLeft])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy || waitLeft > 0) return
    const typed = value.trim()
    if (!typed) return setError(useRecovery ? 'Enter one of your recovery codes' : 'Enter the 6-digit code from your authenticator app')
    setBusy(true)
    setError(null)
    try {
      const response = await twoFactorApi.secondStep(useRecovery ? { recovery_code: typed } : { code: typed })
      if (response.ok) return onSignedIn(response.data.user)
      if (response.status === 401 && (response.data as { pending_expired?: boolean } | null)?.pending_expired) return onExpired(errorMessage(response, ''))
      if (response.status === 429) {
        const wait = retryAfterSeconds(response) ?? 60
        setRetryAt(Date.now() + wait * 1000)
        setError(`Too many wrong codes. Please wait ${waitPhrase(wait)} and try again.`)
      } else {
        setError(errorMessage(response, CHECK_FAILED))
      }
      setValue('')
      inputRef.current?.focus()
    } catch {
      setError(LOGIN_UNREACHABLE)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <p className="login-subtitle">
        {useRecovery ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in.' : 'Enter the 6-digit code from your authenticator app.'}
      </p>
      <Field label={useRecovery ? 'Recovery code' : 'Authentication code'} required error={error}>
        {(control) => (
          <input
            {...control}
            key={useRecovery ? 'recovery' : 'code'}
            ref={inputRef}
            className="input"
            name={useRecovery ? 'recovery_code' : 'code'}
            inputMode={useRecovery ? 'text' : 'numeric'}
            autoComplete={useRecovery ? 'off' : 'one-time-code'}
            autoCapitalize="none"
            spellCheck={false}
            maxLength={useRecovery ? 40 : 7}
            value={value}
            onChange={(e) => {
              setValue(e.target.value)
              if (waitLeft === 0) setError(null)
            }}
          />
        )}
      </Field>
      <button type="submit" className="button button-primary button-block button-lg" disabled={busy || waitLeft > 0}>
        {busy && <span className="spinner spinner-sm" aria-hidden="true" />}
        {waitLeft > 0 && <Icon name="clock" size={18} />}
        {busy ? 'Checking…' : waitLeft > 0 ? `Try again in ${clockLabel(waitLeft)}` : 'Verify'}
      </button>
      <button
        type="button"
        className="two-factor-link"
        onClick={() => {
          setUseRecovery((r) => !r)
          setValue('')
          if (waitLeft === 0) setError(null)
        }}
      >
        {useRecovery ? 'Use the code from my authenticator app' : 'Use a recovery code'}
      </button>
      <button type="button" className="two-factor-link" onClick={onCancel}>
        Back to email and password
      </button>
    </form>
  )
}
