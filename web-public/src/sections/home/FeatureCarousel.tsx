/**
 * The `feature-carousel` block (shared/blocks/home.ts; Home's 'What if bikes could think like
 * Nature?'): a centred head (eyebrow, title with its highlight, intro) over a carousel. Each item:
 * title, description, visualText (set over the picture), bullets (one per line), image and
 * imageAlt (decorative unless described); its number badge is its position.
 */
import { CheckIcon } from '../../components/Icons.tsx'
import { Carousel } from '../../components/ui/Carousel.tsx'
import { RichText, items, lines, safeHref } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { SectionHead, titleId } from './parts.tsx'
import type { FEATURE_CAROUSEL_BLOCK } from '../../../../shared/blocks/home.ts'

export function FeatureCarousel({ section, index }: SectionProps) {
  const slides = items<typeof FEATURE_CAROUSEL_BLOCK>(section).map((item, i) => {
    const src = safeHref(item.image)
    return {
      key: `${i}-${item.title}`,
      label: item.title || `Slide ${i + 1}`,
      content: (
        <article className="home-nature-slide">
          <figure className="home-nature-media">
            {src && <img src={src} alt={item.imageAlt ?? ''} width={800} height={600} loading="lazy" decoding="async" draggable={false} />}
            {item.visualText && <figcaption className="home-nature-visual">{item.visualText}</figcaption>}
          </figure>
          <div className="home-nature-body">
            <span className="home-nature-badge" aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
            <h3 className="home-nature-title">{item.title}</h3>
            <RichText value={item.description} className="home-nature-text" />
            <ul className="home-checks">
              {lines(item.bullets).map((b) => (
                <li key={b}>
                  <CheckIcon size={16} />
                  {b}
                </li>
              ))}
            </ul>
          </div>
        </article>
      ),
    }
  })
  // The carousel is the named region (its heading names it); the section around it is not another one.
  return (
    <section className="home-section home-nature" data-block={section.type} data-section={section.id}>
      <div className="container">
        <SectionHead section={section} index={index} align="center" />
        <Carousel slides={slides} labelledBy={titleId(section)} className="home-nature-carousel" />
      </div>
    </section>
  )
}
