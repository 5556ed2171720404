import { SettingFields } from './SettingField.tsx'
import { SettingsPanel, type SettingsTabProps } from './SettingsPanel.tsx'

export function CompanyInfoTab(props: SettingsTabProps) {
  return (
    <SettingsPanel title="Company Info" description="How visitors reach the company. Shown in the website footer and on the contact page.">
      <div className="form-grid">
        <SettingFields tab="company" {...props} />
      </div>
    </SettingsPanel>
  )
}
