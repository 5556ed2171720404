/**
 * The fields a new staff member is described by, shared by Add Admin and Invite: the dialog's
 * refusal, name, e-mail, whatever the dialog adds (Add Admin's password) and role, each field with
 * the server's refusal at it.
 */
import type { ReactNode } from 'react'
import { roleLabel, type Role } from '../../../../shared/roles.ts'
import { Field } from '../../components/Field.tsx'
import { Icon } from '../../components/Icon.tsx'

export interface StaffIdentity {
  name: string
  email: string
  role: Role
}

interface StaffFieldsProps<T extends StaffIdentity> {
  fields: T
  setFields: (update: (fields: T) => T) => void
  /** Roles the signed-in admin may give. */
  roles: readonly Role[]
  error: string | null
  fieldErrors: Record<string, string>
  /** Drawn between e-mail and role. */
  children?: ReactNode
}

export function StaffFields<T extends StaffIdentity>({ fields, setFields, roles, error, fieldErrors, children }: StaffFieldsProps<T>) {
  return (
    <>
      {error && (
        <p className="form-error" role="alert">
          <Icon name="alert" size={18} />
          {error}
        </p>
      )}
      <Field label="Name" required error={fieldErrors.name}>
        {(control) => <input {...control} className="input" type="text" autoComplete="off" maxLength={200} value={fields.name} onChange={(e) => setFields((f) => ({ ...f, name: e.target.value }))} />}
      </Field>
      <Field label="Email" required error={fieldErrors.email}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="email"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            maxLength={320}
            value={fields.email}
            onChange={(e) => setFields((f) => ({ ...f, email: e.target.value }))}
          />
        )}
      </Field>
      {children}
      <Field label="Role" hint="Viewers read; editors also publish content; admins also change settings; super admins also manage admin users.">
        {(control) => (
          <select {...control} className="input select" value={fields.role} onChange={(e) => setFields((f) => ({ ...f, role: e.target.value as Role }))}>
            {roles.map((role) => (
              <option key={role} value={role}>
                {roleLabel(role)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  )
}
