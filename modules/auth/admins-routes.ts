/**
 * Admin users and the signed-in admin's own profile (admin-area §2 Settings: My Profile, Admin
 * Access; §5; §6). Only super admins manage other admins; protected accounts (super admins and
 * owners) cannot be deleted; owners cannot be deactivated; nobody removes or deactivates themselves.
 * A super admin who is not an owner CAN be deactivated by another super admin (a way to lock out a
 * compromised super admin without deleting the account). Deactivating, deleting or changing the
 * password ends that admin's (other) sessions with the reason, which their browsers are then told.
 * A super admin also gives other admins a role and sets their password (not in the spec): never
 * their own (My Profile) nor an owner's; the last active super admin cannot be demoted. Every
 * password set here passes password-policy.ts (not common, not the e-mail).
 */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Kysely } from 'kysely'
import { Type } from 'typebox'
import {
  AdminPasswordBodySchema,
  AdminRoleBodySchema,
  AdminStatusBodySchema,
  AdminUserSchema,
  ChangePasswordBodySchema,
  CreateAdminBodySchema,
  MIN_PASSWORD_LENGTH,
  ProfileUpdateBodySchema,
  UserResponseSchema,
} from '../../shared/api/auth.ts'
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../core/errors.ts'
import { isOwner, toAdminUser } from './admin-user.ts'
import { passwordRefusal } from './password-policy.ts'
import { hashPassword, verifyPassword } from './passwords.ts'
import { PASSWORD_CHECK_LIMIT, PASSWORD_CHECK_WINDOW_SECONDS } from './password-check.ts'
import { deleteAdmin, findAdminById, forgetEndReasonsOfAdmin, insertAdmin, listAdmins, setAdminActive, updateAdminName, updateAdminPassword, updateAdminRole } from './queries.ts'
import type { AuthTables } from './tables.ts'
import { IdParamsSchema } from '../../shared/api/params.ts'


const AdminResponseSchema = Type.Object({ admin: AdminUserSchema })
const AdminsResponseSchema = Type.Object({ admins: Type.Array(AdminUserSchema) })
const SuccessSchema = Type.Object({ success: Type.Boolean() })
const tags = ['auth']

