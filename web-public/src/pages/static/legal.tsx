/**
 * Building blocks of the footer's policy screens (Privacy Policy, Terms of Service, Cookie Settings,
 * Feedback): the page head with breadcrumbs, and a long document with its table of contents.
 * Styles: legal.css (loaded with these screens only).
 */
import { useEffect, type ReactNode } from 'react'
import { AppLink as Link } from '../../components/AppLink.tsx'
import { PageHero } from '../../components/PageHero.tsx'
import './legal.css'

export function StaticHero({
  eyebrow,
  title,
  crumb = title,
  lead,
  children,
  art,
}: {
  eyebrow: string
  title: string
  /** The page's name in the breadcrumbs, when the heading says more. */
  crumb?: string
  lead: ReactNode
  children?: ReactNode
  art?: ReactNode
}) {
  return (
    <PageHero
      name="legal-hero"
      as="header"
      className={art ? 'legal-hero--art' : undefined}
      before={
        <nav aria-label="Breadcrumb" className="legal-crumbs">
          <ol>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li aria-current="page">{crumb}</li>
          </ol>
        </nav>
      }
      eyebrow={eyebrow}
      title={title}
      lead={lead}
      art={art}
    >
      {children}
    </PageHero>
  )
}

/** 'Last updated' line of the policies. */
export const LAST_UPDATED = { iso: '2026-11-23', text: '23 November 2026' }

export function LastUpdated() {
  return (
    <p className="legal-updated">
      Last updated: <time dateTime={LAST_UPDATED.iso}>{LAST_UPDATED.text}</time>
    </p>
  )
}

export interface LegalSection {
  /** The in-page anchor (`#id`). */
  id: string
  title: string
  body: ReactNode
}

/**
 * Numbered sections with a table of contents of in-page links (sticky beside the text on wide screens).
 * `title` names the document for its <article>'s heading, visually hidden: the page's h1 above says it.
 */
export function LegalDocument({ title, sections, aside }: { title: string; sections: LegalSection[]; aside?: ReactNode }) {
  // Arriving in the app at `/privacy-policy#cookies`: the frame starts a new page at its top, then
  // this brings the section asked for into view (a full page load scrolls there by itself).
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1))
    if (!id) return
    const frame = requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView())
    return () => cancelAnimationFrame(frame)
  }, [])
  return (
    <div className="container legal-layout">
      <nav className="legal-toc" aria-labelledby="legal-toc-title">
        <h2 id="legal-toc-title" className="legal-toc-title">
          On this page
        </h2>
        <ol>
          {sections.map((s, i) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>
                <span className="legal-toc-num" aria-hidden="true">
                  {i + 1}
                </span>
                {s.title}
              </a>
            </li>
          ))}
        </ol>
        {aside}
      </nav>
      <article className="legal-doc">
        <h2 className="sr-only">{title}</h2>
        {sections.map((s, i) => (
          <section key={s.id} id={s.id} className="legal-section">
            <h2 id={`${s.id}-title`} className="legal-section-title">
              <span className="legal-section-num">{i + 1}.</span> {s.title}
            </h2>
            {s.body}
          </section>
        ))}
      </article>
    </div>
  )
}

/** A mailto link with a subject. */
export function MailLink({ email, subject, children }: { email: string; subject?: string; children?: ReactNode }) {
  const href = `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`
  return <a href={href}>{children ?? email}</a>
}
