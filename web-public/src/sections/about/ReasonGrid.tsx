/** Block `reason-grid` (About's 'Why Motors'): cards with an icon on the card's own gradient, a title and a description. */
import { RichText, items, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { BlockIcon } from '../../components/BlockIcon.tsx'
import { SectionHead } from '../../components/SectionHead.tsx'
import { gradientStyle } from './parts.tsx'
import type { REASON_GRID_BLOCK } from '../../../../shared/blocks/about.ts'

export function ReasonGrid({ section, index }: SectionProps) {
  const cards = items<typeof REASON_GRID_BLOCK>(section).filter((c) => c.title || c.description)
  const headingId = `about-${section.id}-title`
  return (
    <section className="about-section about-band about-why" aria-labelledby={section.title ? headingId : undefined} data-block={section.type} data-section={section.id}>
      <div className="container">
        <SectionHead name="about" align="center" eyebrow={meta<typeof REASON_GRID_BLOCK>(section, 'eyebrow')} title={section.title} intro={section.content} index={index} titleId={headingId} />
        <ul className="about-why-grid">
          {cards.map((card, i) => (
            <li key={i} className="about-why-card" style={gradientStyle(card.gradient)}>
              <span className="about-why-icon">
                <BlockIcon name={card.icon} size={24} />
              </span>
              <h3 className="about-card-title">{card.title}</h3>
              <RichText value={card.description} className="about-card-text" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
