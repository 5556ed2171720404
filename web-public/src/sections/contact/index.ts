/**
 * Designed sections of the contact page (/contact, public-site §2 Contact, §4, §8), by section id
 * (sections/registry.ts): the hero, the contact details and 24-hour note beside the contact form,
 * and the links to /careers and /about.
 */
import type { DesignedSections } from '../types.ts'
import { ContactHero } from './ContactHero.tsx'
import { ContactMain } from './ContactMain.tsx'
import { LinkCards } from './LinkCards.tsx'
import './contact.css'

const sections: DesignedSections = {
  hero: ContactHero,
  details: ContactMain,
  'response-note': ContactMain,
  form: ContactMain,
  'careers-link': LinkCards,
  'about-link': LinkCards,
}

export default sections
