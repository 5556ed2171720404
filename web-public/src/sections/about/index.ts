/** Designed sections of the about page, by section id (sections/registry.ts). */
import type { DesignedSections } from '../types.ts'
import { Collaboration } from './Collaboration.tsx'
import { AboutHero } from './Hero.tsx'
import { HumanTech } from './HumanTech.tsx'
import { ExploreCareers, ReadyToShape } from './ReadyToShape.tsx'
import { Values, WhatWeStandFor } from './StandFor.tsx'
import { ThreeEs } from './ThreeEs.tsx'
import { Visionaries } from './Visionaries.tsx'
import { WhyMotors } from './WhyMotors.tsx'
import './about.css'

const sections: DesignedSections = {
  hero: AboutHero,
  'human-tech': HumanTech,
  'three-es': ThreeEs,
  'what-we-stand-for': WhatWeStandFor,
  values: Values,
  visionaries: Visionaries,
  collaboration: Collaboration,
  'why-motors': WhyMotors,
  'ready-to-shape': ReadyToShape,
  'explore-careers': ExploreCareers,
}

export default sections
