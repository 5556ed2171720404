/**
 * Invite someone to the staff (issue 19): name, e-mail and role (super admin offered only to a super
 * admin). With SMTP the invitation is e-mailed; without it the dialog shows the link once, to copy
 * and pass on privately (InvitationLink). Either way the person chooses their own password.
 */
import { useState, type FormEvent } from 'react'
import { ROLES, type Role } from '../../../../shared/roles.ts'
import { readRefusal } from '../../../../shared/refusal.ts'
import type { InvitationSent } from '../../../../shared/api/staff-accounts.ts'
import { invitationsApi } from '../../api/staff-accounts.ts'
import { Dialog } from '../../components/Dialog.tsx'
import { Icon } from '../../components/Icon.tsx'
import { StaffFields } from './StaffFields.tsx'
import './staff-accounts.css'

const EMPTY = { name: '', email: '', role: 'editor' as Role }

export const invitationMailed = (email: string) => `Invitation e-mailed to ${email}. The link works once, for 48 hours.`

/** A link shown once: selectable, with a Copy button. */
export function InvitationLink({ sent }: { sent: InvitationSent }) {
  const [copied, setCopied] = useState(false)
  if (!sent.link) return null
  return (
    <div className="invitation-link">
      <p>
        E-mail is not set up on this server, so nothing was sent. Copy this link and give it to {sent.invitation.name} privately: it works once, for 48
        hours, and is not shown again.
      </p>
      <p className="invitation-link-value" data-testid="invitation-link">
        {sent.link}
      </p>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => {
          navigator.clipboard?.writeText(sent.link!).then(() => setCopied(true), () => setCopied(false))
        }}
      >
        <Icon name={copied ? 'check' : 'share'} size={18} />
        {copied ? 'Copied' : 'Copy link'}
      </button>
    </div>
  )
}

interface InviteDialogProps {
  open: boolean
  canInviteSuperAdmin: boolean
  onClose: () => void
  onSent: (sent: InvitationSent) => void
}

export function InviteDialog({ open, canInviteSuperAdmin, onClose, onSent }: InviteDialogProps) {
  const [fields, setFields] = useState(EMPTY)
  const [error, setError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [submitting, setSubmitting] = useState(false)
  const [sent, setSent] = useState<InvitationSent | null>(null)
  const roles = ROLES.filter((role) => role !== 'super_admin' || canInviteSuperAdmin)

  function close() {
    setFields(EMPTY)
    setError(null)
    setFieldErrors({})
    setSent(null)
    onClose()
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSubmitting(true)
    setError(null)
    setFieldErrors({})
    try {
      const response = await invitationsApi.invite({ name: fields.name.trim(), email: fields.email.trim(), role: fields.role })
      if (!response.ok) {
        const refusal = readRefusal(response.status, response.data, { retryAfter: response.headers?.get('retry-after'), fallback: 'The invitation could not be sent' })
        setFieldErrors(refusal.fields)
        return setError(refusal.summary)
      }
      onSent(response.data)
      if (response.data.link) setSent(response.data)
      else close()
    } catch (err) {
      console.error('Invitation failed', err)
      setError('The invitation could not be sent')
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <Dialog open={open} onClose={close} title="Invite a staff member" description="They get a link to choose their own password; you never see it.">
      {sent ? (
        <div className="dialog-form">
          <div className="dialog-body">
            <InvitationLink sent={sent} />
          </div>
          <div className="dialog-footer">
            <button type="button" className="button button-primary" onClick={close}>
              Done
            </button>
          </div>
        </div>
      ) : (
        <form className="dialog-form" onSubmit={submit}>
          <div className="dialog-body">
            <StaffFields fields={fields} setFields={setFields} roles={roles} error={error} fieldErrors={fieldErrors} />
          </div>
          <div className="dialog-footer">
            <button type="button" className="button button-secondary" onClick={close}>
              Cancel
            </button>
            <button type="submit" className="button button-primary" disabled={submitting}>
              {submitting && <span className="spinner spinner-sm" aria-hidden="true" />}
              {submitting ? 'Sending…' : 'Send invitation'}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  )
}
