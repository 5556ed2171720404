/**
 * A panel that breaks the period down (Top Pages, Traffic Sources, Device Types): a table of name,
 * count and share, each row with a bar of its share (scaled so the largest row fills the track).
 * Without rows it shows the spec's empty text (admin-area §8).
 */
import type { ReactNode } from 'react'
import { Icon, type IconName } from '../../components/Icon.tsx'
import { formatCount, formatPercent } from '../../lib/numbers.ts'
import { barWidth } from './analytics.ts'

export interface BreakdownRow {
  key: string
  /** What the row is (a page, a source, a device), as drawn. */
  name: ReactNode
  count: number
  percentage: number
  icon?: IconName
  /** A modifier of the bar's colour (the device types match their stacked bar). */
  tone?: string
}

interface BreakdownPanelProps {
  id: string
  title: string
  icon: IconName
  /** The column headers: "Page" and "Views". */
  nameHeader: string
  countHeader: string
  rows: BreakdownRow[]
  loading: boolean
  empty: string
  /** Drawn between the header and the table (the devices' stacked bar). */
  lead?: ReactNode
}

export function BreakdownPanel({ id, title, icon, nameHeader, countHeader, rows, loading, empty, lead }: BreakdownPanelProps) {
  const largest = Math.max(0, ...rows.map((r) => r.percentage))
  return (
    <section className={`card an-panel an-panel-${id}`} aria-labelledby={`${id}-heading`} aria-busy={loading}>
      <header className="an-panel-head">
        <span className="an-panel-icon" aria-hidden="true">
          <Icon name={icon} size={17} />
        </span>
        <h2 id={`${id}-heading`} className="an-panel-title">
          {title}
        </h2>
      </header>
      {rows.length === 0 ? (
        loading ? (
          <div className="an-rows-placeholder" aria-hidden="true">
            {[70, 52, 38, 24].map((w) => (
              <span key={w} className="stat-skeleton" style={{ width: `${w}%` }} />
            ))}
          </div>
        ) : (
          <p className="an-empty">
            <Icon name={icon} size={22} />
            <span>{empty}</span>
          </p>
        )
      ) : (
        <>
          {lead}
          <table className="breakdown">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{nameHeader}</th>
                <th scope="col" className="breakdown-num">
                  {countHeader}
                </th>
                <th scope="col" className="breakdown-num">
                  Share
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className="breakdown-name-cell">
                    <span className="breakdown-name">
                      {row.icon && <Icon name={row.icon} size={16} className="breakdown-icon" />}
                      {row.name}
                    </span>
                    <span className={`breakdown-bar${row.tone ? ` breakdown-bar-${row.tone}` : ''}`} aria-hidden="true">
                      <span style={{ width: `${barWidth(row.percentage, largest)}%` }} />
                    </span>
                  </th>
                  <td className="breakdown-num breakdown-count">{formatCount(row.count)}</td>
                  <td className="breakdown-num breakdown-share">{formatPercent(row.percentage)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  )
}
