/** Pieces the home sections share: a title with a highlighted phrase, and a section's head. */
import type { Section } from '../../../../shared/api/pages.ts'
import type { BlockWith } from '../../../../shared/blocks/fields.ts'
import { SectionHead as Head } from '../../components/SectionHead.tsx'
import { meta } from '../content.tsx'

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

/** The blocks drawn with SectionHead: each declares an eyebrow and a highlight (EYEBROW, HIGHLIGHT in shared/blocks/home.ts). */
type HeadBlock = BlockWith<'eyebrow' | 'highlight'>

/** A home section's head (components/SectionHead.tsx) from its section: eyebrow, title with its highlight (h1 on the page's first section), intro. */
export function SectionHead({ section, index, align }: { section: Section; index: number; align: 'center' | 'split' }) {
  return (
    <Head
      name="home"
      align={align}
      grouped
      eyebrow={meta<HeadBlock>(section, 'eyebrow')}
      title={<Highlight text={section.title} highlight={meta<HeadBlock>(section, 'highlight')} />}
      titleId={titleId(section)}
      index={index}
      intro={section.content}
    />
  )
}
