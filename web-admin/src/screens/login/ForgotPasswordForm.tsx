/**
 * "Forgot password?" on the sign-in page (issue 19): an e-mail address, then always the same answer
 * (the server says the same whether or not the address has an account). A throttled request (429)
 * says how long to wait. The link in the mail opens /admin/reset-password.
 */
import { useState, type FormEvent } from 'react'
import { readRefusal } from '../../../../shared/refusal.ts'
import { passwordResetApi } from '../../api/staff-accounts.ts'
import { Field } from '../../components/Field.tsx'
import { Icon } from '../../components/Icon.tsx'
import { Notice } from '../../components/Notice.tsx'

export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const [email, setEmail] = useState(initialEmail)
  const [sent, setSent] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!email.trim()) return setError('Please enter your e-mail address')
    setSubmitting(true)
    setError(null)
    try {
      const response = await passwordResetApi.request(email.trim())
      if (response.ok) setSent(response.data.message)
      else setError(readRefusal(response.status, response.data, { retryAfter: response.headers?.get('retry-after'), fallback: 'The request could not be sent.' }).summary)
    } catch {
      setError('The server cannot be reached. Check your connection and try again.')
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <>
      {sent ? (
        <div className="login-signed-out">
          <Notice tone="success" role="status">
            {sent}
          </Notice>
        </div>
      ) : (
        <form className="login-form" onSubmit={submit} noValidate>
          <p className="login-subtitle">Enter the e-mail address of your staff account. We will e-mail you a link to choose a new password.</p>
          {error && (
            <p className="form-error" role="alert">
              <Icon name="alert" size={18} />
              {error}
            </p>
          )}
          <Field label="Email" required>
            {(control) => (
              <input {...control} className="input" type="email" name="email" inputMode="email" autoComplete="username" spellCheck={false} maxLength={320} value={email} onChange={(e) => setEmail(e.target.value)} />
            )}
          </Field>
          <button type="submit" className="button button-primary button-block button-lg" disabled={submitting}>
            {submitting && <span className="spinner spinner-sm" aria-hidden="true" />}
            {submitting ? 'Sending…' : 'Send me a reset link'}
          </button>
        </form>
      )}
      <p className="login-help">
        <button type="button" className="link-button" onClick={onBack}>
          Back to sign-in
        </button>
        {' · '}No e-mail after a few minutes? A super admin can set a new password for you in Settings → Admin Access.
      </p>
    </>
  )
}
