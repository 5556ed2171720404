/**
 * /journal/blogs/:slug (public-site §2 Blog detail): back link, category, title, author, date,
 * read time, like toggle (local only) and share, the featured or stock image, the post's HTML
 * (sanitised by the server on save), tags, a call to action and up to 3 related posts. A post that
 * is not there is 'Blog not found' (the server answers 404). Staff see drafts and scheduled posts
 * with a Preview banner (rendered by the server; the public API never returns them).
 */
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import type { BlogDetail as Blog, BlogSummary } from '../../../../shared/api/journal.ts'
import { BlogCard } from '../../components/journal/BlogCard.tsx'
import { ArrowLeftIcon, CalendarIcon, ClockIcon, HeartIcon, ShareIcon, TagIcon } from '../../components/journal/icons.tsx'
import { ArticleFigure } from '../../components/journal/ArticleFigure.tsx'
import { ArrowRightIcon } from '../../components/Icons.tsx'
import { usePageMeta } from '../../lib/head.ts'
import { BLOG_CONTENT_ID, RELATED_LIMIT, STOCK_IMAGE, arrayField, formatDate, getJson, tagList } from '../../lib/journal.ts'
import type { PageBlog } from '../../lib/route-data.tsx'
import { nestHeadings } from '../../lib/outline.ts'
import { routeDataOf, useRouteResource } from '../../lib/use-route-resource.ts'
import type { ImageFacts } from '../../document.ts'
import { useSite } from '../../lib/site.tsx'
import { BLOG_LIST_META, BLOG_NOT_FOUND_META, blogMeta } from '../../journal-meta.ts'
import '../../styles/journal.css'

/** The route's data (routes/blog-detail.ts loads it). `image`: size and type of the featured image (an upload), for the head's social card. blog null: the 404 page. */
export interface BlogDetailData {
  kind: 'blogDetail'
  key: string
  blog: PageBlog | null
  related: BlogSummary[]
  image?: ImageFacts | null
}

interface Loaded {
  blog: PageBlog | null
  related: BlogSummary[]
}

async function loadBlog(slug: string, staff: boolean, signal: AbortSignal): Promise<Loaded> {
  let body: unknown
  try {
    body = await getJson(`/api/public/blogs/${encodeURIComponent(slug)}`, signal)
  } catch (err) {
    if ((err as { status?: number }).status !== 404) throw err
    // Drafts are never in the public API: the server renders staff their preview.
    if (staff) {
      window.location.reload()
      return new Promise<never>(() => {})
    }
    return { blog: null, related: [] }
  }
  const blog = (body && typeof body === 'object' && 'blog' in body ? (body as { blog: Blog }).blog : body) as Blog
  if (!blog || typeof blog !== 'object' || !blog.slug) return { blog: null, related: [] }
  const related = await getJson(
    `/api/public/blogs?category=${encodeURIComponent(blog.category)}&limit=${RELATED_LIMIT}&exclude=${blog.id}`,
    signal,
  ).then(
    (b) => arrayField<BlogSummary>(b, 'blogs').filter((r) => r.id !== blog.id).slice(0, RELATED_LIMIT),
    (err: unknown) => {
      if (!signal.aborted) console.error(err)
      return []
    },
  )
  return { blog, related }
}

export default function BlogDetail({ match }: { match: { slug: string } }) {
  const { slug } = match
  const { staff } = useSite()
  const { data, loading } = useRouteResource<Loaded>(
    `blog:${slug}`,
    (route) => {
      const r = routeDataOf<BlogDetailData>(route, 'blogDetail')
      return r?.key === slug ? { blog: r.blog, related: r.related } : undefined
    },
    (signal) => loadBlog(slug, staff, signal),
    () => ({ blog: null, related: [] }),
  )
  usePageMeta(loading ? BLOG_LIST_META : data!.blog ? blogMeta(data!.blog) : BLOG_NOT_FOUND_META)

  if (loading) return <ArticleSkeleton />
  if (!data!.blog) return <BlogNotFound />
  return <Article blog={data!.blog} related={data!.related} />
}

