/**
 * How people read an enquiry's stored values (the console's list, detail and the CSV export use the
 * same words). Without any schema runtime, so the admin bundle can import it.
 */
import type { ContactSource, ContactSubject, EnquiryFormType, EnquiryStatus, NewsletterSource } from './api/enquiries.ts'

/** The contact forms' subjects as the contact page names them. */
export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, string> = {
  general: 'General Inquiry',
  partnership: 'Partnership',
  investment: 'Investment',
  media: 'Media & Press',
  careers: 'Careers',
  other: 'Other',
}

export const FORM_TYPE_LABELS: Record<EnquiryFormType, string> = { contact: 'Contact', newsletter: 'Newsletter', career: 'Career' }
export const STATUS_LABELS: Record<EnquiryStatus, string> = { unread: 'Unread', read: 'Read', replied: 'Replied', archived: 'Archived' }

/** Where a form was sent from. */
export const SOURCE_LABELS: Record<ContactSource | NewsletterSource, string> = {
  contact: 'Contact page',
  coming_soon: 'Coming-soon page',
  footer: 'Footer sign-up',
  hyperbuilt: 'HyperBuilt page',
  strategic_partners: 'Partners page',
  events: 'Events page',
}

const labelOf = (labels: Record<string, string>, value: string) => (Object.hasOwn(labels, value) ? labels[value] : value)

/** A subject as people read it: the label of a contact form's choice, else the stored text (`Newsletter`). */
export const subjectLabel = (subject: string) => labelOf(CONTACT_SUBJECT_LABELS, subject)
/** A source page's label, else the stored value. */
export const sourceLabel = (source: string) => labelOf(SOURCE_LABELS, source)
