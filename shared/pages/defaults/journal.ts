/**
 * Default sections of the journal page (admin-area §9): blocks of the catalogue (shared/blocks/journal.ts)
 * with the copy the public site shows until an editor changes it.
 */
import type { Section } from '../../api/pages.ts'
import { DOOR_CARD_BLOCK, HEADLINE_HERO_BLOCK, STORY_BUTTON_BLOCK, STORY_CTA_BLOCK } from '../../blocks/journal.ts'
import { place } from '../section.ts'

export const JOURNAL_SECTIONS: Section[] = [
  place('hero', HEADLINE_HERO_BLOCK),
  place('blogs-door', DOOR_CARD_BLOCK),
  place('vlogs-door', DOOR_CARD_BLOCK, {
    title: 'Vlogs',
    content: 'Prototypes on the test track, design reviews and conversations from the workshop floor, straight from our YouTube channel.',
    metadata: { kicker: 'Watch', image: '/journal-vlogs.svg', imageAlt: '', link: '/journal/vlogs', linkLabel: 'Watch the vlogs' },
  }),
  place('story-cta', STORY_CTA_BLOCK),
  place('contact-button', STORY_BUTTON_BLOCK),
]
