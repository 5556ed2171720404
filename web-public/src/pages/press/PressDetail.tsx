/**
 * /press/{slug} (public-site §2: the target of a press highlight without an external URL): a back
 * link to /media, the title, date, description, featured image and the highlight's HTML (sanitised
 * by the server on every save, drawn like a blog post's), a link to the original coverage when the
 * highlight has one, and a call to action for media enquiries. A highlight that is absent, a draft
 * or not yet due is 'Press highlight not found' (the server answers 404); signed-in staff see drafts
 * and scheduled ones with a Preview banner (rendered by the server; the public API never returns them).
 */
import { Link } from 'react-router-dom'
import type { PressHighlight } from '../../../../shared/api/media-kit.ts'
import { ArrowLeftIcon, CalendarIcon } from '../../components/journal/icons.tsx'
import { ArticleFigure } from '../../components/journal/ArticleFigure.tsx'
import { ArticleSkeleton, MissingArticle, PreviewNote } from '../../components/journal/ArticleStates.tsx'
import { ArrowRightIcon, ExternalIcon } from '../../components/Icons.tsx'
import { usePageMeta } from '../../lib/head.ts'
import { formatDate, getJson, safeExternalUrl } from '../../lib/journal.ts'
import type { PagePress } from '../../lib/route-data.tsx'
import { nestHeadings } from '../../lib/outline.ts'
import { routeDataOf, useRouteResource } from '../../lib/use-route-resource.ts'
import type { ImageFacts } from '../../document.ts'
import { useSite } from '../../lib/site.tsx'
import { PRESS_NOT_FOUND_META, pressMeta } from '../../press-meta.ts'
import '../../styles/journal.css'
import './press.css'

/** The route's data (routes/press-detail.ts loads it). highlight null: none for this visitor (the 404 page). */
export interface PressDetailData {
  kind: 'pressDetail'
  key: string
  highlight: PagePress | null
  image?: ImageFacts | null
}

const LOADING_META = { title: 'Press', description: PRESS_NOT_FOUND_META.description, index: false }

async function loadHighlight(slug: string, staff: boolean, signal: AbortSignal): Promise<PagePress | null> {
  try {
    const body = await getJson(`/api/public/press-highlights/${encodeURIComponent(slug)}`, signal)
    const highlight = (body && typeof body === 'object' && 'highlight' in body ? (body as { highlight: PressHighlight }).highlight : null) ?? null
    return highlight && typeof highlight.slug === 'string' ? highlight : null
  } catch (err) {
    if ((err as { status?: number }).status !== 404) throw err
    // Drafts are never in the public API: the server renders staff their preview.
    if (staff) {
      window.location.reload()
      return new Promise<never>(() => {})
    }
    return null
  }
}

export default function PressDetail({ match }: { match: { slug: string } }) {
  const { slug } = match
  const { staff } = useSite()
  const { data, loading } = useRouteResource<{ highlight: PagePress | null }>(
    `press:${slug}`,
    (route) => {
      const r = routeDataOf<PressDetailData>(route, 'pressDetail')
      return r?.key === slug ? { highlight: r.highlight } : undefined
    },
    async (signal) => ({ highlight: await loadHighlight(slug, staff, signal) }),
    () => ({ highlight: null }),
  )
  const highlight = data?.highlight ?? null
  usePageMeta(loading ? LOADING_META : highlight ? pressMeta(highlight) : PRESS_NOT_FOUND_META)

  if (loading) return <ArticleSkeleton label="Loading press highlight…" lines={5} />
  if (!highlight) return <PressNotFound />
  return <PressArticle highlight={highlight} />
}

function PressArticle({ highlight }: { highlight: PagePress }) {
  const when = highlight.publish_date || highlight.created_at
  const date = formatDate(when, true)
  const source = safeExternalUrl(highlight.external_url)
  const sourceHost = source ? new URL(source).hostname.replace(/^www\./, '') : ''
  return (
    <>
      {highlight.preview && <PreviewNote status={highlight.status} publishDate={highlight.publish_date} noun="press highlight" />}
      <article className="j-article press-article" aria-labelledby="press-title">
        <div className="j-article-glow" aria-hidden="true" />
        <header className="container j-article-head">
          <Link to="/media" className="j-back">
            <ArrowLeftIcon size={18} />
            Media &amp; Press
          </Link>
          <p className="j-badge">Press</p>
          <h1 id="press-title" className="j-article-title">
            {highlight.title}
          </h1>
          {date && (
            <p className="press-date">
              <CalendarIcon size={17} />
              <time dateTime={when}>{date}</time>
            </p>
          )}
          {highlight.description && <p className="press-lead">{highlight.description}</p>}
        </header>

        {highlight.featured_image && <ArticleFigure src={highlight.featured_image} />}

        <div className="container j-article-body">
          <div className="prose" dangerouslySetInnerHTML={{ __html: nestHeadings(highlight.content) }} />

          {source && (
            <p className="press-source">
              <a className="btn btn-secondary" href={source} target="_blank" rel="noopener noreferrer">
                Read the original at {sourceHost}
                <ExternalIcon size={17} />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </p>
          )}

          <aside className="j-cta" aria-labelledby="press-cta-title">
            <div>
              <h2 id="press-cta-title" className="j-cta-title">
                Writing about Yerth?
              </h2>
              <p className="j-cta-text">Our media team replies within 4 hours during business hours, with photos, facts and interviews.</p>
            </div>
            <div className="j-cta-actions">
              <Link to="/contact" className="btn btn-primary btn-lg">
                Media Inquiry
                <ArrowRightIcon size={18} />
              </Link>
              <Link to="/media" className="btn btn-secondary btn-lg">
                Media Kit
              </Link>
            </div>
          </aside>
        </div>
      </article>
    </>
  )
}

function PressNotFound() {
  return <MissingArticle title="Press highlight not found" text="This press highlight doesn't exist, has moved or is no longer published." back={{ to: '/media', label: 'Back to Media & Press' }} />
}
