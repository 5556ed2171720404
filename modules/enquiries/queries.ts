/** Queries of the enquiries module's own tables. `db` (or an open transaction) is always the first parameter. */
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely'
import type { EnquiryCounts, EnquiryFormType, EnquiryStatus, NewsletterSource } from '../../shared/api/enquiries.ts'
import type { EnquiriesTable, EnquiriesTables, NewsletterSubscriptionsTable } from './tables.ts'

export type EnquiriesDb = Kysely<EnquiriesTables>
export type EnquiryRow = Selectable<EnquiriesTable>
export type NewEnquiry = Insertable<EnquiriesTable>
export type SubscriptionRow = Selectable<NewsletterSubscriptionsTable>

export interface EnquiryFilter {
  /** Matched case-insensitively anywhere in name, email, subject or message. */
  search?: string
  type?: EnquiryFormType | 'all'
  status?: EnquiryStatus | 'all'
}

const ENQUIRY_COLUMNS = ['id', 'name', 'email', 'phone', 'subject', 'message', 'source_page', 'form_type', 'status', 'created_at'] as const

/** `%text%` for ILIKE with the pattern characters of `text` taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function filtered(db: EnquiriesDb, f: EnquiryFilter) {
  let q = db.selectFrom('enquiries')
  if (f.type && f.type !== 'all') q = q.where('form_type', '=', f.type)
  if (f.status && f.status !== 'all') q = q.where('status', '=', f.status)
  if (f.search) {
    const pattern = containing(f.search)
    q = q.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('email', 'ilike', pattern), eb('subject', 'ilike', pattern), eb('message', 'ilike', pattern)]))
  }
  return q
}

export async function insertEnquiry(db: EnquiriesDb, values: NewEnquiry): Promise<EnquiryRow> {
  return db.insertInto('enquiries').values(values).returning(ENQUIRY_COLUMNS).executeTakeFirstOrThrow() as Promise<EnquiryRow>
}

/** One page of the filtered enquiries, newest first, and how many match in all. */
export async function listEnquiries(db: EnquiriesDb, f: EnquiryFilter, limit: number, offset: number): Promise<{ rows: EnquiryRow[]; total: number }> {
  const q = filtered(db, f)
  const [rows, count] = await Promise.all([
    q.select(ENQUIRY_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    q.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows: rows as EnquiryRow[], total: Number(count.n) }
}

/** The stat cards: counts over every enquiry, in one scan. */
export async function countEnquiries(db: EnquiriesDb): Promise<EnquiryCounts> {
  const { rows } = await sql<Record<keyof EnquiryCounts, number | string>>`
    select count(*) as "all",
      count(*) filter (where status = 'unread') as unread,
      count(*) filter (where status = 'read') as read,
      count(*) filter (where status = 'replied') as replied,
      count(*) filter (where status = 'archived') as archived,
      count(*) filter (where form_type = 'contact') as contact,
      count(*) filter (where form_type = 'newsletter') as newsletter,
      count(*) filter (where form_type = 'career') as career
    from enquiries`.execute(db)
  const row = rows[0]
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as EnquiryCounts
}

/** Where the previous batch of an export ended: the last row's created_at as PostgreSQL wrote it (microseconds kept) and its id. */
export interface ExportCursor {
  at: string
  id: number
}

/**
 * The filtered enquiries newest first, `size` at a time after `cursor` (keyset paging: rows that
 * arrive during an export do not shift later batches).
 */
export async function exportBatch(db: EnquiriesDb, f: EnquiryFilter, cursor: ExportCursor | null, size: number): Promise<Array<EnquiryRow & { cursor_at: string }>> {
  let q = filtered(db, f)
  if (cursor) q = q.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(sql<Date>`${cursor.at}::timestamptz`, cursor.id)))
  const rows = await q
    .select([...ENQUIRY_COLUMNS, sql<string>`created_at::text`.as('cursor_at')])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .execute()
  return rows as Array<EnquiryRow & { cursor_at: string }>
}

