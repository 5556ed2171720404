/** contact-hero: eyebrow, headline, lead and an illustration (the contact page's hero). */
import { PageHero } from '../../components/PageHero.tsx'
import { meta, safeHref } from '../content.tsx'
import type { SectionProps } from '../types.ts'

export function ContactHero({ section, index }: SectionProps) {
  const title = section.content.trim() || section.title
  const eyebrow = meta(section, 'eyebrow')
  const lead = meta(section, 'subtitle')
  const art = safeHref(meta(section, 'image'))
  return (
    <PageHero
      name="ct-hero"
      block={section}
      index={index}
      eyebrow={eyebrow}
      title={title}
      lead={lead}
      art={art && <img src={art} alt={meta(section, 'imageAlt')} width={520} height={360} loading={index < 2 ? 'eager' : 'lazy'} decoding="async" fetchPriority={index === 0 ? 'high' : undefined} />}
    />
  )
}
