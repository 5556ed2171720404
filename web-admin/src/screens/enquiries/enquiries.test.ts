/** Form Enquiries' pure rules (admin-area §2, §4, §7): counts after a status change, the export, subjects, the personal-data wording. */
import t from 'tap'
import type { EnquiryCounts } from '../../../../shared/api/enquiries.ts'
import { countsAfter, erasedSummary, exportFileName, exportUrl, storedSummary, subjectOf, unsentSummary } from './enquiries.ts'
import { narrowedBy } from '../../collections/ListState.tsx'
import { ENQUIRY_FILTERS } from './enquiries.ts'

const counts: EnquiryCounts = { all: 10, unread: 4, read: 3, replied: 2, archived: 1, contact: 6, newsletter: 3, career: 1 }

t.test('a status change moves one enquiry between the stat cards; totals and types stay', async (t) => {
  t.same(countsAfter(counts, 'unread', 'read'), { ...counts, unread: 3, read: 4 })
  t.same(countsAfter(counts, 'read', 'replied'), { ...counts, read: 2, replied: 3 })
  t.equal(countsAfter(counts, 'replied', 'replied'), counts, 'no change, same object')
  t.equal(countsAfter({ ...counts, unread: 0 }, 'unread', 'read').unread, 0, 'never below zero')
})

t.test('the export follows the search and filters; the file is enquiries-{date}.csv', async (t) => {
  t.equal(exportUrl({ search: '', type: 'all', status: 'all' }), '/api/cms/enquiries/export.csv')
  t.equal(exportUrl({ search: ' ada & co ', type: 'contact', status: 'unread' }), '/api/cms/enquiries/export.csv?search=ada+%26+co&type=contact&status=unread')
  t.equal(exportFileName(new Date(2026, 10, 4, 9, 30)), 'enquiries-2026-11-04.csv')
})

t.test('subjects read as the contact page names them', async (t) => {
  t.equal(subjectOf({ subject: 'media' }), 'Media & Press')
  t.equal(subjectOf({ subject: 'general' }), 'General Inquiry')
  t.equal(subjectOf({ subject: 'Newsletter' }), 'Newsletter')
  t.equal(subjectOf({ subject: 'toString' }), 'toString', 'only the six known keys are labels')
})

t.test('the list says which filters narrow it', async (t) => {
  t.equal(narrowedBy(ENQUIRY_FILTERS, { type: 'all', status: 'all' }), '')
  t.equal(narrowedBy(ENQUIRY_FILTERS, { type: 'career', status: 'all' }), ' with type career')
  t.equal(narrowedBy(ENQUIRY_FILTERS, { type: 'contact', status: 'replied' }), ' with type contact and with status replied')
})

t.test('personal data and outbox wording', async (t) => {
  t.equal(storedSummary({ enquiries: [], subscription: null, mails: [] }), 'Nothing is stored about this address.')
  const subscription = { id: 1, email: 'a@b.co', source_page: 'footer', status: 'active' as const, created_at: '2026-11-01T00:00:00Z', unsubscribed_at: null }
  t.equal(storedSummary({ enquiries: [], subscription, mails: [] }), 'Stored: a newsletter subscription (active).')
  const enquiry = { id: 1, name: 'A', email: 'a@b.co', phone: '', subject: 'general', message: 'Hi', source_page: 'contact', form_type: 'contact' as const, status: 'unread' as const, created_at: '2026-11-01T00:00:00Z' }
  const mail = { id: 1, to: 'a@b.co', subject: 'Welcome', kind: 'welcome', status: 'queued' as const, attempts: 0, last_error: null, created_at: '2026-11-01T00:00:00Z', sent_at: null }
  t.equal(storedSummary({ enquiries: [enquiry, { ...enquiry, id: 2 }], subscription, mails: [mail] }), 'Stored: 2 enquiries, a newsletter subscription (active) and 1 mail.')
  t.equal(erasedSummary('a@b.co', { erased: { enquiries: 2, subscriptions: 1, mails: 0 } }), 'Erased for a@b.co: 2 enquiries, 1 subscription and 0 mails.')
  t.equal(unsentSummary({ queued: 0, failed: 0 }), null)
  t.equal(unsentSummary({ queued: 3, failed: 1 }), '3 queued, 1 failed')
  t.equal(unsentSummary({ queued: 0, failed: 2 }), '2 failed')
})
