/**
 * Default sections of the hyperbuilt page (admin-area §9): blocks of the catalogue (shared/blocks/hyperbuilt.ts)
 * with the copy the public site shows until an editor changes it.
 *
 * The hero draws the page's Watch Preview button itself (its previewLabel), as the design has it;
 * the stand-alone Preview button block (watch-preview) starts hidden, so the button is not drawn
 * twice: showing it adds a second, centred button where it stands.
 */
import type { Section } from '../../api/pages.ts'
import { PREVIEW_BUTTON_BLOCK, PREVIEW_DIALOG_BLOCK, SERIES_CARD_BLOCK, SHOW_HERO_BLOCK, SUBSCRIBE_BLOCK } from '../../blocks/hyperbuilt.ts'
import { place } from '../section.ts'

export const HYPERBUILT_SECTIONS: Section[] = [
  place('hero', SHOW_HERO_BLOCK),
  place('reality-series', SERIES_CARD_BLOCK),
  place('podcast-series', SERIES_CARD_BLOCK, {
    title: 'Podcasts',
    content: 'Unhurried conversations with founders, engineers, riders and thinkers about the future of mobility, cities and the planet we share.',
    metadata: {
      badge: 'Coming Soon',
      eyebrow: 'Listen',
      kickerIcon: 'microphone',
      image: '/art/hyperbuilt-podcast.svg',
      imageAlt: '',
      features: 'Long-form talks with the people shaping mobility\nNature-inspired design, decoded\nListener questions answered by the team',
      anchor: 'podcast',
    },
  }),
  place('subscribe', SUBSCRIBE_BLOCK),
  place('preview-modal', PREVIEW_DIALOG_BLOCK),
  { ...place('watch-preview', PREVIEW_BUTTON_BLOCK), visible: false },
]
