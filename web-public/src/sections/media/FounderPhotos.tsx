/**
 * Founder photos for the press (block `founder-photos`; public-site §2 Media): a photo card per
 * founder (the block's items: name, role, portrait with its alt text, profile link), each with the
 * profile link and a photo download, and the photo usage guidelines (one per line).
 */
import { CheckIcon, ExternalIcon } from '../../components/Icons.tsx'
import { SectionHead } from '../../components/SectionHead.tsx'
import { items, lines, meta, safeHref } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { DownloadIcon, UserIcon } from './icons.tsx'
import { anchorId } from './jump.ts'
import type { FOUNDER_PHOTOS_BLOCK } from '../../../../shared/blocks/media.ts'

/** Only absolute http(s) links leave the site from a profile link. */
const httpUrl = (value: string | undefined) => {
  const h = safeHref(value)
  return h && /^https?:/i.test(h) ? h : null
}

export function FounderPhotos({ section, index }: SectionProps) {
  const founders = items<typeof FOUNDER_PHOTOS_BLOCK>(section).filter((f) => f.name)
  const guidelines = lines(meta<typeof FOUNDER_PHOTOS_BLOCK>(section, 'guidelines'))
  const guidelinesTitle = meta<typeof FOUNDER_PHOTOS_BLOCK>(section, 'guidelinesTitle')
  const profileLabel = meta<typeof FOUNDER_PHOTOS_BLOCK>(section, 'profileLabel') || 'Professional profile'
  const downloadLabel = meta<typeof FOUNDER_PHOTOS_BLOCK>(section, 'downloadLabel') || 'Download photo'
  const titleId = `media-${section.id}-title`
  return (
    <section id={anchorId(section.id) || undefined} tabIndex={-1} className="md-section md-founders" aria-labelledby={titleId} data-block={section.type} data-section={section.id}>
      <div className="container">
        <SectionHead name="md" as="div" title={section.title} intro={section.content} index={index} titleId={titleId} />
        <div className="md-founder-grid">
          {founders.map((f, i) => {
            const photo = safeHref(f.image)
            const profile = httpUrl(f.linkedin)
            return (
              <article key={`${f.name}-${i}`} className="md-founder">
                <div className="md-founder-photo">
                  <span className="md-founder-placeholder" aria-hidden="true">
                    <UserIcon size={48} />
                  </span>
                  {photo && <img src={photo} alt={f.imageAlt?.trim() || `Portrait of ${f.name}`} width={480} height={600} loading="lazy" decoding="async" />}
                </div>
                <div className="md-founder-body">
                  <h3 className="md-founder-name">{f.name}</h3>
                  {f.title && <p className="md-founder-role">{f.title}</p>}
                  <div className="md-founder-links">
                    {profile && (
                      <a className="md-text-link" href={profile} target="_blank" rel="noopener noreferrer">
                        <ExternalIcon size={16} />
                        {profileLabel}
                        <span className="sr-only"> of {f.name} (opens in a new tab)</span>
                      </a>
                    )}
                    {photo && (
                      <a className="md-text-link" href={photo} download>
                        <DownloadIcon size={16} />
                        {downloadLabel}
                        <span className="sr-only"> of {f.name}</span>
                      </a>
                    )}
                  </div>
                </div>
              </article>
            )
          })}
          {guidelines.length > 0 && (
            <aside className="md-photo-rules" aria-label={guidelinesTitle || 'Photo usage guidelines'}>
              {guidelinesTitle && <h3 className="md-photo-rules-title">{guidelinesTitle}</h3>}
              <ul>
                {guidelines.map((g) => (
                  <li key={g}>
                    <CheckIcon size={16} />
                    {g}
                  </li>
                ))}
              </ul>
            </aside>
          )}
        </div>
      </div>
    </section>
  )
}
