/**
 * Designed sections of the journal page (/journal, public-site §2 Journal landing), by section id
 * (sections/registry.ts): the hero, the two doors to the blogs and the vlogs, and the call to action
 * to /contact and /about. The look is the journal's (styles/journal.css: j-hero, j-doors, j-cta).
 */
import '../../styles/journal.css'
import type { DesignedSections } from '../types.ts'
import { JournalDoors } from './JournalDoors.tsx'
import { JournalHero } from './JournalHero.tsx'
import { StoryCta } from './StoryCta.tsx'

const sections: DesignedSections = {
  hero: JournalHero,
  'blogs-door': JournalDoors,
  'vlogs-door': JournalDoors,
  'story-cta': StoryCta,
  'contact-button': StoryCta,
}

export default sections
