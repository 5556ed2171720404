/** Pieces the media blocks share (their heads: components/SectionHead.tsx): an empty state. */
import type { ReactNode } from 'react'

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
