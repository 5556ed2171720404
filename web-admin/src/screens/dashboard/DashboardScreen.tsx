/**
 * Dashboard (/admin/dashboard; admin-area §2, §3, §7, §9): the five metric cards (visitors of the
 * last 30 days, published blogs and vlogs, enquiries, average session), the quick actions and Recent
 * Activity; beyond the spec, what needs attention now and who is on the site. Each card leads to the
 * screen its number comes from. A failed load is only logged (§8): its values stay "—".
 */
import type { DashboardMetrics } from '../../../../shared/api/analytics.ts'
import { DASHBOARD_RANGE_DAYS, LIVE_WINDOW_MINUTES } from '../../../../shared/analytics.ts'
import type { IconName } from '../../components/Icon.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { SpokenValue, StatCard, StatCardList, type StatTone } from '../../components/StatCard.tsx'
import { formatCount, formatDuration, spokenDuration } from '../../lib/numbers.ts'
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts'
import '../../styles/dashboard.css'
import { NeedsAttention } from './NeedsAttention.tsx'
import { QuickActions } from './QuickActions.tsx'
import { RecentActivity } from './RecentActivity.tsx'
import { useDashboard } from './useDashboard.ts'

interface MetricCard {
  key: keyof DashboardMetrics
  label: string
  detail: string
  icon: IconName
  tone: StatTone
  to: string
  duration?: boolean
}

const LAST_DAYS = `Last ${DASHBOARD_RANGE_DAYS} days`

const METRICS: MetricCard[] = [
  { key: 'totalVisitors', label: 'Total Visitors', detail: LAST_DAYS, icon: 'users', tone: 'solid', to: '/analytics' },
  { key: 'totalBlogs', label: 'Published Blogs', detail: 'On the site', icon: 'blog', tone: 'brand', to: '/blogs' },
  { key: 'totalVlogs', label: 'Published Vlogs', detail: 'On the site', icon: 'vlog', tone: 'violet', to: '/vlogs' },
  { key: 'totalEnquiries', label: 'Form Enquiries', detail: 'All forms', icon: 'enquiries', tone: 'info', to: '/enquiries' },
  { key: 'avgSessionDuration', label: 'Avg. Session', detail: LAST_DAYS, icon: 'clock', tone: 'warning', to: '/analytics', duration: true },
]

export function DashboardScreen() {
  useDocumentTitle('Dashboard')
  const { metrics, overview } = useDashboard()
  const live = overview.data?.liveVisitors ?? null

  return (
    <div className="screen dashboard-screen">
      <PageHeader
        icon="dashboard"
        title="Dashboard"
        description="Visitors, published content and enquiries at a glance, with quick actions."
        actions={
          <p className={`live-visitors${live ? ' is-live' : ''}`} title={`Visits with a page view in the last ${LIVE_WINDOW_MINUTES} minutes`}>
            <span className="live-dot" aria-hidden="true" />
            <span>
              On the site now: <strong>{live === null ? '—' : `${formatCount(live)} ${live === 1 ? 'visitor' : 'visitors'}`}</strong>
            </span>
            <span className="live-window">last {LIVE_WINDOW_MINUTES} minutes</span>
          </p>
        }
      />

      <StatCardList label="Key figures" columns={5} className="dashboard-metrics">
        {METRICS.map((card) => {
          const value = metrics.data?.[card.key] ?? null
          return (
            <StatCard
              key={card.key}
              stacked
              icon={card.icon}
              tone={card.tone}
              label={card.label}
              detail={card.detail}
              to={card.to}
              loading={metrics.loading}
              value={card.duration ? <SpokenValue shown={formatDuration(value)} spoken={spokenDuration(value)} /> : formatCount(value)}
            />
          )
        })}
      </StatCardList>

      <div className="dashboard-grid">
        <div className="dashboard-aside">
          <NeedsAttention overview={overview} />
          <QuickActions />
        </div>
        <RecentActivity overview={overview} />
      </div>
    </div>
  )
}
