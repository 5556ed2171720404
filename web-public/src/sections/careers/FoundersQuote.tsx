/** Block `founders-quote`: the words (content) on a card, who said them and their role. */
import { Heading, RichText, meta, richBlocks } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import type { FOUNDERS_QUOTE_BLOCK } from '../../../../shared/blocks/careers.ts'

export function FoundersQuote({ section, index }: SectionProps) {
  const attribution = meta<typeof FOUNDERS_QUOTE_BLOCK>(section, 'attribution')
  const role = meta<typeof FOUNDERS_QUOTE_BLOCK>(section, 'role')
  const words = richBlocks(section.content)
  const headingId = `careers-${section.id}-title`
  if (words.length === 0) return null
  return (
    <section className="careers-section careers-quote" aria-labelledby={section.title ? headingId : undefined} data-block={section.type} data-section={section.id}>
      <div className="container">
        <figure className="careers-quote-card">
          {section.title && (
            <Heading index={index} id={headingId} className="careers-quote-label">
              {section.title}
            </Heading>
          )}
          <svg className="careers-quote-mark" width="48" height="36" viewBox="0 0 34 26" aria-hidden="true" focusable="false">
            <path d="M0 26V15.6C0 6.8 4.6 1.6 13.4 0l1.4 4.2C9.8 5.6 7.6 8.4 7.4 12.6H14V26Zm19.2 0V15.6C19.2 6.8 23.8 1.6 32.6 0L34 4.2c-5 1.4-7.2 4.2-7.4 8.4h6.6V26Z" fill="currentColor" />
          </svg>
          <blockquote className="careers-quote-text">
            <RichText blocks={words} />
          </blockquote>
          {(attribution || role) && (
            <figcaption className="careers-quote-by">
              {attribution && <strong>{attribution}</strong>}
              {role && <span>{role}</span>}
            </figcaption>
          )}
        </figure>
      </div>
    </section>
  )
}
