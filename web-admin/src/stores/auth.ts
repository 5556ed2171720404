/**
 * Who is signed in (admin-area §4 "Admin auth"): `user` is null or the signed-in admin; `loading`
 * stays true until the first session check ends. Logout always clears the user, even if the call fails.
 */
import { create } from 'zustand'
import type { AdminUser } from '../../../shared/api/auth.ts'
import { setSessionExpiredHandler, type ApiResponse } from '../api/client.ts'
import { authApi } from '../api/endpoints.ts'

interface AuthState {
  user: AdminUser | null
  loading: boolean
  /** The first session check (GET /api/auth/me). */
  check: () => Promise<void>
  /** Resolves to the server's reply; a network failure rejects. */
  login: (email: string, password: string) => Promise<ApiResponse<{ user: AdminUser }>>
  logout: () => Promise<void>
}

export const useAuth = create<AuthState>()((set) => ({
  user: null,
  loading: true,

  async check() {
    try {
      const response = await authApi.me()
      set({ user: response.ok ? response.data.user : null })
    } catch (error) {
      console.error('Session check failed', error)
      set({ user: null })
    } finally {
      set({ loading: false })
    }
  },

  async login(email, password) {
    const response = await authApi.login({ email, password })
    set({ user: response.ok ? response.data.user : null })
    return response
  },

  async logout() {
    try {
      await authApi.logout()
    } catch (error) {
      console.error('Logout call failed', error)
    } finally {
      set({ user: null })
    }
  },
}))

// A console call answering 401 means the session is gone: the route guard then sends the user to login.
setSessionExpiredHandler(() => useAuth.setState({ user: null }))
