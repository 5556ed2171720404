import { Link, useLocation } from 'react-router-dom'
import { Icon } from '../../components/Icon.tsx'
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts'

/** An /admin/* address that matches no console screen. */
export function NotFoundScreen() {
  useDocumentTitle('Page not found')
  const { pathname } = useLocation()
  return (
    <div className="screen">
      <section className="card empty-state" aria-labelledby="not-found-heading">
        <span className="empty-state-art" aria-hidden="true">
          <span className="empty-state-ring" />
          <Icon name="compass" size={34} />
        </span>
        <p className="empty-state-code">404</p>
        <h1 id="not-found-heading" className="empty-state-title">
          Page not found
        </h1>
        <p className="empty-state-text">
          There is no console screen at <code>/admin{pathname}</code>. Check the address, or pick a screen from the sidebar.
        </p>
        <div className="empty-state-actions">
          <Link to="/dashboard" className="button button-primary">
            Go to the dashboard
          </Link>
        </div>
      </section>
    </div>
  )
}
