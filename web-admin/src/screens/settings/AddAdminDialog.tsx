/**
 * Add New Admin User (admin-area §5): name, e-mail and password marked required, role viewer,
 * editor (default) or admin — and super_admin, offered only to a super admin. The server checks the rest.
 */
import { useState, type FormEvent } from 'react'
import { MIN_PASSWORD_LENGTH, ROLES, type Role } from '../../../../shared/roles.ts'
import { readRefusal } from '../../../../shared/refusal.ts'
import { adminsApi } from '../../api/endpoints.ts'
import { Dialog } from '../../components/Dialog.tsx'
import { Field } from '../../components/Field.tsx'
import { PasswordInput } from '../../components/PasswordInput.tsx'
import { PasswordStrength } from '../../components/PasswordStrength.tsx'
import { StaffFields } from './StaffFields.tsx'

export const ADMIN_CREATED = 'Admin user created successfully!'

const EMPTY = { name: '', email: '', password: '', role: 'editor' as Role }

interface AddAdminDialogProps {
  open: boolean
  canCreateSuperAdmin: boolean
  onClose: () => void
  onCreated: (message: string) => void
}

export function AddAdminDialog({ open, canCreateSuperAdmin, onClose, onCreated }: AddAdminDialogProps) {
  const [fields, setFields] = useState(EMPTY)
  const [error, setError] = useState<string | null>(null)
  /** Refusals the server tied to one field (a common password...), shown at that field. */
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [submitting, setSubmitting] = useState(false)
  const roles = ROLES.filter((role) => role !== 'super_admin' || canCreateSuperAdmin)

  function close() {
    setFields(EMPTY)
    setError(null)
    setFieldErrors({})
    onClose()
  }

  function fail(message: string) {
    setError(message)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // The browser checks the fields marked required (name, e-mail, password) before this runs.
    setSubmitting(true)
    setError(null)
    setFieldErrors({})
    try {
      const response = await adminsApi.create({ name: fields.name.trim(), email: fields.email.trim(), password: fields.password, role: fields.role })
      if (!response.ok) {
        const refusal = readRefusal(response.status, response.data, { retryAfter: response.headers?.get('retry-after'), fallback: 'Failed to create admin user' })
        setFieldErrors(refusal.fields)
        return fail(refusal.summary)
      }
      setFields(EMPTY)
      onCreated(ADMIN_CREATED)
      onClose()
    } catch (err) {
      console.error('Admin creation failed', err)
      fail('Failed to create admin user')
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <Dialog open={open} onClose={close} title="Add New Admin User" description="They sign in with this e-mail and password; share the password with them privately.">
      <form className="dialog-form" onSubmit={submit}>
        <div className="dialog-body">
          <StaffFields fields={fields} setFields={setFields} roles={roles} error={error} fieldErrors={fieldErrors}>
            <Field label="Password" required error={fieldErrors.password} hint={`At least ${MIN_PASSWORD_LENGTH} characters, not a common password, not their e-mail.`}>
              {(control) => (
                <>
                  <PasswordInput {...control} autoComplete="new-password" value={fields.password} onChange={(e) => setFields((f) => ({ ...f, password: e.target.value }))} />
                  <PasswordStrength password={fields.password} userInputs={[fields.email, fields.name]} />
                </>
              )}
            </Field>
          </StaffFields>
        </div>
        <div className="dialog-footer">
          <button type="button" className="button button-secondary" onClick={close}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={submitting}>
            {submitting && <span className="spinner spinner-sm" aria-hidden="true" />}
            {submitting ? 'Creating…' : 'Create Admin'}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
