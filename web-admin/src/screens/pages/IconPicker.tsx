/**
 * An `icon` field of a block: the chosen icon, and a panel with every icon of the site's named set
 * (shared/blocks/icons.ts), each drawn as the site draws it. The panel is a radio group: arrow keys,
 * Home and End move through the icons (choosing as they go, as radios do); a click, Enter or Space
 * chooses and closes; Escape closes. A field that is not required offers "No icon".
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { ICON_NAMES } from '../../../../shared/blocks/icons.ts'
import { Field } from '../../components/Field.tsx'
import { Icon } from '../../components/Icon.tsx'
import { BlockGlyph } from './BlockGlyph.tsx'
import type { BoundField } from './blockForm.ts'

interface IconPickerProps extends BoundField {
  readOnly: boolean
  context?: string
}

/** "innovation" → "Innovation". */
export const iconLabel = (name: string) => (name ? name[0].toUpperCase() + name.slice(1) : 'No icon')

export function IconPicker({ field, value, onChange, readOnly, context, error, path }: IconPickerProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const trigger = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const choices: string[] = [...(field.required ? [] : ['']), ...ICON_NAMES]
  const known = choices.includes(value)
  const label = context ? `${context}: ${field.label}` : field.label

  // Opened: focus the chosen icon (or the first), so the arrow keys start from it.
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('[aria-checked="true"], [role="radio"]')?.focus()
  }, [open])

  function close() {
    setOpen(false)
    requestAnimationFrame(() => trigger.current?.focus())
  }

  function keys(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = [...(panel.current?.querySelectorAll<HTMLElement>('[role="radio"]') ?? [])]
    const at = buttons.indexOf(document.activeElement as HTMLElement)
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      return close()
    }
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown' ? at + 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? at - 1 : event.key === 'Home' ? 0 : event.key === 'End' ? buttons.length - 1 : null
    if (next === null || at < 0) return
    event.preventDefault()
    const target = buttons[(next + buttons.length) % buttons.length]
    target.focus()
    onChange(target.dataset.icon ?? '')
  }

  return (
    <div className="icon-field" data-kind="icon">
      <Field label={field.label} hint={field.hint} error={error ?? (value !== '' && !known ? `“${value}” is not in the icon set. Pick an icon from the list.` : null)} required={field.required}>
        {({ required: _required, ...control }) => (
          <button
            {...control}
            ref={trigger}
            type="button"
            className="input icon-field-current"
            aria-label={`${label}: ${iconLabel(value)}`}
            aria-expanded={readOnly ? undefined : open}
            aria-controls={open ? panelId : undefined}
            data-path={path}
            disabled={readOnly}
            onClick={() => setOpen((o) => !o)}
          >
            <span className="icon-field-glyph">{value ? <BlockGlyph name={value} size={22} /> : <Icon name="close" size={16} />}</span>
            <span className="icon-field-name">{iconLabel(value)}</span>
            {!readOnly && <Icon name="chevronDown" size={16} className="icon-field-chevron" />}
          </button>
        )}
      </Field>
      {open && (
        <div
          ref={panel}
          id={panelId}
          className="icon-grid"
          role="radiogroup"
          aria-label={`Choose: ${label}`}
          onKeyDown={keys}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null) && e.relatedTarget !== trigger.current) setOpen(false)
          }}
        >
          {choices.map((name) => {
            const checked = name === value
            return (
              <button
                key={name || 'none'}
                type="button"
                role="radio"
                aria-checked={checked}
                tabIndex={checked || (!known && name === choices[0]) ? 0 : -1}
                className="icon-option"
                data-icon={name}
                title={iconLabel(name)}
                onClick={() => {
                  onChange(name)
                  close()
                }}
              >
                {name ? <BlockGlyph name={name} size={22} /> : <Icon name="close" size={18} />}
                <span className="icon-option-name">{iconLabel(name)}</span>
              </button>
            )
          })}
        </div>
      )}
    </div>
  )
}
