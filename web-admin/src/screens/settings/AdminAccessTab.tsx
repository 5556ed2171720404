/**
 * Admin Access (admin-area §3, §6): the list of admin users for everyone; for a super admin also
 * Add Admin, the active/inactive toggle and delete (hidden for protected accounts and for yourself).
 * Deactivating asks first: it signs the person out at once. A super admin also changes another
 * admin's role and sets their password (StaffAccessDialog; not in the spec, issue 16). Two-factor
 * sign-in: a super admin sees who uses it, resets it for another admin ("Reset two-factor") and sets
 * who must use it (TwoFactorRequirementSetting). Issue 19: a super admin invites people by e-mail
 * (InviteDialog; the link shown once when the server has no SMTP), sees the invitations waiting with
 * resend and withdraw (PendingInvitations), and signs someone out everywhere. "Add Admin" with a
 * password to share privately is offered only while e-mail is not set up.
 */
import { useCallback, useEffect, useState } from 'react'
import { roleLabel } from '../../../../shared/roles.ts'
import type { AdminUser } from '../../../../shared/api/auth.ts'
import { errorMessage } from '../../api/client.ts'
import { adminsApi } from '../../api/endpoints.ts'
import { Icon } from '../../components/Icon.tsx'
import { Loader } from '../../components/Loader.tsx'
import { Notice } from '../../components/Notice.tsx'
import { StatusText, type Status } from '../../components/StatusText.tsx'
import { useConfirm } from '../../components/ConfirmDialog.tsx'
import { isSuperAdmin } from '../../lib/roles.ts'
import { useAuth } from '../../stores/auth.ts'
import { AddAdminDialog } from './AddAdminDialog.tsx'
import { StaffAccessDialog, type StaffAccessChange } from './StaffAccessDialog.tsx'
import { SettingsPanel } from './SettingsPanel.tsx'
import { initials } from '../../lib/initials.ts'
import type { TwoFactorOverview } from '../../../../shared/api/two-factor.ts'
import { twoFactorApi } from '../../api/two-factor.ts'
import { TwoFactorRequirementSetting } from './TwoFactorRequirementSetting.tsx'
import type { InvitationsResponse } from '../../../../shared/api/staff-accounts.ts'
import { invitationsApi, sessionsApi } from '../../api/staff-accounts.ts'
import { InviteDialog, invitationMailed } from './InviteDialog.tsx'
import { PendingInvitations } from './PendingInvitations.tsx'

export const resetTwoFactorQuestion = (who: string) => `Reset two-factor sign-in for ${who}? They will sign in with their password alone (or set it up again if it is required).`

export const DELETE_QUESTION = 'Are you sure you want to delete this admin user?'
export const ADMIN_DELETED = 'Admin user deleted successfully!'
export const DELETE_FAILED = 'Failed to delete admin user'
export const signOutEverywhereQuestion = (who: string) => `Sign ${who} out of every session? They can sign in again at once.`
export const deactivateQuestion = (who: string) => `Deactivate ${who}? They will be signed out at once.`

const dateFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' })

function createdOn(value: string) {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date)
}

