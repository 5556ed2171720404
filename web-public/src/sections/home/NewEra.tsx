/** new-era ('The World Demands a New Era', editorial text) and new-era-image (a wide picture; its title is the alt text, metadata.caption an optional caption). */
import { Heading, Paragraphs, meta, safeHref } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { Highlight, titleId } from './parts.tsx'

export function NewEra({ section, index }: SectionProps) {
  const eyebrow = meta(section, 'eyebrow')
  return (
    <section className="home-section home-era" aria-labelledby={titleId(section)} data-section={section.id}>
      <div className="container home-era-grid">
        <div>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <Heading index={index} id={titleId(section)} className="home-title home-era-title">
            <Highlight text={section.title} highlight={meta(section, 'highlight')} />
          </Heading>
        </div>
        <div className="home-era-text">
          <Paragraphs text={section.content} />
        </div>
      </div>
    </section>
  )
}

export function NewEraImage({ section, index }: SectionProps) {
  const src = safeHref(section.content)
  if (!src || !/^(\/|https?:)/.test(src)) return null
  const caption = meta(section, 'caption')
  return (
    <section className="home-era-image" data-section={section.id}>
      <figure className="container">
        <img src={src} alt={section.title} width={1600} height={640} loading={index < 2 ? 'eager' : 'lazy'} decoding="async" />
        {caption && <figcaption>{caption}</figcaption>}
      </figure>
    </section>
  )
}
