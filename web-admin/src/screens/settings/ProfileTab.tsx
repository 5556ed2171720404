/**
 * My Profile (admin-area §3, §5): edit your own name (then the page reloads) and change your password;
 * two-factor sign-in (TwoFactorSection.tsx): set up with a QR code, recovery codes once, turn off;
 * active sessions (SessionsSection.tsx): where this account is signed in, and signing out the others.
 * An unsaved name counts as unsaved work (asked before leaving; an ended session signs in again in
 * place). A refusal naming the field is shown at the name, anything else beside the button.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { readRefusal } from '../../../../shared/refusal.ts'
import { roleLabel } from '../../../../shared/roles.ts'
import { profileApi } from '../../api/endpoints.ts'
import { Field } from '../../components/Field.tsx'
import { Icon } from '../../components/Icon.tsx'
import { StatusText, type Status } from '../../components/StatusText.tsx'
import { useAuth } from '../../stores/auth.ts'
import { useUnsavedChanges } from '../../stores/unsavedWork.ts'
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx'
import { SettingsPanel } from './SettingsPanel.tsx'
import { TwoFactorSection } from './TwoFactorSection.tsx'
import { SessionsSection } from './SessionsSection.tsx'

export const PROFILE_UPDATED = 'Profile updated successfully!'

const UPDATE_FAILED = 'Failed to update profile'
/** The reload after a name change would wipe the message beside the button: it is carried over in this tab. */
const CARRIED = 'yerth-admin-profile-saved'

function carriedStatus(): Status | null {
  const text = sessionStorage.getItem(CARRIED)
  return text ? { tone: 'success', text } : null
}

export function ProfileTab({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const user = useAuth((s) => s.user)
  const [name, setName] = useState(user?.name ?? '')
  const [saving, setSaving] = useState(false)
  const [status, setStatus] = useState<Status | null>(carriedStatus)
  useEffect(() => sessionStorage.removeItem(CARRIED), [])
  const [nameError, setNameError] = useState<string | null>(null)
  const [passwordOpen, setPasswordOpen] = useState(false)
  const nameRef = useRef<HTMLInputElement>(null)
  const [reload, setReload] = useState(false)
  const dirty = user !== null && name !== (user.name ?? '')
  useUnsavedChanges(dirty)
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange])
  useEffect(() => () => onDirtyChange(false), [onDirtyChange])
  // The spec reloads the page after a name change; once the saved name is drawn, so nothing counts as unsaved.
  useEffect(() => {
    if (!reload) return
    sessionStorage.setItem(CARRIED, PROFILE_UPDATED)
    window.location.reload()
  }, [reload])
  if (!user) return null

  function fail(message: string, onField = false) {
    setStatus({ tone: 'error', text: onField ? 'Not saved: check your name.' : message })
    setNameError(onField ? message : null)
    if (onField) requestAnimationFrame(() => nameRef.current?.focus())
  }

  async function saveName(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const trimmed = name.trim()
    if (!trimmed) return fail('Name is required', true)
    setSaving(true)
    setStatus(null)
    setNameError(null)
    try {
      const response = await profileApi.update({ name: trimmed })
      if (!response.ok) {
        const refusal = readRefusal(response.status, response.data, { retryAfter: response.headers?.get('retry-after'), fallback: UPDATE_FAILED })
        return refusal.fields.name ? fail(refusal.fields.name, true) : fail(refusal.summary)
      }
      setStatus({ tone: 'success', text: PROFILE_UPDATED })
      useAuth.setState((s) => ({ user: s.user && { ...s.user, name: trimmed } }))
      setName(trimmed)
      setReload(true)
    } catch (err) {
      console.error('Profile update failed', err)
      fail(UPDATE_FAILED)
    } finally {
      setSaving(false)
    }
  }

  return (
    <SettingsPanel title="My Profile" description="Your name as the team sees it, your sign-in e-mail and your role.">
      <div className="profile-summary">
        <span className="avatar avatar-lg" aria-hidden="true">
          <Icon name="user" size={26} />
        </span>
        <div>
          <p className="profile-name">{user.name || user.email}</p>
          <p className="profile-meta">
            {user.email} · <span className="badge badge-role">{roleLabel(user.role)}</span>
          </p>
        </div>
      </div>

      <form className="form-stack" onSubmit={saveName} noValidate>
        <div className="form-grid">
          <Field label="Name" required error={nameError}>
            {(control) => (
              <input
                {...control}
                ref={nameRef}
                className="input"
                type="text"
                autoComplete="name"
                maxLength={200}
                value={name}
                onChange={(e) => {
                  setName(e.target.value)
                  setNameError(null)
                }}
              />
            )}
          </Field>
          <Field label="Email" hint="Your sign-in address. Ask a super admin to change it.">
            {(control) => <input {...control} className="input" type="email" value={user.email} readOnly />}
          </Field>
          <Field label="Role">
            {(control) => <input {...control} className="input" type="text" value={roleLabel(user.role)} readOnly />}
          </Field>
        </div>
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={saving}>
            {saving && <span className="spinner spinner-sm" aria-hidden="true" />}
            {saving ? 'Saving…' : 'Update Profile'}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setPasswordOpen(true)}>
            <Icon name="key" size={18} />
            Change Password
          </button>
          <StatusText status={status} />
        </div>
      </form>

      <TwoFactorSection />

      <SessionsSection />

      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} onChanged={(text) => setStatus({ tone: 'success', text })} />
    </SettingsPanel>
  )
}
