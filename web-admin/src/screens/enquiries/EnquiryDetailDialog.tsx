/**
 * One enquiry in full (admin-area §2 detail modal, §4): who wrote, how to reach them, where from,
 * the message as plain text, and Mark Read (only while unread) and Mark Replied (any time) for
 * roles that may change the status. Archived is shown but offered nowhere, as the spec says.
 */
import { useRef } from 'react'
import type { Enquiry, EnquiryStatus } from '../../../../shared/api/enquiries.ts'
import { Dialog } from '../../components/Dialog.tsx'
import { Icon } from '../../components/Icon.tsx'
import { sourceLabel } from '../../../../shared/enquiry-labels.ts'
import { formatDateTime } from '../../lib/dates.ts'
import { FORM_TYPE_LABELS, STATUS_LABELS, subjectOf } from './enquiries.ts'

interface EnquiryDetailDialogProps {
  enquiry: Enquiry
  mayWrite: boolean
  /** The status being saved, while it is. */
  saving: EnquiryStatus | null
  onStatus: (status: EnquiryStatus) => void
  onClose: () => void
}

export function EnquiryDetailDialog({ enquiry, mayWrite, saving, onStatus, onClose }: EnquiryDetailDialogProps) {
  const replied = useRef<HTMLButtonElement>(null)
  const subject = subjectOf(enquiry).trim()
  const title = subject ? `${subject} — ${enquiry.name.trim() || enquiry.email}` : `${FORM_TYPE_LABELS[enquiry.form_type]} enquiry from ${enquiry.name.trim() || enquiry.email}`
  const reply = `mailto:${encodeURIComponent(enquiry.email)}?subject=${encodeURIComponent(`Re: ${subject || 'your enquiry to Yerth'}`)}`

  function markRead() {
    onStatus('read')
    // The button goes away once the enquiry is read: keep focus in the dialog.
    requestAnimationFrame(() => replied.current?.focus())
  }

  return (
    <Dialog open title={title} description={`${FORM_TYPE_LABELS[enquiry.form_type]} enquiry received ${formatDateTime(enquiry.created_at)}`} onClose={onClose}>
      <div className="dialog-body enquiry-detail">
        <dl className="enquiry-facts">
          <div>
            <dt>Name</dt>
            <dd>{enquiry.name.trim() || <span className="muted">Not given</span>}</dd>
          </div>
          <div>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
            </dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>{enquiry.phone.trim() ? <a href={`tel:${enquiry.phone.replace(/[^\d+]/g, '')}`}>{enquiry.phone}</a> : <span className="muted">Not given</span>}</dd>
          </div>
          <div>
            <dt>Type</dt>
            <dd>
              <span className={`type-badge type-${enquiry.form_type}`}>{FORM_TYPE_LABELS[enquiry.form_type]}</span>
            </dd>
          </div>
          <div>
            <dt>Source page</dt>
            <dd>{sourceLabel(enquiry.source_page)}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <span className={`enquiry-status enquiry-status-${enquiry.status}`}>{STATUS_LABELS[enquiry.status]}</span>
            </dd>
          </div>
        </dl>
        <section className="enquiry-message" aria-label="Message">
          <h3 className="enquiry-message-title">Message</h3>
          {enquiry.message.trim() ? <p className="enquiry-message-text">{enquiry.message}</p> : <p className="muted">No message: a newsletter sign-up.</p>}
        </section>
        {!mayWrite && <p className="muted enquiry-readonly">Your role can read enquiries. Editors and admins mark them read or replied.</p>}
      </div>
      <div className="dialog-footer enquiry-footer">
        <a className="button button-ghost dialog-footer-start" href={reply}>
          <Icon name="mail" size={18} />
          Reply by e-mail
        </a>
        {mayWrite && enquiry.status === 'unread' && (
          <button type="button" className="button button-secondary" aria-disabled={saving !== null} onClick={() => saving === null && markRead()}>
            {saving === 'read' ? <span className="spinner spinner-sm" aria-hidden="true" /> : <Icon name="eye" size={18} />}
            Mark Read
          </button>
        )}
        {mayWrite && (
          <button ref={replied} type="button" className="button button-primary" aria-disabled={saving !== null} onClick={() => saving === null && onStatus('replied')}>
            {saving === 'replied' ? <span className="spinner spinner-sm" aria-hidden="true" /> : <Icon name="check" size={18} />}
            Mark Replied
          </button>
        )}
      </div>
    </Dialog>
  )
}
