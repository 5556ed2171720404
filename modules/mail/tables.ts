/** Kysely table interfaces of the mail module (migration 2026-11-24-02-mail). */
import type { ColumnType, Generated, JSONColumnType } from 'kysely'
import type { MailStatus } from '../../shared/api/mail.ts'

export interface MailOutboxTable {
  id: Generated<number>
  /** One recipient address, as the caller gave it (matched case-insensitively). */
  to_address: string
  /** An address or `Name <address>`. */
  from_address: string
  subject: string
  text: string
  html: string | null
  /** Extra headers (List-Unsubscribe, Reply-To, ...), name → value. */
  headers: JSONColumnType<Record<string, string>, string, string>
  /** What the mail is, for the console: 'contact-notification', 'newsletter-welcome', ... */
  kind: string
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>
  /** Delivery attempts begun (counted when a sender claims the mail). */
  attempts: Generated<number>
  /** When a sender may next try it; while one is sending it, the end of that sender's lease. */
  next_attempt_at: ColumnType<Date, Date | undefined, Date>
  /** The last failure, shortened and without credentials. */
  last_error: string | null
  created_at: ColumnType<Date, never, never>
  sent_at: ColumnType<Date | null, never, Date | null>
}

export interface MailTables {
  mail_outbox: MailOutboxTable
}
