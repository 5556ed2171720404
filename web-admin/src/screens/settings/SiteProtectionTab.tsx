/**
 * Site protection (public-site gate): the on/off flag and the shared access password. The API never
 * returns the password, only whether one is set; an empty field keeps the current one.
 */
import { Field } from '../../components/Field.tsx'
import { Icon } from '../../components/Icon.tsx'
import { Notice } from '../../components/Notice.tsx'
import { PasswordInput } from '../../components/PasswordInput.tsx'
import { SettingSwitches } from './SettingField.tsx'
import { SettingsPanel, type SettingsTabProps } from './SettingsPanel.tsx'

export function SiteProtectionTab({ form, update, errors, readOnly }: SettingsTabProps) {
  const enabled = form.password_protection_enabled === '1'
  const passwordReady = form.access_password_set || form.access_password !== ''
  return (
    <SettingsPanel
      title="Site Protection"
      description="Hide the public website behind a coming-soon page that only opens with the access password."
      actions={
        <span className={enabled ? 'badge badge-brand' : 'badge'}>
          <Icon name={enabled ? 'lock' : 'compass'} size={14} />
          {enabled ? 'Protected' : 'Public'}
        </span>
      }
    >
      <div className="form-stack">
        <div className="switch-group">
          <SettingSwitches tab="protection" form={form} update={update} readOnly={readOnly} />
        </div>

        <div className="field-with-state">
          <p className={form.access_password_set ? 'badge badge-brand' : 'badge badge-warning'}>
            <Icon name={form.access_password_set ? 'check' : 'info'} size={14} />
            {form.access_password_set ? 'Access password is set' : 'No access password set'}
          </p>
          <Field
            label="Access password"
            error={errors.access_password}
            hint={form.access_password_set ? 'Leave this empty to keep the current password, or type a new one to replace it.' : 'Type a password to set it.'}
          >
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="new-password"
                placeholder={form.access_password_set ? 'Unchanged' : 'Choose an access password'}
                value={form.access_password}
                readOnly={readOnly}
                disabled={readOnly}
                onChange={(e) => update('access_password', e.target.value)}
              />
            )}
          </Field>
        </div>

        {enabled && !passwordReady && (
          <Notice tone="warning" role="note">
            Protection is on but no access password is set: nobody outside the team can open the website until you set one.
          </Notice>
        )}
        <Notice tone="info">Changing the password signs out every visitor who entered the old one.</Notice>
      </div>
    </SettingsPanel>
  )
}
