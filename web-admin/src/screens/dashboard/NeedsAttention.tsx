/**
 * Needs attention (beyond the spec): unread enquiries, posts going live in the next 7 days and
 * mails not sent (with the reason when SMTP is not configured). When all three are zero it says so:
 * "All caught up". Values not loaded are "—".
 */
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { DashboardOverview } from '../../../../shared/api/analytics.ts'
import { Icon, type IconName } from '../../components/Icon.tsx'
import { formatCount } from '../../lib/numbers.ts'
import { SMTP_MISSING } from '../enquiries/enquiries.ts'
import type { Loaded } from './useDashboard.ts'

interface Item {
  icon: IconName
  count: number | null
  /** "unread enquiry" / "unread enquiries" after the count. */
  text: (count: number) => string
  /** Where to act on it. */
  to?: string
  action?: string
  /** The tone while the count is above zero. */
  tone: 'info' | 'warning' | 'brand'
  note?: ReactNode
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many)

export function NeedsAttention({ overview }: { overview: Loaded<DashboardOverview> }) {
  const attention = overview.data?.attention ?? null
  const items: Item[] = [
    {
      icon: 'mail',
      count: attention?.unreadEnquiries ?? null,
      text: (n) => plural(n, 'unread enquiry', 'unread enquiries'),
      to: '/enquiries?status=unread',
      action: 'Read them in Form Enquiries',
      tone: 'info',
    },
    {
      icon: 'calendar',
      count: attention?.scheduledPosts ?? null,
      text: (n) => `${plural(n, 'post', 'posts')} going live in the next 7 days`,
      tone: 'brand',
    },
    {
      icon: 'alert',
      count: attention?.unsentMails ?? null,
      text: (n) => plural(n, 'mail not sent', 'mails not sent'),
      to: '/enquiries',
      action: 'See the outbox in Form Enquiries',
      tone: 'warning',
      note: attention && !attention.smtpConfigured ? SMTP_MISSING : undefined,
    },
  ]
  const caughtUp = attention !== null && items.every((item) => item.count === 0)

  return (
    <section className="card dash-panel attention-panel" aria-labelledby="attention-heading">
      <header className="dash-panel-head">
        <h2 id="attention-heading" className="dash-panel-title">
          Needs attention
        </h2>
      </header>
      {overview.loading ? (
        <ul className="attention-list" aria-hidden="true">
          {items.map((item) => (
            <li key={item.icon} className="attention-item attention-placeholder">
              <span className="attention-icon" />
              <span className="stat-skeleton" />
            </li>
          ))}
        </ul>
      ) : caughtUp ? (
        <div className="caught-up">
          <span className="caught-up-icon" aria-hidden="true">
            <Icon name="check" size={20} />
          </span>
          <div>
            <p className="caught-up-title">All caught up</p>
            <p className="caught-up-text">No unread enquiries, nothing going live this week, and every mail was sent.</p>
            {attention && !attention.smtpConfigured && (
              <p className="attention-note">
                <Icon name="info" size={14} />
                {SMTP_MISSING}
              </p>
            )}
          </div>
        </div>
      ) : (
        <ul className="attention-list">
          {items.map((item) => {
            const active = item.count !== null && item.count > 0
            const body = (
              <>
                <span className={`attention-icon${active ? ` tone-${item.tone}` : ''}`} aria-hidden="true">
                  <Icon name={active ? item.icon : 'check'} size={17} />
                </span>
                <span className="attention-text">
                  <span className="attention-line">
                    <strong className="attention-count">{formatCount(item.count)}</strong> {item.text(item.count ?? 2)}
                  </span>
                  {item.note && (
                    <span className="attention-note">
                      <Icon name="info" size={14} />
                      {item.note}
                    </span>
                  )}
                </span>
              </>
            )
            return (
              <li key={item.icon} className={`attention-item${active ? ' is-active' : ''}`}>
                {active && item.to ? (
                  <Link to={item.to} className="attention-link">
                    {body}
                    <span className="visually-hidden">: {item.action}</span>
                    <Icon name="chevronRight" size={17} className="attention-chevron" />
                  </Link>
                ) : (
                  <div className="attention-link">{body}</div>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
