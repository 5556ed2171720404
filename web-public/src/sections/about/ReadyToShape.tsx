/**
 * The closing banner ('Ready to Shape the Future?') and the 'Explore Careers' button. They are two
 * sections (each can be hidden or moved), drawn as one banner while the button directly follows it:
 * the banner then carries the button and the button's own section draws nothing.
 */
import { ArrowRightIcon } from '../../components/Icons.tsx'
import type { PublicPage, Section } from '../../../../shared/api/pages.ts'
import { Heading, SectionLink, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'

const BANNER_ID = 'ready-to-shape'
const BUTTON_ID = 'explore-careers'

function neighbour(page: PublicPage, id: string, step: 1 | -1): Section | undefined {
  const visible = page.sections.filter((s) => s.visible)
  const at = visible.findIndex((s) => s.id === id)
  return at < 0 ? undefined : visible[at + step]
}

function CareersButton({ section, onDark }: { section: Section; onDark: boolean }) {
  const label = section.content.trim() || section.title
  return (
    <SectionLink href={meta(section, 'link')} className={`btn btn-lg ${onDark ? 'btn-on-dark' : 'btn-primary'}`}>
      {label}
      <ArrowRightIcon size={18} />
    </SectionLink>
  )
}

export function ReadyToShape({ section, page, index }: SectionProps) {
  const next = neighbour(page, section.id, 1)
  const button = next?.id === BUTTON_ID && next.type === 'button' ? next : undefined
  const title = section.content.trim() || section.title
  const eyebrow = meta(section, 'eyebrow')
  const subtitle = meta(section, 'subtitle')
  const link = meta(section, 'link')
  const linkText = meta(section, 'linkText')
  const headingId = `about-${section.id}-title`
  return (
    <section className="about-section about-ready" aria-labelledby={headingId} data-section={section.id}>
      <div className="container">
        <div className="about-ready-inner">
          <div className="about-ready-rings" aria-hidden="true" />
          {eyebrow && <p className="about-ready-eyebrow">{eyebrow}</p>}
          <Heading index={index} id={headingId} className="about-ready-title">
            {title}
          </Heading>
          {subtitle && <p className="about-ready-subtitle">{subtitle}</p>}
          {(button || (link && linkText)) && (
            <div className="about-ready-actions">
              {button && <CareersButton section={button} onDark />}
              {link && linkText && (
                <SectionLink href={link} className="btn btn-lg about-btn-outline">
                  {linkText}
                </SectionLink>
              )}
            </div>
          )}
        </div>
      </div>
    </section>
  )
}

export function ExploreCareers({ section, page, index }: SectionProps) {
  const previous = neighbour(page, section.id, -1)
  if (previous?.id === BANNER_ID && previous.type === 'banner') return null // drawn inside the banner
  return (
    <section className="about-section about-explore" data-section={section.id}>
      <div className="container about-explore-inner">
        {index === 0 && section.title && (
          <Heading index={0} className="about-title">
            {section.title}
          </Heading>
        )}
        <CareersButton section={section} onDark={false} />
      </div>
    </section>
  )
}
