/** The contact page's onward links (public-site §2 Contact: /careers and /about), two cards side by side. */
import type { Section } from '../../../../shared/api/pages.ts'
import { ArrowRightIcon } from '../../components/Icons.tsx'
import { SectionLink, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { groupOf } from './group.ts'
import { BriefcaseIcon, LeafIcon } from './icons.tsx'

export const LINK_IDS = ['careers-link', 'about-link'] as const

function LinkCard({ section, first }: { section: Section; first: boolean }) {
  const label = section.content.trim() || section.title
  const heading = meta(section, 'heading')
  const description = meta(section, 'description')
  const Title = first ? 'h1' : 'h2'
  return (
    <article className="ct-link-card" data-section={section.id}>
      <span className="ct-link-icon" aria-hidden="true">
        {section.id === 'careers-link' ? <BriefcaseIcon size={22} /> : <LeafIcon size={22} />}
      </span>
      <div className="ct-link-body">
        {heading && <Title className="ct-link-title">{heading}</Title>}
        {description && <p className="ct-link-text">{description}</p>}
        <SectionLink href={meta(section, 'link')} className="ct-link-cta">
          {label}
          <ArrowRightIcon size={18} />
        </SectionLink>
      </div>
    </article>
  )
}

export function LinkCards({ section, page, index }: SectionProps) {
  const cards = groupOf(page, section, LINK_IDS)
  if (!cards) return null
  return (
    <nav className="container ct-links" aria-label="More from Yerth" data-group={section.id}>
      {cards.map((card, i) => (
        <LinkCard key={card.id} section={card} first={index === 0 && i === 0} />
      ))}
    </nav>
  )
}
