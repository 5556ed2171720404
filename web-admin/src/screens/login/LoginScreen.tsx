/**
 * Sign-in (admin-area §2 "Login"): e-mail and password, both required; the button is disabled
 * while the call runs; a wrong pair shows "Invalid email or password". A throttled sign-in (429)
 * says how long to wait (from Retry-After) and keeps the button disabled with a live countdown,
 * for that e-mail only (the server locks an account from this address; another e-mail may sign in).
 * After the server ended the session (deactivated, timed out...) the screen says why.
 * Success leads to the dashboard. For an account with two-factor sign-in the password leads to the
 * second step (SecondStepForm); for one that must set it up first, to the enrolment and its
 * recovery codes, before anything else of the console. "Forgot password?" asks for a reset link
 * (ForgotPasswordForm). After a password was set with an invitation or reset link, the screen says
 * so and has the e-mail filled in.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { BRAND } from '../../../../shared/brand.ts'
import { BrandMark } from '../../components/BrandMark.tsx'
import { Icon } from '../../components/Icon.tsx'
import { Notice } from '../../components/Notice.tsx'
import { SignInFields } from '../../components/session/SignInFields.tsx'
import { ThemeToggle } from '../../components/ThemeToggle.tsx'
import { clockLabel, LOGIN_FAILED } from '../../lib/signIn.ts'
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts'
import { useSignInForm } from '../../lib/useSignInForm.ts'
import { useAuth } from '../../stores/auth.ts'
import type { AdminUser } from '../../../../shared/api/auth.ts'
import type { LoginResponse } from '../../../../shared/api/two-factor.ts'
import { twoFactorApi } from '../../api/two-factor.ts'
import { RecoveryCodesPanel } from '../../components/two-factor/RecoveryCodesPanel.tsx'
import { TwoFactorEnrolment } from '../../components/two-factor/TwoFactorEnrolment.tsx'
import { SecondStepForm } from './SecondStepForm.tsx'
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx'
import type { PasswordSetState } from '../account-link/SetPasswordScreen.tsx'
import '../../components/two-factor/two-factor.css'

type Step = { name: 'password' } | { name: 'forgot' } | { name: 'code' } | { name: 'setup' } | { name: 'codes'; codes: string[]; user: AdminUser }

export { LOGIN_FAILED }

export function LoginScreen() {
  useDocumentTitle('Sign in')
  const signedOutMessage = useAuth((s) => s.signedOutMessage)
  const navigate = useNavigate()
  const passwordSet = (useLocation().state as PasswordSetState | null) ?? null
  const [step, setStep] = useState<Step>({ name: 'password' })
  const [stepMessage, setStepMessage] = useState<string | null>(null)
  const signedIn = useCallback(
    (user: AdminUser) => {
      useAuth.setState({ user, signedOutMessage: null })
      navigate('/dashboard', { replace: true })
    },
    [navigate],
  )
  const backToPassword = useCallback((message: string | null) => {
    setStep({ name: 'password' })
    setStepMessage(message)
  }, [])
  const afterPassword = (data: LoginResponse) => {
    setStepMessage(null)
    if (data.user) return signedIn(data.user)
    setPassword('')
    setStep(data.two_factor_setup_required ? { name: 'setup' } : { name: 'code' })
  }
  const { email, setEmail, password, setPassword, submitting, error, waitLeft, submit } = useSignInForm(
    (email, password) => twoFactorApi.login({ email, password }),
    (data) => afterPassword(data),
    passwordSet?.email ?? '',
  )
  const onSetupExpired = useCallback((message: string) => backToPassword(message), [backToPassword])
  const formRef = useRef<HTMLFormElement>(null)
  // The e-mail field has the focus on arrival, unless the person already moved it.
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) formRef.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus()
  }, [])

  return (
    <div className="login">
      <aside className="login-aside">
        <BrandMark />
        <div className="login-aside-copy">
          <p className="login-aside-kicker">Content studio</p>
          <p className="login-aside-title">{BRAND.tagline}</p>
          <p className="login-aside-text">Publish stories, manage pages and keep {BRAND.domain} in shape — all from one place.</p>
        </div>
        <svg className="login-aside-art" viewBox="0 0 400 400" aria-hidden="true" focusable="false">
          <circle cx="200" cy="200" r="150" />
          <circle cx="200" cy="200" r="105" />
          <circle cx="200" cy="200" r="60" />
          <path d="M50 200h300M200 50v300" />
        </svg>
      </aside>

      <main className="login-main">
        <div className="login-toolbar">
          <a className="login-back" href="/">
            <Icon name="arrowLeft" size={16} />
            Back to website
          </a>
          <ThemeToggle />
        </div>
        <div className="login-card">
          <div className="login-card-brand">
            <BrandMark />
          </div>
          <h1 className="login-title">{step.name === 'password' ? 'Sign in' : step.name === 'forgot' ? 'Forgot password' : step.name === 'code' ? 'Two-factor sign-in' : 'Set up two-factor sign-in'}</h1>
          {step.name === 'password' && <p className="login-subtitle">Staff access to the {BRAND.name} admin console.</p>}
          {step.name === 'setup' && <p className="login-subtitle">Your account must use two-factor sign-in. Set it up now to continue.</p>}
          {stepMessage && (
            <div className="login-signed-out">
              <Notice tone="warning" role="status">
                {stepMessage}
              </Notice>
            </div>
          )}

          {passwordSet && step.name === 'password' && !signedOutMessage && (
            <div className="login-signed-out">
              <Notice tone="success" role="status">
                {passwordSet.message}
              </Notice>
            </div>
          )}

          {signedOutMessage && step.name === 'password' && (
            <div className="login-signed-out">
              <Notice tone="warning" role="status">
                {signedOutMessage}
              </Notice>
            </div>
          )}

          {step.name === 'forgot' && <ForgotPasswordForm initialEmail={email} onBack={() => backToPassword(null)} />}
          {step.name === 'code' && <SecondStepForm onSignedIn={signedIn} onExpired={backToPassword} onCancel={() => backToPassword(null)} />}
          {step.name === 'setup' && <TwoFactorEnrolment onEnabled={({ recovery_codes, user }) => (user ? setStep({ name: 'codes', codes: recovery_codes, user }) : backToPassword(null))} onCancel={() => backToPassword(null)} onExpired={onSetupExpired} />}
          {step.name === 'codes' && <RecoveryCodesPanel codes={step.codes} onDone={() => signedIn(step.user)} doneLabel="Saved: continue to the console" />}

          {step.name === 'password' && <div className="login-error-slot" aria-live="assertive">
            {error && (
              <p className="form-error" role="alert">
                <Icon name="alert" size={18} />
                {error}
              </p>
            )}
          </div>}

          {step.name === 'password' && <form ref={formRef} className="login-form" onSubmit={submit} noValidate>
            <SignInFields email={email} onEmailChange={setEmail} password={password} onPasswordChange={setPassword} autoFocusEmail />
            <button type="submit" className="button button-primary button-block button-lg" disabled={submitting || waitLeft > 0}>
              {submitting && <span className="spinner spinner-sm" aria-hidden="true" />}
              {waitLeft > 0 && <Icon name="clock" size={18} />}
              {submitting ? 'Signing in…' : waitLeft > 0 ? `Try again in ${clockLabel(waitLeft)}` : 'Sign in'}
            </button>
          </form>}
          {step.name === 'password' && (
            <p className="login-help">
              <button type="button" className="link-button" onClick={() => setStep({ name: 'forgot' })}>
                Forgot password?
              </button>
              {' · '}Trouble signing in? Contact a super admin of your team.
            </p>
          )}
        </div>
      </main>
    </div>
  )
}
