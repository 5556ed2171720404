/** Default sections of the about page (admin-area §9). Copy shown by the public site until an editor changes it. */
import type { Section } from '../../api/pages.ts'
import { section } from '../section.ts'

export const ABOUT_SECTIONS: Section[] = [
  section('hero', 'banner', 'Born for Hypermobility', 'TODO'),
  section('human-tech', 'text', 'The Future is Human + Tech', 'TODO'),
  section('three-es', 'text', 'The 3Es', 'TODO'),
  section('what-we-stand-for', 'text', 'What We Stand For', 'TODO'),
  section('values', 'text', 'Our Values', 'TODO'),
  section('visionaries', 'text', 'The Visionaries Behind', 'TODO'),
  section('collaboration', 'text', 'In Collaboration With', 'TODO'),
  section('why-motors', 'text', 'Why Motors', 'TODO'),
  section('ready-to-shape', 'banner', 'Ready to Shape the Future?', 'TODO'),
  section('explore-careers', 'button', 'Explore Careers', 'TODO'),
]
