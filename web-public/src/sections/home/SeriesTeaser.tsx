/**
 * The `series-teaser` block (shared/blocks/home.ts; Home's 'HyperBuilt Series'): a dark panel
 * (eyebrow, title, text) with its shows. Each item: title, description, label (a tag such as
 * 'Coming Soon'), link. On Home the 'Subscribe & Be the First to See' button is the next block (an
 * action band).
 */
import { ArrowRightIcon } from '../../components/Icons.tsx'
import { Heading, RichText, SectionLink, items, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { PlayIcon } from './icons.tsx'
import { titleId } from './parts.tsx'
import type { SERIES_TEASER_BLOCK } from '../../../../shared/blocks/home.ts'

export function SeriesTeaser({ section, index }: SectionProps) {
  const eyebrow = meta<typeof SERIES_TEASER_BLOCK>(section, 'eyebrow')
  const shows = items<typeof SERIES_TEASER_BLOCK>(section)
  return (
    <section className="home-section home-hb" aria-labelledby={titleId(section)} data-block={section.type} data-section={section.id}>
      <div className="container">
        <div className="home-hb-panel">
          <div className="home-hb-copy">
            {eyebrow && <p className="home-hb-eyebrow">{eyebrow}</p>}
            <Heading index={index} id={titleId(section)} className="home-hb-title">
              {section.title}
            </Heading>
            <div className="home-hb-text">
              <RichText value={section.content} />
            </div>
          </div>
          {shows.length > 0 && (
            <ul className="home-hb-shows">
              {shows.map((show, i) => (
                <li key={`${i}-${show.title}`} className="home-hb-show">
                  <span className="home-hb-show-icon" aria-hidden="true">
                    <PlayIcon size={18} />
                  </span>
                  <div className="home-hb-show-body">
                    <h3 className="home-hb-show-title">
                      <SectionLink href={show.link} className="home-hb-show-link">
                        {show.title}
                      </SectionLink>
                    </h3>
                    <RichText value={show.description} />
                  </div>
                  {show.label && <span className="home-hb-tag">{show.label}</span>}
                  <ArrowRightIcon size={18} className="home-hb-arrow" />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  )
}
