/** 'The 3Es' (Empathy, Ecosystems, Evolution): numbered cards, a swipe row on phones. */
import { items, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { Glyph } from './glyphs.tsx'
import { SectionHead, SwipeRow } from './parts.tsx'

export function ThreeEs({ section, index }: SectionProps) {
  const cards = items(section).filter((c) => c.title || c.description)
  const headingId = `about-${section.id}-title`
  return (
    <section className="about-section about-band about-es" aria-labelledby={section.title ? headingId : undefined} data-section={section.id}>
      <div className="container">
        <SectionHead eyebrow={meta(section, 'eyebrow')} title={section.title} intro={section.content} index={index} id={headingId} />
        {cards.length > 0 && (
          <SwipeRow label={section.title || 'The 3Es'} className="about-row about-es-row">
            {cards.map((card, i) => (
              <li key={i}>
                <article className="about-card about-es-card" data-num={String(i + 1).padStart(2, '0')}>
                  <span className="about-icon">
                    <Glyph name={card.icon} size={26} />
                  </span>
                  <h3 className="about-card-title">{card.title}</h3>
                  {card.tagline && <p className="about-card-tagline">{card.tagline}</p>}
                  {card.description && <p className="about-card-text">{card.description}</p>}
                </article>
              </li>
            ))}
          </SwipeRow>
        )}
      </div>
    </section>
  )
}
