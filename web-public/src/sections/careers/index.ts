/** Designed sections of the careers page, by section id (sections/registry.ts). */
import type { DesignedSections } from '../types.ts'
import { Cultivating, Culture, WhyBuild } from './Cards.tsx'
import { FoundersQuote } from './FoundersQuote.tsx'
import { CareersHero } from './Hero.tsx'
import { JoinOurMovement } from './JoinOurMovement.tsx'
import { Perks } from './Perks.tsx'
import './careers.css'

const sections: DesignedSections = {
  hero: CareersHero,
  'why-build': WhyBuild,
  'founders-quote': FoundersQuote,
  cultivating: Cultivating,
  perks: Perks,
  culture: Culture,
  'join-our-movement': JoinOurMovement,
}

export default sections
