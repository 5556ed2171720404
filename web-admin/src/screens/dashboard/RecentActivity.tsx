/**
 * Recent Activity (admin-area §2 leaves its content open): the latest entries of the audit log —
 * what happened, what it was about, who did it and when ("5 minutes ago", the exact time on hover
 * and in the <time> element). An empty log says so; a failed load offers a retry.
 */
import type { DashboardOverview } from '../../../../shared/api/analytics.ts'
import { Icon } from '../../components/Icon.tsx'
import { Loader } from '../../components/Loader.tsx'
import { formatDateTime } from '../../lib/dates.ts'
import { useNow } from '../../lib/useNow.ts'
import { activityActor, activityKind, activityLabel, activityWhen } from './activity.ts'
import type { Loaded } from './useDashboard.ts'

interface RecentActivityProps {
  overview: Loaded<DashboardOverview> & { reload: () => Promise<void> }
}

export function RecentActivity({ overview }: RecentActivityProps) {
  const now = useNow()
  const entries = overview.data?.activity ?? null

  return (
    <section className="card dash-panel activity-panel" aria-labelledby="activity-heading">
      <header className="dash-panel-head">
        <h2 id="activity-heading" className="dash-panel-title">
          Recent Activity
        </h2>
        <p className="dash-panel-note">Sign-ins and changes in the console</p>
      </header>
      {entries === null ? (
        overview.loading ? (
          <Loader label="Loading recent activity…" />
        ) : (
          <div className="dash-empty">
            <Icon name="alert" size={24} />
            <p className="dash-empty-title">Recent activity could not be loaded.</p>
            <button type="button" className="button button-secondary button-sm" onClick={() => void overview.reload()}>
              Try again
            </button>
          </div>
        )
      ) : entries.length === 0 ? (
        <div className="dash-empty">
          <span className="dash-empty-art" aria-hidden="true">
            <Icon name="pulse" size={24} />
          </span>
          <p className="dash-empty-title">No activity yet</p>
          <p className="dash-empty-text">Sign-ins, new posts, edits and other changes made in the console will be listed here.</p>
        </div>
      ) : (
        <ol className="activity-list">
          {entries.map((entry) => {
            const what = activityKind(entry.action)
            return (
              <li key={entry.id} className="activity-item">
                <span className={`activity-icon tone-${what.tone}`} aria-hidden="true">
                  <Icon name={what.icon} size={16} />
                </span>
                <div className="activity-text">
                  <p className="activity-what">
                    <span className="activity-label">{activityLabel(entry)}</span>
                    {entry.subject && (
                      <>
                        <span className="visually-hidden">: </span>
                        <span className="activity-subject">{entry.subject}</span>
                      </>
                    )}
                  </p>
                  <p className="activity-meta">
                    <span className={entry.actor ? 'activity-actor' : 'activity-actor is-unknown'}>{activityActor(entry)}</span>
                    <span aria-hidden="true"> · </span>
                    <span className="visually-hidden">, </span>
                    <time dateTime={entry.at} title={formatDateTime(entry.at)}>
                      {activityWhen(entry.at, now)}
                    </time>
                  </p>
                </div>
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}
