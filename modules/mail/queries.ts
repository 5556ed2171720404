/** Queries of the mail module's own table. `db` is always the first parameter (often a caller's transaction). */
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely'
import type { MailStatus } from '../../shared/api/mail.ts'
import type { MailOutboxTable, MailTables } from './tables.ts'

export type MailDb = Kysely<MailTables>
export type MailRow = Selectable<MailOutboxTable>
export type NewMail = Insertable<MailOutboxTable>

/** The outbox columns the console lists (no bodies). */
const SUMMARY = ['id', 'to_address', 'subject', 'kind', 'status', 'attempts', 'last_error', 'created_at', 'sent_at'] as const
export type MailSummaryRow = Pick<MailRow, (typeof SUMMARY)[number]>

/**
 * The mails to an address, and the mails about it: a staff notification of a visitor's message
 * carries the visitor in Reply-To (modules/enquiries/mails.ts), and holds their message too.
 * Personal-data requests are rare: no index for the Reply-To half.
 */
const sameAddress = (email: string) => {
  const address = email.trim().toLowerCase()
  return sql<boolean>`(lower(to_address) = ${address} or lower(headers ->> 'Reply-To') = ${address})`
}

export async function insertMail(db: MailDb, mail: NewMail): Promise<number> {
  const row = await db.insertInto('mail_outbox').values(mail).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/**
 * Claims the next due queued mail for one delivery attempt: counts the attempt and moves
 * next_attempt_at to `leaseUntil`, so no other sender picks it up while this one sends it (and a
 * sender that dies mid-send leaves it due again once the lease ends). FOR UPDATE SKIP LOCKED: two
 * senders claiming at once take different rows instead of waiting for, or both taking, the same one.
 * One short statement, no transaction held open during the SMTP conversation.
 */
export async function claimDueMail(db: MailDb, now: Date, leaseUntil: Date, maxAttempts: number): Promise<MailRow | undefined> {
  const next = db
    .selectFrom('mail_outbox')
    .select('id')
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', now)
    .where('attempts', '<', maxAttempts)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(1)
    .forUpdate()
    .skipLocked()
  return db
    .updateTable('mail_outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: leaseUntil }))
    .where('id', '=', next)
    .where('status', '=', 'queued')
    .returningAll()
    .executeTakeFirst()
}

export async function markSent(db: MailDb, id: number, at: Date): Promise<void> {
  await db.updateTable('mail_outbox').set({ status: 'sent', sent_at: at }).where('id', '=', id).where('status', '=', 'queued').execute()
}

/** Records a failed attempt: try again at `retryAt`, or give up (`retryAt` null). */
export async function markAttemptFailed(db: MailDb, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set(retryAt ? { last_error: error, next_attempt_at: retryAt } : { last_error: error, status: 'failed' })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .execute()
}

/** Mails whose last allowed attempt was begun but never finished (the sender stopped): failed once the lease is over. */
export async function failAbandoned(db: MailDb, now: Date, maxAttempts: number, error: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({ status: 'failed', last_error: eb.fn.coalesce('last_error', sql<string>`${error}`) }))
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', now)
    .where('attempts', '>=', maxAttempts)
    .execute()
}

export async function countByStatus(db: MailDb): Promise<Record<MailStatus, number>> {
  const rows = await db.selectFrom('mail_outbox').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute()
  const counts: Record<MailStatus, number> = { queued: 0, sent: 0, failed: 0 }
  for (const r of rows) counts[r.status] = Number(r.n)
  return counts
}

/** Newest first; `status` null lists every mail. */
export async function listMails(db: MailDb, status: MailStatus | null, limit: number, offset: number): Promise<MailSummaryRow[]> {
  let q = db.selectFrom('mail_outbox').select(SUMMARY)
  if (status) q = q.where('status', '=', status)
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute()
}

export const mailsTo = (db: MailDb, email: string): Promise<MailSummaryRow[]> =>
  db.selectFrom('mail_outbox').select(SUMMARY).where(sameAddress(email)).orderBy('created_at').orderBy('id').execute()

export async function deleteMailsTo(db: MailDb, email: string): Promise<number> {
  const result = await db.deleteFrom('mail_outbox').where(sameAddress(email)).executeTakeFirst()
  return Number(result.numDeletedRows)
}
