/**
 * The menus as the frame draws them (public-site §2 Shared frame; issue 31): what the server sends
 * with every page (the navigation module's published document, each link checked against the site
 * now), else the starting navigation as written.
 */
import { DEFAULT_NAVIGATION, isOutsideApp, opensInNewTab, type MenuItem, type Navigation, type VisitorMenuItem, type VisitorNavigation } from '../../../shared/navigation.ts'

export type NavItem = VisitorMenuItem

/** A document drawn as written (no check of its links): when the server sent no navigation. */
export function visitorNavigationOf(doc: Navigation): VisitorNavigation {
  const visit = (items: MenuItem[]): NavItem[] =>
    items.map((i) => ({
      label: i.label,
      href: i.href,
      ...(opensInNewTab(i.href) && { external: true }),
      ...(isOutsideApp(i.href) && { outside: true }),
      ...(i.children?.length && { children: visit(i.children) }),
    }))
  return { header: visit(doc.header), footer: visit(doc.footer), legal: doc.legal }
}

export const STARTING_NAVIGATION = visitorNavigationOf(DEFAULT_NAVIGATION)

/** Active when the path equals / (for Home) or starts with the item's path. */
export function isActive(pathname: string, to: string): boolean {
  if (!to || to.startsWith('http')) return false
  return to === '/' ? pathname === '/' : pathname.startsWith(to)
}