function Article({ blog, related }: { blog: PageBlog; related: BlogSummary[] }) {
  const tags = tagList(blog.tags)
  const date = formatDate(blog.display_date, true)
  return (
    <>
      {blog.preview && <PreviewBanner blog={blog} />}
      <article className="j-article" aria-labelledby="article-title">
        <div className="j-article-glow" aria-hidden="true" />
        <header className="container j-article-head">
          <Link to="/journal/blogs" className="j-back">
            <ArrowLeftIcon size={18} />
            All blogs
          </Link>
          {blog.category && <p className="j-badge">{blog.category}</p>}
          <h1 id="article-title" className="j-article-title">
            {blog.title}
          </h1>
          <div className="j-article-bar">
            <ul className="j-article-meta" aria-label="About this article">
              <li className="j-article-author">
                <span className="j-avatar" aria-hidden="true">
                  {initials(blog.author_name)}
                </span>
                <span>
                  <span className="sr-only">Written by </span>
                  {blog.author_name}
                </span>
              </li>
              {date && (
                <li>
                  <CalendarIcon size={17} />
                  <time dateTime={blog.display_date}>{date}</time>
                </li>
              )}
              {blog.reading_time > 0 && (
                <li>
                  <ClockIcon size={17} />
                  {blog.reading_time} min read
                </li>
              )}
            </ul>
            <ArticleActions blog={blog} />
          </div>
        </header>

        <ArticleFigure src={blog.featured_image} />

        <div className="container j-article-body">
          <div id={BLOG_CONTENT_ID} className="prose" dangerouslySetInnerHTML={{ __html: nestHeadings(blog.content) }} />

          {tags.length > 0 && (
            <div className="j-tags">
              <h2 className="sr-only">Tags</h2>
              <TagIcon size={18} className="j-tags-icon" />
              <ul>
                {tags.map((tag) => (
                  <li key={tag} className="j-tag">
                    {tag}
                  </li>
                ))}
              </ul>
            </div>
          )}

          <aside className="j-cta" aria-labelledby="article-cta-title">
            <div>
              <h2 id="article-cta-title" className="j-cta-title">
                Curious where Hypermobility goes next?
              </h2>
              <p className="j-cta-text">Questions, partnership ideas or press enquiries: tell us, and our team will reply within 24 hours.</p>
            </div>
            <Link to="/contact" className="btn btn-primary btn-lg">
              Get in Touch
              <ArrowRightIcon size={18} />
            </Link>
          </aside>
        </div>
      </article>

      {related.length > 0 && (
        <section className="j-related" aria-labelledby="related-title">
          <div className="container">
            <div className="j-related-head">
              <h2 id="related-title" className="j-related-title">
                Related articles
              </h2>
              <Link to="/journal/blogs" className="j-related-all">
                All articles
                <ArrowRightIcon size={17} />
              </Link>
            </div>
            <ul className="j-grid j-grid--swipe" aria-label="Related articles">
              {related.map((r) => (
                <li key={r.id}>
                  <BlogCard blog={r} level={3} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  )
}

function PreviewBanner({ blog }: { blog: PageBlog }) {
  const scheduled = blog.preview?.state === 'scheduled'
  return (
    <div className="j-preview" role="note" aria-label="Preview">
      <div className="container j-preview-inner">
        <span className="j-preview-tag">Preview</span>
        <p>
          {scheduled
            ? `Scheduled for ${formatDate(blog.publish_date, true) || 'a later date'}: visitors cannot see this post yet.`
            : 'Draft: only signed-in staff can see this post.'}
        </p>
      </div>
    </div>
  )
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('') || 'Y'

const NOTICE_MS = 3000

/** Like (a local toggle, public-site §4) and share (the system share sheet, else copy the link). */
function ArticleActions({ blog }: { blog: PageBlog }) {
  const [liked, setLiked] = useState(false)
  const [notice, setNotice] = useState('')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const say = (text: string) => {
    setNotice(text)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setNotice(''), NOTICE_MS)
  }

  const share = async () => {
    const url = window.location.origin + window.location.pathname
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: blog.title, text: blog.excerpt, url })
      } catch (err) {
        if ((err as Error).name !== 'AbortError') console.error(err)
      }
      return
    }
    try {
      await navigator.clipboard.writeText(url)
      say('Link copied to clipboard')
    } catch {
      say(`Copy this link: ${url}`)
    }
  }

  return (
    <div className="j-actions">
      <button type="button" className={`j-action ${liked ? 'is-on' : ''}`} aria-pressed={liked} onClick={() => setLiked((l) => !l)}>
        <HeartIcon size={18} filled={liked} />
        Like
      </button>
      <button type="button" className="j-action" onClick={share}>
        <ShareIcon size={18} />
        Share
      </button>
      <p className={`j-notice ${notice ? 'is-shown' : ''}`} role="status">
        {notice}
      </p>
    </div>
  )
}

function BlogNotFound() {
  return (
    <section className="j-missing container" aria-labelledby="missing-title">
      <div className="j-missing-art" aria-hidden="true">
        <img src={STOCK_IMAGE} alt="" width={320} height={180} />
      </div>
      <p className="eyebrow">Error 404</p>
      <h1 id="missing-title" className="j-missing-title">
        Blog not found
      </h1>
      <p className="j-missing-text">This article doesn't exist, has moved or is no longer published.</p>
      <Link to="/journal/blogs" className="btn btn-primary btn-lg">
        <ArrowLeftIcon size={18} />
        Back to all blogs
      </Link>
    </section>
  )
}

function ArticleSkeleton() {
  return (
    <div className="j-article j-article--loading" aria-busy="true">
      <p className="sr-only" role="status">
        Loading article…
      </p>
      <div className="container j-article-head" aria-hidden="true">
        <span className="j-bone j-bone--pill j-shimmer" />
        <span className="j-bone j-bone--h1 j-shimmer" />
        <span className="j-bone j-bone--h1 j-bone--short j-shimmer" />
        <span className="j-bone j-bone--meta j-shimmer" />
      </div>
      <div className="container j-article-figure" aria-hidden="true">
        <div className="j-article-image j-shimmer" />
      </div>
      <div className="container j-article-body" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <span key={i} className={`j-bone j-shimmer ${i % 3 === 2 ? 'j-bone--short' : ''}`} />
        ))}
      </div>
    </div>
  )
}
