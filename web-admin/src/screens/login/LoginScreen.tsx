/**
 * Sign-in (admin-area §2 "Login"): e-mail and password, both required; the button is disabled
 * while the call runs; a wrong pair shows "Invalid email or password". A throttled sign-in (429)
 * says how long to wait (from Retry-After) and keeps the button disabled with a live countdown,
 * for that e-mail only (the server locks an account from this address; another e-mail may sign in).
 * After the server ended the session (deactivated, timed out...) the screen says why.
 * Success leads to the dashboard.
 */
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router-dom'
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

export { LOGIN_FAILED }

export function LoginScreen() {
  useDocumentTitle('Sign in')
  const login = useAuth((s) => s.login)
  const signedOutMessage = useAuth((s) => s.signedOutMessage)
  const navigate = useNavigate()
  const { email, setEmail, password, setPassword, submitting, error, waitLeft, submit } = useSignInForm(login, () => navigate('/dashboard', { replace: true }))
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
          <h1 className="login-title">Sign in</h1>
          <p className="login-subtitle">Staff access to the {BRAND.name} admin console.</p>

          {signedOutMessage && (
            <div className="login-signed-out">
              <Notice tone="warning" role="status">
                {signedOutMessage}
              </Notice>
            </div>
          )}

          <div className="login-error-slot" aria-live="assertive">
            {error && (
              <p className="form-error" role="alert">
                <Icon name="alert" size={18} />
                {error}
              </p>
            )}
          </div>

          <form ref={formRef} className="login-form" onSubmit={submit} noValidate>
            <SignInFields email={email} onEmailChange={setEmail} password={password} onPasswordChange={setPassword} autoFocusEmail />
            <button type="submit" className="button button-primary button-block button-lg" disabled={submitting || waitLeft > 0}>
              {submitting && <span className="spinner spinner-sm" aria-hidden="true" />}
              {waitLeft > 0 && <Icon name="clock" size={18} />}
              {submitting ? 'Signing in…' : waitLeft > 0 ? `Try again in ${clockLabel(waitLeft)}` : 'Sign in'}
            </button>
          </form>
          <p className="login-help">Trouble signing in? Contact a super admin of your team.</p>
        </div>
      </main>
    </div>
  )
}
