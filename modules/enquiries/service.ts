/**
 * The enquiries service: storing contact submissions and newsletter sign-ups (with their e-mails,
 * written in the same transaction), the console's list, status changes and CSV export batches,
 * unsubscribe tokens, and finding and erasing what is kept about one e-mail address.
 */
import { createHmac } from 'node:crypto'
import {
  NEWSLETTER_ENQUIRY_SUBJECT,
  type ContactBody,
  type Enquiry,
  type EnquiryListQuery,
  type EnquiryListResponse,
  type EnquiryStatus,
  type NewsletterBody,
  type PersonalDataResponse,
  type Subscription,
  type EnquiryCounts,
  ENQUIRY_LIST_LIMIT,
} from '../../shared/api/enquiries.ts'
import type { StaffSettings } from '../../shared/api/settings.ts'
import { badRequest, notFound } from '../core/errors.ts'
import type { MailService } from '../mail/index.ts'
import { contactNotification, newsletterWelcome } from './mails.ts'
import {
  countEnquiries,
  deleteEnquiriesByEmail,
  deleteSubscriptionByEmail,
  enquiriesByEmail,
  exportBatch,
  findSubscription,
  insertEnquiry,
  listEnquiries,
  subscribe,
  subscriptionByEmail,
  unsubscribe,
  updateEnquiryStatus,
  type EnquiriesDb,
  type EnquiryFilter,
  type EnquiryRow,
  type ExportCursor,
  type SubscribeOutcome,
  type SubscriptionRow,
  type TokenSubject,
} from './queries.ts'
import { parseUnsubscribeToken, signUnsubscribeToken, tokenFits } from './unsubscribe-token.ts'

export const ENQUIRY_MESSAGES = {
  notFound: 'Enquiry not found',
  invalidUnsubscribe: 'This unsubscribe link is not valid',
  invalidOneClick: 'This unsubscribe request could not be read',
  emailRequired: 'email must not be empty',
} as const

/** Rows per query of the CSV export. */
export const EXPORT_BATCH = 500

/** Where the unsubscribe route lives (the welcome mail links to it). */
export const UNSUBSCRIBE_PATH = '/api/public/newsletter/unsubscribe'

const iso = (d: Date | string) => new Date(d).toISOString()

export const toEnquiry = (row: EnquiryRow): Enquiry => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  source_page: row.source_page,
  form_type: row.form_type,
  status: row.status,
  created_at: iso(row.created_at),
})

export const toSubscription = (row: SubscriptionRow): Subscription => ({
  id: row.id,
  email: row.email,
  source_page: row.source_page,
  status: row.status,
  created_at: iso(row.created_at),
  unsubscribed_at: row.unsubscribed_at ? iso(row.unsubscribed_at) : null,
})

/** What the service needs of the settings module. */
export interface SettingsReader {
  staffSettings(): Promise<StaffSettings>
}

/** A contact submission after the route's checks: trimmed, one-line name and mobile, non-empty message. */
export type CleanContact = Omit<ContactBody, 'mobile' | 'website'> & { mobile: string }

export class EnquiriesService {
  constructor(
    private db: EnquiriesDb,
    private settings: SettingsReader,
    private mail: Pick<MailService, 'enqueue' | 'forAddress' | 'eraseAddress'>,
    /** Keys the unsubscribe tokens (core_secrets 'unsubscribe'). */
    private unsubscribeSecret: string,
    /** Keys the hash of an erased address in the audit log (core_secrets 'personal-data'). */
    private erasureSecret: string,
  ) {}

  // ---- visitors

  /**
   * Stores a contact submission as an enquiry (form_type career when the subject is careers) and,
   * when contact_form_email_enabled is "1", the notification to contact_email, in one transaction:
   * when this resolves both are committed; when it throws neither exists.
   */
  async submitContact(c: CleanContact): Promise<{ id: number }> {
    const settings = await this.settings.staffSettings()
    return this.db.transaction().execute(async (trx) => {
      const row = await insertEnquiry(trx, {
        name: c.name,
        email: c.email,
        phone: c.mobile,
        subject: c.subject,
        message: c.message,
        source_page: c.source_page,
        form_type: c.subject === 'careers' ? 'career' : 'contact',
      })
      if (settings.contact_form_email_enabled === '1') {
        await this.mail.enqueue(trx, contactNotification({ ...c, phone: c.mobile, form_type: row.form_type }, settings))
      }
      return { id: row.id }
    })
  }

  /**
   * Subscribes an address (one subscription per address, whatever its case). A new subscription, or
   * an unsubscribed one made active again, also becomes an enquiry of form_type newsletter and,
   * when newsletter_email_enabled is "1", gets the welcome mail, all in one transaction. Signing up
   * an active address again changes nothing and still succeeds.
   */
  async subscribe(body: NewsletterBody, origin: string): Promise<SubscribeOutcome> {
    const email = body.email.toLowerCase()
    const settings = await this.settings.staffSettings()
    return this.db.transaction().execute(async (trx) => {
      const { outcome, ...sub } = await subscribe(trx, email, body.source_page)
      if (outcome === 'already-active') return outcome
      await insertEnquiry(trx, {
        name: '',
        email,
        phone: '',
        subject: NEWSLETTER_ENQUIRY_SUBJECT,
        message: '',
        source_page: body.source_page,
        form_type: 'newsletter',
      })
      if (settings.newsletter_email_enabled === '1') {
        await this.mail.enqueue(trx, newsletterWelcome(email, body.source_page, this.unsubscribeUrl(origin, sub), settings))
      }
      return outcome
    })
  }

