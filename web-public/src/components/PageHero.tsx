/**
 * The head of a page: a soft glow behind an eyebrow, the big title, a lead and whatever follows
 * them (buttons, key figures), with optional art beside. The heroes of the designed blocks
 * (about, careers, contact, media, HyperBuilt, journal) and of the static screens (journal lists,
 * policies, /partners and /events, /home-v1) are this one component.
 *
 * `name` is the hero's own class (`ct-hero`): the root gets it and each part gets it with the
 * part's suffix (`ct-hero-glow`, `-grid`, `-copy`, `-title`, `-lead`, `-art`) beside the shared
 * `page-hero-*` class. page-hero.css (in the entry stylesheet, styles/base.css) holds what every
 * hero shares; the hero's own stylesheet holds its padding, glow, columns and sizes, and may set
 * the `--hero-*` custom properties page-hero.css reads.
 */
import type { ReactNode } from 'react'

export interface PageHeroProps {
  name: string
  /** The root element: a block is a <section>, a screen's own head a <header>. */
  as?: 'section' | 'header'
  /** More classes on the root (modifiers such as `j-hero--landing`). */
  className?: string
  /** Drawn before the eyebrow (breadcrumbs). */
  before?: ReactNode
  /** A string is drawn as the usual `.eyebrow`; any other node as it is (HyperBuilt's chip). */
  eyebrow?: ReactNode
  title: ReactNode
  /** The title's id; with it the root is labelled by the title. */
  titleId?: string
  /** The block's position on its page: 0 draws the page's h1, any other an h2 (screens: 0). */
  index?: number
  lead?: ReactNode
  /** Drawn after the lead (buttons, key figures, notes). */
  children?: ReactNode
  /** Beside the copy on wide screens. */
  art?: ReactNode
  /** The block's type and section id (`data-block`, `data-section`), for a block's hero. */
  block?: { type: string; id: string }
}

export function PageHero({ name, as: Root = 'section', className, before, eyebrow, title, titleId, index = 0, lead, children, art, block }: PageHeroProps) {
  const Title = index === 0 ? 'h1' : 'h2'
  return (
    <Root
      className={`page-hero ${name}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      data-block={block?.type}
      data-section={block?.id}
    >
      <div className={`page-hero-glow ${name}-glow`} aria-hidden="true" />
      <div className={`container page-hero-grid ${name}-grid`}>
        <div className={`page-hero-copy ${name}-copy`}>
          {before}
          {typeof eyebrow === 'string' ? eyebrow && <p className="eyebrow">{eyebrow}</p> : eyebrow}
          <Title id={titleId} className={`page-hero-title ${name}-title`}>
            {title}
          </Title>
          {lead && <p className={`page-hero-lead ${name}-lead`}>{lead}</p>}
          {children}
        </div>
        {art && <div className={`page-hero-art ${name}-art`}>{art}</div>}
      </div>
    </Root>
  )
}
