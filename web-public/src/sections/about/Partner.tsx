/** Block `partner` (About's 'In Collaboration With'): a partner's logo, name, role, text, focus areas, key figure and link. */
import { CheckIcon, ExternalIcon } from '../../components/Icons.tsx'
import { SectionHead } from '../../components/SectionHead.tsx'
import { RichText, SectionLink, lines, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { imageSrc } from './parts.tsx'
import type { PARTNER_BLOCK } from '../../../../shared/blocks/about.ts'

export function Partner({ section, index }: SectionProps) {
  const name = meta<typeof PARTNER_BLOCK>(section, 'partnerName')
  const role = meta<typeof PARTNER_BLOCK>(section, 'partnerRole')
  const logo = imageSrc(meta<typeof PARTNER_BLOCK>(section, 'image'))
  const logoAlt = meta<typeof PARTNER_BLOCK>(section, 'imageAlt') || (name ? `${name} logo` : '')
  const url = meta<typeof PARTNER_BLOCK>(section, 'partnerUrl')
  const stat = meta<typeof PARTNER_BLOCK>(section, 'stat')
  const statLabel = meta<typeof PARTNER_BLOCK>(section, 'statLabel')
  const highlights = lines(meta<typeof PARTNER_BLOCK>(section, 'highlights'))
  const headingId = `about-${section.id}-title`
  return (
    <section className="about-section about-partner" aria-labelledby={section.title ? headingId : undefined} data-block={section.type} data-section={section.id}>
      <div className="container">
        <SectionHead name="about" align="center" eyebrow={meta<typeof PARTNER_BLOCK>(section, 'eyebrow')} title={section.title} index={index} titleId={headingId} />
        <article className="about-partner-card">
          <div className="about-partner-logo">
            {logo && <img src={logo} alt={logoAlt} width={240} height={240} loading="lazy" decoding="async" />}
          </div>
          <div className="about-partner-body">
            {role && <p className="about-card-tagline">{role}</p>}
            {name && <h3 className="about-partner-name">{name}</h3>}
            <RichText value={section.content} className="about-card-text" />
            {highlights.length > 0 && (
              <ul className="about-checks">
                {highlights.map((h, i) => (
                  <li key={i}>
                    <CheckIcon size={18} />
                    {h}
                  </li>
                ))}
              </ul>
            )}
            {url && (
              <SectionLink href={url} className="about-link" aria-label={`Visit ${name || 'our partner'} (opens in a new tab)`}>
                Visit {name || 'our partner'}
                <ExternalIcon size={16} />
              </SectionLink>
            )}
          </div>
          {(stat || statLabel) && (
            <p className="about-partner-stat">
              <strong>{stat}</strong>
              <span>{statLabel}</span>
            </p>
          )}
        </article>
      </div>
    </section>
  )
}
