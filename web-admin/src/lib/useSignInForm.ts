/**
 * The state and submit of a sign-in form, shared by the login screen and the in-place sign-in of
 * components/session/ReauthDialog.tsx: the two fields, the busy flag, the refusal message and, after
 * a throttled attempt (429), the seconds left before another is allowed for that e-mail.
 */
import { useEffect, useState, type FormEvent } from 'react'
import type { ApiResponse } from '../api/client.ts'
import { LOGIN_UNREACHABLE, signInProblem } from './signIn.ts'
import { useSecondsLeft } from './useSecondsLeft.ts'

export const MISSING_CREDENTIALS = 'Please enter your email and password'

/** The key a lock is kept under: the e-mail as the server compares it. */
const emailKey = (email: string) => email.trim().toLowerCase()

export function useSignInForm<T>(attempt: (email: string, password: string) => Promise<ApiResponse<T>>, onSignedIn: (data: T) => void, defaultEmail = '') {
  const [email, setEmail] = useState(defaultEmail)
  const [password, setPassword] = useState('')
  const [submitting, setSubmitting] = useState(false)
  /** The last refusal other than a lock; shown until the next attempt. */
  const [error, setError] = useState<string | null>(null)
  /**
   * Throttled e-mails: no new attempt for that e-mail before this time (epoch ms). The server locks
   * an account from this address, not the address, so another e-mail may be tried at once, and
   * coming back to a locked one shows its countdown again.
   */
  const [locks, setLocks] = useState<Record<string, { until: number; message: string }>>({})
  const lock = Object.hasOwn(locks, emailKey(email)) ? locks[emailKey(email)] : null
  const retryAt = lock?.until ?? null
  const waitLeft = useSecondsLeft(retryAt)

  // This e-mail's wait is over: forget its lock.
  useEffect(() => {
    if (retryAt !== null && waitLeft === 0) {
      setLocks(({ [emailKey(email)]: _over, ...others }) => others)
    }
  }, [retryAt, waitLeft, email])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting || waitLeft > 0) return
    if (!email.trim() || !password) return setError(MISSING_CREDENTIALS)
    setSubmitting(true)
    setError(null)
    const key = emailKey(email)
    try {
      const response = await attempt(email.trim(), password)
      if (response.ok) return onSignedIn(response.data)
      const problem = signInProblem(response)
      if (problem.retryAt) setLocks((all) => ({ ...all, [key]: { until: problem.retryAt!, message: problem.message } }))
      else setError(problem.message)
    } catch {
      setError(LOGIN_UNREACHABLE)
    } finally {
      setSubmitting(false)
    }
  }

  // A locked e-mail shows its message whenever the person comes back to it (the button counts down).
  const shown = lock && waitLeft > 0 ? lock.message : error
  return { email, setEmail, password, setPassword, submitting, error: shown, waitLeft, submit }
}
