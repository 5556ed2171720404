/**
 * Block `careers-hero` (Careers' 'Build the Future of Hypermobility'): eyebrow, heading, lead, key
 * figures, art and a button. A button whose link is `#<id>` glides to the element with that id on
 * the page (smoothly; at once with reduced motion) and moves focus there: on the seeded page
 * `#join-our-movement`, the join-movement block (whose section id is its anchor). Any other link is
 * followed as a link.
 */
import type { MouseEvent } from 'react'
import { ArrowRightIcon } from '../../components/Icons.tsx'
import { PageHero } from '../../components/PageHero.tsx'
import { SectionLink, items, meta, safeHref } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { REDUCED_MOTION } from './hooks.ts'
import { imageSrc } from './parts.tsx'
import type { CAREERS_HERO_BLOCK } from '../../../../shared/blocks/careers.ts'

function glideTo(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(decodeURIComponent(event.currentTarget.hash.slice(1)))
  if (!target) return // the browser follows the #hash
  event.preventDefault()
  const reduced = window.matchMedia(REDUCED_MOTION).matches
  target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' })
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
}

export function CareersHero({ section, index }: SectionProps) {
  const title = section.content.trim() || section.title
  const eyebrow = meta<typeof CAREERS_HERO_BLOCK>(section, 'eyebrow')
  const subtitle = meta<typeof CAREERS_HERO_BLOCK>(section, 'subtitle')
  const buttonText = meta<typeof CAREERS_HERO_BLOCK>(section, 'buttonText')
  const buttonLink = safeHref(meta<typeof CAREERS_HERO_BLOCK>(section, 'buttonLink'))
  const art = imageSrc(meta<typeof CAREERS_HERO_BLOCK>(section, 'image'))
  const artAlt = meta<typeof CAREERS_HERO_BLOCK>(section, 'imageAlt')
  const stats = items<typeof CAREERS_HERO_BLOCK>(section).filter((s) => s.value || s.label)
  const headingId = `careers-${section.id}-title`
  const button = buttonText && buttonLink && (
    <>
      {buttonText}
      <ArrowRightIcon size={18} className="careers-cta-arrow" />
    </>
  )
  return (
    <PageHero
      name="careers-hero"
      block={section}
      index={index}
      titleId={headingId}
      eyebrow={eyebrow}
      title={title}
      lead={subtitle}
      art={art && <img src={art} alt={artAlt} width={560} height={500} loading={index === 0 ? 'eager' : 'lazy'} decoding="async" />}
    >
      {button &&
        (buttonLink.startsWith('#') ? (
          <a href={buttonLink} className="btn btn-primary btn-lg careers-hero-cta" onClick={glideTo}>
            {button}
          </a>
        ) : (
          <SectionLink href={buttonLink} className="btn btn-primary btn-lg careers-hero-cta">
            {button}
          </SectionLink>
        ))}
      {stats.length > 0 && (
        <ul className="careers-stats">
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
