/** Who must use two-factor sign-in (super admins only, in Admin Access): nobody, admins and up, or every staff account. */
import { useState } from 'react'
import { TWO_FACTOR_REQUIREMENT_LABELS, TWO_FACTOR_REQUIREMENTS, type TwoFactorRequirement } from '../../../../shared/api/two-factor.ts'
import { errorMessage } from '../../api/client.ts'
import { twoFactorApi } from '../../api/two-factor.ts'
import { Field } from '../../components/Field.tsx'
import { StatusText, type Status } from '../../components/StatusText.tsx'
import '../../components/two-factor/two-factor.css'

export function TwoFactorRequirementSetting({ value, onSaved }: { value: TwoFactorRequirement; onSaved: (value: TwoFactorRequirement) => void }) {
  const [choice, setChoice] = useState<TwoFactorRequirement>(value)
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState<Status | null>(null)

  async function save() {
    setBusy(true)
    setStatus(null)
    try {
      const response = await twoFactorApi.setRequirement(choice)
      if (!response.ok) return setStatus({ tone: 'error', text: errorMessage(response, 'Could not save the requirement.') })
      setStatus({ tone: 'success', text: 'Saved. It applies from each person\'s next sign-in.' })
      onSaved(response.data.required_for)
    } catch {
      setStatus({ tone: 'error', text: 'Could not reach the server. Please try again.' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="form-stack two-factor-requirement">
      <Field label="Who must use two-factor sign-in" hint="A code from an authenticator app, asked after the password. Someone required who has not set it up is asked to, right after their password.">
        {(control) => (
          <select {...control} className="input" value={choice} onChange={(e) => setChoice(e.target.value as TwoFactorRequirement)}>
            {TWO_FACTOR_REQUIREMENTS.map((r) => (
              <option key={r} value={r}>
                {TWO_FACTOR_REQUIREMENT_LABELS[r]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="form-actions">
        <button type="button" className="button button-secondary" disabled={busy || choice === value} onClick={save}>
          {busy ? 'Saving…' : 'Save requirement'}
        </button>
        <StatusText status={status} />
      </div>
    </div>
  )
}
