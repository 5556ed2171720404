/**
 * One string field of a designed section or of one of its items, drawn by what it holds: an image
 * (address with a preview and upload), a link, a paragraph (grows with its text) or a line.
 */
import { Field } from '../../components/Field.tsx'
import { fieldKind, fieldLabel } from './pageForm.ts'
import { ImageUrlField } from './ImageUrlField.tsx'

interface TextFieldProps {
  name: string
  value: string
  onChange: (value: string) => void
  readOnly: boolean
  maxLength: number
  /** Prefix of the label for assistive technology ("Founder 2"), so fields of many items stay distinct. */
  context?: string
  /** The server refused the save because of this field: its message. */
  error?: string
  /** The field's path inside its section (data-path), so a refused save can focus it. */
  path?: string
}

export function TextField({ name, value, onChange, readOnly, maxLength, context, error, path }: TextFieldProps) {
  const label = fieldLabel(name)
  const kind = fieldKind(name, value)
  if (kind === 'image') return <ImageUrlField label={label} context={context} value={value} onChange={onChange} readOnly={readOnly} maxLength={maxLength} error={error} path={path} />
  return (
    <Field label={label} error={error} hint={kind === 'long' && value.includes('\n') ? 'One entry per line where the site shows a list.' : undefined}>
      {(control) =>
        kind === 'long' ? (
          <textarea
            {...control}
            aria-label={context ? `${context}: ${label}` : undefined}
            data-path={path}
            className="input textarea"
            rows={Math.min(10, Math.max(3, Math.ceil(value.length / 70) + value.split('\n').length - 1))}
            maxLength={maxLength}
            readOnly={readOnly}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <input
            {...control}
            aria-label={context ? `${context}: ${label}` : undefined}
            data-path={path}
            className="input"
            type="text"
            inputMode={kind === 'url' ? 'url' : undefined}
            spellCheck={kind === 'url' ? false : undefined}
            autoComplete="off"
            maxLength={maxLength}
            readOnly={readOnly}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </Field>
  )
}
