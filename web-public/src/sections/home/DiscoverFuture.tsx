/**
 * discover-future: 'Discover the Future of Hypermobility' with three feature cards. Each item:
 * icon (performance | innovation | sustainable), title, description, stat and statLabel (the
 * card's headline figure), features (one per line).
 */
import type { ReactNode } from 'react'
import { CheckIcon } from '../../components/Icons.tsx'
import { items, lines } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { BoltIcon, LeafIcon, SparkIcon } from './icons.tsx'
import { SectionHead, titleId } from './parts.tsx'

const ICONS: Record<string, ReactNode> = {
  performance: <BoltIcon size={26} />,
  innovation: <SparkIcon size={26} />,
  sustainable: <LeafIcon size={26} />,
}

export function DiscoverFuture({ section, index }: SectionProps) {
  return (
    <section className="home-section home-discover" aria-labelledby={titleId(section)} data-section={section.id}>
      <div className="container">
        <SectionHead section={section} index={index} className="home-head home-head--center" />
        <ul className="home-discover-grid">
          {items(section).map((card, i) => (
            <li key={`${i}-${card.title}`} className="home-feature" data-tone={i % 3}>
              <span className="home-feature-icon" aria-hidden="true">
                {ICONS[card.icon] ?? ICONS.innovation}
              </span>
              <h3 className="home-feature-title">{card.title}</h3>
              {card.description && <p className="home-feature-text">{card.description}</p>}
              {card.stat && (
                <p className="home-feature-stat">
                  <strong>{card.stat}</strong>
                  {card.statLabel && <span>{card.statLabel}</span>}
                </p>
              )}
              <ul className="home-checks home-checks--small">
                {lines(card.features).map((f) => (
                  <li key={f}>
                    <CheckIcon size={15} />
                    {f}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
