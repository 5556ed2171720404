/**
 * The `closing-cta` block (shared/blocks/home.ts; public-site §2 Closing call-to-action banner, Home's
 * 'Join the Hypermobility Movement'): the banner title (content; the title when empty), subtitle,
 * primaryText/primaryLink and secondaryText/secondaryLink, figures as items (value, label; the value
 * '∞' is drawn as the infinity sign) and the infinity mark. Also drawn by /home-v1 (a shared section).
 */
import { ArrowRightIcon } from '../../components/Icons.tsx'
import { Heading, SectionLink, items, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { InfinityMark } from './icons.tsx'
import { titleId } from './parts.tsx'
import './shared.css'
import type { CLOSING_CTA_BLOCK } from '../../../../shared/blocks/home.ts'

export function ClosingCta({ section, index }: SectionProps) {
  const title = section.content.trim() || section.title
  const subtitle = meta<typeof CLOSING_CTA_BLOCK>(section, 'subtitle')
  const primary = meta<typeof CLOSING_CTA_BLOCK>(section, 'primaryText')
  const secondary = meta<typeof CLOSING_CTA_BLOCK>(section, 'secondaryText')
  const stats = items<typeof CLOSING_CTA_BLOCK>(section)
  return (
    <section className="home-closing" aria-labelledby={titleId(section)} data-block={section.type} data-section={section.id}>
      <div className="container">
        <div className="home-closing-panel">
          <InfinityMark className="home-closing-mark" />
          <div className="home-closing-copy">
            <Heading index={index} id={titleId(section)} className="home-closing-title">
              {title}
            </Heading>
            {subtitle && <p className="home-closing-sub">{subtitle}</p>}
            <div className="home-closing-actions">
              {primary && (
                <SectionLink href={meta<typeof CLOSING_CTA_BLOCK>(section, 'primaryLink')} className="btn btn-lg home-btn-light">
                  {primary}
                  <ArrowRightIcon size={18} />
                </SectionLink>
              )}
              {secondary && (
                <SectionLink href={meta<typeof CLOSING_CTA_BLOCK>(section, 'secondaryLink')} className="btn btn-lg home-btn-glass">
                  {secondary}
                </SectionLink>
              )}
            </div>
          </div>
          {stats.length > 0 && (
            <dl className="home-closing-stats">
              {stats.map((s, i) => (
                <div key={`${i}-${s.label}`} className="home-closing-stat">
                  <dt>{s.label}</dt>
                  <dd>
                    {s.value === '∞' ? (
                      <>
                        <InfinityMark className="home-closing-infinity" />
                        <span className="sr-only">Infinite</span>
                      </>
                    ) : (
                      s.value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </div>
    </section>
  )
}
