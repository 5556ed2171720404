import { Field } from '../../components/Field.tsx'
import { SettingsPanel, type SettingsTabProps } from './SettingsPanel.tsx'

export function CompanyInfoTab({ form, update, errors, readOnly }: SettingsTabProps) {
  return (
    <SettingsPanel title="Company Info" description="How visitors reach the company. Shown in the website footer and on the contact page.">
      <div className="form-grid">
        <Field label="Contact email" error={errors.contact_email} hint="Where visitors write to.">
          {(control) => (
            <input
              {...control}
              className="input"
              type="email"
              inputMode="email"
              spellCheck={false}
              autoComplete="off"
              value={form.contact_email}
              readOnly={readOnly}
              onChange={(e) => update('contact_email', e.target.value)}
            />
          )}
        </Field>
        <Field label="Company phone" error={errors.company_phone} hint="Include the country code.">
          {(control) => (
            <input {...control} className="input" type="tel" autoComplete="off" value={form.company_phone} readOnly={readOnly} onChange={(e) => update('company_phone', e.target.value)} />
          )}
        </Field>
        <div className="form-grid-wide">
          <Field label="Company address" error={errors.company_address}>
            {(control) => (
              <textarea {...control} className="input textarea" rows={3} value={form.company_address} readOnly={readOnly} onChange={(e) => update('company_address', e.target.value)} />
            )}
          </Field>
        </div>
      </div>
    </SettingsPanel>
  )
}
