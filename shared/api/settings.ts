/** Site settings (admin-area §3): key/value strings; flags are "1" and "0". */
import { Type, type Static } from 'typebox'

export const PUBLIC_SETTING_KEYS = [
  'contact_email',
  'company_phone',
  'company_address',
  'linkedin_url',
  'instagram_url',
  'youtube_url',
  'facebook_url',
  'google_analytics_id',
  'meta_pixel_id',
  'google_tag_manager_id',
] as const

export const STAFF_SETTING_KEYS = [
  ...PUBLIC_SETTING_KEYS,
  'newsletter_email_enabled',
  'contact_form_email_enabled',
  'sender_email',
  'password_protection_enabled',
] as const

export type PublicSettingKey = (typeof PUBLIC_SETTING_KEYS)[number]
export type StaffSettingKey = (typeof STAFF_SETTING_KEYS)[number]
export type PublicSettings = Record<PublicSettingKey, string>
/** What staff read: every key, plus whether an access password is set (never the password). */
export type StaffSettings = Record<StaffSettingKey, string> & { access_password_set: boolean }

const Flag = Type.Enum(['1', '0'])
const Text = (max = 500) => Type.String({ maxLength: max })

/** PUT /api/cms/settings: the whole settings object; `access_password` empty or absent keeps the current one. */
export const SettingsUpdateBodySchema = Type.Object(
  {
    contact_email: Type.Optional(Text(320)),
    company_phone: Type.Optional(Text(50)),
    company_address: Type.Optional(Text(500)),
    linkedin_url: Type.Optional(Text(500)),
    instagram_url: Type.Optional(Text(500)),
    youtube_url: Type.Optional(Text(500)),
    facebook_url: Type.Optional(Text(500)),
    google_analytics_id: Type.Optional(Text(50)),
    meta_pixel_id: Type.Optional(Text(50)),
    google_tag_manager_id: Type.Optional(Text(50)),
    newsletter_email_enabled: Type.Optional(Flag),
    contact_form_email_enabled: Type.Optional(Flag),
    sender_email: Type.Optional(Text(320)),
    password_protection_enabled: Type.Optional(Flag),
    access_password: Type.Optional(Text(200)),
    access_password_set: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
)
export type SettingsUpdateBody = Static<typeof SettingsUpdateBodySchema>

/** Formats of the tracking ids the public pages load. */
export const TRACKING_ID_PATTERNS: Record<'google_analytics_id' | 'meta_pixel_id' | 'google_tag_manager_id', { pattern: RegExp; example: string }> = {
  google_analytics_id: { pattern: /^(G-[A-Z0-9]{4,16}|UA-\d{4,10}-\d{1,4})$/, example: 'G-XXXXXXXXXX' },
  meta_pixel_id: { pattern: /^\d{6,20}$/, example: '123456789012345' },
  google_tag_manager_id: { pattern: /^GTM-[A-Z0-9]{4,12}$/, example: 'GTM-XXXXXXX' },
}
