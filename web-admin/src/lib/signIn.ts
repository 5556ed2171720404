/**
 * What a refused sign-in tells the person (admin-area §8 "Login failure"), shared by the login screen
 * and the in-place sign-in of components/session/ReauthDialog.tsx. A throttled sign-in (429) says
 * how long to wait, from the reply's Retry-After.
 */
import { errorMessage, retryAfterSeconds, type ApiResponse } from '../api/client.ts'

export const LOGIN_FAILED = 'Invalid email or password'
export const LOGIN_UNAVAILABLE = 'Signing in is not possible right now. Please try again in a moment.'
export const LOGIN_UNREACHABLE = 'Could not reach the server. Check your connection and try again.'
export const LOGIN_THROTTLED = 'Too many sign-in attempts. Please try again later.'
/** A save refused with 401 after the person declined to sign in again in place. */
export const SIGN_IN_TO_SAVE = 'Your session has ended. Press Save again to sign in and save; your changes are kept in this browser.'

/** "4 minutes", "1 minute", "45 seconds": whole minutes (rounded up) from 60 seconds on. */
export function waitPhrase(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds))
  if (s >= 60) {
    const minutes = Math.ceil(s / 60)
    return minutes === 1 ? '1 minute' : `${minutes} minutes`
  }
  return s === 1 ? '1 second' : `${s} seconds`
}

export const tooManyAttempts = (seconds: number) => `Too many sign-in attempts. Please wait ${waitPhrase(seconds)} and try again.`

/** A countdown as the button shows it: "14:59", "0:05". */
export function clockLabel(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds))
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}

export interface SignInProblem {
  message: string
  /** Epoch milliseconds before which signing in again is refused (429 with Retry-After). */
  retryAt?: number
}

/** The message for a refused sign-in reply. */
export function signInProblem(response: ApiResponse<unknown>, now = Date.now()): SignInProblem {
  if (response.status === 429) {
    const wait = retryAfterSeconds(response, now)
    if (wait === null || wait <= 0) return { message: errorMessage(response, LOGIN_THROTTLED) }
    return { message: tooManyAttempts(wait), retryAt: now + wait * 1000 }
  }
  if (response.status >= 500) return { message: LOGIN_UNAVAILABLE }
  return { message: LOGIN_FAILED }
}
