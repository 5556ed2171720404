/**
 * Two-factor sign-in in My Profile: whether it is on; setting it up (your password, QR code, key,
 * first code) and showing the recovery codes once; new recovery codes (your password; the old ones
 * stop working), shown once too; turning it off with your password and a current code (not while
 * the requirement set in Admin Access covers this account). Refusals are said at their field.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react'
import type { TwoFactorStatus } from '../../../../shared/api/two-factor.ts'
import { readRefusal } from '../../../../shared/refusal.ts'
import { twoFactorApi } from '../../api/two-factor.ts'
import { Field } from '../../components/Field.tsx'
import { Icon } from '../../components/Icon.tsx'
import { PasswordInput } from '../../components/PasswordInput.tsx'
import { StatusText, type Status } from '../../components/StatusText.tsx'
import { RecoveryCodesPanel } from '../../components/two-factor/RecoveryCodesPanel.tsx'
import { TwoFactorEnrolment } from '../../components/two-factor/TwoFactorEnrolment.tsx'
import '../../components/two-factor/two-factor.css'

type View = 'summary' | 'enrol' | 'new-codes' | { codes: string[] }
type Problems = { password?: string; code?: string }
const TURN_OFF_FAILED = 'Could not turn off two-factor sign-in.'
const NEW_CODES_FAILED = 'Could not make new recovery codes.'

export function TwoFactorSection() {
  const [state, setState] = useState<TwoFactorStatus | null>(null)
  const [view, setView] = useState<View>('summary')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [problems, setProblems] = useState<Problems>({})
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState<Status | null>(null)

  const load = useCallback(async () => {
    const response = await twoFactorApi.status().catch(() => null)
    if (response?.ok) setState(response.data)
  }, [])
  useEffect(() => {
    void load()
  }, [load])

  /** Refusals at their field (password or code), anything else (throttled, required) beside the button. */
  function refused(response: { status: number; data: unknown; headers?: Headers }, fallback: string, form: HTMLFormElement) {
    const refusal = readRefusal(response.status, response.data, { retryAfter: response.headers?.get('retry-after'), fallback })
    const next: Problems = { password: refusal.fields.password, code: refusal.fields.code }
    if (!next.password && !next.code) setStatus({ tone: 'error', text: refusal.summary })
    setProblems(next)
    form.querySelector<HTMLElement>(next.password ? '[name="current_password"]' : '[name="disable_code"]')?.focus()
  }

  async function turnOff(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const missing: Problems = {
      password: password ? undefined : 'Enter your password to confirm it is you.',
      code: code.trim() ? undefined : 'Enter the 6-digit code from your authenticator app, or a recovery code',
    }
    if (missing.password || missing.code) {
      setProblems(missing)
      return form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    }
    setBusy(true)
    setProblems({})
    setStatus(null)
    try {
      const response = await twoFactorApi.disable(code.trim(), password)
      if (!response.ok) return refused(response, TURN_OFF_FAILED, form)
      setCode('')
      setPassword('')
      setStatus({ tone: 'success', text: 'Two-factor sign-in is off.' })
      await load()
    } catch {
      setStatus({ tone: 'error', text: 'Could not reach the server. Please try again.' })
    } finally {
      setBusy(false)
    }
  }

  async function makeNewCodes(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    if (!password) {
      setProblems({ password: 'Enter your password to confirm it is you.' })
      return form.querySelector<HTMLElement>('[name="current_password"]')?.focus()
    }
    setBusy(true)
    setProblems({})
    setStatus(null)
    try {
      const response = await twoFactorApi.newRecoveryCodes({ password })
      if (!response.ok) return refused(response, NEW_CODES_FAILED, form)
      setPassword('')
      setStatus({ tone: 'success', text: 'New recovery codes made. The old ones no longer work.' })
      setView({ codes: response.data.recovery_codes })
    } catch {
      setStatus({ tone: 'error', text: 'Could not reach the server. Please try again.' })
    } finally {
      setBusy(false)
    }
  }

  const passwordField = (
    <Field label="Your password" required hint="To confirm it is you." error={problems.password}>
      {(control) => (
        <PasswordInput
          {...control}
          name="current_password"
          autoComplete="current-password"
          maxLength={200}
          value={password}
          onChange={(e) => {
            setPassword(e.target.value)
            setProblems((p) => ({ ...p, password: undefined }))
          }}
        />
      )}
    </Field>
  )

  function show(next: View) {
    setView(next)
    setPassword('')
    setProblems({})
    setStatus(null)
  }

  return (
    <section className="two-factor-section" aria-labelledby="two-factor-heading">
      <h3 id="two-factor-heading" className="two-factor-title">
        <Icon name="shield" size={18} /> Two-factor sign-in
      </h3>
      {state === null ? (
        <p className="two-factor-loading">Loading…</p>
      ) : typeof view === 'object' ? (
        <RecoveryCodesPanel
          codes={view.codes}
          onDone={() => {
            setView('summary')
            void load()
          }}
        />
      ) : view === 'enrol' ? (
        <TwoFactorEnrolment
          askPassword
          onEnabled={({ recovery_codes }) => {
            setStatus({ tone: 'success', text: 'Two-factor sign-in is on.' })
            setView({ codes: recovery_codes })
          }}
          onCancel={() => setView('summary')}
        />
      ) : view === 'new-codes' ? (
        <form className="form-stack" onSubmit={makeNewCodes} noValidate aria-label="New recovery codes">
          <p>New codes replace all of your recovery codes: the old ones stop working at once. They are shown once, so keep them somewhere safe.</p>
          {passwordField}
          <div className="form-actions">
            <button type="submit" className="button button-primary" disabled={busy}>
              {busy && <span className="spinner spinner-sm" aria-hidden="true" />}
              Make new recovery codes
            </button>
            <button type="button" className="button button-secondary" onClick={() => show('summary')}>
              Cancel
            </button>
            <StatusText status={status} />
          </div>
        </form>
      ) : state.enabled ? (
        <>
          <p data-testid="two-factor-state">
            <span className="badge badge-success">On</span> Signing in asks for a code from your authenticator app. Recovery codes left: {state.recovery_codes_left}.
          </p>
          <div className="form-actions">
            <button type="button" className="button button-secondary" onClick={() => show('new-codes')}>
              <Icon name="key" size={18} />
              New recovery codes
            </button>
          </div>
          {state.required ? (
            <p className="field-hint">Two-factor sign-in is required for your account. If you lose your phone and your recovery codes, ask a super admin to reset it.</p>
          ) : (
            <form className="form-stack" onSubmit={turnOff} noValidate aria-label="Turn off two-factor sign-in">
              {passwordField}
              <Field label="Code to turn it off" required hint="A code from your authenticator app, or one of your recovery codes." error={problems.code}>
                {(control) => (
                  <input
                    {...control}
                    className="input two-factor-code-input"
                    name="disable_code"
                    autoComplete="one-time-code"
                    maxLength={40}
                    value={code}
                    onChange={(e) => {
                      setCode(e.target.value)
                      setProblems((p) => ({ ...p, code: undefined }))
                    }}
                  />
                )}
              </Field>
              <div className="form-actions">
                <button type="submit" className="button button-secondary" disabled={busy}>
                  {busy ? 'Turning off…' : 'Turn off two-factor sign-in'}
                </button>
                <StatusText status={status} />
              </div>
            </form>
          )}
        </>
      ) : (
        <>
          <p data-testid="two-factor-state">
            <span className="badge">Off</span> {state.required ? 'Your account must use two-factor sign-in: set it up now.' : 'Add a second step to signing in: a code from an app on your phone.'}
          </p>
          <div className="form-actions">
            <button type="button" className="button button-primary" onClick={() => show('enrol')}>
              Set up two-factor sign-in
            </button>
            <StatusText status={status} />
          </div>
        </>
      )}
    </section>
  )
}
