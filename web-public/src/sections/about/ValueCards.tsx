/** Block `value-cards` (About's 'Our Values'): tiles with an icon, a title and a sentence, two columns from tablets up. */
import { BlockIcon } from '../../components/BlockIcon.tsx'
import { SectionHead } from '../../components/SectionHead.tsx'
import { RichText, items, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import type { VALUE_CARDS_BLOCK } from '../../../../shared/blocks/about.ts'

export function ValueCards({ section, index }: SectionProps) {
  const tiles = items<typeof VALUE_CARDS_BLOCK>(section).filter((t) => t.title || t.description)
  const headingId = `about-${section.id}-title`
  return (
    <section
      className="about-section about-values"
      aria-labelledby={section.title ? headingId : undefined}
      data-block={section.type}
      data-section={section.id}
    >
      <div className="container">
        <SectionHead name="about" align="center" eyebrow={meta<typeof VALUE_CARDS_BLOCK>(section, 'eyebrow')} title={section.title} intro={section.content} index={index} titleId={headingId} />
        {tiles.length > 0 && (
          <ul className="about-values-grid">
            {tiles.map((tile, i) => (
              <li key={i} className="about-value">
                <span className="about-icon about-icon--solid">
                  <BlockIcon name={tile.icon} size={24} />
                </span>
                <h3 className="about-card-title">{tile.title}</h3>
                <RichText value={tile.description} className="about-card-text" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
