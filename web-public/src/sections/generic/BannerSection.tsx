/** Generic banner section: the banner title (content, else title) and its subtitle, on the brand gradient. */
import { Heading, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import type { BANNER_BLOCK } from '../../../../shared/blocks/catalogue.ts'

export function BannerSection({ section, index }: SectionProps) {
  const title = section.content.trim() || section.title
  const subtitle = meta<typeof BANNER_BLOCK>(section, 'subtitle')
  return (
    <section className="gs gs-banner" data-block="banner" data-section={section.id}>
      <div className="container">
        <div className="gs-banner-inner">
          <Heading index={index} className="gs-banner-title">{title}</Heading>
          {subtitle && <p className="gs-banner-subtitle">{subtitle}</p>}
        </div>
      </div>
    </section>
  )
}
