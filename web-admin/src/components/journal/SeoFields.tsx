/** Meta title, meta description (with the spec's 150–160 character hint and a live count) and keywords. */
import { Field } from '../Field.tsx'

export interface SeoValues {
  meta_title: string
  meta_description: string
  meta_keywords: string
}

interface SeoFieldsProps {
  values: SeoValues
  onChange: (key: keyof SeoValues, value: string) => void
  titleHint: string
  descriptionHint: string
  /** A refused save's message for a field, shown under it. */
  problem?: (key: keyof SeoValues) => string | undefined
}

export function SeoFields({ values, onChange, titleHint, descriptionHint, problem = () => undefined }: SeoFieldsProps) {
  const length = values.meta_description.trim().length
  const fit = length === 0 ? 'empty' : length < 150 ? 'short' : length <= 160 ? 'good' : 'long'
  return (
    <>
      <Field label="Meta title" hint={titleHint} error={problem('meta_title')}>
        {(control) => <input {...control} data-field="meta_title" className="input" type="text" maxLength={200} value={values.meta_title} onChange={(e) => onChange('meta_title', e.target.value)} />}
      </Field>
      <Field
        label="Meta description"
        error={problem('meta_description')}
        hint={
          <span className="count-hint">
            <span>Aim for 150–160 characters. {descriptionHint}</span>
            <span className={`char-count char-count-${fit}`}>{length} / 160</span>
          </span>
        }
      >
        {(control) => <textarea {...control} data-field="meta_description" className="input textarea" rows={3} maxLength={500} value={values.meta_description} onChange={(e) => onChange('meta_description', e.target.value)} />}
      </Field>
      <Field label="Meta keywords" hint="Comma-separated, e.g. electric scooter, city mobility." error={problem('meta_keywords')}>
        {(control) => <input {...control} data-field="meta_keywords" className="input" type="text" maxLength={500} value={values.meta_keywords} onChange={(e) => onChange('meta_keywords', e.target.value)} />}
      </Field>
    </>
  )
}
