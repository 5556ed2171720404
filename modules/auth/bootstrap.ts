/**
 * First start: with no admin at all, creates a super admin from ADMIN_EMAIL / ADMIN_PASSWORD, or
 * admin@<brand domain> with a generated password shown once through app.bootNotices (never logged).
 * An ADMIN_PASSWORD that password-policy.ts refuses (common, or the e-mail) stops the start with a
 * message saying so. Safe when two instances start together: the insert does nothing if the email already exists.
 */
import type { FastifyInstance } from 'fastify'
import { BRAND } from '../../shared/brand.ts'
import { ConfigError } from '../core/config.ts'
import { passwordRefusal } from './password-policy.ts'
import { generatePassword, hashPassword } from './passwords.ts'
import { countAdmins, insertAdmin, insertAudit, type AuthDb } from './queries.ts'

export async function ensureFirstAdmin(app: FastifyInstance, db: AuthDb): Promise<void> {
  if ((await countAdmins(db)) > 0) return
  const email = app.config.adminEmail ?? `admin@${BRAND.domain}`
  const password = app.config.adminPassword ?? generatePassword()
  const refusal = app.config.adminPassword && passwordRefusal(app.config.adminPassword, email)
  // Refusing to start beats a first super admin anyone could guess; the message names the variable.
  if (refusal) throw new ConfigError([`ADMIN_PASSWORD cannot be used for the first super admin: ${refusal}`])
  const created = await insertAdmin(db, { email, name: 'Super Admin', role: 'super_admin', passwordHash: await hashPassword(password) })
  if (!created) return // another instance created it first

  await insertAudit(db, {
    adminId: null,
    adminEmail: null,
    action: 'admin_created',
    targetType: 'admin',
    targetId: created.id,
    details: { email: created.email, role: created.role, via: 'first start' },
  })
  app.log.info({ email: created.email }, 'created the first super admin')
  app.bootNotices.push(
    app.config.adminPassword
      ? `Admin sign-in: ${created.email} (password from ADMIN_PASSWORD)`
      : `Admin sign-in: ${created.email} / ${password}`,
  )
}
