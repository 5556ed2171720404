/**
 * Careers hero: eyebrow, title, lead, key figures, art and the 'Join Our Movement' button, which
 * scrolls smoothly (instantly with reduced motion) to the section with id join-our-movement and
 * moves focus there. Without that section on the page the button is left out.
 */
import type { MouseEvent } from 'react'
import { ArrowRightIcon } from '../../components/Icons.tsx'
import { Heading, items, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { REDUCED_MOTION } from './hooks.ts'
import { JOIN_ID, imageSrc } from './parts.tsx'

function scrollToJoin(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(JOIN_ID)
  if (!target) return // the browser follows the #hash
  event.preventDefault()
  const reduced = window.matchMedia(REDUCED_MOTION).matches
  target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' })
  target.focus({ preventScroll: true })
}

export function CareersHero({ section, page, index }: SectionProps) {
  const title = section.content.trim() || section.title
  const eyebrow = meta(section, 'eyebrow')
  const subtitle = meta(section, 'subtitle')
  const buttonText = meta(section, 'buttonText')
  const art = imageSrc(meta(section, 'image'))
  const stats = items(section).filter((s) => s.value || s.label)
  const hasJoin = page.sections.some((s) => s.id === JOIN_ID && s.visible)
  const headingId = `careers-${section.id}-title`
  return (
    <section className="careers-hero" aria-labelledby={headingId} data-section={section.id}>
      <div className="careers-hero-glow" aria-hidden="true" />
      <div className="container careers-hero-grid">
        <div className="careers-hero-copy">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <Heading index={index} id={headingId} className="careers-hero-title">
            {title}
          </Heading>
          {subtitle && <p className="careers-hero-lead">{subtitle}</p>}
          {buttonText && hasJoin && (
            <a href={`#${JOIN_ID}`} className="btn btn-primary btn-lg careers-hero-cta" onClick={scrollToJoin}>
              {buttonText}
              <ArrowRightIcon size={18} className="careers-cta-arrow" />
            </a>
          )}
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
        </div>
        {art && (
          <div className="careers-hero-art">
            <img src={art} alt="" width={560} height={500} loading={index === 0 ? 'eager' : 'lazy'} decoding="async" />
          </div>
        )}
      </div>
    </section>
  )
}
