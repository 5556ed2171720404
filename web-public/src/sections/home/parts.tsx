/** Pieces the home sections share: a title with a highlighted phrase, and a section's head. */
import type { Section } from '../../../../shared/api/pages.ts'
import { Heading, Paragraphs, meta } from '../content.tsx'

/** `text` with its first `highlight` (metadata.highlight, case-sensitive) drawn in the brand gradient. */
export function Highlight({ text, highlight }: { text: string; highlight: string }) {
  const at = highlight ? text.indexOf(highlight) : -1
  if (at < 0) return <>{text}</>
  return (
    <>
      {text.slice(0, at)}
      <span className="text-gradient">{highlight}</span>
      {text.slice(at + highlight.length)}
    </>
  )
}

/** The section's id for aria-labelledby. */
export const titleId = (section: Section) => `home-${section.id}-title`

/** Eyebrow, title (h1 on the page's first section) and intro text of a home section. */
export function SectionHead({ section, index, className = 'home-head', intro = true }: { section: Section; index: number; className?: string; intro?: boolean }) {
  const eyebrow = meta(section, 'eyebrow')
  return (
    <header className={className}>
      <div className="home-head-main">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <Heading index={index} id={titleId(section)} className="home-title">
          <Highlight text={section.title} highlight={meta(section, 'highlight')} />
        </Heading>
      </div>
      {intro && section.content && (
        <div className="home-intro">
          <Paragraphs text={section.content} />
        </div>
      )}
    </header>
  )
}
