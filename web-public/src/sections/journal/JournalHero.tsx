/** headline-hero: eyebrow, the headline (its last words in the brand gradient) and the lead, centred (the journal landing's hero). */
import { PageHero } from '../../components/PageHero.tsx'
import { meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import type { HEADLINE_HERO_BLOCK } from '../../../../shared/blocks/journal.ts'

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
  const eyebrow = meta<typeof HEADLINE_HERO_BLOCK>(section, 'eyebrow')
  const lead = meta<typeof HEADLINE_HERO_BLOCK>(section, 'subtitle')
  return (
    <PageHero
      name="j-hero"
      as="header"
      className="j-hero--landing"
      block={section}
      index={index}
      eyebrow={eyebrow}
      title={<Headline text={title} highlight={meta<typeof HEADLINE_HERO_BLOCK>(section, 'highlight').trim()} />}
      lead={lead}
    />
  )
}
