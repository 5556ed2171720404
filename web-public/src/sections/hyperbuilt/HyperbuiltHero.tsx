/**
 * HyperBuilt's hero (public-site §2 HyperBuilt): the series name, tagline and lead, a 'Subscribe to
 * Updates' link to the subscribe section (#subscribe) and the 'Watch Preview' button, which is the
 * watch-preview section's (its text) and opens the preview modal (preview-modal).
 */
import type { Section } from '../../../../shared/api/pages.ts'
import { Heading, meta, safeHref } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { BellIcon, PlayIcon } from './icons.tsx'
import { anchorId, jumpTo } from './jump.ts'
import { openPreview } from './preview-store.ts'

const visible = (page: SectionProps['page'], id: string) => page.sections.find((s) => s.visible && s.id === id)

/** The Watch Preview button: only when the page has a preview modal to open. */
function WatchPreviewButton({ section, className }: { section: Section; className: string }) {
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={() => openPreview()}>
      <PlayIcon size={18} />
      {section.content.trim() || section.title}
    </button>
  )
}

export function HyperbuiltHero({ section, page, index }: SectionProps) {
  const title = section.content.trim() || section.title
  const eyebrow = meta(section, 'eyebrow')
  const tagline = meta(section, 'tagline')
  const lead = meta(section, 'subtitle')
  const subscribeLabel = meta(section, 'subscribeLabel')
  const target = anchorId(meta(section, 'subscribeAnchor'))
  const art = safeHref(meta(section, 'image'))
  const watch = visible(page, 'watch-preview')
  const canWatch = watch && visible(page, 'preview-modal')
  return (
    <section className="hb-hero" data-section={section.id}>
      <div className="hb-hero-glow" aria-hidden="true" />
      <div className="container hb-hero-grid">
        <div className="hb-hero-copy">
          {eyebrow && (
            <p className="hb-chip">
              <span className="hb-rec" aria-hidden="true" />
              {eyebrow}
            </p>
          )}
          <Heading index={index} className="hb-hero-title">
            {title}
          </Heading>
          {tagline && <p className="hb-hero-tagline">{tagline}</p>}
          {lead && <p className="hb-hero-lead">{lead}</p>}
          <div className="hb-hero-actions">
            {subscribeLabel && target && (
              <a href={`#${target}`} className="btn btn-primary btn-lg" onClick={jumpTo(target)}>
                <BellIcon size={18} />
                {subscribeLabel}
              </a>
            )}
            {canWatch && <WatchPreviewButton section={watch} className="btn btn-lg hb-watch" />}
          </div>
        </div>
        {art && (
          <div className="hb-hero-art">
            <img src={art} alt="" width={640} height={440} loading={index < 2 ? 'eager' : 'lazy'} decoding="async" fetchPriority={index === 0 ? 'high' : undefined} />
          </div>
        )}
      </div>
    </section>
  )
}

/** The watch-preview section: drawn inside the hero; on its own (centred) only when the hero is hidden. */
export function WatchPreview({ section, page }: SectionProps) {
  if (visible(page, 'hero') || !visible(page, 'preview-modal')) return null
  return (
    <section className="hb-watch-alone" data-section={section.id}>
      <div className="container">
        <WatchPreviewButton section={section} className="btn btn-primary btn-lg" />
      </div>
    </section>
  )
}
