/**
 * The e-mail outbox as the console sees it (issue 8): GET /api/cms/mail/outbox. TypeBox schemas
 * (the server validates and serialises with them) and their static types for the admin console.
 */
import { Type, type Static } from 'typebox'

export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const
export type MailStatus = (typeof MAIL_STATUSES)[number]

/** Paging of the outbox list. */
export const MAIL_LIST_LIMIT = { default: 50, max: 200 } as const
export const MAIL_MAX_OFFSET = 100_000

export const MailOutboxQuerySchema = Type.Object(
  {
    status: Type.Optional(Type.Enum(['all', ...MAIL_STATUSES])),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAIL_LIST_LIMIT.max })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAIL_MAX_OFFSET })),
  },
  { additionalProperties: false },
)
export type MailOutboxQuery = Static<typeof MailOutboxQuerySchema>

/** One outbox row without its body (dates are ISO strings). */
export const MailSummarySchema = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  kind: Type.String(),
  status: Type.Enum([...MAIL_STATUSES]),
  attempts: Type.Integer(),
  last_error: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
  sent_at: Type.Union([Type.String(), Type.Null()]),
})
export type MailSummary = Static<typeof MailSummarySchema>

export const MailCountsSchema = Type.Object({ queued: Type.Integer(), sent: Type.Integer(), failed: Type.Integer() })
export type MailCounts = Static<typeof MailCountsSchema>

export const MailOutboxResponseSchema = Type.Object({
  mails: Type.Array(MailSummarySchema),
  /** Rows matching the status filter (for paging). */
  total: Type.Integer(),
  counts: MailCountsSchema,
  /** false: SMTP_URL is not set, so queued mails are not being sent. */
  smtpConfigured: Type.Boolean(),
})
export type MailOutboxResponse = Static<typeof MailOutboxResponseSchema>
