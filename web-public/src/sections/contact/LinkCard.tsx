/**
 * link-card: a card onward (the contact page's links to /careers and /about): an icon the editor
 * picks, a heading, a line and the link, whose hit area is the whole card. Cards in a row
 * (`link-cards`) sit side by side on wide screens (contact.css).
 */
import { ArrowRightIcon } from '../../components/Icons.tsx'
import { BlockIcon } from '../../components/BlockIcon.tsx'
import { Heading, SectionLink, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import type { LINK_CARD_BLOCK } from '../../../../shared/blocks/contact.ts'

export function LinkCard({ section, index }: SectionProps) {
  const label = section.content.trim() || section.title
  const heading = meta<typeof LINK_CARD_BLOCK>(section, 'heading')
  const description = meta<typeof LINK_CARD_BLOCK>(section, 'description')
  const icon = meta<typeof LINK_CARD_BLOCK>(section, 'icon')
  return (
    <article className="ct-link-card" data-block={section.type} data-section={section.id}>
      {icon && (
        <span className="ct-link-icon" aria-hidden="true">
          <BlockIcon name={icon} size={22} />
        </span>
      )}
      <div className="ct-link-body">
        {heading && (
          <Heading index={index} className="ct-link-title">
            {heading}
          </Heading>
        )}
        {description && <p className="ct-link-text">{description}</p>}
        <SectionLink href={meta<typeof LINK_CARD_BLOCK>(section, 'link')} className="ct-link-cta">
          {label}
          <ArrowRightIcon size={18} />
        </SectionLink>
      </div>
    </article>
  )
}
