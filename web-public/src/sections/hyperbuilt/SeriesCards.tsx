/**
 * The two HyperBuilt shows (public-site §2): Reality Series and Podcasts, each marked Coming Soon,
 * side by side on wide screens. The first visible of the two sections draws both (group.ts).
 */
import { CheckIcon } from '../../components/Icons.tsx'
import { Paragraphs, lines, meta, safeHref } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { groupOf } from './group.ts'
import { FilmIcon, MicIcon } from './icons.tsx'

export const SERIES_IDS = ['reality-series', 'podcast-series'] as const

export function SeriesCards({ section, page, index }: SectionProps) {
  const cards = groupOf(page, section, SERIES_IDS)
  if (!cards) return null
  return (
    <section className="hb-series" aria-label="The HyperBuilt series" data-group={section.id}>
      <div className="container hb-series-grid">
        {cards.map((card, i) => {
          const art = safeHref(meta(card, 'image'))
          const badge = meta(card, 'badge')
          const eyebrow = meta(card, 'eyebrow')
          const features = lines(meta(card, 'features'))
          const titleId = `hb-${card.id}-title`
          const Title = index === 0 && i === 0 ? 'h1' : 'h2'
          return (
            <article key={card.id} className="hb-card" aria-labelledby={titleId} data-section={card.id}>
              <div className="hb-card-art">
                {art && <img src={art} alt="" width={640} height={400} loading={index < 2 ? 'eager' : 'lazy'} decoding="async" />}
                {badge && <span className="hb-badge">{badge}</span>}
              </div>
              <div className="hb-card-body">
                {eyebrow && (
                  <p className="hb-card-kicker">
                    {card.id === 'podcast-series' ? <MicIcon size={18} /> : <FilmIcon size={18} />}
                    {eyebrow}
                  </p>
                )}
                <Title id={titleId} className="hb-card-title">
                  {card.title}
                </Title>
                <div className="hb-card-text">
                  <Paragraphs text={card.content} />
                </div>
                {features.length > 0 && (
                  <ul className="hb-card-list">
                    {features.map((f) => (
                      <li key={f}>
                        <CheckIcon size={16} />
                        {f}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </article>
          )
        })}
      </div>
    </section>
  )
}
