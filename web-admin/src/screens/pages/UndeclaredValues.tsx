/**
 * Values a section (or entry) holds that its block does not declare: kept from an older shape or
 * written by hand. The site does not draw them and the server refuses to save them, so they are shown
 * as they are, read-only, each with Remove: nothing disappears without the editor seeing it.
 */
import { Icon } from '../../components/Icon.tsx'

interface UndeclaredValuesProps {
  values: Array<[string, string]>
  errors: Record<string, string>
  pathOf: (name: string) => string
  readOnly: boolean
  onRemove: (name: string) => void
}

export function UndeclaredValues({ values, errors, pathOf, readOnly, onRemove }: UndeclaredValuesProps) {
  if (values.length === 0) return null
  return (
    <div className="undeclared-values" role="group" aria-label="Values this block does not use">
      <p className="undeclared-values-note">
        <Icon name="info" size={16} />
        This block does not use these stored values; the site does not show them. Remove them to save the page.
      </p>
      <dl>
        {values.map(([name, value]) => (
          <div key={name} className="undeclared-value" data-path={pathOf(name)} tabIndex={-1}>
            <dt>
              <code>{name}</code>
            </dt>
            <dd>{value || <em>empty</em>}</dd>
            {errors[pathOf(name)] && <dd className="field-error">{errors[pathOf(name)]}</dd>}
            {!readOnly && (
              <dd>
                <button type="button" className="button button-ghost button-sm" onClick={() => onRemove(name)}>
                  Remove<span className="visually-hidden"> {name}</span>
                </button>
              </dd>
            )}
          </div>
        ))}
      </dl>
    </div>
  )
}
