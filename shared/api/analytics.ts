/**
 * Analytics and the dashboard (issue 9; admin-area §2 Dashboard and Analytics, §3 Dashboard metrics
 * and Analytics response, §7 Pages and analytics, §8 empty states, §9). TypeBox schemas the server
 * validates and serialises with, and their static types for the console and the public tracker.
 * What each number means is written in modules/analytics/README.md.
 */
import { Type, type Static } from 'typebox'
import { ANALYTICS_RANGES, COLLECT_LIMITS } from '../analytics.ts'

export {
  ANALYTICS_RANGES,
  ANALYTICS_TOP_LIMIT,
  COLLECT_LIMITS,
  COLLECT_PATH,
  DASHBOARD_RANGE_DAYS,
  DEFAULT_ANALYTICS_RANGE,
  LIVE_WINDOW_MINUTES,
  type AnalyticsRange,
} from '../analytics.ts'

/** The tracker's call (not in the spec; modules/analytics/README.md): POST COLLECT_PATH. */
export const CollectBodySchema = Type.Object(
  {
    /** location.pathname of the page viewed; the server drops any query string or fragment. */
    path: Type.String({ minLength: 1, maxLength: COLLECT_LIMITS.path }),
    /** document.referrer on the first view of a page load, '' or absent otherwise. */
    referrer: Type.Optional(Type.String({ maxLength: COLLECT_LIMITS.referrer })),
  },
  { additionalProperties: false },
)
export type CollectBody = Static<typeof CollectBodySchema>

/** GET /api/cms/analytics?range=7|30|90|365 (the query is text). */
export const AnalyticsQuerySchema = Type.Object(
  { range: Type.Optional(Type.Enum(ANALYTICS_RANGES.map(String))) },
  { additionalProperties: false },
)
export type AnalyticsQuery = Static<typeof AnalyticsQuerySchema>

/** Percent change against the previous period of the same length; null when that period has no data. */
const Change = Type.Union([Type.Number(), Type.Null()])

export const AnalyticsChangesSchema = Type.Object({
  totalVisitors: Change,
  uniqueVisitors: Change,
  pageViews: Change,
  avgSessionDuration: Change,
  bounceRate: Change,
})
export type AnalyticsChanges = Static<typeof AnalyticsChangesSchema>

export const AnalyticsResponseSchema = Type.Object({
  /** Visits (a visit ends after 30 minutes without a view). */
  totalVisitors: Type.Integer(),
  /** Distinct visitors, counted per day (the visitor hash rotates daily): the sum of each day's distinct visitors. */
  uniqueVisitors: Type.Integer(),
  pageViews: Type.Integer(),
  /** Mean seconds from a visit's first view to its last (a one-view visit counts 0), whole seconds. */
  avgSessionDuration: Type.Integer(),
  /** Percent of visits with one view, one decimal. */
  bounceRate: Type.Number(),
  topPages: Type.Array(Type.Object({ page: Type.String(), views: Type.Integer(), percentage: Type.Number() })),
  /** Every day of the range, oldest first (zeros included); empty when the range holds no view at all. */
  dailyVisitors: Type.Array(Type.Object({ date: Type.String(), visitors: Type.Integer() })),
  deviceBreakdown: Type.Array(Type.Object({ device: Type.String(), count: Type.Integer(), percentage: Type.Number() })),
  referrers: Type.Array(Type.Object({ source: Type.String(), visits: Type.Integer(), percentage: Type.Number() })),
  /** Beyond the spec: the real change of the five cards (its hard-coded figures were a defect). */
  changes: AnalyticsChangesSchema,
  /** Beyond the spec: the range in days and its first and last day (UTC, YYYY-MM-DD). */
  range: Type.Integer(),
  from: Type.String(),
  to: Type.String(),
})
export type AnalyticsResponse = Static<typeof AnalyticsResponseSchema>

/** GET /api/cms/dashboard/metrics (admin-area §3, §7): exactly the spec's five numbers. */
export const DashboardMetricsSchema = Type.Object({
  totalVisitors: Type.Integer(),
  totalBlogs: Type.Integer(),
  totalVlogs: Type.Integer(),
  avgSessionDuration: Type.Integer(),
  totalEnquiries: Type.Integer(),
})
export type DashboardMetrics = Static<typeof DashboardMetricsSchema>

/** One entry of Recent Activity: an audit-log row as the console shows it. */
export const ActivityEntrySchema = Type.Object({
  id: Type.Integer(),
  /** ISO time. */
  at: Type.String(),
  /** The admin's name, else their e-mail, else null (a failed sign-in of an unknown address). */
  actor: Type.Union([Type.String(), Type.Null()]),
  action: Type.String(),
  targetType: Type.Union([Type.String(), Type.Null()]),
  targetId: Type.Union([Type.String(), Type.Null()]),
  /** What the entry is about, when its details name it (a post's title, a page's name, an address). */
  subject: Type.Union([Type.String(), Type.Null()]),
})
export type ActivityEntry = Static<typeof ActivityEntrySchema>

/** GET /api/cms/dashboard/overview (beyond the spec): what needs attention now, and recent activity. */
export const DashboardOverviewSchema = Type.Object({
  attention: Type.Object({
    unreadEnquiries: Type.Integer(),
    /** Blog posts and vlogs marked published whose date falls in the next 7 days. */
    scheduledPosts: Type.Integer(),
    /** Mails queued or failed in the outbox. */
    unsentMails: Type.Integer(),
    /** false: SMTP_URL is not set, so queued mails are not being sent. */
    smtpConfigured: Type.Boolean(),
  }),
  /** Visits with a view in the last LIVE_WINDOW_MINUTES minutes. */
  liveVisitors: Type.Integer(),
  activity: Type.Array(ActivityEntrySchema),
})
export type DashboardOverview = Static<typeof DashboardOverviewSchema>
