/**
 * What the public page-view tracker and the server agree on, with no dependency (the tracker is
 * in the public bundle and must stay under 1 KB gzip, QUALITY.md P6). The schemas are in shared/api/analytics.ts.
 */

/** The tracker's beacon: POST {path, referrer?} (modules/analytics/README.md). */
export const COLLECT_PATH = '/api/public/analytics/collect'
export const COLLECT_LIMITS = { path: 512, referrer: 1024 } as const

/** The report ranges in days (admin-area §9); 30 is the default. */
export const ANALYTICS_RANGES = [7, 30, 90, 365] as const
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number]
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = 30
/** The Dashboard's visitors cover the last 30 days (admin-area §9). */
export const DASHBOARD_RANGE_DAYS = 30
/** "On the site now": visits with a view in the last 5 minutes. */
export const LIVE_WINDOW_MINUTES = 5
/** How many rows Top Pages and Traffic Sources list. */
export const ANALYTICS_TOP_LIMIT = 10
