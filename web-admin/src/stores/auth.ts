/**
 * Who is signed in (admin-area §4 "Admin auth"): `user` is null or the signed-in admin; `loading`
 * stays true until the first session check ends. Logout always clears the user, even if the call fails.
 *
 * When the session ends under the console (a console call answers 401):
 * - with unsaved work open (stores/unsavedWork.ts), the person is asked to sign in again in place
 *   (`reauth`, drawn by components/session/ReauthDialog.tsx) and the call is then retried, so no
 *   screen is torn down and nothing is lost;
 * - otherwise, or when the account itself is gone (deactivated, deleted), the console signs out and
 *   the login screen says why (`signedOutMessage`); drafts kept in the browser restore any work later.
 */
import { create } from 'zustand'
import type { AdminUser, SessionEndReason } from '../../../shared/api/auth.ts'
import { setSessionExpiredHandler, type ApiErrorBody, type ApiResponse } from '../api/client.ts'
import { authApi } from '../api/endpoints.ts'
import { hasUnsavedWork } from './unsavedWork.ts'

/** Said on the login screen after a session ended without a reason from the server (timeout, logout elsewhere). */
export const SESSION_ENDED = 'Your session has ended. Please sign in again.'

/** Reasons after which signing in again cannot work: the console signs out and says why. */
const ACCOUNT_CLOSED: readonly SessionEndReason[] = ['deactivated', 'deleted']

/** The server's explanation of an ended session (a 401 `{error, reason}`), or null for a plain 401. */
export function sessionEndOf(body: ApiErrorBody | null | undefined): { reason: SessionEndReason; message: string } | null {
  if (!body || typeof body.reason !== 'string' || typeof body.error !== 'string' || !body.error.trim()) return null
  return { reason: body.reason as SessionEndReason, message: body.error }
}

export interface ReauthRequest {
  /** The server's reason, when it gave one (e.g. the password was changed elsewhere). */
  message: string | null
}

interface AuthState {
  user: AdminUser | null
  loading: boolean
  /** Why the console was signed out, shown on the login screen until the next sign-in. */
  signedOutMessage: string | null
  /** Set while the console asks the person to sign in again in place. */
  reauth: ReauthRequest | null
  /** The first session check (GET /api/auth/me). */
  check: () => Promise<void>
  /** Resolves to the server's reply; a network failure rejects. */
  login: (email: string, password: string) => Promise<ApiResponse<{ user: AdminUser }>>
  logout: () => Promise<void>
  /** Asks for a new sign-in in place; resolves true once signed in, false if the person declines. */
  requestReauth: (message: string | null) => Promise<boolean>
  /** Ends the in-place sign-in: `user` is the newly signed-in admin, or null when declined. */
  finishReauth: (user: AdminUser | null) => void
  /** Signs the console out because the server ended the session. */
  sessionEnded: (message: string) => void
}

/** The pending in-place sign-in: every call that met the 401 waits on the same answer. */
let pendingReauth: { promise: Promise<boolean>; resolve: (ok: boolean) => void } | null = null

function settleReauth(ok: boolean) {
  const pending = pendingReauth
  pendingReauth = null
  pending?.resolve(ok)
}

export const useAuth = create<AuthState>()((set, get) => ({
  user: null,
  loading: true,
  signedOutMessage: null,
  reauth: null,

  async check() {
    try {
      const response = await authApi.me()
      set({ user: response.ok ? response.data.user : null })
      // The server remembers why it ended this browser's session (e.g. deactivated): say so on the login screen.
      const ended = response.ok ? null : sessionEndOf(response.data)
      if (ended) set({ signedOutMessage: ended.message })
    } catch (error) {
      console.error('Session check failed', error)
      set({ user: null })
    } finally {
      set({ loading: false })
    }
  },

  async login(email, password) {
    const response = await authApi.login({ email, password })
    set(response.ok ? { user: response.data.user, signedOutMessage: null } : { user: null })
    return response
  },

  async logout() {
    try {
      await authApi.logout()
    } catch (error) {
      console.error('Logout call failed', error)
    } finally {
      settleReauth(false)
      set({ user: null, reauth: null, signedOutMessage: null })
    }
  },

  requestReauth(message) {
    if (!pendingReauth) {
      let resolve!: (ok: boolean) => void
      const promise = new Promise<boolean>((r) => (resolve = r))
      pendingReauth = { promise, resolve }
    }
    set({ reauth: { message: message ?? get().reauth?.message ?? null } })
    return pendingReauth.promise
  },

  finishReauth(user) {
    set(user ? { user, reauth: null, signedOutMessage: null } : { reauth: null })
    settleReauth(user !== null)
  },

  sessionEnded(message) {
    settleReauth(false)
    set({ user: null, reauth: null, signedOutMessage: message })
  },
}))

// A console call answered 401: the session is gone. With unsaved work open, sign in again in place
// (the call is retried); otherwise sign out, and the route guard sends the person to the login screen.
setSessionExpiredHandler((body) => {
  const state = useAuth.getState()
  if (!state.user) return false
  const ended = sessionEndOf(body)
  if (hasUnsavedWork() && !(ended && ACCOUNT_CLOSED.includes(ended.reason))) return state.requestReauth(ended?.message ?? null)
  state.sessionEnded(ended?.message ?? SESSION_ENDED)
  return false
})
