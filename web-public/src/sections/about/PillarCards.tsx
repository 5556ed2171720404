/** Block `pillar-cards` (About's 'The 3Es'): numbered cards with icon, title, tagline and text; a swipe row on phones. */
import { RichText, items, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { BlockIcon } from '../../components/BlockIcon.tsx'
import { SectionHead } from '../../components/SectionHead.tsx'
import { SwipeRow } from '../../components/SwipeRow.tsx'
import type { PILLAR_CARDS_BLOCK } from '../../../../shared/blocks/about.ts'

export function PillarCards({ section, index }: SectionProps) {
  const cards = items<typeof PILLAR_CARDS_BLOCK>(section).filter((c) => c.title || c.description)
  const headingId = `about-${section.id}-title`
  return (
    <section className="about-section about-band about-es" aria-labelledby={section.title ? headingId : undefined} data-block={section.type} data-section={section.id}>
      <div className="container">
        <SectionHead name="about" align="center" eyebrow={meta<typeof PILLAR_CARDS_BLOCK>(section, 'eyebrow')} title={section.title} intro={section.content} index={index} titleId={headingId} />
        {cards.length > 0 && (
          <SwipeRow label={section.title || 'Pillars'} className="about-row about-es-row">
            {cards.map((card, i) => (
              <li key={i}>
                <article className="about-card about-es-card" data-num={String(i + 1).padStart(2, '0')}>
                  <span className="about-icon">
                    <BlockIcon name={card.icon} size={26} />
                  </span>
                  <h3 className="about-card-title">{card.title}</h3>
                  {card.tagline && <p className="about-card-tagline">{card.tagline}</p>}
                  <RichText value={card.description} className="about-card-text" />
                </article>
              </li>
            ))}
          </SwipeRow>
        )}
      </div>
    </section>
  )
}
