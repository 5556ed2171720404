/**
 * A carousel of a few slides (public-site §4 Carousels): one slide shown at a time, wrapping in
 * both directions through previous/next arrows, dots, a horizontal swipe of more than 50 px (left
 * = next, right = previous; useSwipe.ts) and the arrow keys (plus Home/End) while focus is inside.
 * Every slide is rendered on the server; the ones not shown are inert (not focusable, hidden from
 * assistive technology). Accessible as the WAI-ARIA carousel pattern: a region with
 * aria-roledescription "carousel", groups with aria-roledescription "slide" ("2 of 3: Earth
 * Heals"), and a polite live region that names the new slide after each change.
 *
 *   <Carousel label="Nature" className="home-nature-carousel"
 *     slides={items.map((it) => ({ key: it.title, label: it.title, content: <Slide item={it} /> }))} />
 *
 * Style hooks (carousel.css): .ui-carousel, -viewport, -track, -slide, -controls, -arrow, -dots,
 * -dot; pass `className` to restyle one carousel. Arrows show from 768 px; phones use dots and
 * swipes. `useCarousel` is the index logic alone, for carousels drawn differently.
 */
import { useCallback, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react'
import { useSwipe } from './useSwipe.ts'
import './carousel.css'

export interface CarouselSlide {
  key: string
  /** Short name of the slide, for its accessible name, its dot and the live announcement. */
  label: string
  content: ReactNode
}

export interface CarouselProps {
  slides: CarouselSlide[]
  /** The carousel's accessible name (or use labelledBy). */
  label?: string
  /** id of a visible heading naming the carousel. */
  labelledBy?: string
  className?: string
  initialIndex?: number
  onIndexChange?: (index: number) => void
}

/** `i` brought into 0..count-1, wrapping in both directions. */
export const wrapIndex = (i: number, count: number) => (count > 0 ? ((i % count) + count) % count : 0)

/** Index logic of a wrapping carousel. */
export function useCarousel(count: number, initialIndex = 0, onIndexChange?: (index: number) => void) {
  const [index, setIndex] = useState(() => wrapIndex(initialIndex, count))
  const goTo = useCallback(
    (i: number) => {
      const next = wrapIndex(i, count)
      setIndex(next)
      onIndexChange?.(next)
    },
    [count, onIndexChange],
  )
  return { index: Math.min(index, Math.max(count - 1, 0)), goTo, next: () => goTo(index + 1), prev: () => goTo(index - 1) }
}

const pad = (n: number) => String(n).padStart(2, '0')

/** "01 / 03": the position badge some carousels show (public-site §4: '0N / 03'). */
export const slideBadge = (index: number, count: number) => `${pad(index + 1)} / ${pad(count)}`

export function Carousel({ slides, label, labelledBy, className, initialIndex = 0, onIndexChange }: CarouselProps) {
  const count = slides.length
  const { index, goTo, next, prev } = useCarousel(count, initialIndex, onIndexChange)
  const [announce, setAnnounce] = useState(false)
  const track = useRef<HTMLDivElement>(null)

  const move = (to: () => void) => () => {
    setAnnounce(true)
    to()
  }
  const swipe = useSwipe({
    onNext: move(next),
    onPrev: move(prev),
    onDrag: (dx) => {
      const el = track.current
      if (!el) return
      el.style.setProperty('--ui-carousel-drag', `${dx}px`)
      el.classList.toggle('is-dragging', dx !== 0)
    },
  })

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.altKey || e.ctrlKey || e.metaKey || (e.target as Element).closest('input, textarea, select, [contenteditable="true"]')) return
    const to = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 }[e.key]
    if (to === undefined) return
    e.preventDefault()
    setAnnounce(true)
    goTo(to)
  }

  if (count === 0) return null
  const current = slides[index]
  return (
    <div
      className={`ui-carousel${className ? ` ${className}` : ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
    >
      <div className="ui-carousel-viewport" {...swipe}>
        <div ref={track} className="ui-carousel-track" style={{ '--ui-carousel-index': index } as CSSProperties}>
          {slides.map((slide, i) => (
            <div
              key={slide.key}
              className={`ui-carousel-slide${i === index ? ' is-active' : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}: ${slide.label}`}
              inert={i !== index}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className="ui-carousel-controls">
          <button type="button" className="ui-carousel-arrow ui-carousel-prev" aria-label="Previous slide" onClick={move(prev)}>
            <Chevron flip />
          </button>
          <div className="ui-carousel-dots" role="group" aria-label="Choose a slide">
            {slides.map((slide, i) => (
              <button
                key={slide.key}
                type="button"
                className="ui-carousel-dot"
                aria-label={`Slide ${i + 1}: ${slide.label}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={move(() => goTo(i))}
              />
            ))}
          </div>
          <button type="button" className="ui-carousel-arrow ui-carousel-next" aria-label="Next slide" onClick={move(next)}>
            <Chevron />
          </button>
        </div>
      )}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announce ? `Slide ${index + 1} of ${count}: ${current.label}` : ''}
      </p>
    </div>
  )
}

function Chevron({ flip }: { flip?: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={flip ? 'm15 5-7 7 7 7' : 'm9 5 7 7-7 7'} />
    </svg>
  )
}
