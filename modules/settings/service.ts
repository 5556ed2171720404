/**
 * The settings service: a cached read of the key/value table (reloaded when any instance publishes
 * the 'settings' topic), the public/staff views of it, and validated updates.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import {
  PUBLIC_SETTING_KEYS,
  settingDescriptor,
  STAFF_SETTING_KEYS,
  type PublicSettings,
  type SettingDescriptor,
  type SettingKind,
  type SettingsUpdateBody,
  type StaffSettings,
} from '../../shared/api/settings.ts'
import { isHttpUrl } from '../../shared/http-url.ts'
import { HttpError } from '../core/errors.ts'
import { isOneAddress } from '../mail/address.ts'
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

export class SettingsService {
  private cache: Promise<Map<string, string>> | null = null
  /** What `cache` resolved to, while it is current: read without waiting (protectionNow). */
  private settled: Map<string, string> | null = null

  constructor(
    private db: Kysely<SettingsTables>,
    private changes: ChangeBus,
    private passwords: PasswordHasher,
  ) {
    changes.subscribe(SETTINGS_TOPIC, () => this.forget())
  }

  private forget() {
    this.cache = null
    this.settled = null
  }

  private load(): Promise<Map<string, string>> {
    if (!this.cache) {
      const pending = readAll(this.db)
      // A failed read must not be cached: the next call tries the database again.
      pending.then(
        (all) => {
          if (this.cache === pending) this.settled = all
        },
        () => {
          if (this.cache === pending) this.cache = null
        },
      )
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
    this.forget()
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
    return this.protectionFrom(await this.load())
  }

  /** The protection when the settings are loaded at this moment (no wait), else undefined: ask protection(). */
  protectionNow(): Protection | undefined {
    return this.settled ? this.protectionFrom(this.settled) : undefined
  }

  private protectionFrom(all: Map<string, string>): Protection {
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
    // Every field's problem at once, so the console can mark them all next to their fields.
    const problems: SettingProblem[] = []
    for (const [key, raw] of Object.entries(rest)) {
      if (raw === undefined) continue
      const checked = checkSetting(key, String(raw).trim())
      if (typeof checked === 'string') values[key] = checked
      else problems.push(checked)
    }
    const newPassword = access_password !== undefined && access_password !== '' ? access_password : null
    if (newPassword !== null && newPassword.length < MIN_ACCESS_PASSWORD_LENGTH) {
      problems.push(problem('access_password', `access_password must be at least ${MIN_ACCESS_PASSWORD_LENGTH} characters long`, `Use at least ${MIN_ACCESS_PASSWORD_LENGTH} characters.`))
    }
    const current = await readAll(this.db)
    const enabling = (values.password_protection_enabled ?? current.get('password_protection_enabled')) === '1'
    if (enabling && newPassword === null && !current.get(ACCESS_PASSWORD_HASH_KEY)) {
      problems.push(problem('access_password', 'access_password is required to enable site protection', 'Set an access password to turn on site protection.'))
    }
    if (problems.length) throw refusal(problems)

    const changed = Object.keys(values).filter((k) => (current.get(k) ?? SETTING_DEFAULTS[k as keyof typeof SETTING_DEFAULTS]) !== values[k])
    if (newPassword !== null) {
      values[ACCESS_PASSWORD_HASH_KEY] = await this.passwords.hash(newPassword)
      changed.push('access_password')
    }
    if (!changed.length) return []
    await upsertMany(this.db, values, adminId)
    await this.changes.publish(SETTINGS_TOPIC)
    return changed
  }
}

/** A refused setting: `error` names the key for API users, `message` is for the person at the field. */
export interface SettingProblem {
  field: string
  error: string
  message: string
}

const problem = (field: string, error: string, message: string): SettingProblem => ({ field, error, message })

/** One 400 for every refused setting: `{error, details: [{field, message}]}` (core/errors.ts). */
function refusal(problems: SettingProblem[]): HttpError {
  return new HttpError(400, problems.map((p) => p.error).join('; '), {}, problems.map(({ field, message }) => ({ field, message })))
}

/** Per kind of setting (shared/settings-keys.ts): the cleaned value, or what is wrong with it. Empty values never get here. */
const CHECKS: Record<SettingKind, (d: SettingDescriptor, value: string) => string | SettingProblem> = {
  email: ({ key }, value) => {
    // As the mailer parses it (modules/mail/address.ts): one plain address and nothing else.
    const address = value.toLowerCase()
    if (!isOneAddress(address)) return problem(key, `${key} must be a valid e-mail address`, 'Enter an e-mail address such as name@example.com.')
    return address
  },
  url: ({ key }, value) => {
    if (!isHttpUrl(value, { dottedHost: true })) return problem(key, `${key} must be a valid http(s) URL`, 'Enter a full web address starting with https://.')
    return value
  },
  'tracking-id': ({ key, tracking }, value) => {
    const { pattern, example } = tracking!
    // The patterns are written in capitals (a digits-only id is unchanged by it).
    const upper = value.toUpperCase()
    if (!pattern.test(upper)) return problem(key, `${key} must look like ${example}`, `Enter an ID that looks like ${example}.`)
    return upper
  },
  // Checked by the body schema: "1" or "0", text within its limit.
  flag: (_d, value) => value,
  phone: (_d, value) => value,
  text: (_d, value) => value,
}

/** The cleaned value, or what is wrong with it (a key that is no setting is left as it is). */
export function checkSetting(key: string, value: string): string | SettingProblem {
  if (value === '') return value
  const descriptor = settingDescriptor(key)
  return descriptor ? CHECKS[descriptor.kind](descriptor, value) : value
}

/** Returns the cleaned value or throws a 400 that names the field (with details for the form). */
export function validateSetting(key: string, value: string): string {
  const checked = checkSetting(key, value)
  if (typeof checked !== 'string') throw refusal([checked])
  return checked
}

/** A password people can read out loud: four groups of four letters and digits without look-alikes. */
export function generateAccessPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789'
  const bytes = randomBytes(16)
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length])
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-')
}
