/**
 * auth, the part that mails (issue 19): invitations (invitations-routes.ts) and forgotten passwords
 * (password-reset-routes.ts). A plugin of its own because it needs the mail outbox and the sender
 * address from settings, and both of those modules depend on auth: registered after them, it names
 * them in `dependencies` so a host without them fails at boot. Its tables (admin_invitations,
 * password_resets) are auth's own (migration 2026-11-27-02-staff-accounts).
 * Depends on: core (db, throttle, config.publicOrigin), auth (sessions, audit, passwords), settings
 * (sender_email), mail (enqueue, smtpConfigured).
 */
import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import { purgeOldLinks } from './account-queries.ts'
import { invitationsRoutes } from './invitations-routes.ts'
import { passwordResetRoutes } from './password-reset-routes.ts'
import type { AuthTables } from './tables.ts'

const PURGE_EVERY_MS = 60 * 60_000

export const staffAccounts = fp(
  async (app) => {
    await app.register(invitationsRoutes)
    await app.register(passwordResetRoutes)
    const purge = setInterval(() => purgeOldLinks(app.db as Kysely<AuthTables>).catch(() => {}), PURGE_EVERY_MS)
    purge.unref()
    app.addHook('onClose', async () => clearInterval(purge))
  },
  { name: 'staff-accounts', dependencies: ['core', 'auth', 'settings', 'mail'], fastify: '5.x' },
)
