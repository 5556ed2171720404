/**
 * Head metadata of managed pages, from their SEO fields (admin-area §3 Page): title '{title} | Yerth'
 * (the stored default "{page name} - Yerth" counts as the page name; Home with its default keeps the
 * site's default title), meta description (else the page's default below), keywords, canonical URL,
 * and a breadcrumb trail for pages below Home; the social card (issue 31): its own image, else the
 * first image of the page's first block, and its own title and description, else the search ones.
 * Used by the server (src/routes/server/page.ts head) and the browser.
 */
import type { PublicPage } from '../../shared/api/pages.ts'
import { isManagedKey, titleBeforeBrand, type ManagedPageKey } from '../../shared/pages/managed.ts'
import { socialImageOf } from '../../shared/pages/social-card.ts'
import { DEFAULT_DESCRIPTION, type PageMeta } from './document.ts'

/** Descriptions used while a page's meta_description is empty. */
const DEFAULT_DESCRIPTIONS: Record<ManagedPageKey, string> = {
  home: DEFAULT_DESCRIPTION,
  about:
    'Meet Yerth: born for Hypermobility. Our story, the 3Es that guide us, what we stand for, the founders behind the vision and why we build electric vehicles the way we do.',
  journal: 'Stories, ideas and videos from the road to Hypermobility: articles and vlogs from the Yerth team.',
  hyperbuilt:
    'HyperBuilt: the Yerth Reality Series and Podcast Series. Go behind the scenes of building electric Hypermobility vehicles, coming soon.',
  media: 'Yerth media kit, founder photos, press highlights and brand guidelines for journalists. Media enquiries answered within 4 business hours.',
  careers:
    'Build the future of mobility with Yerth. Why build your career here, perks and benefits, our culture and values, and how to apply.',
  contact: 'Contact Yerth: questions about our electric vehicles, partnerships, media or careers. We reply within 24 hours.',
}

export function managedPageMeta(key: string, page: PublicPage & { preview?: true }, path: string): PageMeta {
  const title = titleBeforeBrand(key, page.page_name, page.meta_title)
  const canonical = page.canonical_url.trim()
  const socialTitle = page.social_title?.trim() ?? ''
  const socialDescription = page.social_description?.trim() ?? ''
  const image = socialImageOf(page.social_image, page.sections)
  return {
    title,
    description: page.meta_description.trim() || (isManagedKey(key) ? DEFAULT_DESCRIPTIONS[key] : DEFAULT_DESCRIPTION),
    index: !page.preview,
    keywords: page.meta_keywords.trim() || undefined,
    path: key === 'hyperbuilt' ? '/hyperbuilt' : path,
    ...(canonical ? { canonical } : {}),
    ...(image ? { image: { url: image, alt: socialTitle || page.page_name } } : {}),
    ...(socialTitle || socialDescription ? { social: { ...(socialTitle && { title: socialTitle }), ...(socialDescription && { description: socialDescription }) } } : {}),
    ...(key === 'home' ? {} : { breadcrumbs: [{ name: 'Home', path: '/' }, { name: page.page_name, path }] }),
    ...(key === 'journal' ? { feed: true } : {}),
  }
}
