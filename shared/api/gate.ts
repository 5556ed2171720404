/** The site access gate (public-site §2, §7). */
import { Type } from 'typebox'

export const VerifyPasswordBodySchema = Type.Object({ password: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false })

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
