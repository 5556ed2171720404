/** Queries of auth's two-factor tables (admin_two_factor, admin_recovery_codes, auth_settings, auth_pending_steps). `db` first. */
import { sql } from 'kysely'
import { TWO_FACTOR_REQUIREMENTS, type TwoFactorRequirement } from '../../shared/api/two-factor.ts'
import type { AuthDb } from './queries.ts'
import type { AuthPendingStepsTable } from './tables.ts'

const now = sql<Date>`now()`

export const findTwoFactor = (db: AuthDb, adminId: number) =>
  db.selectFrom('admin_two_factor').selectAll().where('admin_id', '=', adminId).executeTakeFirst()

/** Starts (or restarts) enrolment with a new secret; does nothing while two-factor sign-in is on. */
export async function startEnrolment(db: AuthDb, adminId: number, secretEnc: string): Promise<boolean> {
  const row = await db
    .insertInto('admin_two_factor')
    .values({ admin_id: adminId, secret_enc: secretEnc, enabled_at: null, last_used_step: null })
    .onConflict((oc) =>
      oc
        .column('admin_id')
        .doUpdateSet({ secret_enc: secretEnc, last_used_step: null, created_at: now })
        .where('admin_two_factor.enabled_at', 'is', null),
    )
    .returning('admin_id')
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Records `step` as used, only if it is newer than the last one used (so one code is never accepted
 * twice, even by two requests at the same moment). With `enable`, also turns two-factor sign-in on
 * (only from a started enrolment). False when the step was already used or the state did not match.
 */
export async function useTimeStep(db: AuthDb, adminId: number, step: number, opts: { enable: boolean }): Promise<boolean> {
  let query = db
    .updateTable('admin_two_factor')
    .set(opts.enable ? { last_used_step: step, enabled_at: now } : { last_used_step: step })
    .where('admin_id', '=', adminId)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step as never)]))
  query = opts.enable ? query.where('enabled_at', 'is', null) : query.where('enabled_at', 'is not', null)
  return (await query.returning('admin_id').executeTakeFirst()) !== undefined
}

/** Turns two-factor sign-in on with its first step and a fresh set of recovery codes, all at once. */
export const enableTwoFactor = (db: AuthDb, adminId: number, step: number, codeHashes: string[]) =>
  db.transaction().execute(async (tx) => {
    if (!(await useTimeStep(tx, adminId, step, { enable: true }))) return false
    await putRecoveryCodes(tx, adminId, codeHashes)
    return true
  })

/** Uses up one recovery code; false when it is unknown or already used. */
export async function redeemRecoveryCode(db: AuthDb, adminId: number, codeHash: string): Promise<boolean> {
  const row = await db
    .updateTable('admin_recovery_codes')
    .set({ used_at: now })
    .where('admin_id', '=', adminId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

export async function countRecoveryCodesLeft(db: AuthDb, adminId: number): Promise<number> {
  const row = await db
    .selectFrom('admin_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Removes an admin's two-factor sign-in (and codes); true when it was on. */
export const removeTwoFactor = (db: AuthDb, adminId: number) =>
  db.transaction().execute(async (tx) => {
    await tx.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute()
    const row = await tx.deleteFrom('admin_two_factor').where('admin_id', '=', adminId).returning('enabled_at').executeTakeFirst()
    return Boolean(row?.enabled_at)
  })

export async function enrolledAdminIds(db: AuthDb): Promise<number[]> {
  const rows = await db.selectFrom('admin_two_factor').select('admin_id').where('enabled_at', 'is not', null).orderBy('admin_id').execute()
  return rows.map((r) => r.admin_id)
}

const REQUIREMENT = 'two_factor_required_for'

export async function twoFactorRequirement(db: AuthDb): Promise<TwoFactorRequirement> {
  const row = await db.selectFrom('auth_settings').select('value').where('name', '=', REQUIREMENT).executeTakeFirst()
  const value = row?.value as TwoFactorRequirement | undefined
  return value && TWO_FACTOR_REQUIREMENTS.includes(value) ? value : 'nobody'
}

export const setTwoFactorRequirement = (db: AuthDb, value: TwoFactorRequirement) =>
  db
    .insertInto('auth_settings')
    .values({ name: REQUIREMENT, value })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value, updated_at: now }))
    .execute()

/** A fresh set of recovery codes for an account with two-factor sign-in on; the old ones die with it. */
export const replaceRecoveryCodes = (db: AuthDb, adminId: number, codeHashes: string[]) =>
  db.transaction().execute(async (tx) => {
    const on = await tx.selectFrom('admin_two_factor').select('admin_id').where('admin_id', '=', adminId).where('enabled_at', 'is not', null).forUpdate().executeTakeFirst()
    if (!on) return false
    await putRecoveryCodes(tx, adminId, codeHashes)
    return true
  })

/** Keeps a new pending step; steps past their end are purged on the way (they are never read again). */
export async function savePendingStep(db: AuthDb, step: Omit<AuthPendingStepsTable, 'expires_at'> & { expires_at: Date }, now: Date) {
  await db.deleteFrom('auth_pending_steps').where('expires_at', '<=', now).execute()
  await db.insertInto('auth_pending_steps').values(step).execute()
}

/** An unexpired pending step with its admin's current password hash (an inactive admin has none). */
export const findPendingStep = (db: AuthDb, hash: string, now: Date) =>
  db
    .selectFrom('auth_pending_steps as p')
    .innerJoin('admins as a', 'a.id', 'p.admin_id')
    .select(['p.admin_id', 'p.purpose', 'p.password_print', 'a.password_hash'])
    .where('p.token_hash', '=', hash)
    .where('p.expires_at', '>', now)
    .executeTakeFirst()

/** Deletes a pending step; true for the one request that deleted it. */
export async function takePendingStep(db: AuthDb, hash: string): Promise<boolean> {
  const row = await db.deleteFrom('auth_pending_steps').where('token_hash', '=', hash).returning('admin_id').executeTakeFirst()
  return row !== undefined
}

/** Sealed TOTP secrets of the older kind (`v1.`, under the session secret), to seal again at start. */
export const legacySealedSecrets = (db: AuthDb) =>
  db.selectFrom('admin_two_factor').select(['admin_id', 'secret_enc']).where('secret_enc', 'like', 'v1.%').execute()

export const replaceSealedSecret = (db: AuthDb, adminId: number, from: string, to: string) =>
  db.updateTable('admin_two_factor').set({ secret_enc: to }).where('admin_id', '=', adminId).where('secret_enc', '=', from).execute()

/** An account's recovery codes replaced by `codeHashes` (inside the caller's transaction). */
async function putRecoveryCodes(tx: AuthDb, adminId: number, codeHashes: string[]) {
  await tx.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute()
  await tx
    .insertInto('admin_recovery_codes')
    .values(codeHashes.map((code_hash) => ({ admin_id: adminId, code_hash })))
    .execute()
}
