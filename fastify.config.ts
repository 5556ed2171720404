/**
 * Builds the Yerth app from an explicit list of modules. Tests, `make run` and `make dev` all
 * come through here; only bin/start.ts listens on a port.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import type { AppConfig } from './modules/core/config.ts'
import type { DatabaseHandle } from './modules/core/db.ts'
import { createHost } from './modules/core/host.ts'
import { auth } from './modules/auth/index.ts'
import { staffAccounts } from './modules/auth/staff-accounts.ts'
import { settings } from './modules/settings/index.ts'
import { gate } from './modules/gate/index.ts'
import { media } from './modules/media/index.ts'
import { pages } from './modules/pages/index.ts'
import { contentTypes } from './modules/content-types/index.ts'
import { redirects } from './modules/redirects/index.ts'
import { navigation } from './modules/navigation/index.ts'
import { revisions } from './modules/revisions/index.ts'
import { mail } from './modules/mail/index.ts'
import { enquiries } from './modules/enquiries/index.ts'
import { analytics } from './modules/analytics/index.ts'
import { dashboard } from './modules/dashboard/index.ts'
import { openapi } from './modules/core/openapi-routes.ts'
import { publicSite } from './web-public/plugin.ts'
import { adminConsole } from './web-admin/plugin.ts'

/** The server modules, in dependency order (each declares its dependencies and fails at boot without them). */
export const apiModules: FastifyPluginAsync[] = [auth, settings, gate, revisions, media, pages, contentTypes, redirects, navigation, mail, staffAccounts, enquiries, analytics, dashboard, openapi]

/** The two React bundles, served after the API. */
export const webModules: FastifyPluginAsync[] = [publicSite, adminConsole]

export interface BuildOptions {
  config: AppConfig
  database: DatabaseHandle
  modules?: FastifyPluginAsync[]
  ownsDatabase?: boolean
}

export async function buildApp({ config, database, modules = [...apiModules, ...webModules], ownsDatabase = true }: BuildOptions): Promise<FastifyInstance> {
  const app = await createHost(config, database, ownsDatabase)
  try {
    for (const mod of modules) await app.register(mod)
    await app.ready()
  } catch (err) {
    // A module refused to boot: close what core opened (the LISTEN client, the pool) so the
    // process can exit instead of hanging on open handles.
    await app.close().catch(() => {})
    throw err
  }
  return app
}
