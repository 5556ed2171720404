import { Notice } from '../../components/Notice.tsx'
import { SettingFields } from './SettingField.tsx'
import { SettingsPanel, type SettingsTabProps } from './SettingsPanel.tsx'

export function MarketingTab(props: SettingsTabProps) {
  return (
    <SettingsPanel title="Marketing" description="Tracking IDs the public pages load. Leave a field empty to turn that tracker off.">
      <div className="form-stack">
        <SettingFields tab="marketing" {...props} />
        <Notice tone="info">Trackers run only on the public website, never in this console.</Notice>
      </div>
    </SettingsPanel>
  )
}
