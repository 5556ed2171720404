/**
 * The `project-carousel` block (shared/blocks/home.ts; Home's "What We're Building"): a split head
 * (title beside its intro) over a carousel of large slides with the '0N / 03' badge. Each item:
 * title, description, points (one per line), image and imageAlt (decorative unless described).
 */
import { Carousel, slideBadge } from '../../components/ui/Carousel.tsx'
import { RichText, items, lines, safeHref } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { SectionHead, titleId } from './parts.tsx'
import type { PROJECT_CAROUSEL_BLOCK } from '../../../../shared/blocks/home.ts'

export function ProjectCarousel({ section, index }: SectionProps) {
  const all = items<typeof PROJECT_CAROUSEL_BLOCK>(section)
  const slides = all.map((item, i) => {
    const src = safeHref(item.image)
    return {
      key: `${i}-${item.title}`,
      label: item.title || `Slide ${i + 1}`,
      content: (
        <article className="home-build-slide">
          <div className="home-build-media">{src && <img src={src} alt={item.imageAlt ?? ''} width={720} height={540} loading="lazy" decoding="async" draggable={false} />}</div>
          <div className="home-build-body">
            <span className="home-build-count">{slideBadge(i, all.length)}</span>
            <h3 className="home-build-title">{item.title}</h3>
            <RichText value={item.description} className="home-build-text" />
            {item.points && (
              <ul className="home-build-points">
                {lines(item.points).map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            )}
          </div>
        </article>
      ),
    }
  })
  // The carousel is the named region (its heading names it); the section around it is not another one.
  return (
    <section className="home-section home-build" data-block={section.type} data-section={section.id}>
      <div className="container">
        <SectionHead section={section} index={index} align="split" />
        <Carousel slides={slides} labelledBy={titleId(section)} className="home-build-carousel" />
      </div>
    </section>
  )
}
