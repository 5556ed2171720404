/** Default sections of the contact page (admin-area §9). Copy shown by the public site until an editor changes it. */
import type { Section } from '../../api/pages.ts'
import { section } from '../section.ts'

export const CONTACT_SECTIONS: Section[] = [
  section('hero', 'banner', 'Get in Touch', 'TODO'),
  section('details', 'text', 'Contact Details', 'TODO'),
  section('response-note', 'text', 'We reply within 24 hours', 'TODO'),
  section('form', 'text', 'Send Us a Message', 'TODO'),
  section('careers-link', 'button', 'Explore Careers', 'TODO'),
  section('about-link', 'button', 'About Yerth', 'TODO'),
]
