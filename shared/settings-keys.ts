/**
 * Setting keys and formats without any schema runtime, so the browser bundles can import them
 * (the TypeBox schemas in shared/api/settings.ts build on these).
 */
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

/** Formats of the tracking ids the public pages load. */
export const TRACKING_ID_PATTERNS: Record<'google_analytics_id' | 'meta_pixel_id' | 'google_tag_manager_id', { pattern: RegExp; example: string }> = {
  google_analytics_id: { pattern: /^(G-[A-Z0-9]{4,16}|UA-\d{4,10}-\d{1,4})$/, example: 'G-XXXXXXXXXX' },
  meta_pixel_id: { pattern: /^\d{6,20}$/, example: '123456789012345' },
  google_tag_manager_id: { pattern: /^GTM-[A-Z0-9]{4,12}$/, example: 'GTM-XXXXXXX' },
}
