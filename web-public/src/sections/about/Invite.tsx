/**
 * Blocks `invite-banner` (About's closing 'Ready to Shape the Future?') and `invite-button` ('Explore
 * Careers'). Each draws only itself; both declare the row `invite`, so SectionList wraps neighbours
 * in `.block-row--invite`, and about.css lays a banner followed by a button out as one deep green
 * card with the button inside it (the button turns white there). Hidden, moved or alone, each block
 * still draws itself: the banner as its own card, the button as a green button on the page.
 */
import { ArrowRightIcon } from '../../components/Icons.tsx'
import { Heading, HiddenHeading, SectionLink, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import type { INVITE_BUTTON_BLOCK, INVITE_BANNER_BLOCK } from '../../../../shared/blocks/about.ts'

export function InviteBanner({ section, index }: SectionProps) {
  const title = section.content.trim() || section.title
  const eyebrow = meta<typeof INVITE_BANNER_BLOCK>(section, 'eyebrow')
  const subtitle = meta<typeof INVITE_BANNER_BLOCK>(section, 'subtitle')
  const link = meta<typeof INVITE_BANNER_BLOCK>(section, 'link')
  const linkText = meta<typeof INVITE_BANNER_BLOCK>(section, 'linkText')
  const headingId = `about-${section.id}-title`
  return (
    <section className="about-section about-ready" aria-labelledby={headingId} data-block={section.type} data-section={section.id}>
      <div className="container">
        <div className="about-ready-inner">
          <div className="about-ready-rings" aria-hidden="true" />
          {eyebrow && <p className="about-ready-eyebrow">{eyebrow}</p>}
          <Heading index={index} id={headingId} className="about-ready-title">
            {title}
          </Heading>
          {subtitle && <p className="about-ready-subtitle">{subtitle}</p>}
          {link && linkText && (
            <div className="about-ready-actions">
              <SectionLink href={link} className="btn btn-lg about-btn-outline">
                {linkText}
              </SectionLink>
            </div>
          )}
        </div>
      </div>
    </section>
  )
}

export function InviteButton({ section, index }: SectionProps) {
  const label = section.content.trim() || section.title
  return (
    <section className="about-section about-explore" data-block={section.type} data-section={section.id}>
      <div className="container about-explore-inner">
        {index === 0 && section.title ? (
          <Heading index={0} className="about-title">
            {section.title}
          </Heading>
        ) : (
          <HiddenHeading index={index}>{section.title || label}</HiddenHeading>
        )}
        <SectionLink href={meta<typeof INVITE_BUTTON_BLOCK>(section, 'link')} className="btn btn-lg btn-primary about-explore-btn">
          {label}
          <ArrowRightIcon size={18} />
        </SectionLink>
      </div>
    </section>
  )
}
