/**
 * The starting menus as visitors get them, unchecked (server side: the frame's fallback when the
 * navigation module is not registered, and the 404 key before any menus were read). Kept out of the
 * browser bundle: every page the server renders carries its menus (PublicPageData.navigation).
 */
import { DEFAULT_NAVIGATION, isOutsideApp, opensInNewTab, type MenuItem, type Navigation, type VisitorMenuItem, type VisitorNavigation } from '../shared/navigation.ts'

/** A document drawn as written (no check of its links). */
export function visitorNavigationOf(doc: Navigation): VisitorNavigation {
  const visit = (items: MenuItem[]): VisitorMenuItem[] =>
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
