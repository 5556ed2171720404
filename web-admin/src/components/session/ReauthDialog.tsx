/**
 * "Your session has ended": asks for the password again, in place, when a console call answered 401
 * while a form held unsaved changes (stores/auth.ts). The form underneath stays open and keeps
 * everything; after the sign-in the refused call (the save) is sent again. Cancel leaves the form as
 * it is; pressing Save later asks again. An account with two-factor sign-in is asked for its code
 * next, in the same window (SecondStepForm); one that must first set it up is told to sign in on
 * the sign-in page, since enrolment needs more room than this window (its changes stay here).
 */
import { useEffect, useRef, useState } from 'react'
import type { LoginResponse } from '../../../../shared/api/two-factor.ts'
import { twoFactorApi } from '../../api/two-factor.ts'
import { clockLabel } from '../../lib/signIn.ts'
import { useSignInForm } from '../../lib/useSignInForm.ts'
import { useAuth } from '../../stores/auth.ts'
import { Dialog } from '../Dialog.tsx'
import { Icon } from '../Icon.tsx'
import { SignInFields } from './SignInFields.tsx'
import { SecondStepForm } from '../../screens/login/SecondStepForm.tsx'

export const REAUTH_TITLE = 'Your session has ended'
export const REAUTH_TEXT = 'Sign in again to save. Nothing is lost: your changes stay in the form behind this window.'

export function ReauthDialog() {
  const reauth = useAuth((s) => s.reauth)
  const email = useAuth((s) => s.user?.email ?? '')
  if (!reauth) return null
  return <ReauthForm message={reauth.message} defaultEmail={email} />
}

const SETUP_ELSEWHERE = 'Your account must now use two-factor sign-in. Open the console in a new tab and sign in there to set it up, then sign in here again.'

function ReauthForm({ message, defaultEmail }: { message: string | null; defaultEmail: string }) {
  const finish = useAuth((s) => s.finishReauth)
  const [step, setStep] = useState<'password' | 'code'>('password')
  const [stepMessage, setStepMessage] = useState<string | null>(null)
  const afterPassword = (data: LoginResponse) => {
    if (data.user) return finish(data.user)
    setPassword('')
    if (data.two_factor_setup_required) return setStepMessage(SETUP_ELSEWHERE)
    setStepMessage(null)
    setStep('code')
  }
  const { email, setEmail, password, setPassword, submitting, error, waitLeft, submit } = useSignInForm(
    (email, password) => twoFactorApi.login({ email, password }),
    (data) => afterPassword(data),
    defaultEmail,
  )
  const passwordRef = useRef<HTMLInputElement>(null)

  // The e-mail is known: start at the password (after the dialog's own first focus).
  useEffect(() => {
    if (defaultEmail) passwordRef.current?.focus()
  }, [defaultEmail])

  return (
    <Dialog open title={REAUTH_TITLE} description={message ? `${message} Your unsaved changes are still here.` : REAUTH_TEXT} onClose={() => finish(null)}>
      {step === 'code' ? (
        <div className="dialog-body">
          <SecondStepForm
            onSignedIn={(user) => finish(user)}
            onExpired={(expired) => {
              setStep('password')
              setStepMessage(expired)
            }}
            onCancel={() => setStep('password')}
          />
        </div>
      ) : (
        <form className="dialog-form" onSubmit={submit} noValidate>
          <div className="dialog-body">
            {(error ?? stepMessage) && (
              <p className="form-error" role="alert">
                <Icon name="alert" size={18} />
                {error ?? stepMessage}
              </p>
            )}
            <SignInFields email={email} onEmailChange={setEmail} password={password} onPasswordChange={setPassword} passwordRef={passwordRef} />
          </div>
          <div className="dialog-footer">
            <button type="button" className="button button-secondary" onClick={() => finish(null)}>
              Cancel
            </button>
            <button type="submit" className="button button-primary" disabled={submitting || waitLeft > 0}>
              {submitting ? <span className="spinner spinner-sm" aria-hidden="true" /> : <Icon name={waitLeft > 0 ? 'clock' : 'key'} size={18} />}
              {submitting ? 'Signing in…' : waitLeft > 0 ? `Try again in ${clockLabel(waitLeft)}` : 'Sign in again'}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  )
}
