/**
 * The head of a section: an eyebrow, the heading and an intro of one or more paragraphs, centred
 * or at the start. The section heads of the designed blocks (about, careers, home, media) and of
 * the static screens (/home-v1, /partners and /events) are this one component.
 *
 * `name` is the block family's prefix (`about`): the root gets `about-head` (and
 * `about-head--center`), the heading `about-title`, the intro `about-intro`, beside the shared
 * `section-head`, `section-title` and `section-intro` classes. section-head.css (in the entry
 * stylesheet, styles/base.css) holds what every head shares; the family's stylesheet holds its
 * sizes and spacing.
 */
import type { ReactNode } from 'react'
import { RichText } from '../sections/content.tsx'

export interface SectionHeadProps {
  name: string
  /** `center`: a centred column; `start`: at the start; `split` (home): heading beside the intro on wide screens. */
  align?: 'center' | 'start' | 'split'
  as?: 'header' | 'div'
  eyebrow?: string
  title: ReactNode
  titleId?: string
  /** The block's position on its page: 0 draws the page's h1, any other an h2 (default: an h2). */
  index?: number
  /** Plain text; blank lines separate paragraphs. */
  intro?: string
  /** Wrap the eyebrow and the heading in `<name>-head-main` (home: the split layout's first column). */
  grouped?: boolean
  children?: ReactNode
}

export function SectionHead({ name, align, as: Root = 'header', eyebrow, title, titleId, index = 1, intro, grouped = false, children }: SectionHeadProps) {
  const Title = index === 0 ? 'h1' : 'h2'
  const heading = (
    <>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      {title && (
        <Title id={titleId} className={`section-title ${name}-title`}>
          {title}
        </Title>
      )}
    </>
  )
  return (
    <Root className={`section-head ${name}-head${align ? ` section-head--${align} ${name}-head--${align}` : ''}`}>
      {grouped ? <div className={`${name}-head-main`}>{heading}</div> : heading}
      {intro?.trim() && (
        <div className={`section-intro ${name}-intro`}>
          <RichText value={intro} />
        </div>
      )}
      {children}
    </Root>
  )
}
