/**
 * The closing call to action (public-site §2 Journal landing): the story-cta text with the
 * contact-button section as its main button (to /contact) and a second link (to /about). The
 * first visible of the two draws both (group.ts).
 */
import { ArrowRightIcon } from '../../components/Icons.tsx'
import { Heading, Paragraphs, SectionLink, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { groupOf } from './group.ts'

export const CTA_IDS = ['story-cta', 'contact-button'] as const

export function StoryCta({ section, page, index }: SectionProps) {
  const group = groupOf(page, section, CTA_IDS)
  if (!group) return null
  const story = group.find((s) => s.id === 'story-cta')
  const button = group.find((s) => s.id === 'contact-button')
  const secondLabel = story ? meta(story, 'secondLabel') : ''
  const titleId = 'journal-cta-title'
  return (
    <section className="container" aria-labelledby={story?.title ? titleId : undefined} data-section={section.id}>
      <div className="j-cta j-cta--wide">
        {story && (
          <div>
            {story.title && (
              <Heading index={index} id={titleId} className="j-cta-title">
                {story.title}
              </Heading>
            )}
            <div className="j-cta-text">
              <Paragraphs text={story.content} />
            </div>
          </div>
        )}
        <div className="j-cta-actions">
          {button && (
            <SectionLink href={meta(button, 'link')} className="btn btn-primary btn-lg">
              {button.content.trim() || button.title}
              <ArrowRightIcon size={18} />
            </SectionLink>
          )}
          {story && secondLabel && (
            <SectionLink href={meta(story, 'secondLink')} className="btn btn-secondary btn-lg">
              {secondLabel}
            </SectionLink>
          )}
        </div>
      </div>
    </section>
  )
}
