/** A screen that a later release builds: the console frame, its name and purpose, and no made-up data. */
import { Link } from 'react-router-dom'
import { Icon } from '../../components/Icon.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import type { ConsoleScreen } from '../../lib/screens.ts'
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts'

export function ComingReleaseScreen({ screen }: { screen: ConsoleScreen }) {
  useDocumentTitle(screen.title)
  return (
    <div className="screen">
      <PageHeader icon={screen.icon} title={screen.title} description={screen.summary} />
      <section className="card empty-state" aria-labelledby="coming-release-heading">
        <span className="empty-state-art" aria-hidden="true">
          <span className="empty-state-ring" />
          <Icon name={screen.icon} size={34} />
        </span>
        <span className="badge badge-brand">
          <Icon name="spark" size={14} />
          Coming release
        </span>
        <h2 id="coming-release-heading" className="empty-state-title">
          {screen.title} — This screen arrives in a coming release.
        </h2>
        <p className="empty-state-text">
          This part of the console is still being built. The Blog, Vlog and Media Managers, Website Pages, Form Enquiries and Settings are ready to use now.
        </p>
        <div className="empty-state-actions">
          <Link to="/settings" className="button button-secondary">
            <Icon name="settings" size={18} />
            Open Settings
          </Link>
        </div>
      </section>
    </div>
  )
}
