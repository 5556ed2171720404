/**
 * story-cta and story-button: the closing call to action (public-site §2 Journal landing). Each draws
 * only itself; side by side in their row (`story`) they make one panel (journal-blocks.css): the
 * heading and text with the quieter second link (to /about), then the primary button (to /contact).
 */
import { useId } from 'react'
import { ArrowRightIcon } from '../../components/Icons.tsx'
import { Heading, RichText, SectionLink, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import type { STORY_BUTTON_BLOCK, STORY_CTA_BLOCK } from '../../../../shared/blocks/journal.ts'

export function StoryCta({ section, index }: SectionProps) {
  const titleId = useId()
  const secondLabel = meta<typeof STORY_CTA_BLOCK>(section, 'secondLabel')
  return (
    <section className="j-story" aria-labelledby={section.title ? titleId : undefined} data-block={section.type} data-section={section.id}>
      <div className="j-story-copy">
        {section.title && (
          <Heading index={index} id={titleId} className="j-cta-title">
            {section.title}
          </Heading>
        )}
        <div className="j-cta-text">
          <RichText value={section.content} />
        </div>
      </div>
      {secondLabel && (
        <SectionLink href={meta<typeof STORY_CTA_BLOCK>(section, 'secondLink')} className="btn btn-secondary btn-lg">
          {secondLabel}
        </SectionLink>
      )}
    </section>
  )
}

export function StoryButton({ section }: SectionProps) {
  const label = section.content.trim() || section.title
  if (!label) return null
  return (
    <div className="j-story-button" data-block={section.type} data-section={section.id}>
      <SectionLink href={meta<typeof STORY_BUTTON_BLOCK>(section, 'link')} className="btn btn-primary btn-lg">
        {label}
        <ArrowRightIcon size={18} />
      </SectionLink>
    </div>
  )
}
