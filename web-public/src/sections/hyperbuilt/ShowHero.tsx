/**
 * show-hero: HyperBuilt's cinema-dark hero (public-site §2 HyperBuilt): the chip, the show's title,
 * tagline and lead, a jump to another block of the page (the 'Subscribe to Updates' link to the
 * subscribe block's anchor) and the Watch Preview button (its own text), which opens the page's
 * preview dialog and is drawn only when the page has one (preview-store.ts).
 */
import { PageHero } from '../../components/PageHero.tsx'
import { HiddenHeading, meta, safeHref } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { BellIcon, PlayIcon } from './icons.tsx'
import { anchorId, jumpTo } from './jump.ts'
import { openPreview, useHasPreviewDialog } from './preview-store.ts'
import type { SHOW_HERO_BLOCK } from '../../../../shared/blocks/hyperbuilt.ts'

/** A Watch Preview button: opens the page's preview dialog. */
export function WatchPreviewButton({ label, className }: { label: string; className: string }) {
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={() => openPreview()}>
      <PlayIcon size={18} />
      {label}
    </button>
  )
}

export function ShowHero({ section, index }: SectionProps) {
  const title = section.content.trim() || section.title
  const eyebrow = meta<typeof SHOW_HERO_BLOCK>(section, 'eyebrow')
  const tagline = meta<typeof SHOW_HERO_BLOCK>(section, 'tagline')
  const lead = meta<typeof SHOW_HERO_BLOCK>(section, 'subtitle')
  const subscribeLabel = meta<typeof SHOW_HERO_BLOCK>(section, 'subscribeLabel')
  const target = anchorId(meta<typeof SHOW_HERO_BLOCK>(section, 'subscribeAnchor'))
  const previewLabel = meta<typeof SHOW_HERO_BLOCK>(section, 'previewLabel').trim()
  const canWatch = useHasPreviewDialog(true) && previewLabel !== ''
  const art = safeHref(meta<typeof SHOW_HERO_BLOCK>(section, 'image'))
  return (
    <PageHero
      name="hb-hero"
      block={section}
      index={index}
      eyebrow={
        eyebrow && (
          <p className="hb-chip">
            <span className="hb-rec" aria-hidden="true" />
            {eyebrow}
          </p>
        )
      }
      title={title}
      art={
        art && (
          <img
            src={art}
            alt={meta<typeof SHOW_HERO_BLOCK>(section, 'imageAlt')}
            width={640}
            height={440}
            loading={index < 2 ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={index === 0 ? 'high' : undefined}
          />
        )
      }
    >
      {/* The tagline comes between the title and the lead: both are drawn here, in the hero's own classes. */}
      {tagline && <p className="hb-hero-tagline">{tagline}</p>}
      {lead && <p className="hb-hero-lead">{lead}</p>}
      {((subscribeLabel && target) || canWatch) && (
        <div className="hb-hero-actions">
          {subscribeLabel && target && (
            <a href={`#${target}`} className="btn btn-primary btn-lg" onClick={jumpTo(target)}>
              <BellIcon size={18} />
              {subscribeLabel}
            </a>
          )}
          {canWatch && <WatchPreviewButton label={previewLabel} className="btn btn-lg hb-watch" />}
        </div>
      )}
    </PageHero>
  )
}

/** preview-button: a centred Watch Preview button where it stands (its title the visually hidden heading); drawn only when the page has a preview dialog. */
export function PreviewButton({ section, index }: SectionProps) {
  const label = section.content.trim() || section.title
  const canWatch = useHasPreviewDialog(true)
  if (!label || !canWatch) return null
  return (
    <section className="hb-watch-alone" data-block={section.type} data-section={section.id}>
      <HiddenHeading index={index}>{section.title || label}</HiddenHeading>
      <div className="container">
        <WatchPreviewButton label={label} className="btn btn-primary btn-lg" />
      </div>
    </section>
  )
}
