/**
 * The settings form (admin-area §3 "Settings"): client defaults, merging what the server sends,
 * the PUT body, and the format checks made before saving (the server checks again).
 */
import { isHttpUrl } from '../../../../shared/http-url.ts'
import { MIN_PASSWORD_LENGTH } from '../../../../shared/roles.ts'
import {
  SETTING_DEFAULTS,
  SETTINGS,
  STAFF_SETTING_KEYS,
  type SettingDescriptor,
  type SettingKind,
  type SettingsTabId,
  type StaffSettingKey,
  type StaffSettings,
} from '../../../../shared/settings-keys.ts'
import type { SettingsUpdateBody } from '../../../../shared/api/settings.ts'

export type SettingsForm = Record<StaffSettingKey, string> & {
  /** A new access password; empty keeps the current one (the API never returns it). */
  access_password: string
  access_password_set: boolean
}

export type { SettingsTabId }

/** Client defaults (§3): each setting's default (protection on, both e-mail flags on, the brand's contact and no-reply addresses). */
export const DEFAULT_SETTINGS: SettingsForm = {
  ...SETTING_DEFAULTS,
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

/** The tab of every field that shows its own message (the on/off switches have none: theirs go to the status line). */
export const FIELD_TABS: Partial<Record<keyof SettingsForm, SettingsTabId>> = {
  ...Object.fromEntries((SETTINGS as readonly SettingDescriptor[]).filter((d) => d.kind !== 'flag').map((d) => [d.key, d.tab])),
  access_password: 'protection',
}

const TAB_ORDER: SettingsTabId[] = ['company', 'social', 'marketing', 'email', 'protection']

/** The refused fields that have a place on screen, in tab order, and the messages of the rest. */
export function placeRefusal(fields: Record<string, string>): { placed: SettingsProblem[]; elsewhere: string[] } {
  const placed: SettingsProblem[] = []
  const elsewhere: string[] = []
  for (const [key, message] of Object.entries(fields)) {
    const tab = FIELD_TABS[key as keyof SettingsForm]
    if (tab) placed.push({ key: key as keyof SettingsForm, tab, message })
    else elsewhere.push(message)
  }
  placed.sort((a, b) => TAB_ORDER.indexOf(a.tab) - TAB_ORDER.indexOf(b.tab))
  return { placed, elsewhere }
}

/** What the browser keeps of unsaved settings: everything but the new access password (never stored in clear). */
export type KeptSettings = Omit<SettingsForm, 'access_password' | 'access_password_set'>

export function keptSettings(form: SettingsForm): KeptSettings {
  const { access_password: _password, access_password_set: _set, ...kept } = form
  return kept
}

/** A kept copy put back into the form: the password field and whether one is set stay as they are now. */
export function restoreSettings(current: SettingsForm, kept: KeptSettings): SettingsForm {
  return { ...mergeSettings(current, kept), access_password: current.access_password, access_password_set: current.access_password_set }
}

/** Whether a save changed the site's protection: the on/off switch, or a new access password. */
export function protectionChanged(before: SettingsForm, saved: SettingsForm): boolean {
  return before.password_protection_enabled !== saved.password_protection_enabled || saved.access_password !== ''
}

export interface SettingsProblem {
  key: keyof SettingsForm
  tab: SettingsTabId
  message: string
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Per kind of setting: the message for a value that cannot be right (trimmed, not empty), else null. The server checks again. */
const PROBLEMS: Record<SettingKind, (d: SettingDescriptor, value: string) => string | null> = {
  email: (_d, value) => (EMAIL.test(value) ? null : 'Enter a valid e-mail address, such as name@example.com.'),
  url: (_d, value) => (isHttpUrl(value, { dottedHost: true }) ? null : 'Enter a full web address starting with https://'),
  'tracking-id': ({ tracking }, value) => (tracking!.pattern.test(value) ? null : `This does not look right. Expected a value like ${tracking!.example}.`),
  flag: () => null,
  phone: () => null,
  text: () => null,
}

/** Every field whose value cannot be right, in tab order; empty fields are always fine. */
export function findProblems(form: SettingsForm): SettingsProblem[] {
  const problems: SettingsProblem[] = []
  for (const d of SETTINGS as readonly SettingDescriptor[]) {
    const key = d.key as StaffSettingKey
    const value = form[key].trim()
    const message = value ? PROBLEMS[d.kind](d, value) : null
    if (message) problems.push({ key, tab: d.tab, message })
  }
  if (form.access_password !== '' && form.access_password.length < MIN_PASSWORD_LENGTH) {
    problems.push({ key: 'access_password', tab: 'protection', message: `Use at least ${MIN_PASSWORD_LENGTH} characters.` })
  }
  if (form.password_protection_enabled === '1' && !form.access_password_set && form.access_password === '') {
    problems.push({ key: 'access_password', tab: 'protection', message: 'Set an access password to turn protection on: without one nobody outside the team could open the website.' })
  }
  return problems.sort((a, b) => TAB_ORDER.indexOf(a.tab) - TAB_ORDER.indexOf(b.tab))
}

export const PROTECTION_ON_SAVED = 'Settings saved successfully! Password protection is now enabled. Visitors will see the coming soon page.'
export const PROTECTION_OFF_SAVED = 'Settings saved successfully! Password protection is now disabled. The full website is publicly accessible.'
export const RELOAD_QUESTION = 'Password protection settings have changed. Would you like to refresh the page to see the changes?'
export const SAVE_FAILED = 'Failed to save settings'
