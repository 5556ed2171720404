/**
 * Test helper: the media module with the modules it needs (auth, settings, gate), and the
 * content-types engine that serves press highlights (the Media Manager's other list), the site open.
 */
import type { FastifyInstance } from 'fastify'
import { createTestApp } from '../core/testing.ts'
import { auth } from '../auth/index.ts'
import { settings } from '../settings/index.ts'
import { gate } from '../gate/index.ts'
import { media } from './index.ts'
import { contentTypes } from '../content-types/index.ts'

export async function createMediaApp(): Promise<FastifyInstance> {
  const app = await createTestApp([auth, settings, gate, media, contentTypes])
  await app.settings.update({ password_protection_enabled: '0' }, null)
  return app
}
