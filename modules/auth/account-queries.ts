/**
 * Queries of the auth module's invitation and password-reset tables (migration
 * 2026-11-27-02-staff-accounts). Tokens arrive here already hashed (account-links.ts); every end
 * time is the database's clock, so all instances agree. Using a link is one conditional UPDATE, so
 * a link works once even when two requests bring it at the same moment.
 */
import { sql } from 'kysely'
import type { Role } from '../../shared/api/auth.ts'
import type { AuthDb } from './queries.ts'

const now = sql<Date>`now()`
const inMinutes = (minutes: number) => sql<Date>`now() + make_interval(mins => ${minutes})`

// ---- invitations

export interface NewInvitation {
  email: string
  name: string
  role: Role
  tokenHash: string
  invitedBy: number
  minutes: number
}

/** The columns the console shows, with the inviter's e-mail and whether the link has expired. */
const invitationView = (db: AuthDb) =>
  db
    .selectFrom('admin_invitations as i')
    .leftJoin('admins as a', 'a.id', 'i.invited_by')
    .select(['i.id', 'i.email', 'i.name', 'i.role', 'i.created_at', 'i.expires_at', 'a.email as invited_by'])
    .select(sql<boolean>`i.expires_at <= now()`.as('expired'))
    .where('i.accepted_at', 'is', null)
    .where('i.revoked_at', 'is', null)

export type InvitationRow = Awaited<ReturnType<ReturnType<typeof invitationView>['executeTakeFirstOrThrow']>>

/** Inserts an invitation; undefined when the address already has an open one (race-safe: the partial unique index). */
export async function insertInvitation(db: AuthDb, inv: NewInvitation): Promise<number | undefined> {
  const row = await db
    .insertInto('admin_invitations')
    .values({ email: inv.email, name: inv.name, role: inv.role, token_hash: inv.tokenHash, invited_by: inv.invitedBy, expires_at: inMinutes(inv.minutes) })
    .onConflict((oc) => oc.column('email').where('accepted_at', 'is', null).where('revoked_at', 'is', null).doNothing())
    .returning('id')
    .executeTakeFirst()
  return row?.id
}

/** Open invitations (not accepted, not revoked; expired ones too, to resend or revoke), newest first. */
export const listOpenInvitations = (db: AuthDb) => invitationView(db).orderBy('i.created_at', 'desc').orderBy('i.id', 'desc').execute()

export const findOpenInvitation = (db: AuthDb, id: number) => invitationView(db).where('i.id', '=', id).executeTakeFirst()

/** A new token and a new end for an open invitation (the old link stops working); false when it is not open. */
export async function renewInvitation(db: AuthDb, id: number, tokenHash: string, minutes: number): Promise<boolean> {
  const result = await db
    .updateTable('admin_invitations')
    .set({ token_hash: tokenHash, expires_at: inMinutes(minutes) })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export const revokeInvitation = (db: AuthDb, id: number) =>
  db
    .updateTable('admin_invitations')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .returning(['id', 'email'])
    .executeTakeFirst()

/** The invitation a link names, while it can still be used. */
export const findUsableInvitation = (db: AuthDb, tokenHash: string) =>
  db
    .selectFrom('admin_invitations')
    .select(['id', 'email', 'name', 'role', 'expires_at', 'invited_by'])
    .where('token_hash', '=', tokenHash)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()

/** Uses up the invitation a link names (at most once); undefined when it cannot be used. */
export const claimInvitation = (db: AuthDb, tokenHash: string) =>
  db
    .updateTable('admin_invitations')
    .set({ accepted_at: now })
    .where('token_hash', '=', tokenHash)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['id', 'email', 'name', 'role', 'invited_by'])
    .executeTakeFirst()

// ---- password resets

export const insertPasswordReset = (db: AuthDb, adminId: number, tokenHash: string, minutes: number) =>
  db.insertInto('password_resets').values({ admin_id: adminId, token_hash: tokenHash, expires_at: inMinutes(minutes) }).execute()

/** The account a reset link names, while the link can still be used. */
export const findUsableReset = (db: AuthDb, tokenHash: string) =>
  db
    .selectFrom('password_resets')
    .select(['id', 'admin_id'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()

/**
 * Uses up a reset link (at most once) and every other open link of the same account (a password set
 * with one link must not be changed again with an older one). The account's id, or undefined.
 */
export async function claimReset(db: AuthDb, tokenHash: string): Promise<number | undefined> {
  const row = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('admin_id')
    .executeTakeFirst()
  if (!row) return undefined
  await db.updateTable('password_resets').set({ used_at: now }).where('admin_id', '=', row.admin_id).where('used_at', 'is', null).execute()
  return row.admin_id
}

/** Forgets used and expired links a day after their end (they prove nothing any more). */
export const purgeOldLinks = async (db: AuthDb) => {
  await db.deleteFrom('password_resets').where('expires_at', '<', sql<Date>`now() - interval '1 day'`).execute()
}