export function AdminAccessTab() {
  const me = useAuth((s) => s.user)
  const superAdmin = isSuperAdmin(me?.role)
  const [admins, setAdmins] = useState<AdminUser[] | null>(null)
  const [status, setStatus] = useState<Status | null>(null)
  const [busyId, setBusyId] = useState<number | null>(null)
  const { confirm, dialog } = useConfirm()
  const [addOpen, setAddOpen] = useState(false)
  const [editing, setEditing] = useState<{ admin: AdminUser; change: StaffAccessChange } | null>(null)
  const [twoFactor, setTwoFactor] = useState<TwoFactorOverview | null>(null)
  const [inviteOpen, setInviteOpen] = useState(false)
  const [invitations, setInvitations] = useState<InvitationsResponse | null>(null)

  const loadInvitations = useCallback(async () => {
    const response = await invitationsApi.list().catch(() => null)
    if (response?.ok) setInvitations(response.data)
  }, [])
  useEffect(() => {
    if (superAdmin) void loadInvitations()
  }, [superAdmin, loadInvitations])

  async function signOutEverywhere(admin: AdminUser) {
    const who = admin.name || admin.email
    if (!(await confirm({ title: signOutEverywhereQuestion(who), confirm: 'Sign out everywhere', icon: 'logout', danger: true }))) return
    setBusyId(admin.id)
    setStatus(null)
    try {
      const response = await sessionsApi.signOutEverywhere(admin.id)
      if (response.ok) {
        const n = response.data.ended
        setStatus({ tone: 'success', text: `${who} was signed out of ${n} session${n === 1 ? '' : 's'}.` })
      } else setStatus({ tone: 'error', text: errorMessage(response, 'Could not sign them out') })
    } catch (err) {
      console.error('Sign-out everywhere failed', err)
      setStatus({ tone: 'error', text: 'Could not sign them out' })
    } finally {
      setBusyId(null)
    }
  }

  const load = useCallback(async () => {
    try {
      const response = await adminsApi.list()
      if (response.ok) setAdmins(response.data.admins)
      else {
        console.error('Loading admin users failed', response.status, response.data)
        setAdmins((current) => current ?? [])
      }
    } catch (err) {
      console.error('Loading admin users failed', err)
      setAdmins((current) => current ?? [])
    }
  }, [])

  const loadTwoFactor = useCallback(async () => {
    const response = await twoFactorApi.overview().catch(() => null)
    if (response?.ok) setTwoFactor(response.data)
  }, [])

  useEffect(() => {
    void load()
  }, [load])
  useEffect(() => {
    if (superAdmin) void loadTwoFactor()
  }, [superAdmin, loadTwoFactor])

  async function resetTwoFactor(admin: AdminUser) {
    const who = admin.name || admin.email
    if (!(await confirm({ title: resetTwoFactorQuestion(who), confirm: 'Reset two-factor', danger: true }))) return
    setBusyId(admin.id)
    setStatus(null)
    try {
      const response = await twoFactorApi.reset(admin.id)
      if (response.ok) {
        setStatus({ tone: 'success', text: `Two-factor sign-in of ${who} was reset.` })
        await loadTwoFactor()
      } else setStatus({ tone: 'error', text: errorMessage(response, 'Failed to reset two-factor sign-in') })
    } catch (err) {
      console.error('Two-factor reset failed', err)
      setStatus({ tone: 'error', text: 'Failed to reset two-factor sign-in' })
    } finally {
      setBusyId(null)
    }
  }

  async function toggleActive(admin: AdminUser) {
    if (admin.is_active && !(await confirm({ title: deactivateQuestion(admin.name || admin.email), confirm: 'Deactivate', danger: true }))) return
    setBusyId(admin.id)
    setStatus(null)
    try {
      const response = await adminsApi.setActive(admin.id, !admin.is_active)
      if (response.ok) {
        setStatus({ tone: 'success', text: `${admin.name || admin.email} is now ${admin.is_active ? 'inactive' : 'active'}.` })
        await load()
      } else setStatus({ tone: 'error', text: errorMessage(response, 'Failed to update admin user status') })
    } catch (err) {
      console.error('Status change failed', err)
      setStatus({ tone: 'error', text: 'Failed to update admin user status' })
    } finally {
      setBusyId(null)
    }
  }

  async function remove(admin: AdminUser) {
    if (!(await confirm({ title: DELETE_QUESTION, confirm: 'Delete', icon: 'trash', danger: true }))) return
    setBusyId(admin.id)
    setStatus(null)
    try {
      const response = await adminsApi.remove(admin.id)
      if (response.ok) {
        setStatus({ tone: 'success', text: ADMIN_DELETED })
        await load()
      } else {
        const reason = errorMessage(response, '')
        setStatus({ tone: 'error', text: reason ? `${DELETE_FAILED}: ${reason}` : DELETE_FAILED })
      }
    } catch (err) {
      console.error('Admin deletion failed', err)
      setStatus({ tone: 'error', text: DELETE_FAILED })
    } finally {
      setBusyId(null)
    }
  }

  return (
    <SettingsPanel
      title="Admin Access"
      description="Everyone who can sign in to this console, and what they may do."
      actions={
        superAdmin && (
          <>
            <button type="button" className="button button-primary" onClick={() => setInviteOpen(true)}>
              <Icon name="mail" size={18} />
              Invite
            </button>
            {!invitations?.smtp_configured && (
              <button type="button" className="button button-secondary" onClick={() => setAddOpen(true)}>
                <Icon name="plus" size={18} />
                Add Admin
              </button>
            )}
          </>
        )
      }
    >
      {!superAdmin && (
        <Notice tone="warning" role="note" title="Access Restricted:">
          Only Super Admins can add, edit, or delete admin users. You can view the list but cannot make changes.
        </Notice>
      )}

      {superAdmin && twoFactor && (
        <TwoFactorRequirementSetting value={twoFactor.required_for} onSaved={(required_for) => setTwoFactor((t) => t && { ...t, required_for })} />
      )}

      <StatusText status={status} className="status-block" />

      {superAdmin && invitations && <PendingInvitations invitations={invitations.invitations} onChanged={() => void loadInvitations()} onStatus={setStatus} />}

      {admins === null ? (
        <Loader label="Loading admin users…" />
      ) : admins.length === 0 ? (
        <p className="table-empty">No admin users to show.</p>
      ) : (
        // Focusable so keyboard users can scroll the table sideways on narrow screens.
        <div className="table-frame" tabIndex={0} role="region" aria-label="Admin users">
          <table className="table admin-table">
            <caption className="visually-hidden">Admin users</caption>
            <thead>
              <tr>
                <th scope="col">User</th>
                <th scope="col">Role</th>
                <th scope="col">Status</th>
                <th scope="col">Created</th>
                {superAdmin && (
                  <th scope="col" className="table-actions-head">
                    Actions
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {admins.map((admin) => {
                const self = admin.id === me?.id
                const who = admin.name || admin.email
                const hasTwoFactor = twoFactor?.enrolled_admin_ids.includes(admin.id) ?? false
                return (
                  <tr key={admin.id} className={admin.is_active ? undefined : 'is-inactive'}>
                    <td data-label="User">
                      <div className="admin-user">
                        <span className="avatar avatar-sm" aria-hidden="true">
                          {initials(admin.name, admin.email)}
                        </span>
                        <span className="admin-user-text">
                          <span className="admin-name">
                            {admin.name || '—'}
                            {self && <span className="badge badge-soft">You</span>}
                          </span>
                          <span className="admin-email">{admin.email}</span>
                        </span>
                      </div>
                    </td>
                    <td data-label="Role">
                      <span className={`badge badge-role role-${admin.role}`}>{roleLabel(admin.role)}</span>
                    </td>
                    <td data-label="Status">
                      <span className={admin.is_active ? 'status-pill is-active' : 'status-pill'}>{admin.is_active ? 'Active' : 'Inactive'}</span>
                      {hasTwoFactor && <span className="badge badge-soft" title="Signs in with a code from an authenticator app">2FA</span>}
                    </td>
                    <td data-label="Created" className="nowrap">
                      {createdOn(admin.created_at)}
                    </td>
                    {superAdmin && (
                      <td data-label="Actions" className={self ? 'no-actions' : undefined}>
                        <div className="row-actions">
                          {self ? (
                            <span className="visually-hidden">No actions on your own account</span>
                          ) : (
                            <button
                              type="button"
                              className={admin.is_active ? 'icon-button' : 'icon-button icon-button-brand'}
                              disabled={busyId === admin.id}
                              aria-label={`${admin.is_active ? 'Deactivate' : 'Activate'} ${who}`}
                              title={admin.is_active ? 'Deactivate' : 'Activate'}
                              onClick={() => toggleActive(admin)}
                            >
                              <Icon name="power" size={18} />
                            </button>
                          )}
                          {!self && (
                            <>
                              <button type="button" className="icon-button" aria-label={`Change role of ${who}`} title="Change role" onClick={() => setEditing({ admin, change: 'role' })}>
                                <Icon name="users" size={18} />
                              </button>
                              <button type="button" className="icon-button" aria-label={`Set a new password for ${who}`} title="Set a new password" onClick={() => setEditing({ admin, change: 'password' })}>
                                <Icon name="key" size={18} />
                              </button>
                              <button
                                type="button"
                                className="icon-button"
                                disabled={busyId === admin.id}
                                aria-label={`Sign out ${who} everywhere`}
                                title="Sign out everywhere"
                                onClick={() => signOutEverywhere(admin)}
                              >
                                <Icon name="logout" size={18} />
                              </button>
                              {hasTwoFactor && (
                                <button
                                  type="button"
                                  className="icon-button"
                                  disabled={busyId === admin.id}
                                  aria-label={`Reset two-factor sign-in of ${who}`}
                                  title="Reset two-factor"
                                  onClick={() => resetTwoFactor(admin)}
                                >
                                  <Icon name="shield" size={18} />
                                </button>
                              )}
                            </>
                          )}
                          {!self && admin.protected && (
                            <span className="row-lock" title="Protected account: it cannot be deleted">
                              <Icon name="lock" size={16} />
                              <span className="visually-hidden">Protected account: it cannot be deleted</span>
                            </span>
                          )}
                          {!self && !admin.protected && (
                            <button
                              type="button"
                              className="icon-button icon-button-danger"
                              disabled={busyId === admin.id}
                              aria-label={`Delete ${who}`}
                              title="Delete"
                              onClick={() => remove(admin)}
                            >
                              <Icon name="trash" size={18} />
                            </button>
                          )}
                        </div>
                      </td>
                    )}
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}

      {superAdmin && (
        <StaffAccessDialog
          admin={editing?.admin ?? null}
          change={editing?.change ?? 'role'}
          onClose={() => setEditing(null)}
          onDone={(text) => {
            setStatus({ tone: 'success', text })
            void load()
          }}
        />
      )}
      {superAdmin && (
        <InviteDialog
          open={inviteOpen}
          canInviteSuperAdmin={superAdmin}
          onClose={() => setInviteOpen(false)}
          onSent={(sent) => {
            if (!sent.link) setStatus({ tone: 'success', text: invitationMailed(sent.invitation.email) })
            void loadInvitations()
          }}
        />
      )}
      {dialog}
      {superAdmin && <AddAdminDialog open={addOpen} canCreateSuperAdmin={superAdmin} onClose={() => setAddOpen(false)} onCreated={(text) => { setStatus({ tone: 'success', text }); void load() }} />}
    </SettingsPanel>
  )
}
