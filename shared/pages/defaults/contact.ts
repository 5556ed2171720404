/**
 * Default sections of the contact page (admin-area §9): blocks of the catalogue (shared/blocks/contact.ts)
 * with the copy the public site shows until an editor changes it.
 */
import type { Section } from '../../api/pages.ts'
import { CONTACT_DETAILS_BLOCK, CONTACT_FORM_BLOCK, CONTACT_HERO_BLOCK, LINK_CARD_BLOCK, REPLY_NOTE_BLOCK } from '../../blocks/contact.ts'
import { place } from '../section.ts'

export const CONTACT_SECTIONS: Section[] = [
  place('hero', CONTACT_HERO_BLOCK),
  place('details', CONTACT_DETAILS_BLOCK),
  place('response-note', REPLY_NOTE_BLOCK),
  place('form', CONTACT_FORM_BLOCK),
  place('careers-link', LINK_CARD_BLOCK),
  place('about-link', LINK_CARD_BLOCK, {
    title: 'About Yerth',
    content: 'About Yerth',
    metadata: {
      link: '/about',
      heading: 'Get to know us',
      description: 'The story, the founders and the values that drive every vehicle we build.',
      icon: 'leaf',
    },
  }),
]
