/** How an admin row is shown to the API (never with its password hash). */
import type { AdminUser } from '../../shared/api/auth.ts'
import type { SessionAdmin } from './permissions.ts'
import type { AdminRow } from './queries.ts'

/** Owner accounts (OWNER_EMAILS) can never be deleted or deactivated, whatever their role. */
export const isOwner = (admin: Pick<AdminRow, 'email'>, ownerEmails: readonly string[]) => ownerEmails.includes(admin.email)

export const toAdminUser = (admin: AdminRow, ownerEmails: readonly string[]): AdminUser => ({
  id: admin.id,
  email: admin.email,
  name: admin.name,
  role: admin.role,
  is_active: admin.is_active,
  created_at: new Date(admin.created_at).toISOString(),
  protected: admin.role === 'super_admin' || isOwner(admin, ownerEmails),
})

export const toSessionAdmin = (admin: AdminRow): SessionAdmin => ({ id: admin.id, email: admin.email, name: admin.name, role: admin.role })