export async function adminsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const db = app.db as Kysely<AuthTables>
  const owners = app.config.ownerEmails
  const present = (row: Parameters<typeof toAdminUser>[0]) => toAdminUser(row, owners)

  /** A 400 at `field` when `password` is too common or is the account's e-mail (password-policy.ts). */
  function refuseWeak(password: string, email: string, field: string) {
    const refusal = passwordRefusal(password, email)
    if (refusal) throw badRequest(refusal, field)
  }

  /** Another admin, for a super admin to manage: 404 when missing, 403 for oneself (My Profile is for that) or an owner. */
  async function otherAdmin(id: number, me: number, what: string) {
    const target = await findOr404(id)
    if (target.id === me) throw forbidden(`You cannot change your own ${what} here`)
    if (isOwner(target, owners)) throw forbidden(`This owner account is protected: its ${what} cannot be changed by others`)
    return target
  }

  async function findOr404(id: number) {
    const admin = await findAdminById(db, id)
    if (!admin) throw notFound('Admin user not found')
    return admin
  }

  app.get('/api/cms/admins', { schema: { summary: 'List admin users', tags, response: { 200: AdminsResponseSchema } }, config: { permission: 'console:read' } }, async () => ({
    admins: (await listAdmins(db)).map(present),
  }))

  app.post(
    '/api/cms/admins',
    { schema: { summary: 'Create an admin user', tags, body: CreateAdminBodySchema, response: { 201: AdminResponseSchema } }, config: { permission: 'admins:manage' } },
    async (request, reply) => {
      const { email, password, role } = request.body
      const name = request.body.name.trim()
      if (!name) throw badRequest('Name is required')
      if (role === 'super_admin' && request.admin!.role !== 'super_admin') throw forbidden('Only a super admin can create a super admin')
      refuseWeak(password, email, 'password')
      const admin = await insertAdmin(db, { email, name, role, passwordHash: await hashPassword(password) })
      if (!admin) throw conflict('An admin with this email already exists')
      await app.audit.record(request, 'admin_created', { targetType: 'admin', targetId: admin.id, details: { email: admin.email, role } })
      return reply.code(201).send({ admin: present(admin) })
    },
  )

  app.delete(
    '/api/cms/admins/:id',
    { schema: { summary: 'Delete an admin user (not a super admin or owner)', tags, params: IdParamsSchema, response: { 200: SuccessSchema } }, config: { permission: 'admins:manage' } },
    async (request) => {
      const target = await findOr404(request.params.id)
      if (target.id === request.admin!.id) throw forbidden('You cannot delete your own account')
      if (isOwner(target, owners)) throw forbidden('This owner account is protected and cannot be deleted')
      if (target.role === 'super_admin') throw forbidden('Super admin accounts are protected and cannot be deleted')
      // Ended first, so its browsers are told why (the rows would also go with the admin: ON DELETE CASCADE).
      await app.authSessions.endOtherSessions(target.id, 'deleted')
      await deleteAdmin(db, target.id)
      await app.audit.record(request, 'admin_deleted', { targetType: 'admin', targetId: target.id, details: { email: target.email, role: target.role } })
      return { success: true }
    },
  )

  app.put(
    '/api/cms/admins/:id/status',
    {
      schema: { summary: 'Activate or deactivate an admin user', tags, params: IdParamsSchema, body: AdminStatusBodySchema, response: { 200: AdminResponseSchema } },
      config: { permission: 'admins:manage' },
    },
    async (request) => {
      const target = await findOr404(request.params.id)
      const activate = request.body.is_active
      if (!activate && target.id === request.admin!.id) throw forbidden('You cannot deactivate your own account')
      if (!activate && isOwner(target, owners)) throw forbidden('This owner account is protected and cannot be deactivated')
      const updated = await setAdminActive(db, target.id, activate)
      if (!updated) throw notFound('Admin user not found')
      if (!activate) await app.authSessions.endOtherSessions(target.id, 'deactivated')
      // Back in: their old browsers no longer say "deactivated", just "signed out".
      else await forgetEndReasonsOfAdmin(db, target.id, 'deactivated')
      await app.audit.record(request, activate ? 'admin_activated' : 'admin_deactivated', {
        targetType: 'admin',
        targetId: target.id,
        details: { email: target.email },
      })
      return { admin: present(updated) }
    },
  )

  app.put(
    '/api/cms/admins/:id/role',
    {
      schema: { summary: "Change another admin's role", tags, params: IdParamsSchema, body: AdminRoleBodySchema, response: { 200: AdminResponseSchema } },
      config: { permission: 'admins:manage' },
    },
    async (request) => {
      const target = await otherAdmin(request.params.id, request.admin!.id, 'role')
      const { role } = request.body
      if (role === 'super_admin' && request.admin!.role !== 'super_admin') throw forbidden('Only a super admin can make a super admin')
      if (role === target.role) return { admin: present(target) }
      const updated = await updateAdminRole(db, target.id, role)
      if (updated === 'last_super_admin') throw conflict('This is the last active super admin: make another admin a super admin first')
      if (!updated) throw notFound('Admin user not found')
      await app.audit.record(request, 'admin_role_changed', {
        targetType: 'admin',
        targetId: target.id,
        details: { email: target.email, from: target.role, to: role },
      })
      return { admin: present(updated) }
    },
  )

  app.put(
    '/api/cms/admins/:id/password',
    {
      schema: { summary: "Set another admin's password (ends their sessions)", tags, params: IdParamsSchema, body: AdminPasswordBodySchema, response: { 200: SuccessSchema } },
      config: { permission: 'admins:manage' },
    },
    async (request) => {
      const target = await otherAdmin(request.params.id, request.admin!.id, 'password')
      refuseWeak(request.body.password, target.email, 'password')
      await updateAdminPassword(db, target.id, await hashPassword(request.body.password))
      // Whoever holds the old password (or a session of it) is out; their browsers are told why.
      await app.authSessions.endOtherSessions(target.id, 'password_reset')
      await app.audit.record(request, 'password_reset', { targetType: 'admin', targetId: target.id, details: { email: target.email } })
      return { success: true }
    },
  )

  app.put(
    '/api/cms/profile/update',
    { schema: { summary: 'Change your own name', tags, body: ProfileUpdateBodySchema, response: { 200: UserResponseSchema } }, config: { permission: 'profile:self' } },
    async (request) => {
      const name = request.body.name.trim()
      if (!name) throw badRequest('Name is required')
      const updated = await updateAdminName(db, request.admin!.id, name)
      if (!updated) throw notFound('Admin user not found')
      await app.audit.record(request, 'profile_updated', { targetType: 'admin', targetId: updated.id, details: { name } })
      return { user: present(updated) }
    },
  )

  app.put(
    '/api/cms/profile/change-password',
    { schema: { summary: 'Change your own password', tags, body: ChangePasswordBodySchema, response: { 200: SuccessSchema } }, config: { permission: 'profile:self' } },
    async (request) => {
      const { currentPassword, newPassword } = request.body
      if (!currentPassword || !newPassword) throw badRequest('Please fill in all password fields')
      if (newPassword.length < MIN_PASSWORD_LENGTH) throw badRequest(`New password must be at least ${MIN_PASSWORD_LENGTH} characters long`, 'newPassword')

      const me = request.admin!
      refuseWeak(newPassword, me.email, 'newPassword')
      const throttleKey = `password-check:${me.id}`
      const attempt = await app.throttle.hit(throttleKey, PASSWORD_CHECK_WINDOW_SECONDS)
      if (attempt.count > PASSWORD_CHECK_LIMIT) throw tooManyRequests(attempt.retryAfter)
      const admin = await findOr404(me.id)
      if (!(await verifyPassword(admin.password_hash, currentPassword))) throw badRequest('Current password is incorrect')
      await app.throttle.clear(throttleKey)

      await updateAdminPassword(db, me.id, await hashPassword(newPassword))
      // Anyone else holding a session of this account is out; this browser stays signed in.
      await app.authSessions.endOtherSessions(me.id, 'password_changed', request.session.sessionId)
      await app.audit.record(request, 'password_changed', { targetType: 'admin', targetId: me.id })
      return { success: true }
    },
  )
}
