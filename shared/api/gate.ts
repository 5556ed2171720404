/** The site access gate (public-site §2, §7). */
import { Type } from 'typebox'
import { GATE_PASSWORD_MAX } from '../form-limits.ts'

/** The longest access password the gate accepts (the dialog's maxlength uses it too). */
export { GATE_PASSWORD_MAX }

export const VerifyPasswordBodySchema = Type.Object(
  { password: Type.String({ minLength: 1, maxLength: GATE_PASSWORD_MAX }) },
  { additionalProperties: false },
)

export interface PasswordSettingsResponse {
  settings: { password_protection_enabled: '1' | '0' }
}

/** The gate state the server renders with and the client hydrates from. */
export interface GateState {
  /** Protection is on. */
  protected: boolean
  /** This visitor may see the site (gate cookie or staff session). */
  hasAccess: boolean
}
