/**
 * The frame of every signed-in screen: sidebar, top bar and the screen itself, plus the guards
 * that keep unsaved work (asking before leaving, signing in again in place).
 */
import { useEffect, useRef } from 'react'
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom'
import { LeaveGuard } from '../components/session/LeaveGuard.tsx'
import { ReauthDialog } from '../components/session/ReauthDialog.tsx'
import { useMediaQuery } from '../lib/useMediaQuery.ts'
import { useUi } from '../stores/ui.ts'
import { Sidebar, SIDEBAR_ID } from './Sidebar.tsx'
import { MENU_BUTTON_ID, Topbar } from './Topbar.tsx'

export const MOBILE_QUERY = '(max-width: 960px)'

export function ConsoleLayout() {
  const mobile = useMediaQuery(MOBILE_QUERY)
  const collapsed = useUi((s) => s.sidebarCollapsed) && !mobile
  const drawerOpen = useUi((s) => s.drawerOpen) && mobile
  const setDrawerOpen = useUi((s) => s.setDrawerOpen)
  const { pathname } = useLocation()
  const main = useRef<HTMLElement>(null)
  const shownPath = useRef(pathname)
  const drawerWasOpen = useRef(false)
  const focusMainWhenClosed = useRef(false)

  // A new screen: move focus to it, so keyboard and screen-reader users start there. If the drawer
  // is open (mobile navigation), it closes first and focus moves once the page is no longer inert.
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    if (useUi.getState().drawerOpen) {
      focusMainWhenClosed.current = true
      setDrawerOpen(false)
    } else main.current?.focus({ preventScroll: true })
  }, [pathname, setDrawerOpen])

  // Drawer: focus goes into it when it opens and back to the menu button when it closes; Escape closes it.
  useEffect(() => {
    if (drawerOpen) {
      drawerWasOpen.current = true
      document.querySelector<HTMLElement>(`#${SIDEBAR_ID} .sidebar-toggle`)?.focus()
      const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setDrawerOpen(false)
      document.addEventListener('keydown', onKey)
      return () => document.removeEventListener('keydown', onKey)
    }
    if (drawerWasOpen.current) {
      drawerWasOpen.current = false
      if (focusMainWhenClosed.current) main.current?.focus({ preventScroll: true })
      else document.getElementById(MENU_BUTTON_ID)?.focus()
      focusMainWhenClosed.current = false
    }
  }, [drawerOpen, setDrawerOpen])

  // Leaving the mobile layout with the drawer open must not leave the page inert.
  useEffect(() => {
    if (!mobile) setDrawerOpen(false)
  }, [mobile, setDrawerOpen])

  return (
    <div className="console" data-collapsed={collapsed ? '' : undefined}>
      {/* Scroll position per screen; switching settings tabs (?tab=) keeps it. */}
      <ScrollRestoration getKey={(location) => location.pathname} />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Sidebar mobile={mobile} />
      {drawerOpen && <div className="drawer-backdrop" aria-hidden="true" onClick={() => setDrawerOpen(false)} />}
      <div className="console-body" inert={drawerOpen}>
        <Topbar mobile={mobile} />
        <main id="main" ref={main} tabIndex={-1} className="console-main">
          <Outlet />
        </main>
      </div>
      <LeaveGuard />
      <ReauthDialog />
    </div>
  )
}
