/** The bar above every console screen: the mobile menu button, where you are, the public-site link and the theme toggle. */
import { useLocation } from 'react-router-dom'
import { BrandMark } from '../components/BrandMark.tsx'
import { Icon } from '../components/Icon.tsx'
import { ThemeToggle } from '../components/ThemeToggle.tsx'
import { screenFor } from '../lib/screens.ts'
import { useUi } from '../stores/ui.ts'
import { SIDEBAR_ID } from './Sidebar.tsx'

export const MENU_BUTTON_ID = 'console-menu-button'

export function Topbar({ mobile }: { mobile: boolean }) {
  const drawerOpen = useUi((s) => s.drawerOpen)
  const setDrawerOpen = useUi((s) => s.setDrawerOpen)
  const { pathname } = useLocation()
  const screen = screenFor(pathname)
  return (
    <header className="topbar">
      {mobile ? (
        <>
          <button
            id={MENU_BUTTON_ID}
            type="button"
            className="icon-button"
            aria-label="Open menu"
            aria-expanded={drawerOpen}
            aria-controls={SIDEBAR_ID}
            onClick={() => setDrawerOpen(true)}
          >
            <Icon name="menu" />
          </button>
          <BrandMark />
        </>
      ) : (
        <p className="topbar-trail">
          <span>Console</span>
          <span className="topbar-trail-sep" aria-hidden="true">
            /
          </span>
          <span className="topbar-trail-current">{screen?.label ?? 'Page not found'}</span>
        </p>
      )}
      <div className="topbar-actions">
        <a className="topbar-link" href="/" target="_blank" rel="noopener">
          <span className="topbar-link-text">View website</span>
          <Icon name="external" size={16} />
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        <ThemeToggle />
      </div>
    </header>
  )
}
