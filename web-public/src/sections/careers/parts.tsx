/** Pieces the careers blocks share: the section head and the card list (a swipe row on phones). */
import { useRef, type ReactNode } from 'react'
import type { SectionItem } from '../../../../shared/api/pages.ts'
import { BlockIcon } from '../../components/BlockIcon.tsx'
import { Heading, Paragraphs, safeHref } from '../content.tsx'
import { useOverflowing } from './hooks.ts'

/** An image address an <img> may load: a site path or an http(s) URL. */
export function imageSrc(value: string | undefined): string | null {
  const href = safeHref(value)
  return href && !href.startsWith('#') && !href.startsWith('mailto:') ? href : null
}

export function SectionHead({
  eyebrow,
  title,
  intro,
  index,
  id,
  align = 'center',
  children,
}: {
  eyebrow: string
  title: string
  intro?: string
  index: number
  id: string
  align?: 'center' | 'start'
  children?: ReactNode
}) {
  return (
    <header className={`careers-head careers-head--${align}`}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      {title && (
        <Heading index={index} id={id} className="careers-title">
          {title}
        </Heading>
      )}
      {intro && (
        <div className="careers-intro">
          <Paragraphs text={intro} />
        </div>
      )}
      {children}
    </header>
  )
}

/** One card: icon, title, description. */
export function Card({ item, variant }: { item: SectionItem; variant: string }) {
  return (
    <article className={`careers-card careers-card--${variant}`}>
      <span className="careers-icon">
        <BlockIcon name={item.icon} size={24} />
      </span>
      <div className="careers-card-body">
        <h3 className="careers-card-title">{item.title}</h3>
        {item.description && <p className="careers-card-text">{item.description}</p>}
      </div>
    </article>
  )
}

/**
 * A list of cards; with `swipe`, a horizontal swipe row on phones (CSS scroll-snap) that is a
 * keyboard-focusable list while it actually scrolls.
 */
export function CardList({ cards, label, variant, swipe = false }: { cards: SectionItem[]; label: string; variant: string; swipe?: boolean }) {
  const ref = useRef<HTMLUListElement>(null)
  const scrolls = useOverflowing(ref)
  return (
    <ul
      ref={ref}
      className={`careers-cards careers-cards--${variant}${swipe ? ' careers-swipe' : ''}`}
      aria-label={label}
      tabIndex={swipe && scrolls ? 0 : undefined}
    >
      {cards.map((card, i) => (
        <li key={i}>
          <Card item={card} variant={variant} />
        </li>
      ))}
    </ul>
  )
}

/** Paragraphs of a multi-line text (blank lines separate them). */
export const paragraphs = (text: string | undefined) =>
  (text ?? '')
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)

export const cardItems = (items: SectionItem[]) => items.filter((c) => c.title || c.description)
