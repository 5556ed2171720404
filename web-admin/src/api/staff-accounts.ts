/** Typed calls of invitations, forgotten passwords and active sessions (shared/api/staff-accounts.ts; routes in modules/auth). */
import type { Role } from '../../../shared/roles.ts'
import type { ActiveSessionsResponse, InvitationLookup, InvitationSent, InvitationsResponse, InviteBody, PasswordSet, SessionSignedOut, SessionsEnded } from '../../../shared/api/staff-accounts.ts'
import { http } from './client.ts'

export const invitationsApi = {
  list: () => http.get<InvitationsResponse>('/api/cms/invitations'),
  invite: (body: InviteBody & { role: Role }) => http.post<InvitationSent>('/api/cms/invitations', body),
  resend: (id: number) => http.post<InvitationSent>(`/api/cms/invitations/${id}/resend`),
  revoke: (id: number) => http.delete<{ success: boolean }>(`/api/cms/invitations/${id}`),
  lookup: (token: string) => http.post<InvitationLookup>('/api/auth/invitation', { token }),
  accept: (token: string, password: string) => http.post<PasswordSet>('/api/auth/invitation/accept', { token, password }),
}

export const passwordResetApi = {
  request: (email: string) => http.post<{ success: boolean; message: string }>('/api/auth/password-reset', { email }),
  complete: (token: string, password: string) => http.post<PasswordSet>('/api/auth/password-reset/complete', { token, password }),
}

export const sessionsApi = {
  mine: () => http.get<ActiveSessionsResponse>('/api/cms/profile/sessions'),
  signOutOthers: () => http.post<SessionsEnded>('/api/cms/profile/sessions/sign-out-others'),
  /** One session by the opaque id the list gave; `signed_out` when it was this browser's own. */
  signOut: (id: string) => http.delete<SessionSignedOut>(`/api/cms/profile/sessions/${encodeURIComponent(id)}`),
  signOutEverywhere: (adminId: number) => http.post<SessionsEnded>(`/api/cms/admins/${adminId}/sign-out`),
}
