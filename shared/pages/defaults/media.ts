/**
 * Default sections of the media page (admin-area §9): six blocks of the media family
 * (shared/blocks/media.ts), whose declared defaults are this page's copy. Shown by the public site
 * until an editor changes it.
 */
import type { Section } from '../../api/pages.ts'
import { BRAND_GUIDELINES_BLOCK, FOUNDER_PHOTOS_BLOCK, MEDIA_HERO_BLOCK, MEDIA_KIT_BLOCK, PRESS_INQUIRY_BLOCK, PRESS_LIST_BLOCK } from '../../blocks/media.ts'
import { place } from '../section.ts'

export const MEDIA_SECTIONS: Section[] = [
  place('hero', MEDIA_HERO_BLOCK),
  place('media-kit', MEDIA_KIT_BLOCK),
  place('founders', FOUNDER_PHOTOS_BLOCK),
  place('press', PRESS_LIST_BLOCK),
  place('guidelines', BRAND_GUIDELINES_BLOCK),
  place('inquiry', PRESS_INQUIRY_BLOCK),
]
