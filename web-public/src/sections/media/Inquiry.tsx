/**
 * The press inquiry banner (block `press-inquiry`; public-site §2 Media, §9): the reply promise, a
 * button to a page (/contact by default) and a contact call to action (an e-mail to the contact
 * address from the public settings). Its section id is its element id, so a hero can jump to it.
 */
import { ArrowRightIcon, MailIcon } from '../../components/Icons.tsx'
import { contactEmail } from '../../lib/settings.ts'
import { useSite } from '../../lib/site.tsx'
import { Heading, SectionLink, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { ClockIcon } from './icons.tsx'
import { anchorId } from './jump.ts'
import type { PRESS_INQUIRY_BLOCK } from '../../../../shared/blocks/media.ts'

export function Inquiry({ section, index }: SectionProps) {
  const { settings } = useSite()
  const title = section.content.trim() || section.title
  const promise = meta<typeof PRESS_INQUIRY_BLOCK>(section, 'promise')
  const subtitle = meta<typeof PRESS_INQUIRY_BLOCK>(section, 'subtitle')
  const linkLabel = meta<typeof PRESS_INQUIRY_BLOCK>(section, 'linkLabel')
  const secondLabel = meta<typeof PRESS_INQUIRY_BLOCK>(section, 'secondLabel')
  const titleId = `media-${section.id}-title`
  return (
    <section id={anchorId(section.id) || undefined} tabIndex={-1} className="md-inquiry" aria-labelledby={titleId} data-block={section.type} data-section={section.id}>
      <div className="container">
        <div className="md-inquiry-inner">
          <div className="md-inquiry-copy">
            {promise && (
              <p className="md-promise">
                <ClockIcon size={18} />
                {promise}
              </p>
            )}
            <Heading index={index} id={titleId} className="md-inquiry-title">
              {title}
            </Heading>
            {subtitle && <p className="md-inquiry-text">{subtitle}</p>}
          </div>
          <div className="md-inquiry-actions">
            {linkLabel && (
              <SectionLink href={meta<typeof PRESS_INQUIRY_BLOCK>(section, 'link')} className="btn btn-on-dark btn-lg">
                {linkLabel}
                <ArrowRightIcon size={18} />
              </SectionLink>
            )}
            {secondLabel && (
              <a href={`mailto:${contactEmail(settings)}`} className="btn btn-lg md-btn-outline">
                <MailIcon size={18} />
                {secondLabel}
              </a>
            )}
          </div>
        </div>
      </div>
    </section>
  )
}
