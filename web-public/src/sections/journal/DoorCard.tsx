/**
 * door-card: a large card with a picture that leads elsewhere (public-site §2 Journal landing: the
 * doors to the blogs and the vlogs). The whole card is the link. Cards in a row (`doors`) sit side
 * by side on wide screens (journal-blocks.css).
 */
import { ArrowRightIcon } from '../../components/Icons.tsx'
import { Heading, RichText, SectionLink, meta, safeHref } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import type { DOOR_CARD_BLOCK } from '../../../../shared/blocks/journal.ts'

export function DoorCard({ section, index }: SectionProps) {
  const art = safeHref(meta<typeof DOOR_CARD_BLOCK>(section, 'image'))
  const kicker = meta<typeof DOOR_CARD_BLOCK>(section, 'kicker')
  const cta = meta<typeof DOOR_CARD_BLOCK>(section, 'linkLabel')
  return (
    <article className="j-door" data-block={section.type} data-section={section.id}>
      {art && (
        <div className="j-door-art">
          <img src={art} alt={meta<typeof DOOR_CARD_BLOCK>(section, 'imageAlt')} width={720} height={440} loading={index < 2 ? 'eager' : 'lazy'} decoding="async" />
        </div>
      )}
      <div className="j-door-body">
        {kicker && <p className="j-door-kicker">{kicker}</p>}
        <Heading index={index} className="j-door-title">
          <SectionLink href={meta<typeof DOOR_CARD_BLOCK>(section, 'link')} className="j-door-link">
            {section.title}
          </SectionLink>
        </Heading>
        <div className="j-door-text">
          <RichText value={section.content} />
        </div>
        {cta && (
          <p className="j-door-cta" aria-hidden="true">
            {cta}
            <ArrowRightIcon size={18} />
          </p>
        )}
      </div>
    </article>
  )
}
