/**
 * Block `perk-grid` (Careers' Perks & Benefits, public-site §2, §4, §9): the cards in a grid on desktop; on phones a carousel
 * that advances every 4 s and wraps, with previous/next buttons, dots, a horizontal swipe (> 50 px)
 * and arrow keys. It pauses while hovered or focused, when the visitor pauses it, and never runs
 * with reduced motion. Timers run only while the phone layout shows (never under the desktop grid).
 */
import { useEffect, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react'
import { ChevronDownIcon } from '../../components/Icons.tsx'
import { SectionHead } from '../../components/SectionHead.tsx'
import { items, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { REDUCED_MOTION, useMediaQuery } from './hooks.ts'
import { Card, cardItems } from './parts.tsx'
import type { PERK_GRID_BLOCK } from '../../../../shared/blocks/careers.ts'

/** The width below which the perks are a carousel (careers.css uses the same breakpoint). */
export const PERKS_CAROUSEL_QUERY = '(max-width: 767.98px)'
/** Auto-advance interval (public-site §9: 4 s). */
export const PERKS_ADVANCE_MS = 4000
/** Swipe threshold (public-site §9: 50 px). */
export const SWIPE_PX = 50

function PauseGlyph({ paused }: { paused: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      {paused ? <path d="M8 5.5v13l10.5-6.5Z" /> : <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />}
    </svg>
  )
}

export function PerkGrid({ section, index }: SectionProps) {
  const perks = cardItems(items<typeof PERK_GRID_BLOCK>(section))
  const count = perks.length
  const carousel = useMediaQuery(PERKS_CAROUSEL_QUERY)
  const reduced = useMediaQuery(REDUCED_MOTION)
  const [current, setCurrent] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [paused, setPaused] = useState(false)
  const [swipeFrom, setSwipeFrom] = useState<number | null>(null)

  const active = count > 0 ? current % count : 0
  const canRotate = carousel && !reduced && count > 1
  const rotating = canRotate && !hovered && !focused && !paused

  useEffect(() => {
    if (!rotating) return
    const timer = window.setTimeout(() => setCurrent((c) => (c + 1) % count), PERKS_ADVANCE_MS)
    return () => window.clearTimeout(timer)
  }, [rotating, active, count])

  const go = (i: number) => setCurrent(((i % count) + count) % count)

  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
  }
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!carousel || count < 2) return
    if (e.key === 'ArrowRight') go(active + 1)
    else if (e.key === 'ArrowLeft') go(active - 1)
    else return
    e.preventDefault()
  }
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (carousel && e.isPrimary) setSwipeFrom(e.clientX)
  }
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (swipeFrom === null) return
    const dx = e.clientX - swipeFrom
    setSwipeFrom(null)
    if (dx < -SWIPE_PX) go(active + 1)
    else if (dx > SWIPE_PX) go(active - 1)
  }

  const headingId = `careers-${section.id}-title`
  const label = section.title || 'Perks and benefits'
  return (
    <section className="careers-section careers-band careers-perks" aria-labelledby={section.title ? headingId : undefined} data-block={section.type} data-section={section.id}>
      <div className="container">
        <SectionHead name="careers" align="center" eyebrow={meta<typeof PERK_GRID_BLOCK>(section, 'eyebrow')} title={section.title} intro={section.content} index={index} titleId={headingId} />
        {count > 0 && (
          <div
            className="careers-carousel"
            role={carousel ? 'region' : undefined}
            aria-roledescription={carousel ? 'carousel' : undefined}
            aria-label={carousel ? label : undefined}
            onFocus={() => setFocused(true)}
            onBlur={onBlur}
            onKeyDown={onKeyDown}
            onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
            onPointerLeave={(e) => e.pointerType === 'mouse' && setHovered(false)}
          >
            <div className="careers-carousel-viewport" onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => setSwipeFrom(null)}>
              <ul
                className="careers-carousel-track"
                style={{ '--slide': active } as React.CSSProperties}
                aria-label={carousel ? undefined : label}
                aria-live={carousel && !rotating ? 'polite' : 'off'}
              >
                {perks.map((perk, i) => (
                  <li key={i} className="careers-carousel-slide" inert={carousel && i !== active}>
                    <div
                      className="careers-slide-inner"
                      role={carousel ? 'group' : undefined}
                      aria-roledescription={carousel ? 'slide' : undefined}
                      aria-label={carousel ? `${i + 1} of ${count}` : undefined}
                    >
                      <Card item={perk} variant="perk" />
                    </div>
                  </li>
                ))}
              </ul>
            </div>
            {count > 1 && (
              <div className="careers-carousel-controls">
                <button type="button" className="careers-arrow careers-arrow--prev" aria-label="Previous perk" onClick={() => go(active - 1)}>
                  <ChevronDownIcon size={20} />
                </button>
                <div className="careers-dots" role="group" aria-label="Choose a perk">
                  {perks.map((perk, i) => (
                    <button
                      key={i}
                      type="button"
                      className="careers-dot"
                      aria-label={`Perk ${i + 1}: ${perk.title}`}
                      aria-current={i === active ? 'true' : undefined}
                      onClick={() => go(i)}
                    />
                  ))}
                </div>
                <button type="button" className="careers-arrow careers-arrow--next" aria-label="Next perk" onClick={() => go(active + 1)}>
                  <ChevronDownIcon size={20} />
                </button>
                {canRotate && (
                  <button
                    type="button"
                    className="careers-arrow careers-pause"
                    aria-label={paused ? 'Start automatic rotation' : 'Pause automatic rotation'}
                    onClick={() => setPaused((p) => !p)}
                  >
                    <PauseGlyph paused={paused} />
                  </button>
                )}
              </div>
            )}
          </div>
        )}
      </div>
    </section>
  )
}
