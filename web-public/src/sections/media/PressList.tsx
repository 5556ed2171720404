/**
 * Press highlights (block `press-list`; public-site §2 Media, §7, §9), on whatever page it is placed:
 * the newest 3, rendered by the server with the page (extras.press, loaded for any page that holds
 * this block); when the page came without them (a navigation inside the app), GET /api/public/press-highlights?limit=3
 * in the browser with 3 skeleton rows while it loads. An empty state when there are none (a failed
 * call is only logged). A highlight opens its external_url in a new tab when it has one, else /press/{slug}.
 */
import { ArrowRightIcon, ExternalIcon } from '../../components/Icons.tsx'
import { SectionHead } from '../../components/SectionHead.tsx'
import { formatDate, safeExternalUrl } from '../../lib/journal.ts'
import { SectionLink, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { PRESS_LIMIT, fetchPress, type PressHighlight } from './api.ts'
import { NewsIcon } from './icons.tsx'
import { anchorId } from './jump.ts'
import { MediaEmpty } from './parts.tsx'
import { useList } from './use-list.ts'
import type { PRESS_LIST_BLOCK } from '../../../../shared/blocks/media.ts'

function PressCard({ item }: { item: PressHighlight }) {
  const external = safeExternalUrl(item.external_url)
  const date = formatDate(item.publish_date || item.created_at, true)
  const when = item.publish_date || item.created_at
  return (
    <article className="md-press-card">
      {date && (
        <p className="md-press-date">
          <time dateTime={when}>{date}</time>
        </p>
      )}
      <h3 className="md-press-title">
        {external ? (
          <a className="md-press-link" href={external} target="_blank" rel="noopener noreferrer">
            {item.title}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <SectionLink className="md-press-link" href={`/press/${encodeURIComponent(item.slug)}`}>
            {item.title}
          </SectionLink>
        )}
      </h3>
      {item.description && <p className="md-press-text">{item.description}</p>}
      <span className="md-press-go" aria-hidden="true">
        {external ? <ExternalIcon size={18} /> : <ArrowRightIcon size={18} />}
      </span>
    </article>
  )
}

export function PressList({ section, index, extras }: SectionProps) {
  const highlights = useList(fetchPress, 'the press highlights', extras.press?.slice(0, PRESS_LIMIT))
  const titleId = `media-${section.id}-title`
  return (
    <section
      id={anchorId(section.id) || undefined}
      tabIndex={-1}
      className="md-section md-press"
      aria-labelledby={titleId}
      aria-busy={highlights ? undefined : true}
      data-block={section.type}
      data-section={section.id}
    >
      <div className="container">
        <SectionHead name="md" as="div" title={section.title} intro={section.content} index={index} titleId={titleId} />
        {highlights === null ? (
          <ul className="md-press-list" aria-hidden="true">
            {Array.from({ length: PRESS_LIMIT }, (_, i) => (
              <li key={i}>
                <div className="md-press-card md-skeleton">
                  <span className="md-bone md-bone--short" />
                  <span className="md-bone md-bone--title" />
                  <span className="md-bone" />
                </div>
              </li>
            ))}
          </ul>
        ) : highlights.length === 0 ? (
          <MediaEmpty icon={<NewsIcon size={26} />} title={meta<typeof PRESS_LIST_BLOCK>(section, 'emptyTitle')} text={meta<typeof PRESS_LIST_BLOCK>(section, 'emptyText')} />
        ) : (
          <ul className="md-press-list">
            {highlights.map((h) => (
              <li key={h.id}>
                <PressCard item={h} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
