/**
 * The latest-blogs teaser (public-site §2), for the Home page: up to 3 cards (image, category,
 * author, date, reading time, title, blurb, 'Read Blog'), a grid on desktop and a swipe row on
 * mobile, 'Explore All Blogs', a skeleton while loading, and nothing at all when there are no posts.
 * Pass `blogs` from the server's route data to render it on the server (no fetch); without it the
 * browser fetches GET /api/public/blogs?limit=3&status=published.
 * Self-contained (own small stylesheet, no journal chunk), so Home can import it directly.
 */
import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import type { BlogSummary } from '../../../shared/api/journal.ts'
import { blurbFor } from '../lib/blog-blurbs.ts'
import { STOCK_IMAGE, arrayField, formatDate, getJson } from '../lib/journal.ts'
import { ArrowRightIcon } from './Icons.tsx'
import { SwipeRow } from './SwipeRow.tsx'
import { JournalImage } from './journal/JournalImage.tsx'
import '../styles/latest-blogs.css'

import { LATEST_BLOGS_LIMIT } from '../sections/limits.ts'
import { RichText } from '../sections/content.tsx'

export { LATEST_BLOGS_LIMIT }
export const LATEST_BLOGS_URL = `/api/public/blogs?limit=${LATEST_BLOGS_LIMIT}&status=published`

interface Props {
  /** Server data: the latest published posts (undefined: fetch in the browser). */
  blogs?: BlogSummary[]
  /** Heading id, when a page holds more than one teaser. */
  headingId?: string
  /** The heading, eyebrow and intro line (a managed page passes its section's copy). */
  title?: string
  eyebrow?: string
  intro?: string
  /** 1 when the teaser opens the page. */
  headingLevel?: 1 | 2
}

export function LatestBlogs({ blogs: initial, headingId = 'latest-blogs-title', title = 'Latest from the blog', eyebrow = 'From the Journal', intro, headingLevel = 2 }: Props) {
  const H = headingLevel === 1 ? 'h1' : 'h2'
  const [blogs, setBlogs] = useState<BlogSummary[] | null>(initial ?? null)

  useEffect(() => {
    if (initial) {
      setBlogs(initial)
      return
    }
    const ac = new AbortController()
    getJson(LATEST_BLOGS_URL, ac.signal).then(
      (body) => setBlogs(arrayField<BlogSummary>(body, 'blogs').slice(0, LATEST_BLOGS_LIMIT)),
      (err: unknown) => {
        if (ac.signal.aborted) return
        console.error(err)
        setBlogs([])
      },
    )
    return () => ac.abort()
  }, [initial])

  if (blogs && blogs.length === 0) return null

  return (
    <section className="lb" aria-labelledby={headingId} aria-busy={blogs ? undefined : true}>
      <div className="container">
        <div className="lb-head">
          <div>
            {eyebrow && <p className="eyebrow">{eyebrow}</p>}
            <H id={headingId} className="lb-title">
              {title}
            </H>
            <RichText value={intro} className="lb-intro" />
          </div>
          <Link to="/journal/blogs" className="btn btn-secondary lb-all">
            Explore All Blogs
            <ArrowRightIcon size={18} />
          </Link>
        </div>
        <SwipeRow className="lb-row" below="sm" label={blogs ? 'Latest articles' : 'Loading the latest articles'}>
          {blogs
            ? blogs.map((blog) => (
                <li key={blog.id}>
                  <TeaserCard blog={blog} />
                </li>
              ))
            : Array.from({ length: LATEST_BLOGS_LIMIT }, (_, i) => (
                <li key={i} aria-hidden="true">
                  <div className="lb-card lb-card--skeleton">
                    <div className="lb-media lb-shimmer" />
                    <div className="lb-body">
                      <span className="lb-bone lb-bone--meta lb-shimmer" />
                      <span className="lb-bone lb-bone--title lb-shimmer" />
                      <span className="lb-bone lb-shimmer" />
                      <span className="lb-bone lb-bone--short lb-shimmer" />
                    </div>
                  </div>
                </li>
              ))}
        </SwipeRow>
      </div>
    </section>
  )
}

function TeaserCard({ blog }: { blog: BlogSummary }) {
  return (
    <article className="lb-card">
      <div className="lb-media">
        <JournalImage
          src={blog.featured_image}
          fallback={STOCK_IMAGE}
          sizes="(min-width: 1024px) 380px, (min-width: 640px) 46vw, 84vw"
          width={800}
          height={500}
        />
        {blog.category && <span className="lb-badge">{blog.category}</span>}
      </div>
      <div className="lb-body">
        <p className="lb-meta">
          <span>{blog.author_name}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={blog.display_date}>{formatDate(blog.display_date)}</time>
          {blog.reading_time > 0 && (
            <>
              <span aria-hidden="true">·</span>
              <span>{blog.reading_time} min read</span>
            </>
          )}
        </p>
        <h3 className="lb-card-title">
          <Link to={`/journal/blogs/${encodeURIComponent(blog.slug)}`} className="lb-link">
            {blog.title}
          </Link>
        </h3>
        <p className="lb-blurb">{blurbFor(blog.title, blog.excerpt)}</p>
        <p className="lb-read" aria-hidden="true">
          Read Blog
          <ArrowRightIcon size={16} />
        </p>
      </div>
    </article>
  )
}
