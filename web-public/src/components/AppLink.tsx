/**
 * A link to a page of this site for the frame (header, footer, 404 suggestions): a plain <a> that
 * Layout's one click handler turns into an in-app navigation (followAppLink). The frame has about
 * forty links on every page; react-router's <Link> resolves its path with several hooks each, which
 * was half of the server's render time of a small page, and hydration work in the browser.
 * For absolute paths only (`/journal`), which is all the frame links to.
 */
import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import type { NavigateFunction } from 'react-router-dom'

export function AppLink({ to, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return <a href={to} data-app-link="" {...rest} />
}

/**
 * A plain left click on an AppLink (not opening a new tab or window, not already handled) navigates
 * inside the app, as react-router's <Link> does; anything else is left to the browser.
 */
export function followAppLink(event: MouseEvent, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const link = (event.target as Element | null)?.closest?.('a[data-app-link]')
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return
  const href = link.getAttribute('href')
  if (!href?.startsWith('/') || href.startsWith('//')) return
  event.preventDefault()
  navigate(href)
}
