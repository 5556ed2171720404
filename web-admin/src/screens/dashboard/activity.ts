/**
 * Recent Activity's wording: a label, icon and tone for each audit-log action the server records
 * (grep modules/ for `audit.record(`), a readable label from the snake_case name for any other,
 * and when it happened ("5 minutes ago", the date once it is a week old).
 */
import type { ActivityEntry } from '../../../../shared/api/analytics.ts'
import type { IconName } from '../../components/Icon.tsx'
import { formatDate, timeAgo } from '../../lib/dates.ts'

export type ActivityTone = 'neutral' | 'brand' | 'info' | 'warning' | 'danger'

export interface ActivityKind {
  label: string
  icon: IconName
  tone: ActivityTone
}

const kind = (label: string, icon: IconName, tone: ActivityTone = 'neutral'): ActivityKind => ({ label, icon, tone })

/** created / updated / deleted of one kind of thing, e.g. "Blog post created". */
const crud = (prefix: string, noun: string, icon: IconName, created = 'created'): Record<string, ActivityKind> => ({
  [`${prefix}_created`]: kind(`${noun} ${created}`, icon, 'brand'),
  [`${prefix}_updated`]: kind(`${noun} updated`, icon, 'info'),
  [`${prefix}_deleted`]: kind(`${noun} deleted`, 'trash', 'danger'),
})

const categories = (prefix: string, noun: string): Record<string, ActivityKind> => ({
  [`${prefix}_created`]: kind(`${noun} added`, 'tag', 'brand'),
  [`${prefix}_renamed`]: kind(`${noun} renamed`, 'tag', 'info'),
  [`${prefix}_deleted`]: kind(`${noun} deleted`, 'trash', 'danger'),
})

/** Every action the server records today. */
export const ACTIVITY_KINDS: Record<string, ActivityKind> = {
  login: kind('Signed in', 'key'),
  logout: kind('Signed out', 'logout'),
  login_failed: kind('Failed sign-in', 'alert', 'warning'),
  ...crud('blog', 'Blog post', 'blog'),
  ...categories('blog_category', 'Blog category'),
  ...crud('vlog', 'Vlog', 'vlog'),
  ...categories('vlog_category', 'Vlog category'),
  ...crud('media_kit_item', 'Media kit item', 'media', 'added'),
  ...crud('press_highlight', 'Press highlight', 'megaphone', 'added'),
  page_created: kind('Page created', 'pages', 'brand'),
  page_updated: kind('Page updated', 'pages', 'info'),
  settings_changed: kind('Settings changed', 'settings', 'info'),
  enquiry_status_changed: kind('Enquiry status changed', 'enquiries', 'info'),
  enquiries_exported: kind('Enquiries exported', 'arrowDown'),
  personal_data_erased: kind('Personal data erased', 'shield', 'danger'),
  admin_created: kind('Admin user added', 'users', 'brand'),
  admin_activated: kind('Admin user activated', 'power', 'brand'),
  admin_deactivated: kind('Admin user deactivated', 'power', 'warning'),
  admin_deleted: kind('Admin user deleted', 'trash', 'danger'),
  admin_role_changed: kind('Admin role changed', 'users', 'info'),
  password_reset: kind('Password reset', 'lock', 'warning'),
  profile_updated: kind('Profile updated', 'user', 'info'),
  password_changed: kind('Password changed', 'lock', 'info'),
  two_factor_passed: kind('Signed in with a second step', 'key'),
  two_factor_failed: kind('Wrong two-factor code', 'alert', 'warning'),
  recovery_code_used: kind('Recovery code used', 'key', 'warning'),
  two_factor_enabled: kind('Two-factor sign-in turned on', 'shield', 'brand'),
  two_factor_disabled: kind('Two-factor sign-in turned off', 'shield', 'warning'),
  two_factor_reset: kind('Two-factor sign-in reset', 'shield', 'danger'),
  recovery_codes_regenerated: kind('New recovery codes made', 'key', 'info'),
  session_signed_out: kind('One session signed out', 'monitor', 'info'),
  two_factor_requirement_changed: kind('Two-factor requirement changed', 'shield', 'info'),
  image_uploaded: kind('Image uploaded', 'image'),
  media_file_uploaded: kind('Media kit file uploaded', 'upload'),
}

/**
 * The entry's headline: its kind's label, except a failed sign-in without an account, which says so
 * (the server never passes on what was typed there).
 */
export function activityLabel(entry: Pick<ActivityEntry, 'action' | 'actor'>): string {
  if (entry.action === 'login_failed' && !entry.actor?.trim()) return 'Failed sign-in for an unknown account'
  return activityKind(entry.action).label
}

/** "media_kit_item_archived" → "Media kit item archived"; "" → "Activity". */
export function humanizeAction(action: string): string {
  const words = action.replace(/[_\-.]+/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase()
  return words ? words[0].toUpperCase() + words.slice(1) : 'Activity'
}

/** The label, icon and tone of an action; unknown actions read as their name in words. */
export function activityKind(action: string): ActivityKind {
  return Object.hasOwn(ACTIVITY_KINDS, action) ? ACTIVITY_KINDS[action] : kind(humanizeAction(action), 'pulse')
}

/** Who did it: the admin's name or e-mail; an unknown account (a failed sign-in) says so. */
export const activityActor = (entry: Pick<ActivityEntry, 'actor'>) => entry.actor?.trim() || 'Unknown account'

const WEEK_MS = 7 * 86_400_000

/** "just now", "5 minutes ago", "3 days ago"; a week or older: its date. An unreadable time: as given. */
export function activityWhen(at: string, now = Date.now()): string {
  const ms = Date.parse(at)
  if (Number.isNaN(ms)) return at
  return now - ms >= WEEK_MS ? formatDate(at) : timeAgo(ms, now)
}
