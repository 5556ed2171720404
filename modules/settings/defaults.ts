/** Seeded values (admin-area §3 client defaults), taken from the one brand config. */
import { BRAND } from '../../shared/brand.ts'
import { STAFF_SETTING_KEYS, type StaffSettingKey } from '../../shared/api/settings.ts'

/** Internal key: the argon2 hash of the site access password. Never leaves the server. */
export const ACCESS_PASSWORD_HASH_KEY = 'access_password_hash'

export const SETTING_DEFAULTS: Record<StaffSettingKey, string> = {
  ...(Object.fromEntries(STAFF_SETTING_KEYS.map((k) => [k, ''])) as Record<StaffSettingKey, string>),
  contact_email: BRAND.defaults.contactEmail,
  sender_email: BRAND.defaults.senderEmail,
  newsletter_email_enabled: '1',
  contact_form_email_enabled: '1',
  password_protection_enabled: '1',
}
