/**
 * The careers page's card sections: why build a career here (5 benefits, a swipe row on phones),
 * what we are cultivating (4 cards beside the heading) and culture & values (5 cards).
 */
import { items, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { CardList, SectionHead, cardItems } from './parts.tsx'

export function WhyBuild({ section, index }: SectionProps) {
  const headingId = `careers-${section.id}-title`
  return (
    <section className="careers-section careers-band" aria-labelledby={section.title ? headingId : undefined} data-section={section.id}>
      <div className="container">
        <SectionHead eyebrow={meta(section, 'eyebrow')} title={section.title} intro={section.content} index={index} id={headingId} />
        <CardList cards={cardItems(items(section))} label={section.title || 'Why build your career here'} variant="benefit" swipe />
      </div>
    </section>
  )
}

export function Cultivating({ section, index }: SectionProps) {
  const headingId = `careers-${section.id}-title`
  return (
    <section className="careers-section" aria-labelledby={section.title ? headingId : undefined} data-section={section.id}>
      <div className="container careers-split">
        <SectionHead eyebrow={meta(section, 'eyebrow')} title={section.title} intro={section.content} index={index} id={headingId} align="start" />
        <CardList cards={cardItems(items(section))} label={section.title || 'What we are cultivating'} variant="grow" />
      </div>
    </section>
  )
}

export function Culture({ section, index }: SectionProps) {
  const headingId = `careers-${section.id}-title`
  return (
    <section className="careers-section" aria-labelledby={section.title ? headingId : undefined} data-section={section.id}>
      <div className="container">
        <SectionHead eyebrow={meta(section, 'eyebrow')} title={section.title} intro={section.content} index={index} id={headingId} />
        <CardList cards={cardItems(items(section))} label={section.title || 'Culture and values'} variant="value" />
      </div>
    </section>
  )
}
