/**
 * The `hero` block (shared/blocks/home.ts): the full-screen opening. Its content is the headline
 * (the title when it is empty), metadata.brand the brand line set above it (read aloud as
 * "Yerth - Where Hypermobility Comes to Life"), metadata: eyebrow, subtitle, primaryText/primaryLink and
 * secondaryText/secondaryLink (the two calls to action), image and imageAlt (the art behind it;
 * decorative unless described). Above the fold: in the chunk's first module (index.ts), so it
 * imports little.
 */
import { ArrowRightIcon } from '../../components/Icons.tsx'
import { Heading, SectionLink, meta, safeHref } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import type { HERO_BLOCK } from '../../../../shared/blocks/home.ts'

export function Hero({ section, index }: SectionProps) {
  const titleId = `home-${section.id}-title`
  const headline = section.content.trim() || section.title
  const brand = meta<typeof HERO_BLOCK>(section, 'brand').trim()
  const eyebrow = meta<typeof HERO_BLOCK>(section, 'eyebrow')
  const subtitle = meta<typeof HERO_BLOCK>(section, 'subtitle')
  const art = safeHref(meta<typeof HERO_BLOCK>(section, 'image'))
  const artAlt = meta<typeof HERO_BLOCK>(section, 'imageAlt')
  const primary = meta<typeof HERO_BLOCK>(section, 'primaryText')
  const secondary = meta<typeof HERO_BLOCK>(section, 'secondaryText')
  return (
    <section className="home-hero" aria-labelledby={titleId} data-block={section.type} data-section={section.id}>
      {art && <img className="home-hero-art" src={art} alt={artAlt} width={1600} height={1000} fetchPriority="high" decoding="async" />}
      <div className="home-hero-veil" aria-hidden="true" />
      <div className="container home-hero-inner">
        {eyebrow && <p className="home-hero-eyebrow">{eyebrow}</p>}
        <Heading index={index} id={titleId} className="home-hero-title">
          {brand && (
            <>
              <span className="home-hero-brand">{brand}</span>
              <span className="sr-only"> - </span>
            </>
          )}
          <span className="home-hero-tagline">{headline}</span>
        </Heading>
        {subtitle && <p className="home-hero-sub">{subtitle}</p>}
        {(primary || secondary) && (
          <div className="home-hero-actions">
            {primary && (
              <SectionLink href={meta<typeof HERO_BLOCK>(section, 'primaryLink')} className="btn btn-primary btn-lg">
                {primary}
                <ArrowRightIcon size={18} />
              </SectionLink>
            )}
            {secondary && (
              <SectionLink href={meta<typeof HERO_BLOCK>(section, 'secondaryLink')} className="btn btn-lg home-btn-glass">
                {secondary}
              </SectionLink>
            )}
          </div>
        )}
      </div>
      <div className="home-hero-scroll" aria-hidden="true">
        <span />
      </div>
    </section>
  )
}
