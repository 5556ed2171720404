/**
 * The `action-band` block (shared/blocks/home.ts; Home's early-access, read-about-us and
 * hyperbuilt-subscribe): a short line (metadata.text) and the button (content; the title when
 * empty) to metadata.link. metadata.style: primary | secondary button; metadata.layout: panel (a
 * tinted box, the line beside the button on wide screens) | plain (centred); metadata.spacing:
 * tucked (drawn up under the block above) | close (a small gap) | open (a section's full space).
 * The title is drawn only when the band opens the page (it then carries the page's h1); elsewhere
 * it is the band's visually hidden heading.
 */
import { ArrowRightIcon } from '../../components/Icons.tsx'
import { Heading, HiddenHeading, SectionLink, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import type { ACTION_BAND_BLOCK } from '../../../../shared/blocks/home.ts'

const LAYOUTS = ['panel', 'plain']
const SPACINGS = ['tucked', 'close', 'open']

export function ActionBand({ section, index }: SectionProps) {
  const label = section.content.trim() || section.title
  const text = meta<typeof ACTION_BAND_BLOCK>(section, 'text')
  const style = meta<typeof ACTION_BAND_BLOCK>(section, 'style') === 'secondary' ? 'btn-secondary' : 'btn-primary'
  const layout = LAYOUTS.includes(meta<typeof ACTION_BAND_BLOCK>(section, 'layout')) ? meta<typeof ACTION_BAND_BLOCK>(section, 'layout') : 'plain'
  const spacing = SPACINGS.includes(meta<typeof ACTION_BAND_BLOCK>(section, 'spacing')) ? meta<typeof ACTION_BAND_BLOCK>(section, 'spacing') : 'open'
  return (
    <section className={`home-action home-action--${layout} home-action--${spacing}`} data-block={section.type} data-section={section.id}>
      <div className="container">
        <div className="home-action-inner">
          {index === 0 ? <Heading index={0} className="home-title">{section.title}</Heading> : <HiddenHeading index={index}>{section.title || label}</HiddenHeading>}
          {text && <p className="home-action-text">{text}</p>}
          <SectionLink href={meta<typeof ACTION_BAND_BLOCK>(section, 'link')} className={`btn btn-lg ${style}`}>
            {label}
            <ArrowRightIcon size={18} />
          </SectionLink>
        </div>
      </div>
    </section>
  )
}
