/**
 * The stat cards (admin-area §2): total, unread, read and replied, then by type. Each card is also
 * a filter: pressing Unread lists the unread ones (again: all of them); Total clears both filters.
 */
import type { EnquiryCounts } from '../../../../shared/api/enquiries.ts'
import type { IconName } from '../../components/Icon.tsx'
import { StatCard, StatCardList, type StatTone } from '../../components/StatCard.tsx'

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

/** The total in the brand's colour, unread in blue, replied in the brand's tint; the rest grey. */
const TONES: Partial<Record<keyof EnquiryCounts, StatTone>> = { all: 'solid', unread: 'info', replied: 'brand' }

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

  const draw = (card: Card, small: boolean) => (
    <StatCard
      key={card.label}
      icon={card.icon}
      tone={TONES[card.count] ?? 'neutral'}
      small={small}
      value={counts ? counts[card.count].toLocaleString() : '—'}
      label={card.label}
      hiddenNote={card.filter ? ' enquiries: show only these' : ' enquiries: show all'}
      pressed={card.filter ? filters[card.filter.key] === card.filter.value : unfiltered}
      onClick={() => choose(card)}
    />
  )

  return (
    <section className="enquiry-stats" aria-label="Enquiry counts">
      <StatCardList label="By status">{STATUS_CARDS.map((card) => draw(card, false))}</StatCardList>
      <StatCardList label="By type" columns={3}>
        {TYPE_CARDS.map((card) => draw(card, true))}
      </StatCardList>
    </section>
  )
}
