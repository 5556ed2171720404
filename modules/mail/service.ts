/**
 * The mail service: enqueue (inside the caller's transaction), one delivery pass over SMTP with
 * retries and backoff, the console's counts and list, and the personal-data look-ups. The sender
 * loop that calls deliverDue() in the background is sender-loop.ts.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { createTransport } from 'nodemailer'
import { MAIL_LIST_LIMIT, type MailCounts, type MailOutboxQuery, type MailOutboxResponse, type MailSummary } from '../../shared/api/mail.ts'
import { badRequest } from '../core/errors.ts'
import { onFirstUse } from '../core/on-first-use.ts'
import { isOneAddress, senderAddress } from './address.ts'
import {
  claimDueMail,
  countByStatus,
  deleteMailsTo,
  failAbandoned,
  insertMail,
  listMails,
  mailsTo,
  markAttemptFailed,
  markSent,
  type MailDb,
  type MailRow,
  type MailSummaryRow,
} from './queries.ts'

export interface OutgoingMail {
  to: string
  from: string
  subject: string
  text: string
  html?: string
  /** what the mail is, for the console: e.g. 'contact-notification', 'newsletter-welcome' */
  kind: string
  /** extra headers, e.g. List-Unsubscribe */
  headers?: Record<string, string>
}

/** Attempts before a mail is marked failed. */
export const MAX_ATTEMPTS = 8
/** Wait after failed attempt n (1-based): 30 s, 1 min, 2 min, 4 min, ... at most 1 h. */
export const retryDelayMs = (attempt: number) => Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 60 * 60_000)
/** How long a claimed mail is left alone by other senders; far beyond one SMTP conversation with its timeouts. */
export const CLAIM_LEASE_MS = 5 * 60_000
/** Mails one pass attempts at most, so a pass stays short; the next pass takes the rest. */
const MAX_PER_PASS = 100
/** SMTP time limits (nodemailer's defaults are minutes): connect, greeting, silence on the socket, DNS. */
const SMTP_TIMEOUT_MS = 10_000

const HEADER_NAME = /^[A-Za-z0-9-]{1,76}$/
/** Headers nodemailer writes from the mail's own fields: they cannot be overridden through `headers`. */
const RESERVED_HEADERS = new Set(['to', 'from', 'subject', 'cc', 'bcc', 'sender', 'date', 'message-id', 'content-type', 'content-transfer-encoding', 'mime-version'])
const LINE_BREAK = /[\r\n]/

const iso = (d: Date | string) => new Date(d).toISOString()

function toSummary(row: MailSummaryRow): MailSummary {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    last_error: row.last_error,
    created_at: iso(row.created_at),
    sent_at: row.sent_at ? iso(row.sent_at) : null,
  }
}

/** Refuses what would make a broken or injected message: several recipients, line breaks in header fields. */
function checkMail(mail: OutgoingMail): void {
  if (!isOneAddress(mail.to.trim())) throw badRequest('mail.to must be one e-mail address')
  if (LINE_BREAK.test(mail.from) || !senderAddress(mail.from.trim())) throw badRequest('mail.from must be an e-mail address or "Name <address>"')
  if (mail.html !== undefined && !/<head>[^]*<title>[^<]+<\/title>[^]*<\/head>/i.test(mail.html)) throw badRequest('mail.html must have a <title> in its <head>')
  if (LINE_BREAK.test(mail.subject) || mail.subject.length > 998) throw badRequest('mail.subject must be one line of at most 998 characters')
  if (!mail.kind.trim() || mail.kind.length > 64) throw badRequest('mail.kind must be a short name')
  for (const [name, value] of Object.entries(mail.headers ?? {})) {
    if (!HEADER_NAME.test(name) || RESERVED_HEADERS.has(name.toLowerCase())) throw badRequest(`mail.headers: "${name}" is not a header the outbox accepts`)
    if (typeof value !== 'string' || LINE_BREAK.test(value)) throw badRequest(`mail.headers.${name} must be one line of text`)
  }
}

/** The domain of the sender's address, for a Message-ID of ours. */
const senderDomain = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost'

/** Errors about this one message (a refused recipient or content); anything else means the server is unusable for now. */
const MESSAGE_LEVEL = new Set(['EENVELOPE', 'EMESSAGE'])

/** What is stored as last_error: code and message on one line, shortened, with the SMTP URL and password blanked out. */
export function describeFailure(err: unknown, secrets: string[]): string {
  const e = err as { code?: unknown; message?: unknown } | null
  let text = `${typeof e?.code === 'string' ? `${e.code}: ` : ''}${typeof e?.message === 'string' ? e.message : String(err)}`
  for (const secret of secrets) if (secret) text = text.split(secret).join('***')
  text = text.replace(/\s+/g, ' ').trim()
  return text.length > 500 ? `${text.slice(0, 499)}…` : text
}

/** The strings of an SMTP URL that must never be stored or logged: the URL itself and its password (as written and decoded). */
function secretsOf(smtpUrl: string): string[] {
  const secrets = [smtpUrl]
  try {
    const password = new URL(smtpUrl).password
    if (password) secrets.push(password, decodeURIComponent(password))
  } catch {
    // config.ts has validated it; nothing more to hide.
  }
  return secrets
}

type Transport = ReturnType<typeof createTransport>

/** The SMTP client, loaded only when SMTP is configured. */
const smtpClient = onFirstUse<typeof import('nodemailer')>('nodemailer')

