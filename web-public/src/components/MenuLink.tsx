/**
 * One menu item's link (header and footer): a page of the site navigates inside the app; a file or
 * the console is a plain link; a web address opens in a new tab with rel="noopener noreferrer" and
 * says so to screen readers; an item without a link (a title) is its words.
 */
import type { ReactNode } from 'react'
import type { NavItem } from '../lib/nav.ts'
import { AppLink } from './AppLink.tsx'
import { ExternalIcon } from './Icons.tsx'

export function MenuLink({ item, className, current, children }: { item: NavItem; className: string; current?: boolean; children?: ReactNode }) {
  const words = children ?? item.label
  if (!item.href) return <span className={className}>{words}</span>
  if (item.external) {
    return (
      <a className={className} href={item.href} target="_blank" rel="noopener noreferrer">
        {words}
        <ExternalIcon size={13} />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    )
  }
  if (item.outside) {
    return (
      <a className={className} href={item.href}>
        {words}
      </a>
    )
  }
  return (
    <AppLink to={item.href} className={className} aria-current={current ? 'page' : undefined}>
      {words}
    </AppLink>
  )
}
