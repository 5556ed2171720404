/** Pieces the media blocks share: a section head and an empty state. */
import type { ReactNode } from 'react'
import type { Section } from '../../../../shared/api/pages.ts'
import { Heading, Paragraphs } from '../content.tsx'

export function SectionHead({ section, index, titleId, eyebrow }: { section: Section; index: number; titleId: string; eyebrow?: string }) {
  return (
    <div className="md-head">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <Heading index={index} id={titleId} className="md-title">
        {section.title}
      </Heading>
      <div className="md-lead">
        <Paragraphs text={section.content} />
      </div>
    </div>
  )
}

export function MediaEmpty({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <div className="md-empty">
      <span className="md-empty-icon" aria-hidden="true">
        {icon}
      </span>
      <div>
        {title && <h3 className="md-empty-title">{title}</h3>}
        {text && <p className="md-empty-text">{text}</p>}
      </div>
    </div>
  )
}
