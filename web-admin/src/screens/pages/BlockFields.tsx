/**
 * The fields of a block (or of one entry of it), each drawn by its declared kind from the catalogue:
 * text, link, number and date (TextInput), image with upload and its alt text beside it
 * (ImageUrlField), icon (IconPicker), a choice (select) and yes/no (a checkbox). A field that holds an
 * image's alt text is drawn with that image, not again on its own. A note to editors kept with seeded
 * content is shown as a note with Remove, never as a field.
 */
import { Field } from '../../components/Field.tsx'
import { optionValues } from '../../../../shared/blocks/fields.ts'
import { EDITOR_NOTE_FIELD, type FieldDescription } from './blockForm.ts'
import { EditorNote } from './EditorNote.tsx'
import { IconPicker } from './IconPicker.tsx'
import { ImageUrlField } from './ImageUrlField.tsx'
import type { BoundField } from './blockForm.ts'
import { TextInput } from './TextInput.tsx'

interface BlockFieldsProps {
  fields: readonly FieldDescription[]
  value: (name: string) => string
  onChange: (name: string, value: string) => void
  /** Removes a value (the editors' note). */
  onRemove: (name: string) => void
  readOnly: boolean
  /** Field name → where a refused save's message goes (data-path), e.g. `title` or `items.2.image`. */
  pathOf: (name: string) => string
  errors: Record<string, string>
  /** Which entry the fields belong to ("Slide 2"), for assistive technology. */
  context?: string
}

export function BlockFields({ fields, value, onChange, onRemove, readOnly, pathOf, errors, context }: BlockFieldsProps) {
  const altNames = new Set(fields.flatMap((f) => (f.kind === 'image' && f.alt ? [f.alt] : [])))
  const bind = (field: FieldDescription): BoundField => ({
    field,
    value: value(field.name),
    onChange: (next) => onChange(field.name, next),
    path: pathOf(field.name),
    error: errors[pathOf(field.name)],
  })
  return (
    <>
      {fields.map((field) => {
        if (altNames.has(field.name)) return null
        if (field.name === EDITOR_NOTE_FIELD) return <EditorNote key={field.name} text={value(field.name)} readOnly={readOnly} onRemove={() => onRemove(field.name)} />
        const alt = field.kind === 'image' && field.alt ? fields.find((f) => f.name === field.alt) : undefined
        return <BlockField key={field.name} {...bind(field)} alt={alt ? bind(alt) : undefined} readOnly={readOnly} context={context} />
      })}
    </>
  )
}

interface BlockFieldProps extends BoundField {
  readOnly: boolean
  context?: string
  alt?: BoundField
}

export function BlockField(props: BlockFieldProps) {
  const { field, value, onChange, readOnly, context, error, path } = props
  const label = context ? `${context}: ${field.label}` : undefined
  switch (field.kind) {
    case 'image':
      return <ImageUrlField {...props} />
    case 'icon':
      return <IconPicker {...props} />
    case 'select':
      return (
        <Field label={field.label} hint={field.hint} error={error} required={field.required}>
          {(control) => (
            <select {...control} aria-label={label} data-path={path} className="input select" value={value || field.emptyMeans || ''} disabled={readOnly} onChange={(e) => onChange(e.target.value)}>
              {(!field.required || value === '') && field.emptyMeans === undefined && <option value="">{field.required ? 'Choose…' : 'None'}</option>}
              {value !== '' && !optionValues(field.options).includes(value) && <option value={value}>{value} (not offered any more)</option>}
              {(field.options ?? []).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      )
    case 'boolean':
      return (
        <div className={error ? 'field field-invalid' : 'field'} data-kind="boolean">
          <label className="check-row">
            <input type="checkbox" aria-label={label} data-path={path} checked={value === 'true'} disabled={readOnly} aria-invalid={error ? true : undefined} onChange={(e) => onChange(e.target.checked ? 'true' : 'false')} />
            <span>{field.label}</span>
          </label>
          {error && <p className="field-error">{error}</p>}
          {field.hint && <p className="field-hint">{field.hint}</p>}
        </div>
      )
    default:
      return <TextInput {...props} />
  }
}
