/**
 * Open invitations in Admin Access (issue 19, super admins): who was invited, as what, by whom and
 * until when (or "Expired"), with Resend (a new link, 48 hours again; the old one stops working) and
 * Withdraw. Without SMTP a resent invitation's new link is shown once (InvitationLink).
 */
import { useState } from 'react'
import { roleLabel } from '../../../../shared/roles.ts'
import type { Invitation, InvitationSent } from '../../../../shared/api/staff-accounts.ts'
import { errorMessage } from '../../api/client.ts'
import { invitationsApi } from '../../api/staff-accounts.ts'
import { Dialog } from '../../components/Dialog.tsx'
import { Icon } from '../../components/Icon.tsx'
import { useConfirm } from '../../components/ConfirmDialog.tsx'
import type { Status } from '../../components/StatusText.tsx'
import { InvitationLink, invitationMailed } from './InviteDialog.tsx'
import './staff-accounts.css'

export const withdrawQuestion = (email: string) => `Withdraw the invitation to ${email}? Its link stops working.`

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

interface PendingInvitationsProps {
  invitations: Invitation[]
  onChanged: () => void
  onStatus: (status: Status) => void
}

export function PendingInvitations({ invitations, onChanged, onStatus }: PendingInvitationsProps) {
  const [busyId, setBusyId] = useState<number | null>(null)
  const [shown, setShown] = useState<InvitationSent | null>(null)
  const { confirm, dialog } = useConfirm()
  if (invitations.length === 0) return null

  async function resend(invitation: Invitation) {
    setBusyId(invitation.id)
    try {
      const response = await invitationsApi.resend(invitation.id)
      if (!response.ok) return onStatus({ tone: 'error', text: errorMessage(response, 'The invitation could not be sent again') })
      if (response.data.link) setShown(response.data)
      else onStatus({ tone: 'success', text: invitationMailed(invitation.email) })
      onChanged()
    } catch {
      onStatus({ tone: 'error', text: 'Could not reach the server. Please try again.' })
    } finally {
      setBusyId(null)
    }
  }

  async function withdraw(invitation: Invitation) {
    if (!(await confirm({ title: withdrawQuestion(invitation.email), confirm: 'Withdraw', danger: true }))) return
    setBusyId(invitation.id)
    try {
      const response = await invitationsApi.revoke(invitation.id)
      if (response.ok) onStatus({ tone: 'success', text: `The invitation to ${invitation.email} was withdrawn.` })
      else onStatus({ tone: 'error', text: errorMessage(response, 'The invitation could not be withdrawn') })
      onChanged()
    } catch {
      onStatus({ tone: 'error', text: 'Could not reach the server. Please try again.' })
    } finally {
      setBusyId(null)
    }
  }

  return (
    <section className="invitations">
      <h3 className="invitations-title">
        Invitations waiting
      </h3>
      <div className="table-frame" tabIndex={0} role="region" aria-label="Invitations waiting">
        <table className="table admin-table">
          <thead>
            <tr>
              <th scope="col">Invited</th>
              <th scope="col">Role</th>
              <th scope="col">Link</th>
              <th scope="col" className="table-actions-head">
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {invitations.map((invitation) => (
              <tr key={invitation.id}>
                <td data-label="Invited">
                  <span className="admin-user-text">
                    <span className="admin-name">{invitation.name}</span>
                    <span className="admin-email">{invitation.email}</span>
                  </span>
                </td>
                <td data-label="Role">
                  <span className={`badge badge-role role-${invitation.role}`}>{roleLabel(invitation.role)}</span>
                </td>
                <td data-label="Link" className="nowrap">
                  {invitation.expired ? <span className="status-pill">Expired</span> : `Works until ${dateFormat.format(new Date(invitation.expires_at))}`}
                </td>
                <td data-label="Actions">
                  <div className="row-actions">
                    <button type="button" className="icon-button" disabled={busyId === invitation.id} aria-label={`Resend the invitation to ${invitation.email}`} title="Resend" onClick={() => resend(invitation)}>
                      <Icon name="mail" size={18} />
                    </button>
                    <button
                      type="button"
                      className="icon-button icon-button-danger"
                      disabled={busyId === invitation.id}
                      aria-label={`Withdraw the invitation to ${invitation.email}`}
                      title="Withdraw"
                      onClick={() => withdraw(invitation)}
                    >
                      <Icon name="close" size={18} />
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Dialog open={shown !== null} onClose={() => setShown(null)} title="Invitation sent again">
        <div className="dialog-form">
          <div className="dialog-body">{shown && <InvitationLink sent={shown} />}</div>
          <div className="dialog-footer">
            <button type="button" className="button button-primary" onClick={() => setShown(null)}>
              Done
            </button>
          </div>
        </div>
      </Dialog>
      {dialog}
    </section>
  )
}
