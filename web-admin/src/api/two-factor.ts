/** Typed calls of two-factor sign-in (shared/api/two-factor.ts; routes in modules/auth/two-factor-routes.ts). */
import type { LoginBody } from '../../../shared/api/auth.ts'
import type {
  LoginResponse,
  LoginSecondStepBody,
  RecoveryCodes,
  TwoFactorOverview,
  TwoFactorRequirement,
  TwoFactorSetup,
  TwoFactorStatus,
} from '../../../shared/api/two-factor.ts'
import type { AdminUser } from '../../../shared/api/auth.ts'
import { http } from './client.ts'

export const twoFactorApi = {
  /** The password step: `{user}`, or a pending second step (`two_factor_required` / `two_factor_setup_required`). */
  login: (body: LoginBody) => http.post<LoginResponse>('/api/auth/login', body),
  secondStep: (body: LoginSecondStepBody) => http.post<{ user: AdminUser }>('/api/auth/login/2fa', body),
  status: () => http.get<TwoFactorStatus>('/api/auth/2fa'),
  setup: () => http.post<TwoFactorSetup>('/api/auth/2fa/setup', {}),
  /** `password` from My Profile; the sign-in's setup step has just checked it. */
  enable: (code: string, password?: string) => http.post<RecoveryCodes>('/api/auth/2fa/enable', password === undefined ? { code } : { code, password }),
  disable: (code: string, password: string) => http.post<{ success: boolean }>('/api/auth/2fa/disable', { code, password }),
  /** New recovery codes with the password (or a current code); the old ones stop working. */
  newRecoveryCodes: (proof: { password: string } | { code: string }) => http.post<RecoveryCodes>('/api/auth/2fa/recovery-codes', proof),
  overview: () => http.get<TwoFactorOverview>('/api/cms/two-factor'),
  setRequirement: (requiredFor: TwoFactorRequirement) => http.put<TwoFactorOverview>('/api/cms/two-factor/requirement', { required_for: requiredFor }),
  reset: (adminId: number) => http.delete<{ success: boolean }>(`/api/cms/admins/${adminId}/two-factor`),
}
