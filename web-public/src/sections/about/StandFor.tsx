/** 'What We Stand For' (Read More / Read Less, independent of Human + Tech's) and the four value tiles. */
import { items, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { Glyph } from './glyphs.tsx'
import { FoldedText, SectionHead } from './parts.tsx'

export function WhatWeStandFor({ section, index }: SectionProps) {
  const headingId = `about-${section.id}-title`
  return (
    <section className="about-section about-stand" aria-labelledby={section.title ? headingId : undefined} data-section={section.id}>
      <div className="container about-stand-grid">
        <SectionHead eyebrow={meta(section, 'eyebrow')} title={section.title} index={index} id={headingId} align="start" />
        <FoldedText text={section.content} className="about-prose about-prose--lg" />
      </div>
    </section>
  )
}

export function Values({ section, index }: SectionProps) {
  const tiles = items(section).filter((t) => t.title || t.description)
  const headingId = `about-${section.id}-title`
  return (
    <section className="about-section about-values" aria-labelledby={section.title ? headingId : undefined} data-section={section.id}>
      <div className="container">
        <SectionHead eyebrow={meta(section, 'eyebrow')} title={section.title} intro={section.content} index={index} id={headingId} />
        {tiles.length > 0 && (
          <ul className="about-values-grid">
            {tiles.map((tile, i) => (
              <li key={i} className="about-value">
                <span className="about-icon about-icon--solid">
                  <Glyph name={tile.icon} size={24} />
                </span>
                <h3 className="about-card-title">{tile.title}</h3>
                {tile.description && <p className="about-card-text">{tile.description}</p>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
