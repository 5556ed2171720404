/**
 * The `statement` block (shared/blocks/home.ts; Home's 'Hypermobility'): a statement panel. Title
 * as its label (the block's heading), the first paragraph of the content as the statement, the rest
 * as its follow-up; metadata.pillars: one word per line.
 */
import { Heading, RichText, lines, meta, richBlocks } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { titleId } from './parts.tsx'
import type { STATEMENT_BLOCK } from '../../../../shared/blocks/home.ts'

export function Statement({ section, index }: SectionProps) {
  const [statement, ...rest] = richBlocks(section.content)
  const pillars = lines(meta<typeof STATEMENT_BLOCK>(section, 'pillars'))
  return (
    <section className="home-section home-statement" aria-labelledby={titleId(section)} data-block={section.type} data-section={section.id}>
      <div className="container">
        <div className="home-statement-panel">
          <div className="home-statement-glow" aria-hidden="true" />
          <Heading index={index} id={titleId(section)} className="home-statement-label">
            {section.title}
          </Heading>
          {statement && <RichText blocks={[statement]} className="home-statement-text" />}
          <RichText blocks={rest} className="home-statement-more" />
          {pillars.length > 0 && (
            <ul className="home-statement-pillars" aria-label="Pillars">
              {pillars.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  )
}
