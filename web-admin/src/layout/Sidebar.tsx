/**
 * The console sidebar (admin-area §2, with Redirects and Trash of issue 18): the screens of lib/screens.ts, the signed-in user and Logout.
 * Desktop: 280 px open or 80 px collapsed to icons (labels become tooltips and stay the links'
 * accessible names). Mobile: an off-canvas drawer opened from the top bar.
 */
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { roleLabel } from '../../../shared/roles.ts'
import { BrandMark } from '../components/BrandMark.tsx'
import { Icon } from '../components/Icon.tsx'
import { SCREENS } from '../lib/screens.ts'
import { useAuth } from '../stores/auth.ts'
import { useUi } from '../stores/ui.ts'
import { initials } from '../lib/initials.ts'

export const SIDEBAR_ID = 'console-sidebar'

export function Sidebar({ mobile }: { mobile: boolean }) {
  const user = useAuth((s) => s.user)
  const logout = useAuth((s) => s.logout)
  const collapsedSetting = useUi((s) => s.sidebarCollapsed)
  const toggleSidebar = useUi((s) => s.toggleSidebar)
  const drawerOpen = useUi((s) => s.drawerOpen)
  const setDrawerOpen = useUi((s) => s.setDrawerOpen)
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const collapsed = collapsedSetting && !mobile

  async function signOut() {
    await logout()
    navigate('/login', { replace: true })
  }

  return (
    <aside
      id={SIDEBAR_ID}
      className="sidebar"
      data-collapsed={collapsed ? '' : undefined}
      data-mobile={mobile ? '' : undefined}
      data-open={mobile && drawerOpen ? '' : undefined}
      aria-label="Console"
    >
      <div className="sidebar-head">
        <Link to="/dashboard" className="sidebar-brand">
          <BrandMark compact={collapsed} />
        </Link>
        {mobile ? (
          <button type="button" className="icon-button sidebar-toggle" aria-label="Close menu" onClick={() => setDrawerOpen(false)}>
            <Icon name="close" />
          </button>
        ) : (
          <button
            type="button"
            className="icon-button sidebar-toggle"
            aria-label="Collapse sidebar"
            aria-expanded={!collapsed}
            aria-controls={SIDEBAR_ID}
            title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            onClick={toggleSidebar}
          >
            <Icon name="sidebar" />
          </button>
        )}
      </div>

      <nav className="sidebar-nav" aria-label="Console sections">
        <ul>
          {SCREENS.map((screen) => {
            const active = pathname === screen.path || pathname === screen.alias
            return (
              <li key={screen.path}>
                <Link to={screen.path} className="nav-link" aria-current={active ? 'page' : undefined}>
                  <Icon name={screen.icon} />
                  <span className="nav-label">{screen.label}</span>
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>

      {user && (
        <div className="sidebar-foot">
          <div className="sidebar-user">
            <span className="avatar" aria-hidden="true">
              {initials(user.name, user.email)}
            </span>
            <span className="sidebar-user-meta">
              <span className="sidebar-user-email" title={user.email}>
                {user.email}
              </span>
              <span className="sidebar-user-role">{roleLabel(user.role)}</span>
            </span>
          </div>
          <button type="button" className="nav-link sidebar-logout" onClick={signOut}>
            <Icon name="logout" />
            <span className="nav-label">Logout</span>
          </button>
        </div>
      )}
    </aside>
  )
}
