/** headline-hero: eyebrow, the headline (its last words in the brand gradient) and the lead, centred (the journal landing's hero). */
import { Heading, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'

/** The headline with `highlight` (when it ends the headline) drawn in the brand gradient. */
function Headline({ text, highlight }: { text: string; highlight: string }) {
  if (!highlight || !text.endsWith(highlight) || highlight === text) return <>{text}</>
  return (
    <>
      {text.slice(0, text.length - highlight.length)}
      <span className="text-gradient">{highlight}</span>
    </>
  )
}

export function JournalHero({ section, index }: SectionProps) {
  const title = section.content.trim() || section.title
  const eyebrow = meta(section, 'eyebrow')
  const lead = meta(section, 'subtitle')
  return (
    <header className="j-hero j-hero--landing" data-block={section.type} data-section={section.id}>
      <div className="j-hero-glow" aria-hidden="true" />
      <div className="container j-hero-inner">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <Heading index={index} className="j-hero-title">
          <Headline text={title} highlight={meta(section, 'highlight').trim()} />
        </Heading>
        {lead && <p className="j-hero-lead">{lead}</p>}
      </div>
    </header>
  )
}
