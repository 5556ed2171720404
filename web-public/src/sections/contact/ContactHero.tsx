/** contact-hero: eyebrow, headline, lead and an illustration (the contact page's hero). */
import { PageHero } from '../../components/PageHero.tsx'
import { meta, safeHref } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import type { CONTACT_HERO_BLOCK } from '../../../../shared/blocks/contact.ts'

export function ContactHero({ section, index }: SectionProps) {
  const title = section.content.trim() || section.title
  const eyebrow = meta<typeof CONTACT_HERO_BLOCK>(section, 'eyebrow')
  const lead = meta<typeof CONTACT_HERO_BLOCK>(section, 'subtitle')
  const art = safeHref(meta<typeof CONTACT_HERO_BLOCK>(section, 'image'))
  return (
    <PageHero
      name="ct-hero"
      block={section}
      index={index}
      eyebrow={eyebrow}
      title={title}
      lead={lead}
      art={art && <img src={art} alt={meta<typeof CONTACT_HERO_BLOCK>(section, 'imageAlt')} width={520} height={360} loading={index < 2 ? 'eager' : 'lazy'} decoding="async" fetchPriority={index === 0 ? 'high' : undefined} />}
    />
  )
}
