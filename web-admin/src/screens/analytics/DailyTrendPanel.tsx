/**
 * Daily Visitors Trend (admin-area §2, §9): the last 7 days as bars scaled to the busiest day;
 * "Whole range" shows every day of the period (bars up to a month, a line beyond). The chart is
 * named by a one-sentence summary and its days are listed in a table for screen readers.
 */
import { useMemo, useState } from 'react'
import { formatCount } from '../../lib/numbers.ts'
import { EMPTY_TEXTS, formatWeekday, TREND_DAYS, trendEntries, trendSummary, type DailyVisitors } from './analytics.ts'
import { TrendChart } from './TrendChart.tsx'
import { Icon } from '../../components/Icon.tsx'

/** Up to this many days the whole range is drawn as bars too. */
const MAX_BARS = 31

export function DailyTrendPanel({ daily, range, loading }: { daily: DailyVisitors; range: number; loading: boolean }) {
  const [whole, setWhole] = useState(false)
  const canWiden = daily.length > TREND_DAYS
  const showWhole = whole && canWiden
  const entries = useMemo(() => trendEntries(daily, showWhole), [daily, showWhole])
  const summary = trendSummary(entries)
  const shownLabel = showWhole ? `the whole range (${range} days)` : `the last ${Math.min(TREND_DAYS, daily.length)} days`

  return (
    <section className="card an-panel an-panel-trend" aria-labelledby="trend-heading" aria-busy={loading}>
      <header className="an-panel-head">
        <span className="an-panel-icon" aria-hidden="true">
          <Icon name="analytics" size={17} />
        </span>
        <h2 id="trend-heading" className="an-panel-title">
          Daily Visitors Trend
        </h2>
        {canWiden && (
          <div className="toggle-group an-panel-tools" role="group" aria-label="Days shown">
            <button type="button" className="toggle-option" aria-pressed={!showWhole} onClick={() => setWhole(false)}>
              Last {TREND_DAYS} days
            </button>
            <button type="button" className="toggle-option" aria-pressed={showWhole} onClick={() => setWhole(true)}>
              Whole range
            </button>
          </div>
        )}
      </header>
      {entries.length === 0 ? (
        loading ? (
          <div className="trend-placeholder" aria-hidden="true">
            {[45, 70, 55, 85, 60, 75, 50].map((h, i) => (
              <span key={i} style={{ height: `${h}%` }} />
            ))}
          </div>
        ) : (
          <p className="an-empty">
            <Icon name="analytics" size={22} />
            <span>{EMPTY_TEXTS.daily}</span>
          </p>
        )
      ) : (
        <>
          <p className="trend-summary">{summary}</p>
          <figure className="trend-figure">
            <div role="img" aria-label={`Daily visitors over ${shownLabel}: ${summary}`}>
              <TrendChart entries={entries} bars={entries.length <= MAX_BARS} />
            </div>
          </figure>
          {/* Wrapped: a table cannot be shrunk to the 1 px of .visually-hidden, a block can. */}
          <div className="visually-hidden">
            <table>
              <caption>Daily visitors over {shownLabel}</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Visitors</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.date}>
                    <th scope="row">{formatWeekday(entry.date)}</th>
                    <td>{formatCount(entry.visitors)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  )
}
