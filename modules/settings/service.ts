/**
 * The settings service: a cached read of the key/value table (reloaded when any instance publishes
 * the 'settings' topic), the public/staff views of it, and validated updates.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { PUBLIC_SETTING_KEYS, STAFF_SETTING_KEYS, TRACKING_ID_PATTERNS, type PublicSettings, type SettingsUpdateBody, type StaffSettings } from '../../shared/api/settings.ts'
import { badRequest } from '../core/errors.ts'
import type { ChangeBus } from '../core/changes.ts'
import { ACCESS_PASSWORD_HASH_KEY, SETTING_DEFAULTS } from './defaults.ts'
import { insertMissing, readAll, upsertMany } from './queries.ts'
import type { SettingsTables } from './tables.ts'

export const SETTINGS_TOPIC = 'settings'
export const MIN_ACCESS_PASSWORD_LENGTH = 6

export interface Protection {
  enabled: boolean
  passwordHash: string | null
  /** Changes whenever the access password changes; gate grants carry it, so a new password voids them. */
  version: string
}

interface PasswordHasher {
  hash(plain: string): Promise<string>
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export class SettingsService {
  private cache: Promise<Map<string, string>> | null = null

  constructor(
    private db: Kysely<SettingsTables>,
    private changes: ChangeBus,
    private passwords: PasswordHasher,
  ) {
    changes.subscribe(SETTINGS_TOPIC, () => {
      this.cache = null
    })
  }

  private load(): Promise<Map<string, string>> {
    if (!this.cache) {
      const pending = readAll(this.db)
      // A failed read must not be cached: the next call tries the database again.
      pending.catch(() => {
        if (this.cache === pending) this.cache = null
      })
      this.cache = pending
    }
    return this.cache
  }

  /** Seeds missing defaults; returns the generated access password if this call created one. */
  async seed(accessPasswordFromEnv: string | null): Promise<{ generatedAccessPassword: string | null; createdAccessPassword: boolean }> {
    await insertMissing(this.db, SETTING_DEFAULTS)
    const current = await readAll(this.db)
    let generatedAccessPassword: string | null = null
    let createdAccessPassword = false
    if (!current.has(ACCESS_PASSWORD_HASH_KEY)) {
      const plain = accessPasswordFromEnv ?? generateAccessPassword()
      const inserted = await insertMissing(this.db, { [ACCESS_PASSWORD_HASH_KEY]: await this.passwords.hash(plain) })
      createdAccessPassword = inserted.length > 0
      if (createdAccessPassword && !accessPasswordFromEnv) generatedAccessPassword = plain
    }
    this.cache = null
    return { generatedAccessPassword, createdAccessPassword }
  }

  async publicSettings(): Promise<PublicSettings> {
    const all = await this.load()
    return Object.fromEntries(PUBLIC_SETTING_KEYS.map((k) => [k, all.get(k) ?? SETTING_DEFAULTS[k]])) as PublicSettings
  }

  async staffSettings(): Promise<StaffSettings> {
    const all = await this.load()
    const values = Object.fromEntries(STAFF_SETTING_KEYS.map((k) => [k, all.get(k) ?? SETTING_DEFAULTS[k]]))
    return { ...values, access_password_set: Boolean(all.get(ACCESS_PASSWORD_HASH_KEY)) } as StaffSettings
  }

  /** Asked on every gated request: derived once per loaded settings (the hash is not free). */
  private protectionOf = new WeakMap<Map<string, string>, Protection>()

  async protection(): Promise<Protection> {
    const all = await this.load()
    let protection = this.protectionOf.get(all)
    if (!protection) {
      const passwordHash = all.get(ACCESS_PASSWORD_HASH_KEY) || null
      protection = {
        enabled: (all.get('password_protection_enabled') ?? SETTING_DEFAULTS.password_protection_enabled) === '1',
        passwordHash,
        version: createHash('sha256').update(passwordHash ?? 'none').digest('base64url').slice(0, 16),
      }
      this.protectionOf.set(all, protection)
    }
    return protection
  }

  /** Validates and stores an update; returns the keys whose value changed. */
  async update(body: SettingsUpdateBody, adminId: number | null): Promise<string[]> {
    const { access_password, access_password_set: _ignored, ...rest } = body
    const values: Record<string, string> = {}
    for (const [key, raw] of Object.entries(rest)) {
      if (raw === undefined) continue
      values[key] = validateSetting(key, String(raw).trim())
    }
    const current = await readAll(this.db)
    const changed = Object.keys(values).filter((k) => (current.get(k) ?? SETTING_DEFAULTS[k as keyof typeof SETTING_DEFAULTS]) !== values[k])

    if (access_password !== undefined && access_password !== '') {
      if (access_password.length < MIN_ACCESS_PASSWORD_LENGTH) {
        throw badRequest(`access_password must be at least ${MIN_ACCESS_PASSWORD_LENGTH} characters long`)
      }
      values[ACCESS_PASSWORD_HASH_KEY] = await this.passwords.hash(access_password)
      changed.push('access_password')
    }
    const enabling = (values.password_protection_enabled ?? current.get('password_protection_enabled')) === '1'
    if (enabling && !values[ACCESS_PASSWORD_HASH_KEY] && !current.get(ACCESS_PASSWORD_HASH_KEY)) {
      throw badRequest('access_password is required to enable site protection')
    }
    if (!changed.length) return []
    await upsertMany(this.db, values, adminId)
    await this.changes.publish(SETTINGS_TOPIC)
    return changed
  }
}

/** Returns the cleaned value or throws a 400 that names the field. */
export function validateSetting(key: string, value: string): string {
  if (value === '') return value
  switch (key) {
    case 'contact_email':
    case 'sender_email':
      if (!EMAIL.test(value)) throw badRequest(`${key} must be a valid e-mail address`)
      return value.toLowerCase()
    case 'linkedin_url':
    case 'instagram_url':
    case 'youtube_url':
    case 'facebook_url':
      if (!isHttpUrl(value)) throw badRequest(`${key} must be a valid http(s) URL`)
      return value
    case 'google_analytics_id':
    case 'meta_pixel_id':
    case 'google_tag_manager_id': {
      const { pattern, example } = TRACKING_ID_PATTERNS[key]
      const upper = key === 'meta_pixel_id' ? value : value.toUpperCase()
      if (!pattern.test(upper)) throw badRequest(`${key} must look like ${example}`)
      return upper
    }
    default:
      return value
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value)
    return (u.protocol === 'https:' || u.protocol === 'http:') && Boolean(u.hostname.includes('.'))
  } catch {
    return false
  }
}

/** A password people can read out loud: four groups of four letters and digits without look-alikes. */
export function generateAccessPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789'
  const bytes = randomBytes(16)
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length])
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-')
}
