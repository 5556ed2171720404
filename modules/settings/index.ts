/**
 * settings: the site-wide key/value settings (admin-area §3 Settings, public-site §3).
 * Owns: table settings (including the hashed site access password under an internal key).
 * Exposes: app.settings (SettingsService: publicSettings, staffSettings, protection, protectionNow, update) and
 * GET/PUT /api/cms/settings. Seeds the defaults at first start and prints a generated access password once.
 * Depends on: core, auth (permissions, audit log, password hashing).
 */
import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import { SettingsService } from './service.ts'
import { settingsRoutes } from './routes.ts'
import type { SettingsTables } from './tables.ts'

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsService
  }
}

export const settings = fp(
  async (app) => {
    const service = new SettingsService(app.db as Kysely<SettingsTables>, app.changes, app.passwords)
    const seeded = await service.seed(app.config.accessPassword)
    if (seeded.generatedAccessPassword) app.bootNotices.push(`Site access password (coming-soon gate): ${seeded.generatedAccessPassword}`)
    else if (seeded.createdAccessPassword) app.bootNotices.push('Site access password (coming-soon gate): the value of ACCESS_PASSWORD')
    app.decorate('settings', service)
    await app.register(settingsRoutes)
  },
  { name: 'settings', dependencies: ['core', 'auth'], fastify: '5.x' },
)
