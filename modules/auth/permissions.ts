/**
 * THE permission matrix. Every `/api/cms/*` route (and `/api/upload-image`) names one permission in
 * `config.permission`; guard.ts enforces it. Roles widen one step at a time:
 *
 *   permission          | anonymous | viewer | editor | admin | super_admin
 *   public              |    yes    |  yes   |  yes   |  yes  |    yes
 *   console:read        |           |  yes   |  yes   |  yes  |    yes
 *   profile:self        |           |  yes   |  yes   |  yes  |    yes
 *   pages:read          |           |  yes   |  yes   |  yes  |    yes
 *   content:write       |           |        |  yes   |  yes  |    yes
 *   pages:edit          |           |        |  yes   |  yes  |    yes
 *   enquiries:write     |           |        |  yes   |  yes  |    yes
 *   personal-data       |           |        |  yes   |  yes  |    yes
 *   settings:write      |           |        |        |  yes  |    yes
 *   admins:manage       |           |        |        |       |    yes
 */
import { ROLES, type Role } from '../../shared/api/auth.ts'

/** Who is asking: the signed-in admin of the request, as `request.admin` carries it. */
export interface SessionAdmin {
  id: number
  email: string
  name: string
  role: Role
}

type Rule = (admin: SessionAdmin | null) => boolean

const anyone: Rule = () => true
const anyStaff: Rule = (admin) => admin !== null
const atLeast =
  (role: Role): Rule =>
  (admin) =>
    admin !== null && ROLES.indexOf(admin.role) >= ROLES.indexOf(role)

export const PERMISSIONS = {
  public: anyone,
  'console:read': anyStaff,
  'profile:self': anyStaff,
  'pages:read': anyStaff,
  'content:write': atLeast('editor'),
  'pages:edit': atLeast('editor'),
  'enquiries:write': atLeast('editor'),
  /** Visitors' personal data: reading, exporting, looking up and erasing it (enquiries, subscriptions, outbox). */
  'personal-data': atLeast('editor'),
  'settings:write': atLeast('admin'),
  'admins:manage': atLeast('super_admin'),
} satisfies Record<string, Rule>

export type Permission = keyof typeof PERMISSIONS

export const isPermission = (value: unknown): value is Permission =>
  typeof value === 'string' && Object.hasOwn(PERMISSIONS, value)

/** Whether `admin` (null for an anonymous caller) holds `permission`. */
export const can = (admin: SessionAdmin | null, permission: Permission): boolean => PERMISSIONS[permission](admin)
