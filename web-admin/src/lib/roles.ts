/** What each role may do in the console; mirrors the server's matrix (modules/auth/permissions.ts), which decides. */
import type { Role } from '../../../shared/api/auth.ts'

export const canEditSettings = (role: Role | undefined) => role === 'admin' || role === 'super_admin'
export const isSuperAdmin = (role: Role | undefined) => role === 'super_admin'
/** Editors and above write blogs, vlogs, the media kit and press highlights and upload images; viewers only read. */
export const canWriteContent = (role: Role | undefined) => role === 'editor' || role === 'admin' || role === 'super_admin'
/** Editors and above mark enquiries read or replied (enquiries:write). */
export const canWriteEnquiries = (role: Role | undefined) => role === 'editor' || role === 'admin' || role === 'super_admin'
/** Editors and above read, export, look up and erase visitors' personal data: Form Enquiries and its outbox (personal-data). */
export const canHandlePersonalData = (role: Role | undefined) => role === 'editor' || role === 'admin' || role === 'super_admin'
