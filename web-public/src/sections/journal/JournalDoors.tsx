/**
 * The two large cards to the blogs and the vlogs (public-site §2 Journal landing), side by side on
 * wide screens: the first visible door section draws both (group.ts). The whole card is the link.
 */
import { ArrowRightIcon } from '../../components/Icons.tsx'
import { Paragraphs, SectionLink, meta, safeHref } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { groupOf } from './group.ts'

export const DOOR_IDS = ['blogs-door', 'vlogs-door'] as const

export function JournalDoors({ section, page, index }: SectionProps) {
  const doors = groupOf(page, section, DOOR_IDS)
  if (!doors) return null
  return (
    <section className="container j-doors" aria-label="Journal sections" data-group={section.id}>
      {doors.map((door, i) => {
        const art = safeHref(meta(door, 'image'))
        const cta = meta(door, 'linkLabel')
        const Title = index === 0 && i === 0 ? 'h1' : 'h2'
        return (
          <article key={door.id} className="j-door" data-section={door.id}>
            {art && (
              <div className="j-door-art">
                <img src={art} alt="" width={720} height={440} loading={index < 2 && i === 0 ? 'eager' : 'lazy'} decoding="async" />
              </div>
            )}
            <div className="j-door-body">
              {meta(door, 'kicker') && <p className="j-door-kicker">{meta(door, 'kicker')}</p>}
              <Title className="j-door-title">
                <SectionLink href={meta(door, 'link')} className="j-door-link">
                  {door.title}
                </SectionLink>
              </Title>
              <div className="j-door-text">
                <Paragraphs text={door.content} />
              </div>
              {cta && (
                <p className="j-door-cta" aria-hidden="true">
                  {cta}
                  <ArrowRightIcon size={18} />
                </p>
              )}
            </div>
          </article>
        )
      })}
    </section>
  )
}
