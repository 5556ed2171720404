/** Block `stats-hero` (About's 'Born for Hypermobility'): eyebrow, heading whose last word glows, lead, a button, key figures and art. */
import { ArrowRightIcon } from '../../components/Icons.tsx'
import { PageHero } from '../../components/PageHero.tsx'
import { SectionLink, items, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { Highlighted, imageSrc } from './parts.tsx'
import type { STATS_HERO_BLOCK } from '../../../../shared/blocks/about.ts'

export function StatsHero({ section, index }: SectionProps) {
  const title = section.content.trim() || section.title
  const eyebrow = meta<typeof STATS_HERO_BLOCK>(section, 'eyebrow')
  const subtitle = meta<typeof STATS_HERO_BLOCK>(section, 'subtitle')
  const link = meta<typeof STATS_HERO_BLOCK>(section, 'link')
  const linkText = meta<typeof STATS_HERO_BLOCK>(section, 'linkText')
  const art = imageSrc(meta<typeof STATS_HERO_BLOCK>(section, 'image'))
  const artAlt = meta<typeof STATS_HERO_BLOCK>(section, 'imageAlt')
  const stats = items<typeof STATS_HERO_BLOCK>(section).filter((s) => s.value || s.label)
  const headingId = `about-${section.id}-title`
  return (
    <PageHero
      name="about-hero"
      block={section}
      index={index}
      titleId={headingId}
      eyebrow={eyebrow}
      title={<Highlighted text={title} />}
      lead={subtitle}
      art={art && <img src={art} alt={artAlt} width={560} height={480} loading={index === 0 ? 'eager' : 'lazy'} decoding="async" />}
    >
      {link && linkText && (
        <SectionLink href={link} className="btn btn-primary btn-lg about-hero-cta">
          {linkText}
          <ArrowRightIcon size={18} />
        </SectionLink>
      )}
      {stats.length > 0 && (
        <ul className="about-stats">
          {stats.map((s, i) => (
            <li key={i}>
              <strong>{s.value}</strong>
              <span>{s.label}</span>
            </li>
          ))}
        </ul>
      )}
    </PageHero>
  )
}
