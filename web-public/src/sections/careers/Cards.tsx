/**
 * The careers card blocks: one card drawing (icon, title, description), three layouts.
 * - `reason-list` (Careers' 'Why Build Your Career'): a centred head over a row of cards, 3 + 2
 *   centred on desktop and a swipe row on phones;
 * - `growth-cards` ('What We Are Cultivating'): the head beside the cards;
 * - `culture-cards` ('Culture & Values'): a centred head over a grid.
 */
import { SectionHead } from '../../components/SectionHead.tsx'
import { items, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { CardList, cardItems } from './parts.tsx'
import type { CULTURE_CARDS_BLOCK, GROWTH_CARDS_BLOCK, REASON_LIST_BLOCK } from '../../../../shared/blocks/careers.ts'

export function ReasonList({ section, index }: SectionProps) {
  const headingId = `careers-${section.id}-title`
  return (
    <section
      className="careers-section careers-band"
      aria-labelledby={section.title ? headingId : undefined}
      data-block={section.type}
      data-section={section.id}
    >
      <div className="container">
        <SectionHead name="careers" align="center" eyebrow={meta<typeof REASON_LIST_BLOCK>(section, 'eyebrow')} title={section.title} intro={section.content} index={index} titleId={headingId} />
        <CardList cards={cardItems(items<typeof REASON_LIST_BLOCK>(section))} label={section.title || 'Reasons'} variant="benefit" swipe />
      </div>
    </section>
  )
}

export function GrowthCards({ section, index }: SectionProps) {
  const headingId = `careers-${section.id}-title`
  return (
    <section className="careers-section" aria-labelledby={section.title ? headingId : undefined} data-block={section.type} data-section={section.id}>
      <div className="container careers-split">
        <SectionHead name="careers" eyebrow={meta<typeof GROWTH_CARDS_BLOCK>(section, 'eyebrow')} title={section.title} intro={section.content} index={index} titleId={headingId} align="start" />
        <CardList cards={cardItems(items<typeof GROWTH_CARDS_BLOCK>(section))} label={section.title || 'Cards'} variant="grow" />
      </div>
    </section>
  )
}

export function CultureCards({ section, index }: SectionProps) {
  const headingId = `careers-${section.id}-title`
  return (
    <section className="careers-section" aria-labelledby={section.title ? headingId : undefined} data-block={section.type} data-section={section.id}>
      <div className="container">
        <SectionHead name="careers" align="center" eyebrow={meta<typeof CULTURE_CARDS_BLOCK>(section, 'eyebrow')} title={section.title} intro={section.content} index={index} titleId={headingId} />
        <CardList cards={cardItems(items<typeof CULTURE_CARDS_BLOCK>(section))} label={section.title || 'Cards'} variant="value" />
      </div>
    </section>
  )
}
