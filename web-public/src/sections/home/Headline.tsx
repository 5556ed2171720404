/**
 * The `headline` block (shared/blocks/home.ts; Home's 'The World Demands a New Era'): a very large
 * title (eyebrow, highlight) beside an editorial text whose first paragraph stands out.
 */
import { Heading, RichText, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { Highlight, titleId } from './parts.tsx'
import type { HEADLINE_BLOCK } from '../../../../shared/blocks/home.ts'

export function Headline({ section, index }: SectionProps) {
  const eyebrow = meta<typeof HEADLINE_BLOCK>(section, 'eyebrow')
  return (
    <section className="home-section home-era" aria-labelledby={titleId(section)} data-block={section.type} data-section={section.id}>
      <div className="container home-era-grid">
        <div>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <Heading index={index} id={titleId(section)} className="home-title home-era-title">
            <Highlight text={section.title} highlight={meta<typeof HEADLINE_BLOCK>(section, 'highlight')} />
          </Heading>
        </div>
        <div className="home-era-text">
          <RichText value={section.content} />
        </div>
      </div>
    </section>
  )
}