export class MailService {
  private readonly transport: Transport | null
  private readonly secrets: string[]
  /** Called after every enqueue (the sender loop's nudge). */
  onEnqueue: () => void = () => {}

  constructor(
    private db: MailDb,
    smtpUrl: string | null,
    private log: FastifyBaseLogger,
  ) {
    this.secrets = smtpUrl ? secretsOf(smtpUrl) : []
    this.transport = smtpUrl
      ? smtpClient().createTransport({ url: smtpUrl, connectionTimeout: SMTP_TIMEOUT_MS, greetingTimeout: SMTP_TIMEOUT_MS, socketTimeout: SMTP_TIMEOUT_MS, dnsTimeout: SMTP_TIMEOUT_MS })
      : null
  }

  get smtpConfigured(): boolean {
    return this.transport !== null
  }

  /** Writes one mail to the outbox using `db`, which is normally the caller's open transaction (so the mail exists iff the caller's row commits). Returns the outbox id. */
  async enqueue(db: Kysely<any>, mail: OutgoingMail): Promise<number> {
    checkMail(mail)
    const id = await insertMail(db as MailDb, {
      to_address: mail.to.trim(),
      from_address: mail.from.trim(),
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      headers: JSON.stringify(mail.headers ?? {}),
      kind: mail.kind.trim(),
      next_attempt_at: new Date(),
    })
    this.onEnqueue()
    return id
  }

  /**
   * One delivery pass: claims due queued mails one at a time (claimDueMail: FOR UPDATE SKIP LOCKED,
   * so several instances never send one mail twice), sends each, marks it sent, or schedules the
   * next attempt after retryDelayMs, and after MAX_ATTEMPTS marks it failed. A connection-level
   * failure (server down, bad login) ends the pass: the other mails would only fail the same way.
   * Returns how many were sent. No-op without SMTP_URL. Times are `now`'s clock.
   */
  async deliverDue(now: Date = new Date()): Promise<number> {
    if (!this.transport) return 0
    await failAbandoned(this.db, now, MAX_ATTEMPTS, 'The sender stopped during the last attempt')
    let sent = 0
    for (let i = 0; i < MAX_PER_PASS; i++) {
      const mail = await claimDueMail(this.db, now, new Date(now.getTime() + CLAIM_LEASE_MS), MAX_ATTEMPTS)
      if (!mail) break
      // A row written before the outbox checked as strictly (or by hand): the mailer would read
      // something other than what is stored, so it is never sent.
      if (!isOneAddress(mail.to_address) || !senderAddress(mail.from_address)) {
        await markAttemptFailed(this.db, mail.id, 'Not sent: the recipient or sender is not exactly one e-mail address', null)
        this.log.warn({ mailId: mail.id, kind: mail.kind }, 'mail not sent: not one e-mail address')
        continue
      }
      try {
        await this.send(this.transport, mail)
      } catch (err) {
        const error = describeFailure(err, this.secrets)
        const retryAt = mail.attempts >= MAX_ATTEMPTS ? null : new Date(now.getTime() + retryDelayMs(mail.attempts))
        await markAttemptFailed(this.db, mail.id, error, retryAt)
        this.log.warn({ mailId: mail.id, kind: mail.kind, attempt: mail.attempts, retryAt, error }, retryAt ? 'mail not sent; will retry' : 'mail not sent; giving up')
        if (!MESSAGE_LEVEL.has((err as { code?: string })?.code ?? '')) break
        continue
      }
      await markSent(this.db, mail.id, now)
      sent++
    }
    return sent
  }

  private async send(transport: Transport, mail: MailRow): Promise<void> {
    await transport.sendMail({
      from: mail.from_address,
      to: mail.to_address,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html !== null ? { html: mail.html } : {}),
      headers: mail.headers,
      // The same Message-ID on every attempt: should a mail ever go out twice (a sender stopped
      // between the server's OK and marking it sent), mail clients show it once.
      messageId: `<outbox-${mail.id}-${new Date(mail.created_at).getTime()}@${senderDomain(mail.from_address)}>`,
      disableFileAccess: true,
      disableUrlAccess: true,
    })
  }

  /** counts for the console */
  async stats(): Promise<MailCounts & { smtpConfigured: boolean }> {
    return { ...(await countByStatus(this.db)), smtpConfigured: this.smtpConfigured }
  }

  /** The console's outbox page: newest first, filtered by status. */
  async list(query: MailOutboxQuery): Promise<MailOutboxResponse> {
    const status = !query.status || query.status === 'all' ? null : query.status
    const [rows, counts] = await Promise.all([
      listMails(this.db, status, query.limit ?? MAIL_LIST_LIMIT.default, query.offset ?? 0),
      countByStatus(this.db),
    ])
    const total = status ? counts[status] : counts.queued + counts.sent + counts.failed
    return { mails: rows.map(toSummary), total, counts, smtpConfigured: this.smtpConfigured }
  }

  /** the mails to/about one address (personal-data requests): match `to` exactly (case-insensitive) */
  async forAddress(email: string): Promise<MailSummary[]> {
    return (await mailsTo(this.db, email)).map(toSummary)
  }

  /** deletes every outbox row whose `to` is the address; returns the count */
  eraseAddress(email: string): Promise<number> {
    return deleteMailsTo(this.db, email)
  }

  /** Closes the SMTP transport (the app is closing). */
  close(): void {
    this.transport?.close()
  }
}
