/**
 * Website Analytics (/admin/analytics; admin-area §2, §3, §7, §8, §9): the range selector (7, 30,
 * 90 or 365 days, kept in the address as `?range=`), the five metric cards with their real change
 * against the previous period, and the panels Daily Visitors Trend, Device Types, Top Pages and
 * Traffic Sources. A failed load is only logged (§8): the cards show "—", the panels their empty texts.
 */
import { useSearchParams } from 'react-router-dom'
import type { AnalyticsResponse } from '../../../../shared/api/analytics.ts'
import { ANALYTICS_RANGES, DEFAULT_ANALYTICS_RANGE, type AnalyticsRange } from '../../../../shared/analytics.ts'
import { Icon, type IconName } from '../../components/Icon.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { SpokenValue, StatCard, StatCardList } from '../../components/StatCard.tsx'
import { changeTone, formatChange } from '../../lib/numbers.ts'
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts'
import '../../styles/analytics.css'
import { comparisonLabel, EMPTY_TEXTS, METRIC_CARDS, parseRange, periodLabel, RANGE_LABELS, type MetricCard } from './analytics.ts'
import { BreakdownPanel, type BreakdownRow } from './BreakdownPanel.tsx'
import { DailyTrendPanel } from './DailyTrendPanel.tsx'
import { useAnalytics } from './useAnalytics.ts'

const DEVICE_ICONS: Record<string, IconName> = { desktop: 'monitor', mobile: 'phone', tablet: 'tablet' }
/** The devices' colours, in the order of their stacked bar. */
const DEVICE_TONES = ['brand', 'info', 'violet', 'warning']

const capitalise = (text: string) => (text ? text[0].toUpperCase() + text.slice(1) : text)

export function AnalyticsScreen() {
  useDocumentTitle('Website Analytics')
  const [params, setParams] = useSearchParams()
  const range = parseRange(params.get('range'))
  const { report, loading } = useAnalytics(range)

  function choose(next: AnalyticsRange) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        if (next === DEFAULT_ANALYTICS_RANGE) updated.delete('range')
        else updated.set('range', String(next))
        return updated
      },
      { replace: true },
    )
  }

  const firstLoad = loading && report === null
  const pages: BreakdownRow[] = (report?.topPages ?? []).map((p) => ({
    key: p.page,
    name: <span className="breakdown-path" title={p.page}>{p.page}</span>,
    count: p.views,
    percentage: p.percentage,
  }))
  const sources: BreakdownRow[] = (report?.referrers ?? []).map((r) => ({
    key: r.source,
    name: <span title={r.source}>{r.source}</span>,
    count: r.visits,
    percentage: r.percentage,
    icon: r.source.toLowerCase() === 'direct' ? 'compass' : 'globe',
  }))
  const devices: BreakdownRow[] = (report?.deviceBreakdown ?? []).map((d, i) => ({
    key: d.device,
    name: capitalise(d.device),
    count: d.count,
    percentage: d.percentage,
    icon: DEVICE_ICONS[d.device.toLowerCase()] ?? 'globe',
    tone: DEVICE_TONES[i % DEVICE_TONES.length],
  }))

  return (
    <div className="screen analytics-screen">
      <PageHeader
        icon="analytics"
        title="Website Analytics"
        description="Visitors, top pages, traffic sources, devices and daily trends."
        actions={<RangePicker range={range} loading={loading} onChoose={choose} />}
      />

      <p className="an-period" aria-live="polite">
        <Icon name="calendar" size={16} />
        {report && report.range === range ? (
          <span>
            <strong>{periodLabel(report.from, report.to)}</strong> · last {range} days, compared with the {range} days before
          </span>
        ) : (
          <span>
            Last {RANGE_LABELS[range]}
            {loading ? '…' : ''}
          </span>
        )}
      </p>

      <div className="an-body" aria-busy={loading}>
        <StatCardList label="Key figures" columns={5} className="an-metrics">
          {METRIC_CARDS.map((card) => (
            <MetricStat key={card.key} card={card} report={report} range={range} loading={firstLoad} />
          ))}
        </StatCardList>

        <div className="an-grid">
          <DailyTrendPanel key={range} daily={report?.dailyVisitors ?? []} range={range} loading={firstLoad} />
          <BreakdownPanel
            id="devices"
            title="Device Types"
            icon="monitor"
            nameHeader="Device"
            countHeader="Visits"
            rows={devices}
            loading={firstLoad}
            empty={EMPTY_TEXTS.devices}
            lead={
              <div className="device-stack" aria-hidden="true">
                {devices.map((d) => (
                  <span key={d.key} className={`device-stack-${d.tone}`} style={{ flexGrow: Math.max(d.percentage, 0.5) }} />
                ))}
              </div>
            }
          />
          <BreakdownPanel id="pages" title="Top Pages" icon="pages" nameHeader="Page" countHeader="Views" rows={pages} loading={firstLoad} empty={EMPTY_TEXTS.pages} />
          <BreakdownPanel id="sources" title="Traffic Sources" icon="globe" nameHeader="Source" countHeader="Visits" rows={sources} loading={firstLoad} empty={EMPTY_TEXTS.referrers} />
        </div>
      </div>
    </div>
  )
}

function RangePicker({ range, loading, onChoose }: { range: AnalyticsRange; loading: boolean; onChoose: (range: AnalyticsRange) => void }) {
  return (
    <div className="range-picker">
      {loading && <span className="spinner spinner-sm range-spinner" aria-hidden="true" />}
      <div className="toggle-group" role="group" aria-label="Report period">
        {ANALYTICS_RANGES.map((days) => (
          <button key={days} type="button" className="toggle-option" aria-pressed={days === range} onClick={() => onChoose(days)}>
            {RANGE_LABELS[days]}
          </button>
        ))}
      </div>
    </div>
  )
}

function MetricStat({ card, report, range, loading }: { card: MetricCard; report: AnalyticsResponse | null; range: number; loading: boolean }) {
  const value = report ? report[card.key] : null
  const shown = card.format(value)
  const change = formatChange(report ? report.changes[card.key] : null)
  const tone = changeTone(change.direction, card.better)
  const spokenChange =
    change.direction === null
      ? 'no data for the previous period'
      : change.direction === 'flat'
        ? 'no change'
        : `${change.direction} ${change.text.replace(/^[+\u2212]/, '')}${tone === 'good' ? ', better' : ', worse'}`
  const period = report?.range ?? range
  return (
    <StatCard
      stacked
      icon={card.icon}
      tone={card.key === 'totalVisitors' ? 'solid' : 'brand'}
      label={card.label}
      loading={loading}
      value={card.spoken ? <SpokenValue shown={shown} spoken={card.spoken(value)} /> : shown}
      badge={
        report && (
          <span className={`change-badge change-${tone}`} aria-hidden="true" title={change.direction === null ? 'No data for the previous period' : `${change.text} ${comparisonLabel(period)}`}>
            {change.direction === 'up' && <Icon name="trendUp" size={14} />}
            {change.direction === 'down' && <Icon name="trendDown" size={14} />}
            {change.text}
          </span>
        )
      }
      detail={
        <>
          {comparisonLabel(period)}
          {report && <span className="visually-hidden">: {spokenChange}</span>}
        </>
      }
    />
  )
}
