/** Default sections of the journal page (admin-area §9). Copy shown by the public site until an editor changes it. */
import type { Section } from '../../api/pages.ts'
import { section } from '../section.ts'

export const JOURNAL_SECTIONS: Section[] = [
  section('hero', 'banner', 'Ideas in motion.', 'TODO'),
  section('blogs-door', 'text', 'Blogs', 'TODO'),
  section('vlogs-door', 'text', 'Vlogs', 'TODO'),
  section('story-cta', 'text', 'Have a story we should tell?', 'TODO'),
  section('contact-button', 'button', 'Contact Us', 'TODO'),
]
