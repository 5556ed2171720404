/** Staff roles (admin-area §6) and password rules, without any schema runtime (safe for the bundles). */
export const ROLES = ['viewer', 'editor', 'admin', 'super_admin'] as const
export type Role = (typeof ROLES)[number]

/** Minimum length of an admin password (admin-area §9). */
export const MIN_PASSWORD_LENGTH = 6

/** "super_admin" → "Super Admin" (the underscore shown as a space, capitalised). */
export const roleLabel = (role: string) => role.replace('_', ' ').replace(/\b\w/g, (c) => c.toUpperCase())
