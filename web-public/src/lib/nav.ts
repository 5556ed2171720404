/**
 * The menus as the frame draws them (public-site §2 Shared frame; issue 31): what the server sends
 * with every page (the navigation module's published document, each link checked against the site
 * now; web-public/starting-navigation.ts without it). The browser never carries a menu of its own.
 */
import type { VisitorMenuItem, VisitorNavigation } from '../../../shared/navigation.ts'

export type NavItem = VisitorMenuItem

/** Before the server's menus arrive (the coming-soon page has none): nothing to draw. */
export const NO_NAVIGATION: VisitorNavigation = { header: [], footer: [], legal: '' }

/** Active when the path equals / (for Home) or starts with the item's path. */
export function isActive(pathname: string, to: string): boolean {
  if (!to || to.startsWith('http')) return false
  return to === '/' ? pathname === '/' : pathname.startsWith(to)
}
