import type { FastifyInstance } from 'fastify'
import { SettingsUpdateBodySchema, type SettingsUpdateBody } from '../../shared/api/settings.ts'

export async function settingsRoutes(app: FastifyInstance) {
  // Anonymous callers (the public site) get the public keys; staff get every key, but never the
  // access password, only whether one is set. The anonymous read is content: the gate guards it.
  app.get('/api/cms/settings', { schema: { summary: 'Get the settings (public ones for visitors, all for staff)' }, config: { permission: 'public', gate: 'content' } }, async (request) => {
    if (!request.admin) return { settings: await app.settings.publicSettings() }
    return { settings: await app.settings.staffSettings() }
  })

  app.put<{ Body: SettingsUpdateBody }>(
    '/api/cms/settings',
    { schema: { summary: 'Update settings', body: SettingsUpdateBodySchema }, config: { permission: 'settings:write' } },
    async (request) => {
      const changed = await app.settings.update(request.body, request.admin!.id)
      if (changed.length) await app.audit.record(request, 'settings_changed', { targetType: 'settings', details: { keys: changed } })
      return { success: true, changed, settings: await app.settings.staffSettings() }
    },
  )
}
