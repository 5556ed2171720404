import { SettingFields } from './SettingField.tsx'
import { SettingsPanel, type SettingsTabProps } from './SettingsPanel.tsx'

export function SocialMediaTab(props: SettingsTabProps) {
  return (
    <SettingsPanel title="Social Media" description="Profile links used by the website's social icons. Leave a field empty to use the default link.">
      <div className="form-grid">
        <SettingFields tab="social" {...props} />
      </div>
    </SettingsPanel>
  )
}
