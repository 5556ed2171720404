/** Default sections of the careers page (admin-area §9). Copy shown by the public site until an editor changes it. */
import type { Section } from '../../api/pages.ts'
import { section } from '../section.ts'

export const CAREERS_SECTIONS: Section[] = [
  section('hero', 'banner', 'Join Our Movement', 'TODO'),
  section('why-build', 'text', 'Why Build Your Career at Yerth', 'TODO'),
  section('founders-quote', 'text', 'From Our Founders', 'TODO'),
  section('cultivating', 'text', 'What We Are Cultivating', 'TODO'),
  section('perks', 'text', 'Perks & Benefits', 'TODO'),
  section('culture', 'text', 'Culture & Values', 'TODO'),
  section('join-our-movement', 'text', 'Who Thrives Here', 'TODO'),
]
