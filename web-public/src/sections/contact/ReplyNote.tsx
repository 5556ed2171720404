/** reply-note: a short highlighted note with an icon the editor picks (the contact page's 24-hour response note). */
import { useId } from 'react'
import { BlockIcon } from '../../components/BlockIcon.tsx'
import { Heading, RichText, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import type { REPLY_NOTE_BLOCK } from '../../../../shared/blocks/contact.ts'

export function ReplyNote({ section, index }: SectionProps) {
  const titleId = useId()
  const icon = meta<typeof REPLY_NOTE_BLOCK>(section, 'icon')
  return (
    <section className="ct-note" aria-labelledby={section.title ? titleId : undefined} data-block={section.type} data-section={section.id}>
      {icon && (
        <span className="ct-note-icon" aria-hidden="true">
          <BlockIcon name={icon} size={22} />
        </span>
      )}
      <div>
        {section.title && (
          <Heading index={index} id={titleId} className="ct-note-title">
            {section.title}
          </Heading>
        )}
        <div className="ct-note-text">
          <RichText value={section.content} />
        </div>
      </div>
    </section>
  )
}
