/**
 * The site settings (admin-area §3 "Settings"), each described once: its key, who may read it, what
 * kind of value it holds, its length limit, its seeded default, the console tab it is edited on and
 * the words the console shows next to it. Everything else is derived from SETTINGS: the key lists and
 * types below, the server's defaults (modules/settings/defaults.ts) and checks (checkSetting in
 * modules/settings/service.ts), the PUT body schema (shared/api/settings.ts) and the console's fields
 * (web-admin/src/screens/settings). Adding a setting means adding one entry here.
 *
 * Plain TypeScript without any schema runtime, so both browser bundles can import it.
 */
import { BRAND } from './brand.ts'

/**
 * What a setting holds, and so how it is checked, stored and edited:
 * - `email`: one plain e-mail address (stored in lower case);
 * - `url`: a full http(s) web address whose host has a dot;
 * - `tracking-id`: an id of the form `tracking.pattern` (stored in capitals, as the patterns are written);
 * - `flag`: the string "1" (on) or "0" (off), edited with a switch;
 * - `phone`, `text`: free text within the limit (`lines` > 1 edits it in a text area).
 * An empty value is always accepted: it means "use the default" for the reader.
 */
export type SettingKind = 'email' | 'url' | 'tracking-id' | 'flag' | 'phone' | 'text'

/** The console tabs that hold settings (My Profile and Admin Access hold none). */
export type SettingsTabId = 'company' | 'social' | 'marketing' | 'email' | 'protection'

export interface SettingDescriptor {
  key: string
  /** `public`: in the anonymous GET (the public site reads it); `staff`: signed-in staff only. */
  visibility: 'public' | 'staff'
  kind: SettingKind
  /** Longest value accepted, in characters (flags are "1" or "0"). */
  limit: number
  /** Seeded at first start and shown by the console before the settings have loaded. */
  default: string
  tab: SettingsTabId
  /** The field's (or switch's) label in the console. */
  label: string
  /** The line under the field, or the switch's description. */
  hint?: string
  /** Shown in an empty field. */
  placeholder?: string
  /** Rows of the text area (kind `text`); a field with more than one line spans the form's width. */
  lines?: number
  /** Kind `tracking-id`: the id's pattern and an example of it (said in hints and refusals). */
  tracking?: { pattern: RegExp; example: string }
}

