/** Generic text section: a heading and multi-line text. */
import { Heading, RichText } from '../content.tsx'
import type { SectionProps } from '../types.ts'

export function TextSection({ section, index }: SectionProps) {
  const headingId = `section-${section.id}-title`
  return (
    <section className="gs gs-text" aria-labelledby={section.title ? headingId : undefined} data-block="text" data-section={section.id}>
      <div className="container gs-narrow">
        {section.title && <Heading index={index} id={headingId} className="gs-title">{section.title}</Heading>}
        <div className="gs-body">
          <RichText value={section.content} />
        </div>
      </div>
    </section>
  )
}
