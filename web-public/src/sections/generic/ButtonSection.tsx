/** Generic button section: the button text (content) linking to metadata.link, under its title: shown when the block opens the page, else visually hidden. */
import { Heading, HiddenHeading, SectionLink, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import type { BUTTON_BLOCK } from '../../../../shared/blocks/catalogue.ts'

export function ButtonSection({ section, index }: SectionProps) {
  const label = section.content.trim() || section.title
  return (
    <section className="gs gs-button" data-block="button" data-section={section.id}>
      <div className="container gs-center">
        {index === 0 && section.title ? <Heading index={0} className="gs-title">{section.title}</Heading> : <HiddenHeading index={index}>{section.title || label}</HiddenHeading>}
        <SectionLink href={meta<typeof BUTTON_BLOCK>(section, 'link')} className="btn btn-primary btn-lg">
          {label}
        </SectionLink>
      </div>
    </section>
  )
}
