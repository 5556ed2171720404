/**
 * Small pieces the about page's sections share: the section head (eyebrow, heading, intro), the
 * Read More / Read Less fold, a title whose last word carries the brand gradient, safe image
 * addresses, editor-given gradients and the swipe row that is focusable only while it scrolls.
 */
import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { ChevronDownIcon } from '../../components/Icons.tsx'
import { Heading, Paragraphs, safeHref } from '../content.tsx'

/** Paragraphs of a multi-line text, as Paragraphs draws them (blank lines separate them). */
export const paragraphs = (text: string | undefined) =>
  (text ?? '')
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)

/** An image address an <img> may load: a site path or an http(s) URL. */
export function imageSrc(value: string | undefined): string | null {
  const href = safeHref(value)
  return href && !href.startsWith('#') && !href.startsWith('mailto:') ? href : null
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

/** `--from`/`--to` custom properties from an item's gradient field ("#22a625, #0f766e"); {} when unusable. */
export function gradientStyle(value: string | undefined): CSSProperties {
  const [from, to] = (value ?? '').split(/[\s,]+/).filter(Boolean)
  if (!from || !HEX.test(from)) return {}
  return { '--from': from, '--to': to && HEX.test(to) ? to : from } as CSSProperties
}

/** A title whose last word is drawn with the brand gradient. */
export function Highlighted({ text }: { text: string }) {
  const cut = text.trimEnd().lastIndexOf(' ')
  if (cut <= 0) return <span className="text-gradient">{text}</span>
  return (
    <>
      {text.slice(0, cut + 1)}
      <span className="text-gradient">{text.slice(cut + 1)}</span>
    </>
  )
}

export function SectionHead({
  eyebrow,
  title,
  intro,
  index,
  id,
  align = 'center',
}: {
  eyebrow: string
  title: string
  intro?: string
  index: number
  id: string
  align?: 'center' | 'start'
}) {
  return (
    <header className={`about-head about-head--${align}`}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      {title && (
        <Heading index={index} id={id} className="about-title">
          {title}
        </Heading>
      )}
      {intro && (
        <div className="about-intro">
          <Paragraphs text={intro} />
        </div>
      )}
    </header>
  )
}

/** The first paragraph, then the others behind a Read More / Read Less toggle (its own state). */
export function FoldedText({ text, className = '' }: { text: string; className?: string }) {
  const [first, ...rest] = paragraphs(text)
  const [open, setOpen] = useState(false)
  const regionId = useId()
  if (!first) return null
  return (
    <div className={`about-fold ${className}`}>
      <Paragraphs text={first} />
      {rest.length > 0 && (
        <>
          <div id={regionId} className="about-fold-more" hidden={!open}>
            <Paragraphs text={rest.join('\n\n')} />
          </div>
          <button type="button" className="about-toggle" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen((o) => !o)}>
            {open ? 'Read Less' : 'Read More'}
            <ChevronDownIcon size={18} className={open ? 'about-toggle-icon is-open' : 'about-toggle-icon'} />
          </button>
        </>
      )}
    </div>
  )
}

/**
 * A list that becomes a horizontal swipe row on phones (CSS scroll-snap). While it actually
 * scrolls it is a keyboard-focusable region, so its cards can be reached with the arrow keys.
 */
export function SwipeRow({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  const ref = useRef<HTMLUListElement>(null)
  const [scrolls, setScrolls] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const check = () => setScrolls(el.scrollWidth > el.clientWidth + 1)
    const observer = new ResizeObserver(check)
    observer.observe(el)
    check()
    return () => observer.disconnect()
  }, [])
  return (
    <ul ref={ref} className={className} aria-label={label} tabIndex={scrolls ? 0 : undefined}>
      {children}
    </ul>
  )
}
