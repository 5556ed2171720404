/**
 * The `wide-image` block (shared/blocks/home.ts; Home's new-era-image): one wide picture (content),
 * its title as the alt text and its visually hidden heading, metadata.caption an optional caption.
 * Nothing is drawn without a picture.
 */
import { HiddenHeading, meta, safeHref } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import type { WIDE_IMAGE_BLOCK } from '../../../../shared/blocks/home.ts'

export function WideImage({ section, index }: SectionProps) {
  const src = safeHref(section.content)
  if (!src || !/^(\/|https?:)/.test(src)) return null
  const caption = meta<typeof WIDE_IMAGE_BLOCK>(section, 'caption')
  return (
    <section className="home-era-image" data-block={section.type} data-section={section.id}>
      <HiddenHeading index={index}>{section.title || 'Picture'}</HiddenHeading>
      <figure className="container">
        <img src={src} alt={section.title} width={1600} height={640} loading={index < 2 ? 'eager' : 'lazy'} decoding="async" />
        {caption && <figcaption>{caption}</figcaption>}
      </figure>
    </section>
  )
}