/** Sets the status; returns the row and the status it had, or undefined for an unknown id. */
export async function updateEnquiryStatus(db: EnquiriesDb, id: number, status: EnquiryStatus): Promise<{ row: EnquiryRow; previous: EnquiryStatus } | undefined> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('enquiries').select('status').where('id', '=', id).forUpdate().executeTakeFirst()
    if (!current) return undefined
    if (current.status === status) {
      const row = await trx.selectFrom('enquiries').select(ENQUIRY_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow()
      return { row: row as EnquiryRow, previous: current.status }
    }
    const row = await trx
      .updateTable('enquiries')
      .set({ status, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .returning(ENQUIRY_COLUMNS)
      .executeTakeFirstOrThrow()
    return { row: row as EnquiryRow, previous: current.status }
  })
}

const sameAddress = (email: string) => sql<boolean>`lower(email) = ${email.toLowerCase()}`

export async function enquiriesByEmail(db: EnquiriesDb, email: string): Promise<EnquiryRow[]> {
  const rows = await db.selectFrom('enquiries').select(ENQUIRY_COLUMNS).where(sameAddress(email)).orderBy('created_at', 'desc').orderBy('id', 'desc').execute()
  return rows as EnquiryRow[]
}

export async function deleteEnquiriesByEmail(db: EnquiriesDb, email: string): Promise<number> {
  const result = await db.deleteFrom('enquiries').where(sameAddress(email)).executeTakeFirst()
  return Number(result.numDeletedRows)
}

// ---- newsletter subscriptions

export type SubscribeOutcome = 'created' | 'reactivated' | 'already-active'

/** What an unsubscribe token is signed over (besides its expiry). */
export type TokenSubject = Pick<SubscriptionRow, 'id' | 'email' | 'token_generation'>

/**
 * Subscribes `email` (lower case): a new row, an unsubscribed row made active again (with the next
 * token generation, so links issued before stop working), or nothing for an active one. Safe when
 * the same address signs up twice at once: the second insert waits for the first and then finds the row.
 */
export async function subscribe(db: EnquiriesDb, email: string, sourcePage: NewsletterSource): Promise<TokenSubject & { outcome: SubscribeOutcome }> {
  const subject = ['id', 'email', 'token_generation'] as const
  for (let attempt = 0; ; attempt++) {
    const created = await db
      .insertInto('newsletter_subscriptions')
      .values({ email, source_page: sourcePage })
      .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
      .returning(subject)
      .executeTakeFirst()
    if (created) return { ...created, outcome: 'created' }
    const reactivated = await db
      .updateTable('newsletter_subscriptions')
      .set((eb) => ({ status: 'active', source_page: sourcePage, unsubscribed_at: null, updated_at: sql<Date>`now()`, token_generation: eb('token_generation', '+', 1) }))
      .where(sameAddress(email))
      .where('status', '=', 'unsubscribed')
      .returning(subject)
      .executeTakeFirst()
    if (reactivated) return { ...reactivated, outcome: 'reactivated' }
    const existing = await db.selectFrom('newsletter_subscriptions').select(subject).where(sameAddress(email)).executeTakeFirst()
    if (existing) return { ...existing, outcome: 'already-active' }
    // Erased between the insert and the read: try again (once is enough in practice).
    if (attempt >= 2) throw new Error('newsletter subscription vanished while subscribing')
  }
}

export const findSubscription = (db: EnquiriesDb, id: number): Promise<SubscriptionRow | undefined> =>
  db.selectFrom('newsletter_subscriptions').selectAll().where('id', '=', id).executeTakeFirst()

export const subscriptionByEmail = (db: EnquiriesDb, email: string): Promise<SubscriptionRow | undefined> =>
  db.selectFrom('newsletter_subscriptions').selectAll().where(sameAddress(email)).executeTakeFirst()

/** Marks the subscription unsubscribed, if it is still the generation the token was signed for; false when nothing changed. */
export async function unsubscribe(db: EnquiriesDb, id: number, generation: number): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_subscriptions')
    .set({ status: 'unsubscribed', unsubscribed_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('token_generation', '=', generation)
    .where('status', '=', 'active')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function deleteSubscriptionByEmail(db: EnquiriesDb, email: string): Promise<number> {
  const result = await db.deleteFrom('newsletter_subscriptions').where(sameAddress(email)).executeTakeFirst()
  return Number(result.numDeletedRows)
}
