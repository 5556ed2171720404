import { TRACKING_ID_PATTERNS } from '../../../../shared/settings-keys.ts'
import { Field } from '../../components/Field.tsx'
import { Notice } from '../../components/Notice.tsx'
import { SettingsPanel, type SettingsTabProps } from './SettingsPanel.tsx'

const TRACKERS = [
  { key: 'google_analytics_id', label: 'Google Analytics ID', hint: 'Measurement ID from Google Analytics → Admin → Data streams.' },
  { key: 'meta_pixel_id', label: 'Meta Pixel ID', hint: 'The numeric ID from Meta Events Manager.' },
  { key: 'google_tag_manager_id', label: 'Google Tag Manager ID', hint: 'Container ID from Google Tag Manager.' },
] as const

export function MarketingTab({ form, update, errors, readOnly }: SettingsTabProps) {
  return (
    <SettingsPanel title="Marketing" description="Tracking IDs the public pages load. Leave a field empty to turn that tracker off.">
      <div className="form-stack">
        {TRACKERS.map(({ key, label, hint }) => (
          <Field
            key={key}
            label={label}
            error={errors[key]}
            hint={
              <>
                Format: <code>{TRACKING_ID_PATTERNS[key].example}</code> · {hint}
              </>
            }
          >
            {(control) => (
              <input
                {...control}
                className="input input-mono"
                type="text"
                spellCheck={false}
                autoComplete="off"
                autoCapitalize="characters"
                placeholder={TRACKING_ID_PATTERNS[key].example}
                value={form[key]}
                readOnly={readOnly}
                onChange={(e) => update(key, e.target.value)}
              />
            )}
          </Field>
        ))}
        <Notice tone="info">Trackers run only on the public website, never in this console.</Notice>
      </div>
    </SettingsPanel>
  )
}
