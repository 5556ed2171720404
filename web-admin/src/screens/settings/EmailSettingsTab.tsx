import { Field } from '../../components/Field.tsx'
import { Switch } from '../../components/Switch.tsx'
import { SettingsPanel, type SettingsTabProps } from './SettingsPanel.tsx'

export function EmailSettingsTab({ form, update, errors, readOnly }: SettingsTabProps) {
  return (
    <SettingsPanel title="Email Settings" description="Which website forms send e-mails, and the address they come from.">
      <div className="form-stack">
        <div className="switch-group">
          <Switch
            label="Newsletter e-mails"
            description="Send e-mails for newsletter sign-ups."
            checked={form.newsletter_email_enabled === '1'}
            disabled={readOnly}
            onChange={(on) => update('newsletter_email_enabled', on ? '1' : '0')}
          />
          <Switch
            label="Contact form e-mails"
            description="Send e-mails for contact form submissions."
            checked={form.contact_form_email_enabled === '1'}
            disabled={readOnly}
            onChange={(on) => update('contact_form_email_enabled', on ? '1' : '0')}
          />
        </div>
        <Field label="Sender email" error={errors.sender_email} hint="The From address of e-mails the website sends.">
          {(control) => (
            <input
              {...control}
              className="input"
              type="email"
              inputMode="email"
              spellCheck={false}
              autoComplete="off"
              value={form.sender_email}
              readOnly={readOnly}
              onChange={(e) => update('sender_email', e.target.value)}
            />
          )}
        </Field>
      </div>
    </SettingsPanel>
  )
}
