/**
 * Website Analytics' pure rules (admin-area §2, §3, §8, §9): the range from the address, the five
 * cards and which way of each is good, the dates of the period, and what the daily trend shows.
 */
import type { AnalyticsChanges, AnalyticsResponse } from '../../../../shared/api/analytics.ts'
import { ANALYTICS_RANGES, DEFAULT_ANALYTICS_RANGE, type AnalyticsRange } from '../../../../shared/analytics.ts'
import type { IconName } from '../../components/Icon.tsx'
import { formatCount, formatDuration, formatPercent, spokenDuration } from '../../lib/numbers.ts'

/** `?range=90` → 90; anything else (absent, "12", "abc") → the default, 30. */
export function parseRange(value: string | null): AnalyticsRange {
  const days = Number(value)
  return (ANALYTICS_RANGES as readonly number[]).includes(days) ? (days as AnalyticsRange) : DEFAULT_ANALYTICS_RANGE
}

export const RANGE_LABELS: Record<AnalyticsRange, string> = { 7: '7 days', 30: '30 days', 90: '90 days', 365: '365 days' }

/** "vs previous 30 days": what the change of each card compares with. */
export const comparisonLabel = (range: number) => `vs previous ${range} days`

export interface MetricCard {
  key: keyof AnalyticsChanges
  label: string
  icon: IconName
  /** The card's value as shown ("12,345", "2m 05s", "42.5%"). */
  format: (value: number | null) => string
  /** Read aloud instead of `format` when the short form is unclear to a screen reader. */
  spoken?: (value: number | null) => string
  /** The direction that is good news: fewer bounces are. */
  better: 'up' | 'down'
}

/** The five cards in the spec's order. */
export const METRIC_CARDS: MetricCard[] = [
  { key: 'totalVisitors', label: 'Total Visitors', icon: 'users', format: formatCount, better: 'up' },
  { key: 'uniqueVisitors', label: 'Unique Visitors', icon: 'user', format: formatCount, better: 'up' },
  { key: 'pageViews', label: 'Page Views', icon: 'eye', format: formatCount, better: 'up' },
  { key: 'avgSessionDuration', label: 'Avg. Session Duration', icon: 'clock', format: formatDuration, spoken: spokenDuration, better: 'up' },
  { key: 'bounceRate', label: 'Bounce Rate', icon: 'bounce', format: formatPercent, better: 'down' },
]

/** The exact empty-state texts of admin-area §8. */
export const EMPTY_TEXTS = {
  pages: 'No page data available for the selected period',
  referrers: 'No referrer data available for the selected period',
  devices: 'No device data available for the selected period',
  daily: 'No daily visitor data available',
} as const

/** The spec's trend: the last 7 entries. */
export const TREND_DAYS = 7

export type DailyVisitors = AnalyticsResponse['dailyVisitors']

/** The entries the trend draws: the last 7 by default, every day of the range when asked. */
export const trendEntries = (daily: DailyVisitors, whole: boolean): DailyVisitors => (whole ? daily : daily.slice(-TREND_DAYS))

/** A YYYY-MM-DD day of the report (UTC) as a Date at that day's UTC midnight; null when unreadable. */
export function reportDay(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return null
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
}

const dayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' })
const dayYearFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
const weekdayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })

/** "Nov 5" (a report day is a UTC date: shown as such, whatever the reader's time zone). */
export const formatDay = (date: string) => {
  const day = reportDay(date)
  return day ? dayFormat.format(day) : date
}

/** "Wed, Nov 5": the trend's tooltip and table. */
export const formatWeekday = (date: string) => {
  const day = reportDay(date)
  return day ? weekdayFormat.format(day) : date
}

/** The report's period: "Oct 9 – Nov 7, 2026", "Dec 15, 2025 – Dec 13, 2026" (the reader's locale). */
export function periodLabel(from: string, to: string): string {
  const start = reportDay(from)
  const end = reportDay(to)
  if (!start || !end) return `${from} – ${to}`
  const sameYear = start.getUTCFullYear() === end.getUTCFullYear()
  return `${(sameYear ? dayFormat : dayYearFormat).format(start)} – ${dayYearFormat.format(end)}`
}

/** One sentence about the drawn days, for the chart's accessible name and the line under it. */
export function trendSummary(entries: DailyVisitors): string {
  if (entries.length === 0) return EMPTY_TEXTS.daily
  const total = entries.reduce((sum, e) => sum + e.visitors, 0)
  const peak = entries.reduce((best, e) => (e.visitors > best.visitors ? e : best), entries[0])
  const average = total / entries.length
  const days = entries.length === 1 ? '1 day' : `${entries.length} days`
  if (total === 0) return entries.length === 1 ? 'No visitors on this day.' : `No visitors in these ${days}.`
  return `${formatCount(total)} visitors in ${days}, ${formatCount(average)} a day on average; busiest ${formatWeekday(peak.date)} with ${formatCount(peak.visitors)}.`
}

/**
 * The trend's scale, fitted to the busiest day (admin-area §9): a round step (1, 2, 2.5 or 5 × 10ⁿ,
 * whole numbers) so that at most five steps reach the busiest day, and the top is the first step at
 * or above it. An empty period gets 0–5.
 */
export function trendScale(max: number): { top: number; step: number } {
  if (!(max > 0)) return { top: 5, step: 1 }
  const raw = max / 5
  const magnitude = 10 ** Math.floor(Math.log10(raw))
  const step = Math.max(1, ([1, 2, 2.5, 5, 10].find((f) => f * magnitude >= raw) ?? 10) * magnitude)
  const whole = Number.isInteger(step) ? step : Math.ceil(step)
  return { top: whole * Math.ceil(max / whole), step: whole }
}

/** The width of a breakdown row's bar: its share against the largest row's, so the top row fills the track. */
export function barWidth(percentage: number, largest: number): number {
  if (!(largest > 0) || !(percentage > 0)) return 0
  return Math.min(100, (percentage / largest) * 100)
}
