/** Typed calls of the console (admin-area §7), on the request/response types in shared/api. */
import type { Static } from 'typebox'
import type {
  AdminUser,
  ChangePasswordBodySchema,
  CreateAdminBody,
  LoginBody,
  ProfileUpdateBodySchema,
} from '../../../shared/api/auth.ts'
import type { SettingsUpdateBody, StaffSettings } from '../../../shared/api/settings.ts'
import { http } from './client.ts'

export const authApi = {
  me: () => http.get<{ user: AdminUser }>('/api/auth/me'),
  login: (body: LoginBody) => http.post<{ user: AdminUser }>('/api/auth/login', body),
  logout: () => http.post<unknown>('/api/auth/logout'),
}

export const settingsApi = {
  load: () => http.get<{ settings: StaffSettings }>('/api/cms/settings'),
  save: (body: SettingsUpdateBody) => http.put<unknown>('/api/cms/settings', body),
}

export const profileApi = {
  update: (body: Static<typeof ProfileUpdateBodySchema>) => http.put<unknown>('/api/cms/profile/update', body),
  changePassword: (body: Static<typeof ChangePasswordBodySchema>) => http.put<unknown>('/api/cms/profile/change-password', body),
}

export const adminsApi = {
  list: () => http.get<{ admins: AdminUser[] }>('/api/cms/admins'),
  create: (body: CreateAdminBody) => http.post<unknown>('/api/cms/admins', body),
  setActive: (id: number, isActive: boolean) => http.put<unknown>(`/api/cms/admins/${id}/status`, { is_active: isActive }),
  remove: (id: number) => http.delete<unknown>(`/api/cms/admins/${id}`),
}
