/**
 * Enquiries (issue 8; public-site §3 Contact submission and Newsletter subscription, §7; admin-area
 * §3 Enquiry, §4 Enquiry status, §7 Enquiries). TypeBox schemas the server validates with, and their
 * static types for the admin console. The public forms send exactly these bodies.
 */
import { Type, type Static } from 'typebox'
import { ENQUIRY_LIMITS } from '../form-limits.ts'
import { MailSummarySchema } from './mail.ts'

export const ENQUIRY_FORM_TYPES = ['contact', 'newsletter', 'career'] as const
export type EnquiryFormType = (typeof ENQUIRY_FORM_TYPES)[number]

export const ENQUIRY_STATUSES = ['unread', 'read', 'replied', 'archived'] as const
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number]

/** The contact forms' subject values (the contact page and the coming-soon page offer the same six). */
export const CONTACT_SUBJECTS = ['general', 'partnership', 'investment', 'media', 'careers', 'other'] as const
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]

/** How people name a subject (the contact page's labels): shared/enquiry-labels.ts. */

export const CONTACT_SOURCES = ['contact', 'coming_soon'] as const
export const NEWSLETTER_SOURCES = ['footer', 'hyperbuilt', 'strategic_partners', 'events'] as const
export type ContactSource = (typeof CONTACT_SOURCES)[number]
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number]

/** The subject stored on the enquiry a newsletter sign-up makes (its name, phone and message are empty). */
export const NEWSLETTER_ENQUIRY_SUBJECT = 'Newsletter'

/** Length limits (characters). The spec names none; these fit every real name, address and message. */
export { ENQUIRY_LIMITS }

/** Paging of the console list. */
export const ENQUIRY_LIST_LIMIT = { default: 25, max: 100 } as const
export const ENQUIRY_MAX_OFFSET = 1_000_000

const Email = Type.String({ format: 'email', maxLength: ENQUIRY_LIMITS.email })
/** The honeypot: a field people never see, so only bots fill it in. */
const Honeypot = Type.String({ maxLength: ENQUIRY_LIMITS.honeypot })

export const EnquirySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  /** '' when none was given. */
  phone: Type.String(),
  subject: Type.String(),
  message: Type.String(),
  source_page: Type.String(),
  form_type: Type.Enum([...ENQUIRY_FORM_TYPES]),
  status: Type.Enum([...ENQUIRY_STATUSES]),
  /** ISO 8601. */
  created_at: Type.String(),
})
export type Enquiry = Static<typeof EnquirySchema>

/** POST /api/public/contact. name and message must also hold more than white space. */
export const ContactBodySchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: ENQUIRY_LIMITS.name }),
    email: Email,
    mobile: Type.Optional(Type.String({ maxLength: ENQUIRY_LIMITS.mobile })),
    subject: Type.Enum([...CONTACT_SUBJECTS]),
    message: Type.String({ minLength: 1, maxLength: ENQUIRY_LIMITS.message }),
    source_page: Type.Enum([...CONTACT_SOURCES]),
    website: Type.Optional(Honeypot),
  },
  { additionalProperties: false },
)
export type ContactBody = Static<typeof ContactBodySchema>

/** POST /api/public/newsletter */
export const NewsletterBodySchema = Type.Object(
  {
    email: Email,
    source_page: Type.Enum([...NEWSLETTER_SOURCES]),
    website: Type.Optional(Honeypot),
  },
  { additionalProperties: false },
)
export type NewsletterBody = Static<typeof NewsletterBodySchema>

export const ContactResponseSchema = Type.Object({ success: Type.Literal(true), id: Type.Integer() })
export type ContactResponse = Static<typeof ContactResponseSchema>
export const NewsletterResponseSchema = Type.Object({ success: Type.Literal(true) })
export type NewsletterResponse = Static<typeof NewsletterResponseSchema>

