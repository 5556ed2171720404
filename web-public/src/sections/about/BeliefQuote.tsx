/** Block `belief-quote` (About's 'The Future is Human + Tech'): the text, folded behind Read More / Read Less, beside art and a quote. */
import { SectionHead } from '../../components/SectionHead.tsx'
import { meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { FoldedText, imageSrc } from './parts.tsx'
import type { BELIEF_QUOTE_BLOCK } from '../../../../shared/blocks/about.ts'

export function BeliefQuote({ section, index }: SectionProps) {
  const art = imageSrc(meta<typeof BELIEF_QUOTE_BLOCK>(section, 'image'))
  const artAlt = meta<typeof BELIEF_QUOTE_BLOCK>(section, 'imageAlt')
  const quote = meta<typeof BELIEF_QUOTE_BLOCK>(section, 'quote')
  const author = meta<typeof BELIEF_QUOTE_BLOCK>(section, 'quoteAuthor')
  const headingId = `about-${section.id}-title`
  return (
    <section className="about-section about-human" aria-labelledby={section.title ? headingId : undefined} data-block={section.type} data-section={section.id}>
      <div className="container about-split">
        <div className="about-split-copy">
          <SectionHead name="about" eyebrow={meta<typeof BELIEF_QUOTE_BLOCK>(section, 'eyebrow')} title={section.title} index={index} titleId={headingId} align="start" />
          <FoldedText text={section.content} className="about-prose" />
        </div>
        {(art || quote) && (
          <figure className="about-human-figure">
            {art && <img src={art} alt={artAlt} width={520} height={440} loading={index === 0 ? 'eager' : 'lazy'} decoding="async" />}
            {quote && (
              <figcaption className="about-quote">
                <svg className="about-quote-mark" width="34" height="26" viewBox="0 0 34 26" aria-hidden="true" focusable="false">
                  <path d="M0 26V15.6C0 6.8 4.6 1.6 13.4 0l1.4 4.2C9.8 5.6 7.6 8.4 7.4 12.6H14V26Zm19.2 0V15.6C19.2 6.8 23.8 1.6 32.6 0L34 4.2c-5 1.4-7.2 4.2-7.4 8.4h6.6V26Z" fill="currentColor" />
                </svg>
                <blockquote>
                  <p>{quote}</p>
                </blockquote>
                {author && <p className="about-quote-author">{author}</p>}
              </figcaption>
            )}
          </figure>
        )}
      </div>
    </section>
  )
}
