/**
 * "Your session has ended": asks for the password again, in place, when a console call answered 401
 * while a form held unsaved changes (stores/auth.ts). The form underneath stays open and keeps
 * everything; after the sign-in the refused call (the save) is sent again. Cancel leaves the form as
 * it is; pressing Save later asks again.
 */
import { useEffect, useRef } from 'react'
import { authApi } from '../../api/endpoints.ts'
import { clockLabel } from '../../lib/signIn.ts'
import { useSignInForm } from '../../lib/useSignInForm.ts'
import { useAuth } from '../../stores/auth.ts'
import { Dialog } from '../Dialog.tsx'
import { Icon } from '../Icon.tsx'
import { SignInFields } from './SignInFields.tsx'

export const REAUTH_TITLE = 'Your session has ended'
export const REAUTH_TEXT = 'Sign in again to save. Nothing is lost: your changes stay in the form behind this window.'

export function ReauthDialog() {
  const reauth = useAuth((s) => s.reauth)
  const email = useAuth((s) => s.user?.email ?? '')
  if (!reauth) return null
  return <ReauthForm message={reauth.message} defaultEmail={email} />
}

function ReauthForm({ message, defaultEmail }: { message: string | null; defaultEmail: string }) {
  const finish = useAuth((s) => s.finishReauth)
  const { email, setEmail, password, setPassword, submitting, error, waitLeft, submit } = useSignInForm(
    (email, password) => authApi.login({ email, password }),
    (data) => finish(data.user),
    defaultEmail,
  )
  const passwordRef = useRef<HTMLInputElement>(null)

  // The e-mail is known: start at the password (after the dialog's own first focus).
  useEffect(() => {
    if (defaultEmail) passwordRef.current?.focus()
  }, [defaultEmail])

  return (
    <Dialog open title={REAUTH_TITLE} description={message ? `${message} Your unsaved changes are still here.` : REAUTH_TEXT} onClose={() => finish(null)}>
      <form className="dialog-form" onSubmit={submit} noValidate>
        <div className="dialog-body">
          {error && (
            <p className="form-error" role="alert">
              <Icon name="alert" size={18} />
              {error}
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
    </Dialog>
  )
}
