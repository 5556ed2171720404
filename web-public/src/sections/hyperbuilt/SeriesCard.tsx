/**
 * series-card: one HyperBuilt show (public-site §2: Reality Series and Podcasts, each marked Coming
 * Soon). Cards in a row (`series`) sit side by side on wide screens, lifted over a show hero just
 * above them (hyperbuilt.css). Its anchor, when set, is the card's id: /hyperbuilt#reality jumps here.
 */
import { useId } from 'react'
import { CheckIcon } from '../../components/Icons.tsx'
import { Heading, RichText, lines, meta, safeHref } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { FilmIcon, MicIcon } from './icons.tsx'
import { anchorId } from './jump.ts'
import type { SERIES_CARD_BLOCK } from '../../../../shared/blocks/hyperbuilt.ts'

function KickerIcon({ name }: { name: string }) {
  if (name === 'film') return <FilmIcon size={18} />
  if (name === 'microphone') return <MicIcon size={18} />
  return null
}

export function SeriesCard({ section, index }: SectionProps) {
  const titleId = useId()
  const art = safeHref(meta<typeof SERIES_CARD_BLOCK>(section, 'image'))
  const badge = meta<typeof SERIES_CARD_BLOCK>(section, 'badge')
  const eyebrow = meta<typeof SERIES_CARD_BLOCK>(section, 'eyebrow')
  const features = lines(meta<typeof SERIES_CARD_BLOCK>(section, 'features'))
  const anchor = anchorId(meta<typeof SERIES_CARD_BLOCK>(section, 'anchor'))
  return (
    <article
      id={anchor || undefined}
      tabIndex={anchor ? -1 : undefined}
      className="hb-card"
      aria-labelledby={titleId}
      data-block={section.type}
      data-section={section.id}
    >
      <div className="hb-card-art">
        {art && <img src={art} alt={meta<typeof SERIES_CARD_BLOCK>(section, 'imageAlt')} width={640} height={400} loading={index < 2 ? 'eager' : 'lazy'} decoding="async" />}
        {badge && <span className="hb-badge">{badge}</span>}
      </div>
      <div className="hb-card-body">
        {eyebrow && (
          <p className="hb-card-kicker">
            <KickerIcon name={meta<typeof SERIES_CARD_BLOCK>(section, 'kickerIcon')} />
            {eyebrow}
          </p>
        )}
        <Heading index={index} id={titleId} className="hb-card-title">
          {section.title}
        </Heading>
        <div className="hb-card-text">
          <RichText value={section.content} />
        </div>
        {features.length > 0 && (
          <ul className="hb-card-list">
            {features.map((f, i) => (
              <li key={i}>
                <CheckIcon size={16} />
                {f}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  )
}
