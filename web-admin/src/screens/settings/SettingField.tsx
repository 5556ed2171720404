/**
 * A setting's control in the console, drawn from its descriptor (shared/settings-keys.ts): its label,
 * hint and placeholder, and the input its kind calls for. Flags are switches; every other kind is a
 * plain field that shows the setting's refusal under it.
 */
import { SETTINGS, type SettingDescriptor, type SettingsTabId, type StaffSettingKey } from '../../../../shared/settings-keys.ts'
import { Field, type ControlProps } from '../../components/Field.tsx'
import { Switch } from '../../components/Switch.tsx'
import type { SettingsTabProps } from './SettingsPanel.tsx'

type Descriptor = SettingDescriptor & { key: StaffSettingKey }

/** The settings a tab edits, in table order: its plain fields or its switches. */
export function settingsOfTab(tab: SettingsTabId, controls: 'fields' | 'switches'): Descriptor[] {
  return (SETTINGS as readonly Descriptor[]).filter((d) => d.tab === tab && (d.kind === 'flag') === (controls === 'switches'))
}

/** The fields of a tab, one after the other (a multi-line field spans the form's width). */
export function SettingFields({ tab, ...props }: SettingsTabProps & { tab: SettingsTabId }) {
  return (
    <>
      {settingsOfTab(tab, 'fields').map((d) =>
        d.lines && d.lines > 1 ? (
          <div key={d.key} className="form-grid-wide">
            <SettingField descriptor={d} {...props} />
          </div>
        ) : (
          <SettingField key={d.key} descriptor={d} {...props} />
        ),
      )}
    </>
  )
}

export function SettingField({ descriptor: d, form, update, errors, readOnly }: SettingsTabProps & { descriptor: Descriptor }) {
  const hint =
    d.kind === 'tracking-id' && d.tracking ? (
      <>
        Format: <code>{d.tracking.example}</code> · {d.hint}
      </>
    ) : (
      d.hint
    )
  return (
    <Field label={d.label} error={errors[d.key]} hint={hint}>
      {(control) => <SettingInput control={control} descriptor={d} value={form[d.key]} readOnly={readOnly} onChange={(value) => update(d.key, value)} />}
    </Field>
  )
}

function SettingInput({ control, descriptor: d, value, readOnly, onChange }: { control: ControlProps; descriptor: Descriptor; value: string; readOnly: boolean; onChange: (value: string) => void }) {
  const common = { ...control, value, readOnly, placeholder: d.placeholder }
  switch (d.kind) {
    case 'email':
      return <input {...common} className="input" type="email" inputMode="email" spellCheck={false} autoComplete="off" onChange={(e) => onChange(e.target.value)} />
    case 'url':
      return <input {...common} className="input" type="url" inputMode="url" spellCheck={false} autoComplete="off" onChange={(e) => onChange(e.target.value)} />
    case 'tracking-id':
      return (
        <input
          {...common}
          className="input input-mono"
          type="text"
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="characters"
          placeholder={d.placeholder ?? d.tracking?.example}
          onChange={(e) => onChange(e.target.value)}
        />
      )
    case 'phone':
      return <input {...common} className="input" type="tel" autoComplete="off" onChange={(e) => onChange(e.target.value)} />
    default:
      return d.lines && d.lines > 1 ? (
        <textarea {...common} className="input textarea" rows={d.lines} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} className="input" type="text" autoComplete="off" onChange={(e) => onChange(e.target.value)} />
      )
  }
}

/** A flag ("1" on, "0" off) as a switch, with the setting's label and hint as its description. */
export function SettingSwitch({ descriptor: d, form, update, readOnly }: Omit<SettingsTabProps, 'errors'> & { descriptor: Descriptor }) {
  return <Switch label={d.label} description={d.hint} checked={form[d.key] === '1'} disabled={readOnly} onChange={(on) => update(d.key, on ? '1' : '0')} />
}

/** The switches of a tab, in table order. */
export function SettingSwitches({ tab, ...props }: Omit<SettingsTabProps, 'errors'> & { tab: SettingsTabId }) {
  return (
    <>
      {settingsOfTab(tab, 'switches').map((d) => (
        <SettingSwitch key={d.key} descriptor={d} {...props} />
      ))}
    </>
  )
}
