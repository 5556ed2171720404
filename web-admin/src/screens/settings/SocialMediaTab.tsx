import { Field } from '../../components/Field.tsx'
import { SettingsPanel, type SettingsTabProps } from './SettingsPanel.tsx'

const NETWORKS = [
  { key: 'linkedin_url', label: 'LinkedIn URL', example: 'https://www.linkedin.com/company/…' },
  { key: 'instagram_url', label: 'Instagram URL', example: 'https://www.instagram.com/…' },
  { key: 'youtube_url', label: 'YouTube URL', example: 'https://www.youtube.com/@…' },
  { key: 'facebook_url', label: 'Facebook URL', example: 'https://www.facebook.com/…' },
] as const

export function SocialMediaTab({ form, update, errors, readOnly }: SettingsTabProps) {
  return (
    <SettingsPanel title="Social Media" description="Profile links used by the website's social icons. Leave a field empty to use the default link.">
      <div className="form-grid">
        {NETWORKS.map(({ key, label, example }) => (
          <Field key={key} label={label} error={errors[key]}>
            {(control) => (
              <input
                {...control}
                className="input"
                type="url"
                inputMode="url"
                spellCheck={false}
                autoComplete="off"
                placeholder={example}
                value={form[key]}
                readOnly={readOnly}
                onChange={(e) => update(key, e.target.value)}
              />
            )}
          </Field>
        ))}
      </div>
    </SettingsPanel>
  )
}
