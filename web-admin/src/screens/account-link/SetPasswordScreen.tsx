/**
 * The public pages a link opens (issue 19): /admin/invite?token=… ("Set your password", for someone
 * invited to the staff) and /admin/reset-password?token=… (a new password after "Forgot password?").
 * A new password twice (policy as everywhere: the server says why one is refused, at the field);
 * on success the person is sent to sign in, with the e-mail filled in. An invitation link is looked
 * up first, so a stale one says so before anything is typed.
 */
import { useEffect, useState, type FormEvent } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { BRAND } from '../../../../shared/brand.ts'
import { MIN_PASSWORD_LENGTH, roleLabel } from '../../../../shared/roles.ts'
import { readRefusal } from '../../../../shared/refusal.ts'
import type { InvitationLookup } from '../../../../shared/api/staff-accounts.ts'
import { invitationsApi, passwordResetApi } from '../../api/staff-accounts.ts'
import { BrandMark } from '../../components/BrandMark.tsx'
import { Field } from '../../components/Field.tsx'
import { Icon } from '../../components/Icon.tsx'
import { Loader } from '../../components/Loader.tsx'
import { Notice } from '../../components/Notice.tsx'
import { PasswordInput } from '../../components/PasswordInput.tsx'
import { PasswordStrength } from '../../components/PasswordStrength.tsx'
import { ThemeToggle } from '../../components/ThemeToggle.tsx'
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts'

export type LinkPurpose = 'invite' | 'reset'

export const PASSWORD_SET = 'Your password is set. Sign in with it.'
export const PASSWORDS_DIFFER = 'The two passwords are not the same.'
const NO_TOKEN = 'This link is incomplete. Open the link from your e-mail again, or copy all of it into the address bar.'

/** What the login screen is told after a password was set here (router state). */
export interface PasswordSetState {
  email: string
  message: string
}

export function SetPasswordScreen({ purpose }: { purpose: LinkPurpose }) {
  const title = purpose === 'invite' ? 'Set your password' : 'Choose a new password'
  useDocumentTitle(title)
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const navigate = useNavigate()
  const [invitation, setInvitation] = useState<InvitationLookup | null>(null)
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : NO_TOKEN)
  const [checking, setChecking] = useState(purpose === 'invite' && Boolean(token))
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)

  useEffect(() => {
    if (purpose !== 'invite' || !token) return
    let live = true
    invitationsApi
      .lookup(token)
      .then((response) => {
        if (!live) return
        if (response.ok) setInvitation(response.data)
        else setLinkProblem(readRefusal(response.status, response.data, { fallback: 'This invitation link cannot be used.' }).summary)
      })
      .catch(() => live && setError('The server cannot be reached. Check your connection and try again.'))
      .finally(() => live && setChecking(false))
    return () => {
      live = false
    }
  }, [purpose, token])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setError(null)
    setFieldError(null)
    if (password.length < MIN_PASSWORD_LENGTH) return setFieldError(`Use at least ${MIN_PASSWORD_LENGTH} characters.`)
    if (password !== confirm) return setError(PASSWORDS_DIFFER)
    setSubmitting(true)
    try {
      const response = purpose === 'invite' ? await invitationsApi.accept(token, password) : await passwordResetApi.complete(token, password)
      if (response.ok) {
        const state: PasswordSetState = { email: response.data.email, message: PASSWORD_SET }
        return navigate('/login', { replace: true, state })
      }
      const refusal = readRefusal(response.status, response.data, { retryAfter: response.headers?.get('retry-after'), fallback: 'The password could not be set.' })
      if (response.status === 404) return setLinkProblem(refusal.summary)
      if (refusal.fields.password) setFieldError(refusal.fields.password)
      else setError(refusal.summary)
    } catch {
      setError('The server cannot be reached. Check your connection and try again.')
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <div className="login">
      <main className="login-main">
        <div className="login-toolbar">
          <Link className="login-back" to="/login">
            <Icon name="arrowLeft" size={16} />
            Back to sign-in
          </Link>
          <ThemeToggle />
        </div>
        <div className="login-card">
          <div className="login-card-brand">
            <BrandMark />
          </div>
          <h1 className="login-title">{title}</h1>
          {purpose === 'invite' && invitation && (
            <p className="login-subtitle">
              Welcome to the {BRAND.name} console, {invitation.name}. You join as {roleLabel(invitation.role)} and sign in as <strong>{invitation.email}</strong>.
            </p>
          )}
          {purpose === 'reset' && !linkProblem && <p className="login-subtitle">Setting a new password signs your account out everywhere.</p>}

          {checking ? (
            <Loader label="Checking your invitation…" />
          ) : linkProblem ? (
            <div className="login-signed-out">
              <Notice tone="warning" role="alert">
                {linkProblem}
              </Notice>
            </div>
          ) : (
            <form className="login-form" onSubmit={submit} noValidate>
              {error && (
                <p className="form-error" role="alert">
                  <Icon name="alert" size={18} />
                  {error}
                </p>
              )}
              <Field label="New password" required error={fieldError} hint={`At least ${MIN_PASSWORD_LENGTH} characters, not a common password, not your e-mail.`}>
                {(control) => (
                  <>
                    <PasswordInput {...control} name="new-password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
                    <PasswordStrength password={password} userInputs={invitation ? [invitation.email, invitation.name] : []} />
                  </>
                )}
              </Field>
              <Field label="Repeat the password" required>
                {(control) => <PasswordInput {...control} name="repeat-password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />}
              </Field>
              <button type="submit" className="button button-primary button-block button-lg" disabled={submitting}>
                {submitting && <span className="spinner spinner-sm" aria-hidden="true" />}
                {submitting ? 'Saving…' : 'Set my password'}
              </button>
            </form>
          )}
        </div>
      </main>
    </div>
  )
}
