/**
 * The states every article-like page shares (a blog post, a press page, an event, an open role):
 * the staff preview note of a draft or scheduled item, the 404 section that leads back to its list,
 * and the skeleton drawn while a navigation loads it. Styles: styles/journal.css (`j-preview`,
 * `j-missing`, `j-bone`).
 */
import { Link } from 'react-router-dom'
import { formatDate } from '../../lib/journal.ts'
import { ArrowLeftIcon } from './icons.tsx'

/** "Draft: only signed-in staff can see this event." or "Scheduled for …: visitors cannot see this event yet." */
export function PreviewNote({ status, publishDate, noun }: { status: string; publishDate: string | null; noun: string }) {
  return (
    <div className="j-preview" role="note" aria-label="Preview">
      <div className="container j-preview-inner">
        <span className="j-preview-tag">Preview</span>
        <p>
          {status === 'draft'
            ? `Draft: only signed-in staff can see this ${noun}.`
            : `Scheduled for ${formatDate(publishDate, true) || 'a later date'}: visitors cannot see this ${noun} yet.`}
        </p>
      </div>
    </div>
  )
}

/** The 404 section: what was not found, why, and the way back to its list. */
export function MissingArticle({ title, text, back }: { title: string; text: string; back: { to: string; label: string } }) {
  return (
    <section className="j-missing container" aria-labelledby="missing-title">
      <p className="eyebrow">Error 404</p>
      <h1 id="missing-title" className="j-missing-title">
        {title}
      </h1>
      <p className="j-missing-text">{text}</p>
      <Link to={back.to} className="btn btn-primary btn-lg">
        <ArrowLeftIcon size={18} />
        {back.label}
      </Link>
    </section>
  )
}

/** Bones of the head (and `lines` of text) while the article loads; `label` is read to screen readers. */
export function ArticleSkeleton({ label, lines = 0 }: { label: string; lines?: number }) {
  return (
    <div className="j-article j-article--loading" aria-busy="true">
      <p className="sr-only" role="status">
        {label}
      </p>
      <div className="container j-article-head" aria-hidden="true">
        <span className="j-bone j-bone--pill j-shimmer" />
        <span className="j-bone j-bone--h1 j-shimmer" />
        <span className="j-bone j-bone--meta j-shimmer" />
      </div>
      {lines > 0 && (
        <div className="container j-article-body" aria-hidden="true">
          {Array.from({ length: lines }, (_, i) => (
            <span key={i} className={`j-bone j-shimmer ${i % 3 === 2 ? 'j-bone--short' : ''}`} />
          ))}
        </div>
      )}
    </div>
  )
}
