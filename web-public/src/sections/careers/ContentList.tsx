/**
 * `content-list` (shared/blocks/careers.ts CONTENT_LIST_BLOCK): the published items of a content
 * type as cards, each opening its page: the open roles on /careers. The server loads the cards with
 * the page (extras.served, facts already in words); without any, the block's own empty text, or
 * nothing for a list a content type put on the page by itself (the open roles on /careers).
 */
import { AppLink } from '../../components/AppLink.tsx'
import { ArrowRightIcon } from '../../components/Icons.tsx'
import { SectionHead } from '../../components/SectionHead.tsx'
import { meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import type { CONTENT_LIST_BLOCK } from '../../../../shared/blocks/careers.ts'

export function ContentList({ section, extras, index }: SectionProps) {
  const headingId = `careers-${section.id}-title`
  const type = meta<typeof CONTENT_LIST_BLOCK>(section, 'contentType')
  const cards = extras.served?.[type] ?? []
  const linkText = meta<typeof CONTENT_LIST_BLOCK>(section, 'cardLink') || 'Read more'
  // A list a content type adds to a page by itself (loaders.ts withServedLists) is not there while empty.
  if (!cards.length && (section.metadata as Record<string, unknown> | undefined)?.auto === 'true') return null
  return (
    <section className="careers-section" id={section.id} aria-labelledby={section.title ? headingId : undefined} data-block={section.type} data-section={section.id}>
      <div className="container">
        <SectionHead name="careers" eyebrow={meta<typeof CONTENT_LIST_BLOCK>(section, 'eyebrow')} title={section.title} intro={section.content} index={index} titleId={headingId} align="start" />
        {cards.length ? (
          <ul className="content-list" aria-label={section.title || 'List'}>
            {cards.map((card) => (
              <li key={card.id} className="content-card">
                <h3 className="content-card-title">
                  <AppLink to={card.href} className="content-card-link">
                    {card.title}
                  </AppLink>
                </h3>
                {card.facts.length > 0 && (
                  <ul className="content-card-facts" aria-label="Details">
                    {card.facts.map((fact) => (
                      <li key={fact}>{fact}</li>
                    ))}
                  </ul>
                )}
                {card.summary && <p className="content-card-summary">{card.summary}</p>}
                <span className="content-card-more" aria-hidden="true">
                  {linkText}
                  <ArrowRightIcon size={16} />
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="content-list-empty">{meta<typeof CONTENT_LIST_BLOCK>(section, 'empty')}</p>
        )}
      </div>
    </section>
  )
}
