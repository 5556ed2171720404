/**
 * Stat cards: an icon, a number and what it counts, with an optional line under it (the period, a
 * change) and an optional badge beside the icon. A card is a button when it filters (aria-pressed),
 * a link when it leads to where the number comes from, plain text otherwise. A value that is not
 * loaded is "—" (or a placeholder bar while it loads), never a made-up number.
 * Used by Form Enquiries, the Dashboard and Website Analytics.
 */
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import '../styles/stat-cards.css'
import { Icon, type IconName } from './Icon.tsx'

/** The icon's colours: `solid` is the brand's, the others their soft tints; `neutral` is grey. */
export type StatTone = 'neutral' | 'solid' | 'brand' | 'info' | 'warning' | 'violet'

interface StatCardProps {
  icon: IconName
  /** What the number counts ("Total Visitors"). */
  label: ReactNode
  /** The number as shown ("12,345", "2m 05s", "—"). */
  value: ReactNode
  /** True while the value loads: a placeholder bar stands in for it. */
  loading?: boolean
  /** A line under the label: the period, the comparison. */
  detail?: ReactNode
  /** Beside the icon (stacked cards): a change badge. */
  badge?: ReactNode
  tone?: StatTone
  /** Icon above the number, badge beside the icon: the Dashboard's and Analytics' cards. */
  stacked?: boolean
  /** The compact row of Form Enquiries' counts by type. */
  small?: boolean
  /** A link to the screen the number comes from. */
  to?: string
  /** A filter: pressed while it applies. */
  pressed?: boolean
  onClick?: () => void
  /** Read by screen readers after the label (what pressing or following the card does). */
  hiddenNote?: string
}

export function StatCard({ icon, label, value, loading = false, detail, badge, tone = 'neutral', stacked = false, small = false, to, pressed, onClick, hiddenNote }: StatCardProps) {
  const className = ['stat-card', `stat-tone-${tone}`, stacked && 'stat-card-stacked', small && 'stat-card-small', (to || onClick) && 'stat-card-interactive'].filter(Boolean).join(' ')
  const body = (
    <>
      <span className="stat-card-top">
        <span className="stat-card-icon" aria-hidden="true">
          <Icon name={icon} size={small ? 16 : 19} />
        </span>
        {badge}
      </span>
      <span className="stat-card-text">
        <span className="stat-card-value">
          {loading ? (
            <>
              <span className="stat-skeleton" aria-hidden="true" />
              <span className="visually-hidden">Loading</span>
            </>
          ) : (
            value
          )}
        </span>
        <span className="stat-card-label">
          {label}
          {hiddenNote && <span className="visually-hidden">{hiddenNote}</span>}
        </span>
        {detail && <span className="stat-card-detail">{detail}</span>}
      </span>
    </>
  )
  return (
    <li className="stat-card-item">
      {to ? (
        <Link to={to} className={className}>
          {body}
        </Link>
      ) : onClick ? (
        <button type="button" className={className} aria-pressed={pressed} onClick={onClick}>
          {body}
        </button>
      ) : (
        <div className={className}>{body}</div>
      )}
    </li>
  )
}

/** A row of stat cards: four across by default; five (the Dashboard, Analytics) wrap as 3 + 2 when narrow. */
export function StatCardList({ label, columns = 4, className, children }: { label: string; columns?: 3 | 4 | 5; className?: string; children: ReactNode }) {
  return (
    <div className={className ? `stat-cards-frame ${className}` : 'stat-cards-frame'}>
      <ul className={`stat-cards stat-cards-${columns}`} aria-label={label}>
        {children}
      </ul>
    </div>
  )
}

/** A value whose short form reads badly aloud ("2m 05s"): shown as is, read as `spoken` ("2 minutes 5 seconds"). */
export function SpokenValue({ shown, spoken }: { shown: string; spoken: string }) {
  if (shown === spoken) return <>{shown}</>
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{spoken}</span>
    </>
  )
}
