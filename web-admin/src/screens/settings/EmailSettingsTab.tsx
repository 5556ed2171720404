import { SettingFields, SettingSwitches } from './SettingField.tsx'
import { SettingsPanel, type SettingsTabProps } from './SettingsPanel.tsx'

export function EmailSettingsTab(props: SettingsTabProps) {
  return (
    <SettingsPanel title="Email Settings" description="Which website forms send e-mails, and the address they come from.">
      <div className="form-stack">
        <div className="switch-group">
          <SettingSwitches tab="email" {...props} />
        </div>
        <SettingFields tab="email" {...props} />
      </div>
    </SettingsPanel>
  )
}
