/** The Careers family of blocks (chunk `careers`; declared in shared/blocks/careers.ts), by block type. */
import type { BlockComponents } from '../types.ts'
import { CareersHero } from './CareersHero.tsx'
import { CultureCards, GrowthCards, ReasonList } from './Cards.tsx'
import { ContentList } from './ContentList.tsx'
import { FoundersQuote } from './FoundersQuote.tsx'
import { JoinMovement } from './JoinMovement.tsx'
import { PerkGrid } from './PerkGrid.tsx'
import './careers.css'

const blocks: BlockComponents = {
  'careers-hero': CareersHero,
  'reason-list': ReasonList,
  'founders-quote': FoundersQuote,
  'growth-cards': GrowthCards,
  'perk-grid': PerkGrid,
  'culture-cards': CultureCards,
  'content-list': ContentList,
  'join-movement': JoinMovement,
}

export default blocks