  /** The token of an unsubscribe link (unsubscribe-token.ts): bound to the subscription as it is now, valid for a year. */
  unsubscribeToken(sub: TokenSubject, now = new Date()): string {
    return signUnsubscribeToken(this.unsubscribeSecret, sub, now)
  }

  unsubscribeUrl(origin: string, sub: TokenSubject): string {
    return `${origin}${UNSUBSCRIBE_PATH}?token=${this.unsubscribeToken(sub)}`
  }

  /**
   * The subscription a token unsubscribes, read only (the confirmation page); null when the token is
   * malformed, forged, expired, from before a re-subscription, or names an erased subscription.
   */
  async subscriptionOfToken(token: string, now = new Date()): Promise<SubscriptionRow | null> {
    const parsed = parseUnsubscribeToken(token)
    if (!parsed) return null
    const sub = await findSubscription(this.db, parsed.id)
    return sub && tokenFits(this.unsubscribeSecret, parsed, sub, now) ? sub : null
  }

  /** Marks the token's subscription unsubscribed (again is fine); false when the token is not valid (see subscriptionOfToken). */
  async unsubscribe(token: string, now = new Date()): Promise<boolean> {
    const sub = await this.subscriptionOfToken(token, now)
    if (!sub) return false
    // Only the generation the token was checked against: a re-subscription in between wins.
    await unsubscribe(this.db, sub.id, sub.token_generation)
    return true
  }

  // ---- the console

  async list(q: EnquiryListQuery): Promise<EnquiryListResponse> {
    const [{ rows, total }, counts] = await Promise.all([
      listEnquiries(this.db, filterOf(q), q.limit ?? ENQUIRY_LIST_LIMIT.default, q.offset ?? 0),
      countEnquiries(this.db),
    ])
    return { enquiries: rows.map(toEnquiry), total, counts }
  }

  /** The stat cards' counts over every enquiry (the Dashboard asks for them too). */
  counts(): Promise<EnquiryCounts> {
    return countEnquiries(this.db)
  }

  /** Sets an enquiry's status; 404 for an unknown id. `previous` tells whether anything changed. */
  async setStatus(id: number, status: EnquiryStatus): Promise<{ enquiry: Enquiry; previous: EnquiryStatus }> {
    const result = await updateEnquiryStatus(this.db, id, status)
    if (!result) throw notFound(ENQUIRY_MESSAGES.notFound)
    return { enquiry: toEnquiry(result.row), previous: result.previous }
  }

  /** Every enquiry matching the filters, newest first, EXPORT_BATCH rows per query. */
  async *exportBatches(q: EnquiryFilter): AsyncGenerator<EnquiryRow[]> {
    const filter = filterOf(q)
    let cursor: ExportCursor | null = null
    for (;;) {
      const rows = await exportBatch(this.db, filter, cursor, EXPORT_BATCH)
      if (rows.length) yield rows
      if (rows.length < EXPORT_BATCH) return
      const last = rows[rows.length - 1]
      cursor = { at: last.cursor_at, id: last.id }
    }
  }

  // ---- personal data

  /** Everything kept about one address: its enquiries, its subscription and the outbox mails to it. */
  async personalData(email: string): Promise<PersonalDataResponse> {
    const address = normaliseAddress(email)
    const [enquiries, subscription, mails] = await Promise.all([
      enquiriesByEmail(this.db, address),
      subscriptionByEmail(this.db, address),
      this.mail.forAddress(address),
    ])
    return { email: address, enquiries: enquiries.map(toEnquiry), subscription: subscription ? toSubscription(subscription) : null, mails }
  }

  /** Deletes everything kept about one address; returns the counts (and nothing of the address). */
  async erasePersonalData(email: string): Promise<{ enquiries: number; subscriptions: number; mails: number }> {
    const address = normaliseAddress(email)
    const ours = await this.db.transaction().execute(async (trx) => ({
      enquiries: await deleteEnquiriesByEmail(trx, address),
      subscriptions: await deleteSubscriptionByEmail(trx, address),
    }))
    const mails = await this.mail.eraseAddress(address)
    return { ...ours, mails }
  }

  /**
   * How the audit log names an erased address: a keyed hash (HMAC-SHA-256 with a secret of this
   * installation), so a later question "was x erased?" can be answered by someone who has the
   * address, while the log itself never holds it.
   */
  erasedAddressHash(email: string): string {
    return createHmac('sha256', this.erasureSecret).update(`erased:${normaliseAddress(email)}`).digest('hex').slice(0, 32)
  }
}

/** Addresses are matched case-insensitively and without surrounding spaces. */
export function normaliseAddress(email: string): string {
  const address = email.trim().toLowerCase()
  if (!address) throw badRequest(ENQUIRY_MESSAGES.emailRequired)
  return address
}

function filterOf(q: EnquiryFilter): EnquiryFilter {
  const search = q.search?.trim()
  return { search: search || undefined, type: q.type ?? 'all', status: q.status ?? 'all' }
}

