/**
 * The settings form (admin-area §3 "Settings"): client defaults, merging what the server sends,
 * the PUT body, and the format checks made before saving (the server checks again).
 */
import { BRAND } from '../../../../shared/brand.ts'
import { STAFF_SETTING_KEYS, TRACKING_ID_PATTERNS, type StaffSettingKey, type StaffSettings } from '../../../../shared/settings-keys.ts'
import type { SettingsUpdateBody } from '../../../../shared/api/settings.ts'

export type SettingsForm = Record<StaffSettingKey, string> & {
  /** A new access password; empty keeps the current one (the API never returns it). */
  access_password: string
  access_password_set: boolean
}

export type SettingsTabId = 'company' | 'social' | 'marketing' | 'email' | 'protection'

/** Client defaults (§3): protection on, both e-mail flags on, the brand's contact and no-reply addresses. */
export const DEFAULT_SETTINGS: SettingsForm = {
  contact_email: BRAND.defaults.contactEmail,
  company_phone: '',
  company_address: '',
  linkedin_url: '',
  instagram_url: '',
  youtube_url: '',
  facebook_url: '',
  google_analytics_id: '',
  meta_pixel_id: '',
  google_tag_manager_id: '',
  newsletter_email_enabled: '1',
  contact_form_email_enabled: '1',
  sender_email: BRAND.defaults.senderEmail,
  password_protection_enabled: '1',
  access_password: '',
  access_password_set: false,
}

/** The server's values over the defaults; anything missing or malformed keeps its default. */
export function mergeSettings(defaults: SettingsForm, loaded: Partial<StaffSettings> | undefined): SettingsForm {
  const merged = { ...defaults }
  for (const key of STAFF_SETTING_KEYS) {
    const value = loaded?.[key]
    if (typeof value === 'string') merged[key] = value
  }
  if (typeof loaded?.access_password_set === 'boolean') merged.access_password_set = loaded.access_password_set
  return merged
}

/** PUT /api/cms/settings: every setting (trimmed); the access password only when a new one was typed. */
export function settingsBody(form: SettingsForm): SettingsUpdateBody {
  const body: SettingsUpdateBody = {}
  for (const key of STAFF_SETTING_KEYS) (body as Record<string, string>)[key] = form[key].trim()
  if (form.access_password !== '') body.access_password = form.access_password
  return body
}

export interface SettingsProblem {
  key: keyof SettingsForm
  tab: SettingsTabId
  message: string
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function isWebAddress(value: string) {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

const URL_KEYS = ['linkedin_url', 'instagram_url', 'youtube_url', 'facebook_url'] as const
const EMAIL_KEYS = [
  ['contact_email', 'company'],
  ['sender_email', 'email'],
] as const
const TRACKING_KEYS = ['google_analytics_id', 'meta_pixel_id', 'google_tag_manager_id'] as const

/** Every field whose value cannot be right, in tab order; empty fields are always fine. */
export function findProblems(form: SettingsForm): SettingsProblem[] {
  const problems: SettingsProblem[] = []
  for (const [key, tab] of EMAIL_KEYS) {
    const value = form[key].trim()
    if (value && !EMAIL.test(value)) problems.push({ key, tab, message: 'Enter a valid e-mail address, such as name@example.com.' })
  }
  for (const key of URL_KEYS) {
    const value = form[key].trim()
    if (value && !isWebAddress(value)) problems.push({ key, tab: 'social', message: 'Enter a full web address starting with https://' })
  }
  for (const key of TRACKING_KEYS) {
    const value = form[key].trim()
    const { pattern, example } = TRACKING_ID_PATTERNS[key]
    if (value && !pattern.test(value)) problems.push({ key, tab: 'marketing', message: `This does not look right. Expected a value like ${example}.` })
  }
  const order: SettingsTabId[] = ['company', 'social', 'marketing', 'email', 'protection']
  return problems.sort((a, b) => order.indexOf(a.tab) - order.indexOf(b.tab))
}

export const PROTECTION_ON_SAVED = 'Settings saved successfully! Password protection is now enabled. Visitors will see the coming soon page.'
export const PROTECTION_OFF_SAVED = 'Settings saved successfully! Password protection is now disabled. The full website is publicly accessible.'
export const RELOAD_QUESTION = 'Password protection settings have changed. Would you like to refresh the page to see the changes?'
export const SAVE_FAILED = 'Failed to save settings'
