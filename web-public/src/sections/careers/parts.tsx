/** Pieces the careers blocks share (their heads: components/SectionHead.tsx): the card and the card list (a swipe row on phones). */
import { BlockIcon } from '../../components/BlockIcon.tsx'
import { SwipeRow } from '../../components/SwipeRow.tsx'
import { RichText, safeHref } from '../content.tsx'

/** An image address an <img> may load: a site path or an http(s) URL. */
export function imageSrc(value: string | undefined): string | null {
  const href = safeHref(value)
  return href && !href.startsWith('#') && !href.startsWith('mailto:') ? href : null
}

/** A card's stored fields (every careers card block declares these item fields). */
export type CardItem = Partial<Record<'icon' | 'title' | 'description', string>>

/** One card: icon, title, description. */
export function Card({ item, variant }: { item: CardItem; variant: string }) {
  return (
    <article className={`careers-card careers-card--${variant}`}>
      <span className="careers-icon">
        <BlockIcon name={item.icon} size={24} />
      </span>
      <div className="careers-card-body">
        <h3 className="careers-card-title">{item.title}</h3>
        <RichText value={item.description} className="careers-card-text" />
      </div>
    </article>
  )
}

/** A list of cards; with `swipe`, a horizontal swipe row on phones (components/SwipeRow.tsx). */
export function CardList({ cards, label, variant, swipe = false }: { cards: CardItem[]; label: string; variant: string; swipe?: boolean }) {
  const className = `careers-cards careers-cards--${variant}`
  const list = cards.map((card, i) => (
    <li key={i}>
      <Card item={card} variant={variant} />
    </li>
  ))
  return swipe ? (
    <SwipeRow className={className} label={label}>
      {list}
    </SwipeRow>
  ) : (
    <ul className={className} aria-label={label}>
      {list}
    </ul>
  )
}

export const cardItems = <I extends CardItem>(items: I[]) => items.filter((c) => c.title || c.description)
