/**
 * Two-factor sign-in in My Profile: whether it is on; setting it up (QR code, key, first code) and
 * showing the recovery codes once; turning it off with a current code (not while the requirement
 * set in Admin Access covers this account).
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react'
import type { TwoFactorStatus } from '../../../../shared/api/two-factor.ts'
import { errorMessage } from '../../api/client.ts'
import { twoFactorApi } from '../../api/two-factor.ts'
import { Field } from '../../components/Field.tsx'
import { Icon } from '../../components/Icon.tsx'
import { StatusText, type Status } from '../../components/StatusText.tsx'
import { RecoveryCodesPanel } from '../../components/two-factor/RecoveryCodesPanel.tsx'
import { TwoFactorEnrolment } from '../../components/two-factor/TwoFactorEnrolment.tsx'
import '../../components/two-factor/two-factor.css'

type View = 'summary' | 'enrol' | { codes: string[] }

export function TwoFactorSection() {
  const [state, setState] = useState<TwoFactorStatus | null>(null)
  const [view, setView] = useState<View>('summary')
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState<Status | null>(null)

  const load = useCallback(async () => {
    const response = await twoFactorApi.status().catch(() => null)
    if (response?.ok) setState(response.data)
  }, [])
  useEffect(() => {
    void load()
  }, [load])

  async function turnOff(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!code.trim()) return setCodeError('Enter the 6-digit code from your authenticator app, or a recovery code')
    setBusy(true)
    setCodeError(null)
    try {
      const response = await twoFactorApi.disable(code.trim())
      if (!response.ok) {
        const message = errorMessage(response, 'Could not turn off two-factor sign-in.')
        return response.status === 429 || response.status === 403 ? setStatus({ tone: 'error', text: message }) : setCodeError(message)
      }
      setCode('')
      setStatus({ tone: 'success', text: 'Two-factor sign-in is off.' })
      await load()
    } catch {
      setStatus({ tone: 'error', text: 'Could not reach the server. Please try again.' })
    } finally {
      setBusy(false)
    }
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
          onEnabled={({ recovery_codes }) => {
            setStatus({ tone: 'success', text: 'Two-factor sign-in is on.' })
            setView({ codes: recovery_codes })
          }}
          onCancel={() => setView('summary')}
        />
      ) : state.enabled ? (
        <>
          <p data-testid="two-factor-state">
            <span className="badge badge-success">On</span> Signing in asks for a code from your authenticator app. Recovery codes left: {state.recovery_codes_left}.
          </p>
          {state.required ? (
            <p className="field-hint">Two-factor sign-in is required for your account. If you lose your phone and your recovery codes, ask a super admin to reset it.</p>
          ) : (
            <form className="form-stack" onSubmit={turnOff} noValidate>
              <Field label="Code to turn it off" hint="A code from your authenticator app, or one of your recovery codes." error={codeError}>
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
                      setCodeError(null)
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
            <button type="button" className="button button-primary" onClick={() => setView('enrol')}>
              Set up two-factor sign-in
            </button>
            <StatusText status={status} />
          </div>
        </>
      )}
    </section>
  )
}
