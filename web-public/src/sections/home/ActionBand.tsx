/**
 * The home page's button sections (early-access, read-about-us, hyperbuilt-subscribe): a short
 * line (metadata.text) and the button (content) to metadata.link; metadata.style primary or
 * secondary.
 */
import { ArrowRightIcon } from '../../components/Icons.tsx'
import { Heading, SectionLink, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'

export function ActionBand({ section, index }: SectionProps) {
  const label = section.content.trim() || section.title
  const text = meta(section, 'text')
  const style = meta(section, 'style') === 'secondary' ? 'btn-secondary' : 'btn-primary'
  return (
    <section className="home-action" data-section={section.id}>
      <div className="container">
        <div className="home-action-inner">
          {index === 0 && <Heading index={0} className="home-title">{section.title}</Heading>}
          {text && <p className="home-action-text">{text}</p>}
          <SectionLink href={meta(section, 'link')} className={`btn btn-lg ${style}`}>
            {label}
            <ArrowRightIcon size={18} />
          </SectionLink>
        </div>
      </div>
    </section>
  )
}
