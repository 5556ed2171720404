/** Kysely table interfaces of the analytics module (migration 2026-11-25-02-analytics). */
import type { ColumnType, Generated } from 'kysely'

/** A `date` column, always read as text (`day::text`): 'YYYY-MM-DD' in UTC, never a local Date. */
type Day = ColumnType<string, string, string>
/** bigint counters: pg reads int8 as text, PGlite as a number; queries cast them to int. */
type Counter = ColumnType<number | string, number, number>

export interface AnalyticsSaltsTable {
  day: Day
  salt: string
}

export interface AnalyticsVisitsTable {
  id: ColumnType<number | string, number, never>
  visitor_id: string
  day: Day
  started_at: ColumnType<Date, Date, Date>
  last_seen_at: ColumnType<Date, Date, Date>
  views: number
  entry_path: string
  source: string
  device: string
}

export interface AnalyticsPageViewsTable {
  id: Generated<number | string>
  visit_id: ColumnType<number | string, number, never>
  at: ColumnType<Date, Date, never>
  path: string
}

/** A view acknowledged, waiting to be sessionised (migration 2026-12-02-01-analytics-incoming). */
export interface AnalyticsIncomingTable {
  id: Generated<number | string>
  visitor_id: string
  at: Date
  path: string
  source: string
  device: string
}

export interface AnalyticsDailyTable {
  day: Day
  page_views: Counter
  visits: Counter
  visitors: Counter
  bounces: Counter
  duration_ms: Counter
}

export interface AnalyticsDailyPagesTable {
  day: Day
  path: string
  views: Counter
}
export interface AnalyticsDailySourcesTable {
  day: Day
  source: string
  visits: Counter
}
export interface AnalyticsDailyDevicesTable {
  day: Day
  device: string
  visits: Counter
}

export interface AnalyticsTables {
  analytics_salts: AnalyticsSaltsTable
  analytics_visits: AnalyticsVisitsTable
  analytics_page_views: AnalyticsPageViewsTable
  analytics_incoming: AnalyticsIncomingTable
  analytics_daily: AnalyticsDailyTable
  analytics_daily_pages: AnalyticsDailyPagesTable
  analytics_daily_sources: AnalyticsDailySourcesTable
  analytics_daily_devices: AnalyticsDailyDevicesTable
}