/** Every setting, in the order the API answers them and the console shows them. */
export const SETTINGS = [
  { key: 'contact_email', visibility: 'public', kind: 'email', limit: 320, default: BRAND.defaults.contactEmail, tab: 'company', label: 'Contact email', hint: 'Where visitors write to.' },
  { key: 'company_phone', visibility: 'public', kind: 'phone', limit: 50, default: '', tab: 'company', label: 'Company phone', hint: 'Include the country code.' },
  { key: 'company_address', visibility: 'public', kind: 'text', limit: 500, default: '', tab: 'company', label: 'Company address', lines: 3 },
  { key: 'linkedin_url', visibility: 'public', kind: 'url', limit: 500, default: '', tab: 'social', label: 'LinkedIn URL', placeholder: 'https://www.linkedin.com/company/…' },
  { key: 'instagram_url', visibility: 'public', kind: 'url', limit: 500, default: '', tab: 'social', label: 'Instagram URL', placeholder: 'https://www.instagram.com/…' },
  { key: 'youtube_url', visibility: 'public', kind: 'url', limit: 500, default: '', tab: 'social', label: 'YouTube URL', placeholder: 'https://www.youtube.com/@…' },
  { key: 'facebook_url', visibility: 'public', kind: 'url', limit: 500, default: '', tab: 'social', label: 'Facebook URL', placeholder: 'https://www.facebook.com/…' },
  {
    key: 'google_analytics_id',
    visibility: 'public',
    kind: 'tracking-id',
    limit: 50,
    default: '',
    tab: 'marketing',
    label: 'Google Analytics ID',
    hint: 'Measurement ID from Google Analytics → Admin → Data streams.',
    tracking: { pattern: /^(G-[A-Z0-9]{4,16}|UA-\d{4,10}-\d{1,4})$/, example: 'G-XXXXXXXXXX' },
  },
  {
    key: 'meta_pixel_id',
    visibility: 'public',
    kind: 'tracking-id',
    limit: 50,
    default: '',
    tab: 'marketing',
    label: 'Meta Pixel ID',
    hint: 'The numeric ID from Meta Events Manager.',
    tracking: { pattern: /^\d{6,20}$/, example: '123456789012345' },
  },
  {
    key: 'google_tag_manager_id',
    visibility: 'public',
    kind: 'tracking-id',
    limit: 50,
    default: '',
    tab: 'marketing',
    label: 'Google Tag Manager ID',
    hint: 'Container ID from Google Tag Manager.',
    tracking: { pattern: /^GTM-[A-Z0-9]{4,12}$/, example: 'GTM-XXXXXXX' },
  },
  { key: 'newsletter_email_enabled', visibility: 'staff', kind: 'flag', limit: 1, default: '1', tab: 'email', label: 'Newsletter e-mails', hint: 'Send e-mails for newsletter sign-ups.' },
  { key: 'contact_form_email_enabled', visibility: 'staff', kind: 'flag', limit: 1, default: '1', tab: 'email', label: 'Contact form e-mails', hint: 'Send e-mails for contact form submissions.' },
  { key: 'sender_email', visibility: 'staff', kind: 'email', limit: 320, default: BRAND.defaults.senderEmail, tab: 'email', label: 'Sender email', hint: 'The From address of e-mails the website sends.' },
  {
    key: 'password_protection_enabled',
    visibility: 'staff',
    kind: 'flag',
    limit: 1,
    default: '1',
    tab: 'protection',
    label: 'Password protection',
    hint: 'Visitors see the coming-soon page until they enter the access password. Signed-in staff always see the full website.',
  },
] as const satisfies readonly SettingDescriptor[]

type Setting = (typeof SETTINGS)[number]

export type StaffSettingKey = Setting['key']
export type PublicSettingKey = Extract<Setting, { visibility: 'public' }>['key']
export type FlagSettingKey = Extract<Setting, { kind: 'flag' }>['key']
export type TrackingSettingKey = Extract<Setting, { kind: 'tracking-id' }>['key']

const isPublic = (d: Setting): d is Extract<Setting, { visibility: 'public' }> => d.visibility === 'public'

/** The keys anonymous callers (the public site) get. */
export const PUBLIC_SETTING_KEYS: readonly PublicSettingKey[] = SETTINGS.filter(isPublic).map((d) => d.key)
/** Every key staff read and save (the access password is apart: write-only, see StaffSettings). */
export const STAFF_SETTING_KEYS: readonly StaffSettingKey[] = /* @__PURE__ */ SETTINGS.map((d) => d.key)

export type PublicSettings = Record<PublicSettingKey, string>
/** What staff read: every key, plus whether an access password is set (never the password). */
export type StaffSettings = Record<StaffSettingKey, string> & { access_password_set: boolean }

/** The descriptor of a key, or undefined for a key that is no setting. */
export function settingDescriptor(key: string): SettingDescriptor | undefined {
  return (SETTINGS as readonly SettingDescriptor[]).find((d) => d.key === key)
}

/** Every setting's default: what is seeded, and what a reader gets for a key never stored. */
export const SETTING_DEFAULTS = /* @__PURE__ */ Object.fromEntries(SETTINGS.map((d) => [d.key, d.default])) as Record<StaffSettingKey, string>

/** Formats of the tracking ids the public pages load. */
export const TRACKING_ID_PATTERNS = Object.fromEntries(
  SETTINGS.flatMap((d: SettingDescriptor) => (d.tracking ? [[d.key, d.tracking]] : [])),
) as Record<TrackingSettingKey, { pattern: RegExp; example: string }>
