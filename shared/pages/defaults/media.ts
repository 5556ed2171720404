/** Default sections of the media page (admin-area §9). Copy shown by the public site until an editor changes it. */
import type { Section } from '../../api/pages.ts'
import { section } from '../section.ts'

export const MEDIA_SECTIONS: Section[] = [
  section('hero', 'banner', 'Media & Press', 'TODO'),
  section('media-kit', 'text', 'Media Kit', 'TODO'),
  section('founders', 'text', 'Founder Photos', 'TODO'),
  section('press', 'text', 'Press Highlights', 'TODO'),
  section('guidelines', 'text', 'Usage Guidelines', 'TODO'),
  section('inquiry', 'banner', 'Media Inquiries', 'TODO'),
]
