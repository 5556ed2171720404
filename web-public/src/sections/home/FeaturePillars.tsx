/**
 * The `feature-pillars` block (shared/blocks/home.ts; Home's 'Discover the Future of
 * Hypermobility'): a centred head over cards. Each item: icon (any name of the site's icon set,
 * drawn by BlockIcon; empty: innovation), title, description, stat and statLabel (the card's
 * headline figure), features (one per line).
 */
import { BlockIcon } from '../../components/BlockIcon.tsx'
import { CheckIcon } from '../../components/Icons.tsx'
import { RichText, items, lines } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { SectionHead, titleId } from './parts.tsx'
import type { FEATURE_PILLARS_BLOCK } from '../../../../shared/blocks/home.ts'

export function FeaturePillars({ section, index }: SectionProps) {
  return (
    <section className="home-section home-discover" aria-labelledby={titleId(section)} data-block={section.type} data-section={section.id}>
      <div className="container">
        <SectionHead section={section} index={index} align="center" />
        <ul className="home-discover-grid">
          {items<typeof FEATURE_PILLARS_BLOCK>(section).map((card, i) => (
            <li key={`${i}-${card.title}`} className="home-feature" data-tone={i % 3}>
              <span className="home-feature-icon" aria-hidden="true">
                <BlockIcon name={card.icon || 'innovation'} size={26} />
              </span>
              <h3 className="home-feature-title">{card.title}</h3>
              <RichText value={card.description} className="home-feature-text" />
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
