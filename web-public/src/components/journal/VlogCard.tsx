/** A vlog in the list: thumbnail, title, description, category, author and date; opens the video on YouTube in a new tab. */
import type { Vlog } from '../../../../shared/api/journal.ts'
import { youtubeWatchUrl } from '../../../../shared/journal.ts'
import { VLOG_PLACEHOLDER, formatDate, safeExternalUrl } from '../../lib/journal.ts'
import { ExternalIcon } from '../Icons.tsx'
import { PlayIcon } from './icons.tsx'
import { JournalImage, type ImagePriority } from './JournalImage.tsx'

const CARD_SIZES = '(min-width: 1024px) 380px, (min-width: 640px) 46vw, 92vw'

export function VlogCard({ vlog, priority = false }: { vlog: Vlog; priority?: ImagePriority }) {
  const href = safeExternalUrl(vlog.youtube_url) ?? (vlog.video_id ? youtubeWatchUrl(vlog.video_id) : null)
  return (
    <article className="j-card j-card--video">
      <div className="j-card-media j-card-media--video">
        <JournalImage src={vlog.thumbnail} fallback={VLOG_PLACEHOLDER} sizes={CARD_SIZES} width={640} height={360} priority={priority} />
        <span className="j-play" aria-hidden="true">
          <PlayIcon size={26} />
        </span>
        {vlog.category && <span className="j-badge j-card-badge">{vlog.category}</span>}
      </div>
      <div className="j-card-body">
        <p className="j-card-meta">
          <span className="j-card-author">{vlog.author_name}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={vlog.display_date}>{formatDate(vlog.display_date)}</time>
        </p>
        <h2 className="j-card-title">
          {href ? (
            <a href={href} target="_blank" rel="noopener noreferrer" className="j-card-link">
              {vlog.title}
              <span className="sr-only"> (opens YouTube in a new tab)</span>
            </a>
          ) : (
            vlog.title
          )}
        </h2>
        {vlog.description && <p className="j-card-text j-card-text--clamp">{vlog.description}</p>}
        <p className="j-card-foot">
          <span className="j-card-more" aria-hidden="true">
            Watch on YouTube
            <ExternalIcon size={15} />
          </span>
        </p>
      </div>
    </article>
  )
}
