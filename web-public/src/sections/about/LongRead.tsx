/** Block `long-read` (About's 'What We Stand For'): a heading beside paragraphs, the first shown and the rest behind Read More / Read Less. */
import { SectionHead } from '../../components/SectionHead.tsx'
import { meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { FoldedText } from './parts.tsx'
import type { LONG_READ_BLOCK } from '../../../../shared/blocks/about.ts'

export function LongRead({ section, index }: SectionProps) {
  const headingId = `about-${section.id}-title`
  return (
    <section
      className="about-section about-stand"
      aria-labelledby={section.title ? headingId : undefined}
      data-block={section.type}
      data-section={section.id}
    >
      <div className="container about-stand-grid">
        <SectionHead name="about" eyebrow={meta<typeof LONG_READ_BLOCK>(section, 'eyebrow')} title={section.title} index={index} titleId={headingId} align="start" />
        <FoldedText text={section.content} className="about-prose about-prose--lg" />
      </div>
    </section>
  )
}
