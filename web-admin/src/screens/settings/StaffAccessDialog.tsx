/**
 * A super admin's changes to another admin's access (not in the spec; issue 16): their role, or a
 * new password. The password is typed, or generated here and shown in the field to pass on
 * privately; setting it signs that admin out everywhere. Refusals (a common password, the last
 * super admin, an owner) are shown in words, at the field they concern.
 */
import { useEffect, useState, type FormEvent } from 'react'
import { MIN_PASSWORD_LENGTH, ROLES, roleLabel, type Role } from '../../../../shared/roles.ts'
import { readRefusal } from '../../../../shared/refusal.ts'
import type { AdminUser } from '../../../../shared/api/auth.ts'
import type { ApiResponse } from '../../api/client.ts'
import { adminsApi } from '../../api/endpoints.ts'
import { Dialog } from '../../components/Dialog.tsx'
import { Field } from '../../components/Field.tsx'
import { Icon } from '../../components/Icon.tsx'
import { PasswordStrength } from '../../components/PasswordStrength.tsx'

export type StaffAccessChange = 'role' | 'password'

/** A password nobody will guess: 16 URL-safe characters (96 bits) from the browser's generator. */
export function generatedPassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_')
}

interface StaffAccessDialogProps {
  admin: AdminUser | null
  change: StaffAccessChange
  onClose: () => void
  onDone: (message: string) => void
}

export function StaffAccessDialog({ admin, change, onClose, onDone }: StaffAccessDialogProps) {
  const [role, setRole] = useState<Role>('editor')
  const [password, setPassword] = useState('')
  const [summary, setSummary] = useState<string | null>(null)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const who = admin ? admin.name || admin.email : ''

  useEffect(() => {
    if (!admin) return
    setRole(admin.role)
    setPassword('')
    setSummary(null)
    setFieldError(null)
  }, [admin, change])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!admin) return
    setSubmitting(true)
    setSummary(null)
    setFieldError(null)
    let response: ApiResponse<unknown>
    try {
      response = change === 'role' ? await adminsApi.setRole(admin.id, role) : await adminsApi.setPassword(admin.id, password)
    } catch {
      response = { ok: false, status: 0, data: null }
    }
    setSubmitting(false)
    if (response.ok) {
      onDone(change === 'role' ? `${who} is now ${roleLabel(role)}.` : `${who} has a new password and was signed out everywhere. Pass the new password on privately.`)
      return onClose()
    }
    const refusal = readRefusal(response.status, response.data, { retryAfter: response.headers?.get('retry-after'), fallback: change === 'role' ? 'Failed to change the role' : 'Failed to set the password' })
    const atField = refusal.fields[change]
    if (atField) setFieldError(atField)
    if (!atField || Object.keys(refusal.fields).length > 1) setSummary(refusal.summary)
  }

  const title = change === 'role' ? `Change role of ${who}` : `Set a new password for ${who}`
  const description =
    change === 'role' ? 'The new role applies at their next click; they stay signed in.' : 'They are signed out everywhere and sign in again with this password.'

  return (
    <Dialog open={admin !== null} onClose={onClose} title={title} description={description}>
      <form className="dialog-form" onSubmit={submit} noValidate>
        <div className="dialog-body">
          {summary && (
            <p className="form-error" role="alert">
              <Icon name="alert" size={18} />
              {summary}
            </p>
          )}
          {change === 'role' ? (
            <Field label="Role" error={fieldError} hint="Viewers read; editors also publish content; admins also change settings; super admins also manage admin users.">
              {(control) => (
                <select {...control} className="input select" value={role} onChange={(e) => setRole(e.target.value as Role)}>
                  {ROLES.map((r) => (
                    <option key={r} value={r}>
                      {roleLabel(r)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : (
            <>
              <Field label="New password" required error={fieldError} hint={`At least ${MIN_PASSWORD_LENGTH} characters, not a common password, not their e-mail.`}>
                {(control) => (
                  <>
                    <input
                      {...control}
                      className="input input-mono"
                      type="text"
                      autoComplete="new-password"
                      spellCheck={false}
                      autoCapitalize="off"
                      maxLength={1024}
                      value={password}
                      onChange={(e) => setPassword(e.target.value)}
                    />
                    <PasswordStrength password={password} userInputs={admin ? [admin.email, admin.name] : []} />
                  </>
                )}
              </Field>
              <button type="button" className="button button-secondary" onClick={() => setPassword(generatedPassword())}>
                <Icon name="key" size={18} />
                Generate a strong password
              </button>
            </>
          )}
        </div>
        <div className="dialog-footer">
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={submitting || (change === 'role' ? role === admin?.role : password.length === 0)}>
            {submitting && <span className="spinner spinner-sm" aria-hidden="true" />}
            {change === 'role' ? 'Save role' : 'Set password'}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
