/**
 * Invitations (issue 19). A super admin invites someone by e-mail (name, e-mail, role; only a super
 * admin invites a super admin, as for creating an admin). With SMTP the invitation is mailed; without
 * it the answer carries the link once, for the super admin to pass on privately. Admin Access lists
 * the open invitations with resend (a new link, 48 hours again; the old link stops working) and
 * revoke. The public side: the "Set your password" page looks the link up and accepts it, which
 * creates the account (active) and uses the link up; the person then signs in (sign-in rules such as
 * two-factor sign-in apply as to anyone). Audited: admin_invited, invitation_resent,
 * invitation_revoked, invitation_accepted.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Kysely } from 'kysely'
import { Type } from 'typebox'
import {
  INVITATION_HOURS,
  InvitationLookupSchema,
  InvitationSentSchema,
  InvitationsResponseSchema,
  InviteBodySchema,
  PasswordSetSchema,
  SetPasswordBodySchema,
  TokenBodySchema,
  type Invitation,
} from '../../shared/api/staff-accounts.ts'
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../core/errors.ts'
import { claimInvitation, findOpenInvitation, findUsableInvitation, insertInvitation, listOpenInvitations, renewInvitation, revokeInvitation, type InvitationRow } from './account-queries.ts'
import { invitationLink, invitationMail, newToken, tokenHash } from './account-links.ts'
import { passwordRefusal } from './password-policy.ts'
import { hashPassword } from './passwords.ts'
import { findAdminByEmail, insertAdmin } from './queries.ts'
import type { AuthTables } from './tables.ts'
import { LINK_IP_LIMIT, LINK_WINDOW_SECONDS, LINK_THROTTLED } from './link-throttle.ts'
import { IdParamsSchema } from '../../shared/api/params.ts'

const SuccessSchema = Type.Object({ success: Type.Boolean() })
const tags = ['auth']
const INVITATION_MINUTES = INVITATION_HOURS * 60

export const INVITATION_UNUSABLE = 'This invitation link cannot be used: it has expired, was used already or was withdrawn. Ask a super admin to send you a new one.'

const iso = (d: Date | string) => new Date(d).toISOString()
const present = (row: InvitationRow): Invitation => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  invited_by: row.invited_by ?? null,
  created_at: iso(row.created_at),
  expires_at: iso(row.expires_at),
  expired: Boolean(row.expired),
})

export async function invitationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const db = app.db as Kysely<AuthTables>

  /** Counted before the link is looked up; a usable link takes its attempt back (only wrong links use the budget). */
  async function countLinkAttempt(request: FastifyRequest) {
    const state = await app.throttle.hit(`link-ip:${request.ip}`, LINK_WINDOW_SECONDS)
    if (state.count > LINK_IP_LIMIT) throw tooManyRequests(state.retryAfter, LINK_THROTTLED)
  }
  const refundLinkAttempt = (request: FastifyRequest) => app.throttle.refund(`link-ip:${request.ip}`)

  /**
   * Writes the invitation's new token (insert or renew, by `write`) and, with SMTP, its mail in the
   * same transaction. Answers the invitation and, without SMTP, its link (shown once).
   */
  async function send(request: FastifyRequest, write: (trx: Kysely<AuthTables>, hash: string) => Promise<number | undefined>) {
    const token = newToken()
    const link = invitationLink(app.config.publicOrigin, token)
    const mailed = app.mail.smtpConfigured
    const sender = mailed ? (await app.settings.staffSettings()).sender_email : ''
    const inviter = request.admin!.name.trim() || request.admin!.email
    const row = await db.transaction().execute(async (trx) => {
      const id = await write(trx, tokenHash(token))
      if (id === undefined) return undefined
      const invitation = await findOpenInvitation(trx, id)
      if (invitation && mailed) await app.mail.enqueue(trx, invitationMail(invitation, inviter, link, sender))
      return invitation
    })
    return row && { invitation: present(row), mailed, ...(mailed ? {} : { link }) }
  }

  app.get(
    '/api/cms/invitations',
    { schema: { summary: 'Open invitations to join the staff', tags, response: { 200: InvitationsResponseSchema } }, config: { permission: 'admins:manage' } },
    async () => ({ invitations: (await listOpenInvitations(db)).map(present), smtp_configured: app.mail.smtpConfigured }),
  )

  app.post(
    '/api/cms/invitations',
    {
      schema: { summary: 'Invite someone to the staff by e-mail (mailed with SMTP, else the link is shown once)', tags, body: InviteBodySchema, response: { 201: InvitationSentSchema } },
      config: { permission: 'admins:manage' },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase()
      const name = request.body.name.replace(/\s+/g, ' ').trim()
      const { role } = request.body
      if (!name) throw badRequest('Name is required', 'name')
      if (role === 'super_admin' && request.admin!.role !== 'super_admin') throw forbidden('Only a super admin can invite a super admin')
      if (await findAdminByEmail(db, email)) throw badRequest('An admin with this email already exists', 'email')
      const sent = await send(request, (trx, hash) => insertInvitation(trx, { email, name, role, tokenHash: hash, invitedBy: request.admin!.id, minutes: INVITATION_MINUTES }))
      if (!sent) throw conflict('This address already has an invitation waiting: send it again or withdraw it from the list below')
      await app.audit.record(request, 'admin_invited', { targetType: 'invitation', targetId: sent.invitation.id, details: { email, role, mailed: sent.mailed } })
      return reply.code(201).send(sent)
    },
  )

  app.post(
    '/api/cms/invitations/:id/resend',
    {
      schema: { summary: 'Send an invitation again with a new link (the old link stops working)', tags, params: IdParamsSchema, response: { 200: InvitationSentSchema } },
      config: { permission: 'admins:manage' },
    },
    async (request) => {
      const id = request.params.id
      const sent = await send(request, async (trx, hash) => ((await renewInvitation(trx, id, hash, INVITATION_MINUTES)) ? id : undefined))
      if (!sent) throw notFound('Invitation not found: it may have been accepted or withdrawn')
      await app.audit.record(request, 'invitation_resent', { targetType: 'invitation', targetId: id, details: { email: sent.invitation.email, mailed: sent.mailed } })
      return sent
    },
  )

  app.delete(
    '/api/cms/invitations/:id',
    { schema: { summary: 'Withdraw an invitation (its link stops working)', tags, params: IdParamsSchema, response: { 200: SuccessSchema } }, config: { permission: 'admins:manage' } },
    async (request) => {
      const revoked = await revokeInvitation(db, request.params.id)
      if (!revoked) throw notFound('Invitation not found: it may have been accepted or withdrawn')
      await app.audit.record(request, 'invitation_revoked', { targetType: 'invitation', targetId: revoked.id, details: { email: revoked.email } })
      return { success: true }
    },
  )

  app.post(
    '/api/auth/invitation',
    { schema: { summary: 'Look up an invitation link (for the "Set your password" page)', tags, body: TokenBodySchema, response: { 200: InvitationLookupSchema } } },
    async (request) => {
      await countLinkAttempt(request)
      const invitation = await findUsableInvitation(db, tokenHash(request.body.token))
      if (!invitation) throw notFound(INVITATION_UNUSABLE)
      await refundLinkAttempt(request)
      return { email: invitation.email, name: invitation.name, role: invitation.role, expires_at: iso(invitation.expires_at) }
    },
  )

  app.post(
    '/api/auth/invitation/accept',
    { schema: { summary: 'Accept an invitation: set your password (then sign in)', tags, body: SetPasswordBodySchema, response: { 200: PasswordSetSchema } } },
    async (request) => {
      await countLinkAttempt(request)
      const hash = tokenHash(request.body.token)
      const invitation = await findUsableInvitation(db, hash)
      if (!invitation) throw notFound(INVITATION_UNUSABLE)
      await refundLinkAttempt(request)
      const refusal = passwordRefusal(request.body.password, invitation.email)
      if (refusal) throw badRequest(refusal, 'password')
      const passwordHash = await hashPassword(request.body.password)
      const admin = await db.transaction().execute(async (trx) => {
        const claimed = await claimInvitation(trx, hash)
        if (!claimed) throw notFound(INVITATION_UNUSABLE)
        const created = await insertAdmin(trx, { email: claimed.email, name: claimed.name, role: claimed.role, passwordHash })
        if (!created) throw conflict('An account with this e-mail exists already. Sign in, or use "Forgot password?" on the sign-in page.')
        return created
      })
      await app.audit.record(request, 'invitation_accepted', {
        actorEmail: admin.email,
        targetType: 'admin',
        targetId: admin.id,
        details: { email: admin.email, role: admin.role, invitation: invitation.id },
      })
      return { success: true, email: admin.email }
    },
  )
}
