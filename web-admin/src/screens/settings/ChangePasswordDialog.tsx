/**
 * Change Password (admin-area §5): all three fields, new = confirm, new at least 6 characters,
 * checked in that order; then the server checks the current password (and may refuse the new one,
 * e.g. a common password). Each message is shown at the field it concerns (the first such field
 * gets focus); a message about no single field is shown above the fields.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { readRefusal } from '../../../../shared/refusal.ts'
import { MIN_PASSWORD_LENGTH } from '../../../../shared/roles.ts'
import { profileApi } from '../../api/endpoints.ts'
import { Dialog } from '../../components/Dialog.tsx'
import { Field } from '../../components/Field.tsx'
import { Icon } from '../../components/Icon.tsx'
import { PasswordInput } from '../../components/PasswordInput.tsx'
import { PasswordStrength } from '../../components/PasswordStrength.tsx'
import { useAuth } from '../../stores/auth.ts'
import { useUnsavedChanges } from '../../stores/unsavedWork.ts'

export const PASSWORD_CHANGED = 'Password changed successfully! Please use your new password for future logins.'
const CHANGE_FAILED = 'Failed to change password'

const EMPTY = { current: '', next: '', confirm: '' }
type PasswordField = keyof typeof EMPTY
type FieldErrors = Partial<Record<PasswordField, string>>

/** The names of the fields in PUT /api/cms/profile/change-password. */
const API_FIELDS: Record<string, PasswordField> = { currentPassword: 'current', newPassword: 'next' }

const REQUIRED: Record<PasswordField, string> = {
  current: 'Enter your current password.',
  next: 'Enter a new password.',
  confirm: 'Type the new password again.',
}

export function ChangePasswordDialog({ open, onClose, onChanged }: { open: boolean; onClose: () => void; onChanged: (message: string) => void }) {
  const [fields, setFields] = useState(EMPTY)
  const [error, setError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const [submitting, setSubmitting] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const email = useAuth((s) => s.user?.email ?? '')
  // Moves focus to the first refused field once the form is idle again (a field cannot take focus
  // while the request is still in flight and the form is being re-rendered).
  const [refusals, setRefusals] = useState(0)
  useEffect(() => {
    if (refusals && !submitting) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [refusals, submitting])
  // Typed passwords count as unsaved work: an ended session then asks to sign in again in place.
  useUnsavedChanges(open && Object.values(fields).some((value) => value !== ''))

  function close() {
    setFields(EMPTY)
    setError(null)
    setFieldErrors({})
    onClose()
  }

  /** `message` above the fields (null: none) and per-field messages; the first invalid field gets focus. */
  function fail(message: string | null, perField: FieldErrors = {}) {
    setError(message)
    setFieldErrors(perField)
    setRefusals((n) => n + 1)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const { current, next, confirm } = fields
    const missing = (Object.keys(EMPTY) as PasswordField[]).filter((key) => !fields[key])
    if (missing.length > 0) return fail('Please fill in all password fields', Object.fromEntries(missing.map((key) => [key, REQUIRED[key]])))
    if (next !== confirm) return fail(null, { confirm: 'New passwords do not match' })
    if (next.length < MIN_PASSWORD_LENGTH) return fail(null, { next: `New password must be at least ${MIN_PASSWORD_LENGTH} characters long` })
    setSubmitting(true)
    setError(null)
    setFieldErrors({})
    try {
      const response = await profileApi.changePassword({ currentPassword: current, newPassword: next })
      if (!response.ok) {
        const refusal = readRefusal(response.status, response.data, { retryAfter: response.headers?.get('retry-after'), fallback: CHANGE_FAILED })
        const perField: FieldErrors = {}
        for (const [name, message] of Object.entries(refusal.fields)) if (API_FIELDS[name]) perField[API_FIELDS[name]] = message
        const placed = Object.keys(perField).length > 0
        return fail(placed && Object.keys(refusal.fields).length === Object.keys(perField).length ? null : refusal.summary, perField)
      }
      setFields(EMPTY)
      onChanged(PASSWORD_CHANGED)
      onClose()
    } catch (err) {
      console.error('Password change failed', err)
      fail(CHANGE_FAILED)
    } finally {
      setSubmitting(false)
    }
  }

  const set = (key: PasswordField) => (e: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [key]: e.target.value }))
    setFieldErrors((current) => (current[key] ? { ...current, [key]: undefined } : current))
  }

  return (
    <Dialog open={open} onClose={close} title="Change Password" description="Other signed-in sessions of your account end when the password changes.">
      <form ref={formRef} className="dialog-form" onSubmit={submit} noValidate>
        <div className="dialog-body">
          {error && (
            <p className="form-error" role="alert">
              <Icon name="alert" size={18} />
              {error}
            </p>
          )}
          <Field label="Current password" required error={fieldErrors.current}>
            {(control) => <PasswordInput {...control} autoComplete="current-password" value={fields.current} onChange={set('current')} />}
          </Field>
          <Field label="New password" required error={fieldErrors.next} hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}>
            {(control) => (
              <>
                <PasswordInput {...control} autoComplete="new-password" value={fields.next} onChange={set('next')} />
                <PasswordStrength password={fields.next} userInputs={[email]} />
              </>
            )}
          </Field>
          <Field label="Confirm new password" required error={fieldErrors.confirm}>
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
