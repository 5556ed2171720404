/**
 * Change Password (admin-area §5): all three fields, new = confirm, new at least 6 characters,
 * checked in that order; then the server checks the current password.
 */
import { useState, type FormEvent } from 'react'
import { MIN_PASSWORD_LENGTH } from '../../../../shared/roles.ts'
import { errorMessage } from '../../api/client.ts'
import { profileApi } from '../../api/endpoints.ts'
import { Dialog } from '../../components/Dialog.tsx'
import { Field } from '../../components/Field.tsx'
import { Icon } from '../../components/Icon.tsx'
import { PasswordInput } from '../../components/PasswordInput.tsx'
import { notify } from '../../lib/dialogs.ts'

export const PASSWORD_CHANGED = 'Password changed successfully! Please use your new password for future logins.'

const EMPTY = { current: '', next: '', confirm: '' }

export function ChangePasswordDialog({ open, onClose, onChanged }: { open: boolean; onClose: () => void; onChanged: (message: string) => void }) {
  const [fields, setFields] = useState(EMPTY)
  const [error, setError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)

  function close() {
    setFields(EMPTY)
    setError(null)
    onClose()
  }

  function fail(message: string) {
    setError(message)
    notify(message)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const { current, next, confirm } = fields
    if (!current || !next || !confirm) return fail('Please fill in all password fields')
    if (next !== confirm) return fail('New passwords do not match')
    if (next.length < MIN_PASSWORD_LENGTH) return fail(`New password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
    setSubmitting(true)
    setError(null)
    try {
      const response = await profileApi.changePassword({ currentPassword: current, newPassword: next })
      if (!response.ok) return fail(errorMessage(response, 'Failed to change password'))
      notify(PASSWORD_CHANGED)
      setFields(EMPTY)
      onChanged(PASSWORD_CHANGED)
      onClose()
    } catch (err) {
      console.error('Password change failed', err)
      fail('Failed to change password')
    } finally {
      setSubmitting(false)
    }
  }

  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value }))

  return (
    <Dialog open={open} onClose={close} title="Change Password" description="Other signed-in sessions of your account end when the password changes.">
      <form className="dialog-form" onSubmit={submit} noValidate>
        <div className="dialog-body">
          {error && (
            <p className="form-error" role="alert">
              <Icon name="alert" size={18} />
              {error}
            </p>
          )}
          <Field label="Current password" required>
            {(control) => <PasswordInput {...control} autoComplete="current-password" value={fields.current} onChange={set('current')} />}
          </Field>
          <Field label="New password" required hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}>
            {(control) => <PasswordInput {...control} autoComplete="new-password" value={fields.next} onChange={set('next')} />}
          </Field>
          <Field label="Confirm new password" required>
            {(control) => <PasswordInput {...control} autoComplete="new-password" value={fields.confirm} onChange={set('confirm')} />}
          </Field>
        </div>
        <div className="dialog-footer">
          <button type="button" className="button button-secondary" onClick={close}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={submitting}>
            {submitting && <span className="spinner spinner-sm" aria-hidden="true" />}
            {submitting ? 'Changing…' : 'Change Password'}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
