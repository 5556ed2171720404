/**
 * The press room hero (block `media-hero`): eyebrow, headline, lead, two buttons that jump to blocks
 * of the same page by their section id (the media kit and the inquiry banner by default), and art.
 */
import { Heading, meta, safeHref } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { DownloadIcon } from './icons.tsx'
import { anchorId, jumpTo } from './jump.ts'

export function MediaHero({ section, index }: SectionProps) {
  const title = section.content.trim() || section.title
  const eyebrow = meta(section, 'eyebrow')
  const lead = meta(section, 'subtitle')
  const art = safeHref(meta(section, 'image'))
  const artAlt = meta(section, 'imageAlt').trim()
  const first = { label: meta(section, 'linkLabel'), target: anchorId(meta(section, 'anchor')) }
  const second = { label: meta(section, 'secondLabel'), target: anchorId(meta(section, 'secondAnchor')) }
  return (
    <section className="md-hero" data-block={section.type} data-section={section.id}>
      <div className="md-hero-glow" aria-hidden="true" />
      <div className="container md-hero-grid">
        <div>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <Heading index={index} className="md-hero-title">
            {title}
          </Heading>
          {lead && <p className="md-hero-lead">{lead}</p>}
          <div className="md-hero-actions">
            {first.label && first.target && (
              <a href={`#${first.target}`} className="btn btn-primary btn-lg" onClick={jumpTo(first.target)}>
                <DownloadIcon size={18} />
                {first.label}
              </a>
            )}
            {second.label && second.target && (
              <a href={`#${second.target}`} className="btn btn-secondary btn-lg" onClick={jumpTo(second.target)}>
                {second.label}
              </a>
            )}
          </div>
        </div>
        {art && (
          <div className="md-hero-art">
            <img src={art} alt={artAlt} width={560} height={400} loading={index < 2 ? 'eager' : 'lazy'} decoding="async" fetchPriority={index === 0 ? 'high' : undefined} />
          </div>
        )}
      </div>
    </section>
  )
}
