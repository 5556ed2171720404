/**
 * The press room hero (block `media-hero`): eyebrow, headline, lead, two buttons that jump to blocks
 * of the same page by their section id (the media kit and the inquiry banner by default), and art.
 */
import { PageHero } from '../../components/PageHero.tsx'
import { meta, safeHref } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { DownloadIcon } from './icons.tsx'
import { anchorId, jumpTo } from './jump.ts'
import type { MEDIA_HERO_BLOCK } from '../../../../shared/blocks/media.ts'

export function MediaHero({ section, index }: SectionProps) {
  const title = section.content.trim() || section.title
  const eyebrow = meta<typeof MEDIA_HERO_BLOCK>(section, 'eyebrow')
  const lead = meta<typeof MEDIA_HERO_BLOCK>(section, 'subtitle')
  const art = safeHref(meta<typeof MEDIA_HERO_BLOCK>(section, 'image'))
  const artAlt = meta<typeof MEDIA_HERO_BLOCK>(section, 'imageAlt').trim()
  const first = { label: meta<typeof MEDIA_HERO_BLOCK>(section, 'linkLabel'), target: anchorId(meta<typeof MEDIA_HERO_BLOCK>(section, 'anchor')) }
  const second = { label: meta<typeof MEDIA_HERO_BLOCK>(section, 'secondLabel'), target: anchorId(meta<typeof MEDIA_HERO_BLOCK>(section, 'secondAnchor')) }
  return (
    <PageHero
      name="md-hero"
      block={section}
      index={index}
      eyebrow={eyebrow}
      title={title}
      lead={lead}
      art={art && <img src={art} alt={artAlt} width={560} height={400} loading={index < 2 ? 'eager' : 'lazy'} decoding="async" fetchPriority={index === 0 ? 'high' : undefined} />}
    >
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
    </PageHero>
  )
}
