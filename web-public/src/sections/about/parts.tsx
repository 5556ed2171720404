/**
 * Small pieces the about page's sections share (their heads: components/SectionHead.tsx): the
 * Read More / Read Less fold, a title whose last word carries the brand gradient, safe image
 * addresses and editor-given gradients.
 */
import { useId, useState, type CSSProperties } from 'react'
import { ChevronDownIcon } from '../../components/Icons.tsx'
import { RichText, richBlocks, safeHref } from '../content.tsx'

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

/** The first paragraph, then the others behind a Read More / Read Less toggle (its own state). */
export function FoldedText({ text, className = '' }: { text: string; className?: string }) {
  const [first, ...rest] = richBlocks(text)
  const [open, setOpen] = useState(false)
  const regionId = useId()
  if (!first) return null
  return (
    <div className={`about-fold ${className}`}>
      <RichText blocks={[first]} />
      {rest.length > 0 && (
        <>
          <div id={regionId} className="about-fold-more" hidden={!open}>
            <RichText blocks={rest} />
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
