/** The URL slug: follows the title until edited by hand; shows the address it gives. */
import { SLUG_PATTERN } from '../../../../shared/journal.ts'
import { Field } from '../Field.tsx'

interface SlugFieldProps {
  value: string
  onChange: (value: string) => void
  /** Path before the slug, e.g. "/journal/blogs/"; without one the hint only explains the slug. */
  prefix?: string
  /** The slug the title would give, offered when the field differs from it. */
  fromTitle: string
  error?: string | null
}

export const slugProblem = (slug: string) =>
  slug && !SLUG_PATTERN.test(slug) ? 'Use lower-case letters, digits and single hyphens only (e.g. my-first-post).' : null

export function SlugField({ value, onChange, prefix, fromTitle, error }: SlugFieldProps) {
  return (
    <Field
      label="Slug"
      error={error ?? slugProblem(value)}
      hint={
        <span className="slug-hint">
          {prefix ? (
            <span className="slug-url">
              {prefix}
              <strong>{value || fromTitle || 'generated-from-the-title'}</strong>
            </span>
          ) : (
            <span>Made from the title until you edit it.</span>
          )}
          {fromTitle && value !== fromTitle && (
            <button type="button" className="link-button" onClick={() => onChange(fromTitle)}>
              Use the title
            </button>
          )}
        </span>
      }
    >
      {(control) => (
        <input
          {...control}
          data-field="slug"
          className="input input-mono"
          type="text"
          maxLength={80}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          placeholder={fromTitle || 'generated-from-the-title'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  )
}
