/** Generic banner section: the banner title (content, else title) and its subtitle, on the brand gradient. */
import { Heading, SectionLink, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'

export function BannerSection({ section, index }: SectionProps) {
  const title = section.content.trim() || section.title
  const subtitle = meta(section, 'subtitle')
  const link = meta(section, 'link')
  const linkText = meta(section, 'linkText')
  return (
    <section className="gs gs-banner" data-block="banner" data-section={section.id}>
      <div className="container">
        <div className="gs-banner-inner">
          <Heading index={index} className="gs-banner-title">{title}</Heading>
          {subtitle && <p className="gs-banner-subtitle">{subtitle}</p>}
          {link && linkText && (
            <SectionLink href={link} className="btn btn-on-dark btn-lg">
              {linkText}
            </SectionLink>
          )}
        </div>
      </div>
    </section>
  )
}
