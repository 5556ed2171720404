/**
 * Active sessions (issue 19): My Profile lists the signed-in account's sessions (device in plain
 * words, address, last seen, "this device") and signs out all the others, or one of them by the
 * opaque id the list gave (only among the signer's own: it cannot reach anyone else's session;
 * naming this browser's own signs it out); a super admin signs
 * another admin out everywhere (not themselves: My Profile is for that; not an owner, like the
 * other changes a super admin makes to someone else's account). Those browsers are told why at
 * their next request (ended_sessions). Both are audited.
 */
import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Kysely } from 'kysely'
import { ActiveSessionsResponseSchema, SessionParamsSchema, SessionSignedOutSchema, SessionsEndedSchema } from '../../shared/api/staff-accounts.ts'
import { forbidden, notFound } from '../core/errors.ts'
import { isOwner } from './admin-user.ts'
import { describeDevice } from './device.ts'
import { endSessionBecause, findAdminById, listLiveSessions } from './queries.ts'
import type { AuthTables } from './tables.ts'
import { IdParamsSchema } from '../../shared/api/params.ts'

const tags = ['auth']

/** What the console may know of a session id: enough to tell sessions apart, nothing to use. */
const publicId = (sid: string) => createHash('sha256').update(sid).digest('hex').slice(0, 16)

export async function sessionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const db = app.db as Kysely<AuthTables>

  app.get(
    '/api/cms/profile/sessions',
    { schema: { summary: 'Your active sessions (device, address, last seen)', tags, response: { 200: ActiveSessionsResponseSchema } }, config: { permission: 'profile:self' } },
    async (request) => {
      const current = request.session?.sessionId
      const rows = await listLiveSessions(db, request.admin!.id, app.config.sessionIdleMinutes)
      const sessions = rows.map((row) => ({
        id: publicId(row.sid),
        device: describeDevice(row.user_agent),
        ip: row.ip,
        created_at: new Date(row.created_at).toISOString(),
        last_seen_at: new Date(row.last_seen_at).toISOString(),
        current: row.sid === current,
      }))
      // This device first, then the others by last seen.
      sessions.sort((a, b) => Number(b.current) - Number(a.current))
      return { sessions }
    },
  )

  app.post(
    '/api/cms/profile/sessions/sign-out-others',
    { schema: { summary: 'Sign out your other sessions (this one stays)', tags, response: { 200: SessionsEndedSchema } }, config: { permission: 'profile:self' } },
    async (request) => {
      const me = request.admin!
      const ended = await app.authSessions.endOtherSessions(me.id, 'signed_out_elsewhere', request.session.sessionId)
      await app.audit.record(request, 'sessions_signed_out_others', { targetType: 'admin', targetId: me.id, details: { ended } })
      return { ended }
    },
  )

  app.delete(
    '/api/cms/profile/sessions/:id',
    {
      schema: { summary: 'Sign out one of your sessions (this one: you are signed out)', tags, params: SessionParamsSchema, response: { 200: SessionSignedOutSchema } },
      config: { permission: 'profile:self' },
    },
    async (request) => {
      const me = request.admin!
      const current = request.session.sessionId
      // Looked up among this account's live sessions only: another admin's id never matches.
      const rows = await listLiveSessions(db, me.id, app.config.sessionIdleMinutes)
      const row = rows.find((r) => publicId(r.sid) === request.params.id)
      if (!row) throw notFound('This session has already ended')
      const own = row.sid === current
      await app.audit.record(request, 'session_signed_out', { targetType: 'admin', targetId: me.id, details: { device: describeDevice(row.user_agent), own } })
      if (own) {
        await app.authSessions.end(request)
        return { ended: 1, signed_out: true }
      }
      return { ended: await endSessionBecause(db, row.sid, 'signed_out_elsewhere'), signed_out: false }
    },
  )

  app.post(
    '/api/cms/admins/:id/sign-out',
    {
      schema: { summary: 'Sign another admin out of every session', tags, params: IdParamsSchema, response: { 200: SessionsEndedSchema } },
      config: { permission: 'admins:manage' },
    },
    async (request) => {
      const target = await findAdminById(db, request.params.id)
      if (!target) throw notFound('Admin user not found')
      if (target.id === request.admin!.id) throw forbidden('To sign out your other sessions, use "Sign out other sessions" in My Profile')
      if (isOwner(target, app.config.ownerEmails)) throw forbidden('This owner account is protected: only its owner can end its sessions')
      const ended = await app.authSessions.endOtherSessions(target.id, 'signed_out_by_admin')
      await app.audit.record(request, 'admin_signed_out_everywhere', { targetType: 'admin', targetId: target.id, details: { email: target.email, ended } })
      return { ended }
    },
  )
}
