/**
 * Active sessions in My Profile (issue 19): every browser signed in to this account, in plain words
 * ("Firefox on Windows"), with its address and when it was last seen (to the minute: the server
 * writes it at most once a minute), this device marked; each one can be signed out (this device's
 * own signs you out), and "Sign out other sessions" ends all but this one. Both asked first.
 */
import { useCallback, useEffect, useState } from 'react'
import type { ActiveSession } from '../../../../shared/api/staff-accounts.ts'
import { errorMessage } from '../../api/client.ts'
import { sessionsApi } from '../../api/staff-accounts.ts'
import { Icon } from '../../components/Icon.tsx'
import { StatusText, type Status } from '../../components/StatusText.tsx'
import { useConfirm } from '../../components/ConfirmDialog.tsx'
import { useAuth } from '../../stores/auth.ts'
import './staff-accounts.css'

export const SIGN_OUT_OTHERS_QUESTION = 'Sign out every other session of your account? This one stays signed in.'

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** "Active now" within two minutes (last seen is written once a minute), else the date and time. */
function lastSeen(iso: string, now = Date.now()) {
  const at = new Date(iso).getTime()
  return now - at < 2 * 60_000 ? 'Active now' : `Last seen ${timeFormat.format(at)}`
}

export function SessionsSection() {
  const [sessions, setSessions] = useState<ActiveSession[] | null>(null)
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState<Status | null>(null)
  const { confirm, dialog } = useConfirm()

  const load = useCallback(async () => {
    const response = await sessionsApi.mine().catch(() => null)
    if (response?.ok) setSessions(response.data.sessions)
  }, [])
  useEffect(() => {
    void load()
  }, [load])

  async function signOutOthers() {
    if (!(await confirm({ title: SIGN_OUT_OTHERS_QUESTION, confirm: 'Sign out the others', icon: 'logout' }))) return
    setBusy(true)
    setStatus(null)
    try {
      const response = await sessionsApi.signOutOthers()
      if (response.ok) {
        const n = response.data.ended
        setStatus({ tone: 'success', text: n === 0 ? 'There were no other sessions.' : `Signed out ${n} other session${n === 1 ? '' : 's'}.` })
        await load()
      } else setStatus({ tone: 'error', text: errorMessage(response, 'Could not sign out the other sessions.') })
    } catch {
      setStatus({ tone: 'error', text: 'Could not reach the server. Please try again.' })
    } finally {
      setBusy(false)
    }
  }

  async function signOutOne(session: ActiveSession) {
    const question = session.current
      ? { title: 'Sign out of this browser?', description: 'You will need your password to sign in again here.', confirm: 'Sign out', icon: 'logout' as const }
      : { title: `Sign out ${session.device}?`, description: `${session.ip ?? 'Unknown address'} · ${lastSeen(session.last_seen_at)}. That browser will be told it was signed out.`, confirm: 'Sign out', icon: 'logout' as const }
    if (!(await confirm(question))) return
    setBusy(true)
    setStatus(null)
    try {
      const response = await sessionsApi.signOut(session.id)
      if (response.ok && response.data.signed_out) return void (await useAuth.getState().logout())
      if (response.ok) setStatus({ tone: 'success', text: `Signed out ${session.device}.` })
      else setStatus({ tone: 'error', text: errorMessage(response, 'Could not sign out that session.') })
      await load()
    } catch {
      setStatus({ tone: 'error', text: 'Could not reach the server. Please try again.' })
    } finally {
      setBusy(false)
    }
  }

  const others = sessions?.filter((s) => !s.current).length ?? 0
  return (
    <section className="sessions-section" aria-labelledby="sessions-heading">
      <h3 id="sessions-heading" className="sessions-title">
        <Icon name="monitor" size={18} /> Active sessions
      </h3>
      {sessions === null ? (
        <p className="two-factor-loading">Loading your sessions…</p>
      ) : (
        <ul className="sessions-list" aria-label="Active sessions">
          {sessions.map((s) => (
            <li key={s.id} className="sessions-item">
              <span className="sessions-device">{s.device}</span>
              {s.current && <span className="badge badge-soft">This device</span>}
              <span className="sessions-meta">
                {s.ip ?? 'Unknown address'} · {s.current ? 'Active now' : lastSeen(s.last_seen_at)}
              </span>
              <button type="button" className="button button-ghost button-sm sessions-sign-out" disabled={busy} onClick={() => signOutOne(s)} aria-label={s.current ? 'Sign out this device' : `Sign out ${s.device}, ${s.ip ?? 'unknown address'}`}>
                Sign out
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="sessions-actions">
        <button type="button" className="button button-secondary" disabled={busy || others === 0} onClick={signOutOthers}>
          {busy && <span className="spinner spinner-sm" aria-hidden="true" />}
          Sign out other sessions
        </button>
        <StatusText status={status} />
      </div>
      {dialog}
    </section>
  )
}
