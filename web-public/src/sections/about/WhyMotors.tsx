/** 'Why Motors': the six differentiators (icon, title, description, gradient). */
import { items, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { Glyph } from './glyphs.tsx'
import { SectionHead, gradientStyle } from './parts.tsx'

export function WhyMotors({ section, index }: SectionProps) {
  const cards = items(section).filter((c) => c.title || c.description)
  const headingId = `about-${section.id}-title`
  return (
    <section className="about-section about-band about-why" aria-labelledby={section.title ? headingId : undefined} data-section={section.id}>
      <div className="container">
        <SectionHead eyebrow={meta(section, 'eyebrow')} title={section.title} intro={section.content} index={index} id={headingId} />
        <ul className="about-why-grid">
          {cards.map((card, i) => (
            <li key={i} className="about-why-card" style={gradientStyle(card.gradient)}>
              <span className="about-why-icon">
                <Glyph name={card.icon} size={24} />
              </span>
              <h3 className="about-card-title">{card.title}</h3>
              {card.description && <p className="about-card-text">{card.description}</p>}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
