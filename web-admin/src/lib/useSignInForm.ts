/**
 * The state and submit of a sign-in form, shared by the login screen and the in-place sign-in of
 * components/session/ReauthDialog.tsx: the two fields, the busy flag, the refusal message and, after
 * a throttled attempt (429), the seconds left before another is allowed.
 */
import { useEffect, useState, type FormEvent } from 'react'
import type { ApiResponse } from '../api/client.ts'
import { LOGIN_UNREACHABLE, signInProblem } from './signIn.ts'
import { useSecondsLeft } from './useSecondsLeft.ts'

export const MISSING_CREDENTIALS = 'Please enter your email and password'

export function useSignInForm<T>(attempt: (email: string, password: string) => Promise<ApiResponse<T>>, onSignedIn: (data: T) => void, defaultEmail = '') {
  const [email, setEmail] = useState(defaultEmail)
  const [password, setPassword] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  /** Throttled: no new attempt before this time (epoch ms). */
  const [retryAt, setRetryAt] = useState<number | null>(null)
  const waitLeft = useSecondsLeft(retryAt)

  // The wait is over: the message has done its job.
  useEffect(() => {
    if (retryAt !== null && waitLeft === 0) {
      setRetryAt(null)
      setError(null)
    }
  }, [retryAt, waitLeft])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting || waitLeft > 0) return
    if (!email.trim() || !password) return setError(MISSING_CREDENTIALS)
    setSubmitting(true)
    setError(null)
    try {
      const response = await attempt(email.trim(), password)
      if (response.ok) return onSignedIn(response.data)
      const problem = signInProblem(response)
      setError(problem.message)
      setRetryAt(problem.retryAt ?? null)
    } catch {
      setError(LOGIN_UNREACHABLE)
    } finally {
      setSubmitting(false)
    }
  }

  return { email, setEmail, password, setPassword, submitting, error, waitLeft, submit }
}
