/** Seeded values (admin-area §3 client defaults): each setting's default, from its descriptor (shared/settings-keys.ts). */
export { SETTING_DEFAULTS } from '../../shared/api/settings.ts'

/** Internal key: the argon2 hash of the site access password. Never leaves the server. */
export const ACCESS_PASSWORD_HASH_KEY = 'access_password_hash'
