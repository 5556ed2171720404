/**
 * The stat cards (admin-area §2): total, unread, read and replied, then by type. Each card is also
 * a filter: pressing Unread lists the unread ones (again: all of them); Total clears both filters.
 */
import type { EnquiryCounts } from '../../../../shared/api/enquiries.ts'
import { Icon, type IconName } from '../../components/Icon.tsx'

interface Card {
  label: string
  count: keyof EnquiryCounts
  icon: IconName
  filter: { key: 'type' | 'status'; value: string } | null
}

const STATUS_CARDS: Card[] = [
  { label: 'Total', count: 'all', icon: 'enquiries', filter: null },
  { label: 'Unread', count: 'unread', icon: 'mail', filter: { key: 'status', value: 'unread' } },
  { label: 'Read', count: 'read', icon: 'eye', filter: { key: 'status', value: 'read' } },
  { label: 'Replied', count: 'replied', icon: 'check', filter: { key: 'status', value: 'replied' } },
]

const TYPE_CARDS: Card[] = [
  { label: 'Contact', count: 'contact', icon: 'user', filter: { key: 'type', value: 'contact' } },
  { label: 'Newsletter', count: 'newsletter', icon: 'megaphone', filter: { key: 'type', value: 'newsletter' } },
  { label: 'Career', count: 'career', icon: 'users', filter: { key: 'type', value: 'career' } },
]

interface EnquiryStatsProps {
  counts: EnquiryCounts | null
  filters: Record<string, string>
  onFilter: (key: string, value: string) => void
}

export function EnquiryStats({ counts, filters, onFilter }: EnquiryStatsProps) {
  const unfiltered = filters.type === 'all' && filters.status === 'all'

  function choose(card: Card) {
    if (!card.filter) {
      onFilter('type', 'all')
      onFilter('status', 'all')
      return
    }
    const { key, value } = card.filter
    onFilter(key, filters[key] === value ? 'all' : value)
  }

  const draw = (card: Card, small: boolean) => {
    const pressed = card.filter ? filters[card.filter.key] === card.filter.value : unfiltered
    const value = counts ? counts[card.count].toLocaleString() : '—'
    return (
      <li key={card.label}>
        <button type="button" className={`stat-card stat-card-${card.count}${small ? ' stat-card-small' : ''}`} aria-pressed={pressed} onClick={() => choose(card)}>
          <span className="stat-card-icon" aria-hidden="true">
            <Icon name={card.icon} size={small ? 16 : 19} />
          </span>
          <span className="stat-card-text">
            <span className="stat-card-value">{value}</span>
            <span className="stat-card-label">
              {card.label}
              <span className="visually-hidden">{card.filter ? ` enquiries: show only these` : ' enquiries: show all'}</span>
            </span>
          </span>
        </button>
      </li>
    )
  }

  return (
    <section className="enquiry-stats" aria-label="Enquiry counts">
      <ul className="stat-cards">{STATUS_CARDS.map((card) => draw(card, false))}</ul>
      <ul className="stat-cards stat-cards-types" aria-label="By type">
        {TYPE_CARDS.map((card) => draw(card, true))}
      </ul>
    </section>
  )
}