/** GET /api/cms/enquiries and GET /api/cms/enquiries/export.csv (the export takes no paging). */
export const EnquiryFilterFields = {
  search: Type.Optional(Type.String({ maxLength: ENQUIRY_LIMITS.search })),
  type: Type.Optional(Type.Enum(['all', ...ENQUIRY_FORM_TYPES])),
  status: Type.Optional(Type.Enum(['all', ...ENQUIRY_STATUSES])),
}
export const EnquiryListQuerySchema = Type.Object(
  {
    ...EnquiryFilterFields,
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: ENQUIRY_LIST_LIMIT.max })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: ENQUIRY_MAX_OFFSET })),
  },
  { additionalProperties: false },
)
export type EnquiryListQuery = Static<typeof EnquiryListQuerySchema>
export const EnquiryExportQuerySchema = Type.Object(EnquiryFilterFields, { additionalProperties: false })
export type EnquiryExportQuery = Static<typeof EnquiryExportQuerySchema>

/** The stat cards: counts over every enquiry, whatever the filters. */
export const EnquiryCountsSchema = Type.Object({
  all: Type.Integer(),
  unread: Type.Integer(),
  read: Type.Integer(),
  replied: Type.Integer(),
  archived: Type.Integer(),
  contact: Type.Integer(),
  newsletter: Type.Integer(),
  career: Type.Integer(),
})
export type EnquiryCounts = Static<typeof EnquiryCountsSchema>

export const EnquiryListResponseSchema = Type.Object({
  /** Newest first. */
  enquiries: Type.Array(EnquirySchema),
  /** Enquiries matching the filters (for paging). */
  total: Type.Integer(),
  counts: EnquiryCountsSchema,
})
export type EnquiryListResponse = Static<typeof EnquiryListResponseSchema>

/** PUT /api/cms/enquiries/:id/status */
export { IdParamsSchema as EnquiryIdParamsSchema } from './params.ts'
export const EnquiryStatusBodySchema = Type.Object({ status: Type.Enum([...ENQUIRY_STATUSES]) }, { additionalProperties: false })
export type EnquiryStatusBody = Static<typeof EnquiryStatusBodySchema>
export const EnquiryResponseSchema = Type.Object({ enquiry: EnquirySchema })
export type EnquiryResponse = Static<typeof EnquiryResponseSchema>

/** The CSV export (admin-area §7): its columns, in order, and its file name. */
export const ENQUIRY_CSV_COLUMNS = ['Name', 'Email', 'Phone', 'Subject', 'Message', 'Source Page', 'Type', 'Status', 'Date'] as const
/** `enquiries-2026-11-24.csv` (the date in UTC). */
export const enquiriesCsvFileName = (date: Date = new Date()) => `enquiries-${date.toISOString().slice(0, 10)}.csv`

// ---- personal data (who asked for what we keep about them)

export const SUBSCRIPTION_STATUSES = ['active', 'unsubscribed'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

export const SubscriptionSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  source_page: Type.String(),
  status: Type.Enum([...SUBSCRIPTION_STATUSES]),
  created_at: Type.String(),
  unsubscribed_at: Type.Union([Type.String(), Type.Null()]),
})
export type Subscription = Static<typeof SubscriptionSchema>

/** GET /api/cms/personal-data?email= */
export const PersonalDataQuerySchema = Type.Object({ email: Type.String({ minLength: 1, maxLength: ENQUIRY_LIMITS.email }) }, { additionalProperties: false })
export const PersonalDataResponseSchema = Type.Object({
  email: Type.String(),
  enquiries: Type.Array(EnquirySchema),
  subscription: Type.Union([SubscriptionSchema, Type.Null()]),
  /** Mails in the outbox to this address (without their bodies). */
  mails: Type.Array(MailSummarySchema),
})
export type PersonalDataResponse = Static<typeof PersonalDataResponseSchema>

/** POST /api/cms/personal-data/erase */
export const PersonalDataEraseBodySchema = Type.Object({ email: Type.String({ minLength: 1, maxLength: ENQUIRY_LIMITS.email }) }, { additionalProperties: false })
export type PersonalDataEraseBody = Static<typeof PersonalDataEraseBodySchema>
export const PersonalDataEraseResponseSchema = Type.Object({
  erased: Type.Object({ enquiries: Type.Integer(), subscriptions: Type.Integer(), mails: Type.Integer() }),
})
export type PersonalDataEraseResponse = Static<typeof PersonalDataEraseResponseSchema>
