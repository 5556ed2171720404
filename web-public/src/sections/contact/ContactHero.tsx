/** contact-hero: eyebrow, headline, lead and an illustration (the contact page's hero). */
import { Heading, meta, safeHref } from '../content.tsx'
import type { SectionProps } from '../types.ts'

export function ContactHero({ section, index }: SectionProps) {
  const title = section.content.trim() || section.title
  const eyebrow = meta(section, 'eyebrow')
  const lead = meta(section, 'subtitle')
  const art = safeHref(meta(section, 'image'))
  return (
    <section className="ct-hero" data-block={section.type} data-section={section.id}>
      <div className="ct-hero-glow" aria-hidden="true" />
      <div className="container ct-hero-grid">
        <div>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <Heading index={index} className="ct-hero-title">
            {title}
          </Heading>
          {lead && <p className="ct-hero-lead">{lead}</p>}
        </div>
        {art && (
          <div className="ct-hero-art">
            <img src={art} alt={meta(section, 'imageAlt')} width={520} height={360} loading={index < 2 ? 'eager' : 'lazy'} decoding="async" fetchPriority={index === 0 ? 'high' : undefined} />
          </div>
        )}
      </div>
    </section>
  )
}
