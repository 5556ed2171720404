/** Generic image section: the image (content is its URL) with its title as caption, alt text and visually hidden heading. */
import { HiddenHeading, safeHref } from '../content.tsx'
import type { SectionProps } from '../types.ts'

export function ImageSection({ section, index }: SectionProps) {
  const src = safeHref(section.content)
  if (!src || src.startsWith('#') || src.startsWith('mailto:')) return null
  return (
    <section className="gs gs-image" data-block="image" data-section={section.id}>
      <HiddenHeading index={index}>{section.title || 'Picture'}</HiddenHeading>
      <figure className="container gs-figure">
        <img src={src} alt={section.title} loading={index < 2 ? 'eager' : 'lazy'} decoding="async" />
        {section.title && <figcaption className="gs-caption">{section.title}</figcaption>}
      </figure>
    </section>
  )
}
