/** A labelled form control with an optional hint, warning (allowed, but worth knowing) and error, wired for assistive technology. */
import { useId, type ReactNode } from 'react'
import { Icon } from './Icon.tsx'

export interface ControlProps {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: true
  required?: boolean
}

interface FieldProps {
  label: string
  hint?: ReactNode
  error?: string | null
  /** Said next to the field without refusing it ("visitors would see Page not found"); an error takes its place. */
  warning?: string | null
  required?: boolean
  children: (control: ControlProps) => ReactNode
}

export function Field({ label, hint, error, warning, required, children }: FieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const warningId = `${id}-warning`
  const warned = !error && warning ? warning : null
  const describedBy = [error ? errorId : null, warned ? warningId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <div className="field-label-row">
        <label className="field-label" htmlFor={id}>
          {label}
        </label>
        {required && (
          <span className="field-required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined, required })}
      {error && (
        <p id={errorId} className="field-error">
          <Icon name="alert" size={15} />
          {error}
        </p>
      )}
      {warned && (
        <p id={warningId} className="field-warning">
          <Icon name="alert" size={15} />
          {warned}
        </p>
      )}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  )
}
