/**
 * Form Enquiries' rules (admin-area §2, §3 Enquiry, §4 Enquiry status, §7), kept pure for tests:
 * the filters, labels, the stat counts after a status change, the export's address and the
 * personal-data tool's wording.
 */
import type { Enquiry, EnquiryCounts, EnquiryStatus, PersonalDataEraseResponse, PersonalDataResponse } from '../../../../shared/api/enquiries.ts'
import { FORM_TYPE_LABELS, STATUS_LABELS, subjectLabel } from '../../../../shared/enquiry-labels.ts'
import type { ListFilter } from '../../collections/types.ts'

/** The console's words for stored values come from shared/enquiry-labels.ts (the CSV export uses the same). */
export { FORM_TYPE_LABELS, STATUS_LABELS, CONTACT_SUBJECT_LABELS as SUBJECT_LABELS, SOURCE_LABELS } from '../../../../shared/enquiry-labels.ts'

/** An enquiry's subject as people read it: the label of a contact form's choice, else the stored text. */
export const subjectOf = (enquiry: Pick<Enquiry, 'subject'>) => subjectLabel(enquiry.subject)

export const TYPE_FILTER: ListFilter = {
  key: 'type',
  label: 'Type',
  options: [{ value: 'all', label: 'All types' }, ...(['contact', 'newsletter', 'career'] as const).map((t) => ({ value: t, label: FORM_TYPE_LABELS[t] }))],
}

export const STATUS_FILTER: ListFilter = {
  key: 'status',
  label: 'Status',
  options: [{ value: 'all', label: 'All statuses' }, ...(['unread', 'read', 'replied', 'archived'] as const).map((s) => ({ value: s, label: STATUS_LABELS[s] }))],
}

export const ENQUIRY_FILTERS = [TYPE_FILTER, STATUS_FILTER]

/** The stat cards after one enquiry moved from one status to another (the list updates locally, §4). */
export function countsAfter(counts: EnquiryCounts, from: EnquiryStatus, to: EnquiryStatus): EnquiryCounts {
  if (from === to) return counts
  return { ...counts, [from]: Math.max(0, counts[from] - 1), [to]: counts[to] + 1 }
}

/** The CSV export of everything the filters show (the server names the file enquiries-{date}.csv). */
export function exportUrl(q: { search: string; type: string; status: string }): string {
  const params = new URLSearchParams()
  if (q.search.trim()) params.set('search', q.search.trim())
  if (q.type && q.type !== 'all') params.set('type', q.type)
  if (q.status && q.status !== 'all') params.set('status', q.status)
  const query = params.toString()
  return `/api/cms/enquiries/export.csv${query ? `?${query}` : ''}`
}

/** enquiries-2026-11-24.csv, the name the download gets (the local date). */
export function exportFileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `enquiries-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** What is stored about an address, in a sentence: "2 enquiries, a newsletter subscription and 1 mail". */
export function storedSummary(data: Pick<PersonalDataResponse, 'enquiries' | 'subscription' | 'mails'>): string {
  const parts = [
    data.enquiries.length ? plural(data.enquiries.length, 'enquiry', 'enquiries') : null,
    data.subscription ? `a newsletter subscription (${data.subscription.status})` : null,
    data.mails.length ? plural(data.mails.length, 'mail') : null,
  ].filter((p): p is string => p !== null)
  if (parts.length === 0) return 'Nothing is stored about this address.'
  return `Stored: ${parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`}.`
}

export const eraseQuestion = (email: string) =>
  `Erase everything stored about ${email}? Their enquiries, newsletter subscription and mails are deleted for good. This cannot be undone.`

export function erasedSummary(email: string, { erased }: PersonalDataEraseResponse): string {
  return `Erased for ${email}: ${plural(erased.enquiries, 'enquiry', 'enquiries')}, ${plural(erased.subscriptions, 'subscription')} and ${plural(erased.mails, 'mail')}.`
}

export const ERASE_NOT_ALLOWED = 'Erasing personal data needs the editor, admin or super admin role.'
export const LOOKUP_NOT_ALLOWED = 'Looking up personal data needs the editor, admin or super admin role.'
export const SMTP_MISSING = 'SMTP not configured — mails are queued'

/** "3 queued, 1 failed": the mails not sent; null when every mail went out. */
export function unsentSummary(counts: { queued: number; failed: number }): string | null {
  const parts = [counts.queued ? `${counts.queued} queued` : null, counts.failed ? `${counts.failed} failed` : null].filter(Boolean)
  return parts.length ? parts.join(', ') : null
}
