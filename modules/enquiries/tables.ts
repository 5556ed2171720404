/** Kysely table interfaces of the enquiries module (migration 2026-11-24-03-enquiries). */
import type { ColumnType, Generated } from 'kysely'
import type { EnquiryFormType, EnquiryStatus, SubscriptionStatus } from '../../shared/api/enquiries.ts'

export interface EnquiriesTable {
  id: Generated<number>
  name: Generated<string>
  email: string
  /** '' when none was given. */
  phone: Generated<string>
  subject: Generated<string>
  message: Generated<string>
  source_page: string
  form_type: EnquiryFormType
  status: ColumnType<EnquiryStatus, EnquiryStatus | undefined, EnquiryStatus>
  created_at: ColumnType<Date, never, never>
  updated_at: ColumnType<Date, never, Date | string>
}

export interface NewsletterSubscriptionsTable {
  id: Generated<number>
  /** Unique regardless of case; stored in lower case. */
  email: string
  /** Where the address first signed up (or signed up again after unsubscribing). */
  source_page: string
  status: ColumnType<SubscriptionStatus, SubscriptionStatus | undefined, SubscriptionStatus>
  created_at: ColumnType<Date, never, never>
  updated_at: ColumnType<Date, never, Date | string>
  unsubscribed_at: ColumnType<Date | null, never, Date | string | null>
  /** Signed into unsubscribe tokens; moves on every re-subscription, so older links stop working. */
  token_generation: ColumnType<number, never, number>
}

export interface EnquiriesTables {
  enquiries: EnquiriesTable
  newsletter_subscriptions: NewsletterSubscriptionsTable
}
