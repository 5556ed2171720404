/**
 * /press/{slug} (public-site §2: the target of a press highlight without an external URL): a back
 * link to /media, the title, date, description, featured image and the highlight's HTML (sanitised
 * by the server on every save, drawn like a blog post's), a link to the original coverage when the
 * highlight has one, and a call to action for media enquiries. A highlight that is absent, a draft
 * or not yet due is 'Press highlight not found' (the server answers 404); signed-in staff see drafts
 * and scheduled ones with a Preview banner. The data and head are the served types' (../served.ts).
 */
import { Link } from 'react-router-dom'
import { PRESS_HIGHLIGHTS } from '../../../../shared/content-types/press-highlights.ts'
import { CalendarIcon } from '../../components/journal/icons.tsx'
import { ArticleFigure } from '../../components/journal/ArticleFigure.tsx'
import { ArticleSkeleton, MissingArticle } from '../../components/journal/ArticleStates.tsx'
import { ArrowRightIcon, ExternalIcon } from '../../components/Icons.tsx'
import { formatDate, safeExternalUrl } from '../../lib/journal.ts'
import { nestHeadings } from '../../lib/outline.ts'
import { useServedItem, type ServedPageItem } from '../served.ts'
import { ItemArticle } from '../ItemArticle.tsx'
import '../../styles/journal.css'
import './press.css'

export default function PressDetail() {
  const { data, loading } = useServedItem(PRESS_HIGHLIGHTS)
  const item = data?.item ?? null
  if (loading) return <ArticleSkeleton label="Loading press highlight…" lines={5} />
  if (!item) return <PressNotFound />
  return <PressArticle highlight={item} />
}

function PressArticle({ highlight }: { highlight: ServedPageItem }) {
  const title = String(highlight.title)
  const description = String(highlight.description ?? '')
  const image = String(highlight.featured_image ?? '')
  const when = highlight.publish_date || highlight.created_at
  const date = formatDate(when, true)
  const source = safeExternalUrl(String(highlight.external_url ?? ''))
  const sourceHost = source ? new URL(source).hostname.replace(/^www\./, '') : ''
  return (
    <ItemArticle
      item={highlight}
      noun="press highlight"
      id="press"
      title={title}
      back={{ to: '/media', label: 'Media & Press' }}
      badge="Press"
      head={
        <>
          {date && (
            <p className="press-date">
              <CalendarIcon size={17} />
              <time dateTime={when}>{date}</time>
            </p>
          )}
          {description && <p className="press-lead">{description}</p>}
        </>
      }
    >
      {image && <ArticleFigure src={image} />}

      <div className="container j-article-body">
        <div className="prose" dangerouslySetInnerHTML={{ __html: nestHeadings(String(highlight.content ?? '')) }} />

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
    </ItemArticle>
  )
}

function PressNotFound() {
  return <MissingArticle title="Press highlight not found" text="This press highlight doesn't exist, has moved or is no longer published." back={{ to: '/media', label: 'Back to Media & Press' }} />
}
