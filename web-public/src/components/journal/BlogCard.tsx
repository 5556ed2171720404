/** A blog in a list: image, category, author, date, reading time, title and excerpt; the whole card links to the post. */
import { Link } from 'react-router-dom'
import type { BlogSummary } from '../../../../shared/api/journal.ts'
import { MOBILE_EXCERPT_LENGTH, truncate } from '../../../../shared/journal.ts'
import { STOCK_IMAGE, formatDate } from '../../lib/journal.ts'
import { ArrowRightIcon } from '../Icons.tsx'
import { ClockIcon } from './icons.tsx'
import { JournalImage, type ImagePriority } from './JournalImage.tsx'

export const blogPath = (slug: string) => `/journal/blogs/${encodeURIComponent(slug)}`

/** Grid cells: a third of the container on desktop, half on tablets, most of the screen in the mobile swipe row. */
const CARD_SIZES = '(min-width: 1024px) 380px, (min-width: 640px) 46vw, 84vw'

export function BlogCard({ blog, priority = false, level = 2 }: { blog: BlogSummary; priority?: ImagePriority; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3'
  const short = truncate(blog.excerpt, MOBILE_EXCERPT_LENGTH)
  return (
    <article className="j-card">
      <div className="j-card-media">
        <JournalImage src={blog.featured_image} fallback={STOCK_IMAGE} sizes={CARD_SIZES} width={800} height={500} priority={priority} />
        {blog.category && <span className="j-badge j-card-badge">{blog.category}</span>}
      </div>
      <div className="j-card-body">
        <p className="j-card-meta">
          <span className="j-card-author">{blog.author_name}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={blog.display_date}>{formatDate(blog.display_date)}</time>
        </p>
        <Heading className="j-card-title">
          <Link to={blogPath(blog.slug)} className="j-card-link">
            {blog.title}
          </Link>
        </Heading>
        {blog.excerpt && (
          <p className="j-card-text">
            <span className="j-text-long">{blog.excerpt}</span>
            <span className="j-text-short">{short}</span>
          </p>
        )}
        <p className="j-card-foot">
          {blog.reading_time > 0 && (
            <span className="j-card-time">
              <ClockIcon size={16} />
              {blog.reading_time} min read
            </span>
          )}
          <span className="j-card-more" aria-hidden="true">
            Read
            <ArrowRightIcon size={16} />
          </span>
        </p>
      </div>
    </article>
  )
}

/** The shape of a card while its list loads (hidden from assistive technology; the list says it is loading). */
export function CardSkeleton({ video = false }: { video?: boolean }) {
  return (
    <div className={`j-card j-skeleton ${video ? 'j-skeleton--video' : ''}`} aria-hidden="true">
      <div className="j-card-media j-shimmer" />
      <div className="j-card-body">
        <span className="j-bone j-bone--meta j-shimmer" />
        <span className="j-bone j-bone--title j-shimmer" />
        <span className="j-bone j-bone--title j-bone--short j-shimmer" />
        <span className="j-bone j-shimmer" />
        <span className="j-bone j-shimmer" />
        <span className="j-bone j-bone--short j-shimmer" />
      </div>
    </div>
  )
}
